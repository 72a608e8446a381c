// RESPONSE: the answer is graded as claims (DESIGN §4). Each fact must be stated as a whole value,
// for its subject, not denied, and not hedged against a value the task knows to be a plausible
// wrong answer for the same slot; a conclusion must not name another candidate; an answer that
// states far more values than the task asks for is a dump. Grounding is checked beside the claims:
// the facts must come from this session's own tool results.
import {
  aliasesOf,
  aliasTable,
  type Fact,
  type Observed,
  type Task,
  ungrounded,
  type WrongValue,
  wasRead,
} from '@kopa/tasks';
import {
  type ClaimStructure,
  CONCLUSION_CUE,
  CONTRAST,
  DISJUNCTION,
  escapeRegex,
  findNames,
  findWhole,
  isNegated,
  readClaims,
  type Span,
  UNCERTAIN,
} from './claims.ts';
import { type Mention, readMentions, unitsAgree } from './mentions.ts';
import { asGradedFact, matchesValue, statesToLastDigit } from './values.ts';

export interface FactVerdict {
  fact: Fact;
  found: boolean;
  /** The fact was stated correctly; `found` also needs grounding. */
  claimed: boolean;
  why: string;
}

export interface ResponseGrade {
  score: number;
  /** Every fact stated as a claim for its subject and grounded in the session. */
  passed: boolean;
  /** Every fact stated as a claim, grounded or not: the paper-comparable RESPONSE. */
  claimed: boolean;
  grounded: boolean;
  facts: FactVerdict[];
  explanation: string;
}

/** Longer answers are dumps or sprays; a worked answer with tables stays far below this. */
export const MAX_ANSWER_CHARS = 20_000;

/**
 * Values an answer may state that could fill one of its facts' slots (a fact's kind, and for numbers
 * a unit the fact takes) beside the facts themselves: a few records for comparison. More is a spray.
 */
export const valueBudget = (facts: number) => 8 + 3 * facts;

/**
 * Values of any kind an answer may state, and values of the session it may restate: a careful answer
 * backs its facts with the dates, counts and names it read (blind solves of the benchmark state up to
 * about 20 for 4 facts), a dump restates everything.
 */
export const contextBudget = (facts: number) => 12 + 4 * facts;

interface Context {
  text: string;
  query: string;
  mentions: Mention[];
  claims: ClaimStructure;
  facts: Fact[];
  names: Record<string, readonly string[]>;
  used: Set<number>;
  /** What the session read; undefined in claim-only grading. */
  observed?: Observed;
  /** What every fact's judgement reads of the same answer, made once: see `partsOf`, `asidesOf`, `factSums`. */
  memo: { parts?: Set<number>; asides?: Span[]; sums?: Map<string, number[]> };
}

const keyOf = (mention: Mention) =>
  mention.kind === 'number'
    ? `n:${Number(mention.value.toPrecision(6))}`
    : mention.kind === 'phone'
      ? `p:${mention.digits}`
      : `${mention.kind[0]}:${mention.values.join('|')}`;

function yearsOf(query: string, now: string): number[] {
  const years = new Set<number>([Number(now.slice(0, 4))]);
  for (const match of query.matchAll(/(?<!\d)((?:19|20)\d{2})\s*년?/g)) years.add(Number(match[1]));
  return [...years];
}

/** A value stated here is stated for the fact: for its subject, or for no named record. */
function inSlot(options: { fact: Fact; subject: string | undefined }): boolean {
  const { fact, subject } = options;
  return fact.subject ? subject === fact.subject || subject === undefined : true;
}

/** A fact about no single record (a total, a count over the query) stated as one record's own
 *  value: "군포중앙도서관: 3곳" when 3 is how many libraries open, or a neighbour's label on a total. */
function mislabelled(context: Context, fact: Fact, span: Span): boolean {
  if (fact.subject) return false;
  const label = context.claims.labelOf(span);
  if (!label) return false;
  // Another fact with this value for this label makes the label right ("한식조리기능사: 34,900원").
  const others = context.facts.filter((other) => other !== fact && other.subject);
  if (others.some((other) => other.subject === label && other.kind === fact.kind && matchesExact(other, fact.value)))
    return false;
  return others.some((other) => other.subject === label) || (fact.wrong ?? []).some((wrong) => wrong.of === label);
}

/** The span is part of a longer record name the answer mentions ("부산" in "기흥(부산)휴게소"). */
const insideName = (context: Context, span: Span) =>
  context.claims.names.some(
    (name) => name.start <= span.start && name.end >= span.end && name.end - name.start > span.end - span.start,
  );

/** A wrong value stated here competes with the fact: a neighbour's own value stated for that
 *  neighbour is a comparison, not a hedge. */
function competes(options: { fact: Fact; subject: string | undefined; of?: string }): boolean {
  const { fact, subject, of } = options;
  if (of !== undefined && subject === of) return false;
  return fact.subject ? subject === fact.subject || subject === undefined : subject === undefined;
}

function valueMentions(context: Context, fact: Fact, value: number | string): Array<Mention | Span> {
  if (fact.kind === 'text') {
    const aliases = typeof value === 'string' ? aliasesOf(value) : [String(value)];
    return findWhole({ text: context.text, aliases, strictEnd: true });
  }
  return context.mentions.filter((mention) => matchesValue({ mention, fact, value, query: context.query }));
}

/** A fact stated with two values for one slot ("5곳 또는 4곳"). */
function disjoined(context: Context, span: Span, fact: Fact): boolean {
  const clause = context.claims.clauseOf(span.start);
  if (!clause) return false;
  const others = context.mentions.filter(
    (mention) =>
      mention.kind === fact.kind &&
      mention.start !== span.start &&
      mention.start >= clause.start &&
      mention.end <= clause.end &&
      (mention.kind !== 'number' || unitsAgree(fact.unit, mention.unit)),
  );
  return others.some((other) => {
    const [left, right] = other.start < span.start ? [other, span] : [span, other];
    return DISJUNCTION.test(context.text.slice(left.end, right.start));
  });
}

function wrongFor(context: Context, fact: Fact): WrongValue[] {
  // Another fact's value, of any kind, is an answer and never a wrong one ("202003" as a month and a number).
  const squashed = (value: number | string) => String(value).replace(/\s+/g, '');
  return (fact.wrong ?? []).filter(
    (wrong) =>
      !context.facts.some(
        (other) =>
          squashed(other.value) === squashed(wrong.value) ||
          (other.kind === fact.kind && matchesExact(other, wrong.value)),
      ),
  );
}
const matchesExact = (fact: Fact, value: number | string) =>
  typeof fact.value === 'number' && typeof value === 'number'
    ? Math.abs(fact.value - value) <= (fact.tolerance ?? 0) + 1e-9
    : String(fact.value) === String(value);

