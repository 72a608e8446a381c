// Tool-level affinity for choosing candidate targets cheaply before any field is scored: name
// matches between a source's fields and a target's parameters, mentions, description and concept
// overlap, shared field names and shared sampled values.

import type { ToolInfo, Universe } from '../../shared/index.ts';
import { conceptsOf, mentionIndex, nameSimilarity, textSimilarity, textTokens } from '../proposer/index.ts';
import type { Samples } from '../samples/index.ts';
import { descriptionExamples, looseName } from '../samples/index.ts';
import { bindableParams } from '../universe.ts';

interface ToolProfile {
  fieldNames: string[];
  paramNames: string[];
  paramWords: Set<string>;
  fieldWords: Set<string>;
  fieldCanon: Set<string>;
  tokens: Map<string, number>;
  /** Concepts its fields name (as a source) and its title and parameters name (as a target). */
  fieldConcepts: Set<string>;
  paramConcepts: Set<string>;
  values: Set<string>;
  /** Examples its parameter descriptions give (`e.g. 수원시`). */
  examples: string[];
}

export interface AffinityIndex {
  profiles: Map<string, ToolProfile>;
  /** Per source tool: each parameter name's best name similarity to one of its fields. */
  bestNames: Map<string, Map<string, number>>;
}

const indexes = new WeakMap<Universe, WeakMap<Samples | Universe, AffinityIndex>>();

function profile(tool: ToolInfo, samples: Samples | undefined): ToolProfile {
  const params = bindableParams(tool);
  const values = new Set<string>();
  const collect = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(collect);
    else if (node !== null && typeof node === 'object') Object.values(node).forEach(collect);
    else if ((typeof node === 'string' || typeof node === 'number') && String(node).length >= 3)
      values.add(String(node));
  };
  for (const output of samples?.outputs.get(tool.name) ?? []) collect(output);
  return {
    fieldNames: [...new Set(tool.fields.map((field) => field.name))],
    paramNames: params.map((param) => param.name),
    paramWords: mentionIndex(params.map((param) => param.description).join(' ')).words,
    fieldWords: mentionIndex(tool.fields.map((field) => field.description).join(' ')).words,
    fieldCanon: new Set(tool.fields.map((field) => looseName(field.name))),
    tokens: textTokens(`${tool.title} ${tool.description}`),
    fieldConcepts: conceptsOf(tool.fields.map((field) => `${field.name} ${field.description}`).join(' ')),
    paramConcepts: conceptsOf(`${tool.title} ${params.map((param) => param.description).join(' ')}`),
    values,
    examples: params
      .flatMap((param) => descriptionExamples(param.description))
      .filter((example) => example.length >= 3),
  };
}

/** The profiles of a universe's tools, built once per universe and samples. */
export function indexFor(universe: Universe, samples: Samples | undefined): AffinityIndex {
  let bySamples = indexes.get(universe);
  if (!bySamples) {
    bySamples = new WeakMap();
    indexes.set(universe, bySamples);
  }
  const key = samples ?? universe;
  let index = bySamples.get(key);
  if (!index) {
    index = {
      profiles: new Map(universe.tools.map((tool) => [tool.name, profile(tool, samples)])),
      bestNames: new Map(),
    };
    bySamples.set(key, index);
  }
  return index;
}

/**
 * Tool-level affinity: 0.5 × best field/param name match + 0.3 × mention (a parameter description
 * naming the source tool or a field) + 0.2 × description overlap + 0.3 × the share of the target's
 * concepts (title and parameters) its fields name + 0.1 × shared field names (up to 3)
 * + 0.3 × sampled-value overlap (up to 3 shared values) + 0.3 when a source value is an example the
 * target's parameters give (`e.g. 수원시`).
 */
export function affinity(index: AffinityIndex, source: ToolInfo, target: ToolInfo): number {
  const from = index.profiles.get(source.name);
  const to = index.profiles.get(target.name);
  if (!from || !to) return 0;
  let bestNames = index.bestNames.get(source.name);
  if (!bestNames) {
    bestNames = new Map();
    index.bestNames.set(source.name, bestNames);
  }
  let bestName = 0;
  for (const param of to.paramNames) {
    let best = bestNames.get(param);
    if (best === undefined) {
      best = Math.max(0, ...from.fieldNames.map((field) => nameSimilarity(field, param)));
      bestNames.set(param, best);
    }
    bestName = Math.max(bestName, best);
  }
  const namesField = from.fieldNames.some(
    (name) => (name.length >= 3 || /[가-힣]/.test(name)) && to.paramWords.has(name.toLowerCase()),
  );
  const mention = to.paramWords.has(source.name) || from.fieldWords.has(target.name) ? 1 : namesField ? 0.7 : 0;
  let sharedFields = 0;
  for (const name of from.fieldCanon) if (to.fieldCanon.has(name)) sharedFields++;
  const concepts =
    to.paramConcepts.size === 0
      ? 0
      : [...to.paramConcepts].filter((concept) => from.fieldConcepts.has(concept)).length / to.paramConcepts.size;
  const takesExample = to.examples.some((example) => from.values.has(example));
  let sharedValues = 0;
  for (const value of from.values) {
    if (to.values.has(value) && ++sharedValues >= 3) break;
  }
  return (
    0.5 * bestName +
    0.3 * mention +
    0.2 * textSimilarity(from.tokens, to.tokens) +
    0.3 * concepts +
    0.1 * Math.min(1, sharedFields / 3) +
    0.3 * Math.min(1, sharedValues / 3) +
    (takesExample ? 0.3 : 0)
  );
}
