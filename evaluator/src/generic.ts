// The generic (meaningless) parameters of every tool, from the platform declarations: what the
// action grader ignores when it compares arguments.
import type { Platform } from '@kopa/kit';

export function genericParams(platforms: readonly Platform[]): (tool: string) => ReadonlySet<string> {
  const table = new Map<string, Set<string>>();
  for (const platform of platforms) {
    for (const tool of platform.allTools) {
      const names = new Set(tool.generic ?? []);
      const authParam = tool.authParam ?? platform.auth.param;
      if (authParam in tool.input.shape) names.add(authParam);
      table.set(tool.name, names);
    }
  }
  return (tool) => table.get(tool) ?? new Set();
}
