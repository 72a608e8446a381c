import { createHub, type Gateway, type Hub, SESSION_HEADER, startGateway } from '@kopa/kit';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expressway } from '../src/index.ts';
import { KEY, openExpressway, textOf } from './helpers.ts';

/** Valid arguments for every read tool. */
const SAMPLE_ARGS: Record<string, Record<string, unknown>> = {
  expressway_list_routes: { key: KEY },
  expressway_search_tollbooths: { key: KEY, unitName: '서울' },
  expressway_list_tollbooths: { key: KEY, routeNo: '0010' },
  expressway_list_rest_areas: { key: KEY, routeNo: '0010' },
  expressway_list_rest_areas_by_route: { key: KEY, routeCode: '0050' },
  expressway_get_fuel_prices: { key: KEY, routeCode: '0010' },
  expressway_list_station_facilities: { key: KEY, stdRestCd: '000002' },
  expressway_list_representative_foods: { key: KEY, numOfRows: 99 },
  expressway_list_best_foods: { key: KEY, stdRestCd: '000001' },
  expressway_get_rest_area_weather: { key: KEY, sdate: '20260901', stdHour: '09' },
  expressway_get_tollbooth_traffic: { key: KEY, tmType: '2', unitCode: '101' },
  expressway_get_national_traffic: { key: KEY, sumDate: '20260831' },
  expressway_get_realtime_traffic: { key: KEY, routeNo: '0010' },
  expressway_get_section_travel_times: { key: KEY, iStartUnitCode: '101', iEndUnitCode: '103' },
  expressway_list_incidents: { key: KEY, numOfRows: 20 },
  expressway_get_favorites: {},
  expressway_get_api_key: {},
};

function checkListing(tools: Awaited<ReturnType<Client['listTools']>>['tools']) {
  const names = tools.map((tool) => tool.name).filter((name) => name.startsWith('expressway_'));
  expect(names.length).toBeGreaterThanOrEqual(14);
  for (const tool of tools) {
    expect(tool.inputSchema.type, tool.name).toBe('object');
    expect(tool.outputSchema?.type, tool.name).toBe('object');
    expect(tool.description, tool.name).toMatch(/^[^\n]*[가-힣]/);
    const operation = expressway.toolsByName.get(tool.name)?.operation;
    if (operation && operation !== 'key') expect(tool.description, tool.name).toContain(`(${operation})`);
  }
  const dataTools = expressway.tools.filter((tool) => tool.operation?.includes('/'));
  expect(new Set(dataTools.map((tool) => tool.operation)).size).toBeGreaterThanOrEqual(12);
}

