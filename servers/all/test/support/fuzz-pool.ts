// The dataset values the fuzz cases draw entity parameters from (corp codes, school codes, station
// names, law serials): a few sweep calls per tool on an in-process hub, every output fed to a value
// pool. In-process, because this only seeds the generators; the fuzzing itself goes over the wire.
import { createHub } from '@kopa/kit';
import { PLATFORMS } from '../../src/index.ts';
import { createArgPlanner } from './sweep-args.ts';
import { createValuePool, type ValuePool } from './value-pool.ts';

const CALLS_PER_TOOL = 2;

export async function collectFuzzValues(): Promise<ValuePool> {
  const hub = await createHub({ platforms: PLATFORMS, idleMs: 0 });
  const pool = createValuePool();
  try {
    for (const platform of hub.platforms.keys()) {
      const { token } = hub.createSession();
      const planner = createArgPlanner(pool);
      const keyResult = await hub.callTool({ token, platform, name: `${platform}_get_api_key`, args: {} });
      const key = (keyResult.structuredContent as { key?: string } | undefined)?.key;
      for (const tool of hub.listTools(platform)) {
        if (tool.name.endsWith('_renew_api_key')) continue;
        for (const args of planner.calls(tool, key).slice(0, CALLS_PER_TOOL)) {
          const result = await hub.callTool({ token, platform, name: tool.name, args });
          if (!result.isError) pool.add(result.structuredContent);
        }
      }
      hub.deleteSession(token);
    }
  } finally {
    await hub.close();
  }
  return pool;
}
