// Binding one edge's source output into its destination's arguments: the fan-out picks of distinct
// values at the edge's field, co-bound sibling parameters, seeds for the rest.
import type { Rng } from '@kopa/kit';
import type { ParamInfo, ToolInfo } from '../../shared/index.ts';
import { recordsAt, valuesAt } from '../../shared/index.ts';
import { seedArgs, type ValuePools } from '../samples/index.ts';

export interface RecordPick {
  record: Record<string, unknown>;
  value: string | number;
}

/** Up to `cap` records of the source outputs with distinct values at the field (fan-out). */
export function pickRecords(sources: readonly Record<string, unknown>[], field: string, cap: number): RecordPick[] {
  const leaf = field.includes('[].') ? field.slice(field.lastIndexOf('[].') + 3) : field;
  const seen = new Set<string>();
  const picks: RecordPick[] = [];
  for (const source of sources) {
    const records = field.includes('[].') ? recordsAt(source, field) : [source];
    for (const record of records) {
      const value = (field.includes('[].') ? valuesAt(record, leaf) : valuesAt(source, field))[0];
      if (typeof value !== 'string' && typeof value !== 'number') continue;
      if (seen.has(String(value))) continue;
      seen.add(String(value));
      picks.push({ record: record as Record<string, unknown>, value });
      if (picks.length >= cap) return picks;
    }
  }
  return picks;
}

/**
 * The destination's arguments: the bound value, the other required parameters taken from the same
 * source record when it has a field of that name (co-binding: a school's office code travels with
 * its school code), and seeds for the rest. Undefined when a required parameter cannot be filled.
 */
export function bindArgs(options: {
  param: ParamInfo;
  target: ToolInfo;
  pick: RecordPick;
  pools: ValuePools;
  rng: Rng;
}): Record<string, unknown> | undefined {
  const { param, target, pick, pools, rng } = options;
  const cobound: Record<string, unknown> = {};
  for (const other of target.params) {
    if (!other.required || other.generic || other.name === param.name) continue;
    const value = pick.record[other.name];
    if (typeof value === 'string' || typeof value === 'number') cobound[other.name] = coerce(value, other);
  }
  const seeded = seedArgs(target, pools, rng, { skip: new Set([param.name, ...Object.keys(cobound)]) });
  if (!seeded) return undefined;
  return { ...seeded, ...cobound, [param.name]: coerce(pick.value, param) };
}

/** Numeric strings become numbers for numeric parameters; anything else is passed as it is. */
function coerce(value: string | number, param: ParamInfo): unknown {
  if (
    (param.type === 'integer' || param.type === 'number') &&
    typeof value === 'string' &&
    /^-?\d+(\.\d+)?$/.test(value)
  )
    return Number(value);
  if (param.type === 'string' && typeof value === 'number') return String(value);
  return value;
}
