// The benchmark's golden actions, read straight from tasks/data (plain JSON; importing @kopa/tasks
// would make a dependency cycle), and replayed through the hub as the oracle agent does: the
// session's key in the tool's auth parameter, paged reads at the largest page size, and every page
// of an `allPages` action.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Hub, type Paging, pageArgs } from '@kopa/kit';
import type { CheckedCall, OutputValidator } from './output-validator.ts';

export interface GoldenAction {
  id: string;
  tool: string;
  args: Record<string, unknown>;
  allPages?: boolean;
}

export interface GoldenTask {
  id: string;
  platforms: string[];
  state: Record<string, unknown>;
  golden: { actions: GoldenAction[] };
}

const TASKS_DIR = fileURLToPath(new URL('../../../../tasks/data', import.meta.url));

export function loadGoldenTasks(directory = TASKS_DIR): GoldenTask[] {
  const files = readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .sort();
  return files.map((file) => JSON.parse(readFileSync(join(directory, file), 'utf8')) as GoldenTask);
}

/** Replays one task's golden actions in a fresh session with its state; returns every call made. */
export async function replayGolden(options: {
  hub: Hub;
  validator: OutputValidator;
  task: GoldenTask;
}): Promise<CheckedCall[]> {
  const { hub, validator, task } = options;
  const { token } = hub.createSession({ state: task.state });
  const keys = new Map<string, string>();
  const calls: CheckedCall[] = [];
  try {
    for (const action of task.golden.actions) {
      const tool = validator.tools.get(action.tool);
      if (!tool) throw new Error(`${task.id} ${action.id}: no tool ${action.tool} on any platform`);
      const meta = (tool._meta ?? {}) as { 'kopa/authParam'?: string; 'kopa/paging'?: Paging };
      const authParam = meta['kopa/authParam'];
      const paging = meta['kopa/paging'];
      const args: Record<string, unknown> = { ...action.args };
      const key = keys.get(tool.platform);
      if (authParam && key !== undefined && args[authParam] === undefined) args[authParam] = key;
      for (let page = 0; ; page++) {
        const pageArgsNow = paging ? pageArgs(paging, action.allPages ? page : 0) : {};
        const callArgs = { ...args, ...pageArgsNow };
        const result = await hub.callTool({ token, platform: tool.platform, name: action.tool, args: callArgs });
        calls.push({ platform: tool.platform, tool: action.tool, args: callArgs, result });
        const output = result.structuredContent as { key?: string; items?: unknown[]; totalCount?: number } | undefined;
        if (!result.isError && /_api_key$/.test(action.tool) && output?.key) keys.set(tool.platform, output.key);
        if (result.isError || !action.allPages || !paging) break;
        const read = (page + 1) * paging.max;
        if ((output?.items?.length ?? 0) === 0 || read >= (output?.totalCount ?? 0)) break;
      }
    }
  } finally {
    hub.deleteSession(token);
  }
  return calls;
}
