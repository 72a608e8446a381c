// Grading an external MCP agent: it ran against `kopa serve --http` in a session created through
// the admin API; its call log and state are read back and graded like any rollout.
import type { CallLogEntry, SessionResult } from '@kopa/kit';
import type { Task } from '@kopa/tasks';
import { readAdminSession } from './admin-session.ts';
import { type Grades, gradeRollout } from './grade/index.ts';

export async function gradeExternalSession(options: {
  url: string;
  adminToken: string;
  session: string;
  task: Task;
  answer: string;
  /** The session's user state before the agent ran; by default the task's injected state. */
  initialUser?: Record<string, unknown>;
}): Promise<Grades> {
  const base = options.url.replace(/\/$/, '');
  const headers = { authorization: `Bearer ${options.adminToken}` };
  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`, { headers });
    if (!response.ok) throw new Error(`admin API: HTTP ${response.status} ${await response.text()}`);
    return (await response.json()) as unknown;
  };
  const view = (await readAdminSession(get, options.session)) as {
    calls: CallLogEntry[];
    state: Record<string, { user?: unknown }>;
  };
  const resultsResponse = await fetch(`${base}/admin/sessions/${options.session}/results`, { headers });
  if (!resultsResponse.ok) throw new Error(`admin API: HTTP ${resultsResponse.status} ${await resultsResponse.text()}`);
  const { results } = (await resultsResponse.json()) as { results: SessionResult[] };
  const finalUser = Object.fromEntries(Object.entries(view.state).map(([platform, state]) => [platform, state.user]));
  const tools = await fetchGeneric({ base, platforms: options.task.platforms, adminToken: options.adminToken });
  const initialUser =
    options.initialUser ??
    Object.fromEntries(
      options.task.platforms.map((platform) => [
        platform,
        (options.task.state[platform] as { user?: unknown } | undefined)?.user ?? finalUser[platform],
      ]),
    );
  return gradeRollout({
    task: options.task,
    answer: options.answer,
    calls: view.calls,
    results,
    initialUser,
    finalUser,
    generic: (tool) => tools.get(tool) ?? new Set(),
  });
}

/** Generic parameters per tool, from the platforms' tool listings. */
async function fetchGeneric(options: {
  base: string;
  platforms: readonly string[];
  adminToken: string;
}): Promise<Map<string, Set<string>>> {
  const { base, platforms, adminToken } = options;
  const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
  const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
  const generic = new Map<string, Set<string>>();
  for (const platform of platforms) {
    const client = new Client({ name: 'kopa-grader', version: '0.1.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${base}/mcp/${platform}`), {
        requestInit: { headers: { authorization: `Bearer ${adminToken}` } },
      }),
    );
    for (const tool of (await client.listTools()).tools) {
      const meta = (tool._meta ?? {}) as Record<string, unknown>;
      const names = [...((meta['kopa/generic'] as string[] | undefined) ?? [])];
      if (typeof meta['kopa/authParam'] === 'string') names.push(meta['kopa/authParam']);
      generic.set(tool.name, new Set(names));
    }
    await client.close();
  }
  return generic;
}
