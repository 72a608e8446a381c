import { createHub, type Gateway, type Hub, SESSION_HEADER, startGateway } from '@kopa/kit';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoul } from '../src/index.ts';
import { KEY, openSeoul, textOf } from './helpers.ts';

/** Valid arguments for every read tool. */
const SAMPLE_ARGS: Record<string, Record<string, unknown>> = {
  seoul_search_subway_station: { KEY, STATION_NM: '강남' },
  seoul_get_station_timetable: { KEY, STATION_CD: '0222', WEEK_TAG: '1', INOUT_TAG: '2' },
  seoul_get_first_last_trains: { KEY, LINE_NUM: '02호선', INOUT_TAG: '1', WEEK_TAG: '1' },
  seoul_list_subway_station_master: { KEY, END_INDEX: 10 },
  seoul_get_subway_ridership: { KEY, USE_DT: '20260828', LINE_NUM: '2호선' },
  seoul_get_realtime_arrivals: { KEY, statnNm: '서울' },
  seoul_get_realtime_train_positions: { KEY, subwayNm: '9호선' },
  seoul_get_bike_station_status: { KEY, END_INDEX: 50 },
  seoul_list_bike_stations: { KEY, END_INDEX: 50 },
  seoul_list_public_reservations: { KEY },
  seoul_list_sport_reservations: { KEY, MINCLASSNM: '테니스장' },
  seoul_list_culture_reservations: { KEY },
  seoul_list_education_reservations: { KEY },
  seoul_list_medical_reservations: { KEY },
  seoul_list_institution_reservations: { KEY },
  seoul_get_public_reservation_detail: { KEY, SVCID: '' },
  seoul_list_my_reservations: {},
  seoul_get_api_key: {},
};

function checkListing(tools: Awaited<ReturnType<Client['listTools']>>['tools']) {
  const names = tools.map((tool) => tool.name).filter((name) => name.startsWith('seoul_'));
  expect(names.length).toBeGreaterThanOrEqual(14);
  for (const tool of tools) {
    expect(tool.inputSchema.type, tool.name).toBe('object');
    expect(tool.outputSchema?.type, tool.name).toBe('object');
    expect(tool.description, tool.name).toMatch(/^[^\n]*[가-힣]/);
    const operation = seoul.toolsByName.get(tool.name)?.operation;
    if (operation && operation !== 'key') expect(tool.description, tool.name).toContain(`(${operation})`);
  }
}

describe('Seoul over MCP', () => {
  let hub: Hub;
  let gateway: Gateway;
  beforeAll(async () => {
    hub = await createHub({ platforms: [seoul] });
    gateway = await startGateway({ hub, port: 0, adminToken: 'seoul-admin-token' });
  });
  afterAll(async () => {
    await gateway.close();
    await hub.close();
  });

  it('lists at least 14 seoul_* tools with schemas and Korean descriptions naming the operation, in-process and over HTTP', async () => {
    const local = await openSeoul();
    checkListing((await local.client.listTools()).tools);
    await local.close();
    const remote = new Client({ name: 'protocol-test', version: '1' });
    await remote.connect(new StreamableHTTPClientTransport(new URL(`${gateway.url}/mcp/seoul`)));
    checkListing((await remote.listTools()).tools);
    await remote.close();
  });

  it('flags the clock-dependent services as realtime and the reservation changes as writes', () => {
    const realtime = seoul.tools.filter((tool) => tool.realtime).map((tool) => tool.operation);
    expect(realtime.sort()).toEqual(['bikeList', 'realtimePosition', 'realtimeStationArrival']);
    const writes = seoul.tools.filter((tool) => tool.kind === 'write').map((tool) => tool.name);
    expect(writes.sort()).toEqual(['seoul_cancel_reservation', 'seoul_reserve_public_service']);
  });

  it('binds an HTTP session to its injected key and clock', async () => {
    const response = await fetch(`${gateway.url}/admin/sessions`, {
      method: 'POST',
      headers: { authorization: 'Bearer seoul-admin-token', 'content-type': 'application/json' },
      body: JSON.stringify({
        state: { seoul: { credentials: { key: 'a'.repeat(30) }, clock: { now: '2026-03-02T08:00:00+09:00' } } },
      }),
    });
    const { token } = (await response.json()) as { token: string };
    const client = new Client({ name: 'protocol-test', version: '1' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${gateway.url}/mcp/seoul`), {
        requestInit: { headers: { [SESSION_HEADER]: token } },
      }),
    );
    const demo = await client.callTool({ name: 'seoul_search_subway_station', arguments: { KEY, STATION_NM: '강남' } });
    expect(textOf(demo)).toMatch(/^SEOUL INFO-100/);
    const arrivals = await client.callTool({
      name: 'seoul_get_realtime_arrivals',
      arguments: { KEY: 'a'.repeat(30), statnNm: '강남' },
    });
    const rows = (arrivals.structuredContent as { items: Array<{ recptnDt: string }> }).items;
    expect(rows[0]?.recptnDt).toBe('2026-03-02 08:00:00');
    await client.close();
  });

  it('never changes state from a read tool', async () => {
    const local = await openSeoul();
    const listing = (
      (await local.call('seoul_list_public_reservations', { KEY, END_INDEX: 1 })).structuredContent as {
        items: Array<{ SVCID: string }>;
      }
    ).items[0];
    SAMPLE_ARGS.seoul_get_public_reservation_detail = { KEY, SVCID: listing?.SVCID };
    const before = structuredClone(local.hub.getSession(local.token)?.state);
    const readTools = seoul.allTools.filter((tool) => tool.kind === 'read');
    for (const tool of readTools) {
      const args = SAMPLE_ARGS[tool.name];
      expect(args, `SAMPLE_ARGS needs an entry for ${tool.name}`).toBeDefined();
      const result = await local.call(tool.name, args);
      expect(result.isError, `${tool.name}: ${textOf(result)}`).toBeFalsy();
    }
    expect(local.hub.getSession(local.token)?.state).toEqual(before);
    await local.close();
  });
});
