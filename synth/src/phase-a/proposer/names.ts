// Name evidence that an output field and an input parameter carry the same value: tokens and
// canonical names, the alias groups of the Korean portals, the kind of value a name holds (ID, name,
// date) and opposite roles (start/end, X/Y).

const TOKEN_CANON: Readonly<Record<string, string>> = { code: 'cd', name: 'nm', number: 'no', num: 'no', date: 'dt' };

function canonToken(token: string): string {
  const whole = TOKEN_CANON[token];
  if (whole) return whole;
  return token.replace(/code$/, 'cd').replace(/name$/, 'nm');
}

const tokenMemo = new Map<string, string[]>();

/** `iStartUnitCode` → [i, start, unit, cd]; `SD_SCHUL_CODE` → [sd, schul, cd]; `법령ID` → [법령, id]. */
export function nameTokens(name: string): string[] {
  let tokens = tokenMemo.get(name);
  if (!tokens) {
    tokens = name
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
      .replace(/([A-Za-z])(\d)/g, '$1 $2')
      .replace(/([가-힣])([A-Za-z0-9])/g, '$1 $2')
      .replace(/([A-Za-z0-9])([가-힣])/g, '$1 $2')
      .toLowerCase()
      .split(/[^a-z0-9가-힣]+/)
      .filter(Boolean)
      .map(canonToken);
    tokenMemo.set(name, tokens);
  }
  return tokens;
}

/** Case, underscores and the code/name spellings removed: `contentId` = `contentid`, `jmCd` = `jmcd`. */
export function canonicalName(name: string): string {
  return canonToken(nameTokens(name).join(''));
}

/**
 * Names that carry the same value across the portals' tools (and across portals), chosen from the
 * real tool list. `regnNm` is KDIC's 금융권역 (a financial sector), so it sits with the sectors, not
 * with region names.
 */
const ALIAS_GROUPS: readonly (readonly string[])[] = [
  [
    'SIGUN_NM',
    'SIGNGU_NM',
    'SIGUNGU_NM',
    'sigunguNm',
    'sigungu',
    'ADMST_ZONE_NM',
    'ADMZONE_NM',
    'REGION_NM',
    'rgnNm',
    'rgn',
  ],
  ['LCTN_SC_NM', 'SIDO_NM', 'sido', 'CTPRVN_NM'],
  ['routeNo', 'routeCode', 'routeCd', 'nosunNM'],
  ['routeName', 'routeNm', 'roadNM'],
  ['stdRestCd', 'serviceAreaCode2'],
  ['serviceAreaName', 'stdRestNm'],
  ['unitCode', 'startUnitCode', 'endUnitCode', 'iStartUnitCode', 'iEndUnitCode'],
  ['MONA_CD', 'NAAS_CD', 'NASS_CD', 'RST_MONA_CD'],
  ['HG_NM', 'NAAS_NM', 'PPSR_NM', 'RST_PROPOSER'],
  ['POLY_NM', 'PLPT_NM', 'PPSR_POLY_NM'],
  ['COMMITTEE', 'COMMITTEE_NAME', 'CMIT_NM', 'CURR_COMMITTEE', 'DEPT_NM', 'JRCMIT_NM', 'BLNG_CMIT_NM'],
  ['HR_DEPT_CD', 'DEPT_CD', 'COMMITTEE_ID', 'CURR_COMMITTEE_ID'],
  ['BILL_NAME', 'BILL_NM'],
  ['jmfldnm', 'jmFldNm', 'jmNm'],
  ['mapX', 'lon', 'LOGT', 'REFINE_WGS84_LOGT', 'xValue', 'lgtdVal'],
  ['mapY', 'lat', 'LAT', 'REFINE_WGS84_LAT', 'yValue', 'latdVal'],
  ['nx', 'kmaNx'],
  ['ny', 'kmaNy'],
  ['regId', 'landRegId'],
  ['fncIstNm', 'fnccmpNm', 'finIstNm', 'bkrpFnccmpNm'],
  ['regnNm', 'fncsecDscdNm', 'fncRegnDscdNm'],
  ['baseYm', 'calcBaseYm', 'ym', 'baseTm'],
];

const ALIAS_OF = new Map<string, number>();
ALIAS_GROUPS.forEach((group, index) => {
  for (const name of group) ALIAS_OF.set(canonicalName(name), index);
});

/** The last token says what kind of value a name holds; different kinds never bind. */
const KIND_OF: Readonly<Record<string, string>> = {
  cd: 'id',
  id: 'id',
  no: 'id',
  seq: 'id',
  nm: 'name',
  title: 'name',
  dt: 'date',
  ymd: 'date',
  de: 'date',
  day: 'date',
  yy: 'year',
  yr: 'year',
  year: 'year',
  ym: 'month',
  mt: 'month',
  mn: 'month',
  tm: 'time',
  time: 'time',
  hour: 'time',
  cnt: 'count',
  tcnt: 'count',
  addr: 'address',
  adr: 'address',
  adres: 'address',
  telno: 'phone',
  tel: 'phone',
  url: 'url',
  yn: 'flag',
};

/** Name tokens that qualify rather than identify (구분, 종류, start, base): sharing only these is no evidence. */
const QUALIFIER_TOKENS = new Set(
  'sc div se gbn dscd dvsn knd kind type info val value start end begin from to min max reg base'.split(' '),
);

/** Single-token names too generic to identify a value on their own (`ID`, `name`, `memo`). */
const GENERIC_TOKENS = new Set([
  'id',
  'cd',
  'no',
  'nm',
  'seq',
  'type',
  'kind',
  'title',
  'query',
  'keyword',
  'label',
  'memo',
  'value',
  'status',
  'level',
  'category',
  'service',
  'contents',
  'description',
  'version',
]);

