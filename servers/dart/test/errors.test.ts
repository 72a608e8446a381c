import { describe, expect, it } from 'vitest';
import { itemsOf, KEY, openDart, textOf } from './helpers.ts';

describe('DART errors keep the real status codes', () => {
  it.each([
    [
      'a wrong key',
      {},
      'dart_get_company',
      { crtfc_key: 'f'.repeat(40), corp_code: '00126380' },
      /^DART 010 등록되지 않은 키입니다/,
    ],
    [
      'an expired key',
      { credentials: { status: 'expired', key: KEY } },
      'dart_get_company',
      { crtfc_key: KEY, corp_code: '00126380' },
      /^DART 901 .*dart_renew_api_key/,
    ],
    [
      'a revoked key',
      { credentials: { status: 'revoked', key: KEY } },
      'dart_get_company',
      { crtfc_key: KEY, corp_code: '00126380' },
      /^DART 011 /,
    ],
    [
      'an injected rate limit',
      { faults: [{ kind: 'rate_limit' }] },
      'dart_get_company',
      { crtfc_key: KEY, corp_code: '00126380' },
      /^DART 020 요청 제한을 초과하였습니다/,
    ],
    [
      'an injected server error',
      { faults: [{ kind: 'server_error' }] },
      'dart_get_company',
      { crtfc_key: KEY, corp_code: '00126380' },
      /^DART 800 /,
    ],
    [
      'an injected timeout',
      { faults: [{ kind: 'timeout' }] },
      'dart_list_disclosures',
      { crtfc_key: KEY },
      /^DART TIMEOUT .*again/,
    ],
    [
      'an injected malformed body',
      { faults: [{ kind: 'malformed' }] },
      'dart_search_corp_code',
      { crtfc_key: KEY, corp_name: '삼성' },
      /^DART MALFORMED /,
    ],
    [
      'no data',
      {},
      'dart_get_company',
      { crtfc_key: KEY, corp_code: '99999999' },
      /^DART 013 조회된 데이타가 없습니다.*dart_search_corp_code/,
    ],
    [
      'more than 3 months without corp_code',
      {},
      'dart_list_disclosures',
      { crtfc_key: KEY, bgn_de: '20260101', end_de: '20260601' },
      /^DART 100 .*3개월/,
    ],
    [
      'more than 100 companies',
      {},
      'dart_get_multi_account',
      {
        crtfc_key: KEY,
        corp_code: Array.from({ length: 101 }, (_, i) => String(10_000_000 + i)).join(','),
        bsns_year: '2025',
        reprt_code: '11011',
      },
      /^DART 021 /,
    ],
    [
      'a report before 2015',
      {},
      'dart_get_dividends',
      { crtfc_key: KEY, corp_code: '00126380', bsns_year: '2014', reprt_code: '11011' },
      /bsns_year.*2015/,
    ],
  ])('answers %s', async (_label, state, tool, args, expected) => {
    const dart = await openDart(state);
    const result = await dart.call(tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(expected);
    await dart.close();
  });

  it.each([
    ['dart_get_company', { crtfc_key: KEY, corp_code: '126380' }, 'corp_code must be 8 digits'],
    ['dart_list_disclosures', { crtfc_key: KEY, page_count: 500 }, 'page_count'],
    ['dart_list_disclosures', { crtfc_key: KEY, bgn_de: '2026-01-01' }, 'bgn_de'],
    [
      'dart_get_single_account',
      { crtfc_key: KEY, corp_code: '00126380', bsns_year: '2025', reprt_code: '11015' },
      'reprt_code',
    ],
    ['dart_get_company', { corp_code: '00126380' }, 'crtfc_key is required'],
    ['dart_list_disclosures', { crtfc_key: KEY, corp_name: '삼성전자' }, 'unknown parameter(s) corp_name'],
  ])('rejects invalid arguments of %s naming the parameter', async (tool, args, named) => {
    const dart = await openDart();
    const result = await dart.call(tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain(named);
    await dart.close();
  });

  it('survives a burst of hostile arguments without crashing', async () => {
    const dart = await openDart();
    const hostile: Array<Record<string, unknown>> = [
      { crtfc_key: { $gt: '' } },
      { crtfc_key: KEY, corp_code: '0'.repeat(10_000) },
      { crtfc_key: KEY, corp_name: '\u0000'.repeat(100), bgn_de: '99999999', end_de: '00000000' },
      { crtfc_key: KEY, page_no: -1, page_count: 1e9, corp_code: ['00126380'] },
      JSON.parse('{"__proto__": {"polluted": true}, "crtfc_key": "x"}'),
    ];
    for (const tool of (await dart.client.listTools()).tools) {
      for (const args of hostile) {
        const result = await dart.client.callTool({ name: tool.name, arguments: args });
        expect(textOf(result)).not.toMatch(/\bat .*\.ts:\d+/);
        if (tool.inputSchema.required?.length)
          expect(result.isError, `${tool.name} ${JSON.stringify(args)}`).toBe(true);
      }
      // Arguments that are not an object are a protocol error (JSON-RPC -32602), not a crash.
      await expect(
        dart.client.callTool({ name: tool.name, arguments: 42 as unknown as Record<string, unknown> }),
      ).rejects.toMatchObject({ code: -32602 });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const after = await dart.call('dart_get_company', { crtfc_key: KEY, corp_code: '00126380' });
    expect(after.isError).toBeFalsy();
    await dart.close();
  });

  it('reads a paginated list to the end with disjoint, complete pages', async () => {
    const dart = await openDart();
    const query = { crtfc_key: KEY, corp_code: '00126380', bgn_de: '20190101', end_de: '20260901', page_count: 100 };
    const first = await dart.call('dart_list_disclosures', { ...query, page_no: 1 });
    const total = (first.structuredContent as { totalCount: number }).totalCount;
    expect(total).toBeGreaterThan(100);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(total / 100); page++) {
      seen.push(
        ...itemsOf<{ rcept_no: string }>(await dart.call('dart_list_disclosures', { ...query, page_no: page })).map(
          (row) => row.rcept_no,
        ),
      );
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const beyond = await dart.call('dart_list_disclosures', { ...query, page_no: Math.ceil(total / 100) + 1 });
    expect(itemsOf(beyond)).toEqual([]);
    await dart.close();
  });
});
