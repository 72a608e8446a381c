// Ground truth for assembled trajectories: which output fields a question can ask for (a name or a
// number with a Korean label, never a code or a value the query states), the facts read from real
// outputs or computed from them, and the plan, meta and offered tools of a record.
import type { Rng } from '@kopa/kit';
import { type Fact, isKeyTool } from '@kopa/tasks';
import type { FieldInfo, QueryPlan, SynthCall, SynthRecord, ToolInfo, Universe } from '../../shared/index.ts';
import { splitAtRecord, valuesAt } from '../../shared/index.ts';
import { shortLabel } from '../queries/index.ts';
import { recordsFor, type Step } from './trajectory.ts';

type Record_ = Record<string, unknown>;

/** Codes, ids, coordinates, links and load stamps: real values, but not what a citizen asks for. */
const NOT_ASKED =
  /(^|_)(CD|CODE|ID|NO|SN|SEQ|YN|KEY)$|(Cd|Code|Id|No|Yn|Key)$|^(jmcd|seriescd|contentid|contenttypeid|mst|lat|lon|mapx|mapy|x|y)$|LAT$|LOGT$|LON$|WGS84|DTM$|modifiedtime|createdtime|LOAD|URL|HMPG|HOMEPAGE|E_?MAIL|FAX|image|zipcode|RDNZC/i;
const NAME_LIKE = /NM$|name|title/i;
const HANGUL = /[\uac00-\ud7a3]/u;
const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?$/;
const DATE = /^(19|20)\d{2}-?(0[1-9]|1[0-2])-?(0[1-9]|[12]\d|3[01])$/;

export const normalize = (value: unknown) => String(value).normalize('NFC').toLowerCase().replace(/\s+/g, '');

/** A fact for one real value: dates as dates, numerals as numbers, the rest as text. */
export function toFact(value: string | number): Fact {
  if (typeof value === 'number') return { value, kind: 'number' };
  const text = value.trim();
  if (DATE.test(text)) return { value: text, kind: 'date' };
  if (NUMBER.test(text)) return { value: Number(text), kind: 'number' };
  return { value: text, kind: 'text' };
}

export function numeric(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !NUMBER.test(value.trim()) || DATE.test(value.trim())) return undefined;
  return Number(value);
}

export interface Askable {
  field: FieldInfo;
  label: string;
  value: string | number;
  fact: Fact;
}

/** The records of an output grouped by the array that holds them, with the tool's fields of each. */
export function recordGroups(
  tool: ToolInfo,
  output: Record_,
): Array<{ path: string; fields: FieldInfo[]; records: Record_[] }> {
  const groups = new Map<string, FieldInfo[]>();
  for (const field of tool.fields) {
    const { recordPath } = splitAtRecord(field.path);
    groups.set(recordPath, [...(groups.get(recordPath) ?? []), field]);
  }
  return [...groups.entries()].map(([path, fields]) => ({
    path,
    fields,
    records: recordsFor(output, (fields[0] as FieldInfo).path),
  }));
}

function labelFor(field: FieldInfo): string | undefined {
  const label = shortLabel(field.description, field.name);
  return HANGUL.test(label) ? label : undefined;
}

/**
 * Fields of one record worth asking for, names and numbers first: a Korean label, a short scalar
 * value, not a code, and not contained in any value the query states (`avoid`).
 */
