// Paired comparison of two runs written to disk in the real run format (manifest.json and
// rollouts.jsonl through openRunStore): a large true gain is found, two draws of the same model are
// not told apart, exact McNemar matches a hand-computed value, and the bootstrap is reproducible.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRng } from '@kopa/kit';
import { describe, expect, it } from 'vitest';
import {
  compareRuns,
  exactSignTest,
  formatPairedComparison,
  minimumDetectableDifference,
  type RolloutRecord,
} from '../src/index.ts';
import { openRunStore } from '../src/run-store.ts';

const DOMAINS = ['education', 'finance', 'law', 'politics', 'traffic'];
/** 145 task ids, 29 per domain, like `finance-003`. */
const TASKS = DOMAINS.flatMap((domain) =>
  Array.from({ length: 29 }, (_, index) => `${domain}-${String(index + 1).padStart(3, '0')}`),
);

interface Outcome {
  taskId: string;
  rollout?: number;
  seed?: number;
  /** true / false: graded; 'infra': an infrastructure error, never graded. */
  result: boolean | 'infra';
}

function record(outcome: Outcome, agent: string): RolloutRecord {
  const { taskId, rollout = 0, seed = 0, result } = outcome;
  const base: RolloutRecord = {
    key: `${taskId}#${rollout}#${seed}`,
    taskId,
    domain: taskId.replace(/-\d+$/, ''),
    type: 'single',
    rollout,
    seed,
    agent,
    model: `${agent}-model`,
    startedAt: '2025-01-01T00:00:00.000Z',
    durationMs: 10,
    modelMs: 5,
    answer: result === true ? 'the answer' : '',
    messages: [],
    steps: 1,
    usage: { inputTokens: 10, outputTokens: 5 },
    agentErrors: [],
    calls: [],
    initialUser: {},
    finalUser: {},
    results: [],
  };
  if (result === 'infra')
    return { ...base, infraError: { type: 'timeout', message: 'endpoint timed out', attempts: 3 } };
  return {
    ...base,
    grades: {
      success: result,
      claimedSuccess: result,
      response: {
        score: result ? 1 : 0,
        passed: result,
        claimed: result,
        grounded: result,
        facts: [],
        explanation: '',
      },
      environment: { passed: true, diffs: [], explanation: '' },
      action: { accuracy: 1, precision: 1, f1: 1, actions: [], explanation: '' },
    },
  };
}

/** Writes a run directory `<runsDir>/<runId>` with the real store; returns its path. */
function writeRun(
  runsDir: string,
  runId: string,
  outcomes: readonly Outcome[],
  tasks: readonly string[] = TASKS,
  taskSetHash = 'synthetic-tasks',
) {
  const rollouts = Math.max(1, ...outcomes.map((outcome) => (outcome.rollout ?? 0) + 1));
  const seeds = [...new Set(outcomes.map((outcome) => outcome.seed ?? 0))].sort((a, b) => a - b);
  const store = openRunStore({
    directory: join(runsDir, runId),
    manifest: {
      runId,
      gitSha: undefined,
      taskSetHash,
      tasks: [...tasks],
      agent: { name: runId, model: `${runId}-model`, params: {} },
      rollouts,
      seeds,
    },
  });
  for (const outcome of outcomes) store.append(record(outcome, runId));
  return store.directory;
}

const newRunsDir = () => mkdtempSync(join(tmpdir(), 'kopa-paired-'));

/** One rollout per task, each passing with its own probability, drawn with `seed`. */
function sampleRun(probabilities: readonly number[], seed: string, rollouts = 1): Outcome[] {
  const rng = createRng(seed);
  return TASKS.flatMap((taskId, index) =>
    Array.from({ length: rollouts }, (_, rollout) => ({
      taskId,
      rollout,
      result: rng.chance(probabilities[index] ?? 0),
    })),
  );
}

