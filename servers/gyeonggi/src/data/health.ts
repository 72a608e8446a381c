// Health and safety facilities per 시군: 약국 (ParmacyInfo), 자동심장충격기 AED (Aedstus), 동물병원
// (Animalhosptl) and 소아 야간진료 의료기관 (ChildNightTreatHosptl). Animalhosptl keeps the real
// service's '정상'/'휴업'/'폐업' states and, for some 시군, a SIGUN_NM with a trailing space.
import { createRng, hashSeed, type Rng } from '@kopa/kit';
import { MERCHANT_WORDS, PHARMACY_WORDS } from './names.ts';
import { dateBetween, type Place, perCapita, phone, placeIn } from './places.ts';
import { SIGUNS, type Sigun } from './sigun.ts';
import { DATA_END, type GgRow } from './types.ts';
import { closureDay, countOn, daysAfter, daysBetween } from './window.ts';

/** 시군 whose SIGUN_NM comes back with a trailing space in some services ("파주시 "). */
export const PADDED_SIGUN = new Set(['파주시', '양주시']);

function perSigun(seed: string, label: string, build: (rng: Rng, sigun: Sigun) => GgRow[]): GgRow[] {
  return SIGUNS.flatMap((sigun) => build(createRng(hashSeed(seed, label, sigun.code)), sigun));
}

const DAYS = ['MON', 'TUES', 'WED', 'THUR', 'FRI', 'SAT', 'SUN', 'HOLIDAY'] as const;

function hours(rng: Rng): GgRow {
  const close = rng.pick(['1800', '1900', '2000', '2100', '2200']);
  const late = rng.chance(0.08);
  const row: GgRow = {};
  for (const day of DAYS) {
    const weekend = day === 'SAT' || day === 'SUN' || day === 'HOLIDAY';
    const open = day === 'SAT' ? rng.chance(0.8) : weekend ? late || rng.chance(0.12) : true;
    row[`${day}_BEGIN_TREAT_TM`] = open ? (late ? '0900' : rng.pick(['0830', '0900', '0930'])) : null;
    row[`${day}_END_TREAT_TM`] = open
      ? late
        ? '2400'
        : day === 'SAT'
          ? rng.pick(['1300', '1500', '1800'])
          : close
      : null;
  }
  return row;
}

export function buildPharmacies(seed: string): GgRow[] {
  return perSigun(seed, 'ParmacyInfo', (rng, sigun) =>
    Array.from({ length: perCapita(sigun, 0.4, 12) }, () => {
      const place = placeIn({ rng, sigun });
      const word = rng.chance(0.25) ? place.dong.name.replace(/\d*[동읍면]$/, '') : rng.pick(PHARMACY_WORDS);
      return {
        SIGUN_NM: sigun.name,
        SIGUN_CD: sigun.code,
        INST_NM: `${word}약국`,
        REPRSNT_TELNO: phone(rng),
        SIMPL_OTLNMAP_CONT: rng.chance(0.5)
          ? `${place.dong.name} ${rng.pick(['행정복지센터 맞은편', '사거리 코너', '상가 1층', '버스정류장 앞'])}`
          : null,
        ...hours(rng),
        REFINE_ROADNM_ADDR: place.REFINE_ROADNM_ADDR,
        REFINE_LOTNO_ADDR: place.REFINE_LOTNO_ADDR,
        REFINE_ZIP_CD: place.REFINE_ZIP_CD,
        REFINE_WGS84_LAT: place.REFINE_WGS84_LAT,
        REFINE_WGS84_LOGT: place.REFINE_WGS84_LOGT,
      };
    }),
  );
}

const AED_MODELS: ReadonlyArray<readonly [string, string]> = [
  ['CU-SP1', '씨유메디칼시스템'],
  ['CU-SP2', '씨유메디칼시스템'],
  ['HeartOn A15', '나눔테크'],
  ['NF1200', '나눔테크'],
  ['HeartStart HS1', '필립스'],
  ['Powerheart G5', '카디악사이언스'],
];

export function buildAeds(seed: string): GgRow[] {
  return perSigun(seed, 'Aedstus', (rng, sigun) =>
    Array.from({ length: perCapita(sigun, 0.36, 15) }, () => {
      const place = placeIn({ rng, sigun });
      const dong = place.dong.name.replace(/\d*[동읍면]$/, '');
      const [model, maker] = rng.pick(AED_MODELS);
      const where = rng.pick([
        `${place.dong.name} 행정복지센터`,
        `${dong}${rng.pick(['푸르지오', '자이', '래미안', '주공', 'e편한세상', '힐스테이트'])}아파트 관리사무소`,
        `${dong}초등학교`,
        `${dong}경로당`,
        `${sigun.name}보건소`,
        `${dong}${rng.pick(['역', '공원', '체육센터', '도서관'])}`,
      ]);
      return {
        SIGUN_NM: sigun.name,
        SIGUN_CD: sigun.code,
        INSTL_PLACE: where,
        INSTL_POSITN: rng.pick(['1층 로비', '관리사무소 입구', '경비실', '정문 출입구', '2층 복도', '매표소 옆']),
        MANAGE_INST_TELNO: phone(rng),
        MODEL_NM: model,
        MANUFACTR_NM: maker,
        REFINE_ROADNM_ADDR: place.REFINE_ROADNM_ADDR,
        REFINE_LOTNO_ADDR: place.REFINE_LOTNO_ADDR,
        REFINE_ZIP_CD: place.REFINE_ZIP_CD,
        REFINE_WGS84_LAT: place.REFINE_WGS84_LAT,
        REFINE_WGS84_LOGT: place.REFINE_WGS84_LOGT,
      };
    }),
  );
}

