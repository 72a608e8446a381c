// KRX market data as a KOPA platform: the KRX Open API (data-dbg.krx.co.kr, AUTH_KEY) and the FSC
// stock services on data.go.kr (serviceKey), over one deterministic market built from DART's
// listed companies.
import { dataGoKrGatewayXml, definePlatform, xmlResponse } from '@kopa/kit';
import { createKrxDataset } from './data/index.ts';
import { KrxUser } from './schemas.ts';
import { FSC_TOOLS } from './tools/fsc.ts';
import { MARKET_TOOLS } from './tools/krx-market.ts';
import { STOCK_TOOLS } from './tools/krx-stocks.ts';
import { ALERT_TOOLS } from './tools/price-alerts.ts';
import { createKrxClient, KRX_BASE_URL } from './upstream/client.ts';
import { createKrxSim } from './upstream/sim.ts';

/** The offline demo key, shaped like a KRX AUTH_KEY (40 upper-case hex digits). */
export const KRX_DEMO_KEY = '7C3F9A12B4E85D06C1A2F3B4D5E6A7B8C9D0E1F2';

export const krx = definePlatform({
  id: 'krx',
  title: 'KRX 시장정보 (KRX Open API · 금융위원회 주식시세정보)',
  domain: 'finance',
  baseUrl: KRX_BASE_URL,
  auth: {
    param: 'AUTH_KEY',
    location: 'header',
    envVar: 'KOPA_KRX_KEY',
    demoKey: KRX_DEMO_KEY,
    signupUrl: 'https://openapi.krx.co.kr',
  },
  user: KrxUser,
  dataset: (window) => createKrxDataset({ window }),
  sim: createKrxSim,
  // One answer must serve both upstreams: the status tells the KRX client (429, 504) and the body
  // the data.go.kr client (gateway 22 LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR, 05).
  faultResponse: (kind) =>
    kind === 'rate_limit'
      ? xmlResponse(dataGoKrGatewayXml('LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR', '22'), 429)
      : xmlResponse(dataGoKrGatewayXml('SERVICETIMEOUT_ERROR', '05'), 504),
  createClient: ({ fetch, baseUrl }) => createKrxClient({ fetch, baseUrl }),
  live: { ratePerSecond: 5, timeoutMs: 20_000 },
  tools: [...STOCK_TOOLS, ...MARKET_TOOLS, ...FSC_TOOLS, ...ALERT_TOOLS],
});

export { createKrxDataset, type KrxDataset } from './data/index.ts';
export { createKrxClient, type KrxClient } from './upstream/client.ts';
export { createKrxSim } from './upstream/sim.ts';
