// The deterministic Gyeonggi dataset behind the offline emulation: one lazily built table per
// service (the two big ones split by 시군), every row placed through the 시군 reference. Nothing is
// built until a query needs it.
import { defineTable, type Table } from '@kopa/kit';
import { buildAccidentHotspots } from './accidents.ts';
import { buildChildcareCenters, buildLibraries, buildParkingLots } from './civic.ts';
import { buildAeds, buildAnimalHospitals, buildNightClinics, buildPharmacies } from './health.ts';
import { buildMerchants } from './merchants.ts';
import { definePartitioned, type PartitionedTable } from './partitioned.ts';
import { buildPopulation } from './population.ts';
import { buildRestaurants, restaurantKey } from './restaurants.ts';
import { buildGolfCourses, buildPublicFacilities, buildSportsFacilities } from './sports.ts';
import type { GgRow } from './types.ts';

export const DEFAULT_GYEONGGI_SEED = 'kopa-gyeonggi-v1';

export interface GyeonggiDataset {
  seed: string;
  /** GENRESTRT (and its per-업태 slices), by 시군. */
  restaurants: PartitionedTable;
  /** RegionMnyFacltStus, by 시군. */
  merchants: PartitionedTable;
  sportsFacilities: Table<GgRow>;
  soccerFields: Table<GgRow>;
  swimmingPools: Table<GgRow>;
  golfCourses: Table<GgRow>;
  accidentHotspots: Table<GgRow>;
  pharmacies: Table<GgRow>;
  aeds: Table<GgRow>;
  animalHospitals: Table<GgRow>;
  nightClinics: Table<GgRow>;
  libraries: Table<GgRow>;
  parkingLots: Table<GgRow>;
  childcareCenters: Table<GgRow>;
  population: Table<GgRow>;
  /** sha256 of every table, by table name; building them all takes a few seconds. */
  hashes(): Record<string, string>;
}

const text = (row: GgRow, field: string) => String(row[field] ?? '').trim();
const keyOf =
  (...fields: string[]) =>
  (row: GgRow) =>
    fields.map((field) => text(row, field)).join('|');

/** Drops rows whose key repeats an earlier row, so that every table has a primary key. */
function unique(rows: GgRow[], key: (row: GgRow) => string): GgRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const value = key(row);
    if (seen.has(value)) return false;
    seen.add(value);
    return true;
  });
}

function table(name: string, key: (row: GgRow) => string, build: () => GgRow[]): Table<GgRow> {
  return defineTable<GgRow>({ name, key, build: () => unique(build(), key) });
}

export function createGyeonggiDataset(seed: string = DEFAULT_GYEONGGI_SEED): GyeonggiDataset {
  const restaurants = definePartitioned({
    name: 'GENRESTRT',
    key: restaurantKey,
    build: (sigun) => buildRestaurants(seed, sigun),
  });
  const merchants = definePartitioned({
    name: 'RegionMnyFacltStus',
    key: keyOf('FRCS_NO'),
    build: (sigun) => buildMerchants({ seed, sigun, restaurants: restaurants.part(sigun.code).rows() }),
  });
  const sportsKey = keyOf('FACLT_CD_ENCPT_VL');
  const sportsFacilities = table('TBGGPHSTRNFACLTM', sportsKey, () => buildSportsFacilities(seed));
  const placeKey = (name: string) => keyOf('SIGUN_CD', name, 'REFINE_LOTNO_ADDR');
  const dataset: GyeonggiDataset = {
    seed,
    restaurants,
    merchants,
    sportsFacilities,
    soccerFields: table('PublicTrainingFacilitySoccer', placeKey('FACLT_NM'), () =>
      buildPublicFacilities({ seed, facilities: sportsFacilities.rows(), sport: '축구장' }),
    ),
    swimmingPools: table('PublicSwimmingPool', placeKey('FACLT_NM'), () =>
      buildPublicFacilities({ seed, facilities: sportsFacilities.rows(), sport: '수영장' }),
    ),
    golfCourses: table('GolfPlace', keyOf('BIZPLC_NM'), () =>
      buildGolfCourses({ seed, facilities: sportsFacilities.rows() }),
    ),
    accidentHotspots: table('TfcacdarM', keyOf('MULTI_KNOWLG_DIV_NO'), () => buildAccidentHotspots(seed)),
    pharmacies: table('ParmacyInfo', placeKey('INST_NM'), () => buildPharmacies(seed)),
    aeds: table('Aedstus', placeKey('INSTL_PLACE'), () => buildAeds(seed)),
    animalHospitals: table('Animalhosptl', placeKey('BIZPLC_NM'), () => buildAnimalHospitals(seed)),
    nightClinics: table('ChildNightTreatHosptl', keyOf('SIGUN_CD', 'FACLT_NM'), () => buildNightClinics(seed)),
    libraries: table('TBGGIBLLBR', keyOf('SIGUN_NM', 'LIBRRY_NM'), () => buildLibraries(seed)),
    parkingLots: table('ParkingPlace', keyOf('PARKPLC_MANAGE_NO'), () => buildParkingLots(seed)),
    childcareCenters: table('ChildHouse', placeKey('KIDGARTN_NM'), () => buildChildcareCenters(seed)),
    population: table('AgeAcctoPopltn', keyOf('EXAMIN_YY', 'EXAMIN_MT', 'LEGALDONG_CD'), () => buildPopulation(seed)),
    hashes() {
      const result: Record<string, string> = {};
      for (const value of Object.values(dataset)) {
        if (value && typeof value === 'object' && 'hash' in value && 'name' in value) {
          const tableLike = value as { name: string; hash(): string };
          result[tableLike.name] = tableLike.hash();
        }
      }
      return result;
    },
  };
  return dataset;
}

export type { PartitionedTable } from './partitioned.ts';
export { findSigun, GYEONGGI_SIGUN, type GyeonggiSigun, SIGUNS, type Sigun } from './sigun.ts';
export type { GgRow, GgValue } from './types.ts';
