// 경기도 체육시설 현황 (TBGGPHSTRNFACLTM) and the services derived from it: the public soccer
// fields (PublicTrainingFacilitySoccer) and swimming pools (PublicSwimmingPool) are exactly the
// public, non-closed 축구장/수영장 rows, and every golf course (GolfPlace) is a 골프장 row, so that
// counts agree across services.
import { createRng, hashSeed, type Rng } from '@kopa/kit';
import reference from './golf-courses.json' with { type: 'json' };
import { MERCHANT_WORDS, SPORTS } from './names.ts';
import { dateBetween, perCapita, phone, placeIn } from './places.ts';
import { findSigun, SIGUNS, type Sigun } from './sigun.ts';
import { DATA_END, fieldOf, type GgRow } from './types.ts';
import { closureDay } from './window.ts';

const shortName = (name: string) => name.replace(/(\d+)?[시군동읍면]$/, '');

function facilityName(rng: Rng, options: { sport: string; isPublic: boolean; sigun: Sigun; dong: string }): string {
  const { sport, sigun, dong } = options;
  if (!options.isPublic) return `${rng.pick(MERCHANT_WORDS)}${sport}`;
  if (sport === '체육관')
    return rng.chance(0.5) ? `${shortName(dong)}국민체육센터` : `${shortName(sigun.name)}시민체육관`;
  if (sport === '수영장')
    return rng.chance(0.5) ? `${shortName(dong)}국민체육센터 수영장` : `${shortName(sigun.name)}시민수영장`;
  const park = rng.pick(['체육공원', '근린공원', '생활체육공원', '다목적구장', '레포츠공원']);
  return `${shortName(dong)}${park} ${sport}`;
}

function facilityState(rng: Rng): string {
  return rng.weighted([
    ['정상운영', 92],
    ['휴업', 3],
    ['폐업', 5],
  ] as const);
}

function sportsRow(options: {
  rng: Rng;
  sigun: Sigun;
  sport: string;
  division: string;
  name: string;
  index: number;
  state?: string;
}): GgRow {
  const { rng, sigun, sport, division } = options;
  const place = placeIn({ rng, sigun });
  const state = options.state ?? facilityState(rng);
  const isPublic = division === '공공체육시설';
  const built = dateBetween({ rng, from: '19880101', to: '20251231' });
  const indoor = ['체육관', '수영장', '탁구장', '볼링장', '당구장', '체력단련장', '배드민턴장'].includes(sport);
  return {
    FACLT_CD_ENCPT_VL: `${sigun.code}${String(options.index).padStart(5, '0')}`,
    SI_DESC: options.name,
    FACLT_DIV_NM: division,
    INDUTYPE_NM: sport,
    FACLT_TYPE_NM: isPublic ? (indoor ? '체육관' : rng.chance(0.3) ? '간이운동장' : sport) : sport,
    FACLT_STATE_NM: state,
    REFINE_LOTNO_ADDR: place.REFINE_LOTNO_ADDR,
    REFINE_ROADNM_ADDR: place.REFINE_ROADNM_ADDR,
    REFINE_ZIPNO: place.REFINE_ZIP_CD,
    REFINE_WGS84_LOGT: place.REFINE_WGS84_LOGT,
    REFINE_WGS84_LAT: place.REFINE_WGS84_LAT,
    FACLT_TELNO: rng.chance(0.8) ? phone(rng) : null,
    FACLT_HMPG_ADDR: isPublic && rng.chance(0.4) ? `https://www.${sigun.code}.go.kr/sports` : null,
    SIDO_NM: '경기도',
    SIGNGU_NM: sigun.name,
    POSESN_MAINBD_NM: isPublic ? sigun.name : null,
    CHRGPSN_DEPT_NM: isPublic ? '체육진흥과' : null,
    INOUTDR_DIV_NM: indoor ? '실내' : '실외',
    AUDTRM_SEAT_CNT: isPublic && rng.chance(0.3) ? String(rng.int(50, 3000)) : null,
    FACLT_TOT_AR: String(rng.int(300, 12000)),
    LIVELH_OPENPUBL_YN: isPublic ? 'Y' : 'N',
    COMPLTN_DE: built,
    CLSBIZ_DE: state === '폐업' ? dateBetween({ rng, from: built, to: DATA_END }) : null,
    NATION_PHSTRN_FACLT_YN: isPublic ? 'Y' : 'N',
    REGIST_DTM: `${built.slice(0, 4)}-${built.slice(4, 6)}-${built.slice(6, 8)} 09:00:00`,
  };
}

