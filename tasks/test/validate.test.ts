import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTasks, type Task, taskProblems } from '../src/index.ts';

const [good] = loadTasks({ ids: ['finance-001'] }) as [Task];
const variant = (id: string, change: (task: Task) => void): Task => {
  const task = structuredClone({ ...good, id });
  change(task);
  return task;
};

/** A .jsonl holding two sound tasks and then `bad` on line 3. */
function setWithBadLine3(bad: Task): string {
  const file = join(mkdtempSync(join(tmpdir(), 'kopa-validate-')), 'set.jsonl');
  const lines = [good, { ...good, id: 'finance-901' }, bad].map((task) => JSON.stringify(task));
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

describe('task-set validation at load', () => {
  it('accepts the benchmark', () => {
    expect(loadTasks()).toHaveLength(145);
  });

  it('rejects a golden action whose tool the task does not offer, naming file, line and task', () => {
    const bad = variant('finance-902', (task) => {
      task.tools = task.tools.filter((tool) => tool !== 'dart_get_single_account');
    });
    const file = setWithBadLine3(bad);
    expect(() => loadTasks({ source: file })).toThrow(
      `invalid task finance-902 in ${file}:3: golden action a3 calls dart_get_single_account, not in the task's tools`,
    );
  });

  it('rejects a golden tool no platform of the task serves', () => {
    const bad = variant('finance-903', (task) => {
      task.tools.push('dart_get_stock_price_forecast');
      (task.golden.actions[2] as { tool: string }).tool = 'dart_get_stock_price_forecast';
    });
    const file = setWithBadLine3(bad);
    expect(() => loadTasks({ source: file })).toThrow(
      /invalid task finance-903 in .*set\.jsonl:3: .*golden action a3 calls dart_get_stock_price_forecast, not a tool of dart/,
    );
  });

  it('rejects a tool of a platform the task does not declare', () => {
    const bad = variant('finance-904', (task) => {
      task.tools.push('neis_get_school_info');
      (task.golden.actions[2] as { tool: string }).tool = 'neis_get_school_info';
    });
    expect(taskProblems(bad)).toContain('golden action a3 calls neis_get_school_info, not a tool of dart');
  });

  it('rejects an unknown platform', () => {
    const bad = variant('finance-905', (task) => {
      task.platforms = ['dart', 'nowhere'];
    });
    const file = setWithBadLine3(bad);
    expect(() => loadTasks({ source: file })).toThrow(
      /invalid task finance-905 in .*set\.jsonl:3: unknown platform "nowhere" \(known: .*dart.*\)/,
    );
  });

  it('rejects dependencies on later or missing actions and state for undeclared platforms', () => {
    const bad = variant('finance-906', (task) => {
      (task.golden.actions[0] as { after: string[] }).after = ['a9'];
      task.state = { neis: {} };
    });
    expect(taskProblems(bad)).toEqual([
      'golden action a1 waits for a9, not an earlier action',
      "state for neis, which is not among the task's platforms",
    ]);
  });

  it('reports schema errors and bad JSON on one line with file and line', () => {
    const file = setWithBadLine3({ ...good, id: 'finance-907', type: 'Loop' } as unknown as Task);
    expect(() => loadTasks({ source: file })).toThrow(/invalid task finance-907 in .*set\.jsonl:3: type: /);
    let message = '';
    try {
      loadTasks({ source: file });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).not.toContain('\n');
    writeFileSync(file, `${JSON.stringify(good)}\n{"id": \n`);
    expect(() => loadTasks({ source: file })).toThrow(/invalid JSON in .*set\.jsonl:2: /);
  });

  it('names both places of a duplicate id', () => {
    const file = setWithBadLine3(good);
    expect(() => loadTasks({ source: file })).toThrow(
      /duplicate task id finance-001 in .*set\.jsonl:1 and .*set\.jsonl:3/,
    );
  });
});
