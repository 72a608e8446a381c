// Exploration and replay for Phase B assembly. An explorer tries calls (seeded starts, filters that
// narrow a list to the wanted number of records, bound hops) with results shared between candidates,
// since a read is a pure function of its arguments; the chosen steps are then replayed for real in a
// fresh session, key calls first, and that execution is what the record holds.
import { createRng, hashSeed, type Rng } from '@kopa/kit';
import { acceptValue, bindableParams, seedArgs, type ValuePools } from '../../phase-a/index.ts';
import type {
  Binding,
  CallResult,
  Edge,
  ExecSession,
  Executor,
  FieldInfo,
  SynthCall,
  ToolInfo,
} from '../../shared/index.ts';
import { isEmpty, recordsAt, splitAtRecord, valuesAt } from '../../shared/index.ts';
import { canonicalName, sameName } from './label.ts';

/** One executed call of a trajectory under construction; `after` and bindings name step ids. */
export interface Step {
  id: string;
  tool: ToolInfo;
  /** Arguments without the API key. */
  args: Record<string, unknown>;
  output: Record<string, unknown>;
  text: string;
  after: string[];
  bindings: Binding[];
  /**
   * The one record of a multi-record output the next hops use, as the user names it: a name field
   * whose value no other record of the output has.
   */
  picked?: { field: FieldInfo; value: string };
}

/** How many records a list output should hold at a field: exactly one, or a fan-out range. */
export interface Want {
  min: number;
  max: number;
  /** The preferred count when a filter is chosen. */
  target: number;
  /** A page of a longer list will do (a record picked from it only needs to be on it). */
  partial?: boolean;
}

export const ONE: Want = { min: 1, max: 1, target: 1 };

type Record_ = Record<string, unknown>;

/**
 * Shared between the candidates of a run. `calls`: read results by tool and arguments, most recent
 * kept. `starts`: settled starts by tool, list, wanted size and slot; each is computed with its own
 * seeded rng, so it is the same whichever candidate asks first.
 */
export interface ExploreCache {
  calls: Map<string, CallResult>;
  starts: Map<string, Promise<Omit<Step, 'id' | 'after' | 'bindings'> | undefined>>;
}

export function createExploreCache(): ExploreCache {
  return { calls: new Map(), starts: new Map() };
}

const CACHE_LIMIT = 3000;
/** Distinct seeded starts per tool, list and wanted size: the variety a run draws its trajectories from. */
export const START_SLOTS = 32;
/** Slots tried per start before the start edge is given up. */
const START_TRIES = 3;
/** Lists up to this long are read whole in one call (a page of this size) rather than page by page. */
const WHOLE_PAGE = 100;

/** A parameter a user would not state in a question: codes, ids, numbers of records. */
const CODE_PARAM =
  /(^|_)(CD|CODE|ID|NO|SN|SEQ|YN)\d*$|(Cd|Code|Id|No|Yn)\d*$|^(jmcd|seriescd|contentid|contenttypeid|mst)$/i;

export function stableKey(tool: string, args: Record_): string {
  const entries = Object.entries(args)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `${tool} ${JSON.stringify(entries)}`;
}

/** Non-generic, non-empty arguments, as the golden actions state them. */
export function semanticArgs(tool: ToolInfo, args: Record_): Record_ {
  const semantic: Record_ = {};
  for (const [name, value] of Object.entries(args)) {
    const param = tool.params.find((entry) => entry.name === name);
    if (param?.generic || param?.auth || value === undefined || value === null || value === '') continue;
    semantic[name] = value;
  }
  return semantic;
}

/** The records of the innermost array holding a field (the output itself when no array is crossed). */
export function recordsFor(output: unknown, field: string): Record_[] {
  return recordsAt(output, field) as Record_[];
}

/**
 * The records of one of the step's lists (`recordPath`): only the one the user named, when the step's
 * record was picked from that list by a name (see `Step.picked`).
 */
export function namedRecords(step: Step, recordPath: string, records: Record_[]): Record_[] {
  const picked = step.picked;
  if (!picked || splitAtRecord(picked.field.path).recordPath !== recordPath) return records;
  return records.filter((record) => String(valueIn(record, picked.field.path) ?? '').trim() === picked.value);
}

