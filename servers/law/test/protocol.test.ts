import { describe, expect, it } from 'vitest';
import { law } from '../src/index.ts';
import { KEY, openLaw, pageOf, textOf } from './helpers.ts';

/** Valid arguments for every read tool, resolved from search results so they stay valid. */
async function sampleArgs(
  session: Awaited<ReturnType<typeof openLaw>>,
): Promise<Record<string, Record<string, unknown>>> {
  const [act] = pageOf<{ 법령일련번호: string; 법령ID: string }>(
    await session.call('law_search_laws', { OC: KEY, query: '근로기준법', knd: 'A0002' }),
  ).items;
  const [precedent] = pageOf<{ 판례일련번호: string }>(
    await session.call('law_search_precedents', { OC: KEY, display: 1 }),
  ).items;
  const [interpretation] = pageOf<{ 법령해석례일련번호: string }>(
    await session.call('law_search_interpretations', { OC: KEY, display: 1 }),
  ).items;
  const [rule] = pageOf<{ 행정규칙일련번호: string }>(
    await session.call('law_search_admin_rules', { OC: KEY, display: 1 }),
  ).items;
  const [ordinance] = pageOf<{ 자치법규일련번호: string }>(
    await session.call('law_search_ordinances', { OC: KEY, display: 1 }),
  ).items;
  return {
    law_search_laws: { OC: KEY, query: '근로기준법' },
    law_search_effective_laws: { OC: KEY, query: '근로기준법', nw: '1,2,3' },
    law_get_law_history: { OC: KEY, ID: act?.법령ID },
    law_get_law: { OC: KEY, MST: act?.법령일련번호 },
    law_get_article: { OC: KEY, ID: act?.법령ID, efYd: '20200101', JO: '002300' },
    law_search_precedents: { OC: KEY, JO: '근로기준법' },
    law_get_precedent: { OC: KEY, ID: precedent?.판례일련번호 },
    law_search_interpretations: { OC: KEY, query: '근로기준법' },
    law_get_interpretation: { OC: KEY, ID: interpretation?.법령해석례일련번호 },
    law_search_admin_rules: { OC: KEY, query: '근로' },
    law_get_admin_rule: { OC: KEY, ID: rule?.행정규칙일련번호 },
    law_search_ordinances: { OC: KEY, query: '주차장' },
    law_get_ordinance: { OC: KEY, MST: ordinance?.자치법규일련번호 },
    law_list_bookmarks: {},
    law_get_api_key: {},
  };
}

describe('law.go.kr over MCP', () => {
  it('lists at least 14 law_* tools with schemas, Korean official names and the real operation', async () => {
    const session = await openLaw();
    const { tools } = await session.client.listTools();
    const names = tools.map((tool) => tool.name).filter((name) => name.startsWith('law_'));
    expect(names.length).toBeGreaterThanOrEqual(14);
    for (const tool of tools) {
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
      expect(tool.description, tool.name).toMatch(/^[^\n]*[가-힣]/);
      const operation = law.toolsByName.get(tool.name)?.operation;
      if (operation && operation !== 'key') expect(tool.description, tool.name).toContain(`(${operation}`);
    }
    const paged = law.tools.filter((tool) => tool.paging);
    expect(paged.map((tool) => tool.paging)).toEqual(paged.map(() => ({ page: 'page', size: 'display', max: 100 })));
    await session.close();
  });

  it('never changes state from a read tool', async () => {
    const session = await openLaw({ user: { bookmarks: [] } });
    const args = await sampleArgs(session);
    const before = structuredClone(session.state());
    const readTools = law.allTools.filter((tool) => tool.kind === 'read');
    for (const tool of readTools) {
      expect(args[tool.name], `sampleArgs needs an entry for ${tool.name}`).toBeDefined();
      const result = await session.call(tool.name, args[tool.name]);
      expect(result.isError, `${tool.name}: ${textOf(result)}`).toBeFalsy();
    }
    expect(session.state()).toEqual(before);
    await session.close();
  });

  it('keeps bookmarks of articles and precedents in user state, checked against the data', async () => {
    const session = await openLaw({ clock: { now: '2026-09-01T10:00:00+09:00' } });
    const [act] = pageOf<{ 법령일련번호: string }>(
      await session.call('law_search_laws', { OC: KEY, query: '주택임대차보호법', knd: 'A0002' }),
    ).items;
    const article = await session.call('law_add_bookmark', {
      OC: KEY,
      kind: 'article',
      MST: act?.법령일련번호,
      JO: '000300',
      memo: '대항력',
    });
    expect(article.structuredContent).toMatchObject({
      changed: true,
      bookmark: {
        id: `article:${act?.법령일련번호}:000300`,
        title: '주택임대차보호법 제3조(대항력 등)',
        memo: '대항력',
      },
    });
    const again = await session.call('law_add_bookmark', {
      OC: KEY,
      kind: 'article',
      MST: act?.법령일련번호,
      JO: '000300',
    });
    expect(again.structuredContent).toMatchObject({ changed: false });
    const [precedent] = pageOf<{ 판례일련번호: string; 사건번호: string }>(
      await session.call('law_search_precedents', { OC: KEY, JO: '주택임대차보호법', display: 1 }),
    ).items;
    await session.call('law_add_bookmark', { OC: KEY, kind: 'precedent', ID: precedent?.판례일련번호 });

    const missingArticle = await session.call('law_add_bookmark', {
      OC: KEY,
      kind: 'article',
      MST: act?.법령일련번호,
      JO: '099900',
    });
    expect(missingArticle.isError).toBe(true);
    expect(textOf(missingArticle)).toMatch(/does not exist .*law_get_law/);
    const missingCase = await session.call('law_add_bookmark', { OC: KEY, kind: 'precedent', ID: '1' });
    expect(textOf(missingCase)).toContain('law_search_precedents');
    const incomplete = await session.call('law_add_bookmark', { OC: KEY, kind: 'article', MST: act?.법령일련번호 });
    expect(textOf(incomplete)).toContain('kind=article needs MST and JO');
    const unknown = await session.call('law_remove_bookmark', { id: 'precedent:1' });
    expect(textOf(unknown)).toContain('law_list_bookmarks');

    const user = session.state()?.user as { bookmarks: Array<{ id: string; kind: string; addedAt: string }> };
    expect(user.bookmarks.map((entry) => entry.id)).toEqual([
      `article:${act?.법령일련번호}:000300`,
      `precedent:${precedent?.판례일련번호}`,
    ]);
    expect(user.bookmarks[0]?.addedAt).toBe('2026-09-01T01:00:00.000Z');
    await session.call('law_remove_bookmark', { id: `article:${act?.법령일련번호}:000300` });
    const listed = await session.call('law_list_bookmarks', {});
    expect(
      (listed.structuredContent as { bookmarks: Array<{ kind: string }> }).bookmarks.map((entry) => entry.kind),
    ).toEqual(['precedent']);
    await session.close();
  });
});
