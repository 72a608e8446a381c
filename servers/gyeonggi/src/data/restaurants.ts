// 일반음식점 현황 (GENRESTRT): the large fact table (more than 100k rows), generated 시군 by 시군
// with the real field set, '영업'/'폐업' states, and the quirks of the real service: SIGUN_CD null on
// older licences, some LICENSG_DE as YYYY-MM-DD, about 2% of rows without coordinates.
import { createRng, hashSeed, type Rng } from '@kopa/kit';
import reference from './golf-courses.json' with { type: 'json' };
import { FRANCHISES, GIVEN, NAME_CORES, NAME_PREFIXES, RESTAURANT_CATEGORIES } from './names.ts';
import { dateBetween, perCapita, placeIn } from './places.ts';
import type { Dong, Sigun } from './sigun.ts';
import { DATA_END, type GgRow } from './types.ts';
import { closureDay, countOn, daysAfter, daysBetween } from './window.ts';

/** Rows per 1,000 residents (about 131k rows in all; the real service holds about 486k). */
const PER_THOUSAND = 9.2;
const CIRCUMSTANCES = ['주택가주변', '아파트지역', '유흥업소밀집지역', '학교정화(상대)', '기타'];

/** 업태 the portal has its own services for (Genrestrtfugu, Genrestrttratearm, Genrestrtmovmntcook,
 *  Genrestrtbsrpcook) but the base mix leaves out: a per-mille share of a related 업태's licences,
 *  chosen by a hash of the licence so that the generator's random stream is untouched. */
const RARE_CATEGORIES: ReadonlyArray<{ from: string; to: string; perMille: number }> = [
  { from: '횟집', to: '복어취급', perMille: 50 },
  { from: '까페', to: '전통찻집', perMille: 60 },
  { from: '기타', to: '이동조리', perMille: 40 },
  { from: '기타', to: '출장조리', perMille: 40 },
];

function rareCategory(seed: string, row: GgRow): string | undefined {
  const from = String(row.SANITTN_BIZCOND_NM);
  const roll = hashSeed(seed, 'bizcond', restaurantKey(row)) % 1000;
  let floor = 0;
  for (const rare of RARE_CATEGORIES) {
    if (rare.from !== from) continue;
    if (roll < floor + rare.perMille) return rare.to;
    floor += rare.perMille;
  }
  return undefined;
}

export const restaurantKey = (row: GgRow) => `${String(row.SIGUN_NM).trim()}|${row.BIZPLC_NM}|${row.REFINE_LOTNO_ADDR}`;

const shortDong = (dong: Dong) => dong.name.replace(/(\d+)?[동읍면]$/, '');

function restaurantName(rng: Rng, category: string, dong: Dong): { name: string; category: string } {
  const roll = rng.next();
  if (roll < 0.1) {
    const [brand, brandCategory] = rng.pick(FRANCHISES);
    return { name: `${brand} ${shortDong(dong)}점`, category: brandCategory };
  }
  const core = rng.pick(NAME_CORES[category] ?? ['식당']);
  if (roll < 0.45) return { name: `${rng.pick(NAME_PREFIXES)}${core}`, category };
  if (roll < 0.65) return { name: `${shortDong(dong)}${core}`, category };
  if (roll < 0.8) return { name: `${rng.pick(GIVEN)}네${core}`, category };
  return { name: `${core}${rng.pick(['마을', '나라', '집', '하우스', '이야기', '상회', ''])}`, category };
}

function licenceDate(rng: Rng): string {
  const era = rng.weighted([
    [['19750101', '19991231'], 2],
    [['20000101', '20141231'], 3],
    [['20150101', DATA_END], 5],
  ] as const);
  return dateBetween({ rng, from: era[0], to: era[1] });
}

const dashed = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
const count = (rng: Rng) => (rng.chance(0.5) ? null : String(rng.int(0, 4)));
const area = (rng: Rng) => (rng.chance(0.6) ? null : (rng.int(150, 3000) / 10).toFixed(1));

