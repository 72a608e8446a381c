// The administrative regions of KMA's grid spreadsheet (기상청41_단기예보 조회서비스_오픈API활용가이드
// _격자_위경도: 1단계 시도 and 2단계 시군구 with their centre coordinates), with the grid computed from
// the coordinates by the official LCC conversion, and a name search that accepts the usual short forms.
import { defineTable, type Table } from '@kopa/kit';
import { toGrid } from './grid.ts';
import reference from './regions.json' with { type: 'json' };

export interface RegionRow extends Record<string, unknown> {
  /** 10-digit 행정구역코드 of the spreadsheet. */
  code: string;
  sido: string;
  /** '' for a 시도 row (1단계). */
  sigungu: string;
  level: 1 | 2;
  /** "서울특별시 종로구", or the 시도 alone. */
  name: string;
  lat: number;
  lon: number;
  /** The grid computed from lat/lon with the LCC conversion. */
  nx: number;
  ny: number;
  /** The grid printed in KMA's spreadsheet (null for the parent cities this table adds). */
  kmaNx: number | null;
  kmaNy: number | null;
}

interface ReferenceRow {
  code: string;
  sido: string;
  sigungu: string;
  lat: number;
  lon: number;
  kmaNx: number | null;
  kmaNy: number | null;
}

export function buildRegionRows(): RegionRow[] {
  return (reference as ReferenceRow[]).map((row) => ({
    ...row,
    level: row.sigungu ? 2 : 1,
    name: row.sigungu ? `${row.sido} ${row.sigungu}` : row.sido,
    ...toGrid({ lat: row.lat, lon: row.lon }),
  }));
}

export function createRegionTable(): Table<RegionRow> {
  return defineTable<RegionRow>({ name: 'kma.regions', key: 'code', build: buildRegionRows });
}

/** Short and former names of the 시도, as people write them. */
const SIDO_ALIASES: Record<string, string> = {
  서울: '서울특별시',
  서울시: '서울특별시',
  부산: '부산광역시',
  부산시: '부산광역시',
  대구: '대구광역시',
  대구시: '대구광역시',
  인천: '인천광역시',
  인천시: '인천광역시',
  광주광역: '광주광역시',
  대전: '대전광역시',
  대전시: '대전광역시',
  울산: '울산광역시',
  울산시: '울산광역시',
  세종: '세종특별자치시',
  세종시: '세종특별자치시',
  경기: '경기도',
  강원: '강원특별자치도',
  강원도: '강원특별자치도',
  충북: '충청북도',
  충남: '충청남도',
  전북: '전북특별자치도',
  전라북도: '전북특별자치도',
  전북도: '전북특별자치도',
  전남: '전라남도',
  경북: '경상북도',
  경남: '경상남도',
  제주: '제주특별자치도',
  제주도: '제주특별자치도',
};

const compact = (text: string) => text.normalize('NFC').replace(/\s+/g, '');

/** Expands a leading short 시도 name ("서울 종로구" → "서울특별시종로구"). */
export function normalizeRegionQuery(query: string): string {
  const parts = query.normalize('NFC').trim().split(/\s+/);
  const first = parts[0] ?? '';
  if (SIDO_ALIASES[first]) parts[0] = SIDO_ALIASES[first];
  return compact(parts.join(''));
}

export interface RegionMatch {
  row: RegionRow;
  /** 0 exact full name, 1 exact 시군구 or 시도, 2 name starts with the query, 3 contains it. */
  rank: number;
}

/** Ranked matches of a region name; short names like "수원", "종로구", "제주" are accepted. */
export function searchRegions(options: { rows: readonly RegionRow[]; query: string }): RegionMatch[] {
  const wanted = normalizeRegionQuery(options.query);
  if (!wanted) return [];
  const matches: RegionMatch[] = [];
  for (const row of options.rows) {
    const full = compact(row.name);
    const own = compact(row.sigungu || row.sido);
    let rank = -1;
    if (full === wanted) rank = 0;
    else if (own === wanted || own === `${wanted}시` || own === `${wanted}군` || own === `${wanted}구`) rank = 1;
    else if (full.startsWith(wanted) || own.startsWith(wanted)) rank = 2;
    else if (full.includes(wanted)) rank = 3;
    if (rank >= 0) matches.push({ row, rank });
  }
  // 시도 before 시군구 at the same rank, then code order: the order is stable on every machine.
  return matches.sort((a, b) => a.rank - b.rank || a.row.level - b.row.level || (a.row.code < b.row.code ? -1 : 1));
}
