// The lint's rules for telling a harmless finding from a real one, each tested both ways: the
// harmless case is not reported, and the real case next to it still is.
import { describe, expect, it } from 'vitest';
import { lintTasks, loadTasks, type Task } from '../src/index.ts';
import { judgeClockWords } from '../src/lint/clock-words.ts';
import type { LintContext } from '../src/lint/finding.ts';
import { scopeStatus } from '../src/lint/scope-status.ts';

const [base] = loadTasks({ ids: ['finance-001'] }) as [Task];
const task = (change: (draft: Task) => void): Task => {
  const draft = structuredClone({ ...base, id: 'finance-902' });
  change(draft);
  return draft;
};
const context = (linted: Task): LintContext => ({
  task: linted,
  listings: new Map(),
  toolNames: new Set(),
  outputs: [],
  places: [],
});
/** A task asking `query` whose golden plan makes one call with `args`, at `now` (the default clock if unset). */
const asking = (query: string, args: Record<string, unknown>, now?: string) =>
  task((draft) => {
    draft.query = query;
    draft.golden.actions = [{ id: 'a1', tool: 'dart_list_disclosures', args, after: [] }];
    draft.state = now ? { dart: { clock: { now } } } : {};
  });
const detailOf = (linted: Task) => scopeStatus(context(linted))[0]?.detail ?? [];

describe('description-points-elsewhere: a pointer in a parameter counts only when the plan sets that parameter', () => {
  const withoutSearch = (change: (draft: Task) => void = () => {}) =>
    task((draft) => {
      draft.tools = draft.tools.filter((tool) => tool !== 'dart_search_corp_code');
      draft.golden.actions = draft.golden.actions.filter((action) => action.tool !== 'dart_search_corp_code');
      change(draft);
    });

  it('passes when no golden action sets the parameter whose description names the tool', async () => {
    // corp_code of dart_list_disclosures is optional; the plan lists disclosures without it.
    const linted = withoutSearch((draft) => {
      draft.tools = ['dart_get_api_key', 'dart_list_disclosures'];
      draft.golden.actions = [
        { id: 'a1', tool: 'dart_get_api_key', args: {}, after: [] },
        { id: 'a2', tool: 'dart_list_disclosures', args: { bgn_de: '20260101' }, after: ['a1'] },
      ];
    });
    expect(await lintTasks([linted], { checks: ['description-points-elsewhere'] })).toEqual([]);
  });

  it('flags the same tool once the plan sets that parameter', async () => {
    const linted = withoutSearch((draft) => {
      draft.tools = ['dart_get_api_key', 'dart_list_disclosures'];
      draft.golden.actions = [
        { id: 'a1', tool: 'dart_get_api_key', args: {}, after: [] },
        { id: 'a2', tool: 'dart_list_disclosures', args: { corp_code: '00126380' }, after: ['a1'] },
      ];
    });
    const [finding] = await lintTasks([linted], { checks: ['description-points-elsewhere'] });
    expect(finding?.detail).toEqual(['dart_list_disclosures → dart_search_corp_code']);
  });

  it("always counts a pointer in the tool's own description, called or not", async () => {
    const [politics] = loadTasks({ ids: ['politics-009'] }) as [Task];
    expect(politics.golden.actions.some((action) => action.tool === 'assembly_list_vote_tallies')).toBe(false);
    const [finding] = await lintTasks([politics], { checks: ['description-points-elsewhere'] });
    expect(finding?.detail).toContain('assembly_list_vote_tallies → assembly_list_member_votes');
  });

  it("does not count the key tool's pointer to its renewal while the key is active", async () => {
    const active = task((draft) => {
      draft.state = { dart: { credentials: { status: 'active' } } };
    });
    expect(active.tools).not.toContain('dart_renew_api_key');
    expect(await lintTasks([active], { checks: ['description-points-elsewhere'] })).toEqual([]);
  });

  it('counts it when the key is expired and the renew tool is not offered, and not once it is offered', async () => {
    const expired = task((draft) => {
      draft.state = { dart: { credentials: { status: 'expired' } } };
    });
    const [finding] = await lintTasks([expired], { checks: ['description-points-elsewhere'] });
    expect(finding?.detail).toEqual(['dart_get_api_key → dart_renew_api_key']);
    const offered = { ...expired, tools: [...expired.tools, 'dart_renew_api_key'] };
    expect(await lintTasks([offered], { checks: ['description-points-elsewhere'] })).toEqual([]);
  });
});

