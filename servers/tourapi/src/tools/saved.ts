// 관심 관광정보 (saved contents) kept in the session's `user` state: TourAPI has no such API, but a traveller
// would, and write tasks grade the final state it leaves. Every contentid is checked against detailCommon2.
import { ToolError } from '@kopa/kit';
import { z } from 'zod';
import { contentId, ListItem, serviceKey } from '../schemas.ts';
import type { TourClient, TourItem } from '../upstream/client.ts';
import { paramsOf, tourTool } from './tool.ts';

/** The content behind a contentid, or a ToolError naming the next step. */
export async function existingContent(options: {
  client: TourClient;
  serviceKey: string;
  contentId: string;
}): Promise<TourItem> {
  const page = await options.client.call(
    'detailCommon2',
    paramsOf({ serviceKey: options.serviceKey, contentId: options.contentId }),
  );
  const item = page.items[0];
  if (!item) {
    throw new ToolError(
      `contentId ${options.contentId} is not a TourAPI content; find it with tourapi_search_keyword or tourapi_list_by_area.`,
      { parameter: 'contentId' },
    );
  }
  return item;
}

const SavedOutput = z.object({
  savedContents: z.array(z.string()).describe('관심 관광정보 contentid 목록 (저장한 순서)'),
  changed: z.boolean().describe('false when the call changed nothing'),
});

export const saveContent = tourTool({
  name: 'tourapi_save_content',
  title: '관심 관광정보 저장',
  description:
    '관심 관광정보 저장: contentId의 관광정보를 이 세션의 관심 목록에 추가합니다 (이미 있으면 그대로). contentId는 TourAPI에서 확인합니다.\n' +
    "Saves a content (by contentId) to the session's favourites; the id is checked against TourAPI.",
  input: z.object({ serviceKey, contentId }),
  output: SavedOutput.extend({ content: ListItem }),
  kind: 'write',
  effect: 'add',
  generic: ['serviceKey'],
  async run(args, { client, state, updateUser }) {
    const content = (await existingContent({
      client,
      serviceKey: args.serviceKey,
      contentId: args.contentId,
    })) as z.infer<typeof ListItem>;
    const current = state.user.savedContents;
    if (current.includes(args.contentId)) return { savedContents: [...current], changed: false, content };
    const savedContents = [...current, args.contentId];
    updateUser((user) => ({ ...user, savedContents }));
    return { savedContents, changed: true, content };
  },
});

export const unsaveContent = tourTool({
  name: 'tourapi_unsave_content',
  title: '관심 관광정보 삭제',
  description:
    "관심 관광정보 삭제: 관심 목록에서 contentId를 뺍니다.\nRemoves a content from the session's favourites.",
  input: z.object({ contentId }),
  output: SavedOutput,
  kind: 'write',
  effect: 'remove',
  run(args, { state, updateUser }) {
    const current = state.user.savedContents;
    if (!current.includes(args.contentId)) {
      throw new ToolError(
        `contentId ${args.contentId} is not saved (${current.length ? current.join(', ') : 'nothing saved'}); read the list with tourapi_list_saved_contents.`,
        { parameter: 'contentId' },
      );
    }
    const savedContents = current.filter((id) => id !== args.contentId);
    updateUser((user) => ({ ...user, savedContents }));
    return { savedContents, changed: true };
  },
});

export const listSavedContents = tourTool({
  name: 'tourapi_list_saved_contents',
  title: '관심 관광정보 조회',
  description: "관심 관광정보 조회: 이 세션에 저장한 contentid 목록.\nReads the session's saved contentids.",
  input: z.object({}),
  output: SavedOutput,
  kind: 'read',
  run: (_args, { state }) => ({ savedContents: [...state.user.savedContents], changed: false }),
});
