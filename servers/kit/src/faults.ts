// Fault injection (DESIGN §3.3 `faults`): decides, per tool call, whether an injected rule fires.
// Counters live beside the session, never in the state, so an injected state stays as given.
import type { FaultKind, FaultRule } from './state.ts';

export interface FaultCounters {
  total: number;
  byTool: Map<string, number>;
  /** How often each rule (by index) has fired. */
  fired: number[];
}

export function createFaultCounters(): FaultCounters {
  return { total: 0, byTool: new Map(), fired: [] };
}

/**
 * Counts this call and returns the fault to inject, if any. A rule with neither `nth` nor `every`
 * fires on every matching call, up to `times`. A call beyond `dailyQuota` is rate-limited.
 */
export function nextFault(options: {
  rules: readonly FaultRule[];
  counters: FaultCounters;
  tool: string;
  dailyQuota?: number | undefined;
}): FaultKind | undefined {
  const { rules, counters, tool, dailyQuota } = options;
  counters.total += 1;
  const toolCount = (counters.byTool.get(tool) ?? 0) + 1;
  counters.byTool.set(tool, toolCount);

  for (const [index, rule] of rules.entries()) {
    if (rule.tool !== undefined && rule.tool !== tool) continue;
    const fired = counters.fired[index] ?? 0;
    if (rule.times !== undefined && fired >= rule.times) continue;
    const count = rule.tool !== undefined ? toolCount : counters.total;
    const matches =
      rule.nth !== undefined || rule.every !== undefined
        ? (rule.nth?.includes(count) ?? false) || (rule.every !== undefined && count % rule.every === 0)
        : true;
    if (matches) {
      counters.fired[index] = fired + 1;
      return rule.kind;
    }
  }
  if (dailyQuota !== undefined && counters.total > dailyQuota) return 'rate_limit';
  return undefined;
}