/** A number the tolerance lets stand for this fact that states another fact's value to its last digit,
 *  and not this one's, is that fact's value ("우리은행: 37.56173746" is 신한은행's latitude). */
function statesAnotherFact(context: Context, fact: Fact, mention: Mention | Span): boolean {
  if (fact.kind !== 'number' || !('kind' in mention) || mention.kind !== 'number') return false;
  if (statesToLastDigit(mention, Number(fact.value))) return false;
  return context.facts.some(
    (other) =>
      other !== fact &&
      other.kind === 'number' &&
      unitsAgree(other.unit, mention.unit) &&
      statesToLastDigit(mention, Number(other.value)),
  );
}

/** The parts of a sum that adds up to a fact's value ("은행 1곳 + 은행 외 4곳" beside 5곳, "5+7=12건"):
 *  a breakdown of that value, not other candidates for a slot. */
function partsOf(context: Context): Set<number> {
  context.memo.parts ??= summands(context);
  return context.memo.parts;
}

function summands(context: Context): Set<number> {
  const parts = new Set<number>();
  const numbers = context.mentions.filter((mention) => mention.kind === 'number');
  for (let at = 0; at < numbers.length; ) {
    const run = [numbers[at] as Mention & { kind: 'number' }];
    while (at + run.length < numbers.length) {
      const next = numbers[at + run.length] as Mention & { kind: 'number' };
      const gap = context.text.slice((run.at(-1) as Mention).end, next.start);
      if (!/^[^.\n+=]{0,12}\+[^.\n+=]{0,12}$/.test(gap) || /[.!?。]\s/.test(gap)) break;
      run.push(next);
    }
    at += run.length;
    if (run.length < 2) continue;
    const sum = run.reduce((total, mention) => total + mention.value, 0);
    const adds = context.facts.some(
      (fact) => fact.kind === 'number' && Math.abs(Number(fact.value) - sum) <= (fact.tolerance ?? 0) + 1e-9,
    );
    if (adds) for (const mention of run) parts.add(mention.start);
  }
  // In words: "5건과 '외 7건'으로 묶인 7건을 합쳐 모두 12건" — in a sentence that says it adds, two to
  // four of its numbers that make a fact's value are its parts.
  for (const sentence of context.claims.sentences) {
    if (!SUM_CUE.test(context.text.slice(sentence.start, sentence.end))) continue;
    const inside = numbers.filter((mention) => mention.start >= sentence.start && mention.end <= sentence.end);
    if (inside.length < 2 || inside.length > 10) continue;
    const totals = context.facts.flatMap((fact) => (fact.kind === 'number' ? [Number(fact.value)] : []));
    for (const subset of subsetsOf(inside, 2, 4)) {
      const sum = subset.reduce((total, mention) => total + (mention as Mention & { kind: 'number' }).value, 0);
      if (totals.some((total) => Math.abs(total - sum) <= 1e-9)) for (const mention of subset) parts.add(mention.start);
    }
  }
  return parts;
}

const SUM_CUE = /(?:합쳐|합치|합하|합친|더하|더한|더해|합계|\+)/;

/** Every subset of `items` with `min` to `max` members. */
function subsetsOf<T>(items: readonly T[], min: number, max: number): T[][] {
  const subsets: T[][] = [];
  const grow = (from: number, picked: T[]) => {
    if (picked.length >= min) subsets.push([...picked]);
    if (picked.length === max) return;
    for (let at = from; at < items.length; at++) grow(at + 1, [...picked, items[at] as T]);
  };
  grow(0, []);
  return subsets;
}

/** A total of facts' own values ("합계 129개" beside five companies' counts): no candidate for one. */
function totalOfFacts(context: Context, fact: Fact, mention: Mention & { kind: 'number' }): boolean {
  return factSums(context, fact.unit).some((sum) => Math.abs(sum - mention.value) <= 1e-9);
}

/** The sums of two or more number facts whose unit agrees with `unit` (at most 12 facts). */
function factSums(context: Context, unit: string | undefined): number[] {
  context.memo.sums ??= new Map();
  const key = unit ?? '';
  let sums = context.memo.sums.get(key);
  if (!sums) {
    const values = context.facts.flatMap((other) =>
      other.kind === 'number' && unitsAgree(unit, other.unit) ? [Number(other.value)] : [],
    );
    sums =
      values.length < 2 || values.length > 12
        ? []
        : subsetsOf(values, 2, values.length).map((subset) => subset.reduce((total, value) => total + value, 0));
    context.memo.sums.set(key, sums);
  }
  return sums;
}

/** A parenthetical aside up to a few sentences long ("(일정표에 … 3건, … 5건이 표시되고 … 7건이 묶여 있어
 *  5+7=12건; …)"): the values inside explain the answer, as a short breakdown in parentheses does. */