const isGeneric = (tokens: readonly string[]) => tokens.length === 1 && GENERIC_TOKENS.has(tokens[0] ?? '');

/** True for names such as `title`, `kind`, `memo` that say nothing about the value on their own. */
export const isGenericName = (name: string) => isGeneric(nameTokens(name));

/** Trailing digits are an index (`cat2`, `lclsSystm2`), not what the name is about. */
function withoutIndex(tokens: readonly string[]): string[] {
  const end = tokens.findLastIndex((token) => !/^\d+$/.test(token));
  return tokens.slice(0, end + 1);
}

/**
 * Name similarity in [0, 1]: 1 for the same canonical name (0.5 for a generic one such as `title`),
 * 0.9 within an alias group, else token overlap weighted by whether the last token (what kind of
 * value: code, name, date) agrees; sharing only kind or qualifier tokens counts 0.15.
 */
export function nameSimilarity(a: string, b: string): number {
  let row = similarityMemo.get(a);
  if (!row) {
    row = new Map();
    similarityMemo.set(a, row);
  }
  let score = row.get(b);
  if (score === undefined) {
    score = compareNames(nameProfile(a), nameProfile(b));
    row.set(b, score);
  }
  return score;
}

interface NameProfile {
  canon: string;
  generic: boolean;
  alias: number | undefined;
  core: string[];
  set: Set<string>;
  last: string;
  kind: string | undefined;
}

const profiles = new Map<string, NameProfile>();
const similarityMemo = new Map<string, Map<string, number>>();

function nameProfile(name: string): NameProfile {
  let profile = profiles.get(name);
  if (!profile) {
    const tokens = nameTokens(name);
    const core = withoutIndex(tokens);
    const canon = canonicalName(name);
    const last = core.at(-1) ?? '';
    profile = {
      canon,
      generic: isGeneric(tokens),
      alias: ALIAS_OF.get(canon),
      core,
      set: new Set(core),
      last,
      kind: KIND_OF[last],
    };
    profiles.set(name, profile);
  }
  return profile;
}

function compareNames(a: NameProfile, b: NameProfile): number {
  if (a.canon === b.canon) return a.generic ? 0.5 : 1;
  if (a.alias !== undefined && a.alias === b.alias) return 0.9;
  if (a.kind && b.kind && a.kind !== b.kind) return 0;
  const shared = [...a.set].filter((token) => b.set.has(token));
  const dice = (2 * shared.length) / (a.set.size + b.set.size || 1);
  const head = a.last === b.last ? 1 : a.kind && a.kind === b.kind ? 0.75 : 0;
  if (head === 0) return 0.4 * dice;
  if (shared.every((token) => KIND_OF[token] || QUALIFIER_TOKENS.has(token))) return 0.15 * head;
  const score = 0.8 * dice * head;
  return isGeneric(a.core.length <= b.core.length ? a.core : b.core) ? Math.min(score, 0.3) : score;
}

function koreanKind(word: string): string | undefined {
  if (/(명|이름)$/.test(word)) return 'name';
  if (/(번호|코드|ID|id|키)$/.test(word)) return 'id';
  if (/(일자|날짜|일)$/.test(word)) return 'date';
  if (/(연도|년도)$/.test(word)) return 'year';
  if (/년월$/.test(word)) return 'month';
  return undefined;
}

/**
 * What kind of value a field or parameter holds (id, name, date, year, …): from the last token of its
 * name, else from a Korean name's ending, else from the first word of its description (`의안명` → name).
 */
export function valueKind(name: string, description: string): string | undefined {
  const last = nameTokens(name).at(-1) ?? '';
  const fromName = KIND_OF[last] ?? (/[가-힣]/.test(name) ? koreanKind(name) : undefined);
  if (fromName) return fromName;
  const text = description.startsWith(`${name}:`) ? description.slice(name.length + 1) : description;
  const first = text.trim().split(/[\s,(:;]/)[0] ?? '';
  return /[가-힣]/.test(first) ? koreanKind(first) : undefined;
}

/** Pairs of words naming opposite roles of the same kind of value. */
const ROLES: ReadonlyArray<readonly [string, string]> = [
  ['x', 'y'],
  ['위도', '경도'],
  ['lat', 'lon'],
  ['start', 'end'],
  ['begin', 'end'],
  ['from', 'to'],
  ['시작', '종료'],
  ['min', 'max'],
  ['최저', '최고'],
  ['low', 'high'],
  ['하한', '상한'],
  ['오전', '오후'],
  ['am', 'pm'],
  ['입구', '출구'],
];

/** Role words of a field or parameter (from its name tokens and description), for `rolesConflict`. */
export function roleWords(name: string, description: string): Set<string> {
  const words = new Set(nameTokens(name));
  const body = description.split(/e\.g\./)[0] ?? '';
  for (const word of body.toLowerCase().split(/[^가-힣a-z]+|(?<=[가-힣])(?=[a-z])|(?<=[a-z])(?=[가-힣])/)) {
    if (!word) continue;
    words.add(word);
    for (const [a, b] of ROLES) {
      if (/[가-힣]/.test(a) && word.includes(a)) words.add(a);
      if (/[가-힣]/.test(b) && word.includes(b)) words.add(b);
    }
  }
  return words;
}

/** True when one side names one role (start, X, 위도) and the other only the opposite role. */
export function rolesConflict(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return ROLES.some(
    ([one, other]) =>
      (a.has(one) && !a.has(other) && b.has(other) && !b.has(one)) ||
      (a.has(other) && !a.has(one) && b.has(one) && !b.has(other)),
  );
}