/** The field's scalar value in one record. */
export function valueIn(record: Record_, field: string): string | number | undefined {
  const value = valuesAt(record, splitAtRecord(field).fieldPath)[0];
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

/** Every record of the query is in this output: no page was left unread. */
export function complete(output: Record_): boolean {
  const items = output.items;
  return !(typeof output.totalCount === 'number' && Array.isArray(items) && output.totalCount > items.length);
}

export interface ExplorerOptions {
  executor: Executor;
  pools: ValuePools;
  cache: ExploreCache;
  rng: Rng;
  /** Most calls this candidate may make while exploring. */
  budget: number;
}

export class Explorer {
  readonly rng: Rng;
  private session: ExecSession | undefined;
  private calls = 0;
  private steps = 0;

  constructor(private readonly options: ExplorerOptions) {
    this.rng = options.rng;
  }

  /**
   * Calls a tool with the session's key; reads are shared through the cache. Every call counts
   * against the budget, cached or not, so that what a candidate finds never depends on what other
   * candidates happened to run before it.
   */
  async call(tool: ToolInfo, args: Record_): Promise<CallResult | undefined> {
    if (this.calls >= this.options.budget) return undefined;
    this.calls += 1;
    const key = stableKey(tool.name, args);
    const cache = this.options.cache.calls;
    const known = tool.kind === 'read' ? cache.get(key) : undefined;
    if (known) return known;
    this.session ??= this.options.executor.session();
    const auth = tool.params.find((param) => param.auth);
    const full = auth ? { ...args, [auth.name]: await this.session.key(tool.platform) } : args;
    const result = await this.session.call(tool.name, full);
    if (tool.kind === 'read') {
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      cache.set(key, result);
    }
    return result;
  }

  /** A successful, non-empty call as a step, every record on its one page when they fit. */
  async step(options: { tool: ToolInfo; args: Record_; after?: string[]; bindings?: Binding[] }) {
    const called = await this.whole(options.tool, options.args);
    if (!called) return undefined;
    return this.toStep({ ...options, ...called });
  }

  /**
   * A successful, non-empty call; when the list has more records than its page but no more than
   * WHOLE_PAGE, it is called again asking for that many per page, so the output holds all of them.
   */
  async whole(tool: ToolInfo, args: Record_): Promise<{ args: Record_; result: CallResult } | undefined> {
    const result = await this.call(tool, args);
    if (!result?.ok || !result.output || isEmpty(result.output)) return undefined;
    const total = result.output.totalCount;
    const paging = tool.paging as { size?: unknown; max?: unknown } | undefined;
    if (complete(result.output) || typeof total !== 'number' || total > WHOLE_PAGE) return { args, result };
    if (typeof paging?.size !== 'string' || typeof paging.max !== 'number' || paging.max < total)
      return { args, result };
    const wider = { ...args, [paging.size]: Math.min(paging.max, WHOLE_PAGE) };
    const again = await this.call(tool, wider);
    return again?.ok && again.output && !isEmpty(again.output) ? { args: wider, result: again } : { args, result };
  }

  private toStep(options: {
    tool: ToolInfo;
    args: Record_;
    result: CallResult;
    after?: string[];
    bindings?: Binding[];
  }): Step {
    this.steps += 1;
    return {
      id: `s${this.steps}`,
      tool: options.tool,
      args: options.args,
      output: options.result.output as Record_,
      text: options.result.text,
      after: options.after ?? [],
      bindings: options.bindings ?? [],
    };
  }

  /**
   * A seeded call of the tool settled to the wanted size at `field` (see settle), from a few slots per
   * tool, list and size that every candidate of the run shares: the drawn slot, else the next ones.
   * A start costs no budget.
   */
  async start(options: { tool: ToolInfo; field: string; want: Want; distinct?: boolean }): Promise<Step | undefined> {
    const first = this.rng.int(0, START_SLOTS - 1);
    for (let offset = 0; offset < START_TRIES; offset++) {
      const found = await this.settled({ ...options, slot: (first + offset) % START_SLOTS });
      if (found) return this.toStep({ ...found, result: { ok: true, output: found.output, text: found.text } });
    }
    return undefined;
  }

  private settled(options: { tool: ToolInfo; field: string; want: Want; distinct?: boolean; slot: number }) {
    const { tool, field, want, slot } = options;
    // One record is one record whichever of its fields is read next, so single starts share a key.
    const distinct = (options.distinct ?? true) && want.max > 1;
    const list = distinct ? field : splitAtRecord(field).recordPath;
    const key = `${tool.name}|${list}|${want.min}-${want.max}-${want.target}${want.partial ? '-partial' : ''}|${distinct}|${slot}`;
    let settled = this.options.cache.starts.get(key);
    if (!settled) {
      const detached = new Explorer({
        ...this.options,
        rng: createRng(hashSeed('start', key)),
        budget: Number.POSITIVE_INFINITY,
      });
      settled = (async () => {
        try {
          const args = detached.seed(tool);
          const step = args ? await detached.settle({ tool, args, field, want, distinct }) : undefined;
          return step ? { tool, args: step.args, output: step.output, text: step.text } : undefined;
        } finally {
          detached.close();
        }
      })();
      this.options.cache.starts.set(key, settled);
    }
    return settled;
  }

  seed(tool: ToolInfo, skip?: ReadonlySet<string>): Record_ | undefined {
    return seedArgs(tool, this.options.pools, this.rng, skip ? { skip } : {});
  }

  /**
   * Calls the tool and, while its output does not hold the wanted number of records at `field` on
   * one complete page (with distinct values there, unless `distinct` is false), adds a filter the
   * user would state (a name, a category) whose value occurs the wanted number of times among the
   * records seen. At most three rounds.
   */
  async settle(options: {
    tool: ToolInfo;
    args: Record_;
    field: string;
    want: Want;
    distinct?: boolean;
    after?: string[];
    bindings?: Binding[];
  }): Promise<Step | undefined> {
    const { tool, field, want } = options;
    const unique = options.distinct ?? true;
    let args = options.args;
    for (let round = 0; round < 3; round++) {
      const called = await this.whole(tool, args);
      if (!called) return undefined;
      const { result } = called;
      args = called.args;
      if (!result.output) return undefined;
      const records = recordsFor(result.output, field);
      const values = records.map((record) => valueIn(record, field));
      const distinct = new Set(values.filter((value) => value !== undefined).map(String));
      const whole = complete(result.output);
      const fits = records.length >= want.min && records.length <= want.max;
      if (fits && (whole || want.partial) && (!unique || distinct.size === records.length))
        return this.toStep({ ...options, args, result });
      if (records.length < want.min) return undefined;
      const filter = this.narrowing({ tool, args, records, want, whole, field: unique ? field : undefined });
      if (!filter) return undefined;
      args = { ...args, [filter.param]: filter.value };
    }
    return undefined;
  }

  /**
   * Filters a user would state (a name, a category: never a code), with how often each value occurs
   * among the records seen. On an incomplete page any value may shrink the total; on a complete one
   * only a value that some records lack.
   */
  filters(options: { tool: ToolInfo; args: Record_; records: readonly Record_[]; whole: boolean }) {
    const { tool, args, records, whole } = options;
    const found: Array<{ param: string; value: string | number; frequency: number }> = [];
    // The records' field names by canonical name (see sameName), gathered once for every parameter.
    const fieldNames = new Map<string, string>();
    for (const record of records) for (const name of Object.keys(record)) fieldNames.set(canonicalName(name), name);
    for (const param of bindableParams(tool)) {
      if (param.required || param.name in args || CODE_PARAM.test(param.name)) continue;
      if (param.type !== 'string' && param.type !== 'integer' && param.type !== 'number') continue;
      const key = fieldNames.get(canonicalName(param.name));
      if (key === undefined) continue;
      const counts = new Map<string, { value: string | number; frequency: number }>();
      for (const record of records) {
        const value = acceptValue(tool, param, record[key]);
        if ((typeof value !== 'string' && typeof value !== 'number') || String(value).length > 40) continue;
        const entry = counts.get(String(value)) ?? { value, frequency: 0 };
        entry.frequency += 1;
        counts.set(String(value), entry);
      }
      for (const { value, frequency } of counts.values()) {
        if (frequency < records.length || !whole) found.push({ param: param.name, value, frequency });
      }
    }
    return found;
  }

  /** A filter whose value occurs the wanted number of times, else the one narrowing closest to it. */
  private narrowing(options: {
    tool: ToolInfo;
    args: Record_;
    records: Record_[];
    want: Want;
    whole: boolean;
    /** The field whose values must stay distinct: filtering on it would collapse them. */
    field: string | undefined;
  }) {
    const { want, field } = options;
    const leaf = field?.split('.').at(-1);
    const candidates = this.filters(options).filter(
      (entry) => want.max === 1 || leaf === undefined || !sameName(entry.param, leaf),
    );
    // Any value in range (the aim only breaks ties among values that narrow too little), for variety.
    const inRange = candidates.filter((entry) => entry.frequency >= want.min && entry.frequency <= want.max);
    if (inRange.length > 0) return this.rng.pick(inRange);
    const pool = candidates.filter((entry) => entry.frequency > want.max);
    if (pool.length === 0) return undefined;
    const distance = (entry: { frequency: number }) => Math.abs(entry.frequency - want.target);
    const best = Math.min(...pool.map(distance));
    return this.rng.pick(pool.filter((entry) => distance(entry) === best));
  }

  /**
   * The target's arguments for one picked record: the edge's parameter, the target's other required
   * parameters co-bound from the same record (a field of the same name, or the field of a sibling
   * edge of G* into that parameter: a latitude travels with its longitude, an office code with its
   * school code), and seeds for the rest. Undefined when one cannot be filled.
   */
  bind(options: {
    edge: Edge;
    siblings: readonly Edge[];
    target: ToolInfo;
    record: Record_;
    value: string | number;
    source: Step;
  }) {
    const { edge, target, record, source } = options;
    const param = target.params.find((entry) => entry.name === edge.param);
    const value = param ? acceptValue(target, param, options.value) : undefined;
    if (!param || (typeof value !== 'string' && typeof value !== 'number')) return undefined;
    const { recordPath, fieldPath } = splitAtRecord(edge.field);
    const bindings: Binding[] = [{ param: param.name, from: { call: source.id, path: edge.field }, value }];
    const args: Record_ = { [param.name]: value };
    for (const other of target.params) {
      if (!other.required || other.generic || other.auth || other.name === param.name) continue;
      const sibling = options.siblings.find(
        (candidate) =>
          candidate.param === other.name &&
          candidate.field !== edge.field &&
          splitAtRecord(candidate.field).recordPath === recordPath,
      );
      const key =
        Object.keys(record).find((name) => sameName(name, other.name)) ??
        (sibling ? splitAtRecord(sibling.field).fieldPath : undefined);
      const co =
        key === undefined || key === fieldPath ? undefined : acceptValue(target, other, valuesAt(record, key)[0]);
      if (typeof co !== 'string' && typeof co !== 'number') continue;
      args[other.name] = co;
      bindings.push({
        param: other.name,
        from: { call: source.id, path: recordPath ? `${recordPath}.${key}` : `${key}` },
        value: co,
      });
    }
    const seeded = this.seed(target, new Set(Object.keys(args)));
    if (!seeded) return undefined;
    return { args: { ...seeded, ...args }, bindings };
  }

  close(): void {
    this.session?.close();
  }
}

export interface Replayed {
  calls: SynthCall[];
  users: Record<string, Record<string, unknown>>;
}

/**
 * Executes the steps in a fresh session in order, each platform's `get_api_key` call recorded before
 * its first keyed call. Undefined when a call fails or a read differs from what exploration saw.
 */
export async function replay(options: { executor: Executor; steps: readonly Step[] }): Promise<Replayed | undefined> {
  const session = options.executor.session();
  const calls: SynthCall[] = [];
  const ids = new Map<string, string>();
  const keys = new Map<string, string>();
  const record = (call: Omit<SynthCall, 'id'>) => {
    const id = `c${calls.length + 1}`;
    calls.push({ id, ...call });
    return id;
  };
  try {
    for (const step of options.steps) {
      const { tool } = step;
      const auth = tool.params.find((param) => param.auth);
      if (auth && !keys.has(tool.platform)) {
        const name = `${tool.platform}_get_api_key`;
        const issued = await session.call(name, {});
        const key = issued.output?.key;
        if (!issued.ok || typeof key !== 'string') return undefined;
        keys.set(tool.platform, key);
        record({
          tool: name,
          platform: tool.platform,
          args: {},
          semanticArgs: {},
          after: [],
          bindings: [],
          output: issued.output,
          text: issued.text,
        });
      }
      const args = auth ? { ...step.args, [auth.name]: keys.get(tool.platform) } : { ...step.args };
      const result = await session.call(tool.name, args);
      if (!result.ok || !result.output) return undefined;
      if (tool.kind === 'read' && result.text !== step.text) return undefined;
      const rename = (id: string) => ids.get(id) ?? id;
      const id = record({
        tool: tool.name,
        platform: tool.platform,
        args,
        semanticArgs: semanticArgs(tool, step.args),
        after: step.after.map(rename),
        bindings: step.bindings.map((binding) => ({
          ...binding,
          from: { ...binding.from, call: rename(binding.from.call) },
        })),
        output: result.output,
        text: result.text,
      });
      ids.set(step.id, id);
    }
    return { calls, users: session.users() };
  } finally {
    session.close();
  }
}