export function restaurantRow(options: {
  rng: Rng;
  sigun: Sigun;
  name: string;
  category: string;
  dong?: Dong;
  licensed: string;
  closed: string | null;
}): GgRow {
  const { rng, sigun, licensed, closed } = options;
  const place = placeIn({ rng, sigun, ...(options.dong ? { dong: options.dong } : {}) });
  const recent = licensed >= '20150101';
  const noCoordinates = rng.chance(0.02);
  return {
    SIGUN_NM: sigun.name,
    SIGUN_CD: recent ? sigun.code : null,
    BIZPLC_NM: options.name,
    LICENSG_DE: recent && rng.chance(0.1) ? dashed(licensed) : licensed,
    BSN_STATE_NM: closed ? '폐업' : '영업',
    CLSBIZ_DE: closed,
    LOCPLC_AR: area(rng),
    GRAD_FACLT_DIV_NM: null,
    MALE_ENFLPSN_CNT: count(rng),
    YY: null,
    MULTI_USE_BIZESTBL_YN: rng.chance(0.5) ? null : rng.chance(0.2) ? 'Y' : 'N',
    GRAD_DIV_NM: null,
    TOT_FACLT_SCALE: area(rng),
    FEMALE_ENFLPSN_CNT: count(rng),
    BSNSITE_CIRCUMFR_DIV_NM: rng.chance(0.4) ? null : rng.pick(CIRCUMSTANCES),
    SANITTN_INDUTYPE_NM: null,
    SANITTN_BIZCOND_NM: options.category,
    TOT_EMPLY_CNT: count(rng),
    REFINE_LOTNO_ADDR: place.REFINE_LOTNO_ADDR,
    REFINE_ROADNM_ADDR: place.REFINE_ROADNM_ADDR,
    REFINE_ZIP_CD: place.REFINE_ZIP_CD,
    REFINE_WGS84_LOGT: noCoordinates ? null : place.REFINE_WGS84_LOGT,
    REFINE_WGS84_LAT: noCoordinates ? null : place.REFINE_WGS84_LAT,
  };
}

/** The current GENRESTRT's licence number (MANAGE_NO, 기관-업종-연도-일련번호; the 기관 part is the 시군
 *  code padded to 7 digits, a decided stand-in for the real 행정기관코드) and its 통합 영업상태. */
function numberLicences(sigun: Sigun, rows: GgRow[]): void {
  const serials = new Map<string, number>();
  for (const row of rows) {
    const year = String(row.LICENSG_DE).slice(0, 4);
    const serial = (serials.get(year) ?? 0) + 1;
    serials.set(year, serial);
    row.MANAGE_NO = `${sigun.code}00-101-${year}-${String(serial).padStart(5, '0')}`;
    row.UNITY_BSN_STATE_NM = row.BSN_STATE_NM === '폐업' ? '폐업' : '영업/정상';
  }
}

const anchorCount = (sigun: Sigun) =>
  reference.anchorRestaurants.filter(([, sigunName]) => sigunName === sigun.name).length;

