// Generates the precedents (판례): courts, case numbers and dates, each applying articles that exist in
// the version of the law in force on its 선고일자, with 참조판례 that point at earlier 대법원 rulings.
import { createRng, hashSeed, type Rng } from '@kopa/kit';
import { type ArticleState, FAMOUS } from './articles.ts';
import type { LawSpec } from './catalog.ts';
import { dayOf, spaced, ymdOf } from './dates.ts';
import { CIRCLED } from './korean.ts';
import type { LawCorpus } from './law-corpus.ts';
import {
  CASE_MARKS,
  type CaseKind,
  caseName,
  DECISION_MARKS,
  DISTRICT_COURTS,
  FAMILY_COURTS,
  FAMILY_KINDS,
  HIGH_COURTS,
  KIND_CODES,
  LOWER_COURT_CODE,
  SUPREME_COURT_CODE,
} from './precedent-templates.ts';
import { type Citation, issuesOf, quoteOf } from './precedent-text.ts';
import { articleLabel } from './render-article.ts';
import { DATA_END, type LawVersion } from './versions.ts';

export type PrecedentRow = {
  판례일련번호: string;
  사건명: string;
  사건번호: string;
  /** YYYYMMDD (lists print it as "2025.06.05"). */
  선고일자: string;
  선고: string;
  법원명: string;
  법원종류코드: string;
  사건종류명: string;
  사건종류코드: string;
  판결유형: string;
  데이터출처명: string;
  판시사항: string;
  판결요지: string;
  참조조문: string;
  참조판례: string;
  /** Only when an overlay supplies it; otherwise composed on request from the fields above. */
  판례내용?: string;
};

const PRECEDENT_START = '20080101';
const HEAVY = new Set(['민법', '형법', '근로기준법', '주택임대차보호법', '도로교통법', '개인정보 보호법']);

function lawWeight(spec: LawSpec): number {
  if (spec.kind === '헌법') return 0.3;
  if (HEAVY.has(spec.name)) return 12;
  return FAMOUS[spec.name] ? 6 : 1.5;
}

interface Head {
  spec: LawSpec;
  date: string;
  kind: CaseKind;
  level: 'supreme' | 'high' | 'first';
  order: number;
}

/** Supreme Court judgments fall on Thursdays; other courts on weekdays. */
function courtDay(day: number, supreme: boolean): number {
  const weekday = (day + 4) % 7; // 0 = Sunday for the Unix epoch (a Thursday)
  if (supreme) return day + ((4 - weekday + 7) % 7);
  return weekday === 0 ? day + 1 : weekday === 6 ? day + 2 : day;
}

function heads(corpus: LawCorpus, rng: Rng, count: number): Head[] {
  const laws = corpus.specs().filter((spec) => spec.kind === '법률' || spec.kind === '헌법');
  const weighted = laws.map((spec) => [spec, lawWeight(spec)] as const);
  const end = dayOf(DATA_END);
  const result: Head[] = [];
  for (let order = 0; order < count; order++) {
    const spec = rng.weighted(weighted);
    const first = corpus.versions(spec.법령ID)[0];
    const start = Math.max(dayOf(PRECEDENT_START), dayOf(first?.시행일자 ?? PRECEDENT_START));
    const kind = rng.weighted(FAMILY_KINDS[spec.family] ?? ([['민사', 1]] as const));
    const level = rng.weighted([
      ['supreme', 4],
      ['high', 2.5],
      ['first', 3.5],
    ] as const);
    const day = courtDay(start + Math.floor((end - start) * Math.sqrt(rng.next())), level === 'supreme');
    result.push({ spec, date: ymdOf(Math.min(day, end)), kind, level, order });
  }
  return result.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.order - b.order));
}

/**
 * The rulings of one day after the fixed window, from that day's own stream: about as many as the
 * window's last years have per day, 대법원 only on Thursdays, none on weekends. A later window end
 * never changes an earlier day's rulings.
 */
