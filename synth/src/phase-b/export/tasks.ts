// A SynthRecord as a benchmark task (tasks/src/schema.ts), so `kopa eval --tasks <out>/tasks.jsonl`
// runs synthesized data with the benchmark's own graders. Key calls stay golden actions, as in the
// benchmark, and every call waits for the key it carries.
import { Domain, deriveClaims, type GoldenAction, isKeyTool, Task } from '@kopa/tasks';
import { z } from 'zod';
import type { SynthRecord, Universe } from '../../shared/index.ts';
import { callDependencies } from './messages.ts';

/** The record's calls as golden actions a1, a2, … with semantic arguments. */
export function goldenActions(options: { record: SynthRecord; universe: Universe }): GoldenAction[] {
  const dependencies = callDependencies(options);
  const actionId = new Map(options.record.calls.map((call, index) => [call.id, `a${index + 1}`]));
  return options.record.calls.map((call) => ({
    id: actionId.get(call.id) ?? '',
    tool: call.tool,
    args: call.semanticArgs,
    after: (dependencies.get(call.id) ?? []).map((id) => actionId.get(id) ?? id),
  }));
}

export function toTask(options: { record: SynthRecord; universe: Universe }): Task {
  const { record } = options;
  const domain = Domain.safeParse(record.domain);
  if (!domain.success) {
    throw new Error(`${record.id} has domain "${record.domain}"; tasks need one of ${Domain.options.join(', ')}`);
  }
  // Names, neighbours' values and evidence for the claim grader, from the executed calls' outputs.
  const claims = deriveClaims({
    facts: record.answer.facts,
    outputs: record.calls
      .filter((call) => !isKeyTool(call.tool) && call.output && typeof call.output === 'object')
      .map((call) => ({ tool: call.tool, output: call.output as Record<string, unknown> })),
    query: record.query,
    ablations: [],
  });
  const candidate = {
    id: record.id,
    domain: domain.data,
    type: record.type,
    query: record.query,
    platforms: record.platforms,
    tools: record.tools,
    state: {},
    golden: {
      actions: goldenActions(options),
      answer: { facts: claims.facts, ...(claims.names ? { names: claims.names } : {}) },
      ...(record.state ? { state: record.state } : {}),
    },
    meta: {
      steps: record.meta.steps,
      calls: record.meta.calls,
      parallel: record.meta.parallel,
      junction: record.meta.junction,
      records: Math.max(0, ...record.meta.cardinalities),
    },
  };
  const parsed = Task.safeParse(candidate);
  if (!parsed.success) throw new Error(`${record.id} is not a valid task: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
