// One sweep round over a platform's tools, in listing order (searches before the details and
// writes that take their values), every output fed to the pool for the calls after it; then the
// argument-free tools again over the state the writes left. The key tools are called again in a
// session whose key has expired, where renewal is the right move.
import type { Hub } from '@kopa/kit';
import type { CheckedCall } from './output-validator.ts';
import { createArgPlanner } from './sweep-args.ts';
import type { ValuePool } from './value-pool.ts';

export async function sweepPlatform(options: {
  hub: Hub;
  pool: ValuePool;
  platform: string;
  /** Only these tools; every tool when omitted. */
  only?: ReadonlySet<string>;
}): Promise<CheckedCall[]> {
  const { hub, pool, platform, only } = options;
  const planner = createArgPlanner(pool);
  const calls: CheckedCall[] = [];
  const call = async (token: string, tool: string, args: Record<string, unknown>) => {
    const result = await hub.callTool({ token, platform, name: tool, args });
    if (!result.isError) pool.add(result.structuredContent);
    calls.push({ platform, tool, args, result });
    return result;
  };
  const fresh = hub.createSession();
  const keyResult = await call(fresh.token, `${platform}_get_api_key`, {});
  const key = (keyResult.structuredContent as { key?: string } | undefined)?.key;
  for (const tool of hub.listTools(platform)) {
    if (only && !only.has(tool.name)) continue;
    for (const args of planner.calls(tool, key)) await call(fresh.token, tool.name, args);
  }
  // Once more, every tool that needs no argument, on the user state the writes left behind.
  for (const tool of hub.listTools(platform)) {
    const needsArgs = (tool.inputSchema.required ?? []).length > 0;
    if (!needsArgs && (!only || only.has(tool.name)) && !tool.name.endsWith('_renew_api_key'))
      await call(fresh.token, tool.name, {});
  }
  hub.deleteSession(fresh.token);

  const expired = hub.createSession({ state: { [platform]: { credentials: { status: 'expired' } } } });
  for (const name of [`${platform}_get_api_key`, `${platform}_renew_api_key`, `${platform}_get_api_key`]) {
    if (!only || only.has(name)) await call(expired.token, name, {});
  }
  hub.deleteSession(expired.token);
  return calls;
}
