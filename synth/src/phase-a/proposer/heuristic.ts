// The offline, deterministic proposer (DESIGN §6 `heuristic`): scores every field → parameter pair of
// a source and its candidate targets from lexical identity (name, aliases, description, mentions),
// value overlap with what the target is known to take, and whether the parameter accepts the values
// the field really returned (pattern, enum, type, range).

import type { EdgeProposal, FieldInfo, ParamInfo, ToolInfo } from '../../shared/index.ts';
import type { Samples } from '../samples/index.ts';
import { bindableParams } from '../universe.ts';
import {
  compatibility,
  type FieldEvidence,
  fieldEvidence,
  mention,
  overlap,
  type ParamEvidence,
  paramEvidence,
} from './evidence.ts';
import { isGenericName, nameSimilarity, rolesConflict } from './names.ts';
import { textSimilarity } from './text.ts';
import type { Proposer } from './types.ts';

/**
 * identity = 1 − Π(1 − weight·evidence) over name similarity, description similarity, mentions,
 * value overlap and subject (a name of the concept a search parameter's tool is about: 법률명 →
 * 현행법령 목록 조회 `query`); a noisy-OR, so independent clues add up and none is required. A
 * parameter with a pattern or enum that accepts ≥ 90% of the field's values adds `formatBonus` of
 * the remainder once identity is at least 0.3, scaled by how specific the pattern is (dates and bare
 * digit runs say little). Each doubt multiplies identity by CONFLICT_FACTOR. prior = identity ×
 * compatibility, the share of the field's sampled values the parameter accepts (0 when it refuses
 * them all: strong negative evidence).
 */
export const HEURISTIC_WEIGHTS = {
  name: 0.75,
  description: 0.45,
  mention: 0.5,
  overlap: 0.5,
  subject: 0.6,
  formatBonus: 0.25,
};

/**
 * Each doubt multiplies identity by this: different value kinds (an ID and a name), opposite roles
 * (start and end, X and Y), a negated mention ("BILL_NO가 아님"), and across platforms: descriptions
 * that share nothing (`grade` 소통등급 vs `GRADE` 학년), a generic name (`title`, `name`) with no
 * value overlap, free-text values unlike the parameter's examples; and a user-text parameter.
 */
export const CONFLICT_FACTOR = 0.3;

/** Pairs scoring below this are not candidates at all. */
export const PROPOSAL_FLOOR = 0.1;

interface Pair {
  source: ToolInfo;
  field: FieldInfo;
  fieldInfo: FieldEvidence;
  target: ToolInfo;
  param: ParamInfo;
  paramInfo: ParamEvidence;
}

/** What speaks against a pair; each doubt multiplies its identity by CONFLICT_FACTOR. */
function doubtsOf(
  pair: Pair,
  evidence: { name: number; description: number; mentioned: number; shared: number },
): string[] {
  const { source, fieldInfo, target, param, paramInfo } = pair;
  const { name, description, mentioned, shared } = evidence;
  const crossPlatform = target.platform !== source.platform;
  return [
    fieldInfo.kind && paramInfo.kind && fieldInfo.kind !== paramInfo.kind
      ? `kind ${fieldInfo.kind}≠${paramInfo.kind}`
      : '',
    rolesConflict(fieldInfo.roles, paramInfo.roles) ? 'opposite roles' : '',
    mentioned < 0 ? 'negated mention' : '',
    crossPlatform &&
    fieldInfo.tokens.size > 0 &&
    paramInfo.tokens.size > 0 &&
    description < 0.1 &&
    mentioned <= 0 &&
    shared === 0
      ? 'descriptions disagree'
      : '',
    crossPlatform && name > 0 && isGenericName(param.name) && shared === 0 ? 'generic name across platforms' : '',
    crossPlatform &&
    !paramInfo.constrained &&
    paramInfo.examples.length > 0 &&
    fieldInfo.specific.size >= 3 &&
    shared === 0
      ? 'values unlike the examples'
      : '',
    paramInfo.userText ? 'user text' : '',
  ].filter(Boolean);
}

