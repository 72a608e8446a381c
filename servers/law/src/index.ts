// 국가법령정보센터 law.go.kr DRF as a KOPA platform: statutes with their amendment histories, precedents,
// statutory interpretations, administrative rules and local ordinances, offline over a deterministic
// emulation of the DRF or live with an OC.
import { definePlatform } from '@kopa/kit';
import { createLawDataset, DEFAULT_LAW_SEED } from './data/index.ts';
import { LawUser } from './schemas.ts';
import { BOOKMARK_TOOLS } from './tools/bookmarks.ts';
import { getInterpretation, getPrecedent, searchInterpretations, searchPrecedents } from './tools/cases.ts';
import { getArticle, getLaw } from './tools/law-text.ts';
import { getLawHistory, searchEffectiveLaws, searchLaws } from './tools/laws.ts';
import { getAdminRule, getOrdinance, searchAdminRules, searchOrdinances } from './tools/rules.ts';
import { BROWSER_USER_AGENT, createLawClient, LAW_BASE_URL, LAW_REFERER } from './upstream/client.ts';
import { createLawSim } from './upstream/sim.ts';
import { notFoundPage } from './upstream/sim-respond.ts';

/** An OC is the ID part of the e-mail registered at open.law.go.kr (e.g. g4c for g4c@korea.kr). */
export const LAW_DEMO_KEY = 'kopalaw2026';

export const law = definePlatform({
  id: 'law',
  title: '국가법령정보센터 (law.go.kr DRF)',
  domain: 'law',
  baseUrl: LAW_BASE_URL,
  auth: {
    param: 'OC',
    location: 'query',
    envVar: 'KOPA_LAW_KEY',
    demoKey: LAW_DEMO_KEY,
    signupUrl: 'https://open.law.go.kr/LSO/openApi/guideList.do',
  },
  user: LawUser,
  dataset: (window) => createLawDataset(DEFAULT_LAW_SEED, window),
  sim: createLawSim,
  // law.go.kr documents no rate-limit answer; the emulation sends HTTP 429 with an empty body. Its
  // observed server failure is the intermittent HTTP 404 page under bursts of requests.
  faultResponse: (kind) => (kind === 'rate_limit' ? new Response('', { status: 429 }) : notFoundPage()),
  createClient: ({ fetch, baseUrl }) => createLawClient({ fetch, baseUrl }),
  live: { userAgent: BROWSER_USER_AGENT, referer: LAW_REFERER, ratePerSecond: 2, timeoutMs: 20_000 },
  tools: [
    searchLaws,
    searchEffectiveLaws,
    getLawHistory,
    getLaw,
    getArticle,
    searchPrecedents,
    getPrecedent,
    searchInterpretations,
    getInterpretation,
    searchAdminRules,
    getAdminRule,
    searchOrdinances,
    getOrdinance,
    ...BOOKMARK_TOOLS,
  ],
});

export { createLawDataset, DEFAULT_LAW_SEED, type LawDataset } from './data/index.ts';
export { createLawClient, type LawClient } from './upstream/client.ts';
export { createLawSim } from './upstream/sim.ts';
