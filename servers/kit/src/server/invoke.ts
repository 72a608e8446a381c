// One tool call, start to finish: validate the arguments, pick the injected fault, run the tool
// against the session's upstream, turn expected failures into `isError` results with a next step,
// and append the call to the session's log. Every transport goes through here. Write calls of one
// session and platform wait their turn, so that concurrent writes never lose one another. Whatever
// leaves here (result, error, log entry, stored state) has the live key redacted, quotes at most a
// short prefix of any input, and is bounded in size.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import { LOGGED_MESSAGE_MAX, summarizeArgs, summarizeOutput } from '../call-log.ts';
import type { AnyTool, ToolContext } from '../define-tool.ts';
import { dataDisclosure, withDisclosure } from '../disclosure.ts';
import { ToolError, UpstreamError } from '../errors.ts';
import { type FaultCounters, nextFault } from '../faults.ts';
import { clip, redact, redactArgs, redactDeep } from '../redact.ts';
import type { PlatformRuntime } from '../runtime.ts';
import { type FaultKind, freezeDeep, type SessionState } from '../state.ts';
import type { SessionRecord, SessionStore } from '../store.ts';
import { findUnfitArgument, quoteSafely } from './arg-bounds.ts';
import { readKey } from './read-memo.ts';

export interface InvokeOptions {
  runtime: PlatformRuntime;
  store: SessionStore;
  session: SessionRecord;
  counters: FaultCounters;
  name: string;
  args: unknown;
  /** Receives every successful call's output with its call-log seq, for grounding (DESIGN §4). */
  onResult?: (seq: number, output: Record<string, unknown>) => void;
  /** Runs a write call once the session's earlier writes on this platform have finished. */
  serialize: (task: () => Promise<CallToolResult>) => Promise<CallToolResult>;
}

interface LogEntry {
  ok: boolean;
  resultCode?: string;
  resultMsg?: string;
  fault?: string;
  output?: Record<string, unknown>;
}

export async function invokeTool(options: InvokeOptions): Promise<CallToolResult> {
  const result = await invokeUndisclosed(options);
  const { runtime } = options;
  const clock = currentState(runtime, options.session).clock.now;
  const recorded = runtime.cassette?.recorded;
  return withDisclosure(
    result,
    dataDisclosure({ platform: runtime.platform, mode: runtime.mode, clock, ...(recorded ? { recorded } : {}) }),
  );
}

async function invokeUndisclosed(options: InvokeOptions): Promise<CallToolResult> {
  const { runtime, store, session, counters, name } = options;
  const { platform } = runtime;
  const started = performance.now();
  const rawArgs = isRecord(options.args) ? options.args : {};
  const tool = platform.toolsByName.get(name);
  const loggedArgs = summarizeArgs(
    redactDeep(
      redactArgs(rawArgs, [platform.auth.param, ...(tool?.authParam ? [tool.authParam] : [])]),
      runtime.secrets,
    ),
  );
  const log = (entry: LogEntry) => {
    store.appendCall(session.token, {
      seq: session.calls.length + 1,
      platform: platform.id,
      tool: tool ? name : clip(name, 100),
      args: loggedArgs,
      ok: entry.ok,
      ...(entry.output ? summarizeOutput(entry.output) : {}),
      ...(entry.resultCode !== undefined ? { resultCode: entry.resultCode } : {}),
      ...(entry.resultMsg !== undefined ? { resultMsg: clip(entry.resultMsg, LOGGED_MESSAGE_MAX) } : {}),
      ...(entry.fault ? { fault: entry.fault } : {}),
      durationMs: Math.round((performance.now() - started) * 1000) / 1000,
      at: new Date().toISOString(),
    });
  };

  if (!tool) {
    const message = `Unknown tool "${clip(redact(name, runtime.secrets))}". ${platform.id} offers: ${[...platform.toolsByName.keys()].join(', ')}.`;
    log({ ok: false, resultCode: 'UNKNOWN_TOOL', resultMsg: message });
    return errorResult(message, { code: 'UNKNOWN_TOOL', kind: 'unknown_tool' });
  }

  if (options.args !== undefined && !isRecord(options.args)) {
    const message = `Invalid arguments for ${tool.name}: arguments must be a JSON object of parameters, e.g. {${Object.keys(
      tool.input.shape,
    )
      .map((name) => `"${name}": …`)
      .join(', ')}}.`;
    log({ ok: false, resultCode: 'INVALID_ARGS', resultMsg: message });
    return errorResult(message, { code: 'INVALID_ARGS', kind: 'invalid_args' });
  }
  const unfit = findUnfitArgument(tool, rawArgs);
  if (unfit) {
    log({ ok: false, resultCode: 'INVALID_ARGS', resultMsg: unfit.message });
    return errorResult(unfit.message, {
      code: 'INVALID_ARGS',
      kind: 'invalid_args',
      ...(unfit.parameter ? { parameter: unfit.parameter } : {}),
    });
  }
  const parsed = strictInput(tool).safeParse(options.args ?? {});
  if (!parsed.success) {
    const message = quoteSafely(describeInvalidArgs(tool, parsed.error, rawArgs), rawArgs, runtime.secrets);
    log({ ok: false, resultCode: 'INVALID_ARGS', resultMsg: message });
    const parameter = parameterAtFault(parsed.error);
    return errorResult(message, { code: 'INVALID_ARGS', kind: 'invalid_args', ...(parameter ? { parameter } : {}) });
  }

  // The fault is decided on arrival, so that injected faults count calls in the order they came in.
  const arrival = currentState(runtime, session);
  const fault =
    tool.operation === 'key'
      ? undefined
      : nextFault({
          rules: arrival.faults,
          counters,
          tool: name,
          dailyQuota: arrival.credentials.dailyQuota,
        });
  const execute = () => runTool({ ...options, tool, args: parsed.data, fault, log });
  // Writes of one session and platform run one at a time, each from the state the previous one
  // left; reads run at once on the frozen state of their arrival.
  return tool.kind === 'write' ? options.serialize(execute) : execute();
}

