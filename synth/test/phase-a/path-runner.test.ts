// Phase A on worker threads: the number of workers never changes the graph, and a worker's failure
// reaches the caller as an error naming the worker, with the workers shut down.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, runGraph } from '../../src/phase-a/graph/graph.ts';
import { startRunner } from '../../src/phase-a/refine/path-runner.ts';
import type { GraphFile, IterationRecord } from '../../src/shared/types.ts';

const temp = () => mkdtempSync(join(tmpdir(), 'kopa-parallel-'));

const read = (dir: string) => {
  const graph = JSON.parse(readFileSync(join(dir, 'graph.json'), 'utf8')) as GraphFile;
  const iterations = readFileSync(join(dir, 'iterations.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => ({ ...(JSON.parse(line) as IterationRecord), ms: 0 }));
  return { edges: graph.edges, iterations };
};

describe('phase A on worker threads', () => {
  it('writes the same graph and iterations on one thread and on two', async () => {
    const config = { platforms: ['neis'], iterations: 2, paths: 24, seed: 11, faultRate: 0.2 };
    const inProcess = temp();
    const single = await runGraph({ out: inProcess, config, workers: 1 });
    const onWorkers = temp();
    await runGraph({ out: onWorkers, config, workers: 2, awaitWorkers: true });

    expect(read(onWorkers)).toEqual(read(inProcess));
    expect(single.iterations.every((record) => record.steps > 0)).toBe(true);
    expect(single.iterations.some((record) => record.outcomes.rate_limit + record.outcomes.timeout > 0)).toBe(true);
  });

  it('reports a run that cannot start and leaves no worker behind', async () => {
    const config = { ...DEFAULT_CONFIG, platforms: ['nosuch'] };
    await expect(startRunner({ config, cassette: true, concurrency: 2, workers: 2 })).rejects.toThrow(
      /unknown platform "nosuch"/,
    );
  });

  it('rejects a run whose path fails on a worker, naming the worker and the path', async () => {
    const config = { ...DEFAULT_CONFIG, platforms: ['neis'], paths: 2 };
    const runner = await startRunner({ config, cassette: true, concurrency: 2, workers: 2 });
    try {
      await runner.joined();
      const edge = (src: string) => ({
        id: 'x',
        src,
        field: 'items[].SD_SCHUL_CODE',
        dst: 'neis_list_classes',
        param: 'SD_SCHUL_CODE',
      });
      // One job per chunk: the first two chunks go to this thread, the next two to the worker.
      const jobs = ['neis_search_schools', 'neis_search_schools', 'neis_no_such_tool', 'neis_no_such_tool'].map(
        (src, index) => ({ index, edges: [edge(src)] }),
      );
      await expect(runner.run(1, jobs)).rejects.toThrow(/path worker 1 failed: .*path 2 names neis_no_such_tool/);
    } finally {
      await runner.close();
    }
  });
});
