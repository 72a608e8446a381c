// Typed value mentions of an answer, with their positions: numbers (Korean units, signs in words,
// native counts, rounding), dates (yearless in context, ranges), times in words and phone numbers.
// The claim grader binds each mention to what it is about; this module only reads values.

export interface NumberMention {
  kind: 'number';
  start: number;
  end: number;
  value: number;
  unit?: string;
  /** The rounding the words imply ("약", 조/억/만 without lower digits): an absolute tolerance. */
  rounding?: number;
  /** The sign came from words ("5.78% 하락"), not a minus. */
  signFromWords?: boolean;
  /** The place of the last digit stated: 0.01 for "37.56", 1e8 for "3조 2,000억". */
  place?: number;
}
export interface DateMention {
  kind: 'date';
  start: number;
  end: number;
  /** Every reading of the date as YYYYMMDD (a yearless date can have two). */
  values: string[];
}
export interface TimeMention {
  kind: 'time';
  start: number;
  end: number;
  /** Every reading as HH:MM (a bare "9시" is 09:00 or 21:00). */
  values: string[];
}
export interface PhoneMention {
  kind: 'phone';
  start: number;
  end: number;
  digits: string;
}
export type Mention = NumberMention | DateMention | TimeMention | PhoneMention;

const UNITS: Record<string, number> = { 조: 1e12, 억: 1e8, 만: 1e4, 천: 1e3, 백: 1e2 };
const NATIVE: Record<string, number> = {
  한: 1,
  두: 2,
  세: 3,
  석: 3,
  네: 4,
  넉: 4,
  다섯: 5,
  여섯: 6,
  일곱: 7,
  여덟: 8,
  아홉: 9,
  열: 10,
  열한: 11,
  열두: 12,
  열세: 13,
  열네: 14,
  열다섯: 15,
  열여섯: 16,
  열일곱: 17,
  열여덟: 18,
  열아홉: 19,
  스무: 20,
};
const NATIVE_DAYS: Record<string, number> = { 하루: 1, 이틀: 2, 사흘: 3, 나흘: 4, 닷새: 5, 엿새: 6, 이레: 7 };
const COUNTERS =
  '건|곳|명|개소|개|군데|번|표|권|가지|대|회|차례|분|학급|반|과목|문항|일|주|달|홀|선|면|호|배|교시|학년|년';
/** Unit words read after a number (longest first). */
const UNIT_AFTER =
  /^\s*(%p|%포인트|퍼센트포인트|퍼센트|프로|포인트|%|만원|억원|원|명|건|곳|개소|개|군데|표|권|홀|kcal|킬로칼로리|칼로리|교시|학급|반|회|과목|문항|분|배|주|년|번|호|선|대|면|일|시간|km|㎞|세|살|위|층|차|학년|석|기|쌍|가지|차례|인)/;
const APPROX_BEFORE = /(약|대략|거의|얼추|대강)\s*$/;
const APPROX_AFTER = /^\s*\S{0,6}?(가량|정도|쯤|남짓|내외|여\s)/;
const NEGATIVE_WORDS = /^[^,.\n]{0,12}?(하락|감소|떨어|줄어|줄었|내려|마이너스|적자|손실|빠졌)/;
const MINUS = /(?:[-−–]|[▼△]\s*)$/;

const pad = (value: number) => String(value).padStart(2, '0');
const validDate = (year: number, month: number, day: number) =>
  month >= 1 && month <= 12 && day >= 1 && day <= 31 && year >= 1900 && year <= 2100;

interface Span {
  start: number;
  end: number;
}
const overlaps = (taken: readonly Span[], start: number, end: number) =>
  taken.some((span) => start < span.end && end > span.start);

/** Phone numbers: 042-217-8778, (042) 217-8778, 042.217.8778, 042 217 8778, 0422178778, 1588-1234. */
function phones(text: string, taken: Span[]): PhoneMention[] {
  const found: PhoneMention[] = [];
  const pattern =
    /(?<![\d.,])(?:\(0\d{1,2}\)\s*|0\d{1,2}[\s.-]|0\d{1,2}(?=\d{7,8}(?!\d)))\d{3,4}[\s.-]?\d{4}(?!\d|[,.]\d)|(?<![\d.,-])1[5-9]\d{2}-\d{4}(?!\d)/g;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    found.push({ kind: 'phone', start, end, digits: match[0].replace(/\D/g, '') });
    taken.push({ start, end });
  }
  return found;
}

