// The committed reference data (real codes and names) loaded once into typed lookups: regions with both code
// systems (legacy areacode/sigungucode and 법정동 lDongRegnCd/lDongSignguCd), the lclsSystm classification and
// the legacy cat1/cat2/cat3 tree.
import categoriesJson from './categories.json' with { type: 'json' };
import classificationJson from './classification.json' with { type: 'json' };
import regionsJson from './regions.json' with { type: 'json' };

export interface Province {
  areacode: string;
  name: string;
  lDongRegnCd: string;
  lDongRegnNm: string;
  tel: string;
  zip: readonly [number, number];
  sigungu: Sigungu[];
}

export interface Sigungu {
  /** areacode:sigungucode, unique across the country. */
  key: string;
  areacode: string;
  sigungucode: string;
  name: string;
  lDongSignguCd: string;
  lat: number;
  lon: number;
  weight: number;
  coastal: boolean;
  /** Position within its province (zip blocks are allocated by it). */
  index: number;
  province: Province;
}

type SigunguTuple = [string, number, string, number, number, number, string];

function loadProvinces(): Province[] {
  return regionsJson.provinces.map((raw) => {
    const province: Province = {
      areacode: raw.areacode,
      name: raw.name,
      lDongRegnCd: raw.lDongRegnCd,
      lDongRegnNm: raw.lDongRegnNm,
      tel: raw.tel,
      zip: [raw.zip[0] ?? 0, raw.zip[1] ?? 0],
      sigungu: [],
    };
    (raw.sigungu as SigunguTuple[]).forEach(([name, code, lDong, lat, lon, weight, flags], index) => {
      province.sigungu.push({
        key: `${raw.areacode}:${code}`,
        areacode: raw.areacode,
        sigungucode: String(code),
        name,
        lDongSignguCd: lDong,
        lat,
        lon,
        weight,
        coastal: flags.includes('c'),
        index,
        province,
      });
    });
    return province;
  });
}

export const PROVINCES: readonly Province[] = loadProvinces();
export const SIGUNGU: readonly Sigungu[] = PROVINCES.flatMap((province) => province.sigungu);
const sigunguByKey = new Map(SIGUNGU.map((entry) => [entry.key, entry]));

export function sigunguOf(areacode: string, sigungucode: string): Sigungu | undefined {
  return sigunguByKey.get(`${areacode}:${sigungucode}`);
}

/** Classification row as lclsSystmCode2 lists it with lclsSystmListYn=Y. */
export interface ClassRow {
  lclsSystm1Cd: string;
  lclsSystm1Nm: string;
  lclsSystm2Cd: string;
  lclsSystm2Nm: string;
  lclsSystm3Cd: string;
  lclsSystm3Nm: string;
}

type Tree = Array<[string, string, Array<[string, string, Array<[string, string]>]>]>;

export const CLASS_ROWS: readonly ClassRow[] = (classificationJson.tree as Tree).flatMap(([c1, n1, mids]) =>
  mids.flatMap(([c2, n2, leaves]) =>
    leaves.map(([c3, n3]) => ({
      lclsSystm1Cd: c1,
      lclsSystm1Nm: n1,
      lclsSystm2Cd: c2,
      lclsSystm2Nm: n2,
      lclsSystm3Cd: c3,
      lclsSystm3Nm: n3,
    })),
  ),
);
const classByCode = new Map(CLASS_ROWS.map((row) => [row.lclsSystm3Cd, row]));

/** The classification of a 소분류 code, if it is a published one. */
export function findClass(lclsSystm3: string): ClassRow | undefined {
  return classByCode.get(lclsSystm3);
}

export function classOf(lclsSystm3: string): ClassRow {
  const row = classByCode.get(lclsSystm3);
  if (!row) throw new Error(`unknown lclsSystm3 ${lclsSystm3}`);
  return row;
}

export interface CategoryRow {
  cat1: string;
  cat1Nm: string;
  cat2: string;
  cat2Nm: string;
  cat3: string;
  cat3Nm: string;
}

export const CATEGORY_ROWS: readonly CategoryRow[] = (categoriesJson.tree as Tree).flatMap(([c1, n1, mids]) =>
  mids.flatMap(([c2, n2, leaves]) =>
    leaves.map(([c3, n3]) => ({ cat1: c1, cat1Nm: n1, cat2: c2, cat2Nm: n2, cat3: c3, cat3Nm: n3 })),
  ),
);

/** The cat1/cat2 prefix of a legacy cat3 code (A01010100 → A01, A0101; C01120001 → C01, C0112). */
export function categoryParts(cat3: string): { cat1: string; cat2: string; cat3: string } {
  return { cat1: cat3.slice(0, 3), cat2: cat3.slice(0, 5), cat3 };
}

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '12': '관광지',
  '14': '문화시설',
  '15': '축제공연행사',
  '25': '여행코스',
  '28': '레포츠',
  '32': '숙박',
  '38': '쇼핑',
  '39': '음식점',
};
