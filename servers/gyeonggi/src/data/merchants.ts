// 지역화폐 가맹점 현황 (RegionMnyFacltStus): local-currency merchants per 시군. About a third of the
// 시군's open restaurants are merchants under the same name and address (so the two services join),
// the rest are shops, clinics and academies. Some rows carry whitespace-padded coordinates, as the
// real service does.
import { createRng, hashSeed, type Rng } from '@kopa/kit';
import { MERCHANT_INDUSTRIES, MERCHANT_SUFFIX, MERCHANT_WORDS } from './names.ts';
import { dateBetween, perCapita, placeIn } from './places.ts';
import type { Sigun } from './sigun.ts';
import { DATA_END, fieldOf, type GgRow } from './types.ts';
import { closureDay } from './window.ts';

const PER_THOUSAND = 3.6;

const FROM_RESTAURANT: Record<string, string> = {
  중국식: '중국음식',
  일식: '일식회집',
  횟집: '일식회집',
  경양식: '서양음식',
  '외국음식전문점(인도,태국등)': '서양음식',
  패스트푸드: '서양음식',
  까페: '기타음료식품',
  복어취급: '일식회집',
  전통찻집: '기타음료식품',
};

const industryCode = new Map(MERCHANT_INDUSTRIES.map(([name, code]) => [name, code]));

/** The real service pads some coordinates with spaces ("   127.1095364820  "). */
const padded = (rng: Rng, value: string) => (rng.chance(0.25) ? `   ${value}  ` : value);

function state(rng: Rng): Pick<GgRow, 'LEAD_TAX_MAN_STATE' | 'LEAD_TAX_MAN_STATE_CD' | 'CLSBIZ_DAY'> {
  const roll = rng.next();
  if (roll < 0.85) return { LEAD_TAX_MAN_STATE: '계속사업자', LEAD_TAX_MAN_STATE_CD: '01', CLSBIZ_DAY: null };
  if (roll < 0.88) return { LEAD_TAX_MAN_STATE: '휴업자', LEAD_TAX_MAN_STATE_CD: '02', CLSBIZ_DAY: null };
  return {
    LEAD_TAX_MAN_STATE: '폐업자',
    LEAD_TAX_MAN_STATE_CD: '03',
    CLSBIZ_DAY: dateBetween({ rng, from: '20190401', to: DATA_END }),
  };
}

const bizRegNo = (rng: Rng) => `${rng.int(101, 899)}${rng.int(10, 99)}${String(rng.int(0, 99999)).padStart(5, '0')}`;

export function buildMerchants(options: { seed: string; sigun: Sigun; restaurants: readonly GgRow[] }): GgRow[] {
  const { seed, sigun } = options;
  const rng = createRng(hashSeed(seed, 'RegionMnyFacltStus', sigun.code));
  const rows: GgRow[] = [];
  const target = perCapita(sigun, PER_THOUSAND, 200);
  const frcsNo = () => `${sigun.code}${String(rows.length + 1).padStart(5, '0')}`;
  for (const restaurant of options.restaurants) {
    if (rows.length >= target * 0.4) break;
    if (fieldOf(restaurant, 'BSN_STATE_NM') !== '영업' || !fieldOf(restaurant, 'REFINE_WGS84_LAT') || !rng.chance(0.33))
      continue;
    const industry = FROM_RESTAURANT[String(fieldOf(restaurant, 'SANITTN_BIZCOND_NM'))] ?? '일반한식';
    rows.push({
      SIGUN_NM: sigun.name,
      CMPNM_NM: fieldOf(restaurant, 'BIZPLC_NM'),
      INDUTYPE_NM: industry,
      INDUTYPE_CD: industryCode.get(industry) ?? '1001',
      REFINE_ROADNM_ADDR: fieldOf(restaurant, 'REFINE_ROADNM_ADDR'),
      REFINE_LOTNO_ADDR: fieldOf(restaurant, 'REFINE_LOTNO_ADDR'),
      REFINE_ZIPNO: fieldOf(restaurant, 'REFINE_ZIP_CD'),
      REFINE_WGS84_LAT: fieldOf(restaurant, 'REFINE_WGS84_LAT'),
      REFINE_WGS84_LOGT: padded(rng, String(fieldOf(restaurant, 'REFINE_WGS84_LOGT'))),
      BIZREGNO: bizRegNo(rng),
      FRCS_NO: frcsNo(),
      LEAD_TAX_MAN_STATE: '계속사업자',
      LEAD_TAX_MAN_STATE_CD: '01',
      CLSBIZ_DAY: null,
    });
  }
  const industries = MERCHANT_INDUSTRIES.map(([name, , weight]) => [name, weight] as const);
  while (rows.length < target) {
    const industry = rng.weighted(industries);
    const place = placeIn({ rng, sigun });
    const suffix = rng.pick(MERCHANT_SUFFIX[industry] ?? ['상회']);
    const word = rng.chance(0.3) ? place.dong.name.replace(/\d*[동읍면]$/, '') : rng.pick(MERCHANT_WORDS);
    rows.push({
      SIGUN_NM: sigun.name,
      CMPNM_NM: `${word}${suffix}`,
      INDUTYPE_NM: industry,
      INDUTYPE_CD: industryCode.get(industry) ?? '9999',
      REFINE_ROADNM_ADDR: place.REFINE_ROADNM_ADDR,
      REFINE_LOTNO_ADDR: place.REFINE_LOTNO_ADDR,
      REFINE_ZIPNO: place.REFINE_ZIP_CD,
      REFINE_WGS84_LAT: padded(rng, place.REFINE_WGS84_LAT),
      REFINE_WGS84_LOGT: padded(rng, place.REFINE_WGS84_LOGT),
      BIZREGNO: bizRegNo(rng),
      FRCS_NO: frcsNo(),
      ...state(rng),
    });
  }
  return rows;
}

/** Merchants still trading on DATA_END close at this yearly rate afterwards (decided). */
const CLOSURES_PER_YEAR = 0.08;

/** One 시군's merchants through a later `end`: the fixed window's, some of them closed since. No
 *  merchant joins after DATA_END, since the register has no date a join could be shown from. */
export function extendMerchants(options: { seed: string; fixed: readonly GgRow[]; end: string }): GgRow[] {
  const { seed, end } = options;
  return options.fixed.map((row) => {
    if (row.LEAD_TAX_MAN_STATE_CD !== '01') return row;
    const key = String(row.FRCS_NO);
    const day = closureDay({ seed, label: 'RegionMnyFacltStus', key, from: DATA_END, perYear: CLOSURES_PER_YEAR });
    if (day > end) return row;
    return { ...row, LEAD_TAX_MAN_STATE: '폐업자', LEAD_TAX_MAN_STATE_CD: '03', CLSBIZ_DAY: day };
  });
}
