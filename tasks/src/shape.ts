// The shape of a task's golden plan, as Table 6 counts it: calls (key calls included), sequential
// steps (the depth of the dependency graph), whether any step runs data calls in parallel, and
// fan-out junctions (several calls of one tool consuming the records of one parent call).
import type { GoldenAction, Task } from './schema.ts';

export const isKeyTool = (tool: string) => /_(get|renew)_api_key$/.test(tool);

export function taskShape(actions: readonly GoldenAction[]): Task['meta'] {
  const level = new Map<string, number>();
  const toolOf = new Map<string, string>();
  for (const action of actions) {
    toolOf.set(action.id, action.tool);
    level.set(action.id, Math.max(0, ...action.after.map((id) => level.get(id) ?? 0)) + 1);
  }
  const dataPerLevel = new Map<number, number>();
  for (const action of actions) {
    if (isKeyTool(action.tool)) continue;
    const depth = level.get(action.id) ?? 0;
    dataPerLevel.set(depth, (dataPerLevel.get(depth) ?? 0) + 1);
  }
  const children = new Map<string, number>();
  for (const action of actions) {
    for (const parent of action.after) {
      if (isKeyTool(toolOf.get(parent) ?? '')) continue;
      const key = `${parent}>${action.tool}`;
      children.set(key, (children.get(key) ?? 0) + 1);
    }
  }
  const fanOut = Math.max(0, ...children.values());
  return {
    steps: Math.max(...level.values()),
    calls: actions.length,
    parallel: [...dataPerLevel.values()].some((count) => count >= 2),
    junction: fanOut >= 2 ? 'one-to-many' : children.size > 0 ? 'one-to-one' : 'none',
    records: fanOut,
  };
}
