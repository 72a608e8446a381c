// The materializer: runs a recipe's plan against the offline servers and writes the task JSON —
// golden actions with semantic arguments only, the answer from real outputs, the expected final
// state, and the shape metadata of Table 6.
import { createHub } from '@kopa/kit';
import { findPlatform } from '@kopa/servers';
import { type Ablation, type Invoke, PlanError, runPlan } from './plan-runner.ts';
import type { Recipe, Row } from './recipe.ts';
import { Task } from './schema.ts';
import { taskShape } from './shape.ts';

export { PlanError as MaterializeError };

/** A session of a fresh hub with the recipe's state, as an `invoke` for the plan. */
async function openSession(recipe: Recipe) {
  const platforms = recipe.platforms.map(findPlatform);
  const hub = await createHub({ platforms, idleMs: 0 });
  const { token } = hub.createSession({ state: recipe.state ?? {} });
  const invoke: Invoke = async (name, args) => {
    const platform = platforms.find((candidate) => candidate.toolsByName.has(name));
    if (!platform) throw new PlanError(`no tool ${name}`);
    const result = await hub.callTool({ token, platform: platform.id, name, args });
    const text = (result.content as Array<{ text?: string }>)[0]?.text ?? '';
    return { isError: Boolean(result.isError), output: (result.structuredContent ?? {}) as Row, text };
  };
  return { hub, token, platforms, invoke };
}

export async function materialize(recipe: Recipe): Promise<Task> {
  const { hub, token, platforms, invoke } = await openSession(recipe);
  try {
    const initial = structuredClone(hub.getSession(token)?.state ?? {});
    const { actions, facts } = await runPlan({ recipe, platforms, invoke });
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
        throw new PlanError(`${recipe.id}: tool ${tool} does not exist on ${recipe.platforms.join(', ')}`);
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
      golden: { actions, answer: { facts }, ...(Object.keys(goldenState).length > 0 ? { state: goldenState } : {}) },
      meta: taskShape(actions),
    });
  } finally {
    await hub.close();
  }
}

/**
 * The plan's outcome under an ablation, in a fresh session: its facts and final user state, or the
 * error that stopped it. The invariants compare this with the golden task.
 */
export async function ablate(
  recipe: Recipe,
  ablation: Ablation,
): Promise<{ facts?: unknown; user?: unknown; error?: string }> {
  const { hub, token, platforms, invoke } = await openSession(recipe);
  try {
    const { facts } = await runPlan({ recipe, platforms, invoke, ablation });
    const state = hub.getSession(token)?.state ?? {};
    const user = Object.fromEntries(recipe.platforms.map((platform) => [platform, state[platform]?.user]));
    return { facts, user };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    await hub.close();
  }
}
