import { describe, expect, it } from 'vitest';
import { KEY, openGyeonggi, textOf } from './helpers.ts';

const oasan = { KEY, SIGUN_NM: '오산시' };

describe('Gyeonggi errors keep the real result codes', () => {
  it.each([
    [
      'a wrong key',
      {},
      'gyeonggi_list_restaurants',
      { ...oasan, KEY: 'f'.repeat(32) },
      /^GYEONGGI ERROR-290 인증키가 유효하지 않습니다/,
    ],
    [
      'the public sample key',
      {},
      'gyeonggi_list_pharmacies',
      { ...oasan, KEY: 'sample' },
      /^GYEONGGI ERROR-290 .*gyeonggi_get_api_key/,
    ],
    [
      'an expired key',
      { credentials: { status: 'expired', key: KEY } },
      'gyeonggi_list_pharmacies',
      oasan,
      /^GYEONGGI ERROR-290 .*gyeonggi_renew_api_key/,
    ],
    [
      'a revoked key',
      { credentials: { status: 'revoked', key: KEY } },
      'gyeonggi_list_pharmacies',
      oasan,
      /^GYEONGGI INFO-300 /,
    ],
    [
      'an injected rate limit',
      { faults: [{ kind: 'rate_limit' }] },
      'gyeonggi_list_restaurants',
      oasan,
      /^GYEONGGI ERROR-337 일별 트래픽 제한을 넘은 호출입니다/,
    ],
    [
      'an injected server error',
      { faults: [{ kind: 'server_error' }] },
      'gyeonggi_list_aeds',
      oasan,
      /^GYEONGGI ERROR-500 서버 오류입니다/,
    ],
    [
      'an injected timeout',
      { faults: [{ kind: 'timeout' }] },
      'gyeonggi_list_parking_lots',
      oasan,
      /^GYEONGGI TIMEOUT .*again/,
    ],
    [
      'an injected malformed body',
      { faults: [{ kind: 'malformed' }] },
      'gyeonggi_list_golf_courses',
      { KEY },
      /^GYEONGGI MALFORMED /,
    ],
    [
      'no data',
      {},
      'gyeonggi_list_restaurants',
      { ...oasan, BIZPLC_NM: '세상에없는식당' },
      /^GYEONGGI INFO-200 해당하는 데이터가 없습니다.*BIZPLC_NM/,
    ],
    [
      'a 시군 that is not in 경기도',
      {},
      'gyeonggi_list_childcare_centers',
      { KEY, SIGUN_NM: '서울시' },
      /^GYEONGGI INFO-200 /,
    ],
    [
      'a page past the end',
      {},
      'gyeonggi_list_libraries',
      { ...oasan, pIndex: 9 },
      /^GYEONGGI INFO-200 .*past the last page/,
    ],
  ])('answers %s', async (_label, state, tool, args, expected) => {
    const gg = await openGyeonggi(state);
    const result = await gg.call(tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(expected);
    await gg.close();
  });

  it('answers ERROR-337 once the daily quota is used up', async () => {
    const gg = await openGyeonggi({ credentials: { key: KEY, dailyQuota: 1 } });
    expect((await gg.call('gyeonggi_list_libraries', oasan)).isError).toBeFalsy();
    expect(textOf(await gg.call('gyeonggi_list_libraries', oasan))).toMatch(/^GYEONGGI ERROR-337 /);
    await gg.close();
  });

  it('tells the model where to register when the session has no key', async () => {
    const gg = await openGyeonggi({ credentials: { status: 'missing' } });
    const key = await gg.call('gyeonggi_get_api_key');
    expect(key.isError).toBe(true);
    expect(textOf(key)).toContain('https://data.gg.go.kr');
    const call = await gg.call('gyeonggi_list_restaurants', {
      KEY: 'a1b2c3d4e5f6478890ab1c2d3e4f5a6b',
      SIGUN_NM: '오산시',
    });
    expect(textOf(call)).toMatch(/^GYEONGGI ERROR-290 /);
    await gg.close();
  });

  it.each([
    ['gyeonggi_list_restaurants', { SIGUN_NM: '오산시' }, 'KEY is required'],
    ['gyeonggi_list_restaurants', { ...oasan, pSize: 5000 }, 'pSize must be 1–1000'],
    ['gyeonggi_list_restaurants', { ...oasan, pIndex: 0 }, 'pIndex'],
    ['gyeonggi_list_pharmacies', { KEY, SIGUN_NM: '수원' }, 'SIGUN_NM is a 경기도 시군 name ending in 시 or 군'],
    ['gyeonggi_list_pharmacies', { KEY, SIGUN_CD: '11110' }, 'SIGUN_CD is a 5-digit 경기도 시군 code'],
    ['gyeonggi_get_population', { KEY, EXAMIN_MT: '7' }, 'EXAMIN_MT is a 2-digit month'],
    ['gyeonggi_list_accident_hotspots', { KEY, ACDNT_YY: '24' }, 'ACDNT_YY'],
    ['gyeonggi_list_local_currency_merchants', { KEY, SIGUN_CD: '41370' }, 'unknown parameter(s) SIGUN_CD'],
    ['gyeonggi_list_sports_facilities', { KEY, SIGUN_NM: '수원시' }, 'unknown parameter(s) SIGUN_NM'],
  ])('rejects invalid arguments of %s naming the parameter', async (tool, args, named) => {
    const gg = await openGyeonggi();
    const result = await gg.call(tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain(named);
    await gg.close();
  });

  it('survives a burst of hostile arguments without crashing', async () => {
    const gg = await openGyeonggi();
    const hostile: Array<Record<string, unknown>> = [
      { KEY: { $gt: '' } },
      { KEY, SIGUN_NM: '가'.repeat(10_000) },
      { KEY, pIndex: -1, pSize: 1e9, SIGUN_CD: ['41110'] },
      { KEY, BIZPLC_NM: '\u0000'.repeat(100), INST_NM: '<script>' },
      JSON.parse('{"__proto__": {"polluted": true}, "KEY": "x"}'),
    ];
    for (const tool of (await gg.client.listTools()).tools) {
      for (const args of hostile) {
        const result = await gg.client.callTool({ name: tool.name, arguments: args });
        expect(textOf(result)).not.toMatch(/\bat .*\.ts:\d+/);
        if (tool.inputSchema.required?.length)
          expect(result.isError, `${tool.name} ${JSON.stringify(args)}`).toBe(true);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await gg.call('gyeonggi_list_libraries', oasan)).isError).toBeFalsy();
    await gg.close();
  });
});
