// `kopa synth graph` (EDGE phase A) and `kopa synth tasks` / `kopa synth stats` (phase B).
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PLATFORMS } from '@kopa/servers';
import {
  checkGatewayUrl,
  checkNamespace,
  checkSplit,
  DEFAULT_CONFIG,
  DEFAULT_GATEWAY_URL,
  DEFAULT_SPLIT,
  datasetStats,
  formatStats,
  type GraphConfig,
  type IterationRecord,
  loadDataset,
  runGraph,
  synthesizeTasks,
} from '@kopa/synth';
import { TaskType } from '@kopa/tasks';
import cliProgress from 'cli-progress';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { nonNegativeInt, positiveInt, unitFraction } from './options.ts';

export function registerSynth(program: Command): void {
  const synth = program.command('synth').description('EDGE: the execution-grounded tool graph and training data');
  synth
    .command('graph')
    .description('phase A: build the skeleton, refine it by execution, write graph.json, iterations.jsonl, figures/')
    .requiredOption('--out <dir>', 'output directory (a run in it is resumed)')
    .option('--iterations <n>', 'refinement iterations', positiveInt, DEFAULT_CONFIG.iterations)
    .option('--paths <n>', 'paths executed per iteration', positiveInt, DEFAULT_CONFIG.paths)
    .option('--seed <n>', 'random seed', nonNegativeInt, DEFAULT_CONFIG.seed)
    .addOption(
      new Option('--proposer <name>', 'heuristic (offline) or llm')
        .choices(['heuristic', 'llm'])
        .default(DEFAULT_CONFIG.proposer),
    )
    .addOption(
      new Option('--platforms <ids...>', 'platforms (default: all except seoul, dart, krx)').choices(
        PLATFORMS.map((platform) => platform.id),
      ),
    )
    .option('--fanout <n>', 'records bound per multi-record step', positiveInt, DEFAULT_CONFIG.fanout)
    .option(
      '--fault-rate <p>',
      'probability of an injected rate-limit/timeout per step',
      unitFraction,
      DEFAULT_CONFIG.faultRate,
    )
    .option('--llm-url <url>', 'OpenAI-compatible base URL for --proposer llm (or KOPA_LLM_URL)')
    .option('--llm-model <model>', 'model id for --proposer llm (or KOPA_LLM_MODEL)')
    .action(async (flags: GraphFlags) => {
      const llm = flags.proposer === 'llm' ? llmOptions(flags) : undefined;
      const progress = createIterationProgress();
      const result = await removingEmptyOutput(flags.out, () =>
        runGraph({
          out: flags.out,
          config: {
            iterations: flags.iterations,
            paths: flags.paths,
            seed: flags.seed,
            proposer: flags.proposer,
            fanout: flags.fanout,
            faultRate: flags.faultRate,
            ...(flags.platforms ? { platforms: flags.platforms } : {}),
          },
          ...(llm ? { llm } : {}),
          onStart: progress.start,
          onIteration: progress.tick,
        }),
      ).finally(progress.stop);
      const alive = result.graph.edges.filter((edge) => edge.status === 'alive').length;
      const first = result.iterations.slice(0, 10);
      const last = result.iterations.slice(-10);
      console.log(
        [
          `graph: ${result.graph.universe.tools} tools, skeleton ${result.graph.skeleton.admitted} edges admitted of ${result.graph.skeleton.proposed} proposed`,
          `now ${result.graph.edges.length} edges, ${alive} alive (${pct(alive / result.graph.edges.length)})`,
          `pass rate first 10 iterations ${pct(mean(first, 'passRate'))}, last 10 ${pct(mean(last, 'passRate'))}`,
          `step success first 10 ${pct(mean(first, 'stepRate'))}, last 10 ${pct(mean(last, 'stepRate'))}`,
          `wrote ${result.files.join(', ')}`,
        ].join('\n'),
      );
    });
  registerTasks(synth);
  registerStats(synth);
}

