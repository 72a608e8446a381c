// Arguments that start a call without an upstream tool, and the sampling pass that feeds them: every
// read tool is called once with seeded arguments, and the values of its output are harvested into
// pools by field name, so that tools needing codes (school codes, bill IDs) can be seeded next round.
import { createRng, DEFAULT_NOW, hashSeed, type Rng } from '@kopa/kit';
import type { Executor, ParamInfo, ToolInfo, Universe } from '../../shared/index.ts';
import { ENVELOPE_FIELDS } from '../../shared/index.ts';
import { acceptValue, bindableParams } from '../universe.ts';
import { exampleValue, looseName, seedValue, type ValuePools } from './seed-values.ts';

export type { ValuePools };

export const POOL_CAP = 50;

export interface Samples {
  /** Successful outputs (structuredContent with data) per tool name. */
  outputs: Map<string, Record<string, unknown>[]>;
  pools: ValuePools;
}

/**
 * Arguments for every required, non-generic, non-auth parameter not in `skip`; undefined when one
 * cannot be filled. The caller adds the API key; paging is left to the tool's defaults.
 */
export function seedArgs(
  tool: ToolInfo,
  pools: ValuePools,
  rng: Rng,
  options: { now?: string; skip?: ReadonlySet<string> } = {},
): Record<string, unknown> | undefined {
  const args: Record<string, unknown> = {};
  for (const param of tool.params) {
    if (!param.required || param.generic || param.auth || options.skip?.has(param.name)) continue;
    const value = seedValue({ tool, param, pools, rng, ...(options.now ? { now: options.now } : {}) });
    if (value === undefined) return undefined;
    args[param.name] = value;
  }
  return args;
}

function addToPool(pools: ValuePools, name: string, value: unknown): void {
  if (typeof value !== 'string' && typeof value !== 'number') return;
  if (typeof value === 'string' && value.trim() === '') return;
  let pool = pools.get(name);
  if (!pool) {
    pool = [];
    pools.set(name, pool);
  }
  if (pool.length < POOL_CAP && !pool.includes(value)) pool.push(value);
}

/** One sampled object's scalars, keyed by canonical name (case and underscores removed). */
type SampledRecord = Map<string, string | number>;

/** Most records kept per output for co-binding. */
const RECORDS_PER_OUTPUT = 50;
/** Per tool and round: distinct seeded argument sets, then calls adding one optional filter. */
const VARIANTS = 3;
const OPTIONAL_ATTEMPTS = 2;

/** Harvests every scalar into the pools and every object with two or more scalars into `records`. */
function harvest(output: Record<string, unknown>, pools: ValuePools, records: SampledRecord[]): boolean {
  let found = false;
  let kept = 0;
  const visit = (node: unknown, top: boolean) => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item, false);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const record: SampledRecord = new Map();
    for (const [key, value] of Object.entries(node)) {
      if (top && ENVELOPE_FIELDS.has(key)) continue;
      if (typeof value === 'string' || typeof value === 'number') {
        if (value === '') continue;
        record.set(looseName(key), value);
        addToPool(pools, key, value);
        found = true;
      } else {
        visit(value, false);
      }
    }
    if (record.size >= 2 && kept < RECORDS_PER_OUTPUT) {
      records.push(record);
      kept++;
    }
  };
  visit(output, true);
  return found;
}

const recordValue = (record: SampledRecord, param: ParamInfo) => record.get(looseName(param.name));

/** Values for two or more of `params` taken from one sampled record (a school code with its office). */
function coBind(options: { tool: ToolInfo; params: ParamInfo[]; records: readonly SampledRecord[]; rng: Rng }) {
  let best: Array<{ record: SampledRecord; args: Record<string, unknown> }> = [];
  let bestCount = 2;
  for (const record of options.records) {
    const args: Record<string, unknown> = {};
    for (const param of options.params) {
      const value = acceptValue(options.tool, param, recordValue(record, param));
      if (value !== undefined) args[param.name] = value;
    }
    const count = Object.keys(args).length;
    if (count > bestCount) best = [];
    if (count >= bestCount) {
      bestCount = count;
      best.push({ record, args });
    }
  }
  return best.length > 0 ? options.rng.pick(best) : undefined;
}

function hasData(output: Record<string, unknown>): boolean {
  const visit = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.some(visit);
    if (node !== null && typeof node === 'object') return Object.values(node).some(visit);
    return node !== null && node !== undefined && node !== '' && typeof node !== 'boolean';
  };
  return Object.entries(output).some(([key, value]) => !ENVELOPE_FIELDS.has(key) && visit(value));
}

