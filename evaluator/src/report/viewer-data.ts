// The trajectory viewer's data: one block per task with the task (query, injected state, golden
// actions, facts, expected state) and every rollout of it (messages, call log, verdicts), in a
// compact form the page renders on demand. Long strings are stored once per block and referenced by
// index: the rollouts of a task repeat the same system prompt and mostly the same tool results.
import { type CallLogEntry, jsonOf } from '@kopa/kit';
import type { Fact, GoldenAction, Task } from '@kopa/tasks';
import type { ChatMessage, TrajectoryTurn } from '../agents/types.ts';
import { canonicalJson } from '../grade/action-records.ts';
import type { RolloutRecord } from '../rollout.ts';

/** A string, or the index of a string in the block's `strings`. */
export type Text = string | number;

export type ViewerMessage =
  | { role: 'system' | 'user'; content: Text }
  | {
      role: 'assistant';
      content: Text | null;
      reasoning?: Text;
      calls?: Array<{ id: string; name: string; args: Text; seq?: number }>;
      turn?: { usage: TrajectoryTurn['usage']; finishReason: string; responseMs?: number };
    }
  | { role: 'tool'; toolCallId: string; name?: string; content: Text; unsent?: true };

export interface ViewerRollout {
  key: string;
  rollout: number;
  seed: number;
  agent: string;
  model?: string;
  version: number;
  startedAt: string;
  durationMs: number;
  steps: number;
  usage: RolloutRecord['usage'];
  answer: Text;
  /** The trajectory's messages; absent for scripted agents and version 1 records. */
  messages?: ViewerMessage[];
  /** Version 1 messages (the ai SDK's format), as JSON text. */
  legacyMessages?: Text;
  calls: Array<Omit<CallLogEntry, 'platform' | 'at'>>;
  /** Call outputs by seq, JSON text: only when there are no messages to read them in. */
  results?: Array<{ seq: number; output: Text }>;
  agentErrors: RolloutRecord['agentErrors'];
  infraError?: RolloutRecord['infraError'];
  grades?: {
    success: boolean;
    claimedSuccess?: boolean;
    response: {
      passed: boolean;
      claimed?: boolean;
      grounded?: boolean;
      score: number;
      explanation: string;
      /** `fact` is left out when it is the task's fact at the same index. */
      facts: Array<{ index: number; fact?: Fact; found: boolean; claimed?: boolean; why: string }>;
    };
    environment: { passed: boolean; explanation: string; diffs: Array<{ path: string; expected: Text; actual: Text }> };
    action: {
      accuracy: number;
      precision: number;
      f1: number;
      explanation: string;
      /** `action` is left out when it is the task's golden action of that id. */
      actions: Array<{ id: string; action?: GoldenAction; matchedSeq?: number; matchedBy?: string; why: string }>;
    };
  };
}

export interface ViewerTask {
  id: string;
  domain: string;
  type: string;
  query: string;
  platforms: string[];
  tools: string[];
  state: Text;
  golden: { actions: GoldenAction[]; facts: Fact[]; state?: Text; ordered?: string[] };
}

export interface ViewerBlock {
  /** Absent when the run's task set no longer has this task. */
  task?: ViewerTask;
  rollouts: ViewerRollout[];
  strings: string[];
}

/** Strings at least this long are stored once per block. */
const SHARED_LENGTH = 48;

function createStrings() {
  const strings: string[] = [];
  const index = new Map<string, number>();
  const text = (value: string): Text => {
    if (value.length < SHARED_LENGTH) return value;
    let at = index.get(value);
    if (at === undefined) {
      at = strings.push(value) - 1;
      index.set(value, at);
    }
    return at;
  };
  const json = (value: unknown): Text => text(value === undefined ? 'undefined' : jsonOf(value));
  return { strings, text, json };
}

type Strings = ReturnType<typeof createStrings>;

/** The call-log seq of each tool call of the messages: same tool and arguments (the auth value masked). */
function linkCalls(messages: readonly ChatMessage[], calls: readonly CallLogEntry[]): Map<string, number> {
  const unused = [...calls].sort((a, b) => a.seq - b.seq);
  const links = new Map<string, number>();
  const same = (logged: Record<string, unknown>, sent: Record<string, unknown>) => {
    const keys = new Set([...Object.keys(logged), ...Object.keys(sent)]);
    for (const key of keys) {
      if (logged[key] === '***') continue;
      if (canonicalJson(logged[key] ?? null) !== canonicalJson(sent[key] ?? null)) return false;
    }
    return true;
  };
  for (const message of messages) {
    if (message.role !== 'assistant') continue;
    for (const call of message.tool_calls ?? []) {
      let sent: Record<string, unknown> | undefined;
      try {
        const parsed: unknown = JSON.parse(call.function.arguments);
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) sent = parsed as Record<string, unknown>;
      } catch {
        // Malformed arguments never reach the server: no call-log entry to link.
      }
      if (!sent) continue;
      const args = sent;
      const at = unused.findIndex((entry) => entry.tool === call.function.name && same(entry.args, args));
      const entry = at >= 0 ? unused.splice(at, 1)[0] : undefined;
      if (entry) links.set(call.id, entry.seq);
    }
  }
  return links;
}

