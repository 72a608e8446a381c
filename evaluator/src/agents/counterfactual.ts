// Counterfactual agents for the task-set invariants (issue 7): they replay a task's recipe through
// the rollout's own session, but read only the first page of every paged query (`first-page`) or
// skip the code lookup that later calls depend on (`skip-lookup`), and answer with whatever the
// plan then computes. The normal graders must fail them on every task that needs that step.
import { findPlatform } from '@kopa/servers';
import { type Ablation, isKeyTool, type Recipe, runPlan, type Task } from '@kopa/tasks';
import { renderAnswer } from './oracle.ts';
import { type Agent, textOf } from './types.ts';

export type CounterfactualMode = 'first-page' | 'skip-lookup';

/** The first data action whose output a later action uses: the lookup an agent might skip. */
export function lookupAction(task: Task): string | undefined {
  const dependedOn = new Set(task.golden.actions.flatMap((action) => action.after));
  return task.golden.actions.find((action) => !isKeyTool(action.tool) && dependedOn.has(action.id))?.id;
}

export function createCounterfactualAgent(options: { mode: CounterfactualMode; recipes: readonly Recipe[] }): Agent {
  const recipes = new Map(options.recipes.map((recipe) => [recipe.id, recipe]));
  return {
    name: options.mode,
    async run({ task, callTool }) {
      const recipe = recipes.get(task.id);
      if (!recipe) throw new Error(`${options.mode}: no recipe for ${task.id}`);
      const ablation: Ablation =
        options.mode === 'first-page' ? { firstPageOnly: true } : { drop: lookupAction(task) ?? '' };
      let steps = 0;
      let answer: string;
      try {
        const { facts } = await runPlan({
          recipe,
          platforms: task.platforms.map(findPlatform),
          ablation,
          invoke: async (name, args) => {
            steps++;
            const result = await callTool(name, args);
            return {
              isError: Boolean(result.isError),
              output: (result.structuredContent ?? {}) as Record<string, unknown>,
              text: textOf(result),
            };
          },
        });
        answer = renderAnswer(facts);
      } catch {
        answer = '확인할 수 없습니다.';
      }
      return { answer, messages: [], usage: { inputTokens: 0, outputTokens: 0 }, steps, errors: [], modelMs: 0 };
    },
  };
}
