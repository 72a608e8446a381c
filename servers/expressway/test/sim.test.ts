// The emulated data.ex.co.kr at the HTTP level: the WAF, envelopes, list keys, caps and quirks that
// the client has to absorb, the session clock and the overlay.
import { DEFAULT_NOW, type Overlay, type SimContext } from '@kopa/kit';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { EXPRESSWAY_DEMO_KEY, expressway } from '../src/index.ts';

const KEY = EXPRESSWAY_DEMO_KEY;
const sim = expressway.sim(expressway.dataset());

function context(options: { now?: string; overlay?: Overlay } = {}): SimContext {
  return {
    credentials: { status: 'active', key: KEY },
    now: new Date(options.now ?? DEFAULT_NOW),
    overlay: options.overlay ?? {},
  };
}

async function get(
  path: string,
  params: Record<string, string> = {},
  options: { agent?: string | null; now?: string; overlay?: Overlay } = {},
) {
  const query = new URLSearchParams({ key: KEY, type: 'json', ...params });
  const headers: Record<string, string> = options.agent === null ? {} : { 'user-agent': options.agent ?? 'vitest' };
  const response = await sim(
    new Request(`https://data.ex.co.kr/openapi/${path}?${query}`, { headers }),
    context(options),
  );
  const text = await response.text();
  return {
    status: response.status,
    text,
    body: /^[{[]/.test(text) ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

describe('the emulated data.ex.co.kr', () => {
  it.each([
    ['no User-Agent', null],
    ['an empty User-Agent', ''],
    ["curl's default User-Agent", 'curl/8.7.1'],
  ])('blocks a request with %s (400 Request Blocked)', async (_label, agent) => {
    const { status, text } = await get('basicinfo/routeList', {}, { agent });
    expect(status).toBe(400);
    expect(text).toContain('Request Blocked');
  });

  it('answers XML when type is not json (the API default)', async () => {
    const query = new URLSearchParams({ key: KEY, routeNo: '0010' });
    const response = await sim(
      new Request(`https://data.ex.co.kr/openapi/basicinfo/routeList?${query}`, { headers: { 'user-agent': 'x' } }),
      context(),
    );
    expect(response.headers.get('content-type')).toContain('text/xml');
    const xml = new XMLParser().parse(await response.text()) as { data: Record<string, unknown> };
    expect(xml.data).toMatchObject({ code: 'SUCCESS', count: 1, list: { routeNo: 10, routeName: '경부선' } });
  });

  it.each([
    ['basicinfo/unitList', {}, 'unitLists'],
    ['trafficapi/trafficIc', { tmType: '1', unitCode: '101' }, 'trafficIc'],
    ['trtm/realUnitTrtm', { iStartUnitCode: '101', iEndUnitCode: '103' }, 'realUnitTrtmVO'],
    ['burstInfo/realTimeSms', {}, 'realTimeSMSList'],
    ['business/curStateStation', {}, 'list'],
  ])('sends %s rows under the list key %s', async (path, params, listKey) => {
    const { body } = await get(path, params);
    expect(body.code).toBe('SUCCESS');
    expect(body.message).toBe('인증키가 유효합니다.');
    expect(Array.isArray(body[listKey])).toBe(true);
    expect((body[listKey] as unknown[]).length).toBeGreaterThan(0);
  });

  it('counts pages in pageSize and sends locationinfoRest counters as strings', async () => {
    const { body } = await get('locationinfo/locationinfoRest', { numOfRows: '99' });
    expect(body).toMatchObject({ count: '180', pageNo: '1', numOfRows: '99', pageSize: '2' });
    const foods = await get('business/representFoodServiceArea', { numOfRows: '99' });
    expect(foods.body).toMatchObject({ count: 221, pageNo: 1, numOfRows: 99, pageSize: 3 });
  });

  it('answers restOilList and the realtime snapshot in one un-paged envelope', async () => {
    for (const path of ['restinfo/restOilList', 'odtraffic/trafficAmountByRealtime']) {
      const { body } = await get(path, { numOfRows: '5' });
      expect(Object.keys(body).sort()).toEqual(['code', 'count', 'list', 'message']);
      expect((body.list as unknown[]).length).toBe(body.count);
      expect(body.count).toBeGreaterThan(5);
    }
  });

  it('keeps the quirks: trailing spaces in codes, null echo fields, -99 weather, longitude in altitude', async () => {
    const trtm = (await get('trtm/realUnitTrtm', { iStartUnitCode: '101', iEndUnitCode: '103' })).body
      .realUnitTrtmVO as Array<Record<string, unknown>>;
    expect(trtm[0]).toMatchObject({ startUnitCode: '101 ', endUnitCode: '103 ', iStartUnitCode: null, pageNo: null });
    const ic = (await get('trafficapi/trafficIc', { tmType: '1', unitCode: '101' })).body.trafficIc as Array<
      Record<string, string>
    >;
    expect(ic[0]?.unitCode).toBe('101 ');
    const weather = (await get('restinfo/restWeatherList', { sdate: '20260831', stdHour: '14' })).body.list as Array<
      Record<string, string>
    >;
    expect(weather[0]?.unitCode).toBe('001 ');
    expect(weather.some((row) => row.snowValue === '-99.000000')).toBe(true);
    const sms = (await get('burstInfo/realTimeSms')).body.realTimeSMSList as Array<Record<string, unknown>>;
    const located = sms.find((row) => row.latitude !== null);
    expect(typeof located?.altitude).toBe('number');
    expect(located?.altitude as number).toBeGreaterThan(124);
    expect('longitude' in (located ?? {})).toBe(false);
  });

  it.each([
    ['restinfo/restWeatherList', { stdHour: '09' }, 'INVALID_REQUEST_PARAMETER', 'sdate'],
    ['restinfo/restWeatherList', { sdate: '20260901' }, 'INVALID_REQUEST_PARAMETER', 'stdHour'],
    ['trafficapi/trafficIc', {}, 'INVALID_REQUEST_PARAMETER', 'tmType'],
    [
      'trtm/realUnitTrtm',
      { iStartUnitCode: '101', iEndUnitCode: '103', numOfRows: '100' },
      'INVALID_PARAMETER_VALUE',
      'numOfRows 1~99',
    ],
    ['business/curStateStation', { numOfRows: '1001' }, 'INVALID_PARAMETER_VALUE', 'numOfRows 1~1000'],
    ['business/curStateStation', { routeCode: '10' }, 'INVALID_PARAMETER_VALUE', 'routeCode'],
    ['restinfo/restWeatherList', { sdate: '20260901', stdHour: '24' }, 'INVALID_PARAMETER_VALUE', 'stdHour'],
    ['restinfo/restWeatherList', { sdate: '20260901', stdHour: '11' }, 'NO_DATA', 'stdHour 11'],
    ['trafficapi/nationalTrafficVolumn', { sumDate: '20250831' }, 'NO_DATA', 'sumDate'],
    ['trafficapi/trafficIc', { tmType: '1', unitCode: '999' }, 'NO_DATA', 'unitCode'],
  ])('answers %s %j with %s naming %s (HTTP 200, list null)', async (path, params, code, detail) => {
    const { status, body } = await get(path, params);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code, list: null });
    expect(String(body.message)).toContain(detail);
  });

  it('answers an empty SUCCESS when a reference filter matches nothing', async () => {
    const { body } = await get('business/serviceAreaRoute', { serviceAreaName: '없는휴게소' });
    expect(body).toMatchObject({ code: 'SUCCESS', count: 0, list: [] });
  });

  it('answers INVALID_KEY to a request without a key, NO_REGISTERED_KEY to an unknown ten-digit key', async () => {
    const response = await sim(
      new Request('https://data.ex.co.kr/openapi/basicinfo/routeList?type=json', { headers: { 'user-agent': 'x' } }),
      context(),
    );
    expect(await response.json()).toEqual({ code: 'INVALID_KEY', message: '인증키가 유효하지 않습니다.', list: null });
    expect((await get('basicinfo/routeList', { key: '0000000000' })).body.code).toBe('NO_REGISTERED_KEY');
  });

  it('answers 404 for an unknown operation', async () => {
    expect((await get('trafficapi/incident')).status).toBe(404);
  });

  it('honours the session clock: later hours exist, earlier clocks have less', async () => {
    expect((await get('restinfo/restWeatherList', { sdate: '20260901', stdHour: '11' })).body.code).toBe('NO_DATA');
    const later = await get(
      'restinfo/restWeatherList',
      { sdate: '20260901', stdHour: '11' },
      { now: '2026-09-01T11:30:00+09:00' },
    );
    expect(later.body.code).toBe('SUCCESS');
    const march = await get(
      'trafficapi/nationalTrafficVolumn',
      { sumDate: '20260501' },
      { now: '2026-03-01T10:00:00+09:00' },
    );
    expect(march.body.code).toBe('NO_DATA');
    const snapshot = async (now: string) =>
      ((await get('odtraffic/trafficAmountByRealtime', {}, { now })).body.list as Array<Record<string, string>>)[0];
    expect((await snapshot('2026-09-01T08:00:00+09:00'))?.stdHour).toBe('0755');
    expect(await snapshot('2026-09-01T08:00:00+09:00')).toEqual(await snapshot('2026-09-01T08:03:00+09:00'));
    const after = await get(
      'trafficapi/trafficIc',
      { tmType: '1', unitCode: '101' },
      { now: '2026-12-24T18:00:00+09:00' },
    );
    expect((after.body.trafficIc as Array<Record<string, string>>)[0]).toMatchObject({
      sumDate: '20261224',
      sumTm: '1600',
    });
  });

  it('applies the session overlay to the tables it patches', async () => {
    const original = (await get('business/curStateStation', { routeCode: '0010', numOfRows: '100' })).body
      .list as Array<Record<string, string>>;
    const removed = original[1]?.serviceAreaCode2 ?? '';
    const overlay: Overlay = {
      fuelStations: { upsert: [{ serviceAreaCode2: '000002', gasolinePrice: '1,499원' }], remove: [removed] },
    };
    const patched = await get('business/curStateStation', { routeCode: '0010', numOfRows: '100' }, { overlay });
    const rows = patched.body.list as Array<Record<string, string>>;
    expect(rows.find((row) => row.serviceAreaCode2 === '000002')?.gasolinePrice).toBe('1,499원');
    expect(rows).toHaveLength(original.length - 1);
    expect(rows.some((row) => row.serviceAreaCode2 === removed)).toBe(false);
    const plain = await get('business/curStateStation', { serviceAreaCode2: '000002' });
    expect((plain.body.list as Array<Record<string, string>>)[0]?.gasolinePrice).not.toBe('1,499원');
  });
});
