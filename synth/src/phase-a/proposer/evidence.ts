// Evidence about one output field and one input parameter, computed once per field and parameter:
// sampled values, description tokens, value kind, mentions, roles, concepts; what the parameter is
// known to take; and how far the parameter accepts the field's values.

import type { FieldInfo, ParamInfo, ToolInfo } from '../../shared/index.ts';
import { valuesAt } from '../../shared/index.ts';
import type { Samples } from '../samples/index.ts';
import { descriptionExamples } from '../samples/index.ts';
import { acceptValue } from '../universe.ts';
import { isGenericName, nameSimilarity, roleWords, valueKind } from './names.ts';
import { conceptsOf, type MentionIndex, mentionIn, mentionIndex, textTokens } from './text.ts';

const MAX_VALUES = 40;

/** Free-text parameters whose meaning comes from the tool (`query` of a law search). */
const SEARCH_PARAMS = new Set(['query', 'keyword', 'name']);

/** A parameter that takes any text the user chooses: a memo, a label, a name to save under. */
const isUserText = (param: ParamInfo) =>
  param.name === 'memo' || param.name === 'label' || /^메모|저장 이름/.test(param.description);

export interface FieldEvidence {
  values: unknown[];
  /** The values specific enough to identify something (no dates, years or small numbers). */
  specific: Set<string>;
  tokens: Map<string, number>;
  kind: string | undefined;
  mentions: MentionIndex;
  roles: Set<string>;
  concepts: Set<string>;
}

export interface ParamEvidence {
  tokens: Map<string, number>;
  examples: string[];
  /** Specific values the target's own outputs hold under the parameter's name (else its platform's). */
  known: Set<string>;
  /** 1 for the target's own outputs, 0.6 for other tools of its platform. */
  knownWeight: number;
  constrained: boolean;
  /** How much a pattern or enum match says: 1 for enums and lettered patterns, 0.5 for digit runs, 0 for dates. */
  specificity: number;
  kind: string | undefined;
  mentions: MentionIndex;
  roles: Set<string>;
  /** For a search parameter (`query`, `keyword`): the concepts of its tool's title (현행법령 → law). */
  subject: Set<string>;
  /** A parameter that takes any text the user chooses (a memo, a label): a binding carries no meaning. */
  userText: boolean;
}

/** Values shared by chance between unrelated fields: dates, months, years, times, small or zero-padded numbers. */
const isSpecific = (value: string) =>
  value.length >= 3 &&
  !/^(19|20)\d{2}(0[1-9]|1[0-2])?(\d{2})?$|^\d{4}-\d{2}|^([01]\d|2[0-3])[0-5]\d$|^0*\d{1,3}$|^[YN]$/.test(value);

const isNameLike = (value: unknown) =>
  typeof value === 'string' &&
  value.length >= 2 &&
  value.length <= 40 &&
  /[가-힣A-Za-z]/.test(value) &&
  !/^https?:|<br|\n|^\d{4}[-.]\d{2}/.test(value);

/** A value a field described with a date or time format would hold, to test against a parameter. */
function formatProbe(description: string): string | undefined {
  if (/YYYYMMDDHHMM/i.test(description)) return '202609010900';
  if (/YYYYMMDD/i.test(description)) return '20260901';
  if (/YYYY-MM-DD/.test(description)) return '2026-09-01';
  if (/YYYYMM/.test(description)) return '202608';
  if (/\(YYYY\)/.test(description)) return '2026';
  if (/HHMM/.test(description)) return '0900';
  return undefined;
}

const DATE_LIKE = /^(19|20)\d{2}([-.]?\d{1,2}([-.]?\d{1,2})?)?$|^\d{1,2}:\d{2}/;
const isCodeLike = (value: unknown) => /^[A-Za-z0-9_-]{1,30}$/.test(String(value));
const isDateLike = (value: unknown) => DATE_LIKE.test(String(value));

/**
 * Whether the parameter takes the field's values, in [0, 1]: the share it accepts. A free-text
 * parameter accepts anything, so its share is weighted by whether the values look like what it
 * wants: dates for a date, codes for an ID, short names otherwise.
 */
export function compatibility(options: {
  target: ToolInfo;
  param: ParamInfo;
  paramKind: string | undefined;
  field: FieldInfo;
  values: unknown[];
  constrained: boolean;
}) {
  const { target, param, paramKind, field, values, constrained } = options;
  if (values.length === 0) {
    const probe = formatProbe(field.description);
    if (probe !== undefined) return { g: acceptValue(target, param, probe) === undefined ? 0.1 : 0.9, note: 'format' };
    if (field.type === 'boolean') return { g: param.type === 'boolean' ? 0.8 : 0.1, note: 'boolean' };
    return { g: 0.75, note: 'unsampled' };
  }
  const accepted = values.filter((value) => acceptValue(target, param, value) !== undefined).length;
  const share = accepted / values.length;
  const note = `${accepted}/${values.length} values accepted`;
  if (constrained) return { g: share >= 0.9 ? 1 : share, note };
  const looksRight =
    paramKind === 'date' || paramKind === 'year' || paramKind === 'month'
      ? isDateLike
      : paramKind === 'id'
        ? isCodeLike
        : isNameLike;
  return { g: share * (0.25 + (0.75 * values.filter(looksRight).length) / values.length), note };
}