describe('exact test', () => {
  it('gives exact McNemar p = 0.0386 for 10 vs 2 discordant pairs (2·79/4096)', () => {
    expect(exactSignTest(10, 2)).toBeCloseTo((2 * (1 + 12 + 66)) / 4096, 12);
    expect(exactSignTest(10, 2).toFixed(4)).toBe('0.0386');
    expect(exactSignTest(2, 10)).toBe(exactSignTest(10, 2));
    expect(exactSignTest(0, 0)).toBe(1);
    expect(exactSignTest(3, 3)).toBe(1);
    expect(exactSignTest(6, 0)).toBeCloseTo(2 / 64, 12);
  });

  it('reads the same 10 vs 2 discordant tasks from two run directories', () => {
    const runsDir = newRunsDir();
    const tasks = TASKS.slice(0, 20);
    // Tasks 0–9: only B passes; 10–11: only A passes; 12–15 both pass; 16–19 neither.
    const a = tasks.map((taskId, index) => ({ taskId, result: index >= 10 && index < 16 }));
    const b = tasks.map((taskId, index) => ({ taskId, result: index < 10 || (index >= 12 && index < 16) }));
    writeRun(runsDir, 'a', a, tasks);
    writeRun(runsDir, 'b', b, tasks);
    const result = compareRuns(join(runsDir, 'a'), join(runsDir, 'b'));
    expect(result.binary).toBe(true);
    expect(result.overall.test).toMatchObject({ kind: 'mcnemar-exact', better: 10, worse: 2, ties: 8 });
    expect(result.overall.test.pValue).toBeCloseTo(0.038574, 6);
    expect(result.overall.meanDelta).toBeCloseTo(8 / 20, 12);
    expect(result.overall.significant).toBe(true);
  });
});