/** 경기도 체육시설 현황: sports facilities of every 시군, golf courses included as 골프장. */
export function buildSportsFacilities(seed: string): GgRow[] {
  const rows: GgRow[] = [];
  const sports = SPORTS.map(([sport, weight]) => [sport, weight] as const);
  for (const sigun of SIGUNS) {
    const rng = createRng(hashSeed(seed, 'TBGGPHSTRNFACLTM', sigun.code));
    const target = perCapita(sigun, 0.4, 40);
    for (let index = 1; index <= target; index++) {
      const sport = rng.weighted(sports);
      const publicShare = SPORTS.find(([name]) => name === sport)?.[2] ?? 0.5;
      const isPublic = rng.chance(publicShare);
      const dong = rng.pick(sigun.dongs).name;
      const name = facilityName(rng, { sport, isPublic, sigun, dong });
      rows.push(sportsRow({ rng, sigun, sport, division: isPublic ? '공공체육시설' : '신고체육시설업', name, index }));
    }
    let golfIndex = target;
    for (const [name, sigunName] of reference.courses) {
      if (sigunName !== sigun.name) continue;
      golfIndex += 1;
      const golf = {
        sport: '골프장',
        division: '등록체육시설업',
        name: String(name),
        index: golfIndex,
        state: '정상운영',
      };
      rows.push(sportsRow({ rng, sigun, ...golf }));
    }
  }
  return rows;
}

/** Facilities operating on DATA_END close at this yearly rate afterwards (decided). */
const CLOSURES_PER_YEAR = 0.02;

/** 체육시설 현황 through a later `end`: some facilities operating on DATA_END close after it. The
 *  derived soccer, swimming and golf registers keep the fixed window's rows (decided). */
export function extendSportsFacilities(options: { seed: string; fixed: readonly GgRow[]; end: string }): GgRow[] {
  const { seed, end } = options;
  return options.fixed.map((row) => {
    if (row.FACLT_STATE_NM !== '정상운영' || row.INDUTYPE_NM === '골프장') return row;
    const key = String(row.FACLT_CD_ENCPT_VL);
    const day = closureDay({ seed, label: 'TBGGPHSTRNFACLTM', key, from: DATA_END, perYear: CLOSURES_PER_YEAR });
    return day > end ? row : { ...row, FACLT_STATE_NM: '폐업', CLSBIZ_DE: day };
  });
}

const sumYear = '2025';

