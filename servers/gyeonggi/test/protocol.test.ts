import { createHub, type Gateway, type Hub, SESSION_HEADER, startGateway } from '@kopa/kit';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gyeonggi } from '../src/index.ts';
import { KEY, openGyeonggi, textOf } from './helpers.ts';

const oasan = { KEY, SIGUN_NM: '오산시', pSize: 3 };

/** Valid arguments for every read tool. */
const SAMPLE_ARGS: Record<string, Record<string, unknown>> = {
  gyeonggi_list_sports_facilities: { KEY, SIGNGU_NM: '오산시', INDUTYPE_NM: '테니스장' },
  gyeonggi_list_soccer_fields: oasan,
  gyeonggi_list_swimming_pools: { KEY, SIGUN_NM: '수원시' },
  gyeonggi_list_golf_courses: { KEY, SIGUN_NM: '용인시' },
  gyeonggi_list_restaurants: oasan,
  gyeonggi_list_local_currency_merchants: oasan,
  gyeonggi_list_pharmacies: oasan,
  gyeonggi_list_aeds: oasan,
  gyeonggi_list_animal_hospitals: oasan,
  gyeonggi_list_child_night_clinics: { KEY, SIGUN_NM: '수원시' },
  gyeonggi_list_libraries: oasan,
  gyeonggi_list_parking_lots: oasan,
  gyeonggi_list_childcare_centers: oasan,
  gyeonggi_list_accident_hotspots: { ...oasan, ACDNT_YY: '2024' },
  gyeonggi_get_population: { KEY, EXAMIN_YY: '2026', EXAMIN_MT: '07', ADMZONE_DIV_NM: '시군' },
  gyeonggi_list_saved_places: {},
  gyeonggi_get_api_key: {},
};

function checkListing(tools: Awaited<ReturnType<Client['listTools']>>['tools']) {
  const names = tools.map((tool) => tool.name).filter((name) => name.startsWith('gyeonggi_'));
  expect(names.length).toBeGreaterThanOrEqual(14);
  for (const tool of tools) {
    expect(tool.inputSchema.type, tool.name).toBe('object');
    expect(tool.outputSchema?.type, tool.name).toBe('object');
    expect(tool.description, tool.name).toMatch(/^[^\n]*[가-힣]/);
    const operation = gyeonggi.toolsByName.get(tool.name)?.operation;
    if (operation && operation !== 'key') expect(tool.description, tool.name).toContain(`(${operation})`);
  }
  const paged = gyeonggi.allTools.filter((tool) => tool.paging);
  expect(paged.length).toBe(15);
  for (const tool of paged) expect(tool.paging).toEqual({ page: 'pIndex', size: 'pSize', max: 1000 });
}