describe('compareRuns on synthetic runs', () => {
  it('finds B passing 40 more of 145 tasks: p < 0.01 and a CI excluding 0', () => {
    const runsDir = newRunsDir();
    // A passes tasks 0–49; B loses 5 of them (0–4) and gains 45 (50–94): 90 vs 50 passes.
    writeRun(
      runsDir,
      'base',
      TASKS.map((taskId, index) => ({ taskId, result: index < 50 })),
    );
    writeRun(
      runsDir,
      'better',
      TASKS.map((taskId, index) => ({ taskId, result: index >= 5 && index < 95 })),
    );
    const result = compareRuns('base', 'better', { runsDir });
    expect(result.deltas).toHaveLength(145);
    expect(result.excluded).toEqual([]);
    expect(result.overall.n).toBe(145);
    expect(result.overall.aRate).toBeCloseTo(50 / 145, 12);
    expect(result.overall.bRate).toBeCloseTo(90 / 145, 12);
    expect(result.overall.meanDelta).toBeCloseTo(40 / 145, 12);
    expect(result.overall.test).toMatchObject({ kind: 'mcnemar-exact', better: 45, worse: 5 });
    expect(result.overall.test.pValue).toBeLessThan(0.01);
    expect(result.overall.ci.low).toBeGreaterThan(0);
    expect(result.overall.ci.high).toBeGreaterThan(result.overall.meanDelta);
    expect(result.overall.ci.resamples).toBe(10_000);
    expect(result.overall.mdd.value).toBeLessThan(result.overall.meanDelta);
    expect(result.byDomain.map((group) => group.group)).toEqual(DOMAINS);
    expect(result.byDomain.map((group) => group.n)).toEqual([29, 29, 29, 29, 29]);
    const text = formatPairedComparison(result);
    expect(text).toMatch(/^overall\s+145\s+34\.5%\s+62\.1%\s+\+27\.6\s/m);
    for (const domain of DOMAINS) expect(text).toMatch(new RegExp(`^${domain}\\s+29\\s`, 'm'));
    expect(text).toContain('exact McNemar');
    expect(text.split('\n').at(-1)).toMatch(
      /^verdict: B better than A: Δ \+27\.6 pp, 95% CI \[\+\d+\.\d, \+\d+\.\d\], p=/,
    );
  });

  it('does not tell two draws of the same model apart: p > 0.05 and a CI containing 0', () => {
    const runsDir = newRunsDir();
    const rng = createRng('task-difficulty');
    const probabilities = TASKS.map(() => rng.pick([0.05, 0.2, 0.5, 0.8, 0.95]));
    writeRun(runsDir, 'seed-0', sampleRun(probabilities, 'model-draw-0'));
    writeRun(runsDir, 'seed-1', sampleRun(probabilities, 'model-draw-1'));
    const result = compareRuns('seed-0', 'seed-1', { runsDir });
    expect(result.binary).toBe(true);
    expect(result.overall.n).toBe(145);
    expect(result.overall.test.pValue).toBeGreaterThan(0.05);
    expect(result.overall.ci.low).toBeLessThanOrEqual(0);
    expect(result.overall.ci.high).toBeGreaterThanOrEqual(0);
    expect(result.overall.significant).toBe(false);
    expect(Math.abs(result.overall.meanDelta)).toBeLessThan(result.overall.mdd.value);
    const text = formatPairedComparison(result);
    expect(text.split('\n').at(-1)).toMatch(
      /^verdict: no significant difference at α=0\.05 \(Δ [+-]?\d+\.\d pp, p=\d\.\d+; the test detects ≥ \d+\.\d pp over 145 tasks\)$/,
    );
  });

  it('uses the exact sign test on per-task deltas with several rollouts per task', () => {
    const runsDir = newRunsDir();
    const rng = createRng('task-difficulty-multi');
    const probabilities = TASKS.map(() => rng.next());
    writeRun(runsDir, 'r4-a', sampleRun(probabilities, 'multi-0', 4));
    writeRun(runsDir, 'r4-b', sampleRun(probabilities, 'multi-1', 4));
    const same = compareRuns('r4-a', 'r4-b', { runsDir });
    expect(same.binary).toBe(false);
    expect(same.overall.test.kind).toBe('sign-test-exact');
    expect(same.overall.mdd.method).toBe('paired-normal');
    expect(same.overall.test.pValue).toBeGreaterThan(0.05);
    expect(same.overall.ci.low).toBeLessThanOrEqual(0);
    expect(same.overall.ci.high).toBeGreaterThanOrEqual(0);
    const { better, worse, ties } = same.overall.test;
    expect(better + worse + ties).toBe(145);
    expect(same.overall.test.pValue).toBe(exactSignTest(better, worse));
    writeRun(
      runsDir,
      'r4-up',
      sampleRun(
        probabilities.map((p) => Math.min(1, p + 0.3)),
        'multi-2',
        4,
      ),
    );
    const up = compareRuns('r4-a', 'r4-up', { runsDir });
    expect(up.overall.test.pValue).toBeLessThan(0.01);
    expect(up.overall.ci.low).toBeGreaterThan(0);
    expect(formatPairedComparison(up)).toContain('exact sign test');
  });

  it('excludes infra errors, and lists the tasks a run has no graded rollout of with the reason', () => {
    const runsDir = newRunsDir();
    const tasks = ['finance-001', 'finance-002', 'finance-003', 'law-001', 'law-002', 'law-003'];
    writeRun(
      runsDir,
      'a',
      [
        { taskId: 'finance-001', result: true },
        { taskId: 'finance-001', rollout: 1, result: 'infra' },
        { taskId: 'finance-002', result: false },
        { taskId: 'finance-002', rollout: 1, result: true },
        { taskId: 'finance-003', result: 'infra' },
        { taskId: 'finance-003', rollout: 1, result: 'infra' },
        { taskId: 'law-001', result: true },
        { taskId: 'law-001', rollout: 1, result: true },
      ],
      tasks,
    );
    writeRun(
      runsDir,
      'b',
      [
        { taskId: 'finance-001', result: false },
        { taskId: 'finance-001', rollout: 1, result: false },
        { taskId: 'finance-002', result: true },
        { taskId: 'finance-002', rollout: 1, result: true },
        { taskId: 'finance-003', result: true },
        { taskId: 'law-001', result: 'infra' },
        { taskId: 'law-001', rollout: 1, result: 'infra' },
        { taskId: 'politics-001', result: true },
      ],
      [...tasks.filter((taskId) => taskId !== 'law-002'), 'politics-001'],
    );
    const result = compareRuns('a', 'b', { runsDir });
    expect(result.deltas).toEqual([
      { taskId: 'finance-001', domain: 'finance', a: 1, b: 0, delta: -1, aRollouts: 1, bRollouts: 2 },
      { taskId: 'finance-002', domain: 'finance', a: 0.5, b: 1, delta: 0.5, aRollouts: 2, bRollouts: 2 },
    ]);
    expect(result.excluded).toEqual([
      {
        taskId: 'finance-003',
        domain: 'finance',
        reason: 'no-graded-a',
        detail: 'no graded rollout in A (2 infra error(s))',
      },
      { taskId: 'law-001', domain: 'law', reason: 'no-graded-b', detail: 'no graded rollout in B (2 infra error(s))' },
      { taskId: 'law-002', domain: 'law', reason: 'only-in-a', detail: 'not in B' },
      {
        taskId: 'law-003',
        domain: 'law',
        reason: 'no-graded-both',
        detail: 'no graded rollout in A (not run) or B (not run)',
      },
      { taskId: 'politics-001', domain: 'politics', reason: 'only-in-b', detail: 'not in A' },
    ]);
    expect(result.aOnly).toEqual(['law-001']);
    expect(result.bOnly).toEqual(['finance-003', 'politics-001']);
    expect(result.binary).toBe(false);
    expect(result.a.infraErrors).toBe(3);
    expect(result.b.infraErrors).toBe(2);
    expect(result.overall.n).toBe(2);
    expect(result.overall.meanDelta).toBeCloseTo(-0.25, 12);
    expect(result.byDomain.map((group) => group.group)).toEqual(['finance']);
    expect(formatPairedComparison(result)).toContain(
      'excluded 5 task(s): finance-003: no graded rollout in A (2 infra error(s)); law-001: ',
    );
  });

  it('accepts run ids under the runs directory and says where it looked when a run is missing', () => {
    const runsDir = newRunsDir();
    const directory = writeRun(runsDir, 'only', [{ taskId: 'finance-001', result: true }], ['finance-001']);
    const byId = compareRuns('only', 'only', { runsDir });
    expect(byId.a.directory).toBe(directory);
    expect(byId.a.ref).toBe('only');
    expect(byId.warnings).toContain('A and B are the same run');
    expect(compareRuns(directory, 'only', { runsDir }).b.directory).toBe(directory);
    expect(() => compareRuns('missing-run', 'only', { runsDir })).toThrow(
      `no run "missing-run": tried ${join(process.cwd(), 'missing-run')} (no such directory); ${join(runsDir, 'missing-run')} (no such directory)`,
    );
    expect(() => compareRuns('only', runsDir, { runsDir })).toThrow(`${runsDir} (a directory without manifest.json)`);
  });

  it('warns when the task files changed between the runs', () => {
    const runsDir = newRunsDir();
    const tasks = ['finance-001'];
    writeRun(runsDir, 'old', [{ taskId: 'finance-001', result: false }], tasks, 'hash-old');
    writeRun(runsDir, 'new', [{ taskId: 'finance-001', result: true }], tasks, 'hash-new');
    writeRun(runsDir, 'wide', [{ taskId: 'finance-001', result: true }], TASKS, 'hash-wide');
    expect(compareRuns('old', 'new', { runsDir }).warnings).toEqual([
      'same task ids but different task files (taskSetHash hash-old vs hash-new): tasks were edited between the runs',
    ]);
    const wide = compareRuns('old', 'wide', { runsDir });
    expect(wide.warnings[0]).toMatch(/^the runs selected different task sets/);
    expect(wide.excluded).toHaveLength(144);
    expect(formatPairedComparison(wide)).toMatch(/; … 134 more\nwarning: the runs selected different task sets/);
  });

  it('is deterministic: the same inputs give the same CI; another bootstrap seed barely moves it', () => {
    const runsDir = newRunsDir();
    const rng = createRng('determinism');
    const probabilities = TASKS.map(() => rng.next());
    writeRun(runsDir, 'x', sampleRun(probabilities, 'x'));
    writeRun(runsDir, 'y', sampleRun(probabilities, 'y'));
    const first = compareRuns('x', 'y', { runsDir });
    const second = compareRuns('x', 'y', { runsDir });
    expect(second.overall.ci).toEqual(first.overall.ci);
    expect(second.byDomain.map((group) => group.ci)).toEqual(first.byDomain.map((group) => group.ci));
    expect(formatPairedComparison(second)).toBe(formatPairedComparison(first));
    const reseeded = compareRuns('x', 'y', { runsDir, seed: 'another' });
    // 10,000 resamples: another bootstrap seed moves the bounds by at most a task or two.
    expect(Math.abs(reseeded.overall.ci.low - first.overall.ci.low)).toBeLessThanOrEqual(2 / 145);
    expect(Math.abs(reseeded.overall.ci.high - first.overall.ci.high)).toBeLessThanOrEqual(2 / 145);
    expect(reseeded.overall.test).toEqual(first.overall.test);
  });
});

