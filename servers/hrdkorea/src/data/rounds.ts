// The exam rounds of 2024–2027 (and later years for a later data window): each family's yearly rounds laid out from a registration target
// date, with every later step snapped to the weekday Q-Net uses (registration opens on a Monday,
// written exams start on a Saturday, results come out on a Wednesday or Friday).
import { addDays, FRIDAY, MONDAY, onOrAfter, SATURDAY, WEDNESDAY } from './calendar.ts';
import type { Qualification } from './catalog.ts';
import type { Family, RoundRow } from './types.ts';

/** The years of the fixed window: 2027's plan is published on 2026-11-01 but already laid out. */
export const YEARS: readonly number[] = [2024, 2025, 2026, 2027];

/** The years laid out for a window ending `end` (YYYY-MM-DD): the fixed ones, and through the year after
 *  the end's, whose plan Q-Net publishes on 1 November (see `roundPublished`). */
export function yearsThrough(end?: string): readonly number[] {
  const last = end === undefined ? 0 : Number(end.slice(0, 4)) + 1;
  const years = [...YEARS];
  for (let year = (YEARS.at(-1) ?? 2027) + 1; year <= last; year++) years.push(year);
  return years;
}

interface Template {
  /** MMDD the registration targets; it opens on the Monday on or after it. */
  regTargets: readonly string[];
  examAfterReg: number;
  /** Written exam period length in days after the first day (0: one day). */
  examLength: number;
  passAfterExam: number;
  /** 응시자격 서류제출 window (기술사, 기능장). */
  submit: boolean;
  pracRegAfterPass: number;
  pracExamAfterReg: number;
  pracExamLength: number;
  pracPassAfterExam: number;
}

const TEMPLATES: Record<Exclude<Family, 'S'>, Template> = {
  PE: {
    regTargets: ['0105', '0406', '0706'],
    examAfterReg: 21,
    examLength: 0,
    passAfterExam: 32,
    submit: true,
    pracRegAfterPass: 3,
    pracExamAfterReg: 24,
    pracExamLength: 10,
    pracPassAfterExam: 14,
  },
  MC: {
    regTargets: ['0119', '0608'],
    examAfterReg: 21,
    examLength: 4,
    passAfterExam: 14,
    submit: true,
    pracRegAfterPass: 3,
    pracExamAfterReg: 28,
    pracExamLength: 12,
    pracPassAfterExam: 20,
  },
  E: {
    regTargets: ['0112', '0413', '0720'],
    examAfterReg: 20,
    examLength: 24,
    passAfterExam: 7,
    submit: false,
    pracRegAfterPass: 5,
    pracExamAfterReg: 21,
    pracExamLength: 20,
    pracPassAfterExam: 30,
  },
  C: {
    regTargets: ['0105', '0316', '0601', '0828'],
    examAfterReg: 14,
    examLength: 6,
    passAfterExam: 7,
    submit: false,
    pracRegAfterPass: 3,
    pracExamAfterReg: 21,
    pracExamLength: 18,
    pracPassAfterExam: 14,
  },
  CP: {
    regTargets: ['0202', '0504', '0803', '1102'],
    examAfterReg: 14,
    examLength: 4,
    passAfterExam: 10,
    submit: false,
    pracRegAfterPass: 3,
    pracExamAfterReg: 14,
    pracExamLength: 10,
    pracPassAfterExam: 21,
  },
  WL: {
    regTargets: ['0209', '0511', '0810', '1109'],
    examAfterReg: 14,
    examLength: 4,
    passAfterExam: 10,
    submit: false,
    pracRegAfterPass: 3,
    pracExamAfterReg: 14,
    pracExamLength: 10,
    pracPassAfterExam: 21,
  },
};

const PROFESSIONAL: Template = {
  regTargets: [],
  examAfterReg: 35,
  examLength: 0,
  passAfterExam: 30,
  submit: false,
  pracRegAfterPass: 7,
  pracExamAfterReg: 35,
  pracExamLength: 1,
  pracPassAfterExam: 60,
};

const LABEL: Record<'PE' | 'MC' | 'E' | 'C', string> = { PE: '기술사', MC: '기능장', E: '기사', C: '기능사' };
const QUALGB: Record<Exclude<Family, 'S'>, [string, string]> = {
  PE: ['T', '국가기술자격'],
  MC: ['T', '국가기술자격'],
  E: ['T', '국가기술자격'],
  C: ['T', '국가기술자격'],
  CP: ['C', '과정평가형자격'],
  WL: ['W', '일학습병행자격'],
};

/** The round number shown in descriptions: cumulative for 기술사 and 기능장, 1..n for the others. */
export function roundNumber(options: { family: Family; year: number; index: number }): number {
  const { family, year, index } = options;
  if (family === 'PE') return 132 + (year - 2024) * 3 + index;
  if (family === 'MC') return 75 + (year - 2024) * 2 + index;
  return index + 1;
}

