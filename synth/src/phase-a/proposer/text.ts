// Description evidence that an output field and an input parameter mean the same thing: weighted
// Korean bigrams and English words with concept words (학교, 법령, 시군), and mentions (a description
// naming the tool or field a value comes from).

/** Korean words that name the same kind of entity; a description containing one gets its concept token. */
const CONCEPTS: Readonly<Record<string, readonly string[]>> = {
  region: ['시군', '지역', '행정구역', '지자체'],
  province: ['시도', '광역'],
  school: ['학교'],
  academy: ['학원'],
  law: ['법령', '법률'],
  ordinance: ['자치법규', '조례'],
  precedent: ['판례'],
  interpretation: ['해석례'],
  bill: ['의안', '법률안'],
  member: ['의원', '발의자'],
  committee: ['위원회', '소관위'],
  party: ['정당'],
  qualification: ['종목', '자격'],
  tour: ['콘텐츠', '관광'],
  restArea: ['휴게소', '주유소'],
  route: ['노선'],
  tollbooth: ['영업소'],
  finance: ['금융회사', '금융기관', '은행'],
  latitude: ['위도'],
  longitude: ['경도'],
  grid: ['격자'],
  forecastArea: ['예보구역'],
  product: ['상품'],
};

/** Words in almost every description: they count a quarter. */
const WEAK_WORDS = new Set([
  '코드',
  '번호',
  '일자',
  '자리',
  '이름',
  '목록',
  '조회',
  '결과',
  '부분',
  '일치',
  '정확',
  '기준',
  '여부',
  '정보',
  '구분',
  '명칭',
]);

const ENGLISH_STOPWORDS = new Set([
  'the',
  'and',
  'for',
  'with',
  'find',
  'from',
  'when',
  'omit',
  'list',
  'them',
  'this',
  'that',
  'not',
]);

/** Weighted description tokens: Korean bigrams, English words, `concept:*`; examples after "e.g." are cut. */
export function textTokens(text: string): Map<string, number> {
  const tokens = new Map<string, number>();
  const add = (token: string, weight: number) => tokens.set(token, Math.max(tokens.get(token) ?? 0, weight));
  const body = text.split(/e\.g\./)[0] ?? '';
  for (const raw of body.split(/[^가-힣A-Za-z]+|(?<=[가-힣])(?=[A-Za-z])|(?<=[A-Za-z])(?=[가-힣])/)) {
    if (/^[가-힣]+$/.test(raw)) {
      const word = raw.length >= 3 ? raw.replace(PARTICLE, '') : raw;
      if (word.length < 2) continue;
      for (let index = 0; index + 2 <= word.length; index++) {
        const bigram = word.slice(index, index + 2);
        add(bigram, WEAK_WORDS.has(bigram) ? 0.25 : 1);
      }
      for (const concept of conceptsOf(word)) add(`concept:${concept}`, 1.5);
    } else if (/^[A-Za-z]{3,}$/.test(raw) && !/^[YMDHhms]+$/.test(raw)) {
      const lower = raw.toLowerCase();
      if (!ENGLISH_STOPWORDS.has(lower)) add(lower, 0.5);
    }
  }
  return tokens;
}

/** A particle or ending closing a Korean word (`검색에` → `검색`, `낱말이` → `낱말`). */
const PARTICLE = /(으로|에서|에게|까지|부터|이나|에|은|는|이|가|을|를|의|와|과|로|도)$/;

/** The concepts (school, law, region, …) a Korean text names. */
export function conceptsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const [concept, words] of Object.entries(CONCEPTS)) {
    if (words.some((keyword) => text.includes(keyword))) found.add(concept);
  }
  return found;
}

/** 0.3 × the weighted overlap coefficient + 0.7 × the weighted Dice coefficient, in [0, 1]. */
export function textSimilarity(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const [token, weight] of a) {
    const other = b.get(token);
    if (other !== undefined) shared += Math.min(weight, other);
  }
  const sum = (tokens: ReadonlyMap<string, number>) =>
    [...tokens.values()].reduce((total, weight) => total + weight, 0);
  const sumA = sum(a);
  const sumB = sum(b);
  return 0.3 * (shared / Math.min(sumA, sumB)) + 0.7 * ((2 * shared) / (sumA + sumB));
}

/** The words a text mentions, for constant-time `mentionIn` lookups. */
export interface MentionIndex {
  /** Lower-cased words; a Korean word ending in a particle also without it. */
  words: Set<string>;
  /** Words as written, for short names matched case-sensitively. */
  exact: Set<string>;
  /** Named as what the value is not: "(BILL_NO가 아님)", "not X". */
  negated: Set<string>;
  /** Named as a prerequisite: "(areaCode 필요)". */
  prerequisites: Set<string>;
}

/** Splits a text into words; a Latin word ends where Hangul starts (`law_get_precedent의`). */
export function mentionIndex(text: string): MentionIndex {
  const parts = text.split(/[^가-힣A-Za-z0-9_]+|(?<=[A-Za-z0-9_])(?=[가-힣])/).filter(Boolean);
  const index: MentionIndex = { words: new Set(), exact: new Set(), negated: new Set(), prerequisites: new Set() };
  parts.forEach((part, position) => {
    const lower = part.toLowerCase();
    index.words.add(lower);
    index.exact.add(part);
    if (/^[가-힣]{3,}$/.test(part) && /[의은는이가을를로와과에]$/.test(part)) index.words.add(part.slice(0, -1));
    const next = parts[position + 1] ?? '';
    const afterParticle = /^(가|이)$/.test(next) ? (parts[position + 2] ?? '') : next;
    if (afterParticle.startsWith('아님') || parts[position - 1]?.toLowerCase() === 'not') index.negated.add(lower);
    if (next.startsWith('필요')) index.prerequisites.add(lower);
  });
  return index;
}

/**
 * Whether an indexed text mentions `name` as a word: 'yes', 'negated', or 'no' (also for a
 * prerequisite). Latin names shorter than 3 characters count only with `short`, matched as written.
 */
export function mentionIn(
  index: MentionIndex,
  name: string,
  options: { short?: boolean } = {},
): 'yes' | 'negated' | 'no' {
  const isShort = !/[가-힣]/.test(name) && name.length < 3;
  if (isShort) return options.short && index.exact.has(name) ? 'yes' : 'no';
  const lower = name.toLowerCase();
  if (index.negated.has(lower)) return 'negated';
  if (index.prerequisites.has(lower)) return 'no';
  return index.words.has(lower) ? 'yes' : 'no';
}
