// Amendment histories: every law gets its 제정 version and a few 일부개정/타법개정 versions, each with
// its own MST (법령일련번호), 공포일자, 공포번호 and 시행일자. 시행일자 strictly increase within a law, so
// "the version in force on date D" always has exactly one answer.
import { createRng, hashSeed, type Rng } from '@kopa/kit';
import type { LawSpec } from './catalog.ts';
import { addDays, dayOf, ymdOf } from './dates.ts';

export interface LawVersion {
  법령일련번호: string;
  법령ID: string;
  공포일자: string;
  공포번호: string;
  시행일자: string;
  제개정구분명: string;
  /** 0-based position in the law's history (0 = 제정). */
  index: number;
}

/** The last day any version may be promulgated: the data window ends at the default clock. */
export const DATA_END = '20260831';
const MIN_GAP_DAYS = 400;
const EFFECT_DELAYS = [0, 0, 0, 90, 180, 180, 365];

/** Promulgation numbers grow with time; these anchors follow the real series (민법 = 법률 제471호). */
const NUMBER_ANCHORS: Record<string, ReadonlyArray<readonly [string, number]>> = {
  법률: [
    ['19480101', 1],
    ['19580101', 471],
    ['19700101', 2200],
    ['19900101', 4200],
    ['20000101', 6100],
    ['20080101', 8800],
    ['20150101', 13000],
    ['20200101', 16900],
    ['20270101', 22000],
  ],
  대통령령: [
    ['19480101', 1],
    ['19700101', 5000],
    ['19900101', 12900],
    ['20000101', 16700],
    ['20080101', 20500],
    ['20150101', 26000],
    ['20200101', 30300],
    ['20270101', 36500],
  ],
  대법원규칙: [
    ['19480101', 1],
    ['20000101', 1640],
    ['20270101', 3250],
  ],
};
const MST_ANCHORS: ReadonlyArray<readonly [string, number]> = [
  ['19480101', 5000],
  ['20000101', 60000],
  ['20080101', 85000],
  ['20150101', 170000],
  ['20200101', 215000],
  ['20270101', 292000],
];

function interpolate(anchors: ReadonlyArray<readonly [string, number]>, ymd: string): number {
  const day = dayOf(ymd);
  for (let index = 1; index < anchors.length; index++) {
    const [toDate, toValue] = anchors[index] as readonly [string, number];
    const [fromDate, fromValue] = anchors[index - 1] as readonly [string, number];
    if (day <= dayOf(toDate) || index === anchors.length - 1) {
      const share = (day - dayOf(fromDate)) / (dayOf(toDate) - dayOf(fromDate));
      return Math.max(1, Math.round(fromValue + share * (toValue - fromValue)));
    }
  }
  return 1;
}

function promulgationNumber(spec: LawSpec, ymd: string, rng: Rng): string {
  const anchors = NUMBER_ANCHORS[spec.kind];
  if (anchors) return String(interpolate(anchors, ymd) + rng.int(0, 12));
  if (spec.kind === '헌법') return String(rng.int(1, 10));
  // 부령 and 총리령 are numbered per issuer, a few dozen a year.
  const years = Math.max(0, dayOf(ymd) - dayOf('19950101')) / 365;
  return String(1 + Math.round(years * 55) + rng.int(0, 30));
}

function amendmentCount(spec: LawSpec, rng: Rng): number {
  if (spec.kind === '법률') return spec.articleCount > 300 ? rng.int(5, 9) : rng.int(3, 7);
  if (spec.kind === '대통령령') return rng.int(3, 6);
  return rng.int(2, 5);
}

function constitution(spec: LawSpec): LawVersion[] {
  return [
    {
      법령일련번호: '',
      법령ID: spec.법령ID,
      공포일자: '19480717',
      공포번호: '1',
      시행일자: '19480717',
      제개정구분명: '제정',
      index: 0,
    },
    {
      법령일련번호: '',
      법령ID: spec.법령ID,
      공포일자: '19871029',
      공포번호: '10',
      시행일자: '19880225',
      제개정구분명: '전부개정',
      index: 1,
    },
  ];
}

function historyOf(spec: LawSpec, seed: string): LawVersion[] {
  if (spec.kind === '헌법') return constitution(spec);
  const rng = createRng(hashSeed(seed, 'history', spec.법령ID));
  const versions: LawVersion[] = [];
  const push = (공포일자: string, 시행일자: string, 제개정구분명: string) =>
    versions.push({
      법령일련번호: '',
      법령ID: spec.법령ID,
      공포일자,
      공포번호: promulgationNumber(spec, 공포일자, rng),
      시행일자,
      제개정구분명,
      index: versions.length,
    });
  push(spec.enacted, addDays(spec.enacted, rng.pick([0, 90, 180, 365])), '제정');
  const start = Math.max(dayOf(spec.enacted) + MIN_GAP_DAYS, dayOf('20050101'));
  const window = dayOf(DATA_END) - start;
  const count = Math.min(amendmentCount(spec, rng), Math.floor(window / (MIN_GAP_DAYS + 20)));
  if (count <= 0) return versions;
  const slot = Math.floor(window / count);
  for (let index = 0; index < count; index++) {
    const day = start + index * slot + rng.int(0, Math.max(0, slot - MIN_GAP_DAYS));
    const 공포일자 = ymdOf(day);
    const kind = rng.chance(0.65) ? '일부개정' : '타법개정';
    push(공포일자, addDays(공포일자, rng.pick(EFFECT_DELAYS)), kind);
  }
  return versions;
}

/** Every law's versions, with MSTs assigned over all laws in 공포일자 order (as law.go.kr's grow). */
export function buildHistories(catalog: readonly LawSpec[], seed: string): Map<string, LawVersion[]> {
  const histories = new Map<string, LawVersion[]>();
  const all: LawVersion[] = [];
  for (const spec of catalog) {
    const versions = historyOf(spec, seed);
    histories.set(spec.법령ID, versions);
    all.push(...versions);
  }
  const rng = createRng(hashSeed(seed, 'mst'));
  const ordered = all
    .map((version) => ({ version, base: interpolate(MST_ANCHORS, version.공포일자) }))
    .sort((a, b) => a.base - b.base || compare(a.version.법령ID, b.version.법령ID));
  let last = 0;
  for (const { version, base } of ordered) {
    last = Math.max(base, last + 1) + rng.int(0, 3);
    version.법령일련번호 = String(last);
  }
  return histories;
}

/** The version in force on a date: the one with the latest 시행일자 on or before it. */
export function versionInForce(versions: readonly LawVersion[], ymd: string): LawVersion | undefined {
  let found: LawVersion | undefined;
  for (const version of versions) if (version.시행일자 <= ymd) found = version;
  return found;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
