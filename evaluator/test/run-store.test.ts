// The run store on disk: a torn last line (a crash mid-write) is moved aside on open and the next
// record is not swallowed; the last complete record of a (task, rollout, seed) wins; records written
// before trajectories (version 1) still load and regrade.
import { appendFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPlatform } from '@kopa/servers';
import { loadTasks } from '@kopa/tasks';
import { describe, expect, it } from 'vitest';
import { createInProcessEnvironment, createOracleAgent, genericParams, regradeRun, runEval } from '../src/index.ts';
import type { RolloutRecord } from '../src/rollout.ts';
import { openRunStore, readRecords, readRecordsDetailed, rolloutRecordSchema } from '../src/run-store.ts';

const manifest = {
  runId: 'store',
  gitSha: undefined,
  taskSetHash: 'h',
  tasks: ['t-001'],
  agent: { name: 'test', params: {} },
  rollouts: 2,
  seeds: [0],
};

function record(rollout: number, extra: Partial<RolloutRecord> = {}): RolloutRecord {
  return {
    version: 2,
    key: `t-001#${rollout}#0`,
    taskId: 't-001',
    domain: 'finance',
    type: 'single',
    rollout,
    seed: 0,
    agent: 'test',
    startedAt: '2026-12-01T00:00:00.000Z',
    durationMs: 1,
    modelMs: 0,
    answer: `답 ${rollout}: 서울특별시 종로구`,
    trajectory: { format: 'openai-chat', messages: [], turns: [] },
    steps: 0,
    usage: { inputTokens: 0, outputTokens: 0 },
    agentErrors: [],
    calls: [],
    initialUser: {},
    finalUser: {},
    ...extra,
  };
}

const fresh = () => {
  const directory = join(mkdtempSync(join(tmpdir(), 'kopa-store-')), 'run');
  return { directory, rollouts: join(directory, 'rollouts.jsonl') };
};
const lines = (path: string) => readFileSync(path, 'utf8').split('\n');

describe('a torn last line', () => {
  it('is moved to rollouts.jsonl.torn on open, and the next record is not swallowed', () => {
    const { directory, rollouts } = fresh();
    const first = openRunStore({ directory, manifest });
    expect(first.repair).toBeUndefined();
    first.append(record(0));
    // A kill mid-write: half a record, no newline, cut inside a multi-byte character.
    const whole = Buffer.from(JSON.stringify(record(1)));
    const cut = whole.indexOf(Buffer.from('종로구')) + 1;
    const partial = whole.subarray(0, cut);
    appendFileSync(rollouts, partial);

    const reopened = openRunStore({ directory, manifest });
    expect(reopened.repair).toEqual({ tornBytes: partial.length, tornPath: `${rollouts}.torn`, newlineAdded: false });
    // Preserved byte for byte, as a line of its own.
    expect(readFileSync(`${rollouts}.torn`).equals(Buffer.concat([partial, Buffer.from('\n')]))).toBe(true);
    expect(reopened.records().map((entry) => entry.rollout)).toEqual([0]);

    reopened.append(record(1));
    expect(lines(rollouts)).toEqual([JSON.stringify(record(0)), JSON.stringify(record(1)), '']);
    expect(reopened.records().map((entry) => entry.rollout)).toEqual([0, 1]);
    expect(readRecordsDetailed(rollouts).skipped).toEqual([]);
    // A clean file is left alone.
    expect(openRunStore({ directory, manifest }).repair).toBeUndefined();
  });

  it('keeps a second torn line beside the first', () => {
    const { directory, rollouts } = fresh();
    openRunStore({ directory, manifest }).append(record(0));
    appendFileSync(rollouts, '{"key":"t-001#1#0","ta');
    openRunStore({ directory, manifest });
    appendFileSync(rollouts, '{"key":"t-001#1#0","taskId":"t-0');
    const store = openRunStore({ directory, manifest });
    expect(lines(`${rollouts}.torn`)).toEqual(['{"key":"t-001#1#0","ta', '{"key":"t-001#1#0","taskId":"t-0', '']);
    store.append(record(1));
    expect(store.records()).toHaveLength(2);
  });

  it('keeps a complete record that only lacks its newline', () => {
    const { directory, rollouts } = fresh();
    openRunStore({ directory, manifest });
    writeFileSync(rollouts, JSON.stringify(record(0)));
    const store = openRunStore({ directory, manifest });
    expect(store.repair).toMatchObject({ tornBytes: 0, newlineAdded: true });
    expect(existsSync(`${rollouts}.torn`)).toBe(false);
    store.append(record(1));
    expect(store.records().map((entry) => entry.rollout)).toEqual([0, 1]);
  });

  it('moves a file that is one partial line aside whole', () => {
    const { directory, rollouts } = fresh();
    openRunStore({ directory, manifest });
    writeFileSync(rollouts, '{"key":"t-0');
    const store = openRunStore({ directory, manifest });
    expect(store.repair?.tornBytes).toBe(11);
    expect(readFileSync(rollouts, 'utf8')).toBe('');
    store.append(record(0));
    expect(store.records()).toHaveLength(1);
  });
});