function headsOn(corpus: LawCorpus, rng: Rng, day: number, order: number): Head[] {
  const weekday = (day + 4) % 7;
  if (weekday === 0 || weekday === 6) return [];
  const laws = corpus.specs().filter((spec) => spec.kind === '법률' || spec.kind === '헌법');
  const weighted = laws.map((spec) => [spec, lawWeight(spec)] as const);
  const count = weekday === 4 ? rng.int(3, 6) : rng.int(1, 3);
  const result: Head[] = [];
  for (let index = 0; index < count; index++) {
    const spec = rng.weighted(weighted);
    const kind = rng.weighted(FAMILY_KINDS[spec.family] ?? ([['민사', 1]] as const));
    const level =
      weekday === 4 && index < 3
        ? 'supreme'
        : rng.weighted([
            ['high', 2.5],
            ['first', 3.5],
          ] as const);
    result.push({ spec, date: ymdOf(day), kind, level, order: order + index });
  }
  return result;
}

function courtOf(head: Head, rng: Rng): string {
  if (head.level === 'supreme') return '대법원';
  if (head.kind === '특허') return '특허법원';
  if (head.level === 'high') return rng.pick(HIGH_COURTS);
  if (head.kind === '가사') return rng.pick(FAMILY_COURTS);
  if ((head.kind === '일반행정' || head.kind === '세무') && rng.chance(0.6)) return '서울행정법원';
  return rng.pick(DISTRICT_COURTS);
}

/** 수원고등법원 opened on 2019-03-01; earlier appeals from its district went to 서울고등법원. */
function courtNamed(court: string, date: string): string {
  return court === '수원고등법원' && date < '20190301' ? '서울고등법원' : court;
}

/** The 사건번호 of a 결정 with the same year and number: the 항고 marks of its court level. */
function decisionNumber(number: string, head: Head): string | undefined {
  const mark = DECISION_MARKS[head.level][head.kind];
  const match = /^(\d{4})([가-힣]+)(\d+)$/.exec(number);
  return mark && match ? `${match[1]}${mark}${match[3]}` : undefined;
}

function caseNumber(head: Head, rng: Rng): string {
  const year = Number(head.date.slice(0, 4)) - rng.int(0, head.level === 'first' ? 1 : 2);
  const mark = rng.pick(CASE_MARKS[head.level === 'first' && head.kind === '특허' ? 'high' : head.level][head.kind]);
  const digits = head.level === 'supreme' ? rng.int(1000, mark === '다' ? 329_999 : 69_999) : rng.int(1000, 99_999);
  return `${year}${mark}${digits}`;
}

