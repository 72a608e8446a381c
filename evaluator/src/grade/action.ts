// ACTION (DESIGN §5): golden actions matched by the session's successful calls. A call matches when
// its semantic arguments equal the golden ones (generic parameters ignored), or, for a lookup, when
// its result held what the next action passes (provenance: other wording that found the same code).
// A dependency is met by its matched call, by an earlier key call of its platform, or by the value
// the action passes having been read earlier. `allPages` stays strict: every record of that query
// must have been read. Reported as accuracy (recall), precision and F1, with a reason per action.
import type { CallLogEntry, SessionResult } from '@kopa/kit';
import { type GoldenAction, isKeyTool, type Task } from '@kopa/tasks';
import { pagesRead } from './action-pages.ts';
import { carriedArgs, createSessionReads, describeArgs, type SessionReads } from './action-provenance.ts';
import { normalizeValue } from './action-records.ts';

export interface ActionVerdict {
  action: GoldenAction;
  matchedSeq: number | undefined;
  /** Equal semantic arguments, or provenance (a lookup whose result held what the next action passes). */
  matchedBy?: 'arguments' | 'provenance';
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

const platformOf = (tool: string) => tool.split('_')[0] ?? '';

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

interface Candidate {
  call: CallLogEntry;
  by: 'arguments' | 'provenance';
  /** For provenance: what the result held, for the verdict. */
  held?: string;
}

type Dependency = { met: true; note?: string } | { met: false; why: string };

interface Grading {
  query: string;
  successful: readonly CallLogEntry[];
  reads: SessionReads;
  byId: ReadonlyMap<string, GoldenAction>;
  matched: ReadonlyMap<string, number>;
  /** The call has the semantic arguments of some golden action of its tool. */
  golden(call: CallLogEntry): boolean;
}

function dependencyOf(options: { grading: Grading; action: GoldenAction; id: string; seq: number }): Dependency {
  const { grading, action, id, seq } = options;
  const at = grading.matched.get(id);
  if (at !== undefined && at < seq) return { met: true };
  const late = at !== undefined ? `is not after its dependencies: ${id} matched call #${at}` : '';
  const dependency = grading.byId.get(id);
  if (!dependency) return { met: false, why: `: its dependency ${id} is not a golden action` };
  if (isKeyTool(dependency.tool)) {
    const platform = platformOf(dependency.tool);
    const key = grading.successful.find(
      (call) => call.seq < seq && isKeyTool(call.tool) && platformOf(call.tool) === platform,
    );
    if (key) return { met: true, ...(at === undefined ? { note: `${id} met by key call #${key.seq}` } : {}) };
    return { met: false, why: late || `: no ${platform} key call succeeded before it (${id})` };
  }
  const wanted = carriedArgs({ lookup: dependency, dependent: action, query: grading.query });
  const read = grading.reads.readBefore(wanted, seq);
  if (read) return { met: true, note: `${id} met by ${describeArgs(wanted, read.held)} read in call #${read.seq}` };
  const unread = wanted.size ? `, and what it passes from ${id} (${describeArgs(wanted)}) was not read before it` : '';
  return { met: false, why: `${late || `: its dependency ${id} was not matched`}${unread}` };
}

function gradeAction(options: {
  grading: Grading;
  action: GoldenAction;
  dependents: readonly GoldenAction[];
  generic: GenericParams;
  used: ReadonlySet<number>;
  /** Every call of the action's tool, failed ones included. */
  tried: number;
}): Omit<ActionVerdict, 'action'> {
  const { grading, action, dependents, generic, used } = options;
  const ofTool = grading.successful.filter((call) => call.tool === action.tool);
  const exact = ofTool.filter((call) => sameArgs(action.args, semanticArgs(call, generic(call.tool))));
  if (action.allPages && exact.length) {
    const { read, total } = pagesRead({ calls: exact, outputs: grading.reads.outputs });
    if (read < total)
      return { matchedSeq: undefined, why: `read ${read} of ${total} records: not every page was fetched` };
  }
  const candidates: Candidate[] = exact.map((call) => ({ call, by: 'arguments' }));
  // An allPages query is matched by its own arguments only: another query's pages are not its pages.
  // A call with another golden action's own arguments is that action's, never this one's lookup.
  if (!action.allPages && !isKeyTool(action.tool)) {
    for (const call of ofTool) {
      if (exact.includes(call) || grading.golden(call)) continue;
      for (const dependent of dependents) {
        const wanted = carriedArgs({ lookup: action, dependent, query: grading.query });
        const held = grading.reads.held(call.seq, wanted);
        if (held.length === 0) continue;
        candidates.push({
          call,
          by: 'provenance',
          held: `${describeArgs(wanted, held)}, which ${dependent.id} passes`,
        });
        break;
      }
    }
  }
  if (candidates.length === 0) {
    const lookup = dependents.length > 0 && !isKeyTool(action.tool) && !action.allPages;
    const ids = dependents.map((dependent) => dependent.id);
    const ofWhat = lookup
      ? `, and none held a value that ${ids.join(', ')} ${ids.length === 1 ? 'passes' : 'pass'}`
      : '';
    const tried = options.tried;
    return {
      matchedSeq: undefined,
      why: tried
        ? `${tried} call(s) of ${action.tool}, none successful with arguments ${JSON.stringify(action.args)}${ofWhat}`
        : `${action.tool} was never called`,
    };
  }
  const free = candidates.filter((candidate) => !used.has(candidate.call.seq));
  if (free.length === 0)
    return {
      matchedSeq: undefined,
      why: `its call(s) ${candidates.map((candidate) => `#${candidate.call.seq}`).join(', ')} matched other actions`,
    };
  let firstFailure: string | undefined;
  for (const candidate of free) {
    const notes: string[] = [];
    let failure: string | undefined;
    for (const id of action.after) {
      const dependency = dependencyOf({ grading, action, id, seq: candidate.call.seq });
      if (!dependency.met) {
        failure = dependency.why;
        break;
      }
      if (dependency.note) notes.push(dependency.note);
    }
    if (failure) {
      firstFailure ??= `call #${candidate.call.seq}${failure.startsWith(':') ? '' : ' '}${failure}`;
      continue;
    }
    const how = candidate.by === 'provenance' ? ` by provenance: its result held ${candidate.held}` : '';
    return {
      matchedSeq: candidate.call.seq,
      matchedBy: candidate.by,
      why: `matched call #${candidate.call.seq}${how}${notes.length ? ` (${notes.join('; ')})` : ''}`,
    };
  }
  return { matchedSeq: undefined, why: firstFailure ?? 'no call matched' };
}

export function gradeActions(options: {
  task: Pick<Task, 'golden'> & { query?: string };
  calls: readonly CallLogEntry[];
  /** The outputs of the session's successful calls, by call-log seq (the hub's getResults). */
  results: readonly SessionResult[];
  generic: GenericParams;
}): ActionGrade {
  const { task, calls, generic } = options;
  const golden = task.golden.actions;
  const dependents = new Map<string, GoldenAction[]>();
  for (const action of golden)
    for (const id of action.after) dependents.set(id, [...(dependents.get(id) ?? []), action]);
  const matched = new Map<string, number>();
  const used = new Set<number>();
  const grading: Grading = {
    query: task.query ?? '',
    successful: calls.filter((call) => call.ok).sort((a, b) => a.seq - b.seq),
    reads: createSessionReads(options.results),
    byId: new Map(golden.map((action) => [action.id, action])),
    matched,
    golden: (call) =>
      golden.some(
        (action) => action.tool === call.tool && sameArgs(action.args, semanticArgs(call, generic(call.tool))),
      ),
  };
  const actions = golden.map((action): ActionVerdict => {
    const verdict = gradeAction({
      grading,
      action,
      dependents: dependents.get(action.id) ?? [],
      generic,
      used,
      tried: calls.filter((call) => call.tool === action.tool).length,
    });
    if (verdict.matchedSeq !== undefined) {
      matched.set(action.id, verdict.matchedSeq);
      used.add(verdict.matchedSeq);
    }
    return { action, ...verdict };
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
