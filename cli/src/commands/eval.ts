// `kopa eval`, `kopa start`, `kopa report`, `kopa regrade` and `kopa compare`: flags in, evaluator
// functions out.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  type Agent,
  checkEndpoint,
  checkGateway,
  compareRuns,
  createInProcessEnvironment,
  createNoopAgent,
  createOpenAIAgent,
  createOracleAgent,
  createRemoteEnvironment,
  DEFAULT_MAX_INFRA_SHARE,
  formatPairedComparison,
  genericParams,
  infraVerdict,
  readRun,
  regradeRun,
  renderMarkdown,
  runEval,
  summarizeRun,
} from '@kopa/evaluator';
import { createRng, hashSeed } from '@kopa/kit';
import { PLATFORMS, selectPlatforms } from '@kopa/servers';
import { loadTasks, type Task, TaskType } from '@kopa/tasks';
import type { Command } from 'commander';
import { ROOT } from './docs.ts';
import {
  agentOption,
  domainOption,
  fraction,
  nonNegativeNumber,
  positiveInt,
  seedList,
  typeOption,
} from './options.ts';
import { createProgress } from './progress.ts';

interface EvalFlags {
  agent: 'oracle' | 'noop' | 'openai';
  baseUrl?: string;
  model?: string;
  apiKey?: string;
  temperature?: number;
  maxSteps: number;
  requestTimeout?: number;
  startRamp?: number;
  keepInfraErrors?: boolean;
  maxInfraShare?: number;
  system?: string;
  tasks?: string;
  domain?: string[];
  id?: string[];
  type?: string[];
  sample?: number;
  rollouts: number;
  seeds: number[];
  concurrency: number;
  runId?: string;
  runsDir: string;
  servers?: string;
  adminToken?: string;
}

function selectTasks(flags: Pick<EvalFlags, 'tasks' | 'domain' | 'id' | 'type' | 'sample'>): Task[] {
  const types = (flags.type ?? []).map((type) => TaskType.parse(type));
  const tasks = loadTasks({
    ...(flags.tasks ? { source: resolve(flags.tasks) } : {}),
    ...(flags.domain ? { domains: flags.domain } : {}),
    ...(flags.id ? { ids: flags.id } : {}),
    types,
  });
  if (tasks.length === 0) throw new Error('no task matches the selection (--tasks/--domain/--id/--type)');
  return flags.sample ? sampleTasks(tasks, flags.sample) : tasks;
}

