import { describe, expect, it } from 'vitest';
import { judgeFindings, type LintFinding, lintFails, lintTasks, loadTasks, type Task } from '../src/index.ts';
import { coordAddress, misplaced } from '../src/lint/coord-address.ts';
import { dateOrder } from '../src/lint/date-order.ts';
import type { LintContext } from '../src/lint/finding.ts';
import { dongOf, type Place } from '../src/lint/places.ts';
import { scopeExclusion } from '../src/lint/scope-exclusion.ts';
import { scopeStatus } from '../src/lint/scope-status.ts';

const [base] = loadTasks({ ids: ['finance-001'] }) as [Task];
/** finance-001 as finance-901, with fields replaced or edited in place. */
const fixture = (change: Partial<Task> | ((task: Task) => void)): Task => {
  const task = structuredClone({ ...base, id: 'finance-901' });
  if (typeof change === 'function') change(task);
  return { ...task, ...(typeof change === 'function' ? {} : change) };
};
const withQuery = (query: string) => fixture({ query });
const context = (task: Task, outputs: LintContext['outputs'] = []): LintContext => ({
  task,
  listings: new Map(),
  toolNames: new Set(),
  outputs,
  places: [],
});

describe('scope-exclusion', () => {
  it.each([
    '은행 말고도 예금보험 대상 기관이 몇 군데 더 있는지, 전부 몇 곳인지 알려 주세요.',
    '위원장을 제외하고 위원은 몇 명인가요?',
    '본사까지 포함하면 지점은 모두 몇 개인가요?',
  ])('flags a count with an exclusion or inclusion: %s', (query) => {
    const [finding] = scopeExclusion(context(withQuery(query)));
    expect(finding).toMatchObject({ task: 'finance-901', check: 'scope-exclusion', severity: 'warning' });
    expect(finding?.message).toContain('say in the query whether those items are in the count');
  });

  it.each([
    '2026년 8월 31일까지 접수된 공시는 몇 건인가요?',
    '수원시의 약국은 몇 곳인가요?',
    '삼성전자를 제외한 나머지 회사 이름을 알려 주세요.',
  ])('leaves a query alone when the count has no scope word, or the scope word counts nothing: %s', (query) => {
    expect(scopeExclusion(context(withQuery(query)))).toEqual([]);
  });
});

describe('scope-status', () => {
  it.each([
    ['국방위원회 간사가 발의한 법률안 중 본회의를 통과한 건은?', ['통과: 통과', '발의: 발의']],
    ['지금 접수 중인 시험 일정을 알려 주세요.', ['clock: 지금, 접수 중']],
    ['이 위원회가 가장 먼저 연 회의는 언제인가요?', ['first-last: 가장 먼저']],
  ])('names each status word the grader must resolve: %s', (query, detail) => {
    const [finding] = scopeStatus(context(withQuery(query)));
    expect(finding?.detail?.slice().sort()).toEqual([...detail].sort());
  });

  it.each([
    '한종완 의원이 22대 국회에서 대표발의한 법률안은 몇 건인가요?',
    '2026년 8월 3일 기준 삼성전자의 직원 수를 알려 주세요.',
  ])('does not flag a query whose scope is pinned: %s', (query) => {
    expect(scopeStatus(context(withQuery(query)))).toEqual([]);
  });
});

describe('description-points-elsewhere', () => {
  it('flags an offered tool whose description names a real tool the task does not offer', async () => {
    const task = fixture((draft) => {
      draft.tools = draft.tools.filter((tool) => tool !== 'dart_search_corp_code');
      draft.golden.actions = draft.golden.actions.filter((action) => action.tool !== 'dart_search_corp_code');
    });
    const findings = await lintTasks([task], { checks: ['description-points-elsewhere'] });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ check: 'description-points-elsewhere', severity: 'error' });
    // dart_get_single_account's corp_code is set by the plan; dart_get_company is never called.
    expect(findings[0]?.detail).toEqual(['dart_get_single_account → dart_search_corp_code']);
  });

  it('passes a task that offers every tool its descriptions name', async () => {
    expect(await lintTasks([base], { checks: ['description-points-elsewhere'] })).toEqual([]);
  });

  it("counts the key tool's pointer to its renewal only when the task's state expires the key", async () => {
    const expired = fixture({ state: { dart: { credentials: { status: 'expired' } } } });
    const [finding] = await lintTasks([expired], { checks: ['description-points-elsewhere'] });
    expect(finding?.detail).toEqual(['dart_get_api_key → dart_renew_api_key']);
  });
});

