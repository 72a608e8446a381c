// The offline query writer (DESIGN §6 Phase B): one natural Korean query per plan from a few
// templates per trajectory type, stating every given value verbatim and nothing a tool provides,
// plus the final answer text and the short Korean labels both are written with.
import type { Rng } from '@kopa/kit';
import type { Fact } from '@kopa/tasks';
import type { QueryPlan } from '../../shared/index.ts';

// ---------------------------------------------------------------------------------------------
// Korean particles

type Final = 'none' | 'rieul' | 'other';

// How the last digit or Latin letter is read aloud decides the particle: 일, 칠, 팔 end in ㄹ; 엘, 알 too.
// biome-ignore format: a reading table
const DIGIT_FINAL: Record<string, Final> = {
  '0': 'other', '1': 'rieul', '2': 'none', '3': 'other', '4': 'none',
  '5': 'none', '6': 'other', '7': 'rieul', '8': 'rieul', '9': 'none',
};

function finalOf(word: string): Final | undefined {
  const last = word.replace(/[\s)\]'"”’」』>.]+$/u, '').at(-1);
  if (!last) return undefined;
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const jong = (code - 0xac00) % 28;
    return jong === 0 ? 'none' : jong === 8 ? 'rieul' : 'other';
  }
  if (last in DIGIT_FINAL) return DIGIT_FINAL[last];
  if (/[lr]/i.test(last)) return 'rieul';
  if (/[mn]/i.test(last)) return 'other';
  if (/[a-z]/i.test(last)) return 'none';
  return undefined;
}

/** `word` + the particle that fits its last sound: josa('학교', '은', '는') → '학교는'. */
export function josa(word: string, afterConsonant: string, afterVowel: string): string {
  const final = finalOf(word);
  if (final === undefined) return `${word}${afterConsonant}(${afterVowel})`;
  // 으로 drops its 으 after ㄹ as after a vowel.
  const consonant = final === 'other' || (final === 'rieul' && afterConsonant !== '으로');
  return `${word}${consonant ? afterConsonant : afterVowel}`;
}

// ---------------------------------------------------------------------------------------------
// Labels

const HANGUL = /[\uac00-\ud7a3]/u;
const CODE = '[A-Za-z0-9]{1,12}';
/** `1 TCS, 2 하이패스`, `C0001 조례 / C0002 규칙`, `article: 법령 조문, precedent: 판례`: codes, not a label. */
const ENUMERATION = new RegExp(String.raw`^${CODE}\s*:?\s+[^,/]+[,/]\s*${CODE}\s*:?\s+\S`, 'u');
/** A description that starts with an example or a format has no label to extract. */
const NO_LABEL = /^(e\.g\.|예:|예\)|\d+\s*자리|[YMDH]{4,}|[-~/])|[{}]/u;
/** Word-level identifiers (SD_SCHUL_CODE, unitCode, data.ex.co.kr) never belong in a label. */
const IDENTIFIER = /[_.]|[a-z][A-Z]|^[a-z]+$/u;
/** Latin kept in a label: LPG, BIS, AED, the X of `격자 X`. */
const ACRONYM = /^[A-Z]{1,4}$/u;
const MAX_WORDS = 5;

/**
 * A short Korean noun phrase for a field or parameter from its description:
 * `SD_SCHUL_CODE is the 7-digit 행정표준코드 …` → `행정표준코드`, `학교명 (부분 일치), e.g. 가락초` → `학교명`.
 * A Korean `fallbackName` (law.go.kr's `조문변경여부`) is a label already and wins; any other is returned
 * when the description is an example, a format or a list of values.
 */
