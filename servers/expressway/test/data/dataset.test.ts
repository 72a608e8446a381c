// Size, identity and referential consistency of the Expressway dataset.
import { describe, expect, it } from 'vitest';
import { datesBetween, WINDOW_END, WINDOW_START } from '../../src/data/calendar.ts';
import { createExpresswayDataset } from '../../src/data/index.ts';
import { dailyVolume, nationalRows } from '../../src/data/traffic.ts';

const dataset = createExpresswayDataset();
const network = dataset.network();
const routes = dataset.routes.rows();
const units = dataset.units.rows();
const restAreas = dataset.restAreas.rows();
const stations = dataset.fuelStations.rows();

describe('the real network', () => {
  it('has the real route codes and names', () => {
    const byNo = Object.fromEntries(routes.map((route) => [route.routeNo, route.routeName]));
    expect(byNo).toMatchObject({
      '0010': '경부선',
      '0050': '영동선',
      '0100': '남해선',
      '0150': '서해안선',
      '0250': '호남선',
      '0350': '중부내륙선',
      '0370': '중부선',
      '0450': '중앙선',
      '0600': '서울양양선',
      '1000': '수도권제1순환선',
      '4000': '수도권제2순환선',
    });
  });

  it('has about 300 tollbooths and 180 rest areas with unique, well-formed codes', () => {
    expect(units.length).toBe(307);
    expect(restAreas.length).toBe(180);
    expect(new Set(units.map((unit) => unit.unitCode)).size).toBe(units.length);
    expect(new Set(units.map((unit) => unit.unitName)).size).toBe(units.length);
    expect(new Set(restAreas.map((area) => area.unitName)).size).toBe(restAreas.length);
    for (const unit of units) expect(unit.unitCode).toMatch(/^\d{3}$/);
    restAreas.forEach((area, index) => {
      expect(area.unitCode).toBe(String(index + 1).padStart(3, '0'));
      expect(area.stdRestCd).toBe(String(index * 2 + 1).padStart(6, '0'));
      expect(area.serviceAreaCode).toBe(`A${String(index + 1).padStart(5, '0')}`);
      expect(area.unitName).toMatch(/휴게소$/);
    });
  });

  it('keeps the recorded anchors: 서울 101, 수원신갈 103, 서울만남(부산) 001/000001/A00001, 죽전 002', () => {
    expect(dataset.units.get('101')?.unitName).toBe('서울');
    expect(dataset.units.get('103')?.unitName).toBe('수원신갈');
    expect(dataset.restAreas.get('000001')).toMatchObject({
      unitCode: '001',
      unitName: '서울만남(부산)휴게소',
      serviceAreaCode: 'A00001',
    });
    expect(restAreas[1]?.unitName).toBe('죽전(서울)휴게소');
    expect(restAreas.map((area) => area.unitName)).toEqual(
      expect.arrayContaining([
        '덕평자연휴게소',
        '망향(부산)휴게소',
        '안성(서울)휴게소',
        '행담도휴게소',
        '하남드림휴게소',
      ]),
    );
  });

  it('places every tollbooth and rest area in Korea, in kilometre order along its route', () => {
    for (const row of [...units, ...restAreas]) {
      expect(Number(row.yValue)).toBeGreaterThan(33);
      expect(Number(row.yValue)).toBeLessThan(38.7);
      expect(Number(row.xValue)).toBeGreaterThan(124.5);
      expect(Number(row.xValue)).toBeLessThan(130);
    }
    for (const route of network.routes) {
      const km = route.units.map((unit) => unit.km);
      expect(km).toEqual([...km].sort((a, b) => a - b));
      expect(new Set(km).size, route.routeName).toBe(km.length);
    }
  });
});

