// The type label of a synthesized trajectory (paper Table 12), computed from the executed call DAG
// rather than from the intent that assembled it, so that the reported mix is auditable (anchors §7).
// Key calls are left out: they feed every call of their platform and are not part of the task's shape.
import { isKeyTool, type TaskType } from '@kopa/tasks';
import type { SynthCall, SynthRecord } from '../../shared/index.ts';

/** What the structural tests read: the executed calls and the plan's computed operations. */
export type LabelInput = Pick<SynthRecord, 'calls'> & {
  plan: Pick<SynthRecord['plan'], 'ask' | 'condition' | 'entities'>;
};

const AGGREGATES = new Set(['count', 'sum', 'max', 'min', 'avg']);

/** Names equal up to case and separators are the same name (`jmcd` ≡ `jmCd`, not `SIGUN_NM` ≡ `SIGNGU_NM`). */
export function sameName(a: string, b: string): boolean {
  return canonicalName(a) === canonicalName(b);
}

/** Names are the schemas' parameter and field names (a bounded set), compared in hot loops: each is canonicalized once. */
const canonicals = new Map<string, string>();

/** The name lower-cased without separators: `SD_SCHUL_CODE` → `sdschulcode`. */
export function canonicalName(name: string): string {
  let canon = canonicals.get(name);
  if (canon === undefined) {
    canon = name.toLowerCase().replace(/[^a-z0-9]/g, '');
    canonicals.set(name, canon);
  }
  return canon;
}

/** The leaf name of a field path: `items[].SD_SCHUL_CODE` → `SD_SCHUL_CODE`. */
export function leafName(path: string): string {
  return (path.split('.').at(-1) ?? path).replace(/\[\]$/, '');
}

interface Dag {
  data: SynthCall[];
  children: Map<string, SynthCall[]>;
  depth: number;
}

function dataDag(calls: readonly SynthCall[]): Dag {
  const data = calls.filter((call) => !isKeyTool(call.tool));
  const ids = new Set(data.map((call) => call.id));
  const children = new Map<string, SynthCall[]>();
  const level = new Map<string, number>();
  for (const call of data) {
    const parents = call.after.filter((id) => ids.has(id));
    level.set(call.id, 1 + Math.max(0, ...parents.map((id) => level.get(id) ?? 0)));
    for (const parent of parents) children.set(parent, [...(children.get(parent) ?? []), call]);
  }
  return { data, children, depth: Math.max(0, ...level.values()) };
}

/** A call feeding two or more calls of one tool: a one-to-many junction. */
function hasFanOut(dag: Dag): boolean {
  for (const kids of dag.children.values()) {
    const perTool = new Map<string, number>();
    for (const kid of kids) perTool.set(kid.tool, (perTool.get(kid.tool) ?? 0) + 1);
    if ([...perTool.values()].some((count) => count >= 2)) return true;
  }
  return false;
}

/** Two or more calls of one tool that consume nothing: the branches of a comparison. */
function parallelRoots(dag: Dag): boolean {
  const perTool = new Map<string, number>();
  for (const call of dag.data) {
    if (call.after.some((id) => dag.data.some((other) => other.id === id))) continue;
    perTool.set(call.tool, (perTool.get(call.tool) ?? 0) + 1);
  }
  return [...perTool.values()].some((count) => count >= 2);
}

/** Every call has at most one data parent and one data child. */
function isChain(dag: Dag): boolean {
  const ids = new Set(dag.data.map((call) => call.id));
  return dag.data.every(
    (call) => call.after.filter((id) => ids.has(id)).length <= 1 && (dag.children.get(call.id)?.length ?? 0) <= 1,
  );
}

/**
 * The trajectory type, first test that holds (precedence Cond > Cmp > Drv > Sem > Mixed > Par > Seq):
 * - Cond: the plan records a predicate over an upstream result and some call consumes an upstream
 *   result (the guarded call).
 * - Cmp: the answer compares two or more entities, resolved by parallel root calls of one tool.
 * - Drv: the answer is an aggregate (count, sum, max, min, avg), or a binding carries a derived value.
 * - Sem: a binding joins an output field and a parameter whose names differ after normalisation.
 * - Mixed: a one-to-many junction and a data depth of three or more (chain plus fan-out), or
 *   parallel branches that are not a single fan-out.
 * - Par: a one-to-many junction (one call feeding ≥2 calls of one tool) at data depth two.
 * - Seq: anything else, a chain of one-to-one hops.
 */
export function labelTrajectory(record: LabelInput): TaskType {
  const dag = dataDag(record.calls);
  const consumes = dag.data.some((call) => call.after.length > 0);
  if (record.plan.condition && consumes) return 'Cond';
  if (record.plan.ask.op === 'compare' && (record.plan.entities?.length ?? 0) >= 2 && parallelRoots(dag)) return 'Cmp';
  const bindings = dag.data.flatMap((call) => call.bindings);
  if (AGGREGATES.has(record.plan.ask.op) || bindings.some((binding) => binding.derive)) return 'Drv';
  if (bindings.some((binding) => !sameName(binding.param, leafName(binding.from.path)))) return 'Sem';
  const fanOut = hasFanOut(dag);
  if (fanOut && dag.depth >= 3) return 'Mixed';
  if (fanOut) return 'Par';
  if (!isChain(dag)) return dag.depth >= 2 ? 'Mixed' : 'Par';
  return 'Seq';
}
