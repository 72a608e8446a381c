// The code operations: areaCode2 (legacy 지역코드), categoryCode2 (legacy 서비스분류), ldongCode2 (법정동) and
// lclsSystmCode2 (분류체계). In code mode each returns the next level down as {rnum, code, name}; in list mode
// (…ListYn=Y) the flattened rows.
import { paginate } from '@kopa/kit';
import { CATEGORY_ROWS, CLASS_ROWS, CONTENT_TYPES, PROVINCES } from '../data/reference.ts';
import type { PageOut } from './envelope.ts';
import type { Query } from './sim-params.ts';

type Handler = (query: Query) => PageOut;
type Row = Record<string, string>;

/** Numbers the rows (rnum is a JSON number upstream) and pages them. */
function pageOf(query: Query, rows: readonly Row[]): PageOut {
  const numbered = rows.map((row, index) => ({ rnum: index + 1, ...row }));
  return {
    rows: paginate(numbered, query.page),
    totalCount: rows.length,
    pageNo: query.page.pageNo,
    numOfRows: query.page.numOfRows,
  };
}

function unique(rows: readonly Row[]): Row[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = JSON.stringify(row);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const areaCode2: Handler = (query) => {
  const areaCode = query.get('areaCode');
  if (areaCode === undefined)
    return pageOf(
      query,
      PROVINCES.map((province) => ({ code: province.areacode, name: province.name })),
    );
  const province = PROVINCES.find((entry) => entry.areacode === areaCode);
  const sigungu = [...(province?.sigungu ?? [])].sort((a, b) => Number(a.sigungucode) - Number(b.sigungucode));
  return pageOf(
    query,
    sigungu.map((entry) => ({ code: entry.sigungucode, name: entry.name })),
  );
};

const ldongCode2: Handler = (query) => {
  const regn = query.get('lDongRegnCd');
  const provinces = [...PROVINCES].sort((a, b) => (a.lDongRegnCd < b.lDongRegnCd ? -1 : 1));
  if (query.get('lDongListYn') === 'Y') {
    const rows = provinces
      .filter((province) => regn === undefined || province.lDongRegnCd === regn)
      .flatMap((province) =>
        [...province.sigungu]
          .sort((a, b) => (a.lDongSignguCd < b.lDongSignguCd ? -1 : 1))
          .map((entry) => ({
            lDongRegnCd: province.lDongRegnCd,
            lDongRegnNm: province.lDongRegnNm,
            lDongSignguCd: entry.lDongSignguCd,
            lDongSignguNm: entry.name,
          })),
      );
    return pageOf(query, rows);
  }
  if (regn === undefined)
    return pageOf(
      query,
      provinces.map((province) => ({ code: province.lDongRegnCd, name: province.lDongRegnNm })),
    );
  const province = provinces.find((entry) => entry.lDongRegnCd === regn);
  const sigungu = [...(province?.sigungu ?? [])].sort((a, b) => (a.lDongSignguCd < b.lDongSignguCd ? -1 : 1));
  return pageOf(
    query,
    sigungu.map((entry) => ({ code: entry.lDongSignguCd, name: entry.name })),
  );
};

const lclsSystmCode2: Handler = (query) => {
  const [c1, c2, c3] = [query.get('lclsSystm1'), query.get('lclsSystm2'), query.get('lclsSystm3')];
  const rows = CLASS_ROWS.filter(
    (row) =>
      (c1 === undefined || row.lclsSystm1Cd === c1) &&
      (c2 === undefined || row.lclsSystm2Cd === c2) &&
      (c3 === undefined || row.lclsSystm3Cd === c3),
  );
  if (query.get('lclsSystmListYn') === 'Y')
    return pageOf(
      query,
      rows.map((row) => ({ ...row })),
    );
  const level = c2 !== undefined ? 3 : c1 !== undefined ? 2 : 1;
  const codes = rows.map((row) =>
    level === 1
      ? { code: row.lclsSystm1Cd, name: row.lclsSystm1Nm }
      : level === 2
        ? { code: row.lclsSystm2Cd, name: row.lclsSystm2Nm }
        : { code: row.lclsSystm3Cd, name: row.lclsSystm3Nm },
  );
  return pageOf(query, unique(codes));
};

/** Which legacy cat2 groups belong to each content type. */
const TYPE_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  '12': ['A0101', 'A0102', 'A0201', 'A0202', 'A0203', 'A0204', 'A0205'],
  '14': ['A0206'],
  '15': ['A0207', 'A0208'],
  '25': ['C0112', 'C0113', 'C0114', 'C0115', 'C0116', 'C0117'],
  '28': ['A0302', 'A0303', 'A0304', 'A0305'],
  '32': ['B0201'],
  '38': ['A0401'],
  '39': ['A0502'],
};

const categoryCode2: Handler = (query) => {
  const type = query.get('contentTypeId');
  const [c1, c2, c3] = [query.get('cat1'), query.get('cat2'), query.get('cat3')];
  const allowed = type !== undefined && type in CONTENT_TYPES ? TYPE_CATEGORIES[type] : undefined;
  const rows = CATEGORY_ROWS.filter(
    (row) =>
      (allowed === undefined || allowed.includes(row.cat2)) &&
      (c1 === undefined || row.cat1 === c1) &&
      (c2 === undefined || row.cat2 === c2) &&
      (c3 === undefined || row.cat3 === c3),
  );
  const level = c2 !== undefined ? 3 : c1 !== undefined ? 2 : 1;
  const codes = rows.map((row) =>
    level === 1
      ? { code: row.cat1, name: row.cat1Nm }
      : level === 2
        ? { code: row.cat2, name: row.cat2Nm }
        : { code: row.cat3, name: row.cat3Nm },
  );
  return pageOf(query, unique(codes));
};

export const CODE_HANDLERS: Readonly<Record<string, Handler>> = {
  areaCode2,
  ldongCode2,
  lclsSystmCode2,
  categoryCode2,
};
