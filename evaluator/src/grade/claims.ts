// The claim structure of an answer: where the task's known names (subjects and their neighbours)
// are mentioned, how the answer splits into sentences and clauses, and which name each value is
// stated for. "성남시는 사상자 137명, 사망자 3명" binds 137 and 3 to 성남시; "성남시, 용인시의
// 사상자는 각각 137명, 148명" binds them in order; "98명이 찬성했고 125명이 반대" binds each
// count to the label of its own clause.

export interface Span {
  start: number;
  end: number;
}
export interface NameMention extends Span {
  name: string;
}

export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern that finds `value` whatever the spacing inside it ("전기차충전" in "전기차 충전"). */
export function spacingFree(value: string): string {
  const squashed = value.normalize('NFC').replace(/\s+/g, '');
  // A registration number or code may be written with hyphens: 130111-0006246.
  if (/^\d{6,}$/.test(squashed)) return [...squashed].join('[-\\s.]?');
  return [...squashed].map((char) => WRITTEN_AS[char] ?? escapeRegex(char)).join('\\s*');
}

/** Characters an answer may write another way: Roman numerals in Latin letters ("영어Ⅱ" as "영어 II"),
 *  and the middle dot of a compound name as a slash, a comma or a space ("자율·자치활동"). */
const WRITTEN_AS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'].flatMap((latin, index) => [
      [String.fromCharCode(0x2160 + index), `(?:${String.fromCharCode(0x2160 + index)}|${latin}|${index + 1})`],
      [
        String.fromCharCode(0x2170 + index),
        `(?:${String.fromCharCode(0x2170 + index)}|${latin.toLowerCase()}|${latin}|${index + 1})`,
      ],
    ]),
  ),
  '·': '[·・/,]?',
  '・': '[·・/,]?',
};

/** Hangul that may follow a whole value: particles, endings and a few nouns that close a name or a
 *  number ("제1184호"). */
const FOLLOWERS =
  /^(?:은|는|이|가|을|를|의(?!\s*\d)|에|와|과|도|만|로|으로|께|까지|부터|처럼|보다|요|입|였|이었|이며|이고|이라|라|란|랑|이랑|며|고|나|이나|든|야|여|엔|에서|씩|인|임|뿐|밖|측|쪽|님|씨|호|번|소|휴게소|영업소|방향|역|되|된|됐|됨|했|한|하|이다|일|이에|이므로|이지|으|인데|이니)/;

/** The match at `start` is glued to a longer word, number or code around it. */
function isGlued(options: { text: string; start: number; matched: string; strictEnd: boolean }): boolean {
  const { text, start, matched, strictEnd } = options;
  const end = start + matched.length;
  const before = text.slice(Math.max(0, start - 2), start);
  const first = matched[0] ?? '';
  const last = matched.at(-1) ?? '';
  const after = text.slice(end);
  return (
    (/[가-힣]/.test(first) && /[가-힣A-Za-z0-9]$/.test(before)) ||
    (/[0-9]/.test(first) && /(?:[0-9A-Za-z]|[0-9][.:,-])$/.test(before)) ||
    (/[A-Za-z]/.test(first) && /[A-Za-z0-9]$/.test(before)) ||
    // Hanja names (金娜淑) glued to Hangul or Hanja.
    (/[\u4e00-\u9fff]/.test(first) && /[가-힣\u4e00-\u9fff]$/.test(before)) ||
    (/[\u4e00-\u9fff]/.test(last) && /^[\u4e00-\u9fff]/.test(after)) ||
    /^[0-9]/.test(after) ||
    (/[A-Za-z]/.test(last) && /^[A-Za-z]/.test(after)) ||
    (/[0-9]/.test(last) && /^[.:,-]\d/.test(after)) ||
    (strictEnd && /^[가-힣]/.test(after) && !FOLLOWERS.test(after) && !/[)\]]/.test(last)) ||
    (strictEnd && /^의\s*\d/.test(after))
  );
}

/** Every place `alias` occurs as a whole value: not glued to a longer word, number or code. A longer
 *  alias glued into a longer word ("남서울특별시 종로구 …") makes its shorter aliases inside glued too. */
export function findWhole(options: { text: string; aliases: readonly string[]; strictEnd: boolean }): Span[] {
  const spans: Span[] = [];
  const glued: Span[] = [];
  for (const alias of options.aliases) {
    if (alias.trim() === '') continue;
    const pattern = new RegExp(spacingFree(alias), 'gi');
    for (const match of options.text.matchAll(pattern)) {
      const span = { start: match.index, end: match.index + match[0].length };
      const stuck = isGlued({ text: options.text, start: span.start, matched: match[0], strictEnd: options.strictEnd });
      (stuck ? glued : spans).push(span);
    }
  }
  // Longest first at each place, no overlaps.
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Span[] = [];
  for (const span of spans)
    if (!kept.some((other) => span.start < other.end && span.end > other.start)) kept.push(span);
  return kept.filter(
    (span) =>
      !glued.some(
        (longer) =>
          longer.start <= span.start && longer.end >= span.end && longer.end - longer.start > span.end - span.start,
      ),
  );
}

