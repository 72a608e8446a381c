import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemsOf, KEY, openSeoul } from './helpers.ts';

let seoul: Awaited<ReturnType<typeof openSeoul>>;
beforeAll(async () => {
  seoul = await openSeoul();
});
afterAll(() => seoul.close());

type Station = { STATION_CD: string; STATION_NM: string; LINE_NUM: string; FR_CODE: string };
type Train = { TRAIN_NO: string; ARRIVETIME: string; LEFTTIME: string; SUBWAYENAME: string };

describe('the Seoul subway chains', () => {
  it('resolves a station name to its code and reads that station timetable', async () => {
    const stations = itemsOf<Station>(await seoul.call('seoul_search_subway_station', { KEY, STATION_NM: '강남' }));
    expect(stations.map((row) => [row.LINE_NUM, row.STATION_CD])).toEqual([
      ['02호선', '0222'],
      ['신분당선', '4304'],
    ]);
    const line2 = stations.find((row) => row.LINE_NUM === '02호선');
    const page = await seoul.call('seoul_get_station_timetable', {
      KEY,
      STATION_CD: line2?.STATION_CD,
      WEEK_TAG: '1',
      INOUT_TAG: '2',
      END_INDEX: 1000,
    });
    const trains = itemsOf<Train & { STATION_NM: string }>(page);
    expect(trains.length).toBeGreaterThan(100);
    expect(new Set(trains.map((row) => row.STATION_NM))).toEqual(new Set(['강남']));
    const times = trains.map((row) => row.ARRIVETIME);
    expect([...times].sort()).toEqual(times);
    expect(times[0]).toMatch(/^0[56]:/);
  });

  it('shows at a station the same trains its timetable lists, arriving when the timetable says', async () => {
    const arrivals = itemsOf<{
      subwayId: string;
      updnLine: string;
      btrainNo: string;
      barvlDt: string;
      statnNm: string;
    }>(await seoul.call('seoul_get_realtime_arrivals', { KEY, statnNm: '강남' }));
    const line2 = arrivals.filter((row) => row.subwayId === '1002');
    expect(line2.length).toBe(4);
    expect(new Set(line2.map((row) => row.updnLine))).toEqual(new Set(['내선', '외선']));
    const inner = line2.find((row) => row.updnLine === '내선');
    const timetable = itemsOf<Train>(
      await seoul.call('seoul_get_station_timetable', {
        KEY,
        STATION_CD: '0222',
        WEEK_TAG: '1',
        INOUT_TAG: '1',
        END_INDEX: 1000,
      }),
    );
    const train = timetable.find((row) => row.TRAIN_NO === inner?.btrainNo);
    expect(train, `train ${inner?.btrainNo} in the timetable`).toBeDefined();
    // The default clock is 2026-09-01 10:00:00 KST, a Tuesday (WEEK_TAG 1).
    const [h = 0, m = 0, s = 0] = (train?.ARRIVETIME ?? '').split(':').map(Number);
    expect(h * 3600 + m * 60 + s - 10 * 3600).toBe(Number(inner?.barvlDt));
  });

  it('lists first and last trains consistent with the timetable', async () => {
    const [firstLast] = itemsOf<{ FSTT_HRM: string; LSTTM_HRM: string; SUBW_CD: string }>(
      await seoul.call('seoul_get_first_last_trains', {
        KEY,
        LINE_NUM: '2호선',
        INOUT_TAG: '2',
        WEEK_TAG: '3',
        STATION_CD: '0239',
      }),
    );
    const timetable = itemsOf<Train>(
      await seoul.call('seoul_get_station_timetable', {
        KEY,
        STATION_CD: '0239',
        WEEK_TAG: '3',
        INOUT_TAG: '2',
        END_INDEX: 1000,
      }),
    );
    expect(firstLast?.FSTT_HRM).toBe(timetable[0]?.ARRIVETIME.replace(/:/g, ''));
    expect(firstLast?.LSTTM_HRM).toBe(timetable.at(-1)?.ARRIVETIME.replace(/:/g, ''));
  });

  it('joins ridership rows to station names from the station search', async () => {
    const rows = itemsOf<{ SBWY_STNS_NM: string; SBWY_ROUT_LN_NM: string; GTON_TNOPE: number }>(
      await seoul.call('seoul_get_subway_ridership', { KEY, USE_DT: '20260828', SUB_STA_NM: '서울역' }),
    );
    // CardSubwayStatsNew's own line names; GTX-A is not in the card statistics.
    expect(rows.map((row) => row.SBWY_ROUT_LN_NM).sort()).toEqual(['1호선', '4호선', '경의선', '공항철도 1호선']);
    for (const row of rows) expect(row.GTON_TNOPE).toBeGreaterThan(0);
  });

  it('books a listed service and shows it among my reservations', async () => {
    const open = itemsOf<{ SVCID: string; SVCSTATNM: string; SVCNM: string }>(
      await seoul.call('seoul_list_sport_reservations', { KEY, END_INDEX: 1000 }),
    ).find((row) => row.SVCSTATNM === '접수중');
    expect(open, 'a 접수중 sport listing at the default clock').toBeDefined();
    const booked = await seoul.call('seoul_reserve_public_service', { KEY, SVCID: open?.SVCID, count: 1 });
    expect(booked.isError, JSON.stringify(booked.content)).toBeFalsy();
    const mine = (await seoul.call('seoul_list_my_reservations')).structuredContent as {
      reservations: Array<{ SVCID: string; status: string; SVCNM: string }>;
    };
    expect(mine.reservations).toEqual([
      expect.objectContaining({ SVCID: open?.SVCID, status: '예약완료', SVCNM: open?.SVCNM }),
    ]);
  });
});