interface RunOptions extends InvokeOptions {
  tool: AnyTool;
  args: Record<string, unknown>;
  fault: FaultKind | undefined;
  log: (entry: LogEntry) => void;
}

async function runTool(options: RunOptions): Promise<CallToolResult> {
  const { runtime, store, session, tool, fault, log } = options;
  const { platform } = runtime;
  const { name } = tool;
  const state = currentState(runtime, session);
  // Each change applies to the session's latest state at the moment it is made, never to this
  // call's snapshot, so a change made meanwhile is kept.
  const change = (apply: (latest: SessionState) => SessionState) => {
    assertWritable(tool);
    // A write may keep what the upstream answered (a name, a title): the key stays out of state too.
    const next = freezeDeep(redactDeep(apply(currentState(runtime, session)), runtime.secrets));
    store.setState({ token: session.token, platform: platform.id, state: next });
  };
  let client: unknown;
  const context: ToolContext<unknown, unknown> = {
    // Made when the tool first asks: a read answered from the memo never needs one.
    get client() {
      client ??= platform.createClient({
        fetch: runtime.fetchFor({ state, fault }),
        cache: runtime.cache,
        baseUrl: runtime.baseUrl,
      });
      return client;
    },
    state,
    now: new Date(state.clock.now),
    sessionId: session.token,
    updateUser: (update) => change((latest) => ({ ...latest, user: update(latest.user) as Record<string, unknown> })),
    updateCredentials: (credentials) => change((latest) => ({ ...latest, credentials })),
  };

  const safe = (text: string) => quoteSafely(text, options.args, runtime.secrets);
  // A read without an injected fault may be answered from, and kept in, the runtime's read memo.
  const memo = tool.kind === 'read' && tool.operation !== 'key' && fault === undefined ? runtime.readMemo : undefined;
  const memoKey = memo ? readKey(name, options.args, state) : '';
  try {
    let shared = memo?.get(memoKey);
    if (!shared) {
      const output = redactDeep((await tool.run(options.args, context)) as Record<string, unknown>, runtime.secrets);
      shared = memo ? memo.set(memoKey, output) : { output, text: JSON.stringify(output) };
    }
    const { output, text } = shared;
    log({ ok: true, output, ...(fault ? { fault } : {}) });
    options.onResult?.(session.calls.length, output);
    return { content: [{ type: 'text', text }], structuredContent: output };
  } catch (error) {
    if (error instanceof UpstreamError) {
      const text = safe(
        `${platform.id.toUpperCase()} ${error.code} ${error.message}${error.hint ? ` | ${error.hint}` : ''}`,
      );
      const code = clip(redact(error.code, runtime.secrets), 100);
      log({ ok: false, resultCode: code, resultMsg: safe(error.message), ...(fault ? { fault } : {}) });
      return errorResult(text, { code, kind: error.kind, ...(fault ? { fault } : {}) });
    }
    if (error instanceof ToolError) {
      const message = safe(error.message);
      log({ ok: false, resultCode: 'TOOL_ERROR', resultMsg: message });
      return errorResult(message, {
        code: 'TOOL_ERROR',
        kind: 'tool_error',
        ...(error.parameter ? { parameter: error.parameter } : {}),
      });
    }
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(`kopa: ${name} failed: ${safe(detail)}\n`);
    log({ ok: false, resultCode: 'INTERNAL_ERROR' });
    return errorResult(`Internal error in ${name}; the call was logged. Try again, or report it if it persists.`, {
      code: 'INTERNAL_ERROR',
      kind: 'internal',
    });
  }
}

