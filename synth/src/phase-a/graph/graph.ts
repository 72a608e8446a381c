// `kopa synth graph`: EDGE phase A end to end. Reads the tool universe over MCP, samples outputs,
// builds the skeleton, refines it for N iterations with a checkpoint after each one, and writes
// graph.json, iterations.jsonl and the figures. A run with the same --out resumes where it stopped.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Executor } from '../../shared/index.ts';
import {
  type Edge,
  type EdgeProposal,
  type GraphConfig,
  type GraphFile,
  type IterationRecord,
  SYNTH_PLATFORMS,
  type Universe,
} from '../../shared/index.ts';
import { createProposer, type Proposer } from '../proposer/index.ts';
import {
  admitEdge,
  crosses,
  defaultWorkers,
  edgeId,
  type RefineState,
  refineIteration,
  startRunner,
} from '../refine/index.ts';
import type { Samples } from '../samples/index.ts';
import { buildSkeleton } from '../skeleton/index.ts';
import { renderFigures } from './figures.ts';

/** Paper Table 9, plus our execution knobs. */
export const DEFAULT_CONFIG: GraphConfig = {
  seed: 7,
  iterations: 100,
  paths: 500,
  platforms: SYNTH_PLATFORMS,
  proposer: 'heuristic',
  kIntra: 15,
  kCross: 10,
  sMin: 0.3,
  kappa: 2,
  tau: 0.5,
  minLength: 2,
  maxLength: 4,
  fanout: 3,
  faultRate: 0.02,
};

export interface LlmOptions {
  baseURL: string;
  model: string;
  apiKey?: string;
  cacheDir?: string;
}

export interface GraphRunOptions {
  out: string;
  config?: Partial<GraphConfig>;
  llm?: LlmOptions;
  /** Extra proposals admitted beside the skeleton (used by tests to plant edges). */
  extraEdges?: readonly EdgeProposal[];
  /** Called after each iteration (progress). */
  onIteration?: (record: IterationRecord, config: GraphConfig) => void;
  /** Called once the skeleton is ready, before the first iteration. */
  onStart?: (info: { skeleton: number; resumedFrom: number; config: GraphConfig }) => void;
  /** Stop after this many iterations in total (a simulated kill, for tests). */
  stopAfter?: number;
  /** Paths executing at once per thread (default 8). */
  concurrency?: number;
  /** Serve repeated default-state reads from a cassette (default true; results are identical). */
  cassette?: boolean;
  /** Threads executing paths, this one included (default min(2, cores)); 1 runs them all in this
   *  thread. The result does not depend on it. */
  workers?: number;
  /** Iterate only once every worker thread has joined (by default they join when ready; used by
   *  tests to be sure that workers execute paths). */
  awaitWorkers?: boolean;
}

export interface GraphRunResult {
  graph: GraphFile;
  iterations: IterationRecord[];
  resumedFrom: number;
  universe: Universe;
  files: string[];
  /** Tool calls requested by this run's threads (each samples the universe), and those that ran on a
   *  server (not from a cassette). */
  calls: { requested: number; executed: number };
}

interface Checkpoint {
  config: GraphConfig;
  skeleton: { proposed: number; admitted: number; edges: Edge[] };
  state: RefineState;
}

export async function runGraph(options: GraphRunOptions): Promise<GraphRunResult> {
  const config: GraphConfig = { ...DEFAULT_CONFIG, ...options.config };
  validateConfig(config);
  await mkdir(options.out, { recursive: true });
  const checkpointFile = join(options.out, 'checkpoint.json');
  let checkpoint = await readCheckpoint(checkpointFile, config);
  const runner = await startRunner({
    config,
    cassette: options.cassette ?? true,
    concurrency: options.concurrency ?? 8,
    workers: options.workers ?? defaultWorkers(),
  });
  try {
    if (options.awaitWorkers) await runner.joined();
    const { universe, samples } = runner;
    const proposer = createProposer(config.proposer, {
      ...(options.llm ? { ...options.llm, cacheDir: options.llm.cacheDir ?? join(options.out, 'llm-cache') } : {}),
    });
    const resumedFrom = checkpoint?.state.iteration ?? 0;
    if (!checkpoint) {
      checkpoint = await startCheckpoint({ config, universe, samples, proposer, extra: options.extraEdges ?? [] });
      await writeJson(checkpointFile, checkpoint);
    }
    options.onStart?.({ skeleton: checkpoint.skeleton.edges.length, resumedFrom, config });
    const context = { config, universe, samples, proposer, runner };
    const last = Math.min(config.iterations, options.stopAfter ?? config.iterations);
    while (checkpoint.state.iteration < last) {
      const record = await refineIteration(context, checkpoint.state);
      await writeJson(checkpointFile, checkpoint);
      await writeIterations(options.out, checkpoint.state.iterations);
      options.onIteration?.(record, config);
    }
    const graph = toGraphFile(config, universe, checkpoint);
    const files = [join(options.out, 'graph.json'), join(options.out, 'iterations.jsonl')];
    await writeJson(files[0] as string, graph);
    await writeIterations(options.out, checkpoint.state.iterations);
    if (checkpoint.state.iteration >= config.iterations) {
      files.push(
        ...(await renderFigures({
          graph,
          skeleton: checkpoint.skeleton.edges,
          iterations: checkpoint.state.iterations,
          outDir: join(options.out, 'figures'),
        })),
      );
    }
    return {
      graph,
      iterations: checkpoint.state.iterations,
      resumedFrom,
      universe,
      files,
      calls: runner.counts(),
    };
  } finally {
    await runner.close();
  }
}