function dates(options: { text: string; taken: Span[]; years: readonly number[] }): DateMention[] {
  const { text, taken } = options;
  const found: DateMention[] = [];
  const add = (start: number, end: number, values: string[]) => {
    if (values.length === 0 || overlaps(taken, start, end)) return;
    found.push({ kind: 'date', start, end, values });
    taken.push({ start, end });
  };
  const full = [
    /(?<!\d)(\d{4})\s*[-./]\s*(\d{1,2})\s*[-./]\s*(\d{1,2})(?!\d)\.?/g,
    /(?<!\d)(\d{4})\s*년\s*(\d{1,2})\s*월\s*(\d{1,2})\s*일/g,
    /(?<!\d|\d[,.])(\d{4})(\d{2})(\d{2})(?!\d|[,.]\d)/g,
  ];
  for (const pattern of full) {
    for (const match of text.matchAll(pattern)) {
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      if (validDate(year, month, day))
        add(match.index, match.index + match[0].length, [`${year}${pad(month)}${pad(day)}`]);
    }
  }
  // Yearless dates: the year of the latest full date before them, else the years the query or the
  // session's clock implies; a month before the previous date's month may be the next year.
  const yearless: Array<{ start: number; end: number; month: number; day: number }> = [];
  for (const match of text.matchAll(/(?<!\d)(\d{1,2})\s*월\s*(\d{1,2})\s*(?:일|(?=\s*[·,~∼-]\s*\d{1,2}\s*일))/g))
    yearless.push({
      start: match.index,
      end: match.index + match[0].length,
      month: Number(match[1]),
      day: Number(match[2]),
    });
  // "5/14(목)", "(8/28)": a month and day written with a slash. A fraction or a ratio has a larger
  // second part, digits glued on either side, or a comma ("6,671/9,893").
  for (const match of text.matchAll(/(?<![\d.,/:])(1[0-2]|0?[1-9])\/(3[01]|[12]\d|0?[1-9])(?![\d.,/:%])/g))
    yearless.push({
      start: match.index,
      end: match.index + match[0].length,
      month: Number(match[1]),
      day: Number(match[2]),
    });
  // Short forms inside a range after a date: "2026.8.8~8.26".
  for (const match of text.matchAll(/[~∼–-]\s*(\d{1,2})\s*[./]\s*(\d{1,2})(?![\d.])/g)) {
    const start = match.index + match[0].indexOf(match[1] ?? '');
    if (found.some((date) => date.end <= match.index && match.index - date.end <= 2))
      yearless.push({ start, end: match.index + match[0].length, month: Number(match[1]), day: Number(match[2]) });
  }
  yearless.sort((a, b) => a.start - b.start);
  const previousOf = (start: number) => found.filter((date) => date.end <= start).sort((a, b) => b.end - a.end)[0];
  for (const date of yearless) {
    if (overlaps(taken, date.start, date.end)) continue;
    const previous = previousOf(date.start);
    let years: number[];
    if (previous) {
      const last = previous.values[0] ?? '';
      const year = Number(last.slice(0, 4));
      years = Number(last.slice(4, 6)) > date.month ? [year, year + 1] : [year];
    } else years = [...options.years];
    add(
      date.start,
      date.end,
      years
        .filter((year) => validDate(year, date.month, date.day))
        .map((year) => `${year}${pad(date.month)}${pad(date.day)}`),
    );
  }
  // A bare day after a date in a list or range: "10월 14일(수)부터 19일(월)까지", "5월 14일과 15일".
  const connector = /^(?:\s|\([월화수목금토일]\)|부터|에서|까지|~|∼|-|–|—|과|와|,|·|및|그리고|하고|이랑|랑|그리고)*$/;
  for (const match of text.matchAll(/(?<![\d월.])(\d{1,2})\s*일(?![간째])/g)) {
    const start = match.index;
    const end = start + match[0].length;
    if (overlaps(taken, start, end)) continue;
    const previous = previousOf(start);
    if (!previous || !connector.test(text.slice(previous.end, start))) continue;
    const day = Number(match[1]);
    const values = previous.values
      .map((value) => `${value.slice(0, 6)}${pad(day)}`)
      .filter((value) => {
        return validDate(Number(value.slice(0, 4)), Number(value.slice(4, 6)), day);
      });
    add(start, end, values);
  }
  return found;
}