function asidesOf(context: Context): Span[] {
  context.memo.asides ??= [...context.text.matchAll(/[(（][^()（）\n]{0,300}[)）]/g)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
  return context.memo.asides;
}

/** A value in parentheses right after another fact's value breaks that value down ("4선(제19·20·21·22대)"
 *  lists the four terms behind 4선); one stated under a condition that changes the scope ("대표발의자
 *  포함 시 11명", "자율고 포함 시 146") counts something else. Neither competes with the fact. */
function setApart(context: Context, fact: Fact, span: Span): boolean {
  const paren = context.claims.parens.find((candidate) => candidate.start < span.start && span.end <= candidate.end);
  if (paren) {
    const before = context.mentions.filter((mention) => mention.end <= paren.start).at(-1);
    const attached = before !== undefined && /^\s*$/.test(context.text.slice(before.end, paren.start));
    const another = context.facts.some(
      (other) =>
        other !== fact &&
        other.kind === before?.kind &&
        matchesValue({ mention: before, fact: other, value: other.value, query: context.query }),
    );
    if (attached && another) return true;
  }
  const scope = paren ?? context.claims.clauseOf(span.start);
  if (!scope) return false;
  const words = context.text.slice(scope.start, span.start);
  return SCOPE_CONDITION.test(words);
}
const SCOPE_CONDITION = /(?:포함|제외|합산|합치|더하|빼)\s*(?:시|하면|할\s*경우|한\s*경우|하여|해서|하고)(?:\s|[,:])/;

/** Words before or after a value that qualify or hedge it, or total the fact's own slot ("모두 12건"),
 *  rather than name what it counts. */
const NOT_A_LABEL =
  /^(?:다만|또는|혹은|아니면|아마|아마도|혹시|어쩌면|대략|거의|정도|가량|추정|추정치|예상|예측|약간|최소|최대|이상|이하|미만|초과|그리고|또한|하지만|그러나|그런데|내지|대신|말고|아니라|이거나|이나|또|역시|혹은은|수도|만약|만일|아니|아닌|아님|있습니다|입니다|였습니다|이었습니다|이며|이고|이다|일|경우|가능성|확실|불확실|대략적|정확히|대충|얼추|남짓|내외|쯤|여|및|등|중|외|모두|총|합계|합|전부|통틀어|도합|각각|각)(?:은|는|이|가|을|를|로|으로|의|에|도|만|인)?$/;

/**
 * The word that names what a value counts, when it is not the fact's subject: "재적 300명, 투표 257명
 * 중 찬성 103표" gives 300 to 재적 and 257 to 투표; "2026-05-20 발의, 2026-06-22 상정" gives each date
 * its event. A value the session never read gets no label: a label sets apart only what was read.
 */
function ownLabel(context: Context, fact: Fact, mention: Mention, after: boolean): string | undefined {
  if (context.observed) {
    const read =
      mention.kind === 'number'
        ? wasRead(context.observed, mention.value, 'number', mention.rounding ?? 0)
        : mention.kind === 'phone'
          ? false
          : mention.values.some((value) => wasRead(context.observed as Observed, value, mention.kind));
    if (!read) return undefined;
  }
  return labelWord(context, fact, mention, after);
}

/** The label word of a value: the word before it, or for a date an event named after it. */
function labelWord(context: Context, fact: Fact, mention: Mention, after: boolean): string | undefined {
  const clause = context.claims.clauseOf(mention.start);
  const paren = context.claims.parens.find(
    (candidate) => candidate.start < mention.start && mention.start < candidate.end,
  );
  const from = Math.max(clause?.start ?? 0, paren ? paren.start + 1 : 0);
  const to = Math.min(clause?.end ?? context.text.length, paren ? paren.end - 1 : context.text.length);
  const aliases = new Set(
    [fact.subject, ...(fact.subject ? (context.names[fact.subject] ?? []) : [])].flatMap((name) =>
      name ? [name.replace(/\s+/g, '')] : [],
    ),
  );
  const isLabel = (word: string | undefined, at: number) =>
    word !== undefined &&
    !NOT_A_LABEL.test(word) &&
    // A word with an object or topic particle is an argument of the sentence ("법률안을 61건"), no label.
    !/(?:을|를|은|는|에서|으로)$/.test(word) &&
    !aliases.has(word) &&
    ![...aliases].some((alias) => word.startsWith(alias)) &&
    !context.claims.names.some((name) => name.start < at + word.length && name.end > at);
  const before = /([가-힣]{2,})(?:\([가-힣]{1,6}\))?\s*[:：]?\s*$/.exec(context.text.slice(from, mention.start));
  if (before && isLabel(before[1], from + before.index)) return before[1];
  // After a date or a time only an event names it ("2026-05-20 발의"); after a number, a word is the
  // next clause's ("34개 기존" labels nothing).
  if (!after) return undefined;
  if (mention.kind === 'number') {
    const word = /^\s+([가-힣]{2,})/.exec(context.text.slice(mention.end, to));
    return word?.[1] && TALLY.test(word[1]) && isLabel(word[1], mention.end + word[0].length - word[1].length)
      ? word[1]
      : undefined;
  }
  // A date's event may follow a body's name ("2026-05-25 산업통상자원중소벤처기업위원회 회부").
  const rest = /^[^,，.。\d]{0,40}/.exec(context.text.slice(mention.end, to))?.[0] ?? '';
  for (const word of rest.matchAll(/[가-힣]{2,}/g))
    if (EVENT.test(word[0]) && isLabel(word[0], mention.end + (word.index ?? 0))) return word[0];
  return undefined;
}

/** What a count after it counts in a vote ("243명 투표"). */
const TALLY = /^(?:투표|출석|재적|찬성|반대|기권|불참|결석)$/;

/** Events a date or a time is the day or hour of. */
const EVENT =
  /(?:이송|발의|제안|제출|접수|회부|상정|의결|처리|가결|부결|통과|공포|시행|제정|개정|폐지|선고|시작|종료|마감|개시|발표|게시|등록|신청|시험|합격|개최|결정|공고|고시|발령|취임|개통|개장|준공|착공|지정|해제|공시|결의|체결|납입|상장|배당|지급|출발|도착|운행)/;

/**
 * Other values of the fact's kind and unit that the answer gives the same slot as its statement: in
 * the statement's sentence, values for the same subject ("34개, 35개" is two answers, not one), and
 * elsewhere, a sentence that names the subject and states another such value ("- 수원시: 35개" after
 * "- 수원시: 34개"). Another fact's values, parts of a sum that makes a fact's value, denied ones and
 * records' names are not counted. Each says whether it is set apart (`plainly` false): in
 * parentheses, under a label of its own ("재적 300명", "2026-05-20 발의"), or in a clause of contrast
 * or reference ("참고로 …").
 */
function sameSlotValues(context: Context, fact: Fact, chosen: Span): Array<{ mention: Mention; standing: 0 | 1 | 2 }> {
  const sentence = context.claims.sentenceOf(chosen.start);
  if (!sentence) return [];
  const beside = { label: statementLabel(context, fact, chosen) };
  const subject = context.claims.subjectOf(chosen);
  const parts = partsOf(context);
  const squash = (text: string) => text.replace(/\s+/g, '');
  const names = subject ? [subject, ...(context.names[subject] ?? [])].map(squash) : [];
  const values: Array<{ mention: Mention; standing: 0 | 1 | 2 }> = [];
  for (const mention of context.mentions) {
    if (
      mention.start === chosen.start ||
      mention.kind !== fact.kind ||
      (mention.kind === 'number' && !sameMeasure(fact, mention)) ||
      context.claims.subjectOf(mention) !== subject ||
      // A value that is a record's name ("201904", "3교시") names that record; it offers no value,
      // unless it is given to the subject outright ("- 체육: 5교시").
      (context.claims.names.some((name) => name.start <= mention.start && mention.end <= name.end) &&
        !givenTo(context, names, mention)) ||
      parts.has(mention.start) ||
      isNegated(context.text, mention) ||
      spans(context, chosen, mention) ||
      inRange(context, mention) ||
      (mention.kind === 'number' &&
        (totalOfFacts(context, fact, mention) || whole(context, mention) || inWord(context, mention))) ||
      context.facts.some(
        (other) =>
          other.kind === mention.kind &&
          matchesValue({ mention, fact: other, value: other.value, query: context.query }),
      )
    )
      continue;
    // Another sentence counts only where it gives the value to the subject outright ("- 수원시: 35개").
    if (!(mention.start >= sentence.start && mention.end <= sentence.end) && !restated(context, names, mention))
      continue;
    values.push({ mention, standing: standing(context, fact, mention, beside) });
  }
  return values;
}

/** A record's name given to the subject as its value: the subject's name comes before it in the
 *  sentence and no particle after it makes it a place in the text ("체육: 5교시", "체육은 기존 4교시,
 *  최신 5교시"; not "5교시에는 영어", "| 5교시 | 영어 |"). */
function givenTo(context: Context, names: readonly string[], mention: Span): boolean {
  const sentence = context.claims.sentenceOf(mention.start);
  const before = context.text.slice(sentence?.start ?? 0, mention.start).replace(/\s+/g, '');
  if (!names.some((name) => before.includes(name))) return false;
  return !/^\s*(?:에|의|은|는|부터|까지|마다|이|가|을|를|\|)/.test(context.text.slice(mention.end, mention.end + 4));
}

/** The subject's name, then at most a colon or a particle, then the value ("- 수원시: 35개", "수원시는 35개"). */
function restated(context: Context, names: readonly string[], mention: Span): boolean {
  const before = context.text.slice(Math.max(0, mention.start - 60), mention.start).replace(/\s+/g, '');
  return names.some((name) => new RegExp(`${escapeRegex(name)}(?:[:：]|은|는|이|가|의)?$`).test(before));
}

/** Two dates or times that make one span with the statement ("8월 8일 ~ 8월 26일", "14일(수)부터
 *  19일(월)까지", "5월 14일과 15일"): the other end of a period, not a second answer. */
function spans(context: Context, chosen: Span, mention: Mention): boolean {
  if (mention.kind === 'number') return false;
  const [first, second] = mention.start < chosen.start ? [mention, chosen] : [chosen, mention];
  const gap = context.text.slice(first.end, second.start).replace(/\([^)]{0,4}\)/g, '');
  return /^\s*(?:[~∼–-]|부터|에서|과|와)\s*$/.test(gap);
}

