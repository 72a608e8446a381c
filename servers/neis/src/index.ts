// NEIS 교육정보 개방 포털 (open.neis.go.kr) as a KOPA platform: schools, meals, school calendars,
// timetables, classes and academies, offline over a deterministic emulation or live with a key.
import { definePlatform, jsonResponse } from '@kopa/kit';
import { createNeisDataset } from './data/index.ts';
import { NeisUser } from './schemas.ts';
import { listAcademies } from './tools/academies.ts';
import { ALLERGY_TOOLS } from './tools/allergy-watch.ts';
import { FAVORITE_TOOLS } from './tools/favorites.ts';
import { getMeals } from './tools/meals.ts';
import { getSchoolSchedule } from './tools/schedule.ts';
import { STRUCTURE_TOOLS } from './tools/school-structure.ts';
import { searchSchools } from './tools/search-schools.ts';
import { TIMETABLE_TOOLS } from './tools/timetables.ts';
import { createNeisClient, NEIS_BASE_URL } from './upstream/client.ts';
import { neisEnvelope } from './upstream/messages.ts';
import { createNeisSim } from './upstream/sim.ts';

/** A key of the real shape: 32 lowercase hex characters. */
export const NEIS_DEMO_KEY = '5d1e7b3a9c2f48e6a0b4c8d2e6f1a3b7';

export const neis = definePlatform({
  id: 'neis',
  title: 'NEIS 교육정보 개방 포털',
  domain: 'education',
  baseUrl: NEIS_BASE_URL,
  auth: {
    param: 'KEY',
    location: 'query',
    envVar: 'KOPA_NEIS_KEY',
    demoKey: NEIS_DEMO_KEY,
    signupUrl: 'https://open.neis.go.kr/portal/guide/actKeyPage.do',
  },
  user: NeisUser,
  dataset: (window) => createNeisDataset(undefined, window),
  sim: createNeisSim,
  // NEIS answers both with HTTP 200 and a top-level RESULT.
  faultResponse: (kind) => jsonResponse(neisEnvelope.result(kind === 'rate_limit' ? 'ERROR-337' : 'ERROR-500')),
  createClient: ({ fetch, baseUrl }) => createNeisClient({ fetch, baseUrl }),
  live: { ratePerSecond: 5, timeoutMs: 15_000 },
  tools: [
    searchSchools,
    getMeals,
    getSchoolSchedule,
    ...TIMETABLE_TOOLS,
    ...STRUCTURE_TOOLS,
    listAcademies,
    ...FAVORITE_TOOLS,
    ...ALLERGY_TOOLS,
  ],
});

export { createNeisDataset, type NeisDataset } from './data/index.ts';
export { createNeisClient, type NeisClient } from './upstream/client.ts';
export { createNeisSim } from './upstream/sim.ts';