/** Every 일반음식점 licence of one 시군, anchors (real restaurants) first. */
export function buildRestaurants(seed: string, sigun: Sigun): GgRow[] {
  const rng = createRng(hashSeed(seed, 'Genrestrt', sigun.code));
  const rows: GgRow[] = [];
  const keys = new Set<string>();
  const push = (row: GgRow) => {
    const key = restaurantKey(row);
    if (keys.has(key)) return;
    keys.add(key);
    rows.push(row);
  };
  for (const [name, sigunName, , dongName, , category] of reference.anchorRestaurants) {
    if (sigunName !== sigun.name) continue;
    const dong = sigun.dongs.find((candidate) => candidate.name === dongName);
    push(
      restaurantRow({
        rng,
        sigun,
        name: String(name),
        category: String(category),
        ...(dong ? { dong } : {}),
        licensed: '19931015',
        closed: null,
      }),
    );
  }
  const target = perCapita(sigun, PER_THOUSAND, 300);
  while (rows.length < target) {
    const dong = rng.pick(sigun.dongs);
    const { name, category } = restaurantName(rng, rng.weighted(RESTAURANT_CATEGORIES), dong);
    const licensed = licenceDate(rng);
    const closed = rng.chance(0.4) ? dateBetween({ rng, from: licensed, to: DATA_END }) : null;
    push(restaurantRow({ rng, sigun, name, category, dong, licensed, closed: closed === licensed ? null : closed }));
  }
  for (const row of rows.slice(anchorCount(sigun))) {
    const rare = rareCategory(seed, row);
    if (rare) row.SANITTN_BIZCOND_NM = rare;
  }
  numberLicences(sigun, rows);
  return rows;
}

/** Open licences close at this yearly rate after DATA_END, about what keeps the open count steady
 *  against the fixed window's rate of new licences (decided). */
const CLOSURES_PER_YEAR = 0.07;
/** The fixed window's share of licences granted from 2015-01-01 (see licenceDate). */
const RECENT_SHARE = 0.5;

function closeAfter(seed: string, row: GgRow, from: string, end: string): GgRow {
  const day = closureDay({ seed, label: 'GENRESTRT', key: restaurantKey(row), from, perYear: CLOSURES_PER_YEAR });
  if (day > end) return row;
  return { ...row, BSN_STATE_NM: '폐업', CLSBIZ_DE: day, UNITY_BSN_STATE_NM: '폐업' };
}

/**
 * One 시군's register through a later `end`: the fixed rows (open ones may close after DATA_END;
 * the real anchor restaurants stay open) followed by the licences granted on each later day, at
 * the fixed window's daily rate, numbered after the fixed window's licences of their year.
 */
export function extendRestaurants(options: {
  seed: string;
  sigun: Sigun;
  fixed: readonly GgRow[];
  end: string;
}): GgRow[] {
  const { seed, sigun, fixed, end } = options;
  const anchors = anchorCount(sigun);
  const rows = fixed.map((row, index) =>
    index < anchors || row.BSN_STATE_NM !== '영업' ? row : closeAfter(seed, row, DATA_END, end),
  );
  const keys = new Set(rows.map(restaurantKey));
  const serials = new Map<string, number>();
  for (const row of fixed) {
    const [, , year, serial] = String(row.MANAGE_NO).split('-');
    if (year && serial) serials.set(year, Math.max(serials.get(year) ?? 0, Number(serial)));
  }
  const perDay = (perCapita(sigun, PER_THOUSAND, 300) * RECENT_SHARE) / daysBetween('20150101', DATA_END);
  for (const day of daysAfter(DATA_END, end)) {
    const rng = createRng(hashSeed(seed, 'GENRESTRT', sigun.code, day));
    const count = countOn(perDay, rng.next());
    for (let index = 0; index < count; index++) {
      const dong = rng.pick(sigun.dongs);
      const { name, category } = restaurantName(rng, rng.weighted(RESTAURANT_CATEGORIES), dong);
      const row = restaurantRow({ rng, sigun, name, category, dong, licensed: day, closed: null });
      const key = restaurantKey(row);
      if (keys.has(key)) continue;
      keys.add(key);
      row.SANITTN_BIZCOND_NM = rareCategory(seed, row) ?? category;
      const year = day.slice(0, 4);
      const serial = (serials.get(year) ?? 0) + 1;
      serials.set(year, serial);
      row.MANAGE_NO = `${sigun.code}00-101-${year}-${String(serial).padStart(5, '0')}`;
      row.UNITY_BSN_STATE_NM = '영업/정상';
      rows.push(closeAfter(seed, row, day, end));
    }
  }
  return rows;
}
