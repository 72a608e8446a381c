// The emulation against public facts: the real XML envelopes of both hosts, the lines a station
// serves and the ridership ranking of CardSubwayStatsNew (sources in README "Fidelity" and PROVENANCE.md).
import { DEFAULT_NOW, type SimContext } from '@kopa/kit';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { SEOUL_DEMO_KEY, seoul } from '../src/index.ts';

const KEY = SEOUL_DEMO_KEY;
const dataset = seoul.dataset();
const sim = seoul.sim(dataset);
const context: SimContext = { credentials: { status: 'active', key: KEY }, now: new Date(DEFAULT_NOW), overlay: {} };
const parser = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'row' });

type Row = Record<string, string>;
/** A parsed root: a service (`list_total_count`, `RESULT`, `row`) or a bare `RESULT`'s fields. */
type XmlRoot = { list_total_count?: string; RESULT: Row; row: Row[] } & Row;

async function get(path: string) {
  const response = await sim(new Request(`http://openapi.seoul.go.kr:8088${encodeURI(path)}`), context);
  const text = await response.text();
  return { type: response.headers.get('content-type') ?? '', text, xml: parser.parse(text) as Record<string, XmlRoot> };
}

describe('the emulated Seoul XML', () => {
  it('answers an 8088 service as <SERVICE> with list_total_count, RESULT and one <row> per record', async () => {
    const { type, text, xml } = await get(`/${KEY}/xml/SearchInfoBySubwayNameService/1/10/서울역`);
    expect(type).toContain('text/xml');
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<SearchInfoBySubwayNameService>')).toBe(true);
    const root = xml.SearchInfoBySubwayNameService as XmlRoot;
    expect(root.RESULT).toEqual({ CODE: 'INFO-000', MESSAGE: '정상 처리되었습니다' });
    expect(Number(root.list_total_count)).toBe(root.row.length);
    expect(root.row[0]).toEqual({ STATION_CD: '0150', STATION_NM: '서울역', LINE_NUM: '01호선', FR_CODE: '133' });
  });

  it('answers the same rows in XML and in JSON', async () => {
    const path = `/1/5/20260828/2호선`;
    const xml = (await get(`/${KEY}/xml/CardSubwayStatsNew${path}`)).xml.CardSubwayStatsNew as XmlRoot;
    const json = JSON.parse((await get(`/${KEY}/json/CardSubwayStatsNew${path}`)).text).CardSubwayStatsNew;
    expect(xml.row.map((row) => row.SBWY_STNS_NM)).toEqual(
      json.row.map((row: Record<string, string>) => row.SBWY_STNS_NM),
    );
    expect(xml.row.map((row) => Number(row.GTON_TNOPE))).toEqual(
      json.row.map((row: Record<string, number>) => row.GTON_TNOPE),
    );
  });

  it.each([
    ['no data', `/${KEY}/xml/CardSubwayStatsNew/1/5/20300101`, 'INFO-200'],
    ['a wrong key', `/${'f'.repeat(30)}/xml/bikeList/1/5`, 'INFO-100'],
    ['an unknown service', `/${KEY}/xml/NoSuchService/1/5`, 'ERROR-310'],
    ['an unemulated type, in XML the default', `/${KEY}/xls/bikeList/1/5`, 'ERROR-301'],
  ])('answers %s with a bare <RESULT>', async (_label, path, code) => {
    const { xml } = await get(path);
    expect(Object.keys(xml).filter((name) => name !== '?xml')).toEqual(['RESULT']);
    expect(xml.RESULT?.CODE).toBe(code);
    expect(xml.RESULT?.MESSAGE).not.toBe('');
  });

  it('answers the realtime host as <realtimeStationArrival> with its lowercase RESULT and <row> trains', async () => {
    const { xml } = await get(`/api/subway/${KEY}/xml/realtimeStationArrival/0/4/서울`);
    const root = xml.realtimeStationArrival as XmlRoot;
    expect(root.RESULT.code).toBe('INFO-000');
    expect(root.RESULT.status).toBe('200');
    expect(root.row.length).toBe(4);
    expect(root.row.every((row) => row.statnNm === '서울')).toBe(true);
  });

  it('answers a realtime miss with the flat result fields under <RESULT>', async () => {
    const { xml } = await get(`/api/subway/${KEY}/xml/realtimeStationArrival/0/4/없는역`);
    expect(xml.RESULT?.code).toBe('INFO-200');
  });
});

describe('the lines a station serves', () => {
  const linesOf = (name: string) =>
    dataset.stations
      .rows()
      .filter((row) => row.STATION_NM === name)
      .map((row) => row.LINE_NUM)
      .sort();

  it.each([
    ['서울역', ['01호선', '04호선', 'GTX-A', '경의중앙선', '공항철도']],
    ['왕십리', ['02호선', '05호선', '경의중앙선', '수인분당선']],
    ['김포공항', ['05호선', '09호선', '공항철도', '서해선']],
    ['홍대입구', ['02호선', '경의중앙선', '공항철도']],
    ['공덕', ['05호선', '06호선', '경의중앙선', '공항철도']],
    ['시청', ['01호선', '02호선']],
    ['종로3가', ['01호선', '03호선', '05호선']],
    ['동대문역사문화공원', ['02호선', '04호선', '05호선']],
    ['사당', ['02호선', '04호선']],
    ['고속터미널', ['03호선', '07호선', '09호선']],
    ['청량리', ['01호선', '경의중앙선', '경춘선', '수인분당선']],
    ['선릉', ['02호선', '수인분당선']],
    ['수서', ['03호선', 'GTX-A', '수인분당선']],
  ])('%s serves its real lines', (name, lines) => {
    expect(linesOf(name)).toEqual([...lines].sort());
  });
});

describe('CardSubwayStatsNew ridership', () => {
  const boardingsByStation = (day: string) => {
    const totals = new Map<string, number>();
    for (const row of dataset.ridership.on(day)) {
      totals.set(row.SBWY_STNS_NM, (totals.get(row.SBWY_STNS_NM) ?? 0) + row.GTON_TNOPE);
    }
    return [...totals.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name);
  };

  it('ranks the real busiest stations at the top on a weekday', () => {
    const top = boardingsByStation('20260826').slice(0, 15);
    for (const name of ['서울역', '잠실', '강남', '홍대입구', '고속터미널', '신림', '구로디지털단지']) {
      expect(top, name).toContain(name);
    }
  });

  it('keeps 명동 among the busier half, not the quietest', () => {
    const ranking = boardingsByStation('20260826');
    expect(ranking.indexOf('명동')).toBeLessThan(ranking.length / 4);
  });
});
