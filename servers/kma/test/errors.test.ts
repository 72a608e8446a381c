import { describe, expect, it } from 'vitest';
import { itemsOf, KEY, openKma, structured, textOf } from './helpers.ts';

const SEOUL = { nx: 60, ny: 127 };

describe('KMA errors keep the real result codes', () => {
  it.each([
    [
      'a wrong key',
      {},
      'kma_get_short_range_forecast',
      { serviceKey: 'not-my-key', ...SEOUL },
      /^KMA 30 SERVICE_KEY_IS_NOT_REGISTERED_ERROR \| .*kma_get_api_key/,
    ],
    [
      'an expired key',
      { credentials: { status: 'expired', key: KEY } },
      'kma_get_ultra_short_nowcast',
      { serviceKey: KEY, ...SEOUL },
      /^KMA 31 DEADLINE_HAS_EXPIRED_ERROR \| .*kma_renew_api_key/,
    ],
    [
      'a revoked key',
      { credentials: { status: 'revoked', key: KEY } },
      'kma_get_mid_temperature',
      { serviceKey: KEY, regId: '11B10101' },
      /^KMA 20 SERVICE_ACCESS_DENIED_ERROR/,
    ],
    [
      'a session without a registered key',
      { credentials: { status: 'missing' } },
      'kma_get_ultra_short_forecast',
      { serviceKey: KEY, ...SEOUL },
      /^KMA 30 /,
    ],
    [
      'an injected rate limit',
      { faults: [{ kind: 'rate_limit' }] },
      'kma_get_short_range_forecast',
      { serviceKey: KEY, ...SEOUL },
      /^KMA 22 LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR \| .*wait/,
    ],
    [
      'an injected server error',
      { faults: [{ kind: 'server_error' }] },
      'kma_get_mid_land_forecast',
      { serviceKey: KEY, regId: '11B00000' },
      /^KMA 01 APPLICATION_ERROR/,
    ],
    [
      'an injected timeout',
      { faults: [{ kind: 'timeout' }] },
      'kma_get_ultra_short_nowcast',
      { serviceKey: KEY, ...SEOUL },
      /^KMA 05 .*again/,
    ],
    [
      'an injected malformed body',
      { faults: [{ kind: 'malformed' }] },
      'kma_get_forecast_version',
      { serviceKey: KEY, ftype: 'ODAM' },
      /^KMA MALFORMED /,
    ],
    [
      'a base_time after the clock (not issued yet)',
      {},
      'kma_get_short_range_forecast',
      { serviceKey: KEY, ...SEOUL, base_date: '20260901', base_time: '1100' },
      /^KMA 03 NO_DATA \| .*omit them to get the latest issue/,
    ],
    [
      'an issue not served yet (11:00 at 10:00; nowcast of 10:00 before 10:40)',
      {},
      'kma_get_ultra_short_nowcast',
      { serviceKey: KEY, ...SEOUL, base_date: '20260901', base_time: '1000' },
      /^KMA 03 NO_DATA/,
    ],
    [
      'a base_time that is not an issue time',
      {},
      'kma_get_short_range_forecast',
      { serviceKey: KEY, ...SEOUL, base_date: '20260901', base_time: '0900' },
      /^KMA 03 NO_DATA/,
    ],
    [
      'a short-range issue older than 3 days',
      {},
      'kma_get_short_range_forecast',
      { serviceKey: KEY, ...SEOUL, base_date: '20260828', base_time: '2300' },
      /^KMA 10 최근 3일 간의 자료만 제공합니다\./,
    ],
    [
      'a nowcast older than 1 day',
      {},
      'kma_get_ultra_short_nowcast',
      { serviceKey: KEY, ...SEOUL, base_date: '20260830', base_time: '2300' },
      /^KMA 10 최근 1일 간의 자료만 제공합니다\./,
    ],
    [
      'an impossible date, refused before any call',
      {},
      'kma_get_ultra_short_forecast',
      { serviceKey: KEY, ...SEOUL, base_date: '20260931', base_time: '0930' },
      /base_date: base_date 20260931 is not a real calendar date; pass it as YYYYMMDD/,
    ],
    [
      'a mid-term issue older than 24 hours',
      {},
      'kma_get_mid_sea_forecast',
      { serviceKey: KEY, regId: '12A20000', tmFc: '202608300600' },
      /^KMA 10 INVALID_REQUEST_PARAMETER_ERROR/,
    ],
    [
      'an unknown mid-term region',
      {},
      'kma_get_mid_land_forecast',
      { serviceKey: KEY, regId: '11Z99999' },
      /^KMA 03 NO_DATA/,
    ],
    [
      'a page past the end',
      {},
      'kma_get_ultra_short_forecast',
      { serviceKey: KEY, ...SEOUL, numOfRows: 50, pageNo: 3 },
      /^KMA 03 NO_DATA .*pageNo/,
    ],
  ])('answers %s', async (_label, state, tool, args, expected) => {
    const kma = await openKma(state);
    const result = await kma.call(tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(expected);
    await kma.close();
  });

  it('tells a session without a key where to register, from kma_get_api_key', async () => {
    const kma = await openKma({ credentials: { status: 'missing' } });
    const result = await kma.call('kma_get_api_key');
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/No kma API key .*data\.go\.kr.*KOPA_KMA_KEY/);
    await kma.close();
  });

  it.each([
    ['kma_get_short_range_forecast', SEOUL, 'serviceKey is required'],
    ['kma_get_short_range_forecast', { serviceKey: KEY, nx: 150, ny: 127 }, 'nx must be 1–149'],
    ['kma_get_ultra_short_nowcast', { serviceKey: KEY, nx: 60, ny: 0 }, 'ny must be 1–253'],
    ['kma_get_short_range_forecast', { serviceKey: KEY, ...SEOUL, numOfRows: 5000 }, 'numOfRows must be at most 1000'],
    [
      'kma_get_short_range_forecast',
      { serviceKey: KEY, ...SEOUL, base_date: '2026-09-01', base_time: '0800' },
      'base_date must be YYYYMMDD',
    ],
    [
      'kma_get_short_range_forecast',
      { serviceKey: KEY, ...SEOUL, base_date: '20260901' },
      'base_date and base_time together',
    ],
    ['kma_get_forecast_version', { serviceKey: KEY, ftype: 'LONG' }, 'ftype'],
    [
      'kma_get_mid_temperature',
      { serviceKey: KEY, regId: '11B10101', tmFc: '202609011200' },
      'tmFc must be YYYYMMDD0600',
    ],
    ['kma_get_mid_land_forecast', { serviceKey: KEY, regId: '서울' }, 'regId must be 8 characters'],
    ['kma_convert_lat_lon_to_grid', { lat: 126.978, lon: 37.5665 }, 'lat must be degrees north'],
    ['kma_convert_lat_lon_to_grid', { lat: 51.5, lon: -0.12 }, 'outside the KMA grid'],
    ['kma_find_region_grid', { query: '아틀란티스' }, 'kma_list_regions'],
    ['kma_list_regions', { sido: '도쿄' }, '경기도'],
    [
      'kma_get_short_range_forecast',
      { serviceKey: KEY, ...SEOUL, base_time: '0800', type: 'json' },
      'unknown parameter(s) type',
    ],
  ])('rejects invalid arguments of %s naming the parameter', async (tool, args, named) => {
    const kma = await openKma();
    const result = await kma.call(tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain(named);
    await kma.close();
  });

  it('survives a burst of hostile arguments without crashing', async () => {
    const kma = await openKma();
    const hostile: Array<Record<string, unknown>> = [
      { serviceKey: { $gt: '' } },
      { serviceKey: KEY, nx: '60; DROP TABLE', ny: 1e308 },
      { serviceKey: KEY, query: '\u0000'.repeat(100), base_date: '99999999', base_time: '9999' },
      { serviceKey: KEY, pageNo: -1, numOfRows: 1e9, regId: ['11B00000'] },
      JSON.parse('{"__proto__": {"polluted": true}, "serviceKey": "x"}'),
    ];
    for (const tool of (await kma.client.listTools()).tools) {
      for (const args of hostile) {
        const result = await kma.client.callTool({ name: tool.name, arguments: args });
        expect(textOf(result)).not.toMatch(/\bat .*\.ts:\d+/);
        if (tool.inputSchema.required?.length)
          expect(result.isError, `${tool.name} ${JSON.stringify(args)}`).toBe(true);
      }
      await expect(
        kma.client.callTool({ name: tool.name, arguments: 42 as unknown as Record<string, unknown> }),
      ).rejects.toMatchObject({ code: -32602 });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const after = await kma.call('kma_get_ultra_short_nowcast', { serviceKey: KEY, ...SEOUL });
    expect(after.isError).toBeFalsy();
    await kma.close();
  });

  it('reads a short-range forecast to the end with disjoint, complete pages of 100', async () => {
    const kma = await openKma();
    const query = { serviceKey: KEY, nx: 52, ny: 38, numOfRows: 100 };
    const first = structured<{ totalCount: number }>(await kma.call('kma_get_short_range_forecast', query));
    expect(first.totalCount).toBe(871);
    const seen: string[] = [];
    const pages = Math.ceil(first.totalCount / 100);
    for (let pageNo = 1; pageNo <= pages; pageNo++) {
      const rows = itemsOf<{ category: string; fcstDate: string; fcstTime: string }>(
        await kma.call('kma_get_short_range_forecast', { ...query, pageNo }),
      );
      expect(rows.length).toBe(pageNo < pages ? 100 : 71);
      seen.push(...rows.map((row) => `${row.fcstDate}${row.fcstTime}${row.category}`));
    }
    expect(seen).toHaveLength(first.totalCount);
    expect(new Set(seen).size).toBe(first.totalCount);
    const beyond = await kma.call('kma_get_short_range_forecast', { ...query, pageNo: pages + 1 });
    expect(textOf(beyond)).toMatch(/^KMA 03 NO_DATA/);
    await kma.close();
  });
});
