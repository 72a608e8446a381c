// 경기데이터드림 (Gyeonggi Data Dream, openapi.gg.go.kr) as a KOPA platform: 15 district services
// (sports, food, health, civic, population) over one 시군 reference, plus saved places.
import { definePlatform, INFO_MESSAGES, infoEnvelope, jsonResponse } from '@kopa/kit';
import { createGyeonggiDataset, DEFAULT_GYEONGGI_SEED } from './data/index.ts';
import { GyeonggiUser } from './schemas.ts';
import { CIVIC_TOOLS } from './tools/civic.ts';
import { FOOD_TOOLS } from './tools/food.ts';
import { HEALTH_TOOLS } from './tools/health.ts';
import { SAVED_PLACE_TOOLS } from './tools/saved-places.ts';
import { SPORTS_TOOLS } from './tools/sports.ts';
import { createGyeonggiClient, GYEONGGI_BASE_URL } from './upstream/client.ts';
import { createGyeonggiSim } from './upstream/sim.ts';

/** An offline key of the real shape (32 lowercase hex characters). */
export const GYEONGGI_DEMO_KEY = 'a1b2c3d4e5f6478890ab1c2d3e4f5a6b';

export const gyeonggi = definePlatform({
  id: 'gyeonggi',
  title: '경기데이터드림 (Gyeonggi Data Dream)',
  domain: 'district administration',
  baseUrl: GYEONGGI_BASE_URL,
  auth: {
    param: 'KEY',
    location: 'query',
    envVar: 'KOPA_GYEONGGI_KEY',
    demoKey: GYEONGGI_DEMO_KEY,
    signupUrl: 'https://data.gg.go.kr/portal/openapi/insertApikeyPage.do',
  },
  user: GyeonggiUser,
  dataset: (window) => createGyeonggiDataset(DEFAULT_GYEONGGI_SEED, window),
  sim: createGyeonggiSim,
  faultResponse: (kind) => jsonResponse(infoEnvelope.result(kind === 'rate_limit' ? 'ERROR-337' : 'ERROR-500')),
  createClient: ({ fetch, baseUrl }) => createGyeonggiClient({ fetch, baseUrl }),
  live: { ratePerSecond: 5, timeoutMs: 20_000 },
  tools: [...SPORTS_TOOLS, ...FOOD_TOOLS, ...HEALTH_TOOLS, ...CIVIC_TOOLS, ...SAVED_PLACE_TOOLS],
});

export { createGyeonggiDataset, type GyeonggiDataset } from './data/index.ts';
export { findSigun, GYEONGGI_SIGUN, type GyeonggiSigun } from './data/sigun.ts';
export { SERVICES } from './services.ts';
export { createGyeonggiClient, type GyeonggiClient } from './upstream/client.ts';
export { createGyeonggiSim } from './upstream/sim.ts';
export { INFO_MESSAGES as GYEONGGI_MESSAGES };
