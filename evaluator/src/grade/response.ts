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

/**
 * Other values of the fact's kind and unit that the sentence of its statement gives the same slot
 * (its subject, or none): "34개, 35개, 36개" is a spray of candidates, not an answer. Values in
 * parentheses (a breakdown), another fact's values and denied ones are not counted.
 */
function listedBeside(context: Context, fact: Fact, chosen: Span): Mention[] {
  const clause = context.claims.sentenceOf(chosen.start);
  if (!clause) return [];
  const subject = context.claims.subjectOf(chosen);
  return context.mentions.filter(
    (mention) =>
      mention.start !== chosen.start &&
      mention.start >= clause.start &&
      mention.end <= clause.end &&
      mention.kind === fact.kind &&
      (mention.kind !== 'number' || unitsAgree(fact.unit, mention.unit)) &&
      context.claims.subjectOf(mention) === subject &&
      // A value that is a record's name ("201904", "3교시") names that record; it offers no value.
      !context.claims.names.some((name) => name.start <= mention.start && mention.end <= name.end) &&
      !context.claims.parens.some((paren) => paren.start <= mention.start && mention.end <= paren.end) &&
      !isNegated(context.text, mention) &&
      !context.facts.some(
        (other) =>
          other.kind === mention.kind &&
          matchesValue({ mention, fact: other, value: other.value, query: context.query }),
      ),
  );
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
  const chosen = free[0] as Span;
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
  const listed = listedBeside(context, fact, chosen);
  if (listed.length >= 2)
    return `hedged: the answer lists ${listed.length + 1} values for ${fact.subject ?? 'this fact'} in one breath (${describe(fact)}, ${listed
      .slice(0, 3)
      .map((mention) => context.text.slice(mention.start, mention.end))
      .join(', ')}…)`;
  for (const wrong of wrongFor(context, fact)) {
    const hits = valueMentions(context, fact, wrong.value).filter(
      (span) =>
        !isNegated(context.text, span) &&
        // A row label that is a record's name ("| 5교시 | 영어 |") states no value.
        !context.claims.names.some((name) => name.start === span.start && name.end === span.end) &&
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
  // of another fact is mentioned for that fact.
  const subjects = new Set(context.facts.flatMap((other) => (other.subject ? [other.subject] : [])));
  for (const rival of rivalSpans) {
    if (subjects.has(rival.rival) || isNegated(context.text, rival)) continue;
    const clause = context.claims.clauseOf(rival.start);
    if (!clause || CONTRAST.test(context.text.slice(clause.start, clause.end))) continue;
    if (affirmed.some((span) => sameList(context.text, span, rival)))
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
  const context: Context = { text, query: task.query, mentions, claims, facts, names, used: new Set() };

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
