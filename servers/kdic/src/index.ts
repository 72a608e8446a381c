// 예금보험공사 KDIC (data.go.kr B190017) as a KOPA platform: protected institutions and products, savings-bank
// soundness, failed institutions and KDIC statistics, offline over a deterministic emulation or live with a key.
import { definePlatform } from '@kopa/kit';
import { createKdicDataset } from './data/index.ts';
import { KdicUser } from './schemas.ts';
import { listInsuranceTargetInstitutions, listPaymentAgentBranches } from './tools/institutions.ts';
import { listInsuredCompanies, listInsuredProducts } from './tools/insured-products.ts';
import {
  listBankruptEstateRealEstates,
  listBankruptInstitutions,
  listInsuranceAccidentInstitutions,
} from './tools/resolution.ts';
import { SAVED_PRODUCT_TOOLS } from './tools/saved-products.ts';
import { getSavingsBankFinance, getSuspendedSavingsBankProfitability } from './tools/savings-banks.ts';
import {
  getDepositInsuranceFund,
  getDepositTrends,
  getLifeInsurerOverview,
  getNonLifeInsurerOverview,
  listPublications,
} from './tools/statistics.ts';
import { createKdicClient, KDIC_BASE_URL } from './upstream/client.ts';
import { createKdicSim } from './upstream/sim.ts';
import { gatewayError } from './upstream/sim-respond.ts';

/** A data.go.kr key has 64 hex digits (the "decoding" form). */
export const KDIC_DEMO_KEY = '4b6f70614b6469634465706f736974496e737572616e6365436f72704b657931';

export const kdic = definePlatform({
  id: 'kdic',
  title: '예금보험공사 KDIC (data.go.kr B190017)',
  domain: 'finance',
  baseUrl: KDIC_BASE_URL,
  auth: {
    param: 'serviceKey',
    location: 'query',
    envVar: 'KOPA_KDIC_KEY',
    demoKey: KDIC_DEMO_KEY,
    signupUrl: 'https://www.data.go.kr/data/3037352/openapi.do',
  },
  user: KdicUser,
  dataset: () => createKdicDataset(),
  sim: createKdicSim,
  // A quota overrun is the gateway's 22; a service that is down answers SERVICETIMEOUT_ERROR with HTTP 504.
  faultResponse: (kind) => (kind === 'rate_limit' ? gatewayError('22') : gatewayError('05', 504)),
  createClient: ({ fetch, baseUrl }) => createKdicClient({ fetch, baseUrl }),
  live: { ratePerSecond: 5, timeoutMs: 15_000 },
  tools: [
    listInsuredCompanies,
    listInsuredProducts,
    listInsuranceTargetInstitutions,
    getSavingsBankFinance,
    listBankruptEstateRealEstates,
    listInsuranceAccidentInstitutions,
    listBankruptInstitutions,
    listPaymentAgentBranches,
    getDepositTrends,
    listPublications,
    getLifeInsurerOverview,
    getNonLifeInsurerOverview,
    getDepositInsuranceFund,
    getSuspendedSavingsBankProfitability,
    ...SAVED_PRODUCT_TOOLS,
  ],
});

export { createKdicDataset, type KdicDataset } from './data/index.ts';
export { createKdicClient, type KdicClient } from './upstream/client.ts';
export { OPERATIONS } from './upstream/operations.ts';
export { createKdicSim } from './upstream/sim.ts';
