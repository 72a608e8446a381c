// The LCC conversion against the official constants' known points, and the region table against
// KMA's grid spreadsheet.
import { describe, expect, it } from 'vitest';
import { GRID_NX, GRID_NY, inGrid, toGrid, toLatLon } from '../../src/data/grid.ts';
import { buildRegionRows, searchRegions } from '../../src/data/regions.ts';

const rows = buildRegionRows();
const row = (sido: string, sigungu = '') => rows.find((entry) => entry.sido === sido && entry.sigungu === sigungu);

describe('the KMA grid conversion', () => {
  it.each([
    ['서울특별시 종로구', 37.5704, 126.9816, 60, 127],
    ['부산광역시 (시청)', 35.1796, 129.0756, 98, 76],
    ['제주특별자치도', 33.4888, 126.4988, 52, 38],
    ['강원특별자치도 강릉시', 37.749136, 128.878497, 92, 131],
    ['울릉군', 37.4842, 130.9057, 127, 127],
  ])('puts %s at the grid of the guide', (_name, lat, lon, nx, ny) => {
    expect(toGrid({ lat, lon })).toEqual({ nx, ny });
  });

  it('inverts every tenth cell of the grid back to itself', () => {
    for (let nx = 1; nx <= GRID_NX; nx += 10) {
      for (let ny = 1; ny <= GRID_NY; ny += 10) expect(toGrid(toLatLon({ nx, ny }))).toEqual({ nx, ny });
    }
  });

  it('knows the grid extent', () => {
    expect(inGrid({ nx: 1, ny: 1 })).toBe(true);
    expect(inGrid({ nx: 149, ny: 253 })).toBe(true);
    expect(inGrid({ nx: 150, ny: 100 })).toBe(false);
    expect(inGrid({ nx: 60.5, ny: 127 })).toBe(false);
  });
});

describe('the region table of the grid spreadsheet', () => {
  it('holds the 17 시도 and the 시군구, with Gyeonggi’s 31 시군', () => {
    expect(rows.filter((entry) => entry.level === 1)).toHaveLength(17);
    expect(rows.filter((entry) => entry.level === 2 && entry.kmaNx !== null)).toHaveLength(250);
    expect(rows).toHaveLength(278);
    const gyeonggi = rows.filter(
      (entry) => entry.sido === '경기도' && entry.level === 2 && !entry.sigungu.includes(' '),
    );
    expect(gyeonggi).toHaveLength(31);
    for (const city of gyeonggi) expect(inGrid(city)).toBe(true);
  });

  it('computes the spreadsheet’s grid from the coordinates, but for two cells the sheet rounds differently', () => {
    const differing = rows
      .filter((entry) => entry.kmaNx !== null && (entry.kmaNx !== entry.nx || entry.kmaNy !== entry.ny))
      .map((entry) => `${entry.name} ${entry.kmaNx}/${entry.kmaNy}→${entry.nx}/${entry.ny}`);
    expect(differing).toEqual(['경상북도 청송군 96/103→97/103', '경상남도 창원시 진해구 91/75→91/74']);
  });

  it('finds the brief’s reference points by name', () => {
    expect(row('서울특별시', '종로구')).toMatchObject({ nx: 60, ny: 127 });
    expect(row('부산광역시')).toMatchObject({ nx: 98, ny: 76 });
    expect(row('제주특별자치도')).toMatchObject({ nx: 52, ny: 38 });
  });

  it.each([
    ['서울 종로구', '서울특별시 종로구'],
    ['종로구', '서울특별시 종로구'],
    ['수원', '경기도 수원시'],
    ['제주', '제주특별자치도'],
    ['강원도 춘천', '강원특별자치도 춘천시'],
    ['군위군', '대구광역시 군위군'],
  ])('ranks the exact match of "%s" first', (query, name) => {
    expect(searchRegions({ rows, query })[0]?.row.name).toBe(name);
  });
});
