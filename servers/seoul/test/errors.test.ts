import { describe, expect, it } from 'vitest';
import { KEY, openSeoul, textOf } from './helpers.ts';

const ridership = { KEY, USE_DT: '20260828', END_INDEX: 5 };

describe('Seoul errors keep the real result codes', () => {
  it.each([
    [
      'a wrong key',
      {},
      'seoul_get_subway_ridership',
      { ...ridership, KEY: 'f'.repeat(30) },
      /^SEOUL INFO-100 인증키가 유효하지 않습니다.*seoul_get_api_key/,
    ],
    [
      'a wrong key on the realtime host',
      {},
      'seoul_get_realtime_arrivals',
      { KEY: 'f'.repeat(30), statnNm: '강남' },
      /^SEOUL INFO-100 /,
    ],
    [
      'a session whose key is missing',
      { credentials: { status: 'missing' } },
      'seoul_get_subway_ridership',
      ridership,
      /^SEOUL INFO-100 /,
    ],
    [
      'an expired key',
      { credentials: { status: 'expired', key: KEY } },
      'seoul_get_subway_ridership',
      ridership,
      /^SEOUL INFO-100 .*만료.*seoul_renew_api_key/,
    ],
    [
      'a revoked key',
      { credentials: { status: 'revoked', key: KEY } },
      'seoul_list_bike_stations',
      { KEY },
      /^SEOUL INFO-100 /,
    ],
    [
      'an injected rate limit',
      { faults: [{ kind: 'rate_limit' }] },
      'seoul_get_subway_ridership',
      ridership,
      /^SEOUL ERROR-337 일별 트래픽 제한/,
    ],
    [
      'an injected rate limit on the realtime host',
      { faults: [{ kind: 'rate_limit' }] },
      'seoul_get_realtime_arrivals',
      { KEY, statnNm: '강남' },
      /^SEOUL ERROR-337 /,
    ],
    [
      'an injected server error',
      { faults: [{ kind: 'server_error' }] },
      'seoul_list_bike_stations',
      { KEY },
      /^SEOUL ERROR-500 서버 오류/,
    ],
    [
      'an injected timeout',
      { faults: [{ kind: 'timeout' }] },
      'seoul_get_station_timetable',
      { KEY, STATION_CD: '0222', WEEK_TAG: '1', INOUT_TAG: '1' },
      /^SEOUL TIMEOUT .*again/,
    ],
    [
      'an injected malformed body',
      { faults: [{ kind: 'malformed' }] },
      'seoul_search_subway_station',
      { KEY, STATION_NM: '강남' },
      /^SEOUL MALFORMED /,
    ],
    [
      'no data',
      {},
      'seoul_search_subway_station',
      { KEY, STATION_NM: '강남역' },
      /^SEOUL INFO-200 해당하는 데이터가 없습니다.*seoul_search_subway_station/,
    ],
    [
      'ridership not yet published',
      {},
      'seoul_get_subway_ridership',
      { KEY, USE_DT: '20260830' },
      /^SEOUL INFO-200 .*3 days late/,
    ],
    [
      'no train in the night',
      { clock: { now: '2026-09-01T02:30:00+09:00' } },
      'seoul_get_realtime_arrivals',
      { KEY, statnNm: '강남' },
      /^SEOUL INFO-200 /,
    ],
    [
      'END_INDEX before START_INDEX',
      {},
      'seoul_list_bike_stations',
      { KEY, START_INDEX: 10, END_INDEX: 5 },
      /^SEOUL ERROR-334 /,
    ],
    [
      'more than 1000 rows',
      {},
      'seoul_list_bike_stations',
      { KEY, START_INDEX: 1, END_INDEX: 1001 },
      /^SEOUL ERROR-336 .*1000/,
    ],
    [
      'more than 1000 rows on the realtime host',
      {},
      'seoul_get_realtime_train_positions',
      { KEY, subwayNm: '2호선', END_INDEX: 1001 },
      /^SEOUL ERROR-336 /,
    ],
    [
      'the sample key over 5 rows',
      {},
      'seoul_list_bike_stations',
      { KEY: 'sample', END_INDEX: 6 },
      /^SEOUL ERROR-335 샘플데이터/,
    ],
  ])('answers %s', async (_label, state, tool, args, expected) => {
    const seoul = await openSeoul(state);
    const result = await seoul.call(tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(expected);
    await seoul.close();
  });

  it('answers ERROR-337 once the daily quota of the key is used up', async () => {
    const seoul = await openSeoul({ credentials: { key: KEY, dailyQuota: 1 } });
    expect((await seoul.call('seoul_list_bike_stations', { KEY, END_INDEX: 1 })).isError).toBeFalsy();
    expect(textOf(await seoul.call('seoul_list_bike_stations', { KEY, END_INDEX: 1 }))).toMatch(/^SEOUL ERROR-337 /);
    await seoul.close();
  });

  it('serves the sample key up to 5 rows whatever the session key', async () => {
    const seoul = await openSeoul({ credentials: { key: 'c'.repeat(30) } });
    const result = await seoul.call('seoul_list_bike_stations', { KEY: 'sample', END_INDEX: 5 });
    expect((result.structuredContent as { items: unknown[] }).items).toHaveLength(5);
    await seoul.close();
  });

  it('tells a session without a key to register, and renews an expired one', async () => {
    const missing = await openSeoul({ credentials: { status: 'missing' } });
    expect(textOf(await missing.call('seoul_get_api_key'))).toMatch(/No seoul API key.*KOPA_SEOUL_KEY/);
    await missing.close();
    const expired = await openSeoul({ credentials: { status: 'expired', key: KEY } });
    const renewed = (await expired.call('seoul_renew_api_key')).structuredContent as { key: string };
    expect(renewed.key).toMatch(/^[0-9a-f]{30}$/);
    const after = await expired.call('seoul_list_bike_stations', { KEY: renewed.key, END_INDEX: 1 });
    expect(after.isError).toBeFalsy();
    await expired.close();
  });

  it.each([
    ['seoul_get_subway_ridership', { USE_DT: '20260828' }, 'KEY is required'],
    [
      'seoul_get_station_timetable',
      { KEY, STATION_CD: '222', WEEK_TAG: '1', INOUT_TAG: '1' },
      'STATION_CD is the 4-digit',
    ],
    ['seoul_get_station_timetable', { KEY, STATION_CD: '0222', WEEK_TAG: '4', INOUT_TAG: '1' }, 'WEEK_TAG'],
    ['seoul_get_subway_ridership', { KEY, USE_DT: '2026-08-28' }, 'USE_DT must be a date as YYYYMMDD'],
    ['seoul_list_bike_stations', { KEY, START_INDEX: 0 }, 'START_INDEX is 1-based'],
    ['seoul_get_realtime_train_positions', { KEY, subwayNm: '02호선' }, 'subwayNm looks like 2호선'],
    ['seoul_get_first_last_trains', { KEY, LINE_NUM: '10호선', INOUT_TAG: '1', WEEK_TAG: '1' }, 'LINE_NUM looks like'],
    ['seoul_reserve_public_service', { KEY, SVCID: '123' }, 'SVCID is S followed by 15 digits'],
    ['seoul_search_subway_station', { KEY, STATION_NM: '강남', LINE: '2' }, 'unknown parameter(s) LINE'],
  ])('rejects invalid arguments of %s naming the parameter', async (tool, args, named) => {
    const seoul = await openSeoul();
    const result = await seoul.call(tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain(named);
    await seoul.close();
  });

  it('survives hostile arguments without crashing or leaking a stack', async () => {
    const seoul = await openSeoul();
    const hostile: Array<Record<string, unknown>> = [
      { KEY: { $gt: '' } },
      { KEY, STATION_NM: '../../etc/passwd', statnNm: '%%%', USE_DT: '99999999' },
      { KEY, START_INDEX: -1, END_INDEX: 1e12, STATION_CD: ['0222'] },
      { KEY: '/', STATION_NM: '/json/bikeList/1/5', subwayNm: '2호선', SVCID: 'S000000000000000' },
      JSON.parse('{"__proto__": {"polluted": true}, "KEY": "x"}'),
    ];
    for (const tool of (await seoul.client.listTools()).tools) {
      for (const args of hostile) {
        const result = await seoul.client.callTool({ name: tool.name, arguments: args });
        expect(textOf(result)).not.toMatch(/\bat .*\.ts:\d+/);
        expect(textOf(result)).not.toMatch(/Internal error/);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await seoul.close();
  });
});
