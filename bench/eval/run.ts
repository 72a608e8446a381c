// bench/eval: the evaluator's own speed, measured in one run on this machine (DESIGN §7):
//   1. the oracle over the whole task set, 4 rollouts each: wall time;
//   2. harness overhead per rollout against a zero-latency scripted model;
//   3. efficiency at concurrency 64 against a scripted model with 200 ms latency per turn,
//      compared with the ideal (every slot always waiting on the model).
// Usage: pnpm bench:eval [--rollouts 64]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  createInProcessEnvironment,
  createOpenAIAgent,
  createOracleAgent,
  runEval,
  startScriptedServer,
  type Turn,
} from '@kopa/evaluator';
import { selectPlatforms } from '@kopa/servers';
import { loadTasks } from '@kopa/tasks';

const { values } = parseArgs({ options: { rollouts: { type: 'string', default: '128' } } });
const tasks = loadTasks();
const platforms = selectPlatforms([...new Set(tasks.flatMap((task) => task.platforms))]);
const runsDir = mkdtempSync(join(tmpdir(), 'kopa-bench-eval-'));

/** Three model turns per rollout: the key, one real tool call, then the answer. */
function scripts(): Record<string, Turn[]> {
  const turns: Turn[] = [
    { toolCalls: [{ name: 'dart_get_api_key', args: () => ({}) }] },
    {
      toolCalls: [
        {
          name: 'dart_search_corp_code',
          args: (context) => ({
            crtfc_key: String(
              (context.results[0] as { key?: string; value?: { key: string } })?.value?.key ??
                (context.results[0] as { key?: string })?.key,
            ),
            corp_name: '삼성전자',
          }),
        },
      ],
    },
    { content: () => '답을 찾지 못했습니다.' },
  ];
  return Object.fromEntries(tasks.filter((task) => task.platforms.includes('dart')).map((task) => [task.query, turns]));
}

async function scriptedRun(options: { latencyMs: number; concurrency: number; rollouts: number; runId: string }) {
  const server = await startScriptedServer({ scripts: scripts(), latencyMs: options.latencyMs });
  const environment = await createInProcessEnvironment(platforms);
  const dartTasks = tasks.filter((task) => task.platforms.includes('dart'));
  const perTask = Math.max(1, Math.round(options.rollouts / dartTasks.length));
  try {
    const agent = createOpenAIAgent({ baseURL: server.url, model: 'scripted', concurrency: options.concurrency });
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
    await server.close();
  }
}

const oracleEnvironment = await createInProcessEnvironment(platforms);
const oracleStarted = performance.now();
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
const oracleMs = performance.now() - oracleStarted;
await oracleEnvironment.close();

const zero = await scriptedRun({ latencyMs: 0, concurrency: 1, rollouts: 30, runId: 'zero-latency' });
const slow = await scriptedRun({
  latencyMs: 200,
  concurrency: 64,
  rollouts: Number(values.rollouts) * 5,
  runId: 'latency-200',
});
const idealRolloutsPerSecond = 64 / (3 * 0.2);
const measured = slow.rollouts / (slow.wallMs / 1000);

console.log(
  `\nbench/eval on node ${process.version}, ${(await import('node:os')).cpus().length} cores, ${tasks.length} tasks`,
);
console.log(
  `oracle, ${tasks.length} tasks × 4 rollouts: ${(oracleMs / 1000).toFixed(2)} s wall, pass@1 ${(oracle.summary.overall.pass1 * 100).toFixed(0)}% (DESIGN §7 goal ≤ 10 s for the full set)`,
);
console.log(
  `harness overhead per rollout (zero-latency scripted model, 3 turns, 2 tool calls): p50 ${zero.overheadP50.toFixed(1)} ms over ${zero.rollouts} rollouts`,
);
console.log(
  `concurrency 64, 200 ms per model turn: ${slow.rollouts} rollouts in ${(slow.wallMs / 1000).toFixed(2)} s = ${measured.toFixed(1)} rollouts/s; ideal ${idealRolloutsPerSecond.toFixed(1)}/s; efficiency ${((measured / idealRolloutsPerSecond) * 100).toFixed(0)}% (goal ≥ 80%); infra errors ${slow.infra}`,
);