/** A bare number glued to a word, part of a name ("제148조의2", "17시대"), not a value. */
const inWord = (context: Context, mention: Mention & { kind: 'number' }) =>
  !mention.unit &&
  (/[가-힣]$/.test(context.text.slice(Math.max(0, mention.start - 1), mention.start)) ||
    /^[가-힣]/.test(context.text.slice(mention.end, mention.end + 1)));

/** A date or time that is one end of a period the answer states ("8월 15일(토)~16일(일)"). */
function inRange(context: Context, mention: Mention): boolean {
  if (mention.kind === 'number') return false;
  return context.mentions.some(
    (other) => other !== mention && other.kind === mention.kind && spans(context, other, mention),
  );
}

/** The whole a part is taken from ("1,271곳 가운데 431곳", "14개 학교 가운데 …", "257명 중 찬성 103표"),
 *  or a count that scopes a noun phrase ("14개 일반고의 1학년 학급"). */
const whole = (context: Context, mention: Span) =>
  /^\s*(?:[가-힣]{1,6}\s*)?(?:가운데|중에서|중에|중(?![가-힣]))|^\s*[가-힣]{1,6}의\s/.test(
    context.text.slice(mention.end, mention.end + 14),
  );

/** Words that set a clause apart as a reference or a contrast ("참고로 …", "… 와 달리"). */
const REFERENCE = /(?:참고|비교|반면|달리|반해|대신|외에|제외|말고|빼고)/;

/** A number that could be another answer for the fact: a unit that agrees and a size near the
 *  fact's (a 12-digit receipt number beside "14500원" is no second fee, nor a share price a dividend). */
function sameMeasure(fact: Fact, mention: Mention & { kind: 'number' }): boolean {
  if (!unitsAgree(fact.unit, mention.unit)) return false;
  // A count of articles or sessions ("제12조", "제435회") beside a bare ratio measures something else.
  if (!fact.unit && mention.unit) return false;
  // A price beside a dividend, a market value beside a price: ten times apart is another measure.
  const value = Math.abs(Number(fact.value));
  const other = Math.abs(mention.value);
  return other <= Math.max(10, value * 10) && other >= value / 10;
}

/**
 * How plainly a value is stated, 0 being the plainest: 0, named by the query's own word ("마지막
 * 진행일 2026-06-22" for "마지막으로 진행된 날짜"), or outside parentheses with no label of its own and
 * in no clause of reference; 1, outside parentheses but under a label ("재적 300명", "2026-05-20
 * 발의"), in a clause of reference ("참고로 …"), or as the start of a change ("7.80% → 8.66%") or a
 * difference ("19개 더 많습니다"); 2, in parentheses.
 */
function standing(context: Context, fact: Fact, span: Span, beside?: { label: string | undefined }): 0 | 1 | 2 {
  // A statement's own label counts whether or not the session read the value (a computed average
  // under "기존집계" is still labelled); beside it, a label excuses only a value that was read.
  const label = beside
    ? statementLabel(context, fact, span)
    : 'kind' in span
      ? labelWord(context, fact, span as Mention, true)
      : undefined;
  // Beside a statement, a value under the same label is stated for the same slot ("진행일 …, 진행일 …").
  if (beside?.label !== undefined && label === beside.label) return 0;
  // "테니스장이 34개": a word with a subject particle before the statement is its sentence's subject,
  // no label (an event or a tally word is one, whatever it ends in: 발의, 통과).
  const particle =
    label !== undefined && !EVENT.test(label) && !TALLY.test(label) && /(?:이|가|도|의|와|과|에|로)$/.test(label);
  // Only a statement is promoted by the query's word; a value beside it named by another of the
  // query's words ("발의한 …" in the query, "2026.04.06 발의" beside the 상정 date) is that word's.
  if (!beside && label && !particle && asked(context.query, label)) return 0;
  // "마지막 진행은 2026-08-26": the query's word as the sentence's topic names the answer too.
  if (!beside && askedBefore(context, span)) return 0;
  if (asidesOf(context).some((paren) => paren.start <= span.start && span.end <= paren.end)) return 2;
  const clause = context.claims.clauseOf(span.start);
  if (clause && REFERENCE.test(context.text.slice(clause.start, span.start))) return 1;
  if (
    /^\s*(?:→|->|에서\s)|^\s*[가-힣]{0,3}\s*더\s|^\s*(?:차이|증가|감소|늘|줄)/.test(
      context.text.slice(span.end, span.end + 8),
    )
  )
    return 1;
  return label === undefined || particle ? 0 : 1;
}

