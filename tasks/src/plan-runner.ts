// Runs a recipe's plan through any `invoke` (the hub for materializing, a rollout's session for the
// evaluator's counterfactual agents), recording golden actions. An ablation replays the plan with
// one action skipped (its output emptied, a write not made) or with paged reads cut to the first
// page; the task-set invariants use it to prove every golden action is needed.
import { type AnyTool, type Platform, pageArgs } from '@kopa/kit';
import type { ActionRef, PlanContext, Recipe, Row } from './recipe.ts';
import type { Fact, GoldenAction } from './schema.ts';

export class PlanError extends Error {}

export interface Ablation {
  /** Skip this action (by id): its output is empty and a write is not made. */
  drop?: string;
  /** Read only the first page of `callAllPages` reads, at the upstream's default page size (no
   *  paging arguments), as an agent that never pages would. */
  firstPageOnly?: boolean;
}

export type Invoke = (name: string, args: Row) => Promise<{ isError: boolean; output: Row; text: string }>;

/** An output of the same shape with nothing in it, as a skipped call leaves the plan. */
function emptied(output: Row): Row {
  const empty: Row = {};
  for (const [key, value] of Object.entries(output)) {
    empty[key] = Array.isArray(value)
      ? []
      : typeof value === 'number'
        ? 0
        : typeof value === 'object' && value !== null
          ? {}
          : '';
  }
  return empty;
}

export async function runPlan(options: {
  recipe: Recipe;
  platforms: readonly Platform[];
  invoke: Invoke;
  ablation?: Ablation;
}): Promise<{ actions: GoldenAction[]; facts: Fact[] }> {
  const { platforms, invoke, ablation = {} } = options;
  const actions: GoldenAction[] = [];
  const keys = new Map<string, { key: string; ref: ActionRef }>();
  const toolOf = (name: string): { tool: AnyTool; platform: Platform } => {
    for (const platform of platforms) {
      const tool = platform.toolsByName.get(name);
      if (tool) return { tool, platform };
    }
    throw new PlanError(`no tool ${name} on ${platforms.map((p) => p.id).join(', ')}`);
  };
  const nextId = () => `a${actions.length + 1}`;
  const call = async (name: string, args: Row, id: string): Promise<Row> => {
    const { tool } = toolOf(name);
    const skipped = ablation.drop === id;
    if (skipped && tool.kind === 'write') return {};
    const result = await invoke(name, args);
    if (result.isError) throw new PlanError(`${name}(${JSON.stringify(args)}) failed: ${result.text}`);
    return skipped ? emptied(result.output) : result.output;
  };
  const prepare = (name: string, args: Row, after: ActionRef[] = []) => {
    const { tool, platform } = toolOf(name);
    const shape = tool.input.shape as Record<string, unknown>;
    const authParam = tool.authParam ?? platform.auth.param;
    const generic = new Set([...(tool.generic ?? []), authParam]);
    const semantic = Object.fromEntries(Object.entries(args).filter(([param]) => !generic.has(param)));
    const full: Row = { ...args };
    const dependencies = after.map((ref) => ref.id);
    if (authParam in shape) {
      const key = keys.get(platform.id);
      if (!key) throw new PlanError(`${name} needs a key: call context.key('${platform.id}') first`);
      full[authParam] = key.key;
      if (!dependencies.includes(key.ref.id)) dependencies.unshift(key.ref.id);
    }
    return { tool, semantic, full, dependencies };
  };
  const keyAction = async (platform: string, verb: 'get' | 'renew') => {
    const name = `${platform}_${verb}_api_key`;
    const previous = keys.get(platform);
    const id = nextId();
    const output = await call(name, {}, id);
    actions.push({ id, tool: name, args: {}, after: previous ? [previous.ref.id] : [] });
    keys.set(platform, { key: String(output.key ?? ''), ref: { id } });
    return { id };
  };
  const context: PlanContext = {
    key: (platform) => keyAction(platform, 'get'),
    renewKey: (platform) => keyAction(platform, 'renew'),
    async call(name, args, callOptions = {}) {
      const { semantic, full, dependencies } = prepare(name, args, callOptions.after);
      const id = nextId();
      actions.push({ id, tool: name, args: semantic, after: dependencies });
      const output = await call(name, full, id);
      return { id, output: output as never };
    },
    async callPage(name, args, callOptions = {}) {
      const { tool, semantic, full, dependencies } = prepare(name, args, callOptions.after);
      if (!tool.paging) throw new PlanError(`${name} declares no paging; use call()`);
      const id = nextId();
      actions.push({ id, tool: name, args: semantic, after: dependencies });
      const output = await call(name, { ...full, ...pageArgs(tool.paging, 0) }, id);
      const items = (output.items as Row[] | undefined) ?? [];
      return { id, items, totalCount: Number(output.totalCount ?? items.length) };
    },
    async callAllPages(name, args, callOptions = {}) {
      const { tool, semantic, full, dependencies } = prepare(name, args, callOptions.after);
      if (!tool.paging) throw new PlanError(`${name} declares no paging; use call()`);
      const id = nextId();
      actions.push({ id, tool: name, args: semantic, after: dependencies, allPages: true });
      const items: Row[] = [];
      let totalCount = 0;
      for (let page = 0; ; page++) {
        const output = await call(
          name,
          ablation.firstPageOnly ? full : { ...full, ...pageArgs(tool.paging, page) },
          id,
        );
        const rows = (output.items as Row[] | undefined) ?? [];
        totalCount = Number(output.totalCount ?? rows.length);
        items.push(...rows);
        if (rows.length === 0 || items.length >= totalCount || ablation.firstPageOnly) break;
      }
      return { id, items, totalCount };
    },
  };
  const answer = await options.recipe.plan(context);
  return { actions, facts: answer.facts };
}
