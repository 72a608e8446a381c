// mealServiceDietInfo (급식식단정보): one row per school day and meal, generated on demand from
// (seed, school, date, meal) so that a week costs a week and nothing is held in memory. Formats
// follow the real rows: dishes joined by <br/> with allergy numbers "(5.6.13)", "712.4 Kcal",
// nutrients and origins as "이름 : 값" lines, and MLSV_FGR as a number.
import { createRng, hashSeed, type Rng } from '@kopa/kit';
import { dayOfWeek } from './calendar.ts';
import { BREAKFAST_BREAD, type Dish, EXTRAS, KIMCHI, MAINS, RICE, SIDES, SOUPS } from './menu.ts';
import type { RawRow, SchoolProfile } from './types.ts';

export const MEAL_NAMES: Record<string, string> = { '1': '조식', '2': '중식', '3': '석식' };

function dishLine([name, allergens]: Dish): string {
  // Dishes without allergens keep the trailing space the real rows have ("친환경찰보리밥 <br/>").
  return allergens.length > 0 ? `${name} (${allergens.join('.')})` : `${name} `;
}

function compose(mealCode: string, rng: Rng): Dish[] {
  if (mealCode === '1' && rng.chance(0.3)) return [rng.pick(BREAKFAST_BREAD), rng.pick(SIDES), rng.pick(EXTRAS)];
  if (mealCode === '1') return [rng.pick(RICE.slice(0, 11)), rng.pick(SOUPS), rng.pick(SIDES), rng.pick(KIMCHI)];
  const rice = rng.pick(RICE);
  const oneDish = rice[2] > 400;
  const dishes: Dish[] = [rice, rng.pick(SOUPS)];
  if (!oneDish) dishes.push(rng.pick(MAINS));
  dishes.push(rng.pick(SIDES), rng.pick(KIMCHI));
  if (mealCode === '2' && rng.chance(0.6)) dishes.push(rng.pick(EXTRAS));
  return dishes;
}

const fixed = (value: number) => value.toFixed(1);

function nutrition(kcal: number, rng: Rng): string {
  const jitter = () => 0.85 + rng.next() * 0.3;
  return [
    `탄수화물(g) : ${fixed(((kcal * 0.6) / 4) * jitter())}`,
    `단백질(g) : ${fixed(((kcal * 0.16) / 4) * jitter())}`,
    `지방(g) : ${fixed(((kcal * 0.24) / 9) * jitter())}`,
    `비타민A(R.E) : ${fixed(kcal * 0.25 * jitter())}`,
    `티아민(mg) : ${fixed(0.4 * jitter())}`,
    `리보플라빈(mg) : ${fixed(0.5 * jitter())}`,
    `비타민C(mg) : ${fixed(kcal * 0.02 * jitter())}`,
    `칼슘(mg) : ${fixed(kcal * 0.3 * jitter())}`,
    `철분(mg) : ${fixed(kcal * 0.005 * jitter())}`,
  ].join('<br/>');
}

/** The school's standing 원산지 list; only the imported items change from school to school. */
function origins(profile: SchoolProfile): string {
  const rng = createRng(hashSeed('origin', profile.code));
  const beef = rng.pick(['국내산(한우)', '국내산(한우)', '국내산(육우)', '호주산']);
  const mackerel = rng.pick(['국내산', '국내산', '노르웨이산']);
  return [
    '쌀 : 국내산',
    '김치류 : 국내산',
    '고춧가루(김치류) : 국내산',
    `쇠고기(종류) : ${beef}`,
    '돼지고기 : 국내산',
    '닭고기 : 국내산',
    '오리고기 : 국내산',
    '쇠고기 식육가공품 : 국내산',
    '돼지고기 식육가공품 : 국내산',
    '닭고기 식육가공품 : 국내산',
    '오리고기 가공품 : 국내산',
    '낙지 : 국내산',
    `고등어 : ${mackerel}`,
    '갈치 : 국내산',
    '오징어 : 국내산',
    '꽃게 : 국내산',
    '참조기 : 국내산',
    '콩 : 국내산',
  ].join('<br/>');
}

/** Meal codes served on a school day: lunch always, breakfast when boarding, dinner Mon–Thu. */
export function mealCodesOn(profile: SchoolProfile, ymd: string): string[] {
  const codes: string[] = [];
  if (profile.breakfast) codes.push('1');
  codes.push('2');
  if (profile.dinner && dayOfWeek(ymd) !== 5) codes.push('3');
  return codes;
}

/** Menus are loaded on the 25th of the month before. */
function loadDate(ymd: string): string {
  const year = Number(ymd.slice(0, 4));
  const month = Number(ymd.slice(4, 6));
  const [loadYear, loadMonth] = month === 1 ? [year - 1, 12] : [year, month - 1];
  return `${loadYear}${String(loadMonth).padStart(2, '0')}25`;
}

export function mealRow(options: { seed: string; profile: SchoolProfile; ymd: string; mealCode: string }): RawRow {
  const { seed, profile, ymd, mealCode } = options;
  const rng = createRng(hashSeed(seed, 'meal', profile.code, ymd, mealCode));
  const dishes = compose(mealCode, rng);
  const scale = profile.kind === '초등학교' ? 0.85 : 1;
  const kcal = dishes.reduce((sum, dish) => sum + dish[2], 0) * scale * (0.93 + rng.next() * 0.14);
  const share = mealCode === '2' ? 1.08 : mealCode === '1' ? 0.35 : 0.45;
  return {
    ATPT_OFCDC_SC_CODE: profile.office,
    ATPT_OFCDC_SC_NM: profile.officeName,
    SD_SCHUL_CODE: profile.code,
    SCHUL_NM: profile.name,
    MMEAL_SC_CODE: mealCode,
    MMEAL_SC_NM: MEAL_NAMES[mealCode] ?? '',
    MLSV_YMD: ymd,
    MLSV_FGR: Math.max(5, Math.round(profile.students * share * (0.95 + rng.next() * 0.05))),
    DDISH_NM: dishes.map(dishLine).join('<br/>'),
    ORPLC_INFO: origins(profile),
    CAL_INFO: `${fixed(kcal)} Kcal`,
    NTR_INFO: nutrition(kcal, rng),
    MLSV_FROM_YMD: ymd,
    MLSV_TO_YMD: ymd,
    LOAD_DTM: loadDate(ymd),
  };
}

/** Every meal row of a school between two dates (inclusive), in date then meal order. */
export function mealRows(options: { seed: string; profile: SchoolProfile; dates: readonly string[] }): RawRow[] {
  const { seed, profile, dates } = options;
  const rows: RawRow[] = [];
  for (const ymd of dates) {
    if (!profile.calendar.isSchoolDay(ymd)) continue;
    for (const mealCode of mealCodesOn(profile, ymd)) rows.push(mealRow({ seed, profile, ymd, mealCode }));
  }
  return rows;
}