describe('Expressway over MCP', () => {
  let hub: Hub;
  let gateway: Gateway;
  beforeAll(async () => {
    hub = await createHub({ platforms: [expressway] });
    gateway = await startGateway({ hub, port: 0, adminToken: 'expressway-admin-token' });
  });
  afterAll(async () => {
    await gateway.close();
    await hub.close();
  });

  const connectHttp = async (kopaSession?: string) => {
    const client = new Client({ name: 'protocol-test', version: '1' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${gateway.url}/mcp/expressway`), {
        requestInit: { headers: kopaSession ? { [SESSION_HEADER]: kopaSession } : {} },
      }),
    );
    return client;
  };

  it('lists at least 14 expressway_* tools with schemas and Korean official names, in-process and over HTTP', async () => {
    const local = await openExpressway();
    checkListing((await local.client.listTools()).tools);
    await local.close();
    const remote = await connectHttp();
    checkListing((await remote.listTools()).tools);
    await remote.close();
  });

  it('flags the clock-driven operations as realtime and the reference ones as not', () => {
    const realtime = expressway.tools.filter((tool) => tool.realtime).map((tool) => tool.operation);
    expect(realtime.sort()).toEqual([
      'burstInfo/realTimeSms',
      'odtraffic/trafficAmountByRealtime',
      'restinfo/restWeatherList',
      'trafficapi/trafficIc',
      'trtm/realUnitTrtm',
    ]);
  });

  it('binds HTTP sessions to injected states and keeps their favourites apart', async () => {
    const create = async (key: string) => {
      const response = await fetch(`${gateway.url}/admin/sessions`, {
        method: 'POST',
        headers: { authorization: 'Bearer expressway-admin-token', 'content-type': 'application/json' },
        body: JSON.stringify({ state: { expressway: { credentials: { key } } } }),
      });
      return ((await response.json()) as { token: string }).token;
    };
    const [a, b] = [await create('1111111111'), await create('2222222222')];
    const [clientA, clientB] = await Promise.all([connectHttp(a), connectHttp(b)]);
    const saved = await clientA.callTool({
      name: 'expressway_save_favorite_rest_area',
      arguments: { key: '1111111111', stdRestCd: '000001' },
    });
    expect(saved.structuredContent).toMatchObject({ changed: true });
    const crossed = await clientB.callTool({ name: 'expressway_list_routes', arguments: { key: '1111111111' } });
    expect(textOf(crossed)).toMatch(/^EXPRESSWAY NO_REGISTERED_KEY/);
    expect(hub.getSession(a)?.state.expressway?.user).toMatchObject({ favoriteRestAreas: [{ stdRestCd: '000001' }] });
    expect(hub.getSession(b)?.state.expressway?.user).toEqual({ favoriteRestAreas: [], travelRoutes: [] });
    await Promise.all([clientA.close(), clientB.close()]);
  });

  it('never changes state from a read tool', async () => {
    const local = await openExpressway({
      user: { favoriteRestAreas: [{ stdRestCd: '000001', unitName: '서울만남(부산)휴게소', routeNo: '0010' }] },
    });
    const before = structuredClone(local.hub.getSession(local.token)?.state);
    const readTools = expressway.allTools.filter((tool) => tool.kind === 'read');
    for (const tool of readTools) {
      const args = SAMPLE_ARGS[tool.name];
      expect(args, `SAMPLE_ARGS needs an entry for ${tool.name}`).toBeDefined();
      const result = await local.call(tool.name, args);
      expect(result.isError, `${tool.name}: ${textOf(result)}`).toBeFalsy();
    }
    expect(local.hub.getSession(local.token)?.state).toEqual(before);
    await local.close();
  });

  it('keeps favourite rest areas in user state through add, duplicate add, bad code and remove', async () => {
    const local = await openExpressway();
    const add = await local.call('expressway_save_favorite_rest_area', { key: KEY, stdRestCd: '000001' });
    expect(add.structuredContent).toMatchObject({
      favoriteRestAreas: [{ stdRestCd: '000001', unitName: '서울만남(부산)휴게소', routeNo: '0010' }],
      changed: true,
    });
    const again = await local.call('expressway_save_favorite_rest_area', { key: KEY, stdRestCd: '000001' });
    expect(again.structuredContent).toMatchObject({ changed: false });
    const station = await local.call('expressway_save_favorite_rest_area', { key: KEY, stdRestCd: '000002' });
    expect(station.isError).toBe(true);
    expect(textOf(station)).toContain('expressway_list_rest_areas');
    const missing = await local.call('expressway_remove_favorite_rest_area', { stdRestCd: '000003' });
    expect(textOf(missing)).toContain('is not a favourite');
    await local.call('expressway_remove_favorite_rest_area', { stdRestCd: '000001' });
    expect(local.hub.getSession(local.token)?.state.expressway?.user).toEqual({
      favoriteRestAreas: [],
      travelRoutes: [],
    });
    await local.close();
  });

  it('saves, replaces and removes a named travel route, checking both tollbooths', async () => {
    const local = await openExpressway();
    const save = await local.call('expressway_save_travel_route', {
      key: KEY,
      label: '출근길',
      iStartUnitCode: '103',
      iEndUnitCode: '101',
    });
    expect(save.structuredContent).toMatchObject({
      travelRoutes: [{ label: '출근길', startUnitNm: '수원신갈', endUnitNm: '서울' }],
      changed: true,
    });
    const replaced = await local.call('expressway_save_travel_route', {
      key: KEY,
      label: '출근길',
      iStartUnitCode: '104',
      iEndUnitCode: '101',
    });
    expect(replaced.structuredContent).toMatchObject({ travelRoutes: [{ label: '출근길', startUnitNm: '기흥' }] });
    const unknown = await local.call('expressway_save_travel_route', {
      key: KEY,
      label: '퇴근길',
      iStartUnitCode: '999',
      iEndUnitCode: '101',
    });
    expect(textOf(unknown)).toMatch(/iStartUnitCode 999 is not a tollbooth code.*expressway_search_tollbooths/);
    const same = await local.call('expressway_save_travel_route', {
      key: KEY,
      label: '퇴근길',
      iStartUnitCode: '101',
      iEndUnitCode: '101',
    });
    expect(textOf(same)).toContain('must differ');
    expect(textOf(await local.call('expressway_remove_travel_route', { label: '퇴근길' }))).toContain('출근길');
    await local.call('expressway_remove_travel_route', { label: '출근길' });
    expect(local.hub.getSession(local.token)?.state.expressway?.user).toMatchObject({ travelRoutes: [] });
    await local.close();
  });
});