export function findNames(text: string, names: Readonly<Record<string, readonly string[]>>): NameMention[] {
  const all: NameMention[] = [];
  for (const [name, aliases] of Object.entries(names))
    for (const span of findWhole({ text, aliases, strictEnd: false })) all.push({ ...span, name });
  all.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: NameMention[] = [];
  for (const mention of all)
    if (!kept.some((other) => mention.start < other.end && mention.end > other.start)) kept.push(mention);
  return kept;
}

const within = (span: Span, position: number) => position >= span.start && position < span.end;

function sentencesOf(text: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  for (const match of text.matchAll(/\n+|[.!?。](?=\s|$)/g)) {
    const end = match.index + match[0].length;
    if (end > start) spans.push({ start, end });
    start = end;
  }
  if (start < text.length) spans.push({ start, end: text.length });
  return spans;
}

function parenthesesOf(text: string): Span[] {
  return [...text.matchAll(/[(（][^()（）\n]{0,80}[)）]/g)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}

function clausesOf(options: { text: string; sentences: readonly Span[]; parens: readonly Span[] }): Span[] {
  const clauses: Span[] = [];
  const breaks = /(?<!\d),|,(?!\d{3})|[;|，]|(?<=[가-힣](?:고|며|지만|는데|으나|고요|이며|이고))\s/g;
  for (const sentence of options.sentences) {
    let start = sentence.start;
    const body = options.text.slice(sentence.start, sentence.end);
    for (const match of body.matchAll(breaks)) {
      const at = sentence.start + match.index;
      if (options.parens.some((paren) => within(paren, at))) continue;
      clauses.push({ start, end: at + match[0].length });
      start = at + match[0].length;
    }
    if (start < sentence.end) clauses.push({ start, end: sentence.end });
  }
  return clauses;
}

const KEY_GAP = /^(?:\s|,|·|\/|및|와|과|랑|이랑|하고|그리고|、)*$/;
/** Between two values of a "respectively" list: separators, and the sign words or weekday a value may carry. */
const VALUE_GAP =
  /^(?:\s|,|·|\/|및|와|과|이고|이며|고|이|요|、|하락|상승|감소|증가|포인트|퍼센트|%p?|[(（][월화수목금토일][)）])*$/;
/** Words that make a value an aggregate over more than the name before it ("송파구 포함 전체 2,534곳"). */
const SCOPE_WORDS = /(?:전체|전부|모두|총|합계|합쳐|통틀|포함|중에|가운데|모든|다 합)/;

export interface ClaimStructure {
  text: string;
  names: NameMention[];
  sentences: Span[];
  clauses: Span[];
  parens: Span[];
  /** The name a value at this span is stated for, if any. */
  subjectOf(span: Span): string | undefined;
  /** The name a value is stated for as its label: a "respectively" list, a name in its parentheses,
   *  or the nearest name before it in its clause with no scope word between ("군포중앙도서관: 3곳"). */
  labelOf(span: Span): string | undefined;
  clauseOf(position: number): Span | undefined;
  sentenceOf(position: number): Span | undefined;
}

export function readClaims(options: {
  text: string;
  names: Readonly<Record<string, readonly string[]>>;
  /** Every value mention's span, for "respectively" lists. */
  values: readonly Span[];
  /** The name mentions, when the caller has found them already. */
  found?: NameMention[];
}): ClaimStructure {
  const { text } = options;
  const names = options.found ?? findNames(text, options.names);
  const sentences = sentencesOf(text);
  const parens = parenthesesOf(text);
  const clauses = clausesOf({ text, sentences, parens });
  const clauseOf = (position: number) => clauses.find((clause) => within(clause, position));
  const sentenceOf = (position: number) => sentences.find((sentence) => within(sentence, position));

  // "성남시, 용인시, 남양주시의 사상자는 각각 137명, 148명, 128명": runs of names, then as many values.
  const respectively = new Map<number, string>();
  for (const sentence of sentences) {
    const inSentence = names.filter((name) => within(sentence, name.start));
    const values = options.values.filter((value) => within(sentence, value.start));
    for (let index = 0; index < inSentence.length; ) {
      const run = [inSentence[index] as NameMention];
      while (index + run.length < inSentence.length) {
        const next = inSentence[index + run.length] as NameMention;
        if (!KEY_GAP.test(text.slice((run.at(-1) as NameMention).end, next.start))) break;
        run.push(next);
      }
      index += run.length;
      if (run.length < 2) continue;
      const after = values.filter((value) => value.start >= (run.at(-1) as NameMention).end);
      const firstName = inSentence.find((name) => name.start >= (run.at(-1) as NameMention).end);
      const chain: Span[] = [];
      for (const value of after) {
        if (firstName && value.start > firstName.start) break;
        if (chain.length > 0 && !VALUE_GAP.test(text.slice((chain.at(-1) as Span).end, value.start))) break;
        chain.push(value);
      }
      if (chain.length === run.length)
        for (const [at, value] of chain.entries()) respectively.set(value.start, run[at]?.name ?? '');
    }
  }

  const nearest = (list: readonly NameMention[], position: number) => {
    const before = list.filter((name) => name.end <= position).at(-1);
    return before ?? list.find((name) => name.start >= position);
  };
  const subjectOf = (span: Span): string | undefined => {
    // A value is never its own subject ("4교시" is a period and a name).
    const others = names.filter((name) => name.end <= span.start || name.start >= span.end);
    const bound = respectively.get(span.start);
    if (bound) return bound;
    const paren = parens.find((candidate) => within(candidate, span.start));
    const clause = clauseOf(span.start);
    if (paren) {
      const inside = others.filter((name) => within(paren, name.start));
      if (inside.length > 0) return nearest(inside, span.start)?.name;
      const before = others.filter((name) => name.end <= paren.start && (!clause || name.start >= clause.start)).at(-1);
      if (before) return before.name;
    }
    if (clause) {
      const outside = others.filter(
        (name) =>
          within(clause, name.start) &&
          !parens.some((candidate) => candidate !== paren && within(candidate, name.start)),
      );
      if (outside.length > 0) return nearest(outside, span.start)?.name;
    }
    const earlier = others.filter((name) => name.end <= span.start).at(-1);
    if (earlier) return earlier.name;
    const sentence = sentenceOf(span.start);
    return others.find((name) => name.start >= span.end && (!sentence || within(sentence, name.start)))?.name;
  };
  const labelOf = (span: Span): string | undefined => {
    const bound = respectively.get(span.start);
    if (bound) return bound;
    const paren = parens.find((candidate) => within(candidate, span.start));
    const inParen = paren
      ? names.filter((name) => within(paren, name.start) && name.end <= span.start).at(-1)
      : undefined;
    if (inParen) return inParen.name;
    const clause = clauseOf(span.start);
    if (!clause) return undefined;
    const before = names.filter((name) => within(clause, name.start) && name.end <= span.start).at(-1);
    if (!before || SCOPE_WORDS.test(text.slice(before.end, span.start))) return undefined;
    return before.name;
  };
  return { text, names, sentences, clauses, parens, subjectOf, labelOf, clauseOf, sentenceOf };
}

const NEGATION = /^\s*(?:은|는|이|가|도|을|를|이라는|라는)?\s*(?:아니|아닌|아님|아닙|없|제외|빼고|빼면|말고|틀린|잘못)/;
const NEGATION_BEFORE = /(?:아닌|아니라|말고|제외한|제외하면|빼고|빼면)\s*$/;

/** The value at this span is denied ("고양시가 아닙니다", "30건이 아니라"). */
export function isNegated(text: string, span: Span): boolean {
  return (
    NEGATION.test(text.slice(span.end, span.end + 16)) ||
    NEGATION_BEFORE.test(text.slice(Math.max(0, span.start - 8), span.start))
  );
}

/** Words that offer two answers for one slot. */
export const DISJUNCTION = /(?:또는|혹은|아니면|이거나|거나|이나|내지|\bor\b|\/)/;
/** Words that state a ranking or a comparison's winner. */
export const CONCLUSION_CUE =
  /(?:가장|제일|최고|최대|최다|최저|최소|최하|최단|최장|1위|으뜸|더\s*(?:많|높|크|적|낮|싸|비싸|길|짧|빠르|늦|가깝|멀|앞|늦))/;
/** Words that offer a value as a possibility. */
export const UNCERTAIN = /(?:수도\s*있|지도\s*모르|아마|가능성|불확실|확실하지|추정)/;
/** Words that set a mention apart from the answer: a contrast, an exclusion, or a record kept as it was. */
export const CONTRAST = /(?:제외|빼|말고|없|아니|아닌|반면|대신|못|않|외에|참고|비교|달리|반해|유지|그대로)/;
