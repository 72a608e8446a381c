// Many different write calls for one session, sampled from the platforms' own read tools, and how
// to find each write in the state it leaves. The concurrency tests fire them all at once.
import type { Hub } from '@kopa/kit';

export interface WriteCall {
  platform: string;
  name: string;
  args: Record<string, unknown>;
  /** What the call adds to the platform's `user` state, as `stored` reads it back. */
  adds: string;
}

type Rows = Array<Record<string, unknown>>;
type User = Record<string, unknown>;
const column = (list: unknown, field: string) => (list as Rows).map((row) => String(row[field]));

/** Reads the ids the writes left in each platform's `user` state. */
export const STORED: Record<string, (user: User) => string[]> = {
  dart: (user) => user.watchlist as string[],
  expressway: (user) => column(user.favoriteRestAreas, 'stdRestCd'),
  tourapi: (user) => user.savedContents as string[],
  neis: (user) => column(user.favoriteSchools, 'SD_SCHUL_CODE'),
  assembly: (user) => column(user.subscriptions, 'BILL_ID'),
  kdic: (user) => column(user.savedProducts, 'prdNm'),
  krx: (user) => column(user.priceAlerts, 'alertId'),
  kma: (user) => column(user.savedLocations, 'name'),
};

export async function apiKey(options: { hub: Hub; token: string; platform: string }): Promise<string> {
  const { hub, token, platform } = options;
  const result = await hub.callTool({ token, platform, name: `${platform}_get_api_key`, args: {} });
  return (result.structuredContent as { key: string }).key;
}

async function rows(options: { hub: Hub; token: string; platform: string; name: string; args: User }) {
  const result = await options.hub.callTool(options);
  if (result.isError) throw new Error(`${options.name} failed: ${JSON.stringify(result.content)}`);
  return (result.structuredContent as { items: Rows }).items;
}

/** `perPlatform` distinct writes on each of eight platforms, with their keys filled in. */
export async function sampleWrites(options: { hub: Hub; perPlatform: number }): Promise<WriteCall[]> {
  const { hub, perPlatform: count } = options;
  const { token } = hub.createSession();
  const key = (platform: string) => apiKey({ hub, token, platform });
  const read = (platform: string, name: string, args: User) => rows({ hub, token, platform, name, args });
  const tour = { serviceKey: await key('tourapi'), MobileOS: 'ETC', MobileApp: 'kopa' };
  const sources = {
    dart: await read('dart', 'dart_search_corp_code', { crtfc_key: await key('dart'), corp_name: '전자' }),
    expressway: await read('expressway', 'expressway_list_rest_areas', {
      key: await key('expressway'),
      numOfRows: count,
    }),
    tourapi: await read('tourapi', 'tourapi_list_by_area', { ...tour, numOfRows: count }),
    neis: await read('neis', 'neis_search_schools', { KEY: await key('neis'), pSize: count }),
    assembly: await read('assembly', 'assembly_list_member_bills', {
      KEY: await key('assembly'),
      AGE: '22',
      pSize: count,
    }),
    kdic: await read('kdic', 'kdic_list_insured_products', { serviceKey: await key('kdic'), numOfRows: count }),
  };
  const keys = {
    dart: await key('dart'),
    expressway: await key('expressway'),
    neis: await key('neis'),
    assembly: await key('assembly'),
    kdic: await key('kdic'),
    krx: await key('krx'),
  };
  hub.deleteSession(token);
  const first = (list: Rows) => list.slice(0, count);
  return [
    ...first(sources.dart).map((row) => ({
      platform: 'dart',
      name: 'dart_add_to_watchlist',
      args: { crtfc_key: keys.dart, corp_code: row.corp_code },
      adds: String(row.corp_code),
    })),
    ...first(sources.expressway).map((row) => ({
      platform: 'expressway',
      name: 'expressway_save_favorite_rest_area',
      args: { key: keys.expressway, stdRestCd: row.stdRestCd },
      adds: String(row.stdRestCd),
    })),
    ...first(sources.tourapi).map((row) => ({
      platform: 'tourapi',
      name: 'tourapi_save_content',
      args: { serviceKey: tour.serviceKey, contentId: row.contentid },
      adds: String(row.contentid),
    })),
    ...first(sources.neis).map((row) => ({
      platform: 'neis',
      name: 'neis_save_favorite_school',
      args: { KEY: keys.neis, ATPT_OFCDC_SC_CODE: row.ATPT_OFCDC_SC_CODE, SD_SCHUL_CODE: row.SD_SCHUL_CODE },
      adds: String(row.SD_SCHUL_CODE),
    })),
    ...first(sources.assembly).map((row) => ({
      platform: 'assembly',
      name: 'assembly_subscribe_bill',
      args: { KEY: keys.assembly, BILL_ID: row.BILL_ID },
      adds: String(row.BILL_ID),
    })),
    ...first(sources.kdic).map((row) => ({
      platform: 'kdic',
      name: 'kdic_save_product',
      args: { serviceKey: keys.kdic, fncIstNm: row.fncIstNm, prdNm: row.prdNm },
      adds: String(row.prdNm),
    })),
    ...Array.from({ length: count }, (_, index) => ({
      platform: 'krx',
      name: 'krx_add_price_alert',
      args: { serviceKey: keys.krx, srtnCd: '346850', targetPrice: 10_000 + index, direction: 'above' },
      adds: `346850-above-${10_000 + index}`,
    })),
    ...Array.from({ length: count }, (_, index) => ({
      platform: 'kma',
      name: 'kma_save_location',
      args: {
        name: `장소 ${index + 1}`,
        region: ['서울 종로구', '부산 해운대구', '대구 중구', '서울 강남구'][index % 4],
      },
      adds: `장소 ${index + 1}`,
    })),
  ];
}

/** The calls grouped by platform: what each platform's `user` state must hold afterwards. */
export function expectedByPlatform(calls: readonly WriteCall[]): Map<string, string[]> {
  const expected = new Map<string, string[]>();
  for (const call of calls) expected.set(call.platform, [...(expected.get(call.platform) ?? []), call.adds]);
  return expected;
}
