// Chains that cross platforms, through the tools as a model would call them: the registry's
// platforms must agree on regions (Gyeonggi 시군 ↔ TourAPI sigungu ↔ KMA grid) and companies.
import { connectInMemory, createHub, type Hub } from '@kopa/kit';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORMS, selectPlatforms } from '../src/index.ts';

let hub: Hub;
const clients = new Map<string, Client>();
const keys = new Map<string, string>();

beforeAll(async () => {
  hub = await createHub({ platforms: selectPlatforms(['gyeonggi', 'tourapi', 'kma']) });
  const { token } = hub.createSession();
  for (const platform of ['gyeonggi', 'tourapi', 'kma']) {
    const client = await connectInMemory({ hub, platform, token });
    clients.set(platform, client);
    keys.set(
      platform,
      ((await client.callTool({ name: `${platform}_get_api_key`, arguments: {} })).structuredContent as { key: string })
        .key,
    );
  }
});
afterAll(async () => {
  for (const client of clients.values()) await client.close();
  await hub.close();
});

async function call<T = { items: Array<Record<string, unknown>> }>(
  platform: string,
  name: string,
  args: Record<string, unknown>,
): Promise<T> {
  const result = await clients.get(platform)?.callTool({ name, arguments: args });
  if (!result || result.isError) throw new Error(`${name} failed: ${JSON.stringify(result?.content)}`);
  return result.structuredContent as T;
}

const kilometres = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

describe('the registry', () => {
  it('holds the twelve platforms of DESIGN §2 with unique tool names, each with at least 14 tools', () => {
    expect(PLATFORMS.map((platform) => platform.id).sort()).toEqual([
      'assembly',
      'dart',
      'expressway',
      'gyeonggi',
      'hrdkorea',
      'kdic',
      'kma',
      'krx',
      'law',
      'neis',
      'seoul',
      'tourapi',
    ]);
    const names = PLATFORMS.flatMap((platform) => platform.allTools.map((tool) => tool.name));
    expect(new Set(names).size).toBe(names.length);
    for (const platform of PLATFORMS) expect(platform.allTools.length, platform.id).toBeGreaterThanOrEqual(14);
  });
});

describe('region joins across Gyeonggi, TourAPI and KMA', () => {
  it.each(['수원시', '가평군', '파주시', '용인시'])(
    '%s: Gyeonggi 시군 → TourAPI sigungu → tourist sites near the same centre',
    async (sigun) => {
      const facilities = await call('gyeonggi', 'gyeonggi_list_sports_facilities', {
        KEY: keys.get('gyeonggi'),
        SIGNGU_NM: sigun,
        pSize: 5,
      });
      expect(facilities.items.length).toBeGreaterThan(0);
      const service = { serviceKey: keys.get('tourapi'), MobileOS: 'ETC', MobileApp: 'kopa' };
      const areas = await call('tourapi', 'tourapi_list_area_codes', { ...service, areaCode: '31', numOfRows: 100 });
      const area = areas.items.find((row) => row.name === sigun);
      expect(area, `${sigun} in TourAPI's 경기도 sigungu codes`).toBeDefined();
      const sites = await call('tourapi', 'tourapi_list_by_area', {
        ...service,
        areaCode: '31',
        sigunguCode: String(area?.code),
        contentTypeId: '12',
        numOfRows: 50,
      });
      expect(sites.items.length).toBeGreaterThan(0);
      const { GYEONGGI_SIGUN } = await import('@kopa/server-gyeonggi');
      const centre = GYEONGGI_SIGUN.find((row) => row.name === sigun);
      if (!centre) throw new Error(sigun);
      for (const site of sites.items) {
        const distance = kilometres(centre, { lat: Number(site.mapy), lon: Number(site.mapx) });
        expect(distance, `${String(site.title)} is ${distance.toFixed(1)} km from ${sigun}'s centre`).toBeLessThan(40);
      }
    },
  );

  it("Gyeonggi 시군 → KMA grid → the next day's forecast", async () => {
    const grid = await call<{ items: Array<{ nx: number | string; ny: number | string }> }>(
      'kma',
      'kma_find_region_grid',
      { query: '수원시' },
    );
    const { nx, ny } = grid.items[0] ?? { nx: 0, ny: 0 };
    const forecast = await call('kma', 'kma_get_short_range_forecast', {
      serviceKey: keys.get('kma'),
      nx: Number(nx),
      ny: Number(ny),
      numOfRows: 1000,
    });
    const tomorrow = forecast.items.filter((row) => row.fcstDate === '20260902');
    expect(tomorrow.some((row) => row.category === 'TMX')).toBe(true);
    expect(tomorrow.some((row) => row.category === 'POP')).toBe(true);
  });
});
