// The deterministic NEIS dataset: the 17 real offices of education with their 시군구, every
// school (schoolInfo), the academies of each office, and the date-driven tables (meals,
// schedules, timetables, classes) generated per school on demand. Nothing is built at import. A data
// window past the fixed one serves meals and timetables through its end (within 학년도 2026).
import { createHash } from 'node:crypto';
import { type DataWindow, defineTable, type Table } from '@kopa/kit';
import { buildAcademyRows } from './academies.ts';
import { datesBetween, isValidYmd, WINDOW_END, WINDOW_START } from './calendar.ts';
import { affiliationRows, classRows, classroomRows, majorRows } from './classes.ts';
import { mealRows } from './meals.ts';
import { OFFICES } from './offices.ts';
import { createProfile } from './profile.ts';
import { scheduleRows } from './schedule.ts';
import { buildSchoolRows } from './schools.ts';
import { timetableRows } from './timetable.ts';
import type { NeisDataset, RawRow, SchoolProfile } from './types.ts';

export type { NeisDataset, Office, RawRow, SchoolKind, SchoolProfile } from './types.ts';

export const DEFAULT_NEIS_SEED = 'kopa-neis-v1';
export { OFFICES };

/** Every n-th school feeds the hash of the date-driven tables (hashing all would build ~2M rows). */
const HASH_SAMPLE_STRIDE = 250;

function digest(rows: readonly RawRow[]): string {
  const hash = createHash('sha256');
  for (const row of rows) hash.update(JSON.stringify(row)).update('\n');
  return hash.digest('hex');
}

/** The dataset of the fixed window, or serving meals and timetables through a later `window.end`. */
export function createNeisDataset(seed: string = DEFAULT_NEIS_SEED, window?: DataWindow): NeisDataset {
  const asked = window?.end.replaceAll('-', '');
  if (asked !== undefined && !isValidYmd(asked))
    throw new Error(`data window end ${window?.end} is not a YYYY-MM-DD day`);
  const windowEnd = asked !== undefined && asked > WINDOW_END ? asked : WINDOW_END;
  const byCode = new Map(OFFICES.map((office) => [office.code, office]));
  const schools = defineTable<RawRow>({
    name: 'neis.schools',
    key: 'SD_SCHUL_CODE',
    build: () => buildSchoolRows(seed, OFFICES),
  });
  const academyTables = new Map<string, Table<RawRow>>();
  const profiles = new Map<string, SchoolProfile>();

  const dataset: NeisDataset = {
    seed,
    windowEnd,
    offices: OFFICES,
    office: (code) => byCode.get(code),
    schools,
    profile(row) {
      const code = String(row.SD_SCHUL_CODE ?? '');
      const cached = profiles.get(code);
      if (cached && cached.row === row) return cached;
      const profile = createProfile(seed, row);
      if (profiles.size > 20_000) profiles.clear();
      profiles.set(code, profile);
      return profile;
    },
    academies(officeCode) {
      let table = academyTables.get(officeCode);
      if (!table) {
        const office = byCode.get(officeCode);
        table = defineTable<RawRow>({
          name: `neis.academies.${officeCode}`,
          key: 'ACA_ASNUM',
          build: () => (office ? buildAcademyRows(seed, office) : []),
        });
        academyTables.set(officeCode, table);
      }
      return table;
    },
    hashes() {
      const hashes: Record<string, string> = { [schools.name]: schools.hash() };
      for (const office of OFFICES) hashes[`neis.academies.${office.code}`] = dataset.academies(office.code).hash();
      const sample = schools.rows().filter((_, index) => index % HASH_SAMPLE_STRIDE === 0);
      const profilesOfSample = sample.map((row) => dataset.profile(row));
      const window = datesBetween(WINDOW_START, windowEnd);
      hashes['neis.meals@sample'] = digest(
        profilesOfSample.flatMap((profile) => mealRows({ seed, profile, dates: window })),
      );
      hashes['neis.schedules@sample'] = digest(profilesOfSample.flatMap((profile) => scheduleRows({ seed, profile })));
      hashes['neis.timetables@sample'] = digest(
        profilesOfSample.flatMap((profile) => timetableRows({ seed, profile, scope: { dates: window.slice(0, 14) } })),
      );
      hashes['neis.classes@sample'] = digest(
        profilesOfSample.flatMap((profile) => [
          ...classRows(profile),
          ...majorRows(profile),
          ...affiliationRows(profile),
          ...classroomRows(profile),
        ]),
      );
      return hashes;
    },
  };
  return dataset;
}