export function createPrecedents(options: {
  corpus: LawCorpus;
  seed: string;
  count: number;
  /** The last day of rulings, YYYYMMDD; later than DATA_END adds the days after it. */
  end?: string;
}): PrecedentRow[] {
  const { corpus, seed } = options;
  let rng = createRng(hashSeed(seed, 'precedents'));
  const present = new Map<string, ArticleState[]>();
  const presentAt = (version: LawVersion) => {
    let list = present.get(version.법령일련번호);
    if (!list) {
      list = [...corpus.states(version).values()].filter((state) => !state.deleted && state.slot.num > 1);
      present.set(version.법령일련번호, list);
    }
    return list;
  };
  // Many rulings apply the same well-known article of the same version; render each once.
  const citations = new Map<string, Citation | undefined>();
  const cite = (spec: LawSpec, version: LawVersion, state: ArticleState): Citation | undefined => {
    const key = `${version.법령일련번호}:${state.slot.num}:${state.slot.branch}`;
    if (!citations.has(key)) {
      const unit = corpus.unit(version, state.slot);
      const number = Array.isArray(unit?.항) ? CIRCLED.indexOf(unit.항[0]?.항번호 || '?') + 1 : 0;
      const label = `${articleLabel(state.slot.num, state.slot.branch)}${number > 0 ? ` 제${number}항` : ''}`;
      citations.set(
        key,
        unit ? { text: `${spec.name} ${label}`, title: unit.조문제목, quote: quoteOf(unit) } : undefined,
      );
    }
    const found = citations.get(key);
    return found ? { ...found } : undefined;
  };
  const supremeByLaw = new Map<string, Array<{ date: string; number: string; decision: boolean }>>();
  const rows: PrecedentRow[] = [];
  const numbers = new Set<string>();
  let serial = 150_000;
  const emit = (head: Head) => {
    const version = corpus.inForce(head.spec.법령ID, head.date);
    const candidates = version ? presentAt(version) : [];
    if (!version || candidates.length === 0) return;
    const famousKeys = Object.keys(FAMOUS[head.spec.name] ?? {});
    const pickState = () => {
      const key = famousKeys.length > 0 && rng.chance(0.6) ? rng.pick(famousKeys) : undefined;
      return (key ? corpus.states(version).get(key) : undefined) ?? rng.pick(candidates);
    };
    const main = pickState();
    if (main.deleted) return;
    const cited: Citation[] = [];
    const first = cite(head.spec, version, main);
    if (!first) return;
    cited.push(first);
    const decree = corpus.specByName(`${head.spec.name} 시행령`);
    const decreeVersion = decree && rng.chance(0.25) ? corpus.inForce(decree.법령ID, head.date) : undefined;
    const decreeCitation =
      decree && decreeVersion ? cite(decree, decreeVersion, rng.pick(presentAt(decreeVersion))) : undefined;
    const decreeText = decreeCitation ? `, ${decreeCitation.text}` : '';
    if (rng.chance(0.35)) {
      const second = pickState();
      // Compare articles, not state objects: the corpus's state cache may rebuild a version's states
      // between the two picks, and whether it does depends on what the process served before.
      const citation = second.slot !== main.slot && !second.deleted ? cite(head.spec, version, second) : undefined;
      if (citation) cited.push(citation);
    }
    const { 판시사항, 판결요지 } = issuesOf({ citations: cited, kind: head.kind, rng });
    const earlier = supremeByLaw.get(head.spec.법령ID) ?? [];
    const earlierCited = earlier.length > 0 && rng.chance(0.5) ? [rng.pick(earlier)] : [];
    let 사건번호 = caseNumber(head, rng);
    while (numbers.has(사건번호)) 사건번호 = caseNumber(head, rng);
    numbers.add(사건번호);
    const 법원명 = courtNamed(courtOf(head, rng), head.date);
    serial += rng.int(5, 60);
    const key = `${main.slot.num}${main.slot.branch ? `의${main.slot.branch}` : ''}`;
    const 사건명 = caseName({
      spec: head.spec,
      kind: head.kind,
      key,
      title: first.title,
      pick: (items) => rng.pick(items),
    });
    // A 결정 is given on a 항고 or 재항고 (마, 라, …), never on a 다/나 appeal.
    const decided = rng.chance(0.9) ? undefined : decisionNumber(사건번호, head);
    if (decided && !numbers.has(decided)) {
      numbers.delete(사건번호);
      numbers.add(decided);
      사건번호 = decided;
    }
    const 판결유형 = decided && 사건번호 === decided ? '결정' : '판결';
    rows.push({
      판례일련번호: String(serial),
      사건명,
      사건번호,
      선고일자: head.date,
      선고: '선고',
      법원명,
      법원종류코드: 법원명 === '대법원' ? SUPREME_COURT_CODE : LOWER_COURT_CODE,
      사건종류명: head.kind,
      사건종류코드: KIND_CODES[head.kind],
      판결유형,
      데이터출처명: '대법원',
      판시사항,
      판결요지,
      참조조문:
        cited.length > 1
          ? cited.map((c, i) => `[${i + 1}] ${c.text}${i === 0 ? decreeText : ''}`).join(' / ')
          : `${first.text}${decreeText}`,
      참조판례: earlierCited
        .map((entry) =>
          entry.decision
            ? `대법원 ${spaced(entry.date)}자 ${entry.number} 결정`
            : `대법원 ${spaced(entry.date)} 선고 ${entry.number} 판결`,
        )
        .join(', '),
    });
    if (법원명 === '대법원') {
      if (!supremeByLaw.has(head.spec.법령ID)) supremeByLaw.set(head.spec.법령ID, earlier);
      earlier.push({ date: head.date, number: 사건번호, decision: 판결유형 === '결정' });
    }
  };
  for (const head of heads(corpus, rng, options.count)) emit(head);
  const last = dayOf(options.end ?? DATA_END);
  for (let day = dayOf(DATA_END) + 1; day <= last; day++) {
    rng = createRng(hashSeed(seed, 'precedents', ymdOf(day)));
    for (const head of headsOn(corpus, rng, day, rows.length)) emit(head);
  }
  return rows;
}
