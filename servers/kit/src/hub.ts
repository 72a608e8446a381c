// The hub owns sessions and platforms: it creates sessions from injected state, serves their tool
// calls, and exposes the admin operations as typed functions. The stdio server, the in-process
// transport and the HTTP gateway are thin shells around it.
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import type { CallLogEntry } from './call-log.ts';
import type { Platform } from './define-platform.ts';
import { createFaultCounters, type FaultCounters } from './faults.ts';
import { createKeyedQueue } from './keyed-queue.ts';
import { createRuntime, type PlatformRuntime, type RuntimeOptions } from './runtime.ts';
import { currentState, invokeTool } from './server/invoke.ts';
import { createMcpServer, listTools } from './server/mcp-server.ts';
import { checkStateBounds, type SessionState } from './state.ts';
import { createSessionStore, type SessionStore } from './store.ts';

export interface HubOptions extends RuntimeOptions {
  platforms: readonly Platform[];
  /** Persist sessions (and their `user` state) to this JSON file. */
  stateFile?: string;
  /** Idle sessions are deleted after this long; default 30 minutes. 0 disables expiry. */
  idleMs?: number;
}

export interface SessionView {
  token: string;
  createdAt: string;
  state: Record<string, SessionState>;
  calls: CallLogEntry[];
}

export interface SessionResult {
  seq: number;
  output: Record<string, unknown>;
}

export class HubError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404,
  ) {
    super(message);
    this.name = 'HubError';
  }
}

export interface Hub {
  platforms: ReadonlyMap<string, PlatformRuntime>;
  /** Creates a session from `{ <platform>: State }`; every platform not named gets defaults. */
  createSession(options?: { state?: Record<string, unknown>; token?: string }): { token: string };
  getSession(token: string): SessionView | undefined;
  /** Whether the session exists, without building its view. */
  hasSession(token: string): boolean;
  deleteSession(token: string): boolean;
  /** Calls `listener` with the token of every session that ends (deleted or expired); returns an unsubscribe. */
  onSessionEnd(listener: (token: string) => void): () => void;
  listSessions(): string[];
  /** The outputs of the session's successful calls, by call-log seq: what the session really read. */
  getResults(token: string): SessionResult[] | undefined;
  callTool(options: { token: string; platform: string; name: string; args?: unknown }): Promise<CallToolResult>;
  listTools(platform: string): Tool[];
  /** A fresh MCP server for one platform bound to one session. */
  createServer(options: { token: string; platform: string }): Server;
  close(): Promise<void>;
}

export async function createHub(options: HubOptions): Promise<Hub> {
  const runtimes = new Map<string, PlatformRuntime>();
  for (const platform of options.platforms) runtimes.set(platform.id, createRuntime(platform, options));
  const store: SessionStore = await createSessionStore(options.stateFile ? { file: options.stateFile } : {});
  const counters = new Map<string, FaultCounters>();
  // Write calls queue per session and platform, whatever connection or batch they came from.
  const writes = createKeyedQueue();
  // Outputs are kept beside the store, never persisted: they are the server's own record of what a
  // session read, so that a grader can check an answer against it.
  const results = new Map<string, SessionResult[]>();
  const idleMs = options.idleMs ?? 30 * 60_000;
  const sweeper =
    idleMs > 0
      ? setInterval(
          () => {
            for (const token of store.expireIdle(idleMs)) ended(token);
          },
          Math.min(idleMs, 60_000),
        )
      : undefined;
  sweeper?.unref();

  const runtimeOf = (platform: string): PlatformRuntime => {
    const runtime = runtimes.get(platform);
    if (!runtime) {
      throw new HubError(`unknown platform "${platform}"; this server has: ${[...runtimes.keys()].join(', ')}`, 404);
    }
    return runtime;
  };
  const dropCounters = (token: string) => {
    for (const platform of runtimes.keys()) counters.delete(`${token}:${platform}`);
    results.delete(token);
  };
  const endListeners = new Set<(token: string) => void>();
  const ended = (token: string) => {
    dropCounters(token);
    for (const listener of endListeners) listener(token);
  };

  const hub: Hub = {
    platforms: runtimes,
    createSession({ state = {}, token } = {}) {
      if (token !== undefined && isPrototypeKey(token)) {
        throw new HubError(
          `session token "${token}" is reserved; choose another token or let the server pick one`,
          400,
        );
      }
      const parsed: Record<string, SessionState> = {};
      for (const [platform, value] of Object.entries(state)) {
        const tooBig = checkStateBounds(value, `state.${platform}`);
        if (tooBig) throw new HubError(tooBig, 400);
        try {
          parsed[platform] = runtimeOf(platform).parseState(value);
        } catch (error) {
          throw new HubError(error instanceof Error ? error.message : String(error), 400);
        }
      }
      if (token !== undefined && store.get(token)) throw new HubError('session token already in use', 400);
      return { token: store.create({ state: parsed, ...(token ? { token } : {}) }).token };
    },
    getSession(token) {
      const record = store.get(token);
      if (!record) return undefined;
      const state: Record<string, SessionState> = {};
      for (const runtime of runtimes.values()) state[runtime.platform.id] = currentState(runtime, record);
      return { token, createdAt: record.createdAt, state, calls: record.calls };
    },
    hasSession: (token) => store.get(token) !== undefined,
    deleteSession(token) {
      if (!store.delete(token)) return false;
      ended(token);
      return true;
    },
    onSessionEnd(listener) {
      endListeners.add(listener);
      return () => endListeners.delete(listener);
    },
    listSessions: () => store.list().map((record) => record.token),
    getResults: (token) => (store.get(token) ? [...(results.get(token) ?? [])] : undefined),
    async callTool({ token, platform, name, args }) {
      const runtime = runtimeOf(platform);
      const session = store.get(token);
      if (!session) throw new HubError('unknown or expired session; create one with POST /admin/sessions', 404);
      store.touch(token);
      const key = `${token}:${platform}`;
      let sessionCounters = counters.get(key);
      if (!sessionCounters) {
        sessionCounters = createFaultCounters();
        counters.set(key, sessionCounters);
      }
      const onResult = (seq: number, output: Record<string, unknown>) => {
        let list = results.get(token);
        if (!list) {
          list = [];
          results.set(token, list);
        }
        list.push({ seq, output });
      };
      return invokeTool({
        runtime,
        store,
        session,
        counters: sessionCounters,
        name,
        args,
        onResult,
        serialize: (task) => writes.run(key, task),
      });
    },
    listTools: (platform) => listTools(runtimeOf(platform).platform),
    createServer({ token, platform }) {
      const runtime = runtimeOf(platform);
      const session = store.get(token);
      return createMcpServer({
        platform: runtime.platform,
        mode: runtime.mode,
        ...(session ? { clock: currentState(runtime, session).clock.now } : {}),
        callTool: (name, args) => hub.callTool({ token, platform, name, args }),
      });
    },
    async close() {
      if (sweeper) clearInterval(sweeper);
      await store.flush();
    },
  };
  return hub;
}

/** A name an ordinary object inherits (`__proto__`, `constructor`, …): never a session token. */
function isPrototypeKey(token: string): boolean {
  return token === 'prototype' || token in Object.prototype;
}