function registerTasks(synth: Command): void {
  synth
    .command('tasks')
    .description('phase B: assemble and execute trajectories over G*, write queries, filter, export for trainers')
    .requiredOption('--graph <dir>', 'a `kopa synth graph` output directory')
    .requiredOption('--out <dir>', 'output directory (a run in it is resumed)')
    .option('--count <n>', 'tasks to synthesize', positiveInt, 1781)
    .option('--seed <n>', 'random seed', nonNegativeInt, 7)
    .option(
      '--mix <shares>',
      'type mix, e.g. Mixed=0.367,Drv=0.197,Sem=0.17,Seq=0.121,Cmp=0.09,Cond=0.028 (Table 12)',
      parseMix,
    )
    .addOption(
      new Option('--queries <kind>', 'template (offline) or llm').choices(['template', 'llm']).default('template'),
    )
    .option('--fanout <n>', 'most records one fan-out covers', positiveInt, 4)
    .option('--llm-url <url>', 'OpenAI-compatible base URL for --queries llm (or KOPA_LLM_URL)')
    .option('--llm-model <model>', 'model id for --queries llm (or KOPA_LLM_MODEL)')
    .option(
      '--namespace <name>',
      'task ids are <name>-00001, …; default edge-<8 hex> from the graph and the options above',
      checked(checkNamespace),
    )
    .option(
      '--gateway-url <url>',
      'where kopa serve --http listens, for the verl tool config',
      checked(checkGatewayUrl),
      DEFAULT_GATEWAY_URL,
    )
    .option('--split <name>', "the RL rows' extra_info.split", checked(checkSplit), DEFAULT_SPLIT)
    .action(async (flags: TasksFlags) => {
      const llm = flags.queries === 'llm' ? llmOptions(flags) : undefined;
      let lastLine = 0;
      const result = await removingEmptyOutput(flags.out, () =>
        synthesizeTasks({
          graphDir: flags.graph,
          out: flags.out,
          count: flags.count,
          seed: flags.seed,
          queries: flags.queries,
          fanoutCap: flags.fanout,
          gatewayUrl: flags.gatewayUrl,
          split: flags.split,
          ...(flags.namespace ? { namespace: flags.namespace } : {}),
          ...(flags.mix ? { mix: flags.mix } : {}),
          ...(llm ? { llm } : {}),
          onProgress: (done, total, rejected) => {
            if (done < total && Date.now() - lastLine < 2000) return;
            lastLine = Date.now();
            const rejections = Object.entries(rejected)
              .filter(([, count]) => count > 0)
              .map(([kind, count]) => `${kind} ${count}`)
              .join(', ');
            process.stderr.write(`synth tasks: ${done}/${total}${rejections ? ` (rejected: ${rejections})` : ''}\n`);
          },
        }),
      );
      const rejected = Object.entries(result.rejected).map(([kind, count]) => `${kind} ${count}`);
      const { taskIds, warnings } = result.export;
      console.log(
        [
          `synthesized ${result.records.length} tasks from ${result.attempts} candidates`,
          `task ids ${taskIds.first} … ${taskIds.last} (namespace ${result.namespace})`,
          `rejected by filter: ${rejected.join(', ')}`,
          `verl truncation: ${result.export.truncation.over256} of ${result.export.truncation.toolResponses} tool responses exceed 256 characters (max ${result.export.truncation.maxLength}); widest turn ${result.export.truncation.maxParallelCalls} calls`,
          `wrote ${result.files.join(', ')}`,
          ...(warnings.length
            ? [
                `before training (${join(result.export.dir, 'export-report.json')}):`,
                ...warnings.map((text) => `  warning: ${text}`),
              ]
            : []),
        ].join('\n'),
      );
    });
}

interface TasksFlags {
  graph: string;
  out: string;
  count: number;
  seed: number;
  mix?: Partial<Record<TaskType, number>>;
  queries: 'template' | 'llm';
  fanout: number;
  llmUrl?: string;
  llmModel?: string;
  namespace?: string;
  gatewayUrl: string;
  split: string;
}

/** A synth check (which throws an Error) as a commander parser, reported as one `kopa: …` line. */
function checked(check: (value: string) => string): (value: string) => string {
  return (value) => {
    try {
      return check(value);
    } catch (error) {
      throw new InvalidArgumentError((error as Error).message);
    }
  };
}

function parseMix(value: string): Partial<Record<TaskType, number>> {
  const mix: Partial<Record<TaskType, number>> = {};
  for (const part of value.split(',')) {
    const [name, share] = part.split('=');
    const type = TaskType.safeParse(name?.trim());
    const number = Number(share);
    if (!type.success || !Number.isFinite(number) || number < 0) {
      throw new InvalidArgumentError(
        `expected Type=share pairs with types ${TaskType.options.join(', ')}, e.g. Seq=0.5,Par=0.5`,
      );
    }
    mix[type.data] = number;
  }
  return mix;
}