function times(text: string, taken: Span[]): TimeMention[] {
  const found: TimeMention[] = [];
  const add = (start: number, end: number, values: string[]) => {
    if (overlaps(taken, start, end)) return;
    found.push({ kind: 'time', start, end, values });
    taken.push({ start, end });
  };
  for (const match of text.matchAll(/(?<![\d:])([01]?\d|2[0-4]):([0-5]\d)(?::[0-5]\d)?(?![\d:])/g))
    add(match.index, match.index + match[0].length, [`${pad(Number(match[1]) % 24)}:${match[2]}`]);
  const worded =
    /(오전|오후|새벽|아침|낮|저녁|밤)?\s*(?<![\d.])(\d{1,2})\s*시(?!간|대|청|민|장|의회|도청)\s*(?:(\d{1,2})\s*분|(반))?/g;
  for (const match of text.matchAll(worded)) {
    const hour = Number(match[2]);
    if (hour > 24) continue;
    const minute = match[4] ? 30 : Number(match[3] ?? 0);
    if (minute > 59) continue;
    const period = match[1];
    let hours: number[];
    if (period === '오후' || period === '저녁' || period === '밤')
      hours = [hour === 12 && period === '밤' ? 0 : hour < 12 ? hour + 12 : hour];
    else if (period === '낮') hours = [hour < 7 ? hour + 12 : hour];
    else if (period) hours = [hour === 12 ? 0 : hour];
    else hours = hour >= 1 && hour <= 12 ? [hour % 12, (hour % 12) + 12] : [hour % 24];
    const start = match.index + (period ? 0 : match[0].indexOf(match[2] ?? ''));
    add(start, match.index + match[0].length, [...new Set(hours.map((value) => `${pad(value % 24)}:${pad(minute)}`))]);
  }
  for (const match of text.matchAll(/정오|자정/g))
    add(match.index, match.index + 2, [match[0] === '정오' ? '12:00' : '00:00']);
  return found;
}

/** "3조 2,000억" → 3.2e12 with the rounding its lowest unit implies. */
function readAmount(span: string): { value: number; lowestUnit: number; decimals: number } {
  let total = 0;
  let group = 0;
  let pending: number | undefined;
  let lowestUnit = 1;
  let decimals = 0;
  for (const token of span.matchAll(/(\d[\d,]*(?:\.\d+)?)|(조|억|만|천|백)/g)) {
    if (token[1] !== undefined) {
      const digits = token[1].replace(/,/g, '');
      decimals = digits.includes('.') ? (digits.split('.')[1]?.length ?? 0) : 0;
      if (pending !== undefined) group += pending;
      pending = Number(digits);
      lowestUnit = 1;
      continue;
    }
    const unit = UNITS[token[2] ?? ''] ?? 1;
    if (unit < 1e4) group += (pending ?? 1) * unit;
    else {
      group += pending ?? 0;
      total += (group || 1) * unit;
      group = 0;
    }
    lowestUnit = unit;
    pending = undefined;
  }
  return { value: total + group + (pending ?? 0), lowestUnit, decimals };
}

