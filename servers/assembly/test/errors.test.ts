// Errors keep Open Assembly's real result codes; invalid arguments name the parameter; paging reads
// a result to the end with disjoint, complete pages.
import { describe, expect, it } from 'vitest';
import { itemsOf, KEY, openAssembly, pageOf, textOf } from './helpers.ts';

const MISSING_BILL = 'PRC_A1B2C3D4E5F6G7H8I9J0K1L2M3N4O2';

describe('Open Assembly errors keep the real result codes', () => {
  it.each([
    [
      'a wrong key',
      {},
      'assembly_list_committees',
      { KEY: 'f'.repeat(32) },
      /^ASSEMBLY ERROR-290 인증키가 유효하지 않습니다/,
    ],
    ['the sample key', {}, 'assembly_list_committees', { KEY: 'sample' }, /^ASSEMBLY ERROR-290 /],
    [
      'an expired key',
      { credentials: { status: 'expired', key: KEY } },
      'assembly_list_committees',
      { KEY },
      /^ASSEMBLY ERROR-290 .*assembly_renew_api_key/,
    ],
    [
      'a revoked key',
      { credentials: { status: 'revoked', key: KEY } },
      'assembly_list_committees',
      { KEY },
      /ERROR-290/,
    ],
    [
      'a session without a key',
      { credentials: { status: 'missing' } },
      'assembly_list_committees',
      { KEY },
      /^ASSEMBLY ERROR-290 /,
    ],
    [
      'an injected rate limit',
      { faults: [{ kind: 'rate_limit' }] },
      'assembly_list_committees',
      { KEY },
      /^ASSEMBLY ERROR-337 일별 트래픽 제한을 넘은 호출입니다/,
    ],
    [
      'an injected server error',
      { faults: [{ kind: 'server_error' }] },
      'assembly_list_committees',
      { KEY },
      /^ASSEMBLY ERROR-500 서버 오류입니다/,
    ],
    [
      'an injected timeout',
      { faults: [{ kind: 'timeout' }] },
      'assembly_list_member_bills',
      { KEY, AGE: '22' },
      /^ASSEMBLY TIMEOUT .*again/,
    ],
    [
      'an injected malformed body',
      { faults: [{ kind: 'malformed' }] },
      'assembly_list_committees',
      { KEY },
      /^ASSEMBLY MALFORMED /,
    ],
    [
      'a bill that does not exist',
      {},
      'assembly_get_bill_detail',
      { KEY, BILL_ID: MISSING_BILL },
      /^ASSEMBLY INFO-200 해당하는 데이터가 없습니다\..*BILL_ID/,
    ],
    [
      'member bills without AGE (0 rows, as upstream)',
      {},
      'assembly_list_member_bills',
      { KEY, PROPOSER: '김' },
      /^ASSEMBLY INFO-200 .*needs AGE/,
    ],
    ['votes without AGE', {}, 'assembly_list_member_votes', { KEY, BILL_ID: MISSING_BILL }, /INFO-200 .*needs AGE/],
    ['a term that is not served', {}, 'assembly_list_vote_tallies', { KEY, AGE: '19' }, /^ASSEMBLY INFO-200 /],
    ['a page past the end', {}, 'assembly_list_committees', { KEY, pIndex: 99 }, /^ASSEMBLY INFO-200 /],
  ])('answers %s', async (_label, state, tool, args, expected) => {
    const assembly = await openAssembly(state);
    const result = await assembly.call(tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(expected);
    await assembly.close();
  });

  it('points a session without a key to registration, and renews an expired key', async () => {
    const missing = await openAssembly({ credentials: { status: 'missing' } });
    const key = await missing.call('assembly_get_api_key');
    expect(key.isError).toBe(true);
    expect(textOf(key)).toContain('KOPA_ASSEMBLY_KEY');
    await missing.close();

    const expired = await openAssembly({ credentials: { status: 'expired', key: KEY } });
    expect(textOf(await expired.call('assembly_get_api_key'))).toContain('assembly_renew_api_key');
    const renewed = (await expired.call('assembly_renew_api_key')).structuredContent as { key: string };
    expect(renewed.key).toMatch(/^[0-9a-f]{32}$/);
    expect((await expired.call('assembly_list_committees', { KEY: renewed.key })).isError).toBeFalsy();
    await expired.close();
  });

  it.each([
    ['assembly_list_committees', {}, 'KEY is required'],
    ['assembly_list_committees', { KEY: '' }, 'KEY is required'],
    ['assembly_list_member_bills', { KEY, AGE: '22', pSize: 5000 }, 'pSize must be 1–1000'],
    ['assembly_list_member_bills', { KEY, AGE: '제22대' }, 'AGE'],
    ['assembly_get_bill_detail', { KEY, BILL_ID: '2216983' }, 'BILL_ID looks like PRC_'],
    ['assembly_get_bill_by_no', { KEY, BILL_NO: 'PRC_A1B2' }, 'BILL_NO is 7 digits'],
    ['assembly_list_committee_meetings', { KEY, UNIT_CD: '22' }, 'UNIT_CD is "1000" + the term'],
    ['assembly_list_member_votes', { KEY, AGE: '22' }, 'BILL_ID is required'],
    ['assembly_list_pending_bills', { KEY, COMMITTEE: '법제사법위원회' }, 'unknown parameter(s) COMMITTEE'],
    ['assembly_list_member_bills', { KEY, AGE: '22', PROC_RESULT: '가결' }, 'PROC_RESULT'],
  ])('rejects invalid arguments of %s naming the parameter', async (tool, args, named) => {
    const assembly = await openAssembly();
    const result = await assembly.call(tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain(named);
    await assembly.close();
  });

  it('survives a burst of hostile arguments without crashing', async () => {
    const assembly = await openAssembly();
    const hostile: Array<Record<string, unknown>> = [
      { KEY: { $gt: '' } },
      { KEY, AGE: '9'.repeat(5000), BILL_ID: 'PRC_'.padEnd(5000, 'A') },
      { KEY, NAAS_NM: '\u0000'.repeat(100), MEETING_DATE: '%', UNIT_CD: '100022' },
      { KEY, pIndex: -1, pSize: 1e9, BILL_NO: ['2200001'] },
      JSON.parse('{"__proto__": {"polluted": true}, "KEY": "x"}'),
    ];
    for (const tool of (await assembly.client.listTools()).tools) {
      for (const args of hostile) {
        const result = await assembly.client.callTool({ name: tool.name, arguments: args });
        expect(textOf(result)).not.toMatch(/\bat .*\.ts:\d+/);
        if (tool.inputSchema.required?.length)
          expect(result.isError, `${tool.name} ${JSON.stringify(args)}`).toBe(true);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await assembly.call('assembly_list_committees', { KEY })).isError).toBeFalsy();
    await assembly.close();
  });
});

describe('paging', () => {
  it('reads the roll call of one bill in pages of 100: disjoint and complete', async () => {
    const assembly = await openAssembly();
    const [tally] = itemsOf(await assembly.call('assembly_list_vote_tallies', { KEY, AGE: '21', pSize: 1 }));
    const query = { KEY, AGE: '21', BILL_ID: tally?.BILL_ID, pSize: 100 };
    const first = pageOf(await assembly.call('assembly_list_member_votes', { ...query, pIndex: 1 }));
    expect(first.totalCount).toBe(Number(tally?.MEMBER_TCNT));
    expect(first.totalCount).toBeGreaterThan(200);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(first.totalCount / 100); page++) {
      const rows = itemsOf(await assembly.call('assembly_list_member_votes', { ...query, pIndex: page }));
      seen.push(...rows.map((row) => row.MONA_CD ?? ''));
    }
    expect(seen).toHaveLength(first.totalCount);
    expect(new Set(seen).size).toBe(first.totalCount);
    await assembly.close();
  });

  it('reads every member bill of one committee in a term in pages of 500', async () => {
    const assembly = await openAssembly();
    const query = { KEY, AGE: '20', COMMITTEE: '보건복지위원회', pSize: 500 };
    const first = pageOf(await assembly.call('assembly_list_member_bills', { ...query, pIndex: 1 }));
    expect(first.totalCount).toBeGreaterThan(1000);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(first.totalCount / 500); page++) {
      const rows = itemsOf(await assembly.call('assembly_list_member_bills', { ...query, pIndex: page }));
      seen.push(...rows.map((row) => row.BILL_ID ?? ''));
    }
    expect(seen).toHaveLength(first.totalCount);
    expect(new Set(seen).size).toBe(first.totalCount);
    const beyond = await assembly.call('assembly_list_member_bills', {
      ...query,
      pIndex: Math.ceil(first.totalCount / 500) + 1,
    });
    expect(textOf(beyond)).toMatch(/^ASSEMBLY INFO-200 /);
    await assembly.close();
  });
});
