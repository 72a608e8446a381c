// Where rollouts run: a hub hosted in-process (the default), or a running gateway reached over HTTP
// with the admin API (`--servers http://…`). Either way each rollout gets its own session bound to
// the task's state, and the call log and final state are read back for grading.
import { type CallLogEntry, connectInMemory, createHub, type Hub, type Platform, SESSION_HEADER } from '@kopa/kit';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Task } from '@kopa/tasks';

export interface SessionSnapshot {
  calls: CallLogEntry[];
  /** Each platform's `user` state. */
  user: Record<string, unknown>;
}

export interface EnvironmentSession {
  token: string;
  clients: ReadonlyMap<string, Client>;
  tools: ReadonlyMap<string, Tool>;
  read(): Promise<SessionSnapshot>;
  close(): Promise<void>;
}

export interface Environment {
  open(task: Task): Promise<EnvironmentSession>;
  close(): Promise<void>;
}

async function listAll(clients: Map<string, Client>): Promise<Map<string, Tool>> {
  const tools = new Map<string, Tool>();
  for (const client of clients.values()) for (const tool of (await client.listTools()).tools) tools.set(tool.name, tool);
  return tools;
}

function snapshot(view: { calls: CallLogEntry[]; state: Record<string, unknown> }): SessionSnapshot {
  const user: Record<string, unknown> = {};
  for (const [platform, state] of Object.entries(view.state)) user[platform] = (state as { user?: unknown }).user;
  return { calls: structuredClone(view.calls), user: structuredClone(user) };
}

export async function createInProcessEnvironment(platforms: readonly Platform[]): Promise<Environment & { hub: Hub }> {
  const hub = await createHub({ platforms, idleMs: 0 });
  return {
    hub,
    async open(task) {
      const { token } = hub.createSession({ state: task.state });
      const clients = new Map<string, Client>();
      for (const platform of task.platforms) clients.set(platform, await connectInMemory({ hub, platform, token }));
      const tools = await listAll(clients);
      return {
        token,
        clients,
        tools,
        read: async () => {
          const view = hub.getSession(token);
          if (!view) throw new Error(`session ${token} vanished`);
          return snapshot(view);
        },
        close: async () => {
          await Promise.all([...clients.values()].map((client) => client.close()));
          hub.deleteSession(token);
        },
      };
    },
    close: () => hub.close(),
  };
}

/** Rollouts against a running `kopa serve --http` gateway, through its admin API. */
export function createRemoteEnvironment(options: { url: string; adminToken: string }): Environment {
  const base = options.url.replace(/\/$/, '');
  const admin = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${options.adminToken}`, 'content-type': 'application/json' },
    });
    if (!response.ok && response.status !== 204) throw new Error(`admin ${path}: HTTP ${response.status} ${await response.text()}`);
    return response.status === 204 ? undefined : ((await response.json()) as unknown);
  };
  return {
    async open(task) {
      const { token } = (await admin('/admin/sessions', { method: 'POST', body: JSON.stringify({ state: task.state }) })) as { token: string };
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
        clients,
        tools,
        read: async () => snapshot((await admin(`/admin/sessions/${token}`)) as { calls: CallLogEntry[]; state: Record<string, unknown> }),
        close: async () => {
          await Promise.all([...clients.values()].map((client) => client.close()));
          await admin(`/admin/sessions/${token}`, { method: 'DELETE' });
        },
      };
    },
    close: async () => {},
  };
}