/** The label a statement is made under, for comparing it with the values beside it. */
const statementLabel = (context: Context, fact: Fact, span: Span) =>
  'kind' in span ? ownLabel(context, fact, span as Mention, true) : undefined;

/** The word right before the value, with its particle taken off, is one the query uses. */
function askedBefore(context: Context, span: Span): boolean {
  const clause = context.claims.clauseOf(span.start);
  const before = /([가-힣]{2,})\s*[:：]?\s*$/.exec(context.text.slice(clause?.start ?? 0, span.start))?.[1];
  if (!before) return false;
  const stem = before.replace(/(?:은|는|이|가|을|를|의|에|도)$/, '');
  return stem.length >= 2 && !NOT_A_LABEL.test(stem) && asked(context.query, stem);
}

/** The query uses the label word, or its stem ("진행일" → 진행, "발의일" → 발의). */
function asked(query: string, label: string): boolean {
  const squashed = query.replace(/\s+/g, '');
  return squashed.includes(label) || (label.length >= 3 && squashed.includes(label.slice(0, -1)));
}

function judgeScalar(context: Context, fact: Fact): string | undefined {
  const all = valueMentions(context, fact, fact.value).filter((mention) => !statesAnotherFact(context, fact, mention));
  if (all.some((span) => isNegated(context.text, span))) return `the answer denies ${describe(fact)}`;
  const candidates = all;
  if (candidates.length === 0) return `${describe(fact)} is not stated in the answer`;
  const bound = candidates.filter(
    (span) => inSlot({ fact, subject: context.claims.subjectOf(span) }) && !mislabelled(context, fact, span),
  );
  if (bound.length === 0) {
    const first = candidates[0] as Span;
    if (!fact.subject)
      return `${describe(fact)} is stated as ${context.claims.labelOf(first)}'s value, which it is not`;
    return `${describe(fact)} is stated for ${context.claims.subjectOf(first)}, not for ${fact.subject}`;
  }
  const free = bound.filter((span) => !context.used.has(span.start));
  if (free.length === 0) return `${describe(fact)} is stated once but stands for two facts`;
  const chosen = [...free].sort((a, b) => standing(context, fact, a) - standing(context, fact, b))[0] as Span;
  context.used.add(chosen.start);
  if (bound.some((span) => disjoined(context, span, fact))) return `${describe(fact)} is hedged with another value`;
  // "다만 138명일 수도 있습니다": another value offered as a possibility for the same slot.
  const possible = context.mentions.find((mention) => {
    if (mention.kind !== fact.kind || (mention.kind === 'number' && !unitsAgree(fact.unit, mention.unit))) return false;
    const subject = context.claims.subjectOf(mention);
    // Another fact's value offered for this fact's own subject is a hedge ("삼성전자 12건. 다만 13건일
    // 수도"); stated anywhere else it is that fact's value.
    const owners = context.facts.filter(
      (other) =>
        other.kind === fact.kind && matchesValue({ mention, fact: other, value: other.value, query: context.query }),
    );
    if (owners.includes(fact) || (owners.length > 0 && !(fact.subject && subject === fact.subject))) return false;
    const clause = context.claims.clauseOf(mention.start);
    return (
      Boolean(clause) &&
      UNCERTAIN.test(context.text.slice(clause?.start, clause?.end)) &&
      // A possibility offered for a fact about no record hedges it unless it is another record's own.
      (fact.subject
        ? competes({ fact, subject })
        : subject?.replace(/\s+/g, '') === `${fact.value}${fact.unit ?? ''}` ||
          !context.facts.some((other) => other !== fact && other.subject !== undefined && other.subject === subject))
    );
  });
  if (possible)
    return `hedged: the answer offers "${context.text.slice(possible.start, possible.end)}" as a possibility for ${fact.subject ?? 'this fact'}`;
  const alternative = offeredAlternative(context, bound);
  if (alternative) return `hedged: after ${describe(fact)} the answer offers "${alternative}" as a possibility`;
  // The answer is the value stated most plainly; any other value for the same slot must be stated less
  // plainly (under a label, in parentheses), denied, or a part of a sum. Two values stated as plainly,
  // or under the same label, are two answers: "34개, 35개", "올해 34개, 작년 35개" for a count the
  // query does not date, "(34개) (35개)". A rival as plain as the plainest statement counts beside any
  // statement of the value: "X: 기존 89, 최신 90 / Y: 기존 90, 최신 91" offers 91 for Y.
  const statements = [chosen, ...bound.filter((span) => span.start !== chosen.start)];
  const own = Math.min(...statements.map((span) => standing(context, fact, span)));
  const listed =
    statements
      .map((span) =>
        sameSlotValues(context, fact, span)
          .filter((other) => other.standing <= own)
          .map((other) => other.mention),
      )
      .find((rivals) => rivals.length > 0) ?? [];
  if (listed.length >= 1)
    return `hedged: the answer lists ${listed.length + 1} values for ${fact.subject ?? 'this fact'} in one breath (${describe(fact)}, ${listed
      .slice(0, 3)
      .map((mention) => context.text.slice(mention.start, mention.end))
      .join(', ')}…): state one, and set the others apart`;
  const parts = partsOf(context);
  for (const wrong of wrongFor(context, fact)) {
    const hits = valueMentions(context, fact, wrong.value).filter(
      (span) =>
        !isNegated(context.text, span) &&
        // A row label that is a record's name ("| 5교시 | 영어 |") states no value.
        !context.claims.names.some((name) => name.start === span.start && name.end === span.end) &&
        !('kind' in span && ownLabel(context, fact, span, false) !== undefined) &&
        !parts.has(span.start) &&
        !setApart(context, fact, span) &&
        competes({ fact, subject: context.claims.subjectOf(span), ...(wrong.of ? { of: wrong.of } : {}) }),
    );
    if (hits.length > 0)
      return `hedged: the answer also states ${wrong.value}${fact.unit ?? ''} (${wrong.why}) for ${fact.subject ?? 'this fact'}`;
  }
  return undefined;
}