describe('golden-not-offered', () => {
  it('reports a golden action whose tool is not offered as an error', async () => {
    const task = fixture((draft) => {
      draft.tools = draft.tools.filter((tool) => tool !== 'dart_get_single_account');
    });
    const findings = await lintTasks([task], { checks: ['golden-not-offered'] });
    expect(findings).toEqual([
      expect.objectContaining({
        check: 'golden-not-offered',
        severity: 'error',
        detail: ['a3: dart_get_single_account'],
      }),
    ]);
  });
});

const output = (tool: string, value: Record<string, unknown>) => ({ action: 'a2', tool, args: {}, output: value });

describe('date-order', () => {
  it.each([
    [
      'a bill referred to committee before it was proposed',
      output('assembly_get_bill_by_no', {
        item: { BILL_ID: 'B1', PPSL_DT: '2025-02-06', JRCMIT_CMMT_DT: '2024-07-02' },
      }),
      'PPSL_DT 20250206 is after JRCMIT_CMMT_DT 20240702',
    ],
    [
      'a law in force before it was promulgated',
      output('law_search_laws', { items: [{ 법령ID: '1', 공포일자: '20220116', 시행일자: '20210720' }] }),
      '공포일자 20220116 is after 시행일자 20210720',
    ],
    [
      'promulgation numbers falling while dates rise',
      output('law_get_law_history', {
        items: [
          { 법령ID: '011357', 공포일자: '20220427', 공포번호: '18600', 시행일자: '20220427' },
          { 법령ID: '011357', 공포일자: '20241022', 공포번호: '17000', 시행일자: '20250420' },
        ],
      }),
      '공포번호 falls from 18600 (20220427) to 17000 (20241022)',
    ],
    [
      'a rule that takes effect on issue with a later 시행일자',
      output('law_get_admin_rule', {
        item: { 발령일자: '20150420', 시행일자: '20150520', 부칙: '이 고시는 발령한 날부터 시행한다.' },
      }),
      '발령일자 20150420 but 시행일자 20150520',
    ],
    [
      'a DART decision filed before its board resolution',
      output('dart_get_convertible_bond_decisions', {
        items: [{ rcept_no: '20260116000001', bddd: '2026년 01월 20일' }],
      }),
      'bddd 20260120 is after rcept_dt (or the day of rcept_no) 20260116',
    ],
  ])('flags %s', (_name, replayed, violation) => {
    const [finding] = dateOrder(context(base, [replayed]));
    expect(finding).toMatchObject({ check: 'date-order', severity: 'warning' });
    expect(finding?.detail?.join('\n')).toContain(violation);
  });

  it('flags a subscription made before the bill was proposed, across records', () => {
    const task = fixture({
      state: { assembly: { user: { subscriptions: [{ BILL_ID: 'B7', subscribed_at: '2026-05-11T01:40:00.000Z' }] } } },
    });
    const [finding] = dateOrder(
      context(task, [output('assembly_list_member_bills', { items: [{ BILL_ID: 'B7', PROPOSE_DT: '2026-05-20' }] })]),
    );
    expect(finding?.detail).toEqual([
      'state.assembly.user.subscriptions[0]: BILL_ID B7 has subscribed_at 20260511, before it was proposed on 20260520',
    ]);
  });

  it('passes records whose dates are in order', () => {
    const consistent = [
      output('assembly_get_bill_detail', {
        item: { PPSL_DT: '2024-12-30', JRCMIT_CMMT_DT: '2025-01-02', PROM_DT: '2025-10-14' },
      }),
      output('law_get_law_history', {
        items: [
          { 법령ID: '1', 공포일자: '20220427', 공포번호: '18600', 시행일자: '20220427' },
          { 법령ID: '1', 공포일자: '20241022', 공포번호: '20407', 시행일자: '20250420' },
        ],
      }),
      output('dart_get_convertible_bond_decisions', {
        items: [{ rcept_no: '20260116000001', bddd: '2026년 01월 16일' }],
      }),
      output('law_get_admin_rule', {
        item: { 발령일자: '20150420', 시행일자: '20150420', 부칙: '발령한 날부터 시행한다.' },
      }),
    ];
    expect(dateOrder(context(base, consistent))).toEqual([]);
  });
});

