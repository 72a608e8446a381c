// bench/synth: EDGE at paper scale, measured in one run on this machine (DESIGN §7):
//   phase A — 100 iterations × 500 paths with the heuristic proposer: wall time, calls per second
//   (requested, and executed on a server rather than replayed from the run's cassette), the pass
//   rates of the first and last 10 iterations (Fig. 6) and the alive-edge share;
//   phase B — `--tasks` synthesized tasks with template queries from that graph: wall time.
// Usage: pnpm bench:synth [--iterations 100] [--paths 500] [--tasks 2000] [--out <dir>] [--graph <dir>]
// `--graph` times phase B alone on an existing `kopa synth graph` directory.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { datasetStats, formatStats, runGraph, synthesizeTasks } from '@kopa/synth';

const { values } = parseArgs({
  options: {
    iterations: { type: 'string', default: '100' },
    paths: { type: 'string', default: '500' },
    tasks: { type: 'string', default: '2000' },
    out: { type: 'string' },
    graph: { type: 'string' },
  },
});
const out = values.out ?? mkdtempSync(join(tmpdir(), 'kopa-bench-synth-'));
const iterations = Number(values.iterations);
const paths = Number(values.paths);

const graphDir = values.graph ?? join(out, 'graph');
if (!values.graph) await phaseA();

async function phaseA() {
  const graphStarted = performance.now();
  const graph = await runGraph({
    out: join(out, 'graph'),
    config: { iterations, paths },
    onIteration: (record) => {
      if (record.iteration % 10 === 0)
        process.stderr.write(`iteration ${record.iteration}: pass ${record.passRate.toFixed(3)}\n`);
    },
  });
  const graphSeconds = (performance.now() - graphStarted) / 1000;
  const mean = (records: typeof graph.iterations, key: 'passRate' | 'stepRate') =>
    records.reduce((sum, record) => sum + record[key], 0) / Math.max(1, records.length);
  const first = graph.iterations.slice(0, 10);
  const last = graph.iterations.slice(-10);
  const skeleton = graph.graph.edges.filter((edge) => edge.origin === 'skeleton');
  const tested = graph.graph.edges.filter((edge) => edge.trials > 0);
  const alive = graph.graph.edges.filter((edge) => edge.status === 'alive');
  const pct = (value: number) => `${(100 * value).toFixed(1)}%`;

  console.log(`EDGE phase A, ${iterations} × ${paths} paths, heuristic proposer`);
  console.log(`  wall time                 ${graphSeconds.toFixed(1)} s (goal ≤ 180 s at 100 × 500)`);
  console.log(
    `  calls                     ${graph.calls.requested} requested (${Math.round(graph.calls.requested / graphSeconds)}/s), ` +
      `${graph.calls.executed} executed on a server (${Math.round(graph.calls.executed / graphSeconds)}/s), the rest from the cassette`,
  );
  console.log(
    `  skeleton                  ${graph.graph.skeleton.admitted} admitted of ${graph.graph.skeleton.proposed} proposed`,
  );
  console.log(
    `  edges now                 ${graph.graph.edges.length}, alive ${alive.length} (${pct(alive.length / graph.graph.edges.length)})`,
  );
  console.log(
    `  tested edges alive        ${pct(tested.filter((edge) => edge.status === 'alive').length / Math.max(1, tested.length))} of ${tested.length} tested`,
  );
  console.log(
    `  skeleton edges alive      ${pct(skeleton.filter((edge) => edge.status === 'alive').length / skeleton.length)}`,
  );
  console.log(
    `  pass rate                 first 10 ${pct(mean(first, 'passRate'))}, last 10 ${pct(mean(last, 'passRate'))}`,
  );
  console.log(
    `  step success              first 10 ${pct(mean(first, 'stepRate'))}, last 10 ${pct(mean(last, 'stepRate'))}`,
  );
}

const count = Number(values.tasks);
if (count > 0) {
  const tasksStarted = performance.now();
  const result = await synthesizeTasks({ graphDir, out: join(out, 'tasks'), count, seed: 7 });
  const seconds = (performance.now() - tasksStarted) / 1000;
  console.log(`EDGE phase B, ${count} tasks, template queries`);
  console.log(`  wall time                 ${seconds.toFixed(1)} s (goal ≤ 60 s for 2,000)`);
  console.log(`  accepted                  ${result.records.length} of ${result.attempts} attempts`);
  console.log(`  rejected                  ${JSON.stringify(result.rejected)}`);
  console.log(formatStats(datasetStats(result.records)));
}
console.log(`output in ${out}`);