/** Where the answer states another text fact's longer value ("환경.에너지.안전" beside "환경"). */
function longerFactValues(context: Context, fact: Fact): Span[] {
  const squashed = (value: number | string) => String(value).replace(/\s+/g, '');
  const own = squashed(fact.value);
  return context.facts
    .filter((other) => other.kind === 'text' && squashed(other.value).length > own.length)
    .flatMap((other) => valueMentions(context, other, other.value) as Span[]);
}

function judgeText(context: Context, fact: Fact): string | undefined {
  const value = String(fact.value);
  // A value found only inside another fact's longer value is that fact's, not a statement of this one.
  const longer = longerFactValues(context, fact);
  const spans = (valueMentions(context, fact, value) as Span[]).filter(
    (span) => !longer.some((other) => other.start <= span.start && other.end >= span.end),
  );
  const affirmed = spans.filter((span) => !isNegated(context.text, span));
  if (affirmed.length === 0)
    return spans.length ? `"${value}" is only mentioned as denied` : `"${value}" is not stated as a whole value`;
  if (fact.subject) {
    const bound = affirmed.filter((span) => inSlot({ fact, subject: context.claims.subjectOf(span) }));
    if (bound.length === 0)
      return `"${value}" is stated for ${context.claims.subjectOf(affirmed[0] as Span)}, not for ${fact.subject}`;
  }
  if (spans.some((span) => isNegated(context.text, span))) return `the answer denies "${value}"`;
  const offered = affirmed.find(
    (span) =>
      HEDGE_AFTER.test(context.text.slice(span.end, span.end + 12)) ||
      HEDGE_BEFORE.test(context.text.slice(Math.max(0, span.start - 12), span.start)),
  );
  if (offered) return `hedged: "${value}" is offered as one of several answers`;
  // Other facts' values are answers too, never rivals: a task may have two conclusions.
  const correctTexts = new Set(context.facts.map((other) => String(other.value).replace(/\s+/g, '')));
  const rivals = new Set<string>(wrongFor(context, fact).map((wrong) => String(wrong.value)));
  if (fact.conclusion)
    for (const other of context.facts) if (other.subject && other.subject !== value) rivals.add(other.subject);
  for (const rival of rivals)
    if (aliasesOf(rival).some((alias) => correctTexts.has(alias.replace(/\s+/g, '')))) rivals.delete(rival);
  const rivalSpans = [...rivals].flatMap((rival) =>
    findWhole({ text: context.text, aliases: aliasesOf(rival), strictEnd: true })
      .filter((span) => !insideName(context, span))
      .map((span) => ({ ...span, rival })),
  );
  // Any record the task knows, offered as a possibility, hedges this fact.
  const possibleNames = Object.keys(context.names).filter(
    (name) =>
      name !== value &&
      name !== fact.subject &&
      !aliasesOf(name).some((alias) => correctTexts.has(alias.replace(/\s+/g, ''))),
  );
  const named = possibleNames.flatMap((rival) =>
    findWhole({ text: context.text, aliases: aliasesOf(rival), strictEnd: true })
      .filter((span) => !insideName(context, span))
      .map((span) => ({ ...span, rival })),
  );
  const uncertain = [...rivalSpans, ...named].find((rival) => {
    const clause = context.claims.clauseOf(rival.start);
    return clause && !isNegated(context.text, rival) && UNCERTAIN.test(context.text.slice(clause.start, clause.end));
  });
  if (uncertain) return `hedged: the answer says it may be "${uncertain.rival}" instead`;
  const alternative = offeredAlternative(context, affirmed);
  if (alternative) return `hedged: after "${value}" the answer offers "${alternative}" as a possibility`;
  for (const span of affirmed) {
    const clause = context.claims.clauseOf(span.start);
    const joined = rivalSpans.find(
      (rival) =>
        clause &&
        rival.start >= clause.start &&
        rival.end <= clause.end &&
        DISJUNCTION.test(context.text.slice(Math.min(span.end, rival.end), Math.max(span.start, rival.start))),
    );
    if (joined) return `hedged: "${value}" is offered together with "${joined.rival}"`;
  }
  if (fact.conclusion) {
    for (const clause of context.claims.clauses) {
      if (!CONCLUSION_CUE.test(clauseWords(context, clause))) continue;
      const inClause = (span: Span) =>
        span.start >= clause.start &&
        span.end <= clause.end &&
        !context.claims.parens.some((paren) => span.start >= paren.start && span.start < paren.end);
      const mine = spans.filter(inClause);
      if (mine.some((span) => isNegated(context.text, span))) return `the answer denies that "${value}" is the one`;
      const theirs = rivalSpans.filter((span) => inClause(span) && !isNegated(context.text, span));
      if (theirs.length > 0 && mine.length === 0)
        return `the answer names "${theirs[0]?.rival}" as the one, not "${value}"`;
    }
    // A rival named on its own, with no value of its own and no contrast, is offered as the answer.
    const subjectsOf = new Set(context.facts.flatMap((other) => (other.subject ? [other.subject] : [])));
    for (const rival of rivalSpans) {
      if (subjectsOf.has(rival.rival) || isNegated(context.text, rival)) continue;
      const clause = context.claims.clauseOf(rival.start);
      if (!clause || CONTRAST.test(context.text.slice(clause.start, clause.end))) continue;
      const valued = context.mentions.some((mention) => mention.start >= clause.start && mention.end <= clause.end);
      if (!valued) return `the answer offers "${rival.rival}" as the answer too, not only "${value}"`;
    }
    return undefined;
  }
  // A wrong record stated beside the answer, not set apart by a contrast, is claimed too; a subject
  // of another fact is mentioned for that fact. For a fact about a record, only its statement for that
  // record counts: "반대" in a tally ("찬성 103표, 반대 141표, 기권 13표") is no list with "기권".
  const subjects = new Set(context.facts.flatMap((other) => (other.subject ? [other.subject] : [])));
  const stated = fact.subject
    ? affirmed.filter((span) => inSlot({ fact, subject: context.claims.subjectOf(span) }))
    : affirmed;
  for (const rival of rivalSpans) {
    if (subjects.has(rival.rival) || isNegated(context.text, rival)) continue;
    const clause = context.claims.clauseOf(rival.start);
    if (!clause || CONTRAST.test(context.text.slice(clause.start, clause.end))) continue;
    if (stated.some((span) => sameList(context.text, span, rival)))
      return `the answer also lists "${rival.rival}", which is not part of the answer`;
  }
  return undefined;
}