describe('Gyeonggi over MCP', () => {
  let hub: Hub;
  let gateway: Gateway;
  beforeAll(async () => {
    hub = await createHub({ platforms: [gyeonggi] });
    gateway = await startGateway({ hub, port: 0, adminToken: 'gyeonggi-admin-token' });
  });
  afterAll(async () => {
    await gateway.close();
    await hub.close();
  });

  const connectHttp = async (kopaSession?: string) => {
    const client = new Client({ name: 'protocol-test', version: '1' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${gateway.url}/mcp/gyeonggi`), {
        requestInit: { headers: kopaSession ? { [SESSION_HEADER]: kopaSession } : {} },
      }),
    );
    return client;
  };

  it('lists at least 14 gyeonggi_* tools with schemas and Korean official names, in-process and over HTTP', async () => {
    const local = await openGyeonggi();
    checkListing((await local.client.listTools()).tools);
    await local.close();
    const remote = await connectHttp();
    checkListing((await remote.listTools()).tools);
    const result = await remote.callTool({ name: 'gyeonggi_list_libraries', arguments: oasan });
    expect(result.structuredContent).toMatchObject({ resultCode: 'INFO-000', numOfRows: 3 });
    await remote.close();
  });

  it('binds HTTP sessions to injected states with different keys', async () => {
    const create = async (key: string) => {
      const response = await fetch(`${gateway.url}/admin/sessions`, {
        method: 'POST',
        headers: { authorization: 'Bearer gyeonggi-admin-token', 'content-type': 'application/json' },
        body: JSON.stringify({ state: { gyeonggi: { credentials: { key } } } }),
      });
      return ((await response.json()) as { token: string }).token;
    };
    const keyA = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
    const keyB = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
    const [clientA, clientB] = await Promise.all([connectHttp(await create(keyA)), connectHttp(await create(keyB))]);
    const crossed = await clientB.callTool({ name: 'gyeonggi_list_libraries', arguments: { ...oasan, KEY: keyA } });
    expect(textOf(crossed)).toMatch(/^GYEONGGI ERROR-290/);
    const own = await clientB.callTool({ name: 'gyeonggi_list_libraries', arguments: { ...oasan, KEY: keyB } });
    expect(own.isError).toBeFalsy();
    await Promise.all([clientA.close(), clientB.close()]);
  });

  it('never changes state from a read tool', async () => {
    const local = await openGyeonggi({ user: { savedPlaces: [] } });
    const before = structuredClone(local.hub.getSession(local.token)?.state);
    const readTools = gyeonggi.allTools.filter((tool) => tool.kind === 'read');
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

describe('saved places in user state', () => {
  it('saves a place checked against the data, ignores a duplicate and removes it', async () => {
    const gg = await openGyeonggi();
    const saved = await gg.call('gyeonggi_save_place', {
      KEY,
      service: 'GENRESTRT',
      name: '가보정',
      SIGUN_NM: '수원시',
      memo: '토요일 저녁',
    });
    expect(saved.structuredContent).toMatchObject({
      changed: true,
      place: {
        service: 'GENRESTRT',
        name: '가보정',
        SIGUN_CD: '41110',
        memo: '토요일 저녁',
        savedAt: '2026-09-01T01:00:00.000Z',
      },
    });
    const again = await gg.call('gyeonggi_save_place', {
      KEY,
      service: 'GENRESTRT',
      name: '가보정',
      SIGUN_NM: '수원시',
    });
    expect(again.structuredContent).toMatchObject({ changed: false });
    const libraries = (await gg.call('gyeonggi_list_libraries', { KEY, SIGUN_NM: '오산시', LIBRRY_NM: '중앙도서관' }))
      .structuredContent as { items: Array<{ LIBRRY_NM: string }> };
    await gg.call('gyeonggi_save_place', {
      KEY,
      service: 'TBGGIBLLBR',
      name: libraries.items[0]?.LIBRRY_NM,
      SIGUN_NM: '오산시',
    });
    const user = () => gg.hub.getSession(gg.token)?.state.gyeonggi?.user as { savedPlaces: Array<{ name: string }> };
    expect(user().savedPlaces.map((place) => place.name)).toEqual(['가보정', '오산중앙도서관']);
    const listed = await gg.call('gyeonggi_list_saved_places');
    expect((listed.structuredContent as { savedPlaces: unknown[] }).savedPlaces).toHaveLength(2);
    await gg.call('gyeonggi_remove_saved_place', { service: 'GENRESTRT', name: '가보정' });
    expect(user().savedPlaces.map((place) => place.name)).toEqual(['오산중앙도서관']);
    await gg.close();
  });

  it.each([
    [
      'a name that does not exist',
      { service: 'GENRESTRT', name: '세상에없는식당', SIGUN_NM: '수원시' },
      /no place named exactly .*gyeonggi_list_restaurants/,
    ],
    ['a partial name', { service: 'GENRESTRT', name: '가보', SIGUN_NM: '수원시' }, /no place named exactly/],
    [
      'the right name in the wrong 시군',
      { service: 'GENRESTRT', name: '가보정', SIGUN_NM: '오산시' },
      /no place named exactly/,
    ],
    ['a service without place names', { service: 'TfcacdarM', name: 'x', SIGUN_NM: '수원시' }, /service/],
    ['a 시군 without 시/군', { service: 'GENRESTRT', name: '가보정', SIGUN_NM: '수원' }, /SIGUN_NM/],
  ])('refuses to save %s and changes nothing', async (_label, args, expected) => {
    const gg = await openGyeonggi();
    const result = await gg.call('gyeonggi_save_place', { KEY, ...args });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(expected);
    expect(gg.hub.getSession(gg.token)?.state.gyeonggi?.user).toEqual({ savedPlaces: [] });
    await gg.close();
  });

  it('refuses a closed restaurant and a removal of a place that is not saved', async () => {
    const gg = await openGyeonggi();
    const closed = (
      await gg.call('gyeonggi_list_restaurants', { KEY, SIGUN_NM: '과천시', BSN_STATE_NM: '폐업', pSize: 50 })
    ).structuredContent as { items: Array<{ BIZPLC_NM: string }> };
    const names = closed.items.map((row) => row.BIZPLC_NM);
    let refused = 0;
    for (const name of names.slice(0, 10)) {
      const result = await gg.call('gyeonggi_save_place', { KEY, service: 'GENRESTRT', name, SIGUN_NM: '과천시' });
      if (result.isError && /closed/.test(textOf(result))) refused += 1;
    }
    expect(refused).toBeGreaterThan(0);
    const removal = await gg.call('gyeonggi_remove_saved_place', { service: 'ParmacyInfo', name: '온누리약국' });
    expect(textOf(removal)).toMatch(/not a saved place.*gyeonggi_list_saved_places/);
    await gg.close();
  });
});