function registerStats(synth: Command): void {
  synth
    .command('stats')
    .description("print paper Tables 10–12 for a synthesized dataset, beside the paper's values")
    .argument('<dataset>', 'a `kopa synth tasks` output directory (reads canonical.jsonl)')
    .option('--json', 'print the raw numbers as JSON')
    .action((dataset: string, flags: { json?: boolean }) => {
      const stats = datasetStats(loadDataset(dataset));
      console.log(flags.json ? JSON.stringify(stats, null, 2) : formatStats(stats));
    });
}

interface GraphFlags {
  out: string;
  iterations: number;
  paths: number;
  seed: number;
  proposer: GraphConfig['proposer'];
  platforms?: string[];
  fanout: number;
  faultRate: number;
  llmUrl?: string;
  llmModel?: string;
}

function llmOptions(flags: { llmUrl?: string; llmModel?: string }) {
  const baseURL = flags.llmUrl ?? process.env.KOPA_LLM_URL;
  const model = flags.llmModel ?? process.env.KOPA_LLM_MODEL;
  if (!baseURL || !model) {
    throw new InvalidArgumentError('--proposer llm needs --llm-url and --llm-model (or KOPA_LLM_URL, KOPA_LLM_MODEL)');
  }
  return { baseURL, model, ...(process.env.KOPA_LLM_API_KEY ? { apiKey: process.env.KOPA_LLM_API_KEY } : {}) };
}

/** Runs `run`; if it fails, removes the directories it created for `out` when it wrote no file there. */
async function removingEmptyOutput<T>(out: string, run: () => Promise<T>): Promise<T> {
  let created: string | undefined;
  for (let dir = resolve(out); !existsSync(dir); dir = dirname(dir)) created = dir;
  try {
    return await run();
  } catch (error) {
    if (created && existsSync(created) && !holdsFiles(created)) rmSync(created, { recursive: true, force: true });
    throw error;
  }
}

function holdsFiles(dir: string): boolean {
  return readdirSync(dir, { withFileTypes: true }).some(
    (entry) => !entry.isDirectory() || holdsFiles(join(dir, entry.name)),
  );
}

function mean(records: readonly IterationRecord[], key: 'passRate' | 'stepRate'): number {
  return records.length === 0 ? 0 : records.reduce((sum, record) => sum + record[key], 0) / records.length;
}

function pct(value: number): string {
  return `${(100 * value).toFixed(1)}%`;
}

/** Iteration, edges alive, pass rate and ETA: a bar on a TTY, a line per iteration otherwise. */
function createIterationProgress() {
  let bar: cliProgress.SingleBar | undefined;
  const started = Date.now();
  let firstIteration = 0;
  return {
    start(info: { skeleton: number; resumedFrom: number; config: GraphConfig }) {
      firstIteration = info.resumedFrom;
      process.stderr.write(
        `synth graph: skeleton ${info.skeleton} edges${info.resumedFrom ? `, resuming after iteration ${info.resumedFrom}` : ''}\n`,
      );
      if (process.stderr.isTTY) {
        bar = new cliProgress.SingleBar(
          {
            format: 'refine [{bar}] {value}/{total} alive {alive} pass {pass} step {step} | ETA {eta_formatted}',
            stream: process.stderr,
          },
          cliProgress.Presets.shades_classic,
        );
        bar.start(info.config.iterations, info.resumedFrom, { alive: info.skeleton, pass: '-', step: '-' });
      }
    },
    tick(record: IterationRecord, config: GraphConfig) {
      const values = { alive: record.alive, pass: pct(record.passRate), step: pct(record.stepRate) };
      if (bar) {
        bar.update(record.iteration, values);
        return;
      }
      const done = record.iteration - firstIteration;
      const eta = ((Date.now() - started) / done) * (config.iterations - record.iteration);
      process.stderr.write(
        `iteration ${record.iteration}/${config.iterations}: alive ${record.alive}, pass ${values.pass}, step ${values.step}, ETA ${Math.round(eta / 1000)} s\n`,
      );
    },
    stop() {
      bar?.stop();
    },
  };
}
