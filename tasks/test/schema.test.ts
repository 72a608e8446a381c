import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatStats, loadTasks, taskShape, taskStats } from '../src/index.ts';

describe('the task loader', () => {
  it('selects by domain, id and type', () => {
    expect(loadTasks({ ids: ['finance-002'] }).map((task) => task.type)).toEqual(['Drv']);
    expect(loadTasks({ types: ['Cmp'] }).every((task) => task.type === 'Cmp')).toBe(true);
    expect(loadTasks({ domains: ['law'] }).map((task) => task.domain)).toEqual(Array(22).fill('law'));
  });

  it('reads a JSONL file and names the line of an invalid task', () => {
    const [task] = loadTasks({ ids: ['finance-001'] });
    const file = join(mkdtempSync(join(tmpdir(), 'kopa-tasks-')), 'set.jsonl');
    writeFileSync(file, `${JSON.stringify(task)}\n${JSON.stringify({ ...task, id: 'finance-999', type: 'Loop' })}\n`);
    expect(() => loadTasks({ source: file })).toThrow(/set\.jsonl:2.*type/s);
    writeFileSync(file, `${JSON.stringify(task)}\n`);
    expect(loadTasks({ source: file })).toHaveLength(1);
  });
});

describe('task shape and Table 6 statistics', () => {
  it('counts steps as dependency depth, parallel data calls and fan-out junctions', () => {
    const shape = taskShape([
      { id: 'a1', tool: 'dart_get_api_key', args: {}, after: [] },
      { id: 'a2', tool: 'dart_search_corp_code', args: {}, after: ['a1'] },
      { id: 'a3', tool: 'dart_get_company', args: { corp_code: '1' }, after: ['a1', 'a2'] },
      { id: 'a4', tool: 'dart_get_company', args: { corp_code: '2' }, after: ['a1', 'a2'] },
    ]);
    expect(shape).toEqual({ steps: 3, calls: 4, parallel: true, junction: 'one-to-many', records: 2 });
  });

  it("prints the paper's row beside ours", () => {
    const text = formatStats(taskStats(loadTasks()));
    expect(text).toMatch(/finance\s+KOPA/);
    expect(text).toMatch(/finance\s+paper\s+29\s+3\.69\s+5\.65/);
  });
});