export function shortLabel(description: string, fallbackName: string): string {
  if (HANGUL.test(fallbackName)) return fallbackName.replace(/\[\]/gu, '');
  let text = (description.split('\n')[0] ?? '').trim();
  if (ENUMERATION.test(text) || NO_LABEL.test(text)) return fallbackName;
  text = text.replace(/^[A-Za-z_]\w*\s*(\([^)]*\))?\s*:\s*/u, '');
  while (/\([^()]*\)/u.test(text)) text = text.replace(/\s*\([^()]*\)/u, '');
  const firstHangul = text.search(/\d*[\uac00-\ud7a3]/u);
  if (firstHangul < 0) return fallbackName;
  // Keep a leading acronym (LPG 가격, BIS 자기자본비율) but drop English prose and identifiers.
  const acronym = /(?:^|\s)([A-Z]{2,4})\s+$/u.exec(text.slice(0, firstHangul))?.[1];
  const head =
    `${acronym ? `${acronym} ` : ''}${text.slice(firstHangul)}`.split(/[,:;=→|—]|\s-\s|\. |\be\.g\./u)[0] ?? '';
  // `법률 / 대통령령 / 총리령`, `법령ID + 공포일자`: the parts, not the name.
  if (/[/+]/u.test(head)) return fallbackName;
  const words = head
    .split(/\s+/u)
    .filter((word) => (HANGUL.test(word) && !/^\d+자리$/u.test(word)) || (ACRONYM.test(word) && !IDENTIFIER.test(word)))
    .map((word) => word.replace(/[("'“]+$/u, ''));
  while (words.length > 1 && /^(이|그|해당)$/u.test(words[0] ?? '')) words.shift();
  // Korean noun phrases end in their head: of a long clause keep the last two words.
  const phrase = (words.length > MAX_WORDS ? words.slice(-2) : words).join(' ').trim();
  return HANGUL.test(phrase) ? phrase : fallbackName;
}

/** The label of a parameter or output field (`items[].SD_SCHUL_CODE` → its last segment), or `generic`. */
function labelOf(description: string, nameOrPath: string, generic: string): string {
  const label = shortLabel(description, nameOrPath.split('.').at(-1) ?? nameOrPath);
  return HANGUL.test(label) ? label : generic;
}

// ---------------------------------------------------------------------------------------------
// Query

interface Given {
  label: string;
  value: string;
  /** The operation whose call takes the value (its title), when it is not the only one that takes givens. */
  step?: string;
}

interface Parts {
  titles: string[];
  first: string;
  last: string;
  entities: string[];
}

type Route = (parts: Parts, rng: Rng) => string;

const OPENERS = [
  '',
  '',
  '안녕하세요. ',
  '궁금한 게 있어서요. ',
  '자료 확인 부탁드립니다. ',
  '공공데이터로 확인하고 싶은 게 있어요. ',
];
const TELL = ['알려 주세요.', '알려 주시겠어요?', '알려 주십시오.', '확인해 주세요.', '알려 주실 수 있을까요?'];
const KEY_TOOL = /_(get|renew)_api_key$/u;

function single(parts: Parts, rng: Rng): string {
  return rng.pick([
    `${josa(parts.first, '을', '를')} 확인해서`,
    `${parts.first}에서 찾아서`,
    `${parts.first} 자료를 보고`,
  ]);
}

function chain(parts: Parts, rng: Rng): string {
  if (parts.titles.length === 1) return single(parts, rng);
  return rng.pick([
    `${parts.first}에서 필요한 정보를 찾은 다음 ${parts.last}까지 확인해서`,
    `${josa(parts.titles.join(', '), '을', '를')} 차례로 살펴보고`,
    `먼저 ${josa(parts.first, '을', '를')} 찾아보고 그 결과로 ${josa(parts.last, '을', '를')} 조회해서`,
  ]);
}

function fanOut(parts: Parts, rng: Rng): string {
  return rng.pick([
    `${parts.first}에서 나오는 항목 각각에 대해 ${josa(parts.last, '을', '를')} 확인해서`,
    `${parts.first} 결과에 있는 항목마다 ${josa(parts.last, '을', '를')} 하나씩 조회해서`,
  ]);
}

/** Mixed: a chain up to the fan-out's source, then the fan-out. */
function chainThenFanOut(parts: Parts, rng: Rng): string {
  if (parts.titles.length < 3) return fanOut(parts, rng);
  const source = parts.titles.at(-2) ?? parts.first;
  return `${chain({ ...parts, titles: parts.titles.slice(0, -1), last: source }, rng)} ${fanOut({ ...parts, first: source }, rng)}`;
}

/** Mixed fork: one record looked up, then two other operations run on it. */
function forked(parts: Parts, rng: Rng): string {
  const [first = '', ...rest] = parts.titles;
  const branches = listed(rest);
  return rng.pick([
    `${josa(first, '을', '를')} 찾은 다음 그 결과로 ${josa(branches, '을', '를')} 각각 확인해서`,
    `${first}에서 찾은 대상에 대해 ${josa(branches, '을', '를')} 모두 조회해서`,
    `먼저 ${josa(first, '을', '를')} 확인하고, 거기서 나온 정보로 ${branches} 자료를 함께 찾아서`,
  ]);
}

/** How each trajectory type describes its operations; with the frames below, several templates per type. */
const ROUTES: Record<QueryPlan['type'], Route[]> = {
  Seq: [chain, (parts) => `${parts.titles.join('에서 ')}까지 이어서 찾아보고`],
  Par: [fanOut, (parts) => `${parts.first}에서 찾은 항목들을 하나하나 ${parts.last}에서 확인해서`],
  Mixed: [
    chainThenFanOut,
    (parts) => `${josa(parts.first, '을', '를')} 먼저 찾고, 그 결과 항목마다 ${josa(parts.last, '을', '를')} 확인해서`,
  ],
  Drv: [
    (parts) => `${parts.first}에서 얻은 값을 이용해 ${josa(parts.last, '을', '를')} 조회하고 계산해서`,
    (parts, rng) => `${chain(parts, rng)} 필요한 값을 직접 계산해`,
  ],
  Sem: [
    (parts) => `${parts.first}에서 확인한 내용과 관련된 ${parts.last} 자료를 찾아서`,
    (parts) => `${josa(parts.first, '을', '를')} 보고, 같은 대상을 ${parts.last}에서 다시 찾아서`,
  ],
  Cmp: [
    (parts) => `${josa(listed(parts.entities), '을', '를')} 각각 ${parts.last}에서 확인해서`,
    (parts, rng) => `${listed(parts.entities)} 각각에 대해 ${chain(parts, rng)}`,
  ],
  Cond: [(parts) => `${josa(parts.first, '을', '를')} 먼저 확인하고`, (parts) => `${parts.first}에서 찾은 결과를 보고`],
};

function listed(items: readonly string[]): string {
  if (items.length < 2) return items[0] ?? '두 대상';
  const before = items.slice(0, -1).join(', ');
  return `${josa(before, '과', '와')} ${items.at(-1)}`;
}

/** The literal values the query must state, once each; Cmp states its entities in the route instead. */
function givensOf(plan: QueryPlan): Given[] {
  const entities = (plan.entities ?? []).map(String);
  const seen = new Set(plan.type === 'Cmp' ? entities : []);
  const givens: Given[] = [];
  for (const given of plan.givens) {
    const value = String(given.value);
    if (seen.has(value)) continue;
    seen.add(value);
    givens.push({ label: labelOf(given.label, given.param, '조건'), value, step: titleOf(plan, given.tool) });
  }
  for (const entity of entities) if (!seen.has(entity)) givens.push({ label: '대상', value: entity });
  return givens;
}

/** The title of the tool's operation in the plan. */
function titleOf(plan: QueryPlan, tool: string): string | undefined {
  return plan.steps.find((step) => step.tool === tool)?.title.trim() || undefined;
}

/** Givens grouped by the operation that takes them, in call order, when more than one does. */
function byStep(givens: Given[]): Array<{ step: string; givens: Given[] }> | undefined {
  const groups = new Map<string, Given[]>();
  for (const given of givens) {
    if (!given.step) return undefined;
    groups.set(given.step, [...(groups.get(given.step) ?? []), given]);
  }
  return groups.size >= 2 ? [...groups].map(([step, entries]) => ({ step, givens: entries })) : undefined;
}

const labelled = (givens: Given[]) => givens.map((item) => `${item.label} ${item.value}`).join(', ');

function givenPhrase(givens: Given[], rng: Rng): string {
  if (givens.length === 0) return '';
  // Values for different operations are said with their operation, so none is left unexplained.
  const groups = byStep(givens);
  if (groups) return `${groups.map((group) => `${group.step}에서는 ${labelled(group.givens)}`).join(', ')} 기준으로`;
  const last = givens.length - 1;
  return rng.pick([
    `${givens.map((item) => `${item.label} ${item.value}`).join(', ')} 기준으로`,
    givens
      .map((item, index) => `${josa(item.label, '이', '가')} ${item.value}${index < last ? '이고' : '일 때'}`)
      .join(' '),
    `${givens.map((item) => `${item.value}(${item.label})`).join(', ')}에 대해`,
  ]);
}

function givenSentence(givens: Given[], rng: Rng): string {
  if (givens.length === 0) return '';
  const groups = byStep(givens);
  if (groups) {
    const text = groups.map((group) => `${group.step}에서 ${labelled(group.givens)}`).join(', ');
    return `조건은 ${josa(text, '이에요', '예요')}.`;
  }
  return rng.pick([
    `${givens.map((item) => `${josa(item.label, '은', '는')} ${item.value}`).join(', ')}입니다.`,
    `조건은 ${josa(givens.map((item) => `${item.label} ${item.value}`).join(', '), '이에요', '예요')}.`,
  ]);
}

function askSentence(plan: QueryPlan, label: string, rng: Rng): string {
  const tell = rng.pick(TELL);
  const subject = josa(label, '이', '가');
  const topic = josa(label, '은', '는');
  const object = josa(label, '을', '를');
  const many = (plan.entities?.length ?? 0) > 2;
  const choices: Record<QueryPlan['ask']['op'], string[]> = {
    value: [`${subject} 무엇인지 ${tell}`, `${topic} 어떻게 되는지 ${tell}`, `${object} ${tell}`],
    list: [
      `${object} 모두 나열해 주세요.`,
      `해당하는 ${object} 전부 ${tell}`,
      `${label} 목록을 빠짐없이 정리해 주시겠어요?`,
    ],
    count: [
      `해당하는 ${subject} 몇 건인지 ${tell}`,
      `${subject} 있는 항목이 모두 몇 건인지 ${tell}`,
      `${subject} 모두 몇 건 나오는지 세어 주세요.`,
    ],
    sum: [`${object} 모두 더하면 얼마인지 ${tell}`, `${label}의 합계를 ${tell}`, `${label} 합계가 얼마인지 ${tell}`],
    max: [
      `${subject} 가장 큰 것은 무엇이고 그 값은 얼마인지 ${tell}`,
      `가장 큰 ${subject} 얼마인지 ${tell}`,
      `${label} 기준으로 가장 높은 항목을 ${tell}`,
    ],
    min: [
      `${subject} 가장 작은 것은 무엇이고 그 값은 얼마인지 ${tell}`,
      `가장 작은 ${subject} 얼마인지 ${tell}`,
      `${label} 기준으로 가장 낮은 항목을 ${tell}`,
    ],
    avg: [`${label}의 평균을 ${tell}`, `평균 ${topic} 얼마인지 ${tell}`, `${object} 평균 내면 얼마인지 ${tell}`],
    // Compare always asks for the larger: the plan carries no direction, and the answer is computed so.
    compare: many
      ? [`그중 ${subject} 가장 큰 곳이 어디인지 ${tell}`, `그 가운데 ${subject} 가장 큰 쪽을 ${tell}`]
      : [
          `둘 중 어느 쪽이 ${subject} 더 큰지 ${tell}`,
          `${topic} 둘 중 어느 쪽이 더 높은지 ${tell}`,
          `비교해서 어느 쪽이 ${label} 면에서 더 큰지 ${tell}`,
        ],
    cond: [`조건에 맞는 ${subject} 무엇인지 ${tell}`],
  };
  const also = plan.ask.also ? labelOf(plan.ask.also.label, plan.ask.also.field, '다른 결과') : undefined;
  const ask = also
    ? rng.pick([
        `${josa(label, '과', '와')} ${josa(also, '을', '를')} ${tell}`,
        `${subject} 무엇인지, 그리고 ${josa(also, '은', '는')} 어떻게 되는지 ${tell}`,
        `${object} 확인하고 ${also}도 함께 ${tell}`,
      ])
    : rng.pick(choices[plan.ask.op]);
  const condition = conditionSentence(plan, rng);
  if (!condition) return ask;
  return plan.ask.op === 'cond' ? condition : `${condition} ${ask}`;
}

/** `X가 3 이상이면 A, 아니면 B를 알려 주세요.` from the plan's predicate and branches. */
function conditionSentence(plan: QueryPlan, rng: Rng): string | undefined {
  const condition = plan.condition;
  if (!condition) return undefined;
  const label = labelOf(condition.label, condition.field, '조회 결과');
  const isClause = (text: string) => /(요|다|오|까)[.?!]?$|[?]$/u.test(text.trim());
  const then = condition.ifHolds.trim().replace(/[.!]$/u, '');
  const otherwise = condition.otherwise.trim();
  const thenPart = isClause(then) ? then.replace(/주세요$/u, '주시고') : then;
  const otherwisePart = isClause(otherwise)
    ? otherwise.replace(/([^.?!])$/u, '$1.')
    : `${josa(otherwise, '을', '를')} ${rng.pick(TELL)}`;
  return `${josa(label, '이', '가')} ${predicateText(condition.predicate)} ${thenPart}, 아니면 ${otherwisePart}`;
}

function predicateText(predicate: string): string {
  const match = /^\s*(>=|≥|<=|≤|!=|≠|==|=|>|<)\s*(.+?)\s*$/u.exec(predicate);
  if (!match) return /면$/u.test(predicate.trim()) ? predicate.trim() : josa(predicate.trim(), '이면', '면');
  const [, op, value = ''] = match;
  if (op === '>=' || op === '≥') return `${value} 이상이면`;
  if (op === '<=' || op === '≤') return `${value} 이하이면`;
  if (op === '>') return `${value}보다 크면`;
  if (op === '<') return `${value}보다 작으면`;
  if (op === '!=' || op === '≠') return `${josa(value, '이', '가')} 아니면`;
  return josa(value, '이면', '면');
}

function tidy(text: string): string {
  const trimmed = text
    .replace(/\s+/gu, ' ')
    .replace(/\s+([,.?!])/gu, '$1')
    .trim();
  return /[.?!]$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * One Korean query for the plan. States every given value (and Cmp entity) verbatim, names no tool or
 * parameter, and states no value a tool provides: the fan-out size is left out for that reason.
 */
export function templateQuery(plan: QueryPlan, rng: Rng): string {
  const titles = [...new Set(plan.steps.filter((step) => !KEY_TOOL.test(step.tool)).map((step) => step.title.trim()))];
  const usable = titles.filter(Boolean);
  if (usable.length === 0) usable.push('공공데이터');
  const parts: Parts = {
    titles: usable,
    first: usable[0] ?? '',
    last: usable.at(-1) ?? '',
    entities: (plan.entities ?? []).map(String),
  };
  const givens = givensOf(plan);
  const opener = rng.pick(OPENERS);
  // One operation reads the same in every type but Cmp and Cond, which name entities or a condition.
  const routes = plan.ask.also
    ? [forked]
    : usable.length === 1 && plan.type !== 'Cmp' && plan.type !== 'Cond'
      ? [single]
      : ROUTES[plan.type];
  const route = rng.pick(routes)(parts, rng);
  const ask = askSentence(plan, labelOf(plan.ask.label, plan.ask.field, '결과'), rng);
  const preface = rng.chance(0.5) ? givenPhrase(givens, rng) : givenSentence(givens, rng);
  return tidy(`${opener}${preface} ${route} ${ask}`);
}

// ---------------------------------------------------------------------------------------------
// Answer

function factText(fact: Fact): string {
  return fact.kind === 'number' ? `${String(fact.value)}${fact.unit ?? ''}` : String(fact.value);
}

/** The final assistant answer: every fact value verbatim (numbers with their units), led by the asked op. */
export function answerText(plan: QueryPlan, facts: Fact[]): string {
  const label = labelOf(plan.ask.label, plan.ask.field, '결과');
  const values = facts.map(factText);
  if (values.length === 0) return `${label}에 해당하는 값을 찾지 못했습니다.`;
  const [head, ...rest] = values;
  const all = values.join(', ');
  const more = rest.length > 0 ? ` 함께 확인한 값은 ${rest.join(', ')}입니다.` : '';
  const also = plan.ask.also;
  if (also && values.length === 2) {
    const second = labelOf(also.label, also.field, '다른 결과');
    return `${josa(label, '은', '는')} ${head}, ${josa(second, '은', '는')} ${rest[0]}입니다.`;
  }
  const leads: Record<QueryPlan['ask']['op'], string> = {
    value: `${josa(label, '은', '는')} ${all}입니다.`,
    list: `${label} 목록은 ${all}입니다.`,
    count: `조건에 맞는 ${label} 건수는 ${head}입니다.${more}`,
    sum: `${label} 합계는 ${head}입니다.${more}`,
    max: `${josa(label, '이', '가')} 가장 큰 결과는 ${all}입니다.`,
    min: `${josa(label, '이', '가')} 가장 작은 결과는 ${all}입니다.`,
    avg: `평균 ${josa(label, '은', '는')} ${head}입니다.${more}`,
    compare: `${josa(label, '이', '가')} 더 큰 쪽은 ${head}입니다.${more}`,
    cond: `조건을 확인한 결과 ${all}입니다.`,
  };
  return leads[plan.ask.op];
}
