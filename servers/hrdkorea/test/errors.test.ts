import { describe, expect, it } from 'vitest';
import { itemsOf, KEY, openHrd, textOf } from './helpers.ts';

const FEE = { serviceKey: KEY, jmCd: '1320' };

describe('HRD Korea errors keep the real result codes', () => {
  it.each([
    [
      'a wrong key',
      {},
      'hrdkorea_get_exam_fee',
      { ...FEE, serviceKey: 'f'.repeat(64) },
      /^HRDKOREA 30 SERVICE_KEY_IS_NOT_REGISTERED_ERROR/,
    ],
    [
      'a session without a key, called with the demo key',
      { credentials: { status: 'missing' } },
      'hrdkorea_get_exam_schedule',
      { serviceKey: KEY, implYy: '2026' },
      /^HRDKOREA 30 .*hrdkorea_get_api_key/,
    ],
    [
      'an expired key',
      { credentials: { status: 'expired', key: KEY } },
      'hrdkorea_get_exam_fee',
      FEE,
      /^HRDKOREA 31 DEADLINE_HAS_EXPIRED_ERROR .*hrdkorea_renew_api_key/,
    ],
    [
      'a revoked key',
      { credentials: { status: 'revoked', key: KEY } },
      'hrdkorea_get_exam_fee',
      FEE,
      /^HRDKOREA 20 SERVICE_ACCESS_DENIED_ERROR/,
    ],
    [
      'an injected rate limit on a Q-Net XML service',
      { faults: [{ kind: 'rate_limit' }] },
      'hrdkorea_get_exam_fee',
      FEE,
      /^HRDKOREA 22 LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR/,
    ],
    [
      'an injected rate limit on the data.go.kr JSON service',
      { faults: [{ kind: 'rate_limit' }] },
      'hrdkorea_get_exam_schedule',
      { serviceKey: KEY },
      /^HRDKOREA 22 /,
    ],
    [
      'an injected server error (the transient 99)',
      { faults: [{ kind: 'server_error' }] },
      'hrdkorea_get_exam_schedule',
      { serviceKey: KEY, implYy: '2026' },
      /^HRDKOREA 99 Failed to validate a newly established connection\. .*again/,
    ],
    [
      'an injected timeout',
      { faults: [{ kind: 'timeout' }] },
      'hrdkorea_get_pass_rates',
      { serviceKey: KEY, grdCd: '30', baseYY: '2025' },
      /^HRDKOREA TIMEOUT .*again/,
    ],
    [
      'an injected malformed XML body',
      { faults: [{ kind: 'malformed' }] },
      'hrdkorea_list_qualifications',
      { serviceKey: KEY },
      /^HRDKOREA MALFORMED /,
    ],
    [
      'an injected malformed JSON body',
      { faults: [{ kind: 'malformed' }] },
      'hrdkorea_get_exam_schedule',
      { serviceKey: KEY, implYy: '2026' },
      /^HRDKOREA MALFORMED /,
    ],
    [
      'numOfRows over 50 on qualExamSchd',
      {},
      'hrdkorea_get_exam_schedule',
      { serviceKey: KEY, numOfRows: 100 },
      /^HRDKOREA 930 .*numOfRows ≤ 50/,
    ],
    [
      'a fee lookup for a code that does not exist',
      {},
      'hrdkorea_get_exam_fee',
      { serviceKey: KEY, jmCd: '9999' },
      /^HRDKOREA 03 NODATA_ERROR.*hrdkorea_list_qualifications/,
    ],
    [
      'a plan lookup for a professional (non-technical) qualification',
      {},
      'hrdkorea_get_qualification_schedule',
      { serviceKey: KEY, jmCd: '9701' },
      /^HRDKOREA 03 NODATA_ERROR/,
    ],
    [
      'details asked in the wrong grade',
      {},
      'hrdkorea_get_qualification_info',
      { serviceKey: KEY, seriesCd: '04', jmCd: '1320' },
      /^HRDKOREA 03 .*seriescd/,
    ],
  ])('answers %s', async (_label, state, tool, args, expected) => {
    const hrd = await openHrd(state);
    const result = await hrd.call(tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(expected);
    await hrd.close();
  });

  it('tells a session without a key where to get one, and renews an expired key', async () => {
    const missing = await openHrd({ credentials: { status: 'missing' } });
    const none = await missing.call('hrdkorea_get_api_key');
    expect(none.isError).toBe(true);
    expect(textOf(none)).toMatch(/No hrdkorea API key .*data\.go\.kr.*KOPA_HRDKOREA_KEY/);
    await missing.close();

    const expired = await openHrd({ credentials: { status: 'expired', key: KEY } });
    const renewed = (await expired.call('hrdkorea_renew_api_key')).structuredContent as { key: string };
    expect(renewed.key).toMatch(/^[0-9a-f]{64}$/);
    expect(renewed.key).not.toBe(KEY);
    expect(itemsOf(await expired.call('hrdkorea_get_exam_fee', { ...FEE, serviceKey: renewed.key }))).toHaveLength(1);
    await expired.close();
  });

  it('returns an empty page, not an error, when a filter simply matches nothing', async () => {
    const hrd = await openHrd();
    const result = await hrd.call('hrdkorea_get_exam_schedule', { serviceKey: KEY, implYy: '2027' });
    expect(result.structuredContent).toMatchObject({ resultCode: '00', totalCount: 0, items: [] });
    const none = await hrd.call('hrdkorea_get_pass_rates', { serviceKey: KEY, grdCd: '10', baseYY: '2027' });
    expect(none.structuredContent).toMatchObject({ resultCode: '00', totalCount: 0, items: [] });
    await hrd.close();
  });

  it.each([
    ['hrdkorea_get_exam_fee', { serviceKey: KEY, jmCd: '132' }, 'jmCd must be the 4-digit 종목코드'],
    ['hrdkorea_get_exam_fee', { jmCd: '1320' }, 'serviceKey is required'],
    ['hrdkorea_get_exam_schedule', { serviceKey: KEY, implYy: '26' }, 'implYy'],
    ['hrdkorea_get_exam_schedule', { serviceKey: KEY, qualgbCd: 'X' }, 'qualgbCd'],
    ['hrdkorea_get_exam_schedule', { serviceKey: KEY, numOfRows: 0 }, 'numOfRows'],
    ['hrdkorea_get_pass_rates', { serviceKey: KEY, grdCd: '50', baseYY: '2025' }, 'grdCd'],
    ['hrdkorea_get_qualification_info', { serviceKey: KEY, seriesCd: '05' }, 'seriesCd'],
    ['hrdkorea_apply_exam', { serviceKey: KEY, jmCd: '1320', implYy: '2026', implSeq: '1', stage: '면접' }, 'stage'],
    ['hrdkorea_list_qualifications', { serviceKey: KEY, name: '정보처리기사' }, 'unknown parameter(s) name'],
  ])('rejects invalid arguments of %s naming the parameter', async (tool, args, named) => {
    const hrd = await openHrd();
    const result = await hrd.call(tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain(named);
    await hrd.close();
  });

  it('survives a burst of hostile arguments without crashing', async () => {
    const hrd = await openHrd();
    const hostile: Array<Record<string, unknown>> = [
      { serviceKey: { $gt: '' } },
      { serviceKey: KEY, jmCd: '0'.repeat(10_000) },
      { serviceKey: KEY, jmfldnm: '\u0000'.repeat(100), implYy: '99999', seriesCd: '<x/>' },
      { serviceKey: KEY, pageNo: -1, numOfRows: 1e9, jmCd: ['1320'] },
      { serviceKey: `${KEY}&jmCd=1320`, jmCd: '1320', grdCd: '30', baseYY: '2025' },
      JSON.parse('{"__proto__": {"polluted": true}, "serviceKey": "x"}'),
    ];
    for (const tool of (await hrd.client.listTools()).tools) {
      for (const args of hostile) {
        const result = await hrd.client.callTool({ name: tool.name, arguments: args });
        expect(textOf(result)).not.toMatch(/\bat .*\.ts:\d+/);
        if (tool.inputSchema.required?.length)
          expect(result.isError, `${tool.name} ${JSON.stringify(args)}`).toBe(true);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(itemsOf(await hrd.call('hrdkorea_get_exam_fee', FEE))).toHaveLength(1);
    await hrd.close();
  });
});

describe('paging', () => {
  it('reads every qualExamSchd round of every published year in disjoint, complete pages of 10', async () => {
    const hrd = await openHrd();
    const first = await hrd.call('hrdkorea_get_exam_schedule', { serviceKey: KEY, numOfRows: 10, pageNo: 1 });
    const total = (first.structuredContent as { totalCount: number }).totalCount;
    expect(total).toBeGreaterThan(50);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(total / 10); page++) {
      const rows = itemsOf(
        await hrd.call('hrdkorea_get_exam_schedule', { serviceKey: KEY, numOfRows: 10, pageNo: page }),
      );
      expect(rows.length).toBeLessThanOrEqual(10);
      seen.push(...rows.map((row) => `${row.implYy}|${row.qualgbCd}|${row.description}`));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(new Set(seen.map((key) => key.split('|')[0]))).toEqual(new Set(['2024', '2025', '2026']));
    const beyond = await hrd.call('hrdkorea_get_exam_schedule', {
      serviceKey: KEY,
      numOfRows: 10,
      pageNo: Math.ceil(total / 10) + 1,
    });
    expect(itemsOf(beyond)).toEqual([]);
    await hrd.close();
  });

  it('pages the national qualification list the same way', async () => {
    const hrd = await openHrd();
    const codes: string[] = [];
    let total = 0;
    for (let page = 1; page === 1 || codes.length < total; page++) {
      const result = await hrd.call('hrdkorea_list_qualifications', { serviceKey: KEY, numOfRows: 100, pageNo: page });
      total = (result.structuredContent as { totalCount: number }).totalCount;
      codes.push(...itemsOf(result).map((row) => row.jmcd ?? ''));
      expect(page).toBeLessThan(20);
    }
    expect(total).toBeGreaterThan(400);
    expect(codes).toHaveLength(total);
    expect(new Set(codes).size).toBe(total);
    await hrd.close();
  });
});
