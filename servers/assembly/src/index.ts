// 열린국회정보 (Open Assembly, open.assembly.go.kr) as a KOPA platform: members, bills, plenary
// votes, committees and schedules, offline over a deterministic emulation and live with a real KEY.
import { definePlatform, infoEnvelope, jsonResponse } from '@kopa/kit';
import { createAssemblyDataset } from './data/index.ts';
import { AssemblyUser } from './schemas.ts';
import { BILL_DETAIL_TOOLS } from './tools/bill-detail.ts';
import { BILL_LIST_TOOLS } from './tools/bills.ts';
import { COMMITTEE_TOOLS } from './tools/committees.ts';
import { MEMBER_TOOLS } from './tools/members.ts';
import { SUBSCRIPTION_TOOLS } from './tools/subscriptions.ts';
import { VOTE_TOOLS } from './tools/votes.ts';
import { ASSEMBLY_BASE_URL, BROWSER_USER_AGENT, createAssemblyClient } from './upstream/client.ts';
import { createAssemblySim } from './upstream/sim.ts';

/** A key of the real shape (32 lowercase hex digits). */
export const ASSEMBLY_DEMO_KEY = '7c1e9a4f3b2d48e6a5f0c9d8b7a61234';

export const assembly = definePlatform({
  id: 'assembly',
  title: '열린국회정보 (Open Assembly)',
  domain: 'politics',
  baseUrl: ASSEMBLY_BASE_URL,
  auth: {
    param: 'KEY',
    location: 'query',
    envVar: 'KOPA_ASSEMBLY_KEY',
    demoKey: ASSEMBLY_DEMO_KEY,
    signupUrl: 'https://open.assembly.go.kr/portal/openapi/main.do',
  },
  user: AssemblyUser,
  dataset: (window) => createAssemblyDataset(undefined, window),
  sim: createAssemblySim,
  faultResponse: (kind) => jsonResponse(infoEnvelope.result(kind === 'rate_limit' ? 'ERROR-337' : 'ERROR-500')),
  createClient: ({ fetch, baseUrl }) => createAssemblyClient({ fetch, baseUrl }),
  live: { userAgent: BROWSER_USER_AGENT, ratePerSecond: 5, timeoutMs: 20_000 },
  tools: [
    ...MEMBER_TOOLS,
    ...BILL_LIST_TOOLS,
    ...BILL_DETAIL_TOOLS,
    ...VOTE_TOOLS,
    ...COMMITTEE_TOOLS,
    ...SUBSCRIPTION_TOOLS,
  ],
});

export { type AssemblyDataset, createAssemblyDataset } from './data/index.ts';
export { type AssemblyClient, createAssemblyClient } from './upstream/client.ts';
export { createAssemblySim } from './upstream/sim.ts';