describe('minimum detectable difference', () => {
  const [z975, z80] = [1.959963984540054, 0.8416212335729143];

  it('matches (z₀.₉₇₅ + z₀.₈)·sd/√n with per-task delta SD', () => {
    const mdd = minimumDetectableDifference({ n: 145, sd: 0.4 });
    expect(mdd.method).toBe('paired-normal');
    expect(mdd.value).toBeCloseTo(((z975 + z80) * 0.4) / Math.sqrt(145), 9);
  });

  it("solves Connor's McNemar formula at the observed discordance: a 3-point gap over 145 tasks is noise", () => {
    const discordance = 0.3;
    const { value, method } = minimumDetectableDifference({ n: 145, discordance });
    expect(method).toBe('mcnemar');
    const rhs = z975 * Math.sqrt(discordance) + z80 * Math.sqrt(discordance - value * value);
    expect(145 * value * value).toBeCloseTo(rhs * rhs, 6);
    expect(value).toBeGreaterThan(0.1);
    expect(value).toBeLessThan(0.13);
    expect(value).toBeGreaterThan(0.03);
  });

  it('gives the exact McNemar test about the stated power at the MDD (simulation)', () => {
    const [n, discordance] = [145, 0.3];
    const { value } = minimumDetectableDifference({ n, discordance });
    const rng = createRng('power');
    let rejected = 0;
    const trials = 2000;
    for (let trial = 0; trial < trials; trial++) {
      let [better, worse] = [0, 0];
      for (let task = 0; task < n; task++) {
        if (!rng.chance(discordance)) continue;
        if (rng.chance((discordance + value) / (2 * discordance))) better++;
        else worse++;
      }
      if (exactSignTest(better, worse) < 0.05) rejected++;
    }
    expect(rejected / trials).toBeGreaterThan(0.72);
    expect(rejected / trials).toBeLessThan(0.88);
  });

  it('never goes below what the exact test can reach (6 one-sided tasks at α = 0.05)', () => {
    // No observed discordance: a true δ brings δ of it, all one way (ψ = δ), still above the floor.
    const none = minimumDetectableDifference({ n: 145, discordance: 0 });
    expect(none.floor).toBeCloseTo(6 / 145, 12);
    expect(none.value).toBeGreaterThan(6 / 145);
    expect(none.value).toBeLessThan(0.06);
    expect(minimumDetectableDifference({ n: 145, sd: 0, rollouts: 4 }).value).toBeCloseTo(6 / (145 * 4), 12);
    expect(minimumDetectableDifference({ n: 3, discordance: 0.5 }).value).toBe(1);
  });
});
