// The materializer: runs a recipe's plan against the offline servers and writes the task JSON —
// golden actions with semantic arguments only, the answer from real outputs, the expected final
// state, and the shape metadata of Table 6.
import { type AnyTool, createHub, type Hub, type Platform, pageArgs } from '@kopa/kit';
import { findPlatform } from '@kopa/servers';
import type { ActionRef, PlanContext, Recipe, Row } from './recipe.ts';
import { type GoldenAction, Task } from './schema.ts';
import { taskShape } from './shape.ts';

export class MaterializeError extends Error {}

export async function materialize(recipe: Recipe): Promise<Task> {
  const platforms = recipe.platforms.map(findPlatform);
  const hub = await createHub({ platforms, idleMs: 0 });
  try {
    const { token } = hub.createSession({ state: recipe.state ?? {} });
    const initial = structuredClone(hub.getSession(token)?.state ?? {});
    const actions: GoldenAction[] = [];
    const context = planContext({ hub, token, platforms, actions });
    const answer = await recipe.plan(context);

    const final = hub.getSession(token)?.state ?? {};
    const goldenState: Record<string, { user: Record<string, unknown> }> = {};
    for (const platform of recipe.platforms) {
      const user = final[platform]?.user as Record<string, unknown> | undefined;
      if (user && JSON.stringify(user) !== JSON.stringify(initial[platform]?.user)) goldenState[platform] = { user };
    }
    const golden = new Set(actions.map((action) => action.tool));
    const keyTools = recipe.platforms.map((id) => `${id}_get_api_key`);
    const tools = [...new Set([...golden, ...keyTools, ...recipe.distractors])].sort();
    for (const tool of tools) {
      if (!platforms.some((platform) => platform.toolsByName.has(tool))) {
        throw new MaterializeError(`${recipe.id}: tool ${tool} does not exist on ${recipe.platforms.join(', ')}`);
      }
    }
    return Task.parse({
      id: recipe.id,
      domain: recipe.domain,
      type: recipe.type,
      query: recipe.query,
      platforms: recipe.platforms,
      tools,
      state: recipe.state ?? {},
      golden: {
        actions,
        answer,
        ...(Object.keys(goldenState).length > 0 ? { state: goldenState } : {}),
      },
      meta: taskShape(actions),
    });
  } finally {
    await hub.close();
  }
}

function planContext(options: {
  hub: Hub;
  token: string;
  platforms: Platform[];
  actions: GoldenAction[];
}): PlanContext {
  const { hub, token, platforms, actions } = options;
  const keys = new Map<string, { key: string; ref: ActionRef }>();
  const toolOf = (name: string): { tool: AnyTool; platform: Platform } => {
    for (const platform of platforms) {
      const tool = platform.toolsByName.get(name);
      if (tool) return { tool, platform };
    }
    throw new MaterializeError(`no tool ${name} on ${platforms.map((p) => p.id).join(', ')}`);
  };
  const invoke = async (name: string, args: Row): Promise<Row> => {
    const { platform } = toolOf(name);
    const result = await hub.callTool({ token, platform: platform.id, name, args });
    const text = (result.content as Array<{ text?: string }>)[0]?.text ?? '';
    if (result.isError) throw new MaterializeError(`${name}(${JSON.stringify(args)}) failed: ${text}`);
    return result.structuredContent as Row;
  };
  const record = (action: Omit<GoldenAction, 'id'>): ActionRef => {
    const ref = { id: `a${actions.length + 1}` };
    actions.push({ id: ref.id, ...action });
    return ref;
  };
  /** The semantic arguments plus the key, and the `after` list including the key action. */
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
      if (!key) throw new MaterializeError(`${name} needs a key: call context.key('${platform.id}') first`);
      full[authParam] = key.key;
      if (!dependencies.includes(key.ref.id)) dependencies.unshift(key.ref.id);
    }
    return { tool, semantic, full, dependencies };
  };

  const keyAction = async (platform: string, verb: 'get' | 'renew') => {
    const name = `${platform}_${verb}_api_key`;
    const previous = keys.get(platform);
    const output = await invoke(name, {});
    const ref = record({ tool: name, args: {}, after: previous ? [previous.ref.id] : [] });
    keys.set(platform, { key: String(output.key), ref });
    return ref;
  };

  return {
    key: (platform) => keyAction(platform, 'get'),
    renewKey: (platform) => keyAction(platform, 'renew'),
    async call(name, args, callOptions = {}) {
      const { semantic, full, dependencies } = prepare(name, args, callOptions.after);
      const output = await invoke(name, full);
      const ref = record({ tool: name, args: semantic, after: dependencies });
      return { ...ref, output: output as never };
    },
    async callAllPages(name, args, callOptions = {}) {
      const { tool, semantic, full, dependencies } = prepare(name, args, callOptions.after);
      if (!tool.paging) throw new MaterializeError(`${name} declares no paging; use call()`);
      const items: Row[] = [];
      let totalCount = 0;
      for (let page = 0; ; page++) {
        const output = await invoke(name, { ...full, ...pageArgs(tool.paging, page) });
        const rows = (output.items as Row[] | undefined) ?? [];
        totalCount = Number(output.totalCount ?? rows.length);
        items.push(...rows);
        if (rows.length === 0 || items.length >= totalCount) break;
      }
      const ref = record({ tool: name, args: semantic, after: dependencies, allPages: true });
      return { ...ref, items, totalCount };
    },
  };
}
