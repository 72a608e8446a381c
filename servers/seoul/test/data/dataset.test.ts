// Row counts and referential consistency of the Seoul dataset: codes unique, the network joins
// the ridership and bike tables, and the service plan holds together.
import { describe, expect, it } from 'vitest';
import { weekTag } from '../../src/data/calendar.ts';
import { createSeoulDataset } from '../../src/data/index.ts';
import { isListed, statusAt } from '../../src/data/reservations.ts';
import { RIDERSHIP_START } from '../../src/data/ridership.ts';

const dataset = createSeoulDataset();

describe('the Seoul dataset', () => {
  it('has the expected scale (ridership > 200k rows over the window)', () => {
    expect(dataset.stations.rows().length).toBeGreaterThan(450);
    expect(dataset.bikeStations.rows().length).toBeGreaterThan(2000);
    expect(dataset.reservations.rows().length).toBe(1620);
    const ridership = dataset.ridershipTable.rows();
    expect(ridership.length).toBeGreaterThan(200_000);
    expect(ridership[0]?.USE_YMD).toBe(RIDERSHIP_START);
    expect(ridership.at(-1)?.USE_YMD).toBe('20260829');
  });

  it('keeps station codes unique and the confirmed real codes', () => {
    const stations = dataset.stations.rows();
    expect(new Set(stations.map((row) => row.STATION_CD)).size).toBe(stations.length);
    expect(new Set(stations.map((row) => row.statnId)).size).toBe(stations.length);
    const code = (line: string, name: string) =>
      stations.find((row) => row.LINE_NUM === line && row.STATION_NM === name)?.STATION_CD;
    expect([
      code('01호선', '서울역'),
      code('02호선', '강남'),
      code('03호선', '수서'),
      code('04호선', '서울역'),
      code('09호선', '개화'),
    ]).toEqual(['0150', '0222', '0339', '0426', '4101']);
    for (const row of stations) expect(row.STATION_CD).toMatch(/^\d{4}$/);
  });

  it('joins every ridership row of a day to a station of the network', () => {
    // GTX-A is not in CardSubwayStatsNew: its stations have no ridership line.
    const reported = dataset.stations.rows().filter((row) => row.ridershipLine !== '');
    const names = new Set(reported.map((row) => `${row.ridershipLine}|${row.STATION_NM}`));
    const day = dataset.ridership.on('20260301');
    expect(day.length).toBe(names.size);
    for (const row of day) expect(names.has(`${row.SBWY_ROUT_LN_NM}|${row.SBWY_STNS_NM}`)).toBe(true);
  });

  it('rides fewer people on holidays than on weekdays', () => {
    const total = (day: string) => dataset.ridership.on(day).reduce((sum, row) => sum + row.GTON_TNOPE, 0);
    expect(weekTag('20260301')).toBe('3');
    expect(weekTag('20260304')).toBe('1');
    expect(total('20260301')).toBeLessThan(total('20260304') * 0.7);
  });

  it('places bike stations in real 자치구 with unique ids and numbers', () => {
    const bikes = dataset.bikeStations.rows();
    expect(new Set(bikes.map((row) => row.RENT_ID)).size).toBe(bikes.length);
    expect(new Set(bikes.map((row) => row.RENT_NO)).size).toBe(bikes.length);
    expect(new Set(bikes.map((row) => row.STA_LOC)).size).toBe(25);
    for (const row of bikes) expect(row.RENT_ID_NM).toBe(`${Number(row.RENT_NO)}. ${row.RENT_NM}`);
  });

  it('has listings in every state at the default clock, each SVCID unique', () => {
    const now = new Date('2026-09-01T10:00:00+09:00');
    const rows = dataset.reservations.rows();
    expect(new Set(rows.map((row) => row.SVCID)).size).toBe(rows.length);
    const states = new Set(rows.filter((row) => isListed(row, now)).map((row) => statusAt(row, now)));
    for (const state of ['안내중', '접수중', '예약마감', '접수종료']) expect(states.has(state), state).toBe(true);
  });

  it('runs every segment in both directions from morning to midnight', () => {
    for (const segment of dataset.network().segments) {
      for (const inout of ['1', '2'] as const) {
        const times = dataset.departures({ segment, inout, weekTag: '1' });
        expect(times.length, segment.id).toBeGreaterThan(40);
        expect(times[0]).toBeLessThan(6 * 3600);
        expect(times.at(-1)).toBeGreaterThan(23 * 3600);
      }
    }
  });
});