/** A fixed-seed sample of n tasks (the same n always gives the same tasks), in id order. */
function sampleTasks(tasks: readonly Task[], n: number): Task[] {
  const rng = createRng(hashSeed('kopa-eval-sample', n));
  const shuffled = [...tasks];
  for (let index = shuffled.length - 1; index > 0; index--) {
    const other = rng.int(0, index);
    [shuffled[index], shuffled[other]] = [shuffled[other] as Task, shuffled[index] as Task];
  }
  return shuffled.slice(0, n).sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** The run's failure, as the CLI reports it: one line and exit code 2 (1 is a usage error). */
export class RunIntegrityError extends Error {
  readonly exitCode = 2;
}

/** Before any rollout: the endpoint answers and the gateway takes the token and has the platforms. */
async function preflight(flags: EvalFlags, tasks: readonly Task[]): Promise<void> {
  if (flags.agent === 'openai') {
    const why = await checkEndpoint({
      baseURL: (flags.baseUrl ?? process.env.KOPA_BASE_URL) as string,
      model: (flags.model ?? process.env.KOPA_MODEL) as string,
      ...((flags.apiKey ?? process.env.KOPA_API_KEY) ? { apiKey: flags.apiKey ?? process.env.KOPA_API_KEY } : {}),
    });
    if (why) throw new RunIntegrityError(`preflight: ${why}; no rollout was run`);
  }
  if (flags.servers) {
    const why = await checkGateway({
      url: flags.servers,
      adminToken: flags.adminToken ?? process.env.KOPA_ADMIN_TOKEN ?? '',
      platforms: [...new Set(tasks.flatMap((task) => task.platforms))],
    });
    if (why) throw new RunIntegrityError(`preflight: ${why}; no rollout was run`);
  }
}

function buildAgent(flags: EvalFlags): { agent: Agent; params: Record<string, unknown> } {
  if (flags.agent === 'oracle') return { agent: createOracleAgent(), params: {} };
  if (flags.agent === 'noop') return { agent: createNoopAgent(), params: {} };
  const baseURL = flags.baseUrl ?? process.env.KOPA_BASE_URL;
  const model = flags.model ?? process.env.KOPA_MODEL;
  if (!baseURL || !model)
    throw new Error('the openai agent needs --base-url and --model (or KOPA_BASE_URL and KOPA_MODEL)');
  const apiKey = flags.apiKey ?? process.env.KOPA_API_KEY;
  const system = flags.system ? readFileSync(flags.system, 'utf8') : undefined;
  const params = {
    baseURL,
    temperature: flags.temperature,
    maxSteps: flags.maxSteps,
    concurrency: flags.concurrency,
    system: system ? 'custom' : 'default',
    ...(flags.requestTimeout !== undefined ? { requestTimeoutMs: flags.requestTimeout } : {}),
    ...(flags.startRamp !== undefined ? { startRampMs: flags.startRamp } : {}),
  };
  return {
    agent: createOpenAIAgent({
      baseURL,
      model,
      ...(apiKey ? { apiKey } : {}),
      ...(flags.temperature !== undefined ? { temperature: flags.temperature } : {}),
      ...(system ? { system } : {}),
      maxSteps: flags.maxSteps,
      concurrency: flags.concurrency,
      ...(flags.requestTimeout !== undefined ? { requestTimeoutMs: flags.requestTimeout } : {}),
      ...(flags.startRamp !== undefined ? { startRampMs: flags.startRamp } : {}),
    }),
    params,
  };
}

export async function evaluate(flags: EvalFlags) {
  const tasks = selectTasks(flags);
  const { agent, params } = buildAgent(flags);
  await preflight(flags, tasks);
  const platforms = selectPlatforms([...new Set(tasks.flatMap((task) => task.platforms))]);
  const environment = flags.servers
    ? createRemoteEnvironment({
        url: flags.servers,
        adminToken: flags.adminToken ?? process.env.KOPA_ADMIN_TOKEN ?? '',
      })
    : await createInProcessEnvironment(platforms);
  const runId =
    flags.runId ??
    `${agent.name}${agent.model ? `-${agent.model.replace(/[^\w.-]+/g, '_')}` : ''}-r${flags.rollouts}-s${flags.seeds.join('_')}`;
  const total = tasks.length * flags.rollouts * flags.seeds.length;
  const progress = createProgress({ label: runId, total });
  try {
    const result = await runEval({
      tasks,
      agent,
      agentParams: params,
      environment,
      rollouts: flags.rollouts,
      seeds: flags.seeds,
      concurrency: flags.concurrency,
      runsDir: resolve(flags.runsDir),
      runId,
      ...(flags.keepInfraErrors ? { keepInfraErrors: true } : {}),
      onProgress: ({ record }) => progress.tick(record.grades?.success ? 'pass' : record.infraError ? 'infra' : 'fail'),
    });
    progress.stop();
    return result;
  } finally {
    progress.stop();
    await environment.close();
  }
}

function addEvalOptions(command: Command): Command {
  return command
    .addOption(agentOption())
    .option('--base-url <url>', 'OpenAI-compatible endpoint (or KOPA_BASE_URL)')
    .option('--model <model>', 'model id (or KOPA_MODEL)')
    .option('--api-key <key>', 'endpoint key (or KOPA_API_KEY)')
    .option('--temperature <t>', 'sampling temperature', nonNegativeNumber)
    .option('--max-steps <n>', 'model steps per rollout', positiveInt, 20)
    .option(
      '--request-timeout <ms>',
      'per-request timeout of the endpoint, headers and body (default 120000)',
      positiveInt,
    )
    .option(
      '--start-ramp <ms>',
      'spread the first rollouts (one per --concurrency slot) over this many ms, so they do not move in lockstep (default 250; 0: all at once)',
      nonNegativeNumber,
    )
    .option('--system <file>', 'system prompt file')
    .option('--tasks <path>', 'task directory or .json/.jsonl (default: the benchmark)')
    .addOption(domainOption())
    .option('--id <ids...>', 'only these task ids')
    .addOption(typeOption())
    .option('--sample <n>', 'a fixed-seed sample of n of the selected tasks', positiveInt)
    .option('--rollouts <k>', 'rollouts per task and seed', positiveInt, 1)
    .option('--seeds <list>', 'seeds, e.g. 0,1,2', seedList, [0])
    .option('--concurrency <n>', 'rollouts in flight (and requests per endpoint)', positiveInt, 8)
    .option('--run-id <id>', 'run folder name (re-run the same id to resume)')
    .option('--runs-dir <dir>', 'where runs are written', resolve(ROOT, 'runs'))
    .option('--servers <url>', 'use a running gateway instead of in-process servers')
    .option('--admin-token <token>', 'admin token of --servers (or KOPA_ADMIN_TOKEN)')
    .option(
      '--keep-infra-errors',
      'on resume, keep rollouts that ended in an infrastructure error (default: run them again)',
    )
    .option(
      '--max-infra-share <fraction>',
      `share of rollouts that may end in infrastructure errors before the run fails with exit 2 (default ${DEFAULT_MAX_INFRA_SHARE})`,
      fraction,
      DEFAULT_MAX_INFRA_SHARE,
    );
}

export function registerEval(program: Command): void {
  addEvalOptions(program.command('eval').description('run an agent through the tasks and grade it')).action(
    async (flags: EvalFlags) => {
      const result = await evaluate(flags);
      console.log(renderMarkdown(result.summary).split('## By type')[0]);
      console.log(
        `ran ${result.ran} rollout(s)${result.retried ? ` (${result.retried} retried after an infrastructure error)` : ''}, ${result.skipped} already done; report: ${result.directory}/report.html`,
      );
      if (result.repair?.tornBytes)
        console.log(`repaired a torn last line: ${result.repair.tornBytes} byte(s) moved to ${result.repair.tornPath}`);
      const excluded = result.records.filter((record) => record.infraError);
      for (const record of excluded)
        console.log(
          `excluded ${record.taskId} rollout ${record.rollout} seed ${record.seed}: ${record.infraError?.type} — ${record.infraError?.message}`,
        );
      const verdict = infraVerdict({
        total: result.records.length,
        infra: excluded.length,
        maxShare: flags.maxInfraShare ?? DEFAULT_MAX_INFRA_SHARE,
      });
      if (verdict.failed) throw new RunIntegrityError(`${verdict.message}; the figures above are not a result`);
      if (verdict.message) console.log(verdict.message);
    },
  );

  program
    .command('start')
    .description('the main job: the whole task set with the oracle and no-op agents (or KOPA_BASE_URL + KOPA_MODEL)')
    .option('--runs-dir <dir>', 'where runs are written', resolve(ROOT, 'runs'))
    .action(async (flags: { runsDir: string }) => {
      const base = { maxSteps: 20, rollouts: 1, seeds: [0], concurrency: 8, runsDir: flags.runsDir };
      const agents: EvalFlags['agent'][] =
        process.env.KOPA_BASE_URL && process.env.KOPA_MODEL ? ['openai'] : ['oracle', 'noop'];
      for (const agent of agents) {
        const result = await evaluate({ ...base, agent, runId: `start-${agent}` });
        const { overall } = result.summary;
        console.log(
          `${agent.padEnd(7)} tasks ${overall.tasks}  pass@1 ${(overall.pass1 * 100).toFixed(1)}%  action accuracy ${(overall.actionAccuracy * 100).toFixed(1)}%  infra errors ${result.summary.infraErrors.count}  → ${result.directory}/report.html`,
        );
      }
    });

  program
    .command('report')
    .description('rewrite and print the reports of a run from its rollouts.jsonl')
    .argument('<run>', 'run directory')
    .action((directory: string) => {
      const { manifest, records } = readRun(resolve(directory));
      console.log(renderMarkdown(summarizeRun({ manifest, records })));
    });

  program
    .command('regrade')
    .description('grade the stored trajectories of a run against the current task files')
    .argument('<run>', 'run directory')
    .option('--tasks <path>', 'task directory or file (default: the benchmark)')
    .action((directory: string, flags: { tasks?: string }) => {
      const tasks = loadTasks(flags.tasks ? { source: resolve(flags.tasks) } : {});
      const summary = regradeRun({ directory: resolve(directory), tasks, generic: genericParams(PLATFORMS) });
      console.log(renderMarkdown(summary).split('## By domain')[0]);
    });

  program
    .command('compare')
    .description('paired comparison of two runs (b − a): per-task deltas, bootstrap CI, exact test, MDD')
    .argument('<a>', 'baseline run directory or run id')
    .argument('<b>', 'candidate run directory or run id')
    .option('--runs-dir <dir>', 'where run ids are looked up', resolve(ROOT, 'runs'))
    .action((a: string, b: string, flags: { runsDir: string }) => {
      const result = compareRuns(a, b, { runsDir: resolve(flags.runsDir) });
      for (const row of result.deltas.filter((delta) => delta.delta !== 0)) {
        console.log(
          `${row.taskId.padEnd(14)} ${(row.a * 100).toFixed(0).padStart(4)}% → ${(row.b * 100).toFixed(0).padStart(4)}%  (${row.delta > 0 ? '+' : ''}${(row.delta * 100).toFixed(0)} pp)`,
        );
      }
      console.log(formatPairedComparison(result));
    });
}