/** "…일 수도 있습니다", "…일지도 모릅니다", "아마 …": a clause that offers a possibility. */
const POSSIBILITY =
  /(?:일|이었을|였을)\s*(?:수\s*(?:도\s*)?있|지도\s*모르|지도\s*몰|가능성)|일지도|(?:^|\s)아마(?:도)?\s|확실하지\s*않|불확실/g;

/** A clause offering something else as a possibility, in the sentence that states the value or the
 *  next one ("의정부시입니다. 다만 양주시일 수도 있습니다"): whatever it offers, it hedges the answer.
 *  The value itself offered that way ("아마 의정부시일 겁니다", "의정부시일 가능성이 높습니다") is no rival. */
function offeredAlternative(context: Context, affirmed: readonly Span[]): string | undefined {
  const { sentences, clauses } = context.claims;
  const ownRightBefore = (at: number) => affirmed.some((own) => own.end <= at && at - own.end <= 2);
  const ownRightAfter = (at: number) => affirmed.some((own) => own.start >= at && own.start - at <= 2);
  for (const span of affirmed) {
    const at = sentences.findIndex((sentence) => span.start >= sentence.start && span.start < sentence.end);
    const scope = sentences.slice(at, at + 2);
    for (const clause of clauses) {
      if (!scope.some((sentence) => clause.start >= sentence.start && clause.end <= sentence.end)) continue;
      const body = context.text.slice(clause.start, clause.end);
      for (const cue of body.matchAll(POSSIBILITY)) {
        const start = clause.start + cue.index;
        const end = start + cue[0].length;
        if (/아마/.test(cue[0]) ? ownRightAfter(end) : ownRightBefore(start)) continue;
        // "확실하지 않다" about the value's own clause with no other candidate offered is no hedge.
        if (/확실|불확실/.test(cue[0]) && affirmed.some((own) => own.start >= clause.start && own.end <= clause.end))
          continue;
        return body.trim();
      }
    }
  }
  return undefined;
}

/** "X 또는 Y", "X이거나 Y", "Y 혹은 X": an either-or around a text value. */
const HEDGE_AFTER = /^\s*[(（]?\s*(?:[이가]\s*)?(?:또는|혹은|아니면|이거나|거나|or\b|\/)\s*[^\s.,]/;
const HEDGE_BEFORE = /[^\s.,]\s*(?:또는|혹은|아니면|or|\/)\s*$/;

const BULLET = /^\s*(?:[-*•·]|\d+[.)])\s/;

/** Two mentions in one sentence, or in one run of bullet lines. */
function sameList(text: string, a: Span, b: Span): boolean {
  const [first, second] = a.start < b.start ? [a, b] : [b, a];
  const between = text.slice(
    text.lastIndexOf('\n', first.start) + 1,
    text.indexOf('\n', second.end) === -1 ? text.length : text.indexOf('\n', second.end),
  );
  const lines = between.split('\n');
  if (lines.length === 1) return !/[.!?。]\s/.test(text.slice(first.end, second.start));
  return lines.every((line) => BULLET.test(line));
}

/** A clause's own words: its parentheses and the record names in it blanked out, so a cue word inside
 *  a name ("제일" in "제일2저축은행") is no cue. */
function clauseWords(context: Context, clause: Span): string {
  const blanked = context.text.slice(clause.start, clause.end).split('');
  const blank = (span: Span) => {
    for (let at = Math.max(span.start, clause.start); at < Math.min(span.end, clause.end); at++)
      blanked[at - clause.start] = ' ';
  };
  for (const paren of context.claims.parens) if (paren.start >= clause.start && paren.end <= clause.end) blank(paren);
  for (const name of context.claims.names) blank(name);
  return blanked.join('');
}

const describe = (fact: Fact) =>
  `${fact.kind === 'text' ? `"${fact.value}"` : `${fact.value}${fact.unit ?? ''}`}${fact.subject ? ` (${fact.subject})` : ''}`;

/** How many of the numbers a small session read the answer states again: a short session's dump
 *  stays under the value budget, but restating nearly all of it answers nothing. */
function echoedNumbers(options: {
  mentions: readonly Mention[];
  queryMentions: readonly Mention[];
  observed: Observed;
}): { read: number; stated: number } {
  const inQuery = new Set(
    options.queryMentions.flatMap((mention) => (mention.kind === 'number' ? [mention.value] : [])),
  );
  const read = [...options.observed.numbers].filter((value) => !inQuery.has(value));
  const said = new Set(
    options.mentions.flatMap((mention) => (mention.kind === 'number' ? [Math.abs(mention.value)] : [])),
  );
  return { read: read.length, stated: read.filter((value) => said.has(Math.abs(value))).length };
}

/** Distinct numbers, dates and times of the answer that were never read and are no fact's value. */
function unreadValues(options: {
  mentions: readonly Mention[];
  facts: readonly Fact[];
  observed: Observed;
  query: string;
}): number {
  const keys = new Set<string>();
  for (const mention of options.mentions) {
    if (mention.kind === 'phone') continue;
    const fact = options.facts.some(
      (candidate) =>
        candidate.kind === mention.kind &&
        matchesValue({ mention, fact: candidate, value: candidate.value, query: options.query }),
    );
    if (fact) continue;
    const read =
      mention.kind === 'number'
        ? wasRead(options.observed, mention.value, 'number', mention.rounding ?? 0)
        : mention.values.some((value) => wasRead(options.observed, value, mention.kind === 'date' ? 'date' : 'time'));
    if (!read) keys.add(keyOf(mention));
  }
  return keys.size;
}

/** How many distinct values the session read appear again in the answer, of how many it read. */
function countRestated(options: { answer: string; query: string; observed: Observed }): {
  restated: number;
  read: number;
} {
  const answer = options.answer.replace(/\s+/g, '').toLowerCase();
  const query = options.query.replace(/\s+/g, '').toLowerCase();
  const seen = new Set<string>();
  let restated = 0;
  for (const value of options.observed.strings) {
    const short = value.length < 3 && !/^[가-힣]{2}$/.test(value);
    if (short || value.length > 200 || seen.has(value) || query.includes(value)) continue;
    seen.add(value);
    if (seen.size > 20_000) break;
    if (answer.includes(value)) restated++;
  }
  return { restated, read: seen.size };
}