/** Value overlap in [0, 1]: values the target is known to take, or its described examples, among the field's. */
export function overlap(field: FieldEvidence, param: ParamEvidence): number {
  let known = 0;
  if (param.known.size > 0 && field.specific.size > 0) {
    const shared = [...param.known].filter((value) => field.specific.has(value));
    // One shared short code is a coincidence as often as not.
    const count = shared.length === 1 && (shared[0] ?? '').length < 6 ? 0 : shared.length;
    known = param.knownWeight * Math.min(1, count / Math.min(param.known.size, field.specific.size, 5));
  }
  if (known >= 1 || param.examples.length === 0) return known;
  if (param.examples.some((example) => field.specific.has(example))) return 1;
  const contained = param.examples.some(
    (example) => /[가-힣]/.test(example) && [...field.specific].some((value) => value.includes(example)),
  );
  return Math.max(known, contained ? 0.5 : 0);
}

/** How much a pattern or enum match says: an enum or a pattern with letters or a fixed prefix is specific. */
function specificity(param: ParamInfo): number {
  if (formatProbe(param.description) !== undefined) return 0;
  if (param.enum?.length) return 1;
  const pattern = (param.pattern ?? '').replace(/\\d/g, '');
  return /[A-Za-z가-힣]|\^\d/.test(pattern) ? 1 : 0.5;
}

/** Mention evidence in [0, 1], or -1 when the parameter says it is not this field ("BILL_NO가 아님"). */
export function mention(options: {
  source: ToolInfo;
  field: FieldInfo;
  fieldInfo: FieldEvidence;
  target: ToolInfo;
  param: ParamInfo;
  paramInfo: ParamEvidence;
}): number {
  const { source, field, fieldInfo, target, param, paramInfo } = options;
  const inParam = isGenericName(field.name) ? 'no' : mentionIn(paramInfo.mentions, field.name);
  if (inParam === 'negated') return -1;
  if (inParam === 'yes') return 1;
  if (mentionIn(fieldInfo.mentions, target.name) === 'yes') {
    return mentionIn(fieldInfo.mentions, param.name, { short: true }) === 'yes' ? 1 : 0.5;
  }
  if (mentionIn(fieldInfo.mentions, param.name) === 'yes') return 0.7;
  // "Find it with neis_search_schools" says where the value comes from, not which field holds it.
  const fromSource = mentionIn(paramInfo.mentions, source.name) === 'yes';
  return fromSource && nameSimilarity(field.name, param.name) >= 0.3 ? 0.5 : 0;
}

/** The evidence about a source's output field. */
export function fieldEvidence(samples: Samples, source: ToolInfo, field: FieldInfo): FieldEvidence {
  const values = [
    ...new Set((samples.outputs.get(source.name) ?? []).flatMap((output) => valuesAt(output, field.path))),
  ].slice(0, MAX_VALUES);
  return {
    values,
    specific: new Set(values.map(String).filter(isSpecific)),
    tokens: textTokens(field.description),
    kind: valueKind(field.name, field.description),
    mentions: mentionIndex(field.description),
    roles: roleWords(field.name, field.description),
    concepts: conceptsOf(`${field.name} ${field.description}`),
  };
}

/** The evidence about a target's input parameter, including what its own outputs hold under its name. */
export function paramEvidence(samples: Samples, target: ToolInfo, param: ParamInfo): ParamEvidence {
  const collect = (tools: string[]) => {
    const values = new Set<string>();
    for (const tool of tools) {
      for (const output of samples.outputs.get(tool) ?? []) {
        for (const path of sameNamedPaths(output, param.name)) {
          for (const value of valuesAt(output, path)) if (isSpecific(String(value))) values.add(String(value));
        }
      }
    }
    return values;
  };
  let known = collect([target.name]);
  let knownWeight = 1;
  if (known.size === 0) {
    known = collect([...samples.outputs.keys()].filter((tool) => tool.startsWith(`${target.platform}_`)));
    knownWeight = 0.6;
  }
  const text = SEARCH_PARAMS.has(param.name) ? `${target.title} ${param.description}` : param.description;
  return {
    tokens: textTokens(text),
    examples: descriptionExamples(param.description).filter((example) => example.length >= 3),
    known,
    knownWeight,
    specificity: specificity(param),
    kind: valueKind(param.name, param.description),
    mentions: mentionIndex(param.description),
    roles: roleWords(param.name, param.description),
    subject: SEARCH_PARAMS.has(param.name) ? conceptsOf(target.title) : new Set(),
    userText: isUserText(param),
    constrained: Boolean(param.enum?.length || param.pattern || param.type === 'integer' || param.type === 'number'),
  };
}

/** Paths of an output's scalar leaves whose name is the parameter's (up to case, aliases). */
function sameNamedPaths(output: unknown, name: string): string[] {
  const paths: string[] = [];
  const visit = (node: unknown, path: string) => {
    if (Array.isArray(node)) {
      if (node.length > 0) visit(node[0], `${path}[]`);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      const childPath = path ? `${path}.${key}` : key;
      if (child !== null && typeof child === 'object') visit(child, childPath);
      else if (nameSimilarity(key, name) >= 0.9) paths.push(childPath);
    }
  };
  visit(output, '');
  return paths;
}