/** PublicTrainingFacilitySoccer / PublicSwimmingPool rows from the public rows of one 업종. */
export function buildPublicFacilities(options: { seed: string; facilities: readonly GgRow[]; sport: string }): GgRow[] {
  const rows: GgRow[] = [];
  for (const facility of options.facilities) {
    if (fieldOf(facility, 'INDUTYPE_NM') !== options.sport || fieldOf(facility, 'FACLT_DIV_NM') !== '공공체육시설')
      continue;
    if (fieldOf(facility, 'FACLT_STATE_NM') === '폐업') continue;
    const sigun = findSigun(String(fieldOf(facility, 'SIGNGU_NM')));
    if (!sigun) continue;
    const rng = createRng(hashSeed(options.seed, options.sport, String(fieldOf(facility, 'FACLT_CD_ENCPT_VL'))));
    const field = options.sport === '축구장';
    const width = field ? rng.int(45, 75) : rng.int(15, 25);
    const length = field ? rng.int(90, 110) : rng.pick([25, 50]);
    rows.push({
      SUM_YY: sumYear,
      SIGUN_NM: sigun.name,
      SIGUN_CD: sigun.code,
      FACLT_NM: fieldOf(facility, 'SI_DESC'),
      POSESN_INST_NM: sigun.name,
      OPERT_ORGNZT_NM: rng.chance(0.6) ? `${sigun.name.replace(/[시군]$/, '')}도시공사` : `${sigun.name} 체육진흥과`,
      CONTCT_NO: fieldOf(facility, 'FACLT_TELNO'),
      HMPG_ADDR: fieldOf(facility, 'FACLT_HMPG_ADDR'),
      MANAGE_MAINBD_NM: sigun.name,
      PLOT_AR: String(width * length + rng.int(100, 2000)),
      BUILD_AR: field ? null : String(rng.int(800, 4000)),
      TOT_AR: fieldOf(facility, 'FACLT_TOT_AR'),
      BOTM_MATRL_NM: field ? rng.pick(['인조잔디', '천연잔디', '마사토']) : null,
      BT: String(width),
      LENG: String(length),
      AR: String(width * length),
      PLANE_CNT: String(field ? rng.int(1, 2) : 1),
      AUDTRM_SEAT_CNT: fieldOf(facility, 'AUDTRM_SEAT_CNT'),
      ACEPTNC_PSN_CNT: String(rng.int(30, 500)),
      SEAT_FORM_NM: fieldOf(facility, 'AUDTRM_SEAT_CNT') ? rng.pick(['고정식', '계단식', '이동식']) : null,
      COMPLTN_YY: String(fieldOf(facility, 'COMPLTN_DE')).slice(0, 4),
      CONSTR_BIZ_EXPN: String(rng.int(3, 120) * 10_000_000),
      RM_MATR: null,
      REFINE_LOTNO_ADDR: fieldOf(facility, 'REFINE_LOTNO_ADDR'),
      REFINE_ROADNM_ADDR: fieldOf(facility, 'REFINE_ROADNM_ADDR'),
      REFINE_ZIP_CD: fieldOf(facility, 'REFINE_ZIPNO'),
      REFINE_WGS84_LOGT: fieldOf(facility, 'REFINE_WGS84_LOGT'),
      REFINE_WGS84_LAT: fieldOf(facility, 'REFINE_WGS84_LAT'),
    });
  }
  return rows;
}

/** GolfPlace (골프장 현황): one row per 골프장 in 체육시설 현황, with its hole count. */
export function buildGolfCourses(options: { seed: string; facilities: readonly GgRow[] }): GgRow[] {
  const holes = new Map(reference.courses.map(([name, , count]) => [String(name), String(count)]));
  return options.facilities
    .filter((facility) => fieldOf(facility, 'INDUTYPE_NM') === '골프장')
    .map((facility) => {
      const sigun = findSigun(String(fieldOf(facility, 'SIGNGU_NM')));
      const rng = createRng(hashSeed(options.seed, 'GolfPlace', String(fieldOf(facility, 'FACLT_CD_ENCPT_VL'))));
      const hole = holes.get(String(fieldOf(facility, 'SI_DESC'))) ?? '18';
      return {
        SIGUN_NM: sigun?.name ?? null,
        SIGUN_CD: sigun?.code ?? null,
        BIZPLC_NM: fieldOf(facility, 'SI_DESC'),
        LICENSG_DE: dateBetween({ rng, from: '19700101', to: '20151231' }),
        BSN_STATE_NM: '영업',
        CLSBIZ_DE: null,
        LOCPLC_FACLT_TELNO: fieldOf(facility, 'FACLT_TELNO') ?? phone(rng),
        HOLE_CNT: hole,
        TOT_AR: String(Number(hole) * rng.int(45_000, 65_000)),
        REFINE_LOTNO_ADDR: fieldOf(facility, 'REFINE_LOTNO_ADDR'),
        REFINE_ROADNM_ADDR: fieldOf(facility, 'REFINE_ROADNM_ADDR'),
        REFINE_ZIP_CD: fieldOf(facility, 'REFINE_ZIPNO'),
        REFINE_WGS84_LAT: fieldOf(facility, 'REFINE_WGS84_LAT'),
        REFINE_WGS84_LOGT: fieldOf(facility, 'REFINE_WGS84_LOGT'),
      };
    });
}
