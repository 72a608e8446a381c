// Executes one sampled path in a fresh session with planned faults, classifying each edge's
// fan-out calls (Table 7) into the step outcome that updates its posterior.
import { createRng, hashSeed, type Rng } from '@kopa/kit';
import type { Outcome, ToolInfo } from '../../shared/index.ts';
import { classifyCall, type ExecSession, type Executor, isEmpty, mentions, platformOf } from '../../shared/index.ts';
import { seedArgs } from '../samples/index.ts';
import { bindArgs, pickRecords } from './bind-args.ts';
import { majority } from './majority.ts';
import { SUCCESS } from './posterior.ts';
import type { FoundCollector, PathEdge, PathEnv, PathJob, PathResult } from './types.ts';

/**
 * Executes one sampled path in a fresh session, adding its successful outputs to `found`; its
 * randomness (faults, seeds) is its own stream.
 */
export async function executePath(options: {
  env: PathEnv;
  iteration: number;
  job: PathJob;
  found: FoundCollector;
}): Promise<PathResult> {
  const { env, iteration, job, found } = options;
  const { config, pools, executor, baselines } = env;
  const toolOf = (name: string) => {
    const tool = env.tools.get(name);
    if (!tool) throw new Error(`path ${job.index} names ${name}, which is not in the tool universe`);
    return tool;
  };
  const path = job.edges;
  const rng = createRng(hashSeed(config.seed, iteration, job.index, 'exec'));
  const first = path[0] as PathEdge;
  const faults = planFaults(path, rng, config.faultRate);
  const session = executor.session({ faults });
  let calls = 0;
  const call = async (tool: ToolInfo, args: Record<string, unknown>) => {
    calls += 1;
    return session.call(tool.name, await withKey(session, tool, args));
  };
  const result: PathResult = { start: first.src, opened: false, steps: [], passed: false, calls: 0 };
  try {
    const start = toolOf(first.src);
    const startArgs = seedArgs(start, pools, rng, { now: undefined }) ?? {};
    const opened = await call(start, startArgs);
    if (!opened.ok || isEmpty(opened.output)) return result;
    result.opened = true;
    found.add(start, opened.output as Record<string, unknown>);
    let sources: Array<Record<string, unknown>> = [opened.output as Record<string, unknown>];
    for (const edge of path) {
      const target = toolOf(edge.dst);
      const param = target.params.find((entry) => entry.name === edge.param);
      const picks = pickRecords(sources, edge.field, config.fanout);
      if (!param || picks.length === 0) {
        result.steps.push({ edge: edge.id, outcome: 'missing_field', accepted: [] });
        return result;
      }
      const outcomes: Outcome[] = [];
      const accepted: string[] = [];
      const next: Array<Record<string, unknown>> = [];
      for (const pick of picks) {
        const bound = bindArgs({ param, target, pick, pools, rng });
        if (!bound) {
          outcomes.push('other');
          continue;
        }
        const called = await call(target, bound);
        const outcome = await classifyCall({
          result: called,
          generic: param.generic,
          param: param.name,
          reflected: async () =>
            param.required ||
            mentions(called.text, pick.value) ||
            (await baseline({ executor, baselines, target, args: without(bound, param.name) })) !== called.text,
        });
        outcomes.push(outcome);
        if (SUCCESS.has(outcome) && called.output) {
          next.push(called.output);
          found.add(target, called.output);
          if (outcome === 'semantic_success') accepted.push(String(pick.value));
        }
      }
      const outcome = majority(outcomes);
      result.steps.push({ edge: edge.id, outcome, accepted });
      if (!SUCCESS.has(outcome) || next.length === 0) return result;
      sources = next;
    }
    result.passed = true;
    return result;
  } finally {
    result.calls = calls;
    session.close();
  }
}

/** One environmental fault on a step with probability `rate` (rate limit or timeout, even odds). */
function planFaults(path: readonly PathEdge[], rng: Rng, rate: number) {
  const faults: Record<
    string,
    Array<{ tool: string; kind: 'rate_limit' | 'timeout'; nth: number[]; times: number }>
  > = {};
  for (const edge of path) {
    if (!rng.chance(rate)) continue;
    const kind = rng.chance(0.5) ? 'rate_limit' : 'timeout';
    const platform = platformOf(edge.dst);
    faults[platform] = [...(faults[platform] ?? []), { tool: edge.dst, kind, nth: [1], times: 1 }];
  }
  return faults;
}

async function withKey(session: ExecSession, tool: ToolInfo, args: Record<string, unknown>) {
  const auth = tool.params.find((param) => param.auth);
  if (!auth) return args;
  return { ...args, [auth.name]: await session.key(tool.platform) };
}

/** The destination's output without the bound parameter, memoized: a pure function of its args. */
function baseline(options: {
  executor: Executor;
  baselines: Map<string, Promise<string>>;
  target: ToolInfo;
  args: Record<string, unknown>;
}): Promise<string> {
  const { executor, baselines, target, args } = options;
  const key = `${target.name} ${JSON.stringify(Object.entries(args).sort(([a], [b]) => (a < b ? -1 : 1)))}`;
  let cached = baselines.get(key);
  if (!cached) {
    cached = (async () => {
      const session = executor.session();
      try {
        return (await session.call(target.name, await withKey(session, target, args))).text;
      } finally {
        session.close();
      }
    })();
    baselines.set(key, cached);
  }
  return cached;
}

function without(args: Record<string, unknown>, name: string): Record<string, unknown> {
  const { [name]: _dropped, ...rest } = args;
  return rest;
}
