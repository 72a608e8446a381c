// The conversation every SFT/RL exporter renders from one SynthRecord: the call dependencies (the
// record's own, plus the key a call carries and the writes it must follow), the assistant turns they
// allow (calls that do not depend on each other share a turn), the tool definitions offered, and the
// system message, which ends with the record's session date as the evaluator's agents are told it.
import { type TrainerTool, trainerTool, withSessionDate } from '@kopa/kit';
import { isKeyTool } from '@kopa/tasks';
import type { SynthCall, SynthRecord, ToolInfo, Universe } from '../../shared/index.ts';
import type { FunctionTool } from './schemas.ts';

export interface Conversation {
  system: string;
  query: string;
  /** Assistant turns in order; each holds calls that can run in parallel. */
  turns: SynthCall[][];
  answer: string;
}

const indexes = new WeakMap<Universe, Map<string, ToolInfo>>();

export function findTool(options: { universe: Universe; name: string; record: SynthRecord }): ToolInfo {
  let index = indexes.get(options.universe);
  if (!index) {
    index = new Map(options.universe.tools.map((tool) => [tool.name, tool]));
    indexes.set(options.universe, index);
  }
  const tool = index.get(options.name);
  if (!tool) {
    throw new Error(
      `${options.record.id} uses ${options.name}, which is not in the universe; build the universe over the record's platforms (${options.record.platforms.join(', ')})`,
    );
  }
  return tool;
}

/**
 * The calls each call must wait for, in execution order: the record's `after`, the key call whose
 * key it passes (the model cannot know the key before), and earlier writes on its platform (a
 * write may change what a later call reads).
 */
export function callDependencies(options: { record: SynthRecord; universe: Universe }): Map<string, string[]> {
  const { record, universe } = options;
  const position = new Map(record.calls.map((call, index) => [call.id, index]));
  const writes = record.calls.map((call) => findTool({ universe, name: call.tool, record }).kind === 'write');
  const dependencies = new Map<string, string[]>();
  record.calls.forEach((call, index) => {
    const earlier = record.calls.slice(0, index);
    const waits = new Set(call.after);
    const keyCall = keyCallOf(call, earlier);
    if (keyCall) waits.add(keyCall.id);
    earlier.forEach((candidate, at) => {
      if (writes[at] && candidate.platform === call.platform) waits.add(candidate.id);
    });
    for (const id of waits) {
      const at = position.get(id);
      if (at === undefined) throw new Error(`${record.id}: ${call.id} depends on ${id}, which is not one of its calls`);
      if (at >= index) throw new Error(`${record.id}: ${call.id} depends on ${id}, which runs after it`);
    }
    dependencies.set(
      call.id,
      [...waits].sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0)),
    );
  });
  return dependencies;
}

/** The latest earlier key call whose issued key this call passes: the call waits for it. */
export function keyCallOf(call: SynthCall, earlier: readonly SynthCall[]): SynthCall | undefined {
  const passed = new Set(Object.values(call.args));
  return earlier.findLast((candidate) => {
    const key = issuedKey(candidate);
    return isKeyTool(candidate.tool) && key !== undefined && passed.has(key);
  });
}

function issuedKey(call: SynthCall): string | undefined {
  const output = call.output as { key?: unknown } | undefined;
  return typeof output?.key === 'string' ? output.key : undefined;
}

/** Calls grouped by dependency depth: a call's turn comes after the turns of everything it waits for. */
export function callTurns(options: { record: SynthRecord; universe: Universe }): SynthCall[][] {
  const dependencies = callDependencies(options);
  const depth = new Map<string, number>();
  const turns: SynthCall[][] = [];
  for (const call of options.record.calls) {
    const level = Math.max(-1, ...(dependencies.get(call.id) ?? []).map((id) => depth.get(id) ?? 0)) + 1;
    depth.set(call.id, level);
    const turn = turns[level] ?? [];
    turn.push(call);
    turns[level] = turn;
  }
  return turns;
}

/**
 * The system message of a record's rows: the prompt plus the date line of the session the record
 * ran in (its platforms' clock; records carry none today, so the servers' default clock).
 */
export function systemMessage(options: { record: SynthRecord; systemPrompt: string }): string {
  return withSessionDate({
    system: options.systemPrompt,
    platforms: options.record.platforms,
    state: options.record.state,
  });
}

export function buildConversation(options: {
  record: SynthRecord;
  universe: Universe;
  systemPrompt: string;
}): Conversation {
  const { record } = options;
  if (record.calls.length === 0) throw new Error(`${record.id} has no calls to export`);
  const unoffered = record.calls.find((call) => !record.tools.includes(call.tool));
  if (unoffered) throw new Error(`${record.id} calls ${unoffered.tool}, which its tools list does not offer`);
  return {
    system: systemMessage(options),
    query: record.query,
    turns: callTurns(options),
    answer: record.answer.text,
  };
}

/**
 * The record's offered tools, under their bare KOPA names, as trainers take them: `trainerTool` of
 * the schema tools/list serves (every property typed, enums of strings, the dropped keywords' meaning
 * in the description), the same schemas the gateway's rollout control plane hands out.
 */
export function toolDefinitions(options: { record: SynthRecord; universe: Universe }): FunctionTool[] {
  return options.record.tools.map((name) => trainerToolOf(findTool({ ...options, name })));
}

/** `trainerTool` of a universe tool (its input schema is the one tools/list served). */
export function trainerToolOf(tool: ToolInfo): TrainerTool {
  return trainerTool({
    name: tool.name,
    description: tool.description,
    inputSchema: tool.inputSchema as Parameters<typeof trainerTool>[0]['inputSchema'],
  });
}
