// 서울 열린데이터광장 (Seoul Open Data Plaza) as a KOPA platform: subway, 따릉이 and 공공서비스예약
// services of openapi.seoul.go.kr:8088 and the realtime subway host, offline or live.
import { definePlatform, jsonResponse, seoulEnvelope } from '@kopa/kit';
import { createSeoulDataset, DEFAULT_SEOUL_SEED } from './data/index.ts';
import { SeoulUser } from './schemas.ts';
import { BIKE_TOOLS } from './tools/bikes.ts';
import { MY_RESERVATION_TOOLS } from './tools/my-reservations.ts';
import { REALTIME_TOOLS } from './tools/realtime.ts';
import { RESERVATION_LIST_TOOLS } from './tools/reservations.ts';
import { getSubwayRidership } from './tools/ridership.ts';
import { SUBWAY_TOOLS } from './tools/subway.ts';
import { createSeoulClient, SEOUL_BASE_URL } from './upstream/client.ts';
import { createSeoulSim } from './upstream/sim.ts';
import { SEOUL_MESSAGES } from './upstream/sim-params.ts';

/** A demo key of the real shape: 30 lowercase hex characters. */
export const SEOUL_DEMO_KEY = '4b6f7061536565756c44656d6f4b79';

export const seoul = definePlatform({
  id: 'seoul',
  title: '서울 열린데이터광장 (Seoul Open Data Plaza)',
  domain: 'traffic',
  baseUrl: SEOUL_BASE_URL,
  auth: {
    param: 'KEY',
    location: 'path',
    envVar: 'KOPA_SEOUL_KEY',
    demoKey: SEOUL_DEMO_KEY,
    signupUrl: 'https://data.seoul.go.kr/together/mypage/actkeyMain.do',
  },
  user: SeoulUser,
  dataset: (window) => createSeoulDataset(DEFAULT_SEOUL_SEED, window),
  sim: createSeoulSim,
  // The portal's own answers: ERROR-337 for the daily traffic limit, ERROR-500 for a server fault.
  faultResponse: (kind) =>
    jsonResponse(seoulEnvelope.result(kind === 'rate_limit' ? 'ERROR-337' : 'ERROR-500', undefined)),
  createClient: ({ fetch, baseUrl }) => createSeoulClient({ fetch, baseUrl }),
  live: { ratePerSecond: 5, timeoutMs: 15_000 },
  tools: [
    ...SUBWAY_TOOLS,
    getSubwayRidership,
    ...REALTIME_TOOLS,
    ...BIKE_TOOLS,
    ...RESERVATION_LIST_TOOLS,
    ...MY_RESERVATION_TOOLS,
  ],
});

export { createSeoulDataset, type SeoulDataset } from './data/index.ts';
export { createSeoulClient, type SeoulClient } from './upstream/client.ts';
export { createSeoulSim } from './upstream/sim.ts';
export { SEOUL_MESSAGES };