function validateConfig(config: GraphConfig): void {
  const problems: string[] = [];
  if (!Number.isInteger(config.iterations) || config.iterations < 1) problems.push('--iterations must be ≥ 1');
  if (!Number.isInteger(config.paths) || config.paths < 1) problems.push('--paths must be ≥ 1');
  if (config.minLength < 2 || config.maxLength < config.minLength) problems.push('path length must be 2 ≤ min ≤ max');
  if (config.fanout < 1) problems.push('--fanout must be ≥ 1');
  if (config.faultRate < 0 || config.faultRate > 1) problems.push('--fault-rate must be in [0, 1]');
  for (const platform of config.platforms) {
    if (!/^[a-z]+$/.test(platform)) problems.push(`unknown platform "${platform}"`);
  }
  if (problems.length > 0) throw new Error(`invalid synth graph options: ${problems.join('; ')}`);
}

async function startCheckpoint(options: {
  config: GraphConfig;
  universe: Universe;
  samples: Samples;
  proposer: Proposer;
  extra: readonly EdgeProposal[];
}): Promise<Checkpoint> {
  const { config } = options;
  const skeleton = await buildSkeleton({
    universe: options.universe,
    samples: options.samples,
    proposer: options.proposer,
    kIntra: config.kIntra,
    kCross: config.kCross,
    sMin: config.sMin,
  });
  const edges = new Map<string, Edge>();
  for (const proposal of [...skeleton.admitted, ...options.extra]) {
    const edge = admitEdge(proposal, {
      kappa: config.kappa,
      origin: 'skeleton',
      iteration: 0,
      cross: crosses(proposal.src, proposal.dst),
    });
    edges.set(edgeId(proposal), edge);
  }
  const admitted = [...edges.values()];
  return {
    config,
    skeleton: { proposed: skeleton.proposed.length, admitted: admitted.length, edges: structuredClone(admitted) },
    state: { iteration: 0, edges: admitted, iterations: [], accepted: {}, reproposed: [] },
  };
}

async function readCheckpoint(file: string, config: GraphConfig): Promise<Checkpoint | undefined> {
  if (!existsSync(file)) return undefined;
  const checkpoint = JSON.parse(await readFile(file, 'utf8')) as Checkpoint;
  const { iterations: _a, ...saved } = checkpoint.config;
  const { iterations: _b, ...wanted } = config;
  if (JSON.stringify(saved) !== JSON.stringify(wanted)) {
    throw new Error(
      `${file} holds a run with other options (${JSON.stringify(saved)}); use another --out directory or delete it to start over`,
    );
  }
  checkpoint.config = config;
  return checkpoint;
}

function toGraphFile(config: GraphConfig, universe: Universe, checkpoint: Checkpoint): GraphFile {
  return {
    version: 1,
    config,
    universe: {
      platforms: universe.platforms,
      tools: universe.tools.length,
      fields: universe.tools.reduce((sum, tool) => sum + tool.fields.length, 0),
      params: universe.tools.reduce((sum, tool) => sum + tool.params.length, 0),
    },
    skeleton: { proposed: checkpoint.skeleton.proposed, admitted: checkpoint.skeleton.admitted },
    edges: checkpoint.state.edges,
  };
}

/** Reads a finished graph directory. */
export async function readGraph(dir: string): Promise<GraphFile> {
  const file = join(dir, 'graph.json');
  if (!existsSync(file)) throw new Error(`no graph.json in ${dir}; run \`kopa synth graph --out ${dir}\` first`);
  return JSON.parse(await readFile(file, 'utf8')) as GraphFile;
}

async function writeIterations(dir: string, iterations: readonly IterationRecord[]): Promise<void> {
  await writeAtomic(join(dir, 'iterations.jsonl'), iterations.map((record) => `${JSON.stringify(record)}\n`).join(''));
}

async function writeJson(file: string, value: unknown): Promise<void> {
  await writeAtomic(file, `${JSON.stringify(value)}\n`);
}

/** Write to a temporary file and rename, so that a kill never leaves a torn file. */
export async function writeAtomic(file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
}

export type { Executor };
