// Run artefacts (DESIGN §5): runs/<id>/manifest.json, the append-only rollouts.jsonl (one line per
// finished rollout, so a killed run loses only what was in flight), and the reader that resumes.
// Opening a run repairs a torn last line (a kill mid-write): the partial text is moved to
// rollouts.jsonl.torn, so the next record starts on a line of its own. Reading validates each line
// against the record schema and keeps the last complete record of each (task, rollout, seed).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  closeSync,
  existsSync,
  fstatSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { type CallLogEntry, jsonOf, type SessionResult } from '@kopa/kit';
import type { Task } from '@kopa/tasks';
import { z } from 'zod';
import type { AgentError, ChatMessage, RolloutTrajectory } from './agents/types.ts';
import type { Grades } from './grade/index.ts';
import { forEachLine } from './lines.ts';
import { type RolloutRecord, rolloutKey } from './rollout.ts';

export interface Manifest {
  runId: string;
  createdAt: string;
  gitSha: string | undefined;
  taskSetHash: string;
  tasks: string[];
  datasetHashes?: Record<string, string>;
  agent: { name: string; model?: string; params: Record<string, unknown> };
  rollouts: number;
  seeds: number[];
  configHash: string;
}

export function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
}

export function gitSha(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

export function taskSetHash(tasks: readonly Task[]): string {
  return hashOf(tasks);
}

// The record schema (rollout.ts has the type). Objects are loose: a field added later passes
// through an older reader. Fields every version has are required; the rest are optional.
const usageSchema = z.looseObject({ inputTokens: z.number(), outputTokens: z.number() });

const chatMessageSchema: z.ZodType<ChatMessage> = z.discriminatedUnion('role', [
  z.looseObject({ role: z.literal('system'), content: z.string() }),
  z.looseObject({ role: z.literal('user'), content: z.string() }),
  z.looseObject({
    role: z.literal('assistant'),
    content: z.string().nullable(),
    reasoning_content: z.string().optional(),
    tool_calls: z
      .array(
        z.looseObject({
          id: z.string(),
          type: z.literal('function'),
          function: z.looseObject({ name: z.string(), arguments: z.string() }),
        }),
      )
      .optional(),
  }),
  z.looseObject({
    role: z.literal('tool'),
    tool_call_id: z.string(),
    name: z.string().optional(),
    content: z.string(),
    unsent: z.literal(true).optional(),
  }),
]);

export const trajectorySchema: z.ZodType<RolloutTrajectory> = z.looseObject({
  format: z.literal('openai-chat'),
  messages: z.array(chatMessageSchema),
  turns: z.array(
    z.looseObject({
      message: z.number().int(),
      usage: usageSchema.extend({
        reasoningTokens: z.number().optional(),
        cachedInputTokens: z.number().optional(),
      }),
      finishReason: z.string(),
      responseMs: z.number().optional(),
    }),
  ),
});

const callSchema = z.custom<CallLogEntry>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as CallLogEntry).seq === 'number' &&
    typeof (value as CallLogEntry).tool === 'string' &&
    typeof (value as CallLogEntry).ok === 'boolean',
  'a call log entry needs seq, tool and ok',
);
const objectSchema = z.record(z.string(), z.unknown());

export const rolloutRecordSchema: z.ZodType<RolloutRecord> = z.looseObject({
  version: z.number().int().optional(),
  key: z.string(),
  taskId: z.string(),
  domain: z.string(),
  type: z.string(),
  rollout: z.number().int(),
  seed: z.number().int(),
  agent: z.string(),
  model: z.string().optional(),
  startedAt: z.string(),
  durationMs: z.number(),
  modelMs: z.number(),
  answer: z.string(),
  trajectory: trajectorySchema.optional(),
  messages: z.array(z.unknown()).optional(),
  steps: z.number(),
  usage: usageSchema,
  agentErrors: z.array(z.custom<AgentError>((value) => typeof (value as AgentError)?.message === 'string')),
  calls: z.array(callSchema),
  initialUser: objectSchema,
  finalUser: objectSchema,
  results: z.array(z.custom<SessionResult>((value) => typeof (value as SessionResult)?.seq === 'number')).optional(),
  infraError: z.looseObject({ type: z.string(), message: z.string(), attempts: z.number() }).optional(),
  grades: z.custom<Grades>((value) => typeof (value as Grades)?.success === 'boolean').optional(),
});

/** What opening a run repaired: a torn last line moved aside, or a complete last line given its newline. */
export interface StoreRepair {
  /** Bytes of partial text moved from rollouts.jsonl to `tornPath` (0 when none). */
  tornBytes: number;
  tornPath: string;
  /** The last line was a complete record without its newline: kept, newline added. */
  newlineAdded: boolean;
}

export interface RunStore {
  directory: string;
  manifest: Manifest;
  /** Set when opening found rollouts.jsonl cut off mid-line. */
  repair: StoreRepair | undefined;
  /** Finished records, the last complete line of each (task, rollout, seed) winning. */
  records(): RolloutRecord[];
  append(record: RolloutRecord): void;
}

