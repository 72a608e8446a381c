// 한국관광공사 TourAPI 4.0 (KorService2, data.go.kr B551011) as a KOPA platform: tourist sites, festivals,
// stays and restaurants nationwide, offline over a deterministic emulation or live with a data.go.kr key.
import { definePlatform } from '@kopa/kit';
import { createTourDataset } from './data/index.ts';
import { TourUser } from './schemas.ts';
import { listAreaCodes, listCategoryCodes, listClassificationCodes, listLegalDongCodes } from './tools/codes.ts';
import { getCommonDetail, getImages, getIntroDetail, getRepeatDetail } from './tools/details.ts';
import { listSyncContents, searchFestivals, searchStays } from './tools/events.ts';
import { listByArea, listByLocation, searchKeyword } from './tools/lists.ts';
import { listSavedContents, saveContent, unsaveContent } from './tools/saved.ts';
import { addPlanItem, getTripPlan, removePlanItem } from './tools/trip-plan.ts';
import { createTourClient, TOUR_BASE_URL } from './upstream/client.ts';
import { gatewayError } from './upstream/envelope.ts';
import { createTourSim } from './upstream/sim.ts';

/** A data.go.kr general key: 64 lowercase hex digits (the "decoding" form). */
export const TOURAPI_DEMO_KEY = '6b6f70612d746f75726170692d64656d6f2d6b65792d4b6f7253657276696332';

export const tourapi = definePlatform({
  id: 'tourapi',
  title: '한국관광공사 TourAPI 4.0 (KorService2)',
  domain: 'tourism',
  baseUrl: TOUR_BASE_URL,
  auth: {
    param: 'serviceKey',
    location: 'query',
    envVar: 'KOPA_TOURAPI_KEY',
    demoKey: TOURAPI_DEMO_KEY,
    signupUrl: 'https://www.data.go.kr/data/15101578/openapi.do',
  },
  user: TourUser,
  dataset: (window) => createTourDataset(undefined, window),
  sim: createTourSim,
  // Over quota the gateway answers 22 (HTTP 429); a failing backend is 04 HTTP_ERROR behind a 502.
  faultResponse: (kind) => (kind === 'rate_limit' ? gatewayError('22') : gatewayError('04')),
  createClient: ({ fetch, baseUrl }) => createTourClient({ fetch, baseUrl }),
  // The gateway refuses default library User-Agents (HTTP 403), so live mode sends a browser-like one.
  live: {
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 kopa/0.1',
    ratePerSecond: 5,
    timeoutMs: 15_000,
  },
  tools: [
    listByArea,
    listByLocation,
    searchKeyword,
    searchFestivals,
    searchStays,
    getCommonDetail,
    getIntroDetail,
    getRepeatDetail,
    getImages,
    listSyncContents,
    listLegalDongCodes,
    listClassificationCodes,
    listAreaCodes,
    listCategoryCodes,
    saveContent,
    unsaveContent,
    listSavedContents,
    addPlanItem,
    removePlanItem,
    getTripPlan,
  ],
});

export { createTourDataset, type TourDataset } from './data/index.ts';
export { createTourClient, type TourClient } from './upstream/client.ts';
export { createTourSim } from './upstream/sim.ts';
