// Replays a task's golden actions on an in-process hub, as the oracle agent does (the key from the
// platform's key tool, every page of an all-pages read), so that data checks see the records the
// golden answer was computed from. The evaluator's replay is not imported: the evaluator depends on
// this package, and the lint must not close that circle.
import { createHub, type Hub, type Platform, pageArgs } from '@kopa/kit';
import type { Task } from '../schema.ts';

export interface ReplayedOutput {
  /** The golden action's id, e.g. `a3`. */
  action: string;
  tool: string;
  args: Record<string, unknown>;
  output: Record<string, unknown>;
}

export interface GoldenReplayer {
  replay(task: Task): Promise<ReplayedOutput[]>;
  close(): Promise<void>;
}

/** A hub over `platforms` whose `replay` returns every successful read of a task's golden plan. */
export async function createGoldenReplayer(platforms: readonly Platform[]): Promise<GoldenReplayer> {
  const hub: Hub = await createHub({ platforms, idleMs: 0 });
  const byId = new Map(platforms.map((platform) => [platform.id, platform]));
  return {
    async replay(task) {
      const { token } = hub.createSession({ state: task.state });
      const keys = new Map<string, string>();
      const outputs: ReplayedOutput[] = [];
      try {
        for (const action of task.golden.actions) {
          const platformId = action.tool.split('_')[0] ?? '';
          const platform = byId.get(platformId);
          const tool = platform?.toolsByName.get(action.tool);
          if (!platform || !tool) continue;
          const args: Record<string, unknown> = { ...action.args };
          const authParam = tool.authParam ?? platform.auth.param;
          const key = keys.get(platformId);
          if (key && authParam in tool.input.shape) args[authParam] = key;
          const paging = tool.paging;
          for (let page = 0; ; page++) {
            const pageArguments = paging ? pageArgs(paging, page) : {};
            const result = await hub.callTool({
              token,
              platform: platformId,
              name: action.tool,
              args: { ...args, ...pageArguments },
            });
            if (result.isError) break;
            const output = (result.structuredContent ?? {}) as Record<string, unknown>;
            if (tool.operation === 'key' && typeof output.key === 'string') keys.set(platformId, output.key);
            else if (tool.kind === 'read') outputs.push({ action: action.id, tool: action.tool, args, output });
            if (!paging || !action.allPages) break;
            const items = Array.isArray(output.items) ? output.items.length : 0;
            if (items === 0 || (page + 1) * paging.max >= Number(output.totalCount ?? 0)) break;
          }
        }
      } finally {
        hub.deleteSession(token);
      }
      return outputs;
    },
    close: () => hub.close(),
  };
}
