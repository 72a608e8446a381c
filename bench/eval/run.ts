// bench/eval: the evaluator's own speed, measured in one run on this machine, each figure beside
// its goal (DESIGN §7; issue "Speed and distribution"):
//   1. the oracle over the whole task set, 4 rollouts each: wall time, first dataset builds included;
//   2. harness overhead per rollout against a zero-latency scripted model;
//   3. efficiency at concurrency 64 against a scripted model answering each turn after 200 ms,
//      compared with the ideal (every slot always waiting on the model).
// The scripted model runs in a child process, as a real model server would.
// Usage: pnpm bench:eval [--rollouts 128]
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { createInProcessEnvironment, createOpenAIAgent, createOracleAgent, runEval } from '@kopa/evaluator';
import { selectPlatforms } from '@kopa/servers';
import { loadTasks } from '@kopa/tasks';
import { printGoals } from '../goals.ts';
import { DART_TASKS } from './scripted-model.ts';

const ORACLE_GOAL_S = 5;
const EFFICIENCY_GOAL = 0.9;
const CONCURRENCY = 64;
const TURN_MS = 200;
const TURNS = 3;

const { values } = parseArgs({ options: { rollouts: { type: 'string', default: '128' } } });
const rollouts = Number(values.rollouts);
if (!Number.isInteger(rollouts) || rollouts < 1) {
  process.stderr.write('kopa bench: --rollouts takes a positive integer, e.g. --rollouts 128\n');
  process.exit(2);
}
const tasks = loadTasks();
const platforms = selectPlatforms([...new Set(tasks.flatMap((task) => task.platforms))]);
const runsDir = mkdtempSync(join(tmpdir(), 'kopa-bench-eval-'));

async function scriptedModel(latencyMs: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(import.meta.dirname, 'scripted-model.ts'), String(latencyMs)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolveLine, reject) => {
    child.once('exit', (code) => reject(new Error(`the scripted model exited with code ${code}`)));
    createInterface({ input: child.stdout }).once('line', resolveLine);
  });
  return { url, close: () => void child.kill() };
}

async function scriptedRun(options: { latencyMs: number; concurrency: number; rollouts: number; runId: string }) {
  const model = await scriptedModel(options.latencyMs);
  const environment = await createInProcessEnvironment(platforms);
  const dartTasks = DART_TASKS();
  const perTask = Math.max(1, Math.round(options.rollouts / dartTasks.length));
  try {
    const agent = createOpenAIAgent({ baseURL: model.url, model: 'scripted', concurrency: options.concurrency });
    // One untimed rollout first: it builds DART's dataset (a cost the oracle figure carries) and
    // warms the JIT, so that the timed run measures the harness in its steady state.
    await runEval({
      tasks: dartTasks.slice(0, 1),
      agent,
      environment,
      rollouts: 1,
      seeds: [0],
      concurrency: 1,
      runsDir,
      runId: `${options.runId}-warm-up`,
    });
    const started = performance.now();
    const result = await runEval({
      tasks: dartTasks,
      agent,
      environment,
      rollouts: perTask,
      seeds: [0],
      concurrency: options.concurrency,
      runsDir,
      runId: options.runId,
    });
    const wallMs = performance.now() - started;
    const overhead = result.records.map((record) => record.durationMs - record.modelMs).sort((a, b) => a - b);
    return {
      rollouts: result.records.length,
      wallMs,
      overheadP50: overhead[Math.floor(overhead.length / 2)] ?? Number.NaN,
      infra: result.summary.infraErrors.count,
    };
  } finally {
    await environment.close();
    model.close();
  }
}

const oracleStarted = performance.now();
const oracleEnvironment = await createInProcessEnvironment(platforms);
const oracle = await runEval({
  tasks,
  agent: createOracleAgent(),
  environment: oracleEnvironment,
  rollouts: 4,
  seeds: [0],
  concurrency: 8,
  runsDir,
  runId: 'oracle',
});
const oracleS = (performance.now() - oracleStarted) / 1000;
await oracleEnvironment.close();

const zero = await scriptedRun({ latencyMs: 0, concurrency: 1, rollouts: 30, runId: 'zero-latency' });
const slow = await scriptedRun({
  latencyMs: TURN_MS,
  concurrency: CONCURRENCY,
  rollouts: rollouts * 5,
  runId: 'latency-200',
});
// The ideal run keeps every slot waiting on the model from start to end: n rollouts of TURNS turns
// on CONCURRENCY slots take ceil(n / CONCURRENCY) rollout times at best (the last round may be part full).
const idealWallMs = Math.ceil(slow.rollouts / CONCURRENCY) * TURNS * TURN_MS;
const ideal = slow.rollouts / (idealWallMs / 1000);
const measured = slow.rollouts / (slow.wallMs / 1000);

console.log(`\nbench/eval on node ${process.version}, ${cpus().length} cores, ${tasks.length} tasks`);
printGoals([
  {
    figure: `oracle, ${tasks.length} tasks × 4 rollouts, wall (pass@1 ${(oracle.summary.overall.pass1 * 100).toFixed(0)}%)`,
    measured: `${oracleS.toFixed(2)} s`,
    goal: `≤ ${ORACLE_GOAL_S} s`,
    met: oracleS <= ORACLE_GOAL_S && oracle.summary.overall.pass1 === 1,
  },
  {
    figure: `harness overhead per rollout (zero-latency model, ${TURNS} turns, 2 tool calls), p50 of ${zero.rollouts}`,
    measured: `${zero.overheadP50.toFixed(1)} ms`,
    goal: '—',
    met: true,
  },
  {
    figure: `efficiency at concurrency ${CONCURRENCY}, ${TURN_MS} ms per model turn (${slow.rollouts} rollouts, ${slow.infra} infra errors)`,
    measured: `${measured.toFixed(1)} rollouts/s of an ideal ${ideal.toFixed(1)}/s = ${((measured / ideal) * 100).toFixed(0)}%`,
    goal: `≥ ${EFFICIENCY_GOAL * 100}%`,
    met: measured / ideal >= EFFICIENCY_GOAL && slow.infra === 0,
  },
]);