describe('scope-status: a calendar clock word is settled when the golden plan carries what the session clock names', () => {
  it.each([
    ['오늘 공시를 알려 줘.', { bgn_de: '20260901' }, undefined],
    ['어제 공시를 알려 줘.', { bgn_de: '20260831' }, undefined],
    ['어제 공시를 알려 줘.', { bgn_de: '2026-09-06' }, '2026-09-07T09:00:00+09:00'],
    ['올해 사업보고서를 찾아 줘.', { bsns_year: '2026' }, undefined],
    ['작년 사업보고서를 찾아 줘.', { bsns_year: '2025' }, undefined],
    ['올해 들어 낸 공시를 찾아 줘.', { bgn_de: '20260101' }, undefined],
    ['이번 주 공시를 알려 줘.', { bgn_de: '20260831', end_de: '20260906' }, undefined],
    ['이번 달 공시를 알려 줘.', { bgn_de: '20260901' }, undefined],
    ['지금까지 낸 공시를 세어 줘.', { bgn_de: '20200101', end_de: '20260901' }, undefined],
  ])('settles %s with %j', (query, args, now) => {
    expect(scopeStatus(context(asking(query, args, now)))).toEqual([]);
  });

  it.each([
    ['오늘 공시를 알려 줘.', { bgn_de: '20260831' }, undefined, '오늘 is 20260901'],
    ['어제 공시를 알려 줘.', { bgn_de: '20260831' }, '2026-09-07T09:00:00+09:00', '어제 is 20260906'],
    ['작년 사업보고서를 찾아 줘.', { bsns_year: '2024' }, undefined, '작년 is 2025'],
    ['올해 사업보고서를 찾아 줘.', { bsns_year: '2025' }, '2026-01-02T09:00:00+09:00', '올해 is 2026'],
    ['이번 주 공시를 알려 줘.', { bgn_de: '20260824' }, undefined, '이번 주 is 20260831–20260906'],
  ])('still flags %s when the plan carries %j instead', (query, args, now, note) => {
    const [finding] = scopeStatus(context(asking(query, args, now)));
    expect(finding?.detail?.[0]).toMatch(/^clock: /);
    expect(finding?.message).toContain(`${note} by the session clock`);
  });

  it('reads the clock in Seoul time: 2026-08-31T20:00Z is already 1 September', () => {
    expect(judgeClockWords(asking('오늘', { bgn_de: '20260901' }, '2026-08-31T20:00:00Z'), ['오늘']).open).toEqual([]);
    expect(judgeClockWords(asking('오늘', { bgn_de: '20260831' }, '2026-08-31T20:00:00Z'), ['오늘']).open).toEqual([
      '오늘',
    ]);
  });

  it.each(['최근 공시를 알려 줘.', '요즘 낸 공시를 알려 줘.', '이번 회차 접수 중인 시험을 알려 줘.'])(
    'keeps a clock word with no calendar reading open whatever the plan carries: %s',
    (query) => {
      expect(detailOf(asking(query, { bgn_de: '20260901', bsns_year: '2026' }))[0]).toMatch(/^clock: /);
    },
  );

  it('settles only the words the plan carries and reports the rest', () => {
    expect(detailOf(asking('올해 낸 공시 중 오늘 것을 알려 줘.', { bsns_year: '2026' }))[0]).toBe('clock: 오늘');
  });
});

describe('scope-status: words the query pins down on the spot', () => {
  it.each([
    '본회의에서 가결(원안·수정가결)된 건 몇 건인가요?',
    '본회의를 통과(원안가결·수정가결)한 법안은?',
    '원안가결된 법안은?',
    '공동발의자로 이름을 올린 의원은?',
    '8월 마지막 거래일 종가는?',
    '6월 첫 주(1일~5일) 급식은?',
  ])('does not flag %s', (query) => {
    expect(scopeStatus(context(asking(query, {})))).toEqual([]);
  });

  it.each([
    ['본회의를 통과한 법안은?', '통과: 통과'],
    ['통과된 법안(2건)은?', '통과: 통과'],
    ['그가 발의한 법안은?', '발의: 발의'],
    ['8월 마지막 날 종가는?', 'first-last: 마지막'],
    ['6월 첫 주 급식은?', 'first-last: 첫'],
  ])('still flags %s', (query, detail) => {
    expect(detailOf(asking(query, {}))).toEqual([detail]);
  });
});