/** Opens (or creates) a run directory; refuses to resume a run made with a different config. */
export function openRunStore(options: {
  directory: string;
  manifest: Omit<Manifest, 'createdAt' | 'configHash'>;
}): RunStore {
  const { directory } = options;
  mkdirSync(directory, { recursive: true });
  const manifestPath = join(directory, 'manifest.json');
  const rolloutsPath = join(directory, 'rollouts.jsonl');
  const configHash = hashOf({ ...options.manifest, gitSha: undefined, runId: undefined });
  let manifest: Manifest;
  if (existsSync(manifestPath)) {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    if (manifest.configHash !== configHash) {
      throw new Error(
        `${directory} holds a run with another configuration (tasks, agent, rollouts or seeds differ); choose a new --run-id or delete the folder`,
      );
    }
  } else {
    manifest = { ...options.manifest, createdAt: new Date().toISOString(), configHash };
    writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  }
  const repair = repairTornTail(rolloutsPath);
  return {
    directory,
    manifest,
    repair,
    records: () => readRecords(rolloutsPath),
    append: (record) => appendFileSync(rolloutsPath, `${recordLine(record)}\n`),
  };
}

/** The byte offset just after the last newline of an open file (0 when it has none). */
function endOfLastLine(fd: number, size: number): number {
  const chunk = Buffer.alloc(64 * 1024);
  for (let end = size; end > 0; ) {
    const start = Math.max(0, end - chunk.length);
    const read = readSync(fd, chunk, 0, end - start, start);
    const newline = chunk.subarray(0, read).lastIndexOf(0x0a);
    if (newline !== -1) return start + newline + 1;
    end = start;
  }
  return 0;
}

/**
 * A record as one JSON line. The outputs it read are written from the text the servers made of them
 * when they shared them (the same outputs recur in every rollout of a task), the rest as usual.
 */
export function recordLine(record: RolloutRecord): string {
  const { results, ...rest } = record;
  const head = JSON.stringify(rest);
  if (results === undefined) return head;
  const parts = results.map((result) =>
    Object.keys(result).length === 2 && typeof result.output === 'object' && result.output !== null
      ? `{"seq":${JSON.stringify(result.seq)},"output":${jsonOf(result.output)}}`
      : JSON.stringify(result),
  );
  return `${head.slice(0, -1)}${head.length > 2 ? ',' : ''}"results":[${parts.join(',')}]}`;
}

/**
 * Repairs a rollouts.jsonl whose last line has no newline (a crash mid-write). A complete record
 * there keeps its place and gets its newline; partial text is appended, as one line, to
 * `<path>.torn` and cut from the file, so the next append starts a line of its own. Undefined when
 * the file ends cleanly (or does not exist).
 */
export function repairTornTail(path: string): StoreRepair | undefined {
  if (!existsSync(path)) return undefined;
  const fd = openSync(path, 'r+');
  try {
    const size = fstatSync(fd).size;
    if (size === 0) return undefined;
    const last = Buffer.alloc(1);
    readSync(fd, last, 0, 1, size - 1);
    if (last[0] === 0x0a) return undefined;
    const start = endOfLastLine(fd, size);
    const tail = Buffer.alloc(size - start);
    readSync(fd, tail, 0, tail.length, start);
    const tornPath = `${path}.torn`;
    if (parseRecord(tail.toString('utf8')).record) {
      writeSync(fd, '\n', size);
      return { tornBytes: 0, tornPath, newlineAdded: true };
    }
    // Kept first, cut second: a crash between the two leaves the text in both places, never in none.
    appendFileSync(tornPath, Buffer.concat([tail, Buffer.from('\n')]));
    ftruncateSync(fd, start);
    return { tornBytes: tail.length, tornPath, newlineAdded: false };
  } finally {
    closeSync(fd);
  }
}

function parseRecord(line: string): { record?: RolloutRecord; error?: string } {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { error: 'not JSON (a line cut short)' };
  }
  const parsed = rolloutRecordSchema.safeParse(value);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'not a rollout record' };
  // The line's own object: the schema checks it but does not copy it.
  return { record: value as RolloutRecord };
}

export interface ReadRecordsResult {
  /** One record per (task, rollout, seed): the last complete, valid line for it. */
  records: RolloutRecord[];
  /** Lines that are not a record (cut short, or failing the schema): skipped, that rollout runs again. */
  skipped: Array<{ line: number; error: string }>;
  /** Complete records superseded by a later line for the same triple (a retried rollout). */
  superseded: number;
}

export function readRecordsDetailed(path: string): ReadRecordsResult {
  const result: ReadRecordsResult = { records: [], skipped: [], superseded: 0 };
  if (!existsSync(path)) return result;
  const byKey = new Map<string, RolloutRecord>();
  forEachLine(path, (line, number) => {
    if (!line.trim()) return;
    const { record, error } = parseRecord(line);
    if (!record) {
      result.skipped.push({ line: number, error: error ?? 'not a rollout record' });
      return;
    }
    const key = rolloutKey(record.taskId, record.rollout, record.seed);
    if (byKey.has(key)) {
      result.superseded++;
      // Re-inserted so that the map's order is the order the winning lines were written.
      byKey.delete(key);
    }
    byKey.set(key, record);
  });
  result.records = [...byKey.values()];
  return result;
}

export function readRecords(path: string): RolloutRecord[] {
  return readRecordsDetailed(path).records;
}
