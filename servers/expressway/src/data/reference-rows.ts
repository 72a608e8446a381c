// The reference tables (routes, tollbooths, rest areas, fuel stations, facilities, dishes) as
// data.ex.co.kr rows: real names from network.json, generated details from the rest-area profiles.
import { createRng, hashSeed } from '@kopa/kit';
import { BEST_FOOD_MENU, REGIONAL_DISHES, STATION_FACILITIES } from './catalog.ts';
import type { Network } from './network.ts';
import { type RestProfile, secondDishIndexes } from './rest-profiles.ts';
import type {
  BestFoodRow,
  FuelStationRow,
  RepresentFoodRow,
  RestAreaRow,
  RouteRow,
  StationFacilityRow,
  UnitRow,
} from './types.ts';

const coordinate = (value: number) => value.toFixed(6);
const won = (value: number) => `${value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const ox = (flag: boolean) => (flag ? 'O' : 'X');

export function routeRows(network: Network): RouteRow[] {
  return network.routes.map((route) => ({
    routeNo: route.routeNo,
    routeName: route.routeName,
    displayName: route.displayName,
    startName: route.startName,
    endName: route.endName,
    routeLength: route.lengthKm.toFixed(1),
  }));
}

export function unitRows(network: Network): UnitRow[] {
  return network.units.map((unit) => ({
    unitCode: unit.unitCode,
    unitName: unit.unitName,
    routeNo: unit.routeNo,
    routeName: unit.routeName,
    xValue: coordinate(unit.lon),
    yValue: coordinate(unit.lat),
  }));
}

export function restAreaRows(profiles: readonly RestProfile[]): RestAreaRow[] {
  return profiles.map(({ model, ...profile }) => ({
    unitCode: model.unitCode,
    unitName: model.name,
    routeNo: model.routeNo,
    routeName: model.routeName,
    xValue: coordinate(model.lon),
    yValue: coordinate(model.lat),
    stdRestCd: profile.stdRestCd,
    serviceAreaCode: profile.serviceAreaCode,
    direction: model.direction,
    updownTypeCode: model.updownTypeCode,
    telNo: profile.telNo,
    svarAddr: profile.address,
    brand: profile.brand,
    convenience: profile.convenience,
    maintenanceYn: ox(profile.maintenance),
    truckSaYn: ox(profile.truckRestArea),
    batchMenu: profile.dishes[0]?.name ?? '',
    measurement: profile.measurement,
  }));
}

export function fuelStationRows(profiles: readonly RestProfile[]): FuelStationRow[] {
  return profiles.flatMap(({ model, station, address }) =>
    station
      ? [
          {
            serviceAreaCode: station.serviceAreaCode,
            serviceAreaCode2: station.stdRestCd,
            serviceAreaName: station.name,
            routeCode: model.routeNo,
            routeName: model.routeName,
            direction: model.direction,
            oilCompany: station.oilCompany,
            lpgYn: station.lpg ? 'Y' : 'N',
            gasolinePrice: `${won(station.gasoline)}원`,
            diselPrice: `${won(station.diesel)}원`,
            lpgPrice: station.lpg ? `${won(station.lpgPrice)}원` : 'X',
            telNo: station.telNo,
            svarAddr: address,
          },
        ]
      : [],
  );
}

export function stationFacilityRows(profiles: readonly RestProfile[], seed: string): StationFacilityRow[] {
  return profiles.flatMap(({ model, station, address }) => {
    if (!station) return [];
    const rng = createRng(hashSeed(seed, 'station-facilities', model.index));
    const chosen = STATION_FACILITIES.filter(([code]) => code === '07' || rng.chance(code === '06' ? 0.55 : 0.28));
    const month = rng.int(1, 8);
    const day = rng.int(1, 28);
    return chosen.map(([psCode, psName, psDesc, stime, etime]) => ({
      stdRestCd: station.stdRestCd,
      stdRestNm: station.name,
      psCode,
      psName,
      psDesc,
      stime,
      etime,
      svarAddr: address,
      routeCd: model.routeNo,
      routeNm: model.routeName,
      redId: `S${station.stdRestCd}001`,
      redDtime: `26/${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}`,
      lsttmAltrUser: 'SYSTEM',
      lsttmAltrDttm: `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    }));
  });
}

export function representFoodRows(profiles: readonly RestProfile[], seed: string): RepresentFoodRow[] {
  const seconds = secondDishIndexes(profiles, seed);
  return profiles.flatMap(({ model, stdRestCd, serviceAreaCode, dishes }) =>
    dishes
      .filter((_, position) => position === 0 || seconds.has(model.index))
      .map((dish) => ({
        direction: model.direction,
        serviceAreaCode,
        serviceAreaCode2: stdRestCd,
        serviceAreaName: model.name,
        routeCode: model.routeNo,
        routeName: model.routeName,
        batchMenu: dish.name,
        salePrice: `￦${won(dish.price)}`,
      })),
  );
}

export function bestFoodRows(profiles: readonly RestProfile[], seed: string): BestFoodRow[] {
  let seq = 100;
  return profiles.flatMap(({ model, stdRestCd, address, dishes }) => {
    const rng = createRng(hashSeed(seed, 'best-food', model.index));
    const restCd = `S${stdRestCd}`;
    const province = model.region.split(' ')[0] ?? '';
    const regional = (REGIONAL_DISHES[province] ?? []).filter((name) => !dishes.some((dish) => dish.name === name));
    const menu = [
      ...dishes.map((dish) => [dish.name, dish.price, `${model.name} 대표 메뉴입니다.`] as const),
      ...(regional.length > 0
        ? [[rng.pick(regional), rng.int(16, 26) * 500, '지역 특산 재료로 만든 메뉴입니다.'] as const]
        : []),
      ...BEST_FOOD_MENU.filter(() => rng.chance(0.3)),
    ].slice(0, 11);
    return menu.map(([foodNm, basePrice, etc], position) => {
      seq += 1;
      const price = Math.max(3000, basePrice + rng.int(-2, 2) * 500);
      const season = foodNm === '냉모밀' ? 'S' : foodNm.includes('우동') && rng.chance(0.3) ? 'W' : '4';
      const changed = `2026-0${rng.int(1, 8)}-${String(rng.int(1, 28)).padStart(2, '0')}`;
      return {
        stdRestCd,
        routeCd: model.routeNo,
        svarAddr: address,
        restCd,
        routeNm: model.routeName,
        stdRestNm: model.name,
        lsttmAltrUser: 'SYSTEM',
        lsttmAltrDttm: changed,
        seq: String(seq),
        foodNm,
        foodCost: String(price),
        etc,
        recommendyn: position < 2 || rng.chance(0.2) ? 'Y' : 'N',
        seasonMenu: season,
        bestfoodyn: position === 0 || rng.chance(0.15) ? 'Y' : 'N',
        premiumyn: price >= 9500 && rng.chance(0.5) ? 'Y' : 'N',
        app: 'Y',
        foodMaterial: null,
        lastId: `${restCd}001`,
        lastDtime: `202${rng.int(1, 5)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      };
    });
  });
}