function layOut(options: {
  template: Template;
  regTarget: string;
}): Omit<RoundRow, 'roundKey' | 'family' | 'jmCd' | 'implYy' | 'implSeq' | 'qualgbCd' | 'qualgbNm' | 'description'> {
  const { template: t, regTarget } = options;
  const regStart = onOrAfter(regTarget, MONDAY);
  const regEnd = addDays(regStart, 3);
  const examStart = onOrAfter(addDays(regEnd, t.examAfterReg), SATURDAY);
  const examEnd = addDays(examStart, t.examLength);
  const pass = onOrAfter(addDays(examEnd, t.passAfterExam), WEDNESDAY);
  const pracRegStart = onOrAfter(addDays(pass, t.pracRegAfterPass), MONDAY);
  const pracRegEnd = addDays(pracRegStart, 3);
  const pracExamStart = onOrAfter(addDays(pracRegEnd, t.pracExamAfterReg), SATURDAY);
  const pracExamEnd = addDays(pracExamStart, t.pracExamLength);
  return {
    docRegStartDt: regStart,
    docRegEndDt: regEnd,
    docExamStartDt: examStart,
    docExamEndDt: examEnd,
    docPassDt: pass,
    docSubmitStartDt: t.submit ? addDays(examEnd, 2) : '',
    docSubmitEndDt: t.submit ? addDays(pass, 9) : '',
    pracRegStartDt: pracRegStart,
    pracRegEndDt: pracRegEnd,
    pracExamStartDt: pracExamStart,
    pracExamEndDt: pracExamEnd,
    pracPassDt: onOrAfter(addDays(pracExamEnd, t.pracPassAfterExam), FRIDAY),
  };
}

/** Registration month (2–9) and day of a professional qualification, stable across years. */
function professionalTarget(jmCd: string): string {
  const n = Number(jmCd);
  return `${String(2 + (n % 8)).padStart(2, '0')}${String(1 + ((n * 7) % 27)).padStart(2, '0')}`;
}

export function buildRounds(catalog: readonly Qualification[], years: readonly number[] = YEARS): RoundRow[] {
  const rows: RoundRow[] = [];
  for (const year of years) {
    for (const family of ['PE', 'MC', 'E', 'C', 'CP', 'WL'] as const) {
      const template = TEMPLATES[family];
      const [qualgbCd, qualgbNm] = QUALGB[family];
      template.regTargets.forEach((target, index) => {
        const seq = roundNumber({ family, year, index });
        const description =
          family === 'CP' || family === 'WL'
            ? `${qualgbNm} (${year}년도 제${seq}회)`
            : `국가기술자격 ${LABEL[family]} (${year}년도 제${seq}회)`;
        rows.push({
          roundKey: `${year}-${family}-${seq}`,
          family,
          jmCd: '',
          implYy: String(year),
          implSeq: String(seq),
          qualgbCd,
          qualgbNm,
          description,
          ...layOut({ template, regTarget: `${year}${target}` }),
        });
      });
    }
    for (const qualification of catalog) {
      if (qualification.family !== 'S') continue;
      const { jmcd, jmfldnm } = qualification.row;
      const seq = qualification.professionalSeq2026 + (year - 2026);
      rows.push({
        roundKey: `${year}-S-${jmcd}`,
        family: 'S',
        jmCd: jmcd,
        implYy: String(year),
        implSeq: String(seq),
        qualgbCd: 'S',
        qualgbNm: '국가전문자격',
        description: `국가전문자격 ${jmfldnm} (${year}년도 제${seq}회)`,
        ...layOut({ template: PROFESSIONAL, regTarget: `${year}${professionalTarget(jmcd)}` }),
      });
    }
  }
  return rows;
}

/** How many rounds each family has in a year. */
export const ROUNDS_PER_YEAR: Record<'PE' | 'MC' | 'E' | 'C', number> = { PE: 3, MC: 2, E: 3, C: 4 };

/** "2026년 정기 기사 1회", the getJMList round name. */
export function planName(round: Pick<RoundRow, 'family' | 'implYy' | 'implSeq'>): string {
  const label = round.family === 'S' ? '전문자격' : (LABEL[round.family as keyof typeof LABEL] ?? '');
  return `${round.implYy}년 정기 ${label} ${round.implSeq}회`;
}

/** "기사(2026년도 제1회)", the getPEList/getMCList/getEList/getCList description. */
export function seriesDescription(round: Pick<RoundRow, 'family' | 'implYy' | 'implSeq'>): string {
  const label = LABEL[round.family as keyof typeof LABEL] ?? '';
  return `${label}(${round.implYy}년도 제${round.implSeq}회)`;
}
