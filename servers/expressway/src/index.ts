// 한국도로공사 고속도로 공공데이터 포털 (data.ex.co.kr) as a KOPA platform: routes, tollbooths, rest
// areas, fuel prices, food, weather, traffic, travel times and incidents.
import { definePlatform, jsonResponse } from '@kopa/kit';
import { createExpresswayDataset } from './data/index.ts';
import { ExpresswayUser } from './schemas.ts';
import { FAVORITE_TOOLS } from './tools/favorites.ts';
import { FOOD_TOOLS } from './tools/foods.ts';
import { LIVE_TOOLS } from './tools/live.ts';
import { REFERENCE_TOOLS } from './tools/reference.ts';
import { REST_AREA_TOOLS } from './tools/rest-areas.ts';
import { TRAFFIC_TOOLS } from './tools/traffic.ts';
import { createExpresswayClient, EXPRESSWAY_BASE_URL, EXPRESSWAY_USER_AGENT } from './upstream/client.ts';
import { errorBody } from './upstream/envelope.ts';
import { createExpresswaySim } from './upstream/sim.ts';

/** The offline demo key: ten digits, the shape of a data.ex.co.kr key. */
export const EXPRESSWAY_DEMO_KEY = '7315028460';

export const expressway = definePlatform({
  id: 'expressway',
  title: '한국도로공사 고속도로 공공데이터 (data.ex.co.kr)',
  domain: 'traffic',
  baseUrl: EXPRESSWAY_BASE_URL,
  auth: {
    param: 'key',
    location: 'query',
    envVar: 'KOPA_EXPRESSWAY_KEY',
    demoKey: EXPRESSWAY_DEMO_KEY,
    signupUrl: 'https://data.ex.co.kr/openapi/apikey/requestKey',
  },
  user: ExpresswayUser,
  dataset: () => createExpresswayDataset(),
  sim: createExpresswaySim,
  // data.ex.co.kr reports quota and server failures in the envelope, with HTTP 200.
  faultResponse: (kind) => jsonResponse(errorBody(kind === 'rate_limit' ? 'EXCEEDED_LIMIT' : 'SYSTEM_ERROR')),
  createClient: ({ fetch, baseUrl }) => createExpresswayClient({ fetch, baseUrl }),
  live: { userAgent: EXPRESSWAY_USER_AGENT, ratePerSecond: 5, timeoutMs: 10_000 },
  tools: [...REFERENCE_TOOLS, ...REST_AREA_TOOLS, ...FOOD_TOOLS, ...TRAFFIC_TOOLS, ...LIVE_TOOLS, ...FAVORITE_TOOLS],
});

export { createExpresswayDataset, type ExpresswayDataset } from './data/index.ts';
export { createExpresswayClient, type ExpresswayClient } from './upstream/client.ts';
export { EX_MESSAGES, OPERATIONS } from './upstream/operations.ts';
export { createExpresswaySim } from './upstream/sim.ts';
