import { createHub, type Gateway, type Hub, startGateway } from '@kopa/kit';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kma } from '../src/index.ts';
import { KEY, openKma, structured, textOf } from './helpers.ts';

/** Valid arguments for every read tool. */
const SAMPLE_ARGS: Record<string, Record<string, unknown>> = {
  kma_get_ultra_short_nowcast: { serviceKey: KEY, nx: 60, ny: 127 },
  kma_get_ultra_short_forecast: { serviceKey: KEY, nx: 60, ny: 127, numOfRows: 60 },
  kma_get_short_range_forecast: { serviceKey: KEY, nx: 98, ny: 76, numOfRows: 1000 },
  kma_get_forecast_version: { serviceKey: KEY, ftype: 'VSRT' },
  kma_get_mid_outlook: { serviceKey: KEY, stnId: '108' },
  kma_get_mid_land_forecast: { serviceKey: KEY, regId: '11H20000' },
  kma_get_mid_temperature: { serviceKey: KEY, regId: '11H20201' },
  kma_get_mid_sea_forecast: { serviceKey: KEY, regId: '12B20000' },
  kma_find_region_grid: { query: '부산' },
  kma_list_regions: { sido: '제주' },
  kma_list_mid_regions: { kind: 'sea' },
  kma_convert_lat_lon_to_grid: { lat: 37.5665, lon: 126.978 },
  kma_convert_grid_to_lat_lon: { nx: 98, ny: 76 },
  kma_list_saved_locations: {},
  kma_get_api_key: {},
};

function checkListing(tools: Awaited<ReturnType<Client['listTools']>>['tools']) {
  const names = tools.map((tool) => tool.name).filter((name) => name.startsWith('kma_'));
  expect(names.length).toBeGreaterThanOrEqual(14);
  for (const tool of tools) {
    expect(tool.inputSchema.type, tool.name).toBe('object');
    expect(tool.outputSchema?.type, tool.name).toBe('object');
    expect(tool.description, tool.name).toMatch(/[가-힣]/);
    const operation = kma.toolsByName.get(tool.name)?.operation;
    if (operation && operation !== 'key') expect(tool.description, tool.name).toContain(`(${operation})`);
  }
}

describe('KMA over MCP', () => {
  let hub: Hub;
  let gateway: Gateway;
  beforeAll(async () => {
    hub = await createHub({ platforms: [kma] });
    gateway = await startGateway({ hub, port: 0, adminToken: 'kma-admin-token' });
  });
  afterAll(async () => {
    await gateway.close();
    await hub.close();
  });

  it('lists at least 14 kma_* tools with schemas and Korean official names, in-process and over HTTP', async () => {
    const local = await openKma();
    checkListing((await local.client.listTools()).tools);
    await local.close();
    const remote = new Client({ name: 'protocol-test', version: '1' });
    await remote.connect(new StreamableHTTPClientTransport(new URL(`${gateway.url}/mcp/kma`)));
    checkListing((await remote.listTools()).tools);
    await remote.close();
  });

  it('flags the clock-dependent tools as realtime and declares paging on the paged operations', () => {
    const realtime = kma.tools.filter((tool) => tool.realtime).map((tool) => tool.operation);
    expect(realtime.sort()).toEqual(
      [
        'getFcstVersion',
        'getMidFcst',
        'getMidLandFcst',
        'getMidSeaFcst',
        'getMidTa',
        'getUltraSrtFcst',
        'getUltraSrtNcst',
        'getVilageFcst',
      ].sort(),
    );
    for (const name of ['kma_get_short_range_forecast', 'kma_get_ultra_short_forecast', 'kma_get_ultra_short_nowcast'])
      expect(kma.toolsByName.get(name)?.paging).toEqual({ page: 'pageNo', size: 'numOfRows', max: 1000 });
    expect(kma.tools.filter((tool) => tool.kind === 'read' && tool.operation).length).toBeGreaterThanOrEqual(12);
  });

  it('never changes state from a read tool', async () => {
    const local = await openKma({ user: { savedLocations: [] } });
    const before = structuredClone(local.hub.getSession(local.token)?.state);
    const readTools = kma.allTools.filter((tool) => tool.kind === 'read');
    for (const tool of readTools) {
      const args = SAMPLE_ARGS[tool.name];
      expect(args, `SAMPLE_ARGS needs an entry for ${tool.name}`).toBeDefined();
      const result = await local.call(tool.name, args);
      expect(result.isError, `${tool.name}: ${textOf(result)}`).toBeFalsy();
    }
    expect(local.hub.getSession(local.token)?.state).toEqual(before);
    expect(local.hub.getSession(local.token)?.calls).toHaveLength(readTools.length);
    await local.close();
  });

  it('keeps saved locations in user state through save, replace, no-op and remove', async () => {
    const local = await openKma();
    const saved = structured(await local.call('kma_save_location', { name: '집', region: '서울 종로구' }));
    expect(saved).toMatchObject({
      changed: true,
      location: { name: '집', nx: 60, ny: 127, code: '1111000000', region: '서울특별시 종로구' },
    });
    const office = structured(await local.call('kma_save_location', { name: '회사', lat: 35.1796, lon: 129.0756 }));
    expect(office).toMatchObject({ location: { nx: 98, ny: 76, code: '', region: '부산광역시 연제구' } });
    expect(structured(await local.call('kma_save_location', { name: '집', region: '종로구' }))).toMatchObject({
      changed: false,
    });
    const moved = structured<{ savedLocations: Array<{ name: string; nx: number }> }>(
      await local.call('kma_save_location', { name: '집', region: '제주시' }),
    );
    expect(moved.savedLocations.map((entry) => [entry.name, entry.nx])).toEqual([
      ['집', 53],
      ['회사', 98],
    ]);
    await local.call('kma_remove_location', { name: '회사' });
    expect(local.state()?.user).toEqual({
      savedLocations: [
        {
          name: '집',
          nx: 53,
          ny: 38,
          lat: 33.496311,
          lon: 126.533208,
          code: '5011000000',
          region: '제주특별자치도 제주시',
        },
      ],
    });
    await local.close();
  });

  it.each([
    [{ name: '집', region: '아틀란티스' }, 'kma_find_region_grid'],
    [{ name: '집', lat: 51.5, lon: -0.12 }, 'outside the KMA grid'],
    [{ name: '집', region: '서울', lat: 37.5, lon: 127 }, 'pass either region, or lat and lon'],
    [{ name: '집', lat: 37.5 }, 'pass lat and lon together'],
    [{ name: '', region: '서울' }, 'name must not be empty'],
  ])('rejects saving %j without changing state', async (args, message) => {
    const local = await openKma();
    const result = await local.call('kma_save_location', args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain(message);
    expect(local.state()?.user).toEqual({ savedLocations: [] });
    expect(textOf(await local.call('kma_remove_location', { name: '없음' }))).toContain('kma_list_saved_locations');
    await local.close();
  });
});
