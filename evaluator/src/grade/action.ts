// ACTION: golden actions matched by calls in the server's log with equal semantic arguments
// (generic parameters ignored), after their dependencies, and — for `allPages` actions — with every
// record of the query fetched. Reported as accuracy (recall), precision and F1, with a reason for
// every action that did not match.
import type { CallLogEntry } from '@kopa/kit';
import type { GoldenAction, Task } from '@kopa/tasks';

export interface ActionVerdict {
  action: GoldenAction;
  matchedSeq: number | undefined;
  why: string;
}

export interface ActionGrade {
  accuracy: number;
  precision: number;
  f1: number;
  actions: ActionVerdict[];
  explanation: string;
}

/** The parameters of a tool that carry no meaning (key, paging, format). */
export type GenericParams = (tool: string) => ReadonlySet<string>;

const normalizeValue = (value: unknown) => String(value).normalize('NFC').trim();

function semanticArgs(call: CallLogEntry, generic: ReadonlySet<string>): Record<string, string> {
  const args: Record<string, string> = {};
  for (const [name, value] of Object.entries(call.args)) {
    if (generic.has(name) || value === undefined || value === null || value === '') continue;
    args[name] = normalizeValue(value);
  }
  return args;
}

function sameArgs(golden: Record<string, unknown>, actual: Record<string, string>): boolean {
  const wanted = Object.entries(golden).filter(([, value]) => value !== undefined && value !== null && value !== '');
  if (wanted.length !== Object.keys(actual).length) return false;
  return wanted.every(([name, value]) => actual[name] === normalizeValue(value));
}

export function gradeActions(options: {
  task: Pick<Task, 'golden'>;
  calls: readonly CallLogEntry[];
  generic: GenericParams;
}): ActionGrade {
  const { task, calls, generic } = options;
  const matched = new Map<string, number>();
  const used = new Set<number>();
  const actions = task.golden.actions.map((action): ActionVerdict => {
    const candidates = calls.filter(
      (call) => call.tool === action.tool && call.ok && sameArgs(action.args, semanticArgs(call, generic(call.tool))),
    );
    if (candidates.length === 0) {
      const tried = calls.filter((call) => call.tool === action.tool);
      const why = tried.length
        ? `${tried.length} call(s) of ${action.tool}, none successful with arguments ${JSON.stringify(action.args)}`
        : `${action.tool} was never called`;
      return { action, matchedSeq: undefined, why };
    }
    const unmetDependency = action.after.find((id) => !matched.has(id));
    if (unmetDependency)
      return { action, matchedSeq: undefined, why: `its dependency ${unmetDependency} was not matched` };
    const earliest = Math.max(0, ...action.after.map((id) => matched.get(id) ?? 0));
    const call = candidates.find((candidate) => candidate.seq > earliest && !used.has(candidate.seq));
    if (!call)
      return {
        action,
        matchedSeq: undefined,
        why: `called, but not after its dependencies (${action.after.join(', ')})`,
      };
    if (action.allPages) {
      const total = Math.max(...candidates.map((candidate) => candidate.totalCount ?? 0));
      const pages = new Map<string, number>();
      for (const candidate of candidates) pages.set(JSON.stringify(candidate.args), candidate.itemCount ?? 0);
      const read = [...pages.values()].reduce((sum, count) => sum + count, 0);
      if (read < total)
        return { action, matchedSeq: undefined, why: `read ${read} of ${total} records: not every page was fetched` };
    }
    matched.set(action.id, call.seq);
    used.add(call.seq);
    return { action, matchedSeq: call.seq, why: `matched call #${call.seq}` };
  });
  const hits = actions.filter((verdict) => verdict.matchedSeq !== undefined).length;
  const accuracy = actions.length ? hits / actions.length : 0;
  const precision = calls.length ? Math.min(1, hits / calls.length) : 0;
  const f1 = accuracy + precision > 0 ? (2 * accuracy * precision) / (accuracy + precision) : 0;
  const misses = actions.filter((verdict) => verdict.matchedSeq === undefined);
  return {
    accuracy,
    precision,
    f1,
    actions,
    explanation: misses.length
      ? `${hits}/${actions.length} golden actions matched; ${misses.map((verdict) => `${verdict.action.id} ${verdict.action.tool}: ${verdict.why}`).join('; ')}`
      : `all ${actions.length} golden actions matched`,
  };
}
