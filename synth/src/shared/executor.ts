// Executes tool calls for the synthesizer against the servers in fresh sessions: the in-process hub
// by default (the same invoke path as every transport), with the session's key fetched through the
// platform's own key tool, as an agent would. Phase A's refinement and Phase B's ground truth both
// run through here.

import { type CallLogEntry, createHub, type ErrorMeta, type FaultRule, type Hub } from '@kopa/kit';
import { selectPlatforms } from '@kopa/servers';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export interface CallResult {
  ok: boolean;
  /** structuredContent of a successful call. */
  output?: Record<string, unknown>;
  /** The text content (JSON of the output, or the error message). */
  text: string;
  error?: ErrorMeta;
}

export interface ExecSession {
  readonly token: string;
  /** Calls a tool; the platform is the tool name's prefix. */
  call(tool: string, args: Record<string, unknown>): Promise<CallResult>;
  /** The session's API key for a platform, fetched once with `<platform>_get_api_key`. */
  key(platform: string): Promise<string>;
  /** The session's call log (key calls included). */
  calls(): CallLogEntry[];
  /** The session's `user` state per platform. */
  users(): Record<string, Record<string, unknown>>;
  close(): void;
}

export interface SessionOptions {
  /** Frozen clock for every platform (ISO 8601 with offset). */
  now?: string;
  /** Injected fault rules, per platform. */
  faults?: Record<string, FaultRule[]>;
  /** Initial `user` state per platform. */
  user?: Record<string, Record<string, unknown>>;
}

export interface Executor {
  readonly hub: Hub;
  readonly platforms: readonly string[];
  /** Calls requested, and calls that actually ran on a server (the rest came from the cassette). */
  readonly counts: { requested: number; executed: number };
  session(options?: SessionOptions): ExecSession;
  close(): Promise<void>;
}

export function platformOf(tool: string): string {
  return tool.slice(0, tool.indexOf('_'));
}

export interface ExecutorOptions {
  platforms: readonly string[];
  /**
   * Serve repeated read calls from a per-run cassette (request → result), as StableToolBench does:
   * the servers are deterministic for a given state, so a repeat would return the same result. Only
   * sessions whose state is the default or a frozen clock use it (the clock is part of the key), and
   * only until the session's first write; sessions with injected faults or user state, and all write
   * tools, always run. `true` keeps the cassette in a Map; pass a store to share or bound it.
   */
  cassette?: boolean | Cassette;
}

/** Where a cassette keeps its results (a Map will do). */
export interface Cassette {
  get(key: string): CallResult | undefined;
  set(key: string, result: CallResult): void;
}

/** A cassette holding at most `limit` results, dropping the oldest first (a dropped call simply runs again). */
export function boundedCassette(limit: number): Cassette {
  const entries = new Map<string, CallResult>();
  return {
    get: (key) => entries.get(key),
    set(key, result) {
      if (entries.size >= limit) entries.delete(entries.keys().next().value as string);
      entries.set(key, result);
    },
  };
}

export async function createExecutor(options: ExecutorOptions): Promise<Executor> {
  const selected = selectPlatforms(options.platforms);
  const hub = await createHub({ platforms: selected, idleMs: 0 });
  const ids = selected.map((platform) => platform.id);
  const counts = { requested: 0, executed: 0 };
  const readTools = new Set<string>();
  for (const id of ids) {
    for (const tool of hub.listTools(id)) if (tool._meta?.['kopa/kind'] === 'read') readTools.add(tool.name);
  }
  const cassette = options.cassette === true ? new Map<string, CallResult>() : options.cassette || undefined;
  return {
    hub,
    platforms: ids,
    counts,
    session(sessionOptions = {}) {
      const state: Record<string, { clock?: { now: string }; faults?: FaultRule[]; user?: Record<string, unknown> }> =
        {};
      for (const id of ids) {
        const entry: (typeof state)[string] = {};
        if (sessionOptions.now) entry.clock = { now: sessionOptions.now };
        const faults = sessionOptions.faults?.[id];
        if (faults?.length) entry.faults = faults;
        const user = sessionOptions.user?.[id];
        if (user) entry.user = user;
        if (Object.keys(entry).length > 0) state[id] = entry;
      }
      const { token } = hub.createSession({ state });
      const pure = !Object.values(state).some((entry) => 'faults' in entry || 'user' in entry);
      const recorded = cassette && pure ? { cassette, readTools, clock: sessionOptions.now ?? '' } : {};
      return openSession({ hub, token, counts, ...recorded });
    },
    close: () => hub.close(),
  };
}

function openSession(options: {
  hub: Hub;
  token: string;
  counts: { requested: number; executed: number };
  cassette?: Cassette;
  readTools?: ReadonlySet<string>;
  /** The session's frozen clock, part of every cassette key ('' for the servers' default). */
  clock?: string;
}): ExecSession {
  const { hub, token, counts, cassette, readTools } = options;
  const keys = new Map<string, string>();
  // After a write, reads may see the session's own changes: they no longer come from the cassette.
  let wrote = false;
  const execute = async (tool: string, args: Record<string, unknown>) => {
    counts.executed += 1;
    return toCallResult(await hub.callTool({ token, platform: platformOf(tool), name: tool, args }));
  };
  const session: ExecSession = {
    token,
    async call(tool, args) {
      counts.requested += 1;
      if (!cassette || wrote || !readTools?.has(tool)) {
        if (!readTools?.has(tool)) wrote = true;
        return execute(tool, args);
      }
      const key = `${options.clock}\u0000${tool}\u0000${canonicalJson(args)}`;
      const recorded = cassette.get(key);
      if (recorded) return recorded;
      const result = await execute(tool, args);
      cassette.set(key, result);
      return result;
    },
    async key(platform) {
      const known = keys.get(platform);
      if (known) return known;
      const result = await session.call(`${platform}_get_api_key`, {});
      const key = result.output?.key;
      if (!result.ok || typeof key !== 'string') throw new Error(`could not get the ${platform} key: ${result.text}`);
      keys.set(platform, key);
      return key;
    },
    calls: () => hub.getSession(token)?.calls ?? [],
    users() {
      const view = hub.getSession(token);
      const users: Record<string, Record<string, unknown>> = {};
      for (const [platform, state] of Object.entries(view?.state ?? {})) users[platform] = state.user;
      return users;
    },
    close: () => {
      hub.deleteSession(token);
    },
  };
  return session;
}

/** JSON with object keys sorted, so that argument order does not split cassette entries. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );
}

function toCallResult(result: CallToolResult): CallResult {
  const first = result.content[0];
  const text = first && first.type === 'text' ? first.text : '';
  if (result.isError) {
    const error = (result._meta?.['kopa/error'] as ErrorMeta | undefined) ?? { code: 'UNKNOWN', kind: 'other' };
    return { ok: false, text, error };
  }
  return { ok: true, text, output: (result.structuredContent ?? {}) as Record<string, unknown> };
}