function numbers(options: { text: string; taken: Span[] }): NumberMention[] {
  const { text, taken } = options;
  const found: NumberMention[] = [];
  const span = /(?<![\d.,])\d[\d,]*(?:\.\d+)?(?:\s*(?:조|억|만|천|백)(?:\s*\d[\d,]*(?:\.\d+)?)?)*/g;
  for (const match of text.matchAll(span)) {
    const raw = match[0].replace(/,+$/, '').replace(/\s+$/, '');
    const start = match.index;
    let end = start + raw.length;
    if (overlaps(taken, start, end)) continue;
    // "제44조", "제12조의2": an article number, not 44 trillion.
    if (/제\s*$/.test(text.slice(Math.max(0, start - 2), start))) {
      const digits = /^\d+/.exec(raw)?.[0] ?? raw;
      found.push({
        kind: 'number',
        start,
        end: start + digits.length,
        value: Number(digits),
        unit: text[start + digits.length] ?? '',
      });
      continue;
    }
    const { value: magnitude, lowestUnit, decimals } = readAmount(raw);
    if (!Number.isFinite(magnitude)) continue;
    const after = text.slice(end);
    const unitMatch = UNIT_AFTER.exec(after);
    const before = text.slice(Math.max(0, start - 6), start);
    // "￦12,000", "₩ 1,490": the won sign before the amount.
    const unit = unitMatch?.[1] ?? (/[￦₩]\s*$/.test(before) ? '원' : undefined);
    if (unitMatch) end += unitMatch[0].length;
    const approximate = APPROX_BEFORE.test(before) || APPROX_AFTER.test(text.slice(end));
    const minus = MINUS.test(before) && !/\d\s*[-–]\s*$/.test(text.slice(Math.max(0, start - 8), start));
    const negativeWords = !minus && NEGATIVE_WORDS.test(text.slice(end));
    const value = minus || negativeWords ? -magnitude : magnitude;
    // A Korean-unit amount without lower digits is rounded to that unit; "약" rounds the last digit.
    const lastPlace = decimals > 0 ? 10 ** -decimals : 1;
    const rounding = approximate ? Math.max(lowestUnit, lastPlace) : lowestUnit > 1 ? lowestUnit : undefined;
    found.push({
      kind: 'number',
      start,
      end,
      value,
      place: lowestUnit > 1 ? lowestUnit : lastPlace,
      ...(unit ? { unit: normalizeUnit(unit) } : {}),
      ...(rounding ? { rounding } : {}),
      ...(negativeWords ? { signFromWords: true } : {}),
    });
  }
  const native = new RegExp(
    `(?<![가-힣])(${Object.keys(NATIVE)
      .sort((a, b) => b.length - a.length)
      .join('|')})\\s?(${COUNTERS})(?![가-힣])|(?<![가-힣])(${Object.keys(NATIVE)
      .sort((a, b) => b.length - a.length)
      .join('|')})\\s?(${COUNTERS})(?=[이가은는을를의에와과도만로으씩요입인])(?!번째)`,
    'g',
  );
  for (const match of text.matchAll(native)) {
    const start = match.index;
    const end = start + match[0].length;
    if (overlaps(taken, start, end) || found.some((mention) => start < mention.end && end > mention.start)) continue;
    // "세 건" is a count; "한" before a non-counter ("한 번도" aside) is not read.
    const word = match[1] ?? match[3] ?? '';
    const counter = match[2] ?? match[4] ?? '';
    found.push({ kind: 'number', start, end, value: NATIVE[word] ?? 0, unit: normalizeUnit(counter) });
  }
  for (const match of text.matchAll(new RegExp(`(?<![가-힣])(${Object.keys(NATIVE_DAYS).join('|')})`, 'g'))) {
    const start = match.index;
    found.push({
      kind: 'number',
      start,
      end: start + match[0].length,
      value: NATIVE_DAYS[match[1] ?? ''] ?? 0,
      unit: '일',
    });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Unit words that name the same unit. */
const UNIT_CLASSES: Record<string, string> = {
  퍼센트: '%',
  프로: '%',
  '%포인트': '%p',
  퍼센트포인트: '%p',
  포인트: '%p',
  개소: '곳',
  군데: '곳',
  킬로칼로리: 'kcal',
  칼로리: 'kcal',
  만원: '원',
  억원: '원',
  '㎞': 'km',
  인: '명',
  살: '세',
  차례: '번',
};
export const normalizeUnit = (unit: string) => UNIT_CLASSES[unit] ?? unit;

/** Counters that may stand for each other in a correct answer ("34개" for "34곳", "3건" for "3개"). */
const INTERCHANGEABLE = [
  new Set(['곳', '개']),
  new Set(['건', '개']),
  new Set(['명', '표']),
  new Set(['반', '학급', '개']),
];
export function unitsAgree(factUnit: string | undefined, mentionUnit: string | undefined): boolean {
  if (!factUnit || !mentionUnit) return true;
  const fact = normalizeUnit(factUnit);
  if (fact === mentionUnit) return true;
  return INTERCHANGEABLE.some((group) => group.has(fact) && group.has(mentionUnit));
}

/** Every value the text states, in order. `years` resolves yearless dates. */
export function readMentions(text: string, options: { years: readonly number[] }): Mention[] {
  const normalized = text.normalize('NFC');
  const taken: Span[] = [];
  const all: Mention[] = [
    ...phones(normalized, taken),
    ...dates({ text: normalized, taken, years: options.years }),
    ...times(normalized, taken),
  ];
  return all.concat(numbers({ text: normalized, taken })).sort((a, b) => a.start - b.start);
}
