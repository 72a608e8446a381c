import { describe, expect, it } from 'vitest';
import { expressway } from '../src/index.ts';
import { itemsOf, KEY, openExpressway, pageOf, textOf } from './helpers.ts';

const ROUTES = { key: KEY };

describe('Expressway errors keep data.ex.co.kr result codes', () => {
  it.each([
    [
      'a wrong ten-digit key',
      {},
      'expressway_list_routes',
      { key: '9999999999' },
      /^EXPRESSWAY NO_REGISTERED_KEY 등록되지 않은 인증키입니다\./,
    ],
    [
      'a malformed key',
      {},
      'expressway_list_routes',
      { key: 'not-a-key' },
      /^EXPRESSWAY INVALID_KEY 인증키가 유효하지 않습니다\..*expressway_get_api_key/,
    ],
    [
      'a session without a registered key',
      { credentials: { status: 'missing' } },
      'expressway_list_routes',
      ROUTES,
      /^EXPRESSWAY NO_REGISTERED_KEY /,
    ],
    [
      'an expired key',
      { credentials: { status: 'expired', key: KEY } },
      'expressway_list_routes',
      ROUTES,
      /^EXPRESSWAY EXPIRED_KEY .*expressway_renew_api_key/,
    ],
    [
      'a revoked key',
      { credentials: { status: 'revoked', key: KEY } },
      'expressway_list_routes',
      ROUTES,
      /^EXPRESSWAY INVALID_KEY /,
    ],
    [
      'an injected rate limit',
      { faults: [{ kind: 'rate_limit' }] },
      'expressway_get_fuel_prices',
      ROUTES,
      /^EXPRESSWAY EXCEEDED_LIMIT 일일 트래픽 한도를 초과하였습니다\./,
    ],
    [
      'an injected server error',
      { faults: [{ kind: 'server_error' }] },
      'expressway_list_routes',
      ROUTES,
      /^EXPRESSWAY SYSTEM_ERROR /,
    ],
    [
      'an injected timeout',
      { faults: [{ kind: 'timeout' }] },
      'expressway_list_incidents',
      ROUTES,
      /^EXPRESSWAY SERVICE_TIMEOUT .*again/,
    ],
    [
      'an injected malformed body',
      { faults: [{ kind: 'malformed' }] },
      'expressway_list_rest_areas',
      ROUTES,
      /^EXPRESSWAY MALFORMED /,
    ],
    [
      'weather of an hour after the clock',
      {},
      'expressway_get_rest_area_weather',
      { key: KEY, sdate: '20260901', stdHour: '11' },
      /^EXPRESSWAY NO_DATA 데이터가 존재하지 않습니다\..*earlier stdHour/,
    ],
    [
      'national traffic of today',
      {},
      'expressway_get_national_traffic',
      { key: KEY, sumDate: '20260901' },
      /^EXPRESSWAY NO_DATA .*past days only/,
    ],
    [
      'travel times between unknown tollbooths',
      {},
      'expressway_get_section_travel_times',
      { key: KEY, iStartUnitCode: '999', iEndUnitCode: '101' },
      /^EXPRESSWAY NO_DATA .*expressway_search_tollbooths/,
    ],
    [
      'an impossible calendar date',
      {},
      'expressway_get_national_traffic',
      { key: KEY, sumDate: '20260231' },
      /^EXPRESSWAY INVALID_PARAMETER_VALUE .*sumDate/,
    ],
  ])('answers %s', async (_label, state, tool, args, expected) => {
    const ex = await openExpressway(state);
    const result = await ex.call(tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(expected);
    await ex.close();
  });

  it('answers EXCEEDED_LIMIT once the daily quota of calls is used up', async () => {
    const ex = await openExpressway({ credentials: { key: KEY, dailyQuota: 1 } });
    expect((await ex.call('expressway_list_routes', ROUTES)).isError).toBeFalsy();
    expect(textOf(await ex.call('expressway_list_routes', ROUTES))).toMatch(/^EXPRESSWAY EXCEEDED_LIMIT /);
    await ex.close();
  });

  it('tells a session with no key to register, and an expired one to renew, then works again', async () => {
    const missing = await openExpressway({ credentials: { status: 'missing' } });
    const noKey = await missing.call('expressway_get_api_key');
    expect(noKey.isError).toBe(true);
    expect(textOf(noKey)).toContain('https://data.ex.co.kr/openapi/apikey/requestKey');
    await missing.close();

    const expired = await openExpressway({ credentials: { status: 'expired', key: KEY } });
    const renewed = (await expired.call('expressway_renew_api_key')).structuredContent as { key: string };
    expect(renewed.key).not.toBe(KEY);
    expect(renewed.key).toHaveLength(10);
    const routes = await expired.call('expressway_list_routes', { key: renewed.key });
    expect(pageOf(routes).totalCount).toBe(21);
    await expired.close();
  });

  it.each([
    ['expressway_list_tollbooths', { key: KEY, routeNo: '10' }, 'routeNo is a 4-digit route code'],
    [
      'expressway_get_section_travel_times',
      { key: KEY, iStartUnitCode: '101', iEndUnitCode: '103', numOfRows: 100 },
      'numOfRows must be 1–99',
    ],
    ['expressway_list_representative_foods', { key: KEY, numOfRows: 1001 }, 'numOfRows must be 1–1000'],
    ['expressway_get_rest_area_weather', { key: KEY, stdHour: '09' }, 'sdate is required'],
    [
      'expressway_get_rest_area_weather',
      { key: KEY, sdate: '2026-09-01', stdHour: '09' },
      'sdate must be a date as YYYYMMDD',
    ],
    ['expressway_get_tollbooth_traffic', { key: KEY, tmType: '3' }, 'tmType'],
    ['expressway_list_routes', {}, 'key is required'],
    ['expressway_list_rest_areas', { key: KEY, restAreaName: '안성' }, 'unknown parameter(s) restAreaName'],
  ])('rejects invalid arguments of %s naming the parameter', async (tool, args, named) => {
    const ex = await openExpressway();
    const result = await ex.call(tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain(named);
    await ex.close();
  });

  it('survives a burst of hostile arguments without crashing', async () => {
    const ex = await openExpressway();
    const hostile: Array<Record<string, unknown>> = [
      { key: { $gt: '' } },
      { key: KEY, routeNo: '0'.repeat(10_000), unitName: '\u0000'.repeat(50) },
      { key: KEY, numOfRows: -1, pageNo: 1e12, sdate: '99999999', stdHour: '99' },
      { key: KEY, iStartUnitCode: ['101'], tmType: 1 },
      JSON.parse('{"__proto__": {"polluted": true}, "key": "x"}'),
    ];
    for (const tool of expressway.allTools) {
      for (const args of hostile) {
        const result = await ex.client.callTool({ name: tool.name, arguments: args });
        expect(textOf(result)).not.toMatch(/\bat .*\.ts:\d+/);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await ex.call('expressway_list_routes', ROUTES)).isError).toBeFalsy();
    await ex.close();
  });
});

describe('paging', () => {
  it.each([
    [
      'representative foods (221 rows)',
      'expressway_list_representative_foods',
      {},
      99,
      'serviceAreaCode2',
      'batchMenu',
    ],
    [
      'travel times (≤ 99 a page)',
      'expressway_get_section_travel_times',
      { iStartUnitCode: '101', iEndUnitCode: '103' },
      99,
      'tcsCarTypeCode',
      'stdTime',
    ],
    [
      'rest-area weather',
      'expressway_get_rest_area_weather',
      { sdate: '20260831', stdHour: '18' },
      50,
      'unitCode',
      'stdHour',
    ],
    [
      'realtime snapshot (paged by the client)',
      'expressway_get_realtime_traffic',
      { routeNo: '0010' },
      20,
      'vdsId',
      'conzoneId',
    ],
  ])('reads %s to the end with disjoint, complete pages', async (_label, tool, query, size, idA, idB) => {
    const ex = await openExpressway();
    const first = pageOf(await ex.call(tool, { key: KEY, ...query, numOfRows: size, pageNo: 1 }));
    expect(first.totalCount).toBeGreaterThan(size);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(first.totalCount / size); page++) {
      const items = itemsOf(await ex.call(tool, { key: KEY, ...query, numOfRows: size, pageNo: page }));
      expect(items.length).toBe(Math.min(size, first.totalCount - (page - 1) * size));
      seen.push(...items.map((row) => `${row[idA]}|${row[idB]}|${JSON.stringify(row)}`));
    }
    expect(seen).toHaveLength(first.totalCount);
    expect(new Set(seen).size).toBe(first.totalCount);
    const beyond = await ex.call(tool, {
      key: KEY,
      ...query,
      numOfRows: size,
      pageNo: Math.ceil(first.totalCount / size) + 1,
    });
    expect(itemsOf(beyond)).toEqual([]);
    await ex.close();
  });

  it('counts 221 representative dishes in exactly three pages of 99', async () => {
    const ex = await openExpressway();
    const pages = await Promise.all(
      [1, 2, 3].map(async (pageNo) =>
        pageOf(await ex.call('expressway_list_representative_foods', { key: KEY, numOfRows: 99, pageNo })),
      ),
    );
    expect(pages.map((page) => page.items.length)).toEqual([99, 99, 23]);
    expect(pages.every((page) => page.totalCount === 221)).toBe(true);
    await ex.close();
  });
});
