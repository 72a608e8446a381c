// Where rollouts run: a hub hosted in-process (the default), or a running gateway reached over HTTP
// with the admin API (`--servers http://…`). Either way each rollout gets its own session bound to
// the task's state, and the call log and final state are read back for grading.
import {
  type CallLogEntry,
  connectInMemory,
  createHub,
  type Hub,
  type Platform,
  SESSION_HEADER,
  type SessionResult,
} from '@kopa/kit';
import type { Task } from '@kopa/tasks';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { readAdminSession } from './admin-session.ts';

export interface SessionSnapshot {
  calls: CallLogEntry[];
  /** Each platform's `user` state. */
  user: Record<string, unknown>;
  /** The outputs of the session's successful calls, by seq: what grounding checks answers against. */
  results: SessionResult[];
}

export interface EnvironmentSession {
  token: string;
  /** Every tool of the task's platforms, as tools/list describes them. */
  tools: ReadonlyMap<string, Tool>;
  /** Calls a tool in this session (routed to its platform by name prefix). */
  callTool(name: string, args: Record<string, unknown>): Promise<CallToolResult>;
  read(): Promise<SessionSnapshot>;
  close(): Promise<void>;
}

export interface Environment {
  open(task: Task): Promise<EnvironmentSession>;
  close(): Promise<void>;
}

async function listAll(clients: Map<string, Client>): Promise<Map<string, Tool>> {
  const tools = new Map<string, Tool>();
  for (const client of clients.values())
    for (const tool of (await client.listTools()).tools) tools.set(tool.name, tool);
  return tools;
}

export function sessionSnapshot(
  view: { calls: CallLogEntry[]; state: Record<string, unknown> },
  results: readonly SessionResult[],
): SessionSnapshot {
  const user: Record<string, unknown> = {};
  for (const [platform, state] of Object.entries(view.state)) user[platform] = (state as { user?: unknown }).user;
  return { calls: structuredClone(view.calls), user: structuredClone(user), results: [...results] };
}

/**
 * Rollouts on a hub hosted in this process. Tool calls go straight to the hub's session-bound
 * invoke path (the same one every transport uses), without a JSON-RPC round trip, so that the
 * harness adds almost nothing to a rollout; `connectInMemory` remains for MCP-level clients.
 */
export async function createInProcessEnvironment(platforms: readonly Platform[]): Promise<Environment & { hub: Hub }> {
  // The hub lives for the run: every read output is kept from its first call (see the kit's read memo).
  const hub = await createHub({ platforms, idleMs: 0, memoReads: 'all' });
  const listings = new Map<string, Tool[]>();
  const toolsOf = (platform: string) => {
    let tools = listings.get(platform);
    if (!tools) {
      tools = hub.listTools(platform);
      listings.set(platform, tools);
    }
    return tools;
  };
  return {
    hub,
    async open(task) {
      const { token } = hub.createSession({ state: task.state });
      const tools = new Map(
        task.platforms.flatMap((platform) => toolsOf(platform).map((tool) => [tool.name, tool] as const)),
      );
      return {
        token,
        tools,
        callTool: (name, args) => hub.callTool({ token, platform: name.split('_')[0] ?? '', name, args }),
        read: async () => {
          const view = hub.getSession(token);
          if (!view) throw new Error(`session ${token} vanished`);
          return sessionSnapshot(view, hub.getResults(token) ?? []);
        },
        close: async () => {
          hub.deleteSession(token);
        },
      };
    },
    close: () => hub.close(),
  };
}

/** An MCP client per platform of the task, for in-memory debugging or a remote gateway. */
export async function connectClients(options: { hub: Hub; task: Task; token: string }): Promise<Map<string, Client>> {
  const clients = new Map<string, Client>();
  for (const platform of options.task.platforms)
    clients.set(platform, await connectInMemory({ hub: options.hub, platform, token: options.token }));
  return clients;
}

/** Rollouts against a running `kopa serve --http` gateway, through its admin API. */
export function createRemoteEnvironment(options: { url: string; adminToken: string }): Environment {
  const base = options.url.replace(/\/$/, '');
  const admin = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${options.adminToken}`, 'content-type': 'application/json' },
    });
    if (!response.ok && response.status !== 204)
      throw new Error(`admin ${path}: HTTP ${response.status} ${await response.text()}`);
    return response.status === 204 ? undefined : ((await response.json()) as unknown);
  };
  return {
    async open(task) {
      const { token } = (await admin('/admin/sessions', {
        method: 'POST',
        body: JSON.stringify({ state: task.state }),
      })) as { token: string };
      const clients = new Map<string, Client>();
      for (const platform of task.platforms) {
        const client = new Client({ name: 'kopa-eval', version: '0.1.0' });
        await client.connect(
          new StreamableHTTPClientTransport(new URL(`${base}/mcp/${platform}`), {
            requestInit: { headers: { [SESSION_HEADER]: token, authorization: `Bearer ${options.adminToken}` } },
          }),
        );
        clients.set(platform, client);
      }
      const tools = await listAll(clients);
      return {
        token,
        tools,
        callTool: async (name, args) => {
          const client = clients.get(name.split('_')[0] ?? '');
          if (!client) throw new Error(`no platform for tool ${name}`);
          return (await client.callTool({ name, arguments: args })) as CallToolResult;
        },
        read: async () =>
          sessionSnapshot(
            await readAdminSession(admin, token),
            ((await admin(`/admin/sessions/${token}/results`)) as { results: SessionResult[] }).results,
          ),
        close: async () => {
          await Promise.all([...clients.values()].map((client) => client.close()));
          await admin(`/admin/sessions/${token}`, { method: 'DELETE' });
        },
      };
    },
    close: async () => {},
  };
}
