// Size, real reference values and referential consistency of the TourAPI dataset.
import { describe, expect, it } from 'vitest';
import type { ContentRow } from '../../src/data/content-row.ts';
import { courseStopCandidates, repeatRows } from '../../src/data/detail-repeat.ts';
import festivals from '../../src/data/festivals.json' with { type: 'json' };
import { distanceMetres } from '../../src/data/format.ts';
import { createTourDataset } from '../../src/data/index.ts';
import landmarks from '../../src/data/landmarks.json' with { type: 'json' };
import { spreadKm } from '../../src/data/places.ts';
import { CATEGORY_ROWS, CLASS_ROWS, PROVINCES, SIGUNGU, sigunguOf } from '../../src/data/reference.ts';

const dataset = createTourDataset();
const contents = dataset.contents.rows();
const byId = new Map(contents.map((row) => [row.contentid, row]));
const CLOCK = '20260901100000';
const REFERENCE_IDS = new Set([...landmarks.rows, ...festivals.rows].map((row) => String(row[0])));

describe('reference data', () => {
  it('has the 17 provinces and 229 시군구 with unique codes in both systems', () => {
    expect(PROVINCES).toHaveLength(17);
    expect(SIGUNGU).toHaveLength(229);
    expect(new Set(SIGUNGU.map((entry) => entry.key)).size).toBe(229);
    expect(new Set(SIGUNGU.map((entry) => `${entry.province.lDongRegnCd}${entry.lDongSignguCd}`)).size).toBe(229);
  });

  it('keeps the real Gyeonggi codes: 31 시군 in 가나다 order, 법정동 41 + 시군 code', () => {
    const gyeonggi = PROVINCES.find((province) => province.areacode === '31');
    expect(gyeonggi?.lDongRegnCd).toBe('41');
    const names = gyeonggi?.sigungu.map((entry) => `${entry.sigungucode}:${entry.name}`);
    expect(names?.slice(0, 3)).toEqual(['1:가평군', '2:고양시', '3:과천시']);
    expect(names).toContain('13:수원시');
    expect(names?.at(-1)).toBe('31:화성시');
    expect(sigunguOf('31', '13')?.lDongSignguCd).toBe('110');
    expect(sigunguOf('31', '1')?.lDongSignguCd).toBe('820');
    expect(sigunguOf('6', '16')?.name).toBe('해운대구');
    expect(sigunguOf('36', '17')?.name).toBe('통영시');
  });

  it('holds the published classification (10/59/246) and the legacy categories', () => {
    expect(new Set(CLASS_ROWS.map((row) => row.lclsSystm1Cd)).size).toBe(10);
    expect(new Set(CLASS_ROWS.map((row) => row.lclsSystm2Cd)).size).toBe(59);
    expect(CLASS_ROWS).toHaveLength(246);
    expect(CLASS_ROWS.find((row) => row.lclsSystm3Cd === 'HS010100')?.lclsSystm3Nm).toBe('고궁');
    expect(CATEGORY_ROWS.find((row) => row.cat3 === 'A05020900')?.cat3Nm).toBe('카페/전통찻집');
  });
});

describe('contents', () => {
  it('has about 24,000 contents of every type, thousands in Gyeonggi, and over 100k images', () => {
    expect(contents.length).toBeGreaterThan(24_000);
    const types = new Map<string, number>();
    for (const row of contents) types.set(row.contenttypeid, (types.get(row.contenttypeid) ?? 0) + 1);
    expect([...types.keys()].sort()).toEqual(['12', '14', '15', '25', '28', '32', '38', '39']);
    for (const count of types.values()) expect(count).toBeGreaterThan(500);
    expect(contents.filter((row) => row.areacode === '31').length).toBeGreaterThan(3000);
    expect(dataset.images.rows().length).toBeGreaterThan(100_000);
  });

  it('keeps every real landmark with its codes and coordinates', () => {
    for (const [id, type, title, lcls3, , areacode, code, lat, lon] of landmarks.rows as Array<
      [string, string, string, string, string, string, number, number, number]
    >) {
      expect(byId.get(id), title).toMatchObject({
        contenttypeid: type,
        title,
        lclsSystm3: lcls3,
        areacode,
        sigungucode: String(code),
      });
      expect(Number(byId.get(id)?.mapy)).toBeCloseTo(lat, 6);
      expect(Number(byId.get(id)?.mapx)).toBeCloseTo(lon, 6);
    }
  });

  it('gives every content known codes that agree with each other', () => {
    const classes = new Map(CLASS_ROWS.map((row) => [row.lclsSystm3Cd, row]));
    const cats = new Set(CATEGORY_ROWS.map((row) => row.cat3));
    const bad = contents.filter((row) => {
      const sigungu = sigunguOf(row.areacode, row.sigungucode);
      const klass = classes.get(row.lclsSystm3);
      return (
        !sigungu ||
        sigungu.province.lDongRegnCd !== row.lDongRegnCd ||
        sigungu.lDongSignguCd !== row.lDongSignguCd ||
        !row.addr1.startsWith(sigungu.province.lDongRegnNm) ||
        !klass ||
        klass.lclsSystm2Cd !== row.lclsSystm2 ||
        klass.lclsSystm1Cd !== row.lclsSystm1 ||
        !cats.has(row.cat3) ||
        !row.cat3.startsWith(row.cat2) ||
        !row.cat2.startsWith(row.cat1) ||
        !/^\d{5}$/.test(row.zipcode)
      );
    });
    expect(bad.map((row) => row.contentid)).toEqual([]);
  });

  it('places generated contents around their 시군구 centre', () => {
    const far = contents.filter((row) => {
      if (REFERENCE_IDS.has(row.contentid)) return false;
      const sigungu = sigunguOf(row.areacode, row.sigungucode);
      if (!sigungu) return true;
      const metres = distanceMetres(sigungu, { lat: Number(row.mapy), lon: Number(row.mapx) });
      return metres > spreadKm(sigungu) * 2000 + 1;
    });
    expect(far).toEqual([]);
  });

  it('has times in order and up to the default clock, festivals with valid date ranges', () => {
    const bad = contents.filter(
      (row: ContentRow) =>
        !(row.createdtime <= row.modifiedtime && row.modifiedtime <= CLOCK && /^\d{14}$/.test(row.createdtime)) ||
        (row.contenttypeid === '15') !== (row.eventstartdate !== '') ||
        (row.contenttypeid === '15' && row.eventstartdate > row.eventenddate),
    );
    expect(bad.map((row) => row.contentid)).toEqual([]);
    const festivals = contents.filter((row) => row.contenttypeid === '15');
    expect(festivals.filter((row) => row.eventstartdate.startsWith('2026')).length).toBeGreaterThan(
      festivals.length / 2,
    );
  });

  it('points course stops and images at contents that exist', () => {
    const courses = contents.filter((row) => row.contenttypeid === '25').slice(0, 200);
    for (const course of courses) {
      const neighbours = contents.filter(
        (row) => row.areacode === course.areacode && row.sigungucode === course.sigungucode,
      );
      const stops = repeatRows({ seed: dataset.seed, row: course, neighbours });
      const allowed = new Set(courseStopCandidates({ row: course, neighbours }).map((row) => row.contentid));
      for (const stop of stops) expect(allowed.has(stop.subcontentid ?? ''), course.contentid).toBe(true);
    }
    const orphans = dataset.images.rows().filter((row) => !byId.get(row.contentid)?.firstimage);
    expect(orphans).toEqual([]);
  });
});
