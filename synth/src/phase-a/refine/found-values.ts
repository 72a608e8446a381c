// Collects the distinctive values of successful outputs by tool and field, which topology
// revision matches against accepted values to discover edges the skeleton missed.
import { valuesAt } from '../../shared/index.ts';
import type { FoundCollector } from './types.ts';

/** Gathers found values over many paths. The union is all discovery needs, and an output served
 *  again from the cassette (the same object) is read once. */
export function createFoundValues(): FoundCollector {
  const read = new WeakSet<object>();
  const byField = new Map<string, { tool: string; field: string; values: Set<string> }>();
  return {
    add(tool, output) {
      if (read.has(output)) return;
      read.add(output);
      for (const field of tool.fields) {
        // The first 20 values of each field, of which only those that could identify something.
        const values = valuesAt(output, field.path).slice(0, 20).map(String).filter(distinctive);
        if (values.length === 0) continue;
        const key = `${tool.name} ${field.path}`;
        const entry = byField.get(key) ?? { tool: tool.name, field: field.path, values: new Set<string>() };
        for (const value of values) entry.values.add(value);
        byField.set(key, entry);
      }
    },
    list: () => [...byField.values()].map(({ tool, field, values }) => ({ tool, field, values: [...values] })),
  };
}

/** Values that identify something: not a flag, a tiny number or a one-letter code. */
export function distinctive(value: string): boolean {
  return value.length >= 3 && !/^(Y|N|true|false|null)$/i.test(value);
}
