// The generic (meaningless) parameters of every tool, from the platform declarations: what the
// action grader ignores when it compares arguments.
import type { Platform } from '@kopa/kit';

export function genericParams(platforms: readonly Platform[]): (tool: string) => ReadonlySet<string> {
  const table = new Map<string, Set<string>>();
  for (const platform of platforms) {
    for (const tool of platform.allTools) {
      const names = new Set(tool.generic ?? []);
      if (platform.auth.param in tool.input.shape) names.add(platform.auth.param);
      table.set(tool.name, names);
    }
  }
  return (tool) => table.get(tool) ?? new Set();
}