describe('coord-address', () => {
  const place = (dong: string, lat: number, lon: number): Place => ({
    where: `${dong}@${lat}`,
    area: '경기도 수원시 권선구',
    dong,
    lat,
    lon,
    identity: `${dong} ${lat},${lon}`,
  });
  const reference = [
    ...[0, 0.001, 0.002].map((step) => place('세류동', 37.25 + step, 127.0 + step)),
    ...[0, 0.001, 0.002].map((step) => place('권선동', 37.28 + step, 127.03 + step)),
  ];

  it('reads the area and 동 of lot and road addresses', () => {
    expect(dongOf('경기도 수원시 권선구 호매실동 274')).toEqual({ area: '경기도 수원시 권선구', dong: '호매실동' });
    expect(dongOf('경기도 수원시 팔달구 정조로60번길 33 (우만동)')).toEqual({
      area: '경기도 수원시 팔달구',
      dong: '우만동',
    });
  });

  it('flags a place whose coordinates sit among the places of another 동', () => {
    expect(misplaced(place('세류동', 37.281, 127.031), reference)).toMatch(
      /address in 세류동, but .* km from the places of 권선동/,
    );
  });

  it('passes a place near the other places of its own 동', () => {
    expect(misplaced(place('세류동', 37.2505, 127.0005), reference)).toBeUndefined();
  });

  it('finds misplaced places in the records a task returns', () => {
    const items = [
      {
        REFINE_LOTNO_ADDR: '경기도 수원시 권선구 세류동 1',
        REFINE_WGS84_LAT: '37.2811',
        REFINE_WGS84_LOGT: '127.0311',
      },
    ];
    const [finding] = coordAddress({
      ...context(base, [output('gyeonggi_list_pharmacies', { items })]),
      places: reference,
    });
    expect(finding).toMatchObject({ check: 'coord-address', severity: 'warning' });
  });
});

describe('accepted findings', () => {
  const finding = (task: string, check: string): LintFinding => ({ task, check, severity: 'warning', message: 'm' });

  it('keeps justified findings, fails on the rest, and reports entries whose finding is gone as stale', () => {
    const judged = judgeFindings({
      findings: [finding('finance-021', 'scope-exclusion'), finding('politics-005', 'scope-status')],
      accepted: {
        'finance-021': { 'scope-exclusion': 'The query says 은행 말고도, so banks are excluded.' },
        'law-021': { 'date-order': 'Fixed since.', 'coord-address': 'not run here' },
        'traffic-001': { 'scope-status': 'not linted here' },
      },
      tasks: ['finance-021', 'politics-005', 'law-021'],
      checks: ['scope-exclusion', 'scope-status', 'date-order'],
    });
    expect(judged.open.map((open) => open.task)).toEqual(['politics-005']);
    expect(judged.accepted.map((kept) => kept.task)).toEqual(['finance-021']);
    expect(judged.stale).toEqual([{ task: 'law-021', check: 'date-order', justification: 'Fixed since.' }]);
    expect(lintFails(judged)).toBe(true);
  });

  it('passes when every finding is accepted and no entry is stale', () => {
    const judged = judgeFindings({
      findings: [finding('finance-021', 'scope-exclusion')],
      accepted: { 'finance-021': { 'scope-exclusion': 'Banks are excluded by the query.' } },
      tasks: ['finance-021'],
      checks: ['scope-exclusion'],
    });
    expect(lintFails(judged)).toBe(false);
  });
});

describe('the benchmark', () => {
  it('lints all 145 tasks without replay, and no golden action calls a tool its task does not offer', async () => {
    const tasks = loadTasks();
    const findings = await lintTasks(tasks, { replay: false });
    expect(tasks).toHaveLength(145);
    expect(findings.filter((found) => found.check === 'golden-not-offered')).toEqual([]);
    expect(new Set(findings.map((found) => found.check))).not.toContain('date-order');
  });

  it('replays golden plans of real tasks for the data checks without throwing', async () => {
    const findings = await lintTasks(loadTasks({ ids: ['law-021', 'politics-011', 'district-016'] }), {
      checks: ['date-order', 'coord-address'],
    });
    for (const found of findings) expect(found.detail?.length).toBeGreaterThan(0);
  });
});