describe('generated tables', () => {
  it('have the expected sizes; the daily traffic table has more than 100k rows', () => {
    const days = datesBetween(WINDOW_START, WINDOW_END).length;
    expect(days).toBe(366);
    expect(dataset.unitDailyTraffic.rows().length).toBe(units.length * days * 2);
    expect(dataset.unitDailyTraffic.rows().length).toBeGreaterThan(100_000);
    expect(dataset.representFoods.rows().length).toBe(221);
    expect(stations.length).toBeGreaterThan(140);
    expect(dataset.stationFacilities.rows().length).toBeGreaterThan(300);
    expect(dataset.bestFoods.rows().length).toBeGreaterThan(1000);
  });

  it('link every fuel station to its rest area (stdRestCd + 1, B code = A code, same name)', () => {
    for (const station of stations) {
      const area = dataset.restAreas.get(String(Number(station.serviceAreaCode2) - 1).padStart(6, '0'));
      expect(area, station.serviceAreaName).toBeDefined();
      expect(station.serviceAreaCode.slice(1)).toBe(area?.serviceAreaCode.slice(1));
      expect(station.serviceAreaName).toBe(area?.unitName.replace(/휴게소$/, '주유소'));
      expect(station.routeCode).toBe(area?.routeNo);
      expect(station.gasolinePrice).toMatch(/^\d,\d{3}원$/);
      expect(station.lpgPrice).toMatch(station.lpgYn === 'Y' ? /^\d?,?\d{3}원$/ : /^X$/);
    }
  });

  it('point every facility, dish and menu at a station or rest area that exists', () => {
    const stationCodes = new Set(stations.map((station) => station.serviceAreaCode2));
    for (const row of dataset.stationFacilities.rows()) expect(stationCodes.has(row.stdRestCd)).toBe(true);
    for (const row of dataset.representFoods.rows()) {
      expect(dataset.restAreas.get(row.serviceAreaCode2)?.unitName).toBe(row.serviceAreaName);
    }
    for (const row of dataset.bestFoods.rows())
      expect(dataset.restAreas.get(row.stdRestCd)?.unitName).toBe(row.stdRestNm);
    const routeCodes = new Set(routes.map((route) => route.routeNo));
    for (const row of [...units, ...restAreas]) expect(routeCodes.has(row.routeNo)).toBe(true);
    const unitCodes = new Set(units.map((unit) => unit.unitCode));
    for (const row of dataset.unitDailyTraffic.where('sumDate', '20260315'))
      expect(unitCodes.has(row.unitCode)).toBe(true);
  });

  it('makes the national KEC total the exact sum of every tollbooth entry of that day', () => {
    for (const day of ['20251006', '20260314', '20260831']) {
      const entries = dataset.unitDailyTraffic
        .where('sumDate', day)
        .filter((row) => row.inoutType === '0')
        .reduce((sum, row) => sum + row.trafficAmout, 0);
      const national = nationalRows(dataset.traffic, day, entries)
        .filter((row) => row.exDivCode === '00')
        .reduce((sum, row) => sum + Number(row.trafficVolumn), 0);
      expect(national).toBe(entries);
    }
  });

  it('computes the same daily volumes with the pure function the sim uses after the window', () => {
    for (const unit of network.units.slice(0, 40)) {
      const row = dataset.unitDailyTraffic.get(`${unit.unitCode}:20260315:1`);
      expect(row?.trafficAmout).toBe(dailyVolume({ context: dataset.traffic, unit, ymd: '20260315', inoutType: 1 }));
    }
  });

  it('shows the 추석 exodus: traffic on 2025-10-06 exceeds an ordinary Tuesday', () => {
    const total = (day: string) =>
      dataset.unitDailyTraffic.where('sumDate', day).reduce((sum, row) => sum + row.trafficAmout, 0);
    expect(total('20251006')).toBeGreaterThan(total('20251014') * 1.3);
  });

  it('extends past the window with the holidays there: 추석 2026-09-25 exceeds an ordinary Friday', () => {
    const total = (ymd: string) =>
      network.units.reduce((sum, unit) => sum + dailyVolume({ context: dataset.traffic, unit, ymd, inoutType: 0 }), 0);
    expect(total('20260925')).toBeGreaterThan(total('20261016') * 1.3);
  });

  it('builds conzones between consecutive tollbooths of one route, in both directions', () => {
    const zones = dataset.conzones();
    expect(zones.length).toBe(2 * network.routes.reduce((sum, route) => sum + route.units.length - 1, 0));
    for (const zone of zones) {
      expect(zone.from.routeNo).toBe(zone.routeNo);
      expect(zone.to.routeNo).toBe(zone.routeNo);
      expect(zone.updownTypeCode === 'E' ? zone.to.km > zone.from.km : zone.to.km < zone.from.km).toBe(true);
    }
  });
});