// One frozen default state per runtime, shared by every session that was given none: it is parsed
// from `{}` alone, and a session's change replaces its state instead of mutating it.
const defaultStates = new WeakMap<PlatformRuntime, SessionState>();

function defaultState(runtime: PlatformRuntime): SessionState {
  let state = defaultStates.get(runtime);
  if (!state) {
    state = freezeDeep(runtime.parseState({}));
    defaultStates.set(runtime, state);
  }
  return state;
}

/** The session's state for this platform, with the defaults filled in on first use. */
export function currentState(runtime: PlatformRuntime, session: SessionRecord): SessionState {
  const existing = session.state[runtime.platform.id];
  if (existing && Object.isFrozen(existing)) return existing;
  const state = existing ? freezeDeep(existing) : defaultState(runtime);
  session.state = { ...session.state, [runtime.platform.id]: state };
  return state;
}

/** The one parameter every issue is about, for `_meta["kopa/error"].parameter`; none when several are. */
function parameterAtFault(error: z.ZodError): string | undefined {
  const names = new Set(
    error.issues.flatMap((issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys
        : issue.path.length > 0
          ? [String(issue.path[0])]
          : ['(arguments)'],
    ),
  );
  const [only] = names;
  return names.size === 1 && only !== '(arguments)' ? clip(only ?? '', 60) : undefined;
}

function describeInvalidArgs(tool: AnyTool, error: z.ZodError, args: Record<string, unknown>): string {
  const problems = error.issues.map((issue) => {
    const path = issue.path.length > 0 ? issue.path.join('.') : '(arguments)';
    if (issue.code === 'unrecognized_keys') return `unknown parameter(s) ${issue.keys.join(', ')}`;
    const given = issue.path.length === 1 ? args[String(issue.path[0])] : null;
    if (issue.code === 'invalid_type' && given === undefined) return `${path} is required`;
    return `${path}: ${issue.message}`;
  });
  const accepted = Object.keys(tool.input.shape).join(', ');
  return `Invalid arguments for ${tool.name}: ${problems.join('; ')}. Accepted parameters: ${accepted}. Fix the arguments and call again.`;
}

const strictInputs = new WeakMap<AnyTool, z.ZodObject>();

/** Unknown parameters are rejected, not silently dropped: a misnamed filter would change the answer. */
function strictInput(tool: AnyTool): z.ZodObject {
  let schema = strictInputs.get(tool);
  if (!schema) {
    schema = tool.input.strict();
    strictInputs.set(tool, schema);
  }
  return schema;
}

function assertWritable(tool: AnyTool): void {
  if (tool.kind !== 'write') throw new Error(`read tool ${tool.name} tried to change state`);
}

/** Machine-readable error detail beside the text, under `_meta["kopa/error"]`: the upstream or kit
 *  code, its class (`rate_limit`, `timeout`, `invalid_args`, `no_data`, …) and any injected fault. */
export interface ErrorMeta {
  code: string;
  kind: string;
  fault?: string;
  parameter?: string;
}

function errorResult(text: string, meta: ErrorMeta): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true, _meta: { 'kopa/error': meta } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
