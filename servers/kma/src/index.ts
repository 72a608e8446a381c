// 기상청 단기·중기예보 (data.go.kr 1360000) as a KOPA platform: VilageFcstInfoService_2.0 and
// MidFcstInfoService over a deterministic synthetic weather that follows the session clock.
import { dataGoKrGatewayXml, definePlatform, jsonResponse, xmlResponse } from '@kopa/kit';
import { createKmaDataset } from './data/index.ts';
import { KmaUser } from './schemas.ts';
import { GRID_TOOLS } from './tools/grid.ts';
import { LOCATION_TOOLS } from './tools/locations.ts';
import { MID_TOOLS } from './tools/mid.ts';
import { REGION_TOOLS } from './tools/regions.ts';
import { VILAGE_TOOLS } from './tools/vilage.ts';
import { createKmaClient, KMA_BASE_URL } from './upstream/client.ts';
import { RESULT_MESSAGES } from './upstream/codes.ts';
import { createKmaSim } from './upstream/sim.ts';

/** A data.go.kr 일반 인증키 (Decoding form: 88 base64 characters). */
export const KMA_DEMO_KEY = 'Kq7vZ2mP9xR4tN8wB3cE6hJ1sU5aD0gF+kT3nV7qX2wZ4rY6uI9oL1lK5jH0mC8bS3dA7eG2fN/4tR6vW9yQa1==';

export const kma = definePlatform({
  id: 'kma',
  title: '기상청 단기·중기예보 조회서비스 (KMA VilageFcstInfoService_2.0 / MidFcstInfoService)',
  domain: 'weather',
  baseUrl: KMA_BASE_URL,
  auth: {
    param: 'serviceKey',
    location: 'query',
    envVar: 'KOPA_KMA_KEY',
    demoKey: KMA_DEMO_KEY,
    signupUrl: 'https://www.data.go.kr/data/15084084/openapi.do',
  },
  user: KmaUser,
  dataset: () => createKmaDataset(),
  sim: createKmaSim,
  // The portal gateway answers an exceeded quota itself (XML 22); a failing service answers 01 in JSON.
  faultResponse: (kind) =>
    kind === 'rate_limit'
      ? xmlResponse(dataGoKrGatewayXml(RESULT_MESSAGES['22'] ?? '', '22'))
      : jsonResponse({ response: { header: { resultCode: '01', resultMsg: RESULT_MESSAGES['01'] } } }),
  createClient: ({ fetch, baseUrl }) => createKmaClient({ fetch, baseUrl }),
  live: { ratePerSecond: 5, timeoutMs: 10_000 },
  tools: [...VILAGE_TOOLS, ...MID_TOOLS, ...REGION_TOOLS, ...GRID_TOOLS, ...LOCATION_TOOLS],
});

export { createKmaDataset, type KmaDataset } from './data/index.ts';
export { createKmaClient, type KmaClient } from './upstream/client.ts';
export { createKmaSim } from './upstream/sim.ts';