function animalHospitalRow(options: { rng: Rng; sigun: Sigun; place: Place; licensed: string; state: string }): GgRow {
  const { rng, sigun, place, licensed, state } = options;
  return {
    SIGUN_NM: PADDED_SIGUN.has(sigun.name) ? `${sigun.name} ` : sigun.name,
    SIGUN_CD: sigun.code,
    BIZPLC_NM: `${rng.chance(0.3) ? place.dong.name.replace(/\d*[동읍면]$/, '') : rng.pick(MERCHANT_WORDS)}${rng.pick(['동물병원', '동물의료센터', '24시동물병원'])}`,
    LICENSG_DE: licensed,
    LICENSG_CANCL_DE: null,
    BSN_STATE_NM: state,
    CLSBIZ_DE: state === '폐업' ? dateBetween({ rng, from: licensed, to: DATA_END }) : null,
    LOCPLC_AR: (rng.int(400, 4000) / 10).toFixed(1),
    LOCPLC_FACLT_TELNO: phone(rng),
    ROADNM_ZIP_CD: place.REFINE_ZIP_CD,
    REFINE_LOTNO_ADDR: place.REFINE_LOTNO_ADDR,
    REFINE_ROADNM_ADDR: place.REFINE_ROADNM_ADDR,
    REFINE_ZIP_CD: place.REFINE_ZIP_CD,
    REFINE_WGS84_LAT: place.REFINE_WGS84_LAT,
    REFINE_WGS84_LOGT: place.REFINE_WGS84_LOGT,
  };
}

const FIRST_LICENCE = '19900101';
const animalHospitalCount = (sigun: Sigun) => perCapita(sigun, 0.18, 6);

export function buildAnimalHospitals(seed: string): GgRow[] {
  return perSigun(seed, 'Animalhosptl', (rng, sigun) =>
    Array.from({ length: animalHospitalCount(sigun) }, () => {
      const place = placeIn({ rng, sigun });
      const licensed = dateBetween({ rng, from: FIRST_LICENCE, to: DATA_END });
      const state = rng.weighted([
        ['정상', 70],
        ['휴업', 3],
        ['폐업', 27],
      ] as const);
      return animalHospitalRow({ rng, sigun, place, licensed, state });
    }),
  );
}

/** Hospitals open on DATA_END close at this yearly rate afterwards (decided). */
const CLOSURES_PER_YEAR = 0.04;

function closeAfter(seed: string, row: GgRow, from: string, end: string): GgRow {
  const key = `${row.SIGUN_CD}|${row.BIZPLC_NM}|${row.REFINE_LOTNO_ADDR}`;
  const day = closureDay({ seed, label: 'Animalhosptl', key, from, perYear: CLOSURES_PER_YEAR });
  return day > end ? row : { ...row, BSN_STATE_NM: '폐업', CLSBIZ_DE: day };
}

/**
 * 동물병원 through a later `end`: the fixed rows (open ones may close after DATA_END), then each 시군's
 * hospitals licensed on each later day at the fixed window's daily rate.
 */
export function extendAnimalHospitals(options: { seed: string; fixed: readonly GgRow[]; end: string }): GgRow[] {
  const { seed, end } = options;
  const rows = options.fixed.map((row) => (row.BSN_STATE_NM === '정상' ? closeAfter(seed, row, DATA_END, end) : row));
  const days = daysAfter(DATA_END, end);
  for (const sigun of SIGUNS) {
    const perDay = animalHospitalCount(sigun) / daysBetween(FIRST_LICENCE, DATA_END);
    for (const day of days) {
      const rng = createRng(hashSeed(seed, 'Animalhosptl', sigun.code, day));
      const count = countOn(perDay, rng.next());
      for (let index = 0; index < count; index++) {
        const place = placeIn({ rng, sigun });
        rows.push(closeAfter(seed, animalHospitalRow({ rng, sigun, place, licensed: day, state: '정상' }), day, end));
      }
    }
  }
  return rows;
}
export function buildNightClinics(seed: string): GgRow[] {
  return perSigun(seed, 'ChildNightTreatHosptl', (rng, sigun) =>
    Array.from({ length: sigun.pop >= 400_000 ? rng.int(2, 3) : sigun.pop >= 150_000 ? 1 : rng.int(0, 1) }, () => {
      const place = placeIn({ rng, sigun });
      const moonlight = rng.chance(0.6);
      return {
        SIGUN_NM: sigun.name,
        SIGUN_CD: sigun.code,
        FACLT_NM: `${rng.pick(MERCHANT_WORDS)}${moonlight ? '아동병원' : '소아청소년과의원'}`,
        FACLT_DIV_NM: moonlight ? '달빛어린이병원' : '소아야간진료기관',
        TELNO: phone(rng),
        WKDAY_TREAT_TM_INFO: `09:00~${rng.pick(['21:00', '22:00', '23:00'])}`,
        SAT_TREAT_TM_INFO: `09:00~${rng.pick(['18:00', '21:00'])}`,
        HOLIDAY_TREAT_TM_INFO: moonlight ? '09:00~18:00' : null,
        REFINE_ROADNM_ADDR: place.REFINE_ROADNM_ADDR,
        REFINE_LOTNO_ADDR: place.REFINE_LOTNO_ADDR,
        REFINE_ZIP_CD: place.REFINE_ZIP_CD,
        REFINE_WGS84_LAT: place.REFINE_WGS84_LAT,
        REFINE_WGS84_LOGT: place.REFINE_WGS84_LOGT,
      };
    }),
  );
}