/** The prior and reason of one field → parameter pair, or undefined below PROPOSAL_FLOOR. */
function score(pair: Pair): { prior: number; reason: string } | undefined {
  const { field, fieldInfo, target, param, paramInfo } = pair;
  const name = nameSimilarity(field.name, param.name);
  const description = textSimilarity(fieldInfo.tokens, paramInfo.tokens);
  const mentioned = mention(pair);
  const shared = overlap(fieldInfo, paramInfo);
  const subject =
    fieldInfo.kind === 'name' && [...paramInfo.subject].some((concept) => fieldInfo.concepts.has(concept)) ? 1 : 0;
  const weights = HEURISTIC_WEIGHTS;
  let identity =
    1 -
    (1 - weights.name * name) *
      (1 - weights.description * description) *
      (1 - weights.mention * Math.max(0, mentioned)) *
      (1 - weights.overlap * shared) *
      (1 - weights.subject * subject);
  const doubts = doubtsOf(pair, { name, description, mentioned, shared });
  identity *= CONFLICT_FACTOR ** doubts.length;
  if (identity < PROPOSAL_FLOOR) return undefined;
  const values = fieldInfo.values;
  const { constrained, kind: paramKind } = paramInfo;
  const compat = compatibility({ target, param, paramKind, field, values, constrained });
  if (compat.g >= 1 && identity >= 0.3) identity += (1 - identity) * weights.formatBonus * paramInfo.specificity;
  const prior = Math.round(identity * compat.g * 1000) / 1000;
  if (prior < PROPOSAL_FLOOR) return undefined;
  const parts = [
    name > 0 ? `name ${field.name}≈${param.name} ${name.toFixed(2)}` : '',
    description > 0 ? `desc ${description.toFixed(2)}` : '',
    mentioned > 0 ? `mention ${mentioned}` : '',
    shared > 0 ? `overlap ${shared.toFixed(2)}` : '',
    subject > 0 ? `names the ${target.title} subject` : '',
    ...doubts,
    compat.note,
  ];
  return { prior, reason: parts.filter(Boolean).join(', ') };
}

/** Creates the heuristic proposer; its evidence caches live as long as it does and are keyed by the samples. */
export function createHeuristicProposer(): Proposer {
  const caches = new WeakMap<Samples, { fields: Map<string, FieldEvidence>; params: Map<string, ParamEvidence> }>();
  const cached = <T>(cache: Map<string, T>, key: string, compute: () => T): T => {
    let value = cache.get(key);
    if (value === undefined) {
      value = compute();
      cache.set(key, value);
    }
    return value;
  };
  return {
    name: 'heuristic',
    async propose({ source, targets, samples }) {
      let cache = caches.get(samples);
      if (!cache) {
        cache = { fields: new Map(), params: new Map() };
        caches.set(samples, cache);
      }
      const { fields: fieldCache, params: paramCache } = cache;
      const proposals: EdgeProposal[] = [];
      const fields = source.fields.map((field) => ({
        field,
        fieldInfo: cached(fieldCache, `${source.name}|${field.path}`, () => fieldEvidence(samples, source, field)),
      }));
      for (const target of targets) {
        if (target.name === source.name || target.keyTool) continue;
        for (const param of bindableParams(target)) {
          const paramInfo = cached(paramCache, `${target.name}|${param.name}`, () =>
            paramEvidence(samples, target, param),
          );
          for (const { field, fieldInfo } of fields) {
            const scored = score({ source, field, fieldInfo, target, param, paramInfo });
            if (!scored) continue;
            proposals.push({ src: source.name, field: field.path, dst: target.name, param: param.name, ...scored });
          }
        }
      }
      return proposals;
    },
  };
}