describe('reading records', () => {
  it('keeps the last complete record of each (task, rollout, seed)', () => {
    const { directory, rollouts } = fresh();
    const store = openRunStore({ directory, manifest });
    store.append(record(0, { infraError: { type: 'endpoint_5xx', message: '503', attempts: 5 } }));
    store.append(record(1));
    store.append(record(0, { answer: 'retried' }));
    const read = readRecordsDetailed(rollouts);
    expect(read.records.map((entry) => [entry.rollout, entry.answer])).toEqual([
      [1, '답 1: 서울특별시 종로구'],
      [0, 'retried'],
    ]);
    expect(read.superseded).toBe(1);
  });

  it('reads lines longer than its read chunk, multi-byte characters split across chunks', () => {
    const { directory, rollouts } = fresh();
    const store = openRunStore({ directory, manifest });
    const long = '가나다'.repeat(700_000); // 6.3 MB of UTF-8 on one line
    store.append(record(0));
    store.append(record(1, { answer: long }));
    store.append(record(0, { answer: 'short' }));
    const read = readRecordsDetailed(rollouts);
    expect(read.skipped).toEqual([]);
    expect(read.records.map((entry) => entry.answer === long)).toEqual([true, false]);
    expect(read.records[1]?.answer).toBe('short');
  });

  it('skips, and reports, a line that is JSON but no record', () => {
    const { directory, rollouts } = fresh();
    const store = openRunStore({ directory, manifest });
    store.append(record(0));
    appendFileSync(rollouts, `${JSON.stringify({ key: 't-001#1#0', taskId: 't-001' })}\n`);
    const read = readRecordsDetailed(rollouts);
    expect(read.records).toHaveLength(1);
    expect(read.skipped).toEqual([{ line: 2, error: expect.any(String) }]);
  });

  it('loads and regrades a record written before trajectories (version 1)', async () => {
    const [task] = loadTasks({ ids: ['finance-004'] });
    if (!task) throw new Error('missing finance-004');
    const platforms = [findPlatform('dart')];
    const environment = await createInProcessEnvironment(platforms);
    const runsDir = mkdtempSync(join(tmpdir(), 'kopa-store-v1-'));
    try {
      await runEval({
        tasks: [task],
        agent: createOracleAgent(),
        environment,
        rollouts: 1,
        seeds: [0],
        concurrency: 1,
        runsDir,
        runId: 'v1',
      });
    } finally {
      await environment.close();
    }
    // Rewrite the line as version 1 wrote it: `messages`, no `version`, no `trajectory`.
    const path = join(runsDir, 'v1', 'rollouts.jsonl');
    const [current] = readRecords(path);
    if (!current) throw new Error('no record');
    const { version: _version, trajectory: _trajectory, grades: _grades, ...rest } = current;
    const old = { ...rest, messages: [] };
    writeFileSync(path, `${JSON.stringify(old)}\n`);

    expect(rolloutRecordSchema.safeParse(old).success).toBe(true);
    const [loaded] = readRecords(path);
    expect(loaded?.trajectory).toBeUndefined();
    expect(loaded?.messages).toEqual([]);
    const summary = regradeRun({ directory: join(runsDir, 'v1'), tasks: [task], generic: genericParams(platforms) });
    expect(summary.overall.rollouts).toBe(1);
    expect(summary.overall.pass1).toBe(1);
  });
});