export function askable(options: {
  fields: readonly FieldInfo[];
  record: Record_;
  avoid: readonly string[];
}): Askable[] {
  const avoid = options.avoid.map(normalize).filter((value) => value.length > 0);
  const found: Askable[] = [];
  const subject = entityName({ fields: options.fields, record: options.record });
  for (const field of options.fields) {
    if (NOT_ASKED.test(field.name)) continue;
    const raw = valuesAt(options.record, splitAtRecord(field.path).fieldPath)[0];
    if (typeof raw !== 'string' && typeof raw !== 'number') continue;
    const text = String(raw).trim();
    if (text.length === 0 || text.length > 40 || /https?:|\n/.test(text)) continue;
    const label = labelFor(field);
    if (!label) continue;
    const read = toFact(typeof raw === 'number' ? raw : text);
    if (read.kind === 'number' && Math.abs(Number(read.value)) < 2) continue;
    if (read.kind === 'text' && text.length < 2) continue;
    const value = normalize(text);
    if (avoid.some((given) => given.includes(value) || value.includes(given))) continue;
    // The record the value belongs to, for the claim grader: a value stated for another record fails.
    const fact = subject && normalize(subject) !== value ? { ...read, subject } : read;
    found.push({ field, label, value: typeof raw === 'number' ? raw : text, fact });
  }
  return found;
}

/** Picks one askable field, names and numbers three times as likely as the rest. */
export function pickAskable(rng: Rng, options: readonly Askable[]): Askable | undefined {
  if (options.length === 0) return undefined;
  return rng.weighted(
    options.map(
      (option) => [option, NAME_LIKE.test(option.field.name) || option.fact.kind === 'number' ? 3 : 1] as const,
    ),
  );
}

/** A field every record holds as a distinct-enough number, for aggregates and comparisons. */
export function numericFields(options: { fields: readonly FieldInfo[]; records: readonly Record_[] }) {
  const found: Array<{ field: FieldInfo; label: string; values: number[] }> = [];
  for (const field of options.fields) {
    if (NOT_ASKED.test(field.name)) continue;
    const label = labelFor(field);
    if (!label) continue;
    const { fieldPath } = splitAtRecord(field.path);
    const values = options.records.map((record) => numeric(valuesAt(record, fieldPath)[0]));
    if (values.some((value) => value === undefined)) continue;
    const numbers = values as number[];
    if (new Set(numbers).size < 2) continue;
    found.push({ field, label, values: numbers });
  }
  return found;
}

