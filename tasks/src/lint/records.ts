// The records of a task's golden outputs (and of its injected state): every plain object anywhere in
// them, with where it came from, so that record-level checks need not know each tool's envelope.
import type { Task } from '../schema.ts';
import type { ReplayedOutput } from './replay-golden.ts';

export interface LocatedRecord {
  /** `a3 dart_list_disclosures items[2]`, or `state dart.user.watchlist[0]`. */
  where: string;
  tool: string;
  record: Record<string, unknown>;
}

function walk(options: { value: unknown; where: string; tool: string; into: LocatedRecord[] }): void {
  const { value, where, tool, into } = options;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) walk({ value: item, where: `${where}[${index}]`, tool, into });
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  into.push({ where, tool, record });
  for (const [field, child] of Object.entries(record))
    if (child !== null && typeof child === 'object') walk({ value: child, where: `${where}.${field}`, tool, into });
}

export function recordsOf(task: Task, outputs: readonly ReplayedOutput[]): LocatedRecord[] {
  const records: LocatedRecord[] = [];
  for (const output of outputs)
    walk({ value: output.output, where: `${output.action} ${output.tool}`, tool: output.tool, into: records });
  walk({ value: task.state, where: 'state', tool: 'state', into: records });
  return records;
}
