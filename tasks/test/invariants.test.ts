// Task-set invariants (DESIGN §4, issue 7): every golden action is necessary — skipping any one of
// them (its output emptied, a write not made) breaks the answer or the final state — and every
// read-to-the-end task is wrong when only the first page is read.
import { describe, expect, it } from 'vitest';
import { RECIPES } from '../recipes/index.ts';
import { ablate, isKeyTool, loadTasks } from '../src/index.ts';

const tasks = new Map(loadTasks().map((task) => [task.id, task]));
const cases = RECIPES.map((recipe) => {
  const task = tasks.get(recipe.id);
  if (!task) throw new Error(`${recipe.id} is not materialized; run pnpm kopa tasks materialize ${recipe.id}`);
  return [recipe.id, recipe, task] as const;
});

describe('every golden action is necessary', () => {
  it.each(cases)('%s', async (_id, recipe, task) => {
    for (const action of task.golden.actions) {
      if (isKeyTool(action.tool)) continue;
      const outcome = await ablate(recipe, { drop: action.id });
      const sameFacts = JSON.stringify(outcome.facts) === JSON.stringify(task.golden.answer.facts);
      const expectedUser = Object.fromEntries(
        task.platforms.map((platform) => [platform, task.golden.state?.[platform]?.user]),
      );
      const sameState =
        !task.golden.state ||
        JSON.stringify(outcome.user) ===
          JSON.stringify({
            ...(outcome.user as object),
            ...Object.fromEntries(Object.entries(expectedUser).filter(([, user]) => user !== undefined)),
          });
      const harmless = !outcome.error && sameFacts && sameState;
      expect(
        harmless,
        `${task.id}: skipping ${action.id} ${action.tool} changes neither the answer nor the state`,
      ).toBe(false);
    }
  });
});

describe('reading only the first page gives a wrong answer', () => {
  const paged = cases.filter(([, , task]) => task.golden.actions.some((action) => action.allPages));
  it.each(paged)('%s', async (_id, recipe, task) => {
    const outcome = await ablate(recipe, { firstPageOnly: true });
    const sameFacts = JSON.stringify(outcome.facts) === JSON.stringify(task.golden.answer.facts);
    expect(Boolean(outcome.error) || !sameFacts, `${task.id}: page 1 alone gives the golden answer`).toBe(true);
  });
});