/** The record's name (a text field named like a name), for naming the entity of a max or min. */
export function entityName(options: { fields: readonly FieldInfo[]; record: Record_ }): string | undefined {
  for (const field of options.fields) {
    const value = nameIn(field, options.record);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** Each record's name from the first name field whose values tell every record apart, or undefined. */
export function distinctNames(options: {
  fields: readonly FieldInfo[];
  records: readonly Record_[];
}): string[] | undefined {
  for (const field of options.fields) {
    const names = options.records.map((record) => nameIn(field, record));
    if (names.every((name) => name !== undefined) && new Set(names).size === names.length) return names as string[];
  }
  return undefined;
}

/** A field named like a name (`SCHUL_NM`, `title`) that is not a code or a link. */
export const isNameField = (field: FieldInfo) => NAME_LIKE.test(field.name) && !NOT_ASKED.test(field.name);

/** The field's value when the field is named like a name and holds one a user would say (2–40 characters). */
export function nameIn(field: FieldInfo, record: Record_): string | undefined {
  if (!isNameField(field)) return undefined;
  const value = valuesAt(record, splitAtRecord(field.path).fieldPath)[0];
  return typeof value === 'string' && value.trim().length >= 2 && value.length <= 40 ? value.trim() : undefined;
}

/** Rounds to `digits` decimals without binary noise (`0.1 + 0.2` → 0.3). */
export function round(value: number, digits: number): number {
  return Number(value.toFixed(digits));
}

/** The unbound literal arguments of the data steps: what the query must state. */
export function givensOf(steps: readonly Step[]): QueryPlan['givens'] {
  const givens: QueryPlan['givens'] = [];
  const seen = new Set<string>();
  for (const step of steps) {
    const bound = new Set(step.bindings.map((binding) => binding.param));
    for (const [name, value] of Object.entries(step.args)) {
      const param = step.tool.params.find((entry) => entry.name === name);
      if (!param || param.generic || param.auth || bound.has(name)) continue;
      if (typeof value !== 'string' && typeof value !== 'number') continue;
      const key = `${name}=${value}`;
      if (seen.has(key)) continue;
      seen.add(key);
      givens.push({ tool: step.tool.name, param: name, value, label: shortLabel(param.description, name) });
    }
    // The record of a list the user names (the 가락초 among a district's schools) is stated too.
    const picked = step.picked;
    if (picked && !seen.has(`${picked.field.name}=${picked.value}`)) {
      seen.add(`${picked.field.name}=${picked.value}`);
      givens.push({
        tool: step.tool.name,
        param: picked.field.name,
        value: picked.value,
        label: shortLabel(picked.field.description, picked.field.name),
      });
    }
  }
  return givens;
}

/** One plan step per distinct data tool, in call order. */
export function planSteps(steps: readonly Step[]): QueryPlan['steps'] {
  const seen = new Set<string>();
  const planned: QueryPlan['steps'] = [];
  for (const { tool } of steps) {
    if (seen.has(tool.name)) continue;
    seen.add(tool.name);
    planned.push({ tool: tool.name, title: tool.title, description: tool.description });
  }
  return planned;
}

/**
 * Records of the source list at each one-to-many junction (paper Table 11): a data call's output list
 * that a later call binds from, holding two or more records, counted once however many calls bind
 * from it (a fan-out over it, or one record picked from it).
 */
export function junctionSizes(calls: readonly SynthCall[]): number[] {
  const byId = new Map(calls.map((call) => [call.id, call]));
  const sizes = new Map<string, number>();
  for (const call of calls) {
    for (const binding of call.bindings) {
      const source = byId.get(binding.from.call);
      if (!source || isKeyTool(source.tool)) continue;
      const list = `${source.id} ${splitAtRecord(binding.from.path).recordPath}`;
      if (!sizes.has(list)) sizes.set(list, recordsFor(source.output, binding.from.path).length);
    }
  }
  return [...sizes.values()].filter((size) => size >= 2);
}

/**
 * Meta of an executed record: dependency depth with the key calls as the first level, whether some
 * level holds two or more data calls, and the junction kind from the sizes of the lists bound from.
 */
export function metaOf(options: {
  calls: readonly SynthCall[];
  tools: ReadonlyMap<string, ToolInfo>;
  seed: number;
}): SynthRecord['meta'] {
  const { calls, tools } = options;
  const depth = new Map<string, number>();
  const perLevel = new Map<number, number>();
  for (const call of calls) {
    if (isKeyTool(call.tool)) {
      depth.set(call.id, 1);
      continue;
    }
    const keyed = tools.get(call.tool)?.params.some((param) => param.auth) ? 1 : 0;
    const level = 1 + Math.max(keyed, ...call.after.map((id) => depth.get(id) ?? 0));
    depth.set(call.id, level);
    perLevel.set(level, (perLevel.get(level) ?? 0) + 1);
  }
  const bound = calls.some((call) => call.bindings.length > 0);
  const cardinalities = junctionSizes(calls);
  return {
    calls: calls.length,
    steps: Math.max(1, ...depth.values()),
    parallel: [...perLevel.values()].some((count) => count >= 2),
    junction: cardinalities.length > 0 ? 'one-to-many' : bound ? 'one-to-one' : 'none',
    cardinalities,
    realtime: calls.some((call) => tools.get(call.tool)?.realtime === true),
    seed: options.seed,
  };
}

/** The golden tools plus two to four read tools of the same platforms, sorted by name. */
export function offeredTools(options: { calls: readonly SynthCall[]; universe: Universe; rng: Rng }): string[] {
  const golden = new Set(options.calls.map((call) => call.tool));
  const platforms = new Set(options.calls.map((call) => call.platform));
  const others = options.universe.tools
    .filter((tool) => platforms.has(tool.platform) && !golden.has(tool.name) && !tool.keyTool && tool.kind === 'read')
    .map((tool) => tool.name);
  const count = Math.min(others.length, options.rng.int(2, 4));
  const chosen = new Set<string>();
  while (chosen.size < count) chosen.add(options.rng.pick(others));
  return [...golden, ...chosen].sort();
}