export function gradeResponse(options: {
  task: Pick<Task, 'golden' | 'query' | 'state'>;
  answer: string;
  /** What the session read; undefined skips grounding (unit tests of the claim rules only). */
  observed?: Observed;
}): ResponseGrade {
  const { task } = options;
  const text = options.answer.normalize('NFC');
  const now =
    Object.values(task.state ?? {})
      .map((state) => (state as { clock?: { now?: string } } | undefined)?.clock?.now)
      .find(Boolean) ?? '2026-09-01T10:00:00+09:00';
  const facts = task.golden.answer.facts.map(asGradedFact);
  const names: Record<string, readonly string[]> = {
    ...aliasTable(facts.flatMap((fact) => (fact.subject ? [fact.subject] : []))),
    ...(task.golden.answer.names ?? {}),
  };
  const years = yearsOf(task.query, now);
  // A dump is refused before the answer is read: it cannot pass, and reading it costs time.
  const budget = valueBudget(facts.length);
  const wide = contextBudget(facts.length);
  const { restated, read: readValues } = options.observed
    ? countRestated({ answer: text, query: task.query, observed: options.observed })
    : { restated: 0, read: 0 };
  // Restating nearly all of a small session's values is a dump too, however few they are.
  const echoesAll = readValues >= 4 && restated >= Math.max(facts.length + 3, 0.8 * readValues);
  const tooLong = text.length > MAX_ANSWER_CHARS;
  if (restated > wide || echoesAll || tooLong) {
    const why = tooLong
      ? `the answer is ${text.length} characters long (at most ${MAX_ANSWER_CHARS}): a dump or a spray is not an answer`
      : echoesAll
        ? `the answer restates ${restated} of the ${readValues} values this session read for ${facts.length} fact(s): a dump is not an answer`
        : `the answer restates more than ${wide} of the values this session read for ${facts.length} fact(s): a dump is not an answer`;
    const verdicts = task.golden.answer.facts.map((fact) => ({ fact, found: false, claimed: false, why }));
    return {
      score: 0,
      passed: false,
      claimed: false,
      grounded: true,
      facts: verdicts,
      explanation: `${verdicts.length}/${verdicts.length} fact(s) fail: ${why}`,
    };
  }
  const read = readMentions(text, { years });
  const named = findNames(text, names);
  // A number inside a longer name ("제3회" in a session's title) is part of the name.
  const inside = (mention: Span) =>
    named.some(
      (name) =>
        mention.start >= name.start && mention.end <= name.end && name.end - name.start > mention.end - mention.start,
    );
  const mentions = read.filter((mention) => !inside(mention));
  const claims = readClaims({ text, names, values: mentions, found: named });
  const context: Context = {
    text,
    query: task.query,
    mentions,
    claims,
    facts,
    names,
    used: new Set(),
    memo: {},
    ...(options.observed ? { observed: options.observed } : {}),
  };

  const queryMentions = readMentions(task.query, { years });
  const queryKeys = new Set(queryMentions.map(keyOf));
  const fresh = mentions.filter((mention) => !queryKeys.has(keyOf(mention)));
  const stated = new Set(fresh.map(keyOf));
  // Of a fact's kind (and for a number, in a unit a number fact takes): a candidate for its slot.
  const candidate = (mention: Mention) =>
    facts.some(
      (fact) => fact.kind === mention.kind && (mention.kind !== 'number' || unitsAgree(fact.unit, mention.unit)),
    );
  const candidates = new Set(fresh.filter(candidate).map(keyOf));
  const namesStated = new Set(claims.names.map((mention) => mention.name));
  const echoed = options.observed ? echoedNumbers({ mentions, queryMentions, observed: options.observed }) : undefined;
  // Values the session never read and no fact holds (a log's timings, sequence numbers, invented
  // figures): a worked answer computes a few, a dump of something else carries many.
  const unread = options.observed
    ? unreadValues({ mentions: fresh, facts, observed: options.observed, query: task.query })
    : 0;
  const dump =
    unread > 3 + facts.length
      ? `the answer states ${unread} values this session never read and no fact holds: a dump or a spray is not an answer`
      : candidates.size > budget
        ? `the answer states ${candidates.size} candidate values for ${facts.length} fact(s) (at most ${budget} of their kinds and units): a dump or a spray is not an answer`
        : stated.size > wide
          ? `the answer states ${stated.size} values for ${facts.length} fact(s) (at most ${wide}): a dump or a spray is not an answer`
          : namesStated.size > budget
            ? `the answer names ${namesStated.size} records for ${facts.length} fact(s) (at most ${budget}): a dump or a spray is not an answer`
            : echoed && echoed.read >= 4 && echoed.stated >= Math.max(facts.length + 3, 0.8 * echoed.read)
              ? `the answer restates ${echoed.stated} of the ${echoed.read} numbers this session read for ${facts.length} fact(s): a dump is not an answer`
              : undefined;

  const verdicts = facts.map((fact, index): FactVerdict => {
    const original = task.golden.answer.facts[index] as Fact;
    const problem = dump ?? (fact.kind === 'text' ? judgeText(context, fact) : judgeScalar(context, fact));
    if (problem) return { fact: original, found: false, claimed: false, why: problem };
    const notGrounded = options.observed ? ungrounded(fact, options.observed) : undefined;
    if (notGrounded)
      return { fact: original, found: false, claimed: true, why: `${describe(fact)} is stated but ${notGrounded}` };
    return {
      fact: original,
      found: true,
      claimed: true,
      why: `${describe(fact)} stated${fact.subject ? ` for ${fact.subject}` : ''}`,
    };
  });
  const hits = verdicts.filter((verdict) => verdict.found).length;
  const problems = verdicts.filter((verdict) => !verdict.found).map((verdict) => verdict.why);
  return {
    score: verdicts.length ? hits / verdicts.length : 0,
    passed: hits === verdicts.length && verdicts.length > 0,
    claimed: verdicts.length > 0 && verdicts.every((verdict) => verdict.claimed),
    grounded: verdicts.every((verdict) => !verdict.claimed || verdict.found),
    facts: verdicts,
    explanation: problems.length
      ? `${problems.length}/${verdicts.length} fact(s) fail: ${[...new Set(problems)].join('; ')}`
      : `all ${verdicts.length} facts stated for their subjects and grounded`,
  };
}