function viewerMessages(record: RolloutRecord, strings: Strings): ViewerMessage[] | undefined {
  const trajectory = record.trajectory;
  if (!trajectory || trajectory.messages.length === 0) return undefined;
  const links = linkCalls(trajectory.messages, record.calls ?? []);
  const turns = new Map((trajectory.turns ?? []).map((turn) => [turn.message, turn]));
  return trajectory.messages.map((message, index): ViewerMessage => {
    if (message.role === 'system' || message.role === 'user')
      return { role: message.role, content: strings.text(String(message.content ?? '')) };
    if (message.role === 'tool')
      return {
        role: 'tool',
        toolCallId: message.tool_call_id,
        ...(message.name ? { name: message.name } : {}),
        content: strings.text(String(message.content ?? '')),
        ...(message.unsent ? { unsent: true as const } : {}),
      };
    const turn = turns.get(index);
    return {
      role: 'assistant',
      content: message.content === null || message.content === undefined ? null : strings.text(message.content),
      ...(message.reasoning_content ? { reasoning: strings.text(message.reasoning_content) } : {}),
      ...(message.tool_calls?.length
        ? {
            calls: message.tool_calls.map((call) => {
              const seq = links.get(call.id);
              return {
                id: call.id,
                name: call.function.name,
                args: strings.text(call.function.arguments),
                ...(seq !== undefined ? { seq } : {}),
              };
            }),
          }
        : {}),
      ...(turn
        ? {
            turn: {
              usage: turn.usage,
              finishReason: turn.finishReason,
              ...(turn.responseMs !== undefined ? { responseMs: turn.responseMs } : {}),
            },
          }
        : {}),
    };
  });
}

function viewerGrades(options: { record: RolloutRecord; task: Task | undefined; strings: Strings }) {
  const { record, task, strings } = options;
  const grades = record.grades;
  if (!grades) return undefined;
  const facts = task?.golden.answer.facts ?? [];
  const actions = new Map((task?.golden.actions ?? []).map((action) => [action.id, canonicalJson(action)]));
  return {
    success: grades.success,
    claimedSuccess: grades.claimedSuccess,
    response: {
      passed: grades.response.passed,
      claimed: grades.response.claimed,
      grounded: grades.response.grounded,
      score: grades.response.score,
      explanation: grades.response.explanation,
      facts: (grades.response.facts ?? []).map((verdict, index) => ({
        index,
        ...(canonicalJson(verdict.fact) === canonicalJson(facts[index] ?? null) ? {} : { fact: verdict.fact }),
        found: verdict.found,
        claimed: verdict.claimed,
        why: verdict.why,
      })),
    },
    environment: {
      passed: grades.environment.passed,
      explanation: grades.environment.explanation,
      diffs: (grades.environment.diffs ?? []).map((diff) => ({
        path: diff.path,
        expected: strings.json(diff.expected),
        actual: strings.json(diff.actual),
      })),
    },
    action: {
      accuracy: grades.action.accuracy,
      precision: grades.action.precision,
      f1: grades.action.f1,
      explanation: grades.action.explanation,
      actions: (grades.action.actions ?? []).map((verdict) => ({
        id: verdict.action.id,
        ...(actions.get(verdict.action.id) === canonicalJson(verdict.action) ? {} : { action: verdict.action }),
        ...(verdict.matchedSeq !== undefined ? { matchedSeq: verdict.matchedSeq } : {}),
        ...(verdict.matchedBy ? { matchedBy: verdict.matchedBy } : {}),
        why: verdict.why,
      })),
    },
  };
}

function viewerRollout(options: { record: RolloutRecord; task: Task | undefined; strings: Strings }): ViewerRollout {
  const { record, strings } = options;
  const messages = viewerMessages(record, strings);
  const grades = viewerGrades(options);
  return {
    key: record.key,
    rollout: record.rollout,
    seed: record.seed,
    agent: record.agent,
    ...(record.model ? { model: record.model } : {}),
    version: record.version ?? 1,
    startedAt: record.startedAt,
    durationMs: record.durationMs,
    steps: record.steps,
    usage: record.usage,
    answer: strings.text(record.answer ?? ''),
    ...(messages ? { messages } : {}),
    ...(!messages && record.messages?.length ? { legacyMessages: strings.json(record.messages) } : {}),
    calls: (record.calls ?? []).map(({ platform: _platform, at: _at, ...call }) => call),
    ...(!messages && record.results?.length
      ? { results: record.results.map((result) => ({ seq: result.seq, output: strings.json(result.output) })) }
      : {}),
    agentErrors: record.agentErrors ?? [],
    ...(record.infraError ? { infraError: record.infraError } : {}),
    ...(grades ? { grades } : {}),
  };
}

/** The viewer block of one task: the task as the run knew it and its rollouts by seed, then rollout. */
export function viewerBlock(options: { task: Task | undefined; records: readonly RolloutRecord[] }): ViewerBlock {
  const strings = createStrings();
  const { task } = options;
  const records = [...options.records].sort((a, b) => a.seed - b.seed || a.rollout - b.rollout);
  const rollouts = records.map((record) => viewerRollout({ record, task, strings }));
  return {
    ...(task
      ? {
          task: {
            id: task.id,
            domain: task.domain,
            type: task.type,
            query: task.query,
            platforms: task.platforms,
            tools: task.tools,
            state: strings.json(task.state ?? {}),
            golden: {
              actions: task.golden.actions,
              facts: task.golden.answer.facts,
              ...(task.golden.state ? { state: strings.json(task.golden.state) } : {}),
              ...(task.golden.ordered ? { ordered: task.golden.ordered } : {}),
            },
          },
        }
      : {}),
    rollouts,
    strings: strings.strings,
  };
}
