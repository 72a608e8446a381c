// 즐겨찾기 (bookmarks) of law articles and precedents kept in the session's `user` state. law.go.kr has
// no such API; a legal researcher would keep one, and write tasks grade the state it leaves. Every
// bookmark is checked against the data through the client before it is stored.
import { ToolError, UpstreamError } from '@kopa/kit';
import { z } from 'zod';
import { Bookmark, JO, MST, OC, serialId } from '../schemas.ts';
import { normalizeLaw } from '../upstream/normalize-law.ts';
import { lawTool } from './tool.ts';

const BookmarksOutput = z.object({
  bookmarks: z.array(Bookmark).describe('즐겨찾기 목록 (추가한 순서)'),
  changed: z.boolean().describe('false when the call changed nothing'),
});

function label(jo: string): string {
  const num = Number(jo.slice(0, 4));
  const branch = Number(jo.slice(4, 6));
  return `제${num}조${branch > 0 ? `의${branch}` : ''}`;
}

/** A missing article or precedent is the caller's mistake: say which and how to find the right one. */
async function verified<T>(lookup: () => Promise<T>, message: string, parameter: string): Promise<T> {
  try {
    return await lookup();
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === 'no_data') throw new ToolError(message, { parameter });
    throw error;
  }
}

export const addBookmark = lawTool({
  name: 'law_add_bookmark',
  title: '즐겨찾기 추가',
  description:
    '즐겨찾기 추가: 법령 조문(kind=article, MST + JO) 또는 판례(kind=precedent, ID=판례일련번호)를 이 세션의 즐겨찾기에 넣습니다. 조문은 그 버전(MST)에 실제로 있는지, 판례는 존재하는지 확인한 뒤 저장합니다 (이미 있으면 그대로).\n' +
    "Bookmarks a law article (MST + JO) or a precedent (ID) in the session's state after checking that it exists.",
  input: z
    .object({
      OC,
      kind: z.enum(['article', 'precedent']).describe('article: 법령 조문, precedent: 판례'),
      MST: MST.optional(),
      JO: JO.optional(),
      ID: serialId('ID: 판례일련번호', '228541').optional(),
      memo: z.string().max(200).optional().describe('메모 (선택)'),
    })
    .refine((args) => (args.kind === 'article' ? Boolean(args.MST && args.JO) : Boolean(args.ID)), {
      message: 'kind=article needs MST and JO; kind=precedent needs ID (판례일련번호)',
      path: ['kind'],
    }),
  output: BookmarksOutput.extend({ bookmark: Bookmark }),
  kind: 'write',
  effect: 'add',
  generic: ['OC'],
  async run(args, { client, state, now, updateUser }) {
    let bookmark: Bookmark;
    if (args.kind === 'article') {
      const mst = args.MST ?? '';
      const jo = args.JO ?? '';
      const content = await verified(
        () => client.service('eflaw', { OC: args.OC, MST: mst, JO: jo }),
        `${label(jo)} (JO ${jo}) does not exist in the version MST ${mst}; check the MST with law_get_law_history and the article with law_get_law.`,
        'JO',
      );
      const law = normalizeLaw(content);
      const article = law.조문.find((unit) => unit.조문여부 === '조문');
      bookmark = {
        id: `article:${mst}:${jo}`,
        kind: 'article',
        title: `${law.법령명_한글} ${label(jo)}${article?.조문제목 ? `(${article.조문제목})` : ''}`,
        법령ID: law.법령ID,
        MST: mst,
        JO: jo,
        시행일자: law.시행일자,
        판례일련번호: '',
        memo: args.memo ?? '',
        addedAt: now.toISOString(),
      };
    } else {
      const id = args.ID ?? '';
      const precedent = await verified(
        () => client.service('prec', { OC: args.OC, ID: id }),
        `판례일련번호 ${id} does not exist; find the precedent with law_search_precedents.`,
        'ID',
      );
      bookmark = {
        id: `precedent:${id}`,
        kind: 'precedent',
        title: `${String(precedent.사건번호 ?? '')} ${String(precedent.사건명 ?? '')}`.trim(),
        법령ID: '',
        MST: '',
        JO: '',
        시행일자: '',
        판례일련번호: id,
        memo: args.memo ?? '',
        addedAt: now.toISOString(),
      };
    }
    const current = state.user.bookmarks;
    const existing = current.find((entry) => entry.id === bookmark.id);
    if (existing) return { bookmarks: [...current], changed: false, bookmark: existing };
    const bookmarks = [...current, bookmark];
    updateUser((user) => ({ ...user, bookmarks }));
    return { bookmarks, changed: true, bookmark };
  },
});

export const removeBookmark = lawTool({
  name: 'law_remove_bookmark',
  title: '즐겨찾기 삭제',
  description:
    "즐겨찾기 삭제: id(article:{MST}:{JO} 또는 precedent:{판례일련번호})로 즐겨찾기를 뺍니다.\nRemoves a bookmark by its id from the session's state.",
  input: z.object({ id: z.string().min(1).describe('law_list_bookmarks가 돌려준 id, e.g. article:268814:004400') }),
  output: BookmarksOutput,
  kind: 'write',
  effect: 'remove',
  run(args, { state, updateUser }) {
    const current = state.user.bookmarks;
    if (!current.some((entry) => entry.id === args.id)) {
      throw new ToolError(
        `No bookmark has id ${args.id} (${current.length ? current.map((entry) => entry.id).join(', ') : 'none yet'}); read them with law_list_bookmarks.`,
        { parameter: 'id' },
      );
    }
    const bookmarks = current.filter((entry) => entry.id !== args.id);
    updateUser((user) => ({ ...user, bookmarks }));
    return { bookmarks, changed: true };
  },
});

export const listBookmarks = lawTool({
  name: 'law_list_bookmarks',
  title: '즐겨찾기 조회',
  description:
    "즐겨찾기 조회: 이 세션의 즐겨찾기(조문·판례) 목록.\nLists the session's bookmarked articles and precedents.",
  input: z.object({}),
  output: BookmarksOutput,
  kind: 'read',
  run: (_args, { state }) => ({ bookmarks: [...state.user.bookmarks], changed: false }),
});

export const BOOKMARK_TOOLS = [addBookmark, removeBookmark, listBookmarks];