/** The documented example call: each required parameter's described example (or first enum value). */
function exampleArgs(tool: ToolInfo, required: readonly ParamInfo[]): Record<string, unknown> | undefined {
  const args: Record<string, unknown> = {};
  for (const param of required) {
    const value =
      exampleValue(tool, param) ??
      (param.enum?.[0] === undefined ? undefined : acceptValue(tool, param, param.enum[0]));
    if (value === undefined) return undefined;
    args[param.name] = value;
  }
  return args;
}

/**
 * Calls every read, non-key tool that can be seeded, each in a fresh session with the session's key,
 * and harvests its output. Tools needing fewer upstream values go first, so one round can feed the
 * next tool. A tool is tried with a few seeded argument sets (co-bound from one sampled record where
 * possible), its documented example call, and one optional filter at a time; tools that still return
 * nothing are retried in later rounds with the grown pools. Sequential, so deterministic for a seed.
 * Never calls write tools.
 */
export async function sampleUniverse(options: {
  universe: Universe;
  executor: Executor;
  seed: number;
  rounds?: number;
  now?: string;
}): Promise<Samples> {
  const now = options.now ?? DEFAULT_NOW;
  const samples: Samples = { outputs: new Map(), pools: new Map() };
  const records: SampledRecord[] = [];
  const tried = new Map<string, Set<string>>();
  const call = async (tool: ToolInfo, args: Record<string, unknown>) => {
    const signature = JSON.stringify(args);
    const seen = tried.get(tool.name) ?? new Set<string>();
    tried.set(tool.name, seen);
    if (seen.has(signature)) return undefined;
    seen.add(signature);
    const session = options.executor.session({ now });
    try {
      const auth = tool.params.find((param) => param.auth);
      const withKey = auth ? { ...args, [auth.name]: await session.key(tool.platform) } : args;
      const result = await session.call(tool.name, withKey);
      return result.ok && result.output && hasData(result.output) ? result.output : undefined;
    } finally {
      session.close();
    }
  };
  const startArgs = (tool: ToolInfo, required: ParamInfo[], rng: Rng) => {
    const bound = coBind({ tool, params: required, records, rng });
    const seeded = seedArgs(tool, samples.pools, rng, { now, skip: new Set(Object.keys(bound?.args ?? {})) });
    if (!seeded) return undefined;
    const args = { ...bound?.args, ...seeded };
    const anchor =
      bound?.record ??
      records.find((record) => required.some((param) => recordValue(record, param) === args[param.name]));
    return { args, anchor };
  };
  const sampleTool = async (tool: ToolInfo, round: number) => {
    const rng = createRng(hashSeed(options.seed, tool.name, round));
    const bindable = bindableParams(tool);
    const required = bindable.filter((param) => param.required);
    let first: ReturnType<typeof startArgs>;
    for (let variant = 0; variant < VARIANTS; variant++) {
      const start = startArgs(tool, required, rng.fork(variant));
      if (!start) break;
      first ??= start;
      const output = await call(tool, start.args);
      if (output) return output;
    }
    const example = exampleArgs(tool, required);
    const fromExample = example ? await call(tool, example) : undefined;
    if (fromExample || !first) return fromExample;
    const { args, anchor } = first;
    let attempts = 0;
    for (const param of bindable) {
      if (param.required || attempts >= OPTIONAL_ATTEMPTS) continue;
      const value =
        (anchor ? acceptValue(tool, param, recordValue(anchor, param)) : undefined) ??
        seedValue({ tool, param, pools: samples.pools, rng, now });
      if (value === undefined) continue;
      attempts++;
      const output = await call(tool, { ...args, [param.name]: value });
      if (output) return output;
    }
    return undefined;
  };

  const upstreamNeeds = (tool: ToolInfo) => bindableParams(tool).filter((param) => param.required).length;
  let pending = options.universe.tools
    .filter((tool) => tool.kind === 'read' && !tool.keyTool && options.executor.platforms.includes(tool.platform))
    .sort((a, b) => upstreamNeeds(a) - upstreamNeeds(b));
  for (let round = 0; round < (options.rounds ?? 3) && pending.length > 0; round++) {
    const failed: ToolInfo[] = [];
    for (const tool of pending) {
      const output = await sampleTool(tool, round);
      if (output && harvest(output, samples.pools, records)) samples.outputs.set(tool.name, [output]);
      else failed.push(tool);
    }
    if (failed.length === pending.length) break;
    pending = failed;
  }
  return samples;
}
