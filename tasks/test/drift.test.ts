// Every committed task equals what its recipe materializes today: a change to the data, the
// servers or a recipe that moves a golden answer fails here (DESIGN §4).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RECIPES } from '../recipes/index.ts';
import { loadTasks, materialize, TASK_DATA_DIR } from '../src/index.ts';
import { taskJson } from '../src/write.ts';

describe('the committed tasks', () => {
  it.each(RECIPES.map((recipe) => [recipe.id, recipe] as const))(
    '%s matches its recipe (no drift)',
    async (id, recipe) => {
      const task = await materialize(recipe);
      const committed = readFileSync(join(TASK_DATA_DIR, task.domain, `${id}.json`), 'utf8');
      expect(taskJson(task), `${id} drifted; if the change is intended run: pnpm kopa tasks materialize ${id}`).toBe(
        committed,
      );
    },
  );

  it('has one file per recipe, unique ids and unique queries', () => {
    const tasks = loadTasks();
    expect(tasks.map((task) => task.id).sort()).toEqual(RECIPES.map((recipe) => recipe.id).sort());
    expect(new Set(tasks.map((task) => task.query)).size).toBe(tasks.length);
  });

  it('offers every golden tool and the key tools of every platform', () => {
    for (const task of loadTasks()) {
      for (const action of task.golden.actions) expect(task.tools, task.id).toContain(action.tool);
      for (const platform of task.platforms) expect(task.tools, task.id).toContain(`${platform}_get_api_key`);
    }
  });
});
