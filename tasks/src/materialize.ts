// The materializer: runs a recipe's plan against the offline servers and writes the task JSON —
// golden actions with semantic arguments only, the answer from real outputs, the expected final
// state, and the shape metadata of Table 6.
import { createHub } from '@kopa/kit';
import { findPlatform } from '@kopa/servers';
import { deriveClaims, type GoldenOutput } from './derive.ts';
import { type Ablation, type Invoke, PlanError, runPlan } from './plan-runner.ts';
import type { Recipe, Row } from './recipe.ts';
import { type Fact, type GoldenAction, Task } from './schema.ts';
import { isKeyTool, taskShape } from './shape.ts';

export { PlanError as MaterializeError };

/** A session of a fresh hub with the recipe's state, as an `invoke` for the plan. */
async function openSession(recipe: Recipe) {
  const platforms = recipe.platforms.map(findPlatform);
  const hub = await createHub({ platforms, idleMs: 0 });
  const { token } = hub.createSession({ state: recipe.state ?? {} });
  const outputs: GoldenOutput[] = [];
  const invoke: Invoke = async (name, args) => {
    const platform = platforms.find((candidate) => candidate.toolsByName.has(name));
    if (!platform) throw new PlanError(`no tool ${name}`);
    const result = await hub.callTool({ token, platform: platform.id, name, args });
    const text = (result.content as Array<{ text?: string }>)[0]?.text ?? '';
    const output = (result.structuredContent ?? {}) as Row;
    const tool = platform.toolsByName.get(name);
    if (!result.isError && tool?.kind === 'read' && !isKeyTool(name)) outputs.push({ tool: name, output });
    return { isError: Boolean(result.isError), output, text };
  };
  return { hub, token, platforms, invoke, outputs };
}

/** The facts of every ablated replay that completes: one per skipped action, and first page only. */
async function ablatedFacts(recipe: Recipe, actions: readonly GoldenAction[]) {
  const ablations: Array<{ why: string; ablation: Ablation }> = actions
    .filter((action) => !isKeyTool(action.tool))
    .map((action) => ({ why: `skip:${action.id}`, ablation: { drop: action.id } }));
  if (actions.some((action) => action.allPages))
    ablations.push({ why: 'first-page', ablation: { firstPageOnly: true } });
  const results: Array<{ why: string; facts: Fact[] }> = [];
  for (const { why, ablation } of ablations) {
    const outcome = await ablate(recipe, ablation);
    if (Array.isArray(outcome.facts)) results.push({ why, facts: outcome.facts as Fact[] });
  }
  return results;
}

export async function materialize(recipe: Recipe): Promise<Task> {
  const { hub, token, platforms, invoke, outputs } = await openSession(recipe);
  try {
    const initial = structuredClone(hub.getSession(token)?.state ?? {});
    const { actions, facts: planned } = await runPlan({ recipe, platforms, invoke });
    const claims = deriveClaims({
      facts: planned,
      outputs,
      query: recipe.query,
      ablations: await ablatedFacts(recipe, actions),
    });
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
      golden: {
        actions,
        answer: { facts: claims.facts, ...(claims.names ? { names: claims.names } : {}) },
        ...(Object.keys(goldenState).length > 0 ? { state: goldenState } : {}),
      },
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
