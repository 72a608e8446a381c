// The deterministic Gyeonggi dataset behind the offline emulation: one lazily built table per
// service (the two big ones split by 시군), every row placed through the 시군 reference. Nothing is
// built until a query needs it.
import { type DataWindow, defineTable, type Table } from '@kopa/kit';
import { accidentYears, buildAccidentHotspots } from './accidents.ts';
import { buildChildcareCenters, buildLibraries, buildParkingLots } from './civic.ts';
import {
  buildAeds,
  buildAnimalHospitals,
  buildNightClinics,
  buildPharmacies,
  extendAnimalHospitals,
} from './health.ts';
import { buildMerchants, extendMerchants } from './merchants.ts';
import { definePartitioned, type PartitionedTable } from './partitioned.ts';
import { buildPopulation, lastMonthOf } from './population.ts';
import { buildRestaurants, extendRestaurants, restaurantKey } from './restaurants.ts';
import type { Sigun } from './sigun.ts';
import { buildGolfCourses, buildPublicFacilities, buildSportsFacilities, extendSportsFacilities } from './sports.ts';
import { DATA_END, type GgRow } from './types.ts';
import { windowEnd } from './window.ts';

export const DEFAULT_GYEONGGI_SEED = 'kopa-gyeonggi-v1';

export interface GyeonggiDataset {
  seed: string;
  /** The last day of generated activity (YYYYMMDD): DATA_END, or a later window's end. */
  end: string;
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

/**
 * The dataset of a window: without one, or with an end on or before DATA_END, the fixed dataset the
 * benchmark is materialized on. A later end continues the dated registers through it: 일반음식점 and
 * 동물병원 licences on every later day and closures of open ones (GENRESTRT, Animalhosptl), closures
 * of 지역화폐 merchants and 체육시설, population months and accident years. The registers without
 * dates (약국, AED, 도서관, 주차장, 어린이집, 소아 야간진료) are the same whatever the end.
 */
export function createGyeonggiDataset(seed: string = DEFAULT_GYEONGGI_SEED, window?: DataWindow): GyeonggiDataset {
  const end = windowEnd(window);
  const later = end > DATA_END;
  const fixedRestaurants = definePartitioned({
    name: 'GENRESTRT',
    key: restaurantKey,
    build: (sigun) => buildRestaurants(seed, sigun),
  });
  const restaurants = later
    ? definePartitioned({
        name: 'GENRESTRT',
        key: restaurantKey,
        build: (sigun) => extendRestaurants({ seed, sigun, fixed: fixedRestaurants.part(sigun.code).rows(), end }),
      })
    : fixedRestaurants;
  // Merchants join the fixed window's restaurants, so that the same merchants exist whatever the end.
  const fixedMerchants = (sigun: Sigun) =>
    buildMerchants({ seed, sigun, restaurants: fixedRestaurants.part(sigun.code).rows() });
  const merchants = definePartitioned({
    name: 'RegionMnyFacltStus',
    key: keyOf('FRCS_NO'),
    build: (sigun) => (later ? extendMerchants({ seed, fixed: fixedMerchants(sigun), end }) : fixedMerchants(sigun)),
  });
  const sportsKey = keyOf('FACLT_CD_ENCPT_VL');
  const fixedSports = table('TBGGPHSTRNFACLTM', sportsKey, () => buildSportsFacilities(seed));
  const sportsFacilities = later
    ? table('TBGGPHSTRNFACLTM', sportsKey, () => extendSportsFacilities({ seed, fixed: fixedSports.rows(), end }))
    : fixedSports;
  const placeKey = (name: string) => keyOf('SIGUN_CD', name, 'REFINE_LOTNO_ADDR');
  const dataset: GyeonggiDataset = {
    seed,
    end,
    restaurants,
    merchants,
    sportsFacilities,
    soccerFields: table('PublicTrainingFacilitySoccer', placeKey('FACLT_NM'), () =>
      buildPublicFacilities({ seed, facilities: fixedSports.rows(), sport: '축구장' }),
    ),
    swimmingPools: table('PublicSwimmingPool', placeKey('FACLT_NM'), () =>
      buildPublicFacilities({ seed, facilities: fixedSports.rows(), sport: '수영장' }),
    ),
    golfCourses: table('GolfPlace', keyOf('BIZPLC_NM'), () =>
      buildGolfCourses({ seed, facilities: fixedSports.rows() }),
    ),
    accidentHotspots: table('TfcacdarM', keyOf('MULTI_KNOWLG_DIV_NO'), () =>
      buildAccidentHotspots(seed, accidentYears(end)),
    ),
    pharmacies: table('ParmacyInfo', placeKey('INST_NM'), () => buildPharmacies(seed)),
    aeds: table('Aedstus', placeKey('INSTL_PLACE'), () => buildAeds(seed)),
    animalHospitals: table('Animalhosptl', placeKey('BIZPLC_NM'), () =>
      later ? extendAnimalHospitals({ seed, fixed: buildAnimalHospitals(seed), end }) : buildAnimalHospitals(seed),
    ),
    nightClinics: table('ChildNightTreatHosptl', keyOf('SIGUN_CD', 'FACLT_NM'), () => buildNightClinics(seed)),
    libraries: table('TBGGIBLLBR', keyOf('SIGUN_NM', 'LIBRRY_NM'), () => buildLibraries(seed)),
    parkingLots: table('ParkingPlace', keyOf('PARKPLC_MANAGE_NO'), () => buildParkingLots(seed)),
    childcareCenters: table('ChildHouse', placeKey('KIDGARTN_NM'), () => buildChildcareCenters(seed)),
    population: table('AgeAcctoPopltn', keyOf('EXAMIN_YY', 'EXAMIN_MT', 'LEGALDONG_CD'), () =>
      buildPopulation(seed, lastMonthOf(end)),
    ),
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
