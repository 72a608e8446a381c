// DART 전자공시 (OpenDART) as a KOPA platform: the reference every other platform copies.
import { DART_MESSAGES, dartEnvelope, definePlatform, jsonResponse } from '@kopa/kit';
import { createDartDataset } from './data/index.ts';
import { WatchlistUser } from './schemas.ts';
import { getCompany } from './tools/company.ts';
import { EVENT_TOOLS } from './tools/events.ts';
import { getFinancialIndices, getFullStatements, getMultiAccount, getSingleAccount } from './tools/financials.ts';
import { listDisclosures } from './tools/list-disclosures.ts';
import { PERIODIC_TOOLS } from './tools/periodic.ts';
import { searchCorpCode } from './tools/search-corp-code.ts';
import { WATCHLIST_TOOLS } from './tools/watchlist.ts';
import { createDartClient, DART_BASE_URL } from './upstream/client.ts';
import { createDartSim } from './upstream/sim.ts';

export const DART_DEMO_KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f9001122334';

export const dart = definePlatform({
  id: 'dart',
  title: 'DART 전자공시 (OpenDART)',
  domain: 'finance',
  baseUrl: DART_BASE_URL,
  auth: {
    param: 'crtfc_key',
    location: 'query',
    envVar: 'KOPA_DART_KEY',
    demoKey: DART_DEMO_KEY,
    signupUrl: 'https://opendart.fss.or.kr/uss/umt/EgovMberInsertView.do',
  },
  user: WatchlistUser,
  dataset: () => createDartDataset(),
  sim: createDartSim,
  faultResponse: (kind) => jsonResponse(dartEnvelope.error(kind === 'rate_limit' ? '020' : '800')),
  createClient: ({ fetch, cache, baseUrl }) => createDartClient({ fetch, cache, baseUrl }),
  live: { ratePerSecond: 5, timeoutMs: 20_000 },
  tools: [
    searchCorpCode,
    listDisclosures,
    getCompany,
    getSingleAccount,
    getMultiAccount,
    getFullStatements,
    getFinancialIndices,
    ...PERIODIC_TOOLS,
    ...EVENT_TOOLS,
    ...WATCHLIST_TOOLS,
  ],
});

export { createDartDataset, type DartDataset } from './data/index.ts';
export { createDartClient, type DartClient } from './upstream/client.ts';
export { createDartSim } from './upstream/sim.ts';
export { DART_MESSAGES };
