// The generated facts about each real rest area (telephone, address, brand, dishes, fuel station),
// drawn once per seed so that every rest-area operation tells the same story about the same place.
import { createRng, hashSeed, type Rng } from '@kopa/kit';
import { AREA_CODES, BRANDS, OIL_COMPANIES, REGIONAL_DISHES, REST_CONVENIENCES, VILLAGES } from './catalog.ts';
import { type Network, type RestAreaModel, stationOf } from './network.ts';

export interface Dish {
  name: string;
  price: number;
}

export interface StationProfile {
  name: string;
  stdRestCd: string;
  serviceAreaCode: string;
  oilCompany: string;
  lpg: boolean;
  gasoline: number;
  diesel: number;
  lpgPrice: number;
  telNo: string;
}

export interface RestProfile {
  model: RestAreaModel;
  stdRestCd: string;
  serviceAreaCode: string;
  telNo: string;
  address: string;
  brand: string;
  convenience: string;
  maintenance: boolean;
  truckRestArea: boolean;
  /** Representative dishes (representFoodServiceArea); the first is serviceAreaRoute.batchMenu. */
  dishes: Dish[];
  station: StationProfile | undefined;
  measurement: string;
}

/** Rows of representFoodServiceArea, as the live API counts them (221 at numOfRows 99 → 3 pages). */
export const REPRESENT_FOOD_TOTAL = 221;

export function telNo(rng: Rng, region: string): string {
  const area = AREA_CODES[region.split(' ')[0] ?? ''] ?? '031';
  const middle = area === '02' ? rng.int(500, 599) : rng.int(200, 999);
  return `${area}-${middle}-${String(rng.int(0, 9999)).padStart(4, '0')}`;
}

function address(rng: Rng, model: RestAreaModel): string {
  if (model.address) return model.address;
  const lot = rng.chance(0.6) ? `${rng.int(1, 899)}-${rng.int(1, 40)}` : String(rng.int(1, 999));
  return `${model.region} ${rng.pick(VILLAGES)} ${lot}`;
}

function dishesOf(rng: Rng, model: RestAreaModel): Dish[] {
  const province = model.region.split(' ')[0] ?? '';
  const pool = [...(REGIONAL_DISHES[province] ?? []), ...(REGIONAL_DISHES['*'] ?? [])];
  const first = model.index === 1 ? '말죽거리소고기국밥' : rng.pick(pool);
  const second = rng.pick(pool.filter((dish) => dish !== first));
  const price = () => rng.int(12, 24) * 500;
  return [
    { name: first, price: model.index === 1 ? 6000 : price() },
    { name: second, price: price() },
  ];
}

function station(rng: Rng, model: RestAreaModel): StationProfile | undefined {
  // About one rest area in eight has no fuel station of its own (e.g. a shared one across the road).
  if (model.index !== 1 && rng.chance(0.12)) return undefined;
  const metro = /^(서울|경기|인천)/.test(model.region);
  const gasoline = rng.int(metro ? 1680 : 1630, metro ? 1795 : 1740);
  return {
    name: model.name.replace(/휴게소$/, '주유소'),
    stdRestCd: String(model.index * 2).padStart(6, '0'),
    serviceAreaCode: `B${String(model.index).padStart(5, '0')}`,
    oilCompany: rng.weighted(OIL_COMPANIES),
    lpg: rng.chance(0.42),
    gasoline,
    diesel: gasoline - rng.int(90, 150),
    lpgPrice: rng.int(965, 1085),
    telNo: telNo(rng, model.region),
  };
}

/** One profile per rest area, in the national order (stdRestCd 000001, 000003, …). */
export function buildRestProfiles(network: Network, seed: string): RestProfile[] {
  return network.restAreas.map((model) => {
    const rng = createRng(hashSeed(seed, 'rest-area', model.index));
    const profile: RestProfile = {
      model,
      stdRestCd: String(model.index * 2 - 1).padStart(6, '0'),
      serviceAreaCode: `A${String(model.index).padStart(5, '0')}`,
      telNo: telNo(rng, model.region),
      address: address(rng, model),
      brand: rng.pick(BRANDS),
      convenience: rng.pick(REST_CONVENIENCES),
      maintenance: rng.chance(0.35),
      truckRestArea: rng.chance(0.18),
      dishes: dishesOf(rng, model),
      station: station(rng, model),
      measurement: stationOf(model.region),
    };
    return profile;
  });
}

/** Which rest areas list a second representative dish, so that the total is REPRESENT_FOOD_TOTAL. */
export function secondDishIndexes(profiles: readonly RestProfile[], seed: string): Set<number> {
  const extra = Math.max(0, REPRESENT_FOOD_TOTAL - profiles.length);
  const ranked = profiles
    .map((profile) => ({ index: profile.model.index, key: hashSeed(seed, 'second-dish', profile.model.index) }))
    .sort((a, b) => a.key - b.key || a.index - b.index);
  return new Set(ranked.slice(0, extra).map((entry) => entry.index));
}
