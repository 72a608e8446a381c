// Civic facilities per 시군: 공공도서관 (TBGGIBLLBR), 주차장 (ParkingPlace) and 어린이집 (ChildHouse),
// each with the field names the real services use.
import { createRng, hashSeed, type Rng } from '@kopa/kit';
import { MERCHANT_WORDS } from './names.ts';
import { perCapita, phone, placeIn } from './places.ts';
import { SIGUNS, type Sigun } from './sigun.ts';
import type { GgRow } from './types.ts';

function perSigun(seed: string, label: string, build: (rng: Rng, sigun: Sigun) => GgRow[]): GgRow[] {
  return SIGUNS.flatMap((sigun) => build(createRng(hashSeed(seed, label, sigun.code)), sigun));
}

const stem = (name: string) => name.replace(/\d*[시군동읍면]$/, '');

export function buildLibraries(seed: string): GgRow[] {
  return perSigun(seed, 'TBGGIBLLBR', (rng, sigun) => {
    const names = new Set<string>([`${stem(sigun.name)}중앙도서관`]);
    const target = perCapita(sigun, 0.022, 3);
    for (let attempt = 0; names.size < target && attempt < target * 20; attempt++) {
      const dong = stem(rng.pick(sigun.dongs).name);
      names.add(
        rng.pick([`${dong}도서관`, `${dong}어린이도서관`, `${dong}꿈도서관`, `${rng.pick(MERCHANT_WORDS)}도서관`]),
      );
    }
    return [...names].map((name) => {
      const place = placeIn({ rng, sigun });
      const closed = rng.pick([
        '매주 월요일, 법정공휴일',
        '매주 금요일, 법정공휴일',
        '매월 둘째·넷째 월요일, 법정공휴일',
      ]);
      return {
        SIGUN_NM: sigun.name,
        LIBRRY_NM: name,
        LOCPLC_ADDR: place.REFINE_ROADNM_ADDR,
        TELNO: phone(rng),
        HMPG_ADDR: `https://www.${sigun.code}lib.or.kr`,
        RECSROOM_OPEN_TM_INFO: '평일 09:00~22:00, 주말 09:00~18:00',
        READROOM_OPEN_TM_INFO: rng.chance(0.7) ? '평일 07:00~23:00, 주말 07:00~22:00' : null,
        RECSROOM_REST_DE_INFO: closed,
        READROOM_REST_DE_INFO: closed,
        REFINE_WGS84_LAT: place.REFINE_WGS84_LAT,
        REFINE_WGS84_LOGT: place.REFINE_WGS84_LOGT,
        DMSTC_BOOK_DATA_CNT: String(rng.int(8_000, 250_000)),
        FRN_BOOK_DATA_CNT: String(rng.int(0, 12_000)),
      };
    });
  });
}

export function buildParkingLots(seed: string): GgRow[] {
  return perSigun(seed, 'ParkingPlace', (rng, sigun) =>
    Array.from({ length: perCapita(sigun, 0.19, 12) }, (_, index) => {
      const place = placeIn({ rng, sigun });
      const isPublic = rng.chance(0.85);
      const type = rng.weighted([
        ['노외', 60],
        ['노상', 30],
        ['부설', 10],
      ] as const);
      const free = rng.chance(0.3);
      const dong = place.dong.name;
      return {
        SIGUN_NM: sigun.name,
        SIGUN_CD: sigun.code,
        PARKPLC_MANAGE_NO: `${sigun.code.slice(2)}-${isPublic ? 1 : 2}-${String(index + 1).padStart(6, '0')}`,
        PARKPLC_NM:
          type === '노상'
            ? `${dong} 노상공영주차장 ${index + 1}`
            : `${dong} ${rng.pick(['공영주차장', '제1공영주차장', '제2공영주차장', '환승주차장', '공원주차장'])}`,
        PARKPLC_DIV_NM: isPublic ? '공영' : '민영',
        PARKPLC_TYPE: type,
        LOCPLC_ROADNM_ADDR: place.REFINE_ROADNM_ADDR,
        LOCPLC_LOTNO_ADDR: place.REFINE_LOTNO_ADDR,
        PARKNG_COMPRT_PLANE_CNT: type === '노상' ? rng.int(8, 60) : rng.int(20, 600),
        WKDAY_OPERT_BEGIN_TM: '00:00',
        WKDAY_OPERT_END_TM: '23:59',
        SAT_OPERT_BEGIN_TM: '00:00',
        SAT_OPERT_END_TM: '23:59',
        HOLIDAY_OPERT_BEGIN_TM: '00:00',
        HOLIDAY_OPERT_END_TM: '23:59',
        CHRG_INFO: free ? '무료' : '유료',
        PARKNG_BASIS_TM: free ? null : '30',
        PARKNG_BASIS_USE_CHRG: free ? null : String(rng.pick([500, 600, 1000, 1200])),
        ADD_UNIT_TM: free ? null : '10',
        ADD_UNIT_TM2_WITHIN_USE_CHRG: free ? null : String(rng.pick([200, 300, 400])),
        CONTCT_NO: rng.chance(0.8) ? phone(rng) : null,
        REFINE_WGS84_LAT: place.REFINE_WGS84_LAT,
        REFINE_WGS84_LOGT: place.REFINE_WGS84_LOGT,
      };
    }),
  );
}

const CHILDCARE_KINDS: ReadonlyArray<readonly [string, number]> = [
  ['가정', 45],
  ['민간', 30],
  ['국공립', 16],
  ['직장', 4],
  ['법인·단체등', 3],
  ['사회복지법인', 2],
];

export function buildChildcareCenters(seed: string): GgRow[] {
  return perSigun(seed, 'ChildHouse', (rng, sigun) =>
    Array.from({ length: perCapita(sigun, 0.6, 20) }, () => {
      const place = placeIn({ rng, sigun });
      const kind = rng.weighted(CHILDCARE_KINDS);
      const dong = stem(place.dong.name);
      const base = rng.chance(0.4) ? dong : rng.pick(MERCHANT_WORDS);
      const name =
        kind === '국공립' ? `국공립${base}어린이집` : kind === '직장' ? `${base}직장어린이집` : `${base}어린이집`;
      const capacity = kind === '가정' ? rng.int(15, 20) : rng.int(30, 120);
      return {
        SIGUN_NM: sigun.name,
        SIGUN_CD: sigun.code,
        KIDGARTN_NM: name,
        KIDGARTN_DIV_NM: kind,
        KIDGARTN_TELNO: phone(rng),
        REFINE_ROADNM_ADDR: place.REFINE_ROADNM_ADDR,
        REFINE_LOTNO_ADDR: place.REFINE_LOTNO_ADDR,
        REFINE_ZIP_CD: place.REFINE_ZIP_CD,
        REFINE_WGS84_LAT: place.REFINE_WGS84_LAT,
        REFINE_WGS84_LOGT: place.REFINE_WGS84_LOGT,
        CHLDCARE_SCHLSTAF_CNT: String(Math.ceil(capacity / 5)),
        PSN_CAPA_CNT: String(capacity),
        CHLDCR_ROOM_CNT: String(Math.ceil(capacity / 12)),
        PLAYGRND_CNT: kind === '가정' ? null : String(rng.int(0, 2)),
        CCTV_INSTL_CNT: String(rng.int(2, 16)),
        ATNDSKL_VEHCLE_OPERT_YN: rng.chance(0.4) ? 'Y' : 'N',
        HMPG_ADDR: null,
        DATA_STD_DE: '2026-08-01',
      };
    }),
  );
}
