// Paired statistics for `kopa compare`: two runs on the same tasks, compared task by task. Per group
// (overall and each domain): the mean per-task delta B − A, a paired bootstrap 95% CI resampling
// tasks (10,000 resamples, seeded), an exact two-sided test — McNemar on the discordant pairs when
// both runs have one graded rollout per task, else the sign test on the per-task deltas (ties
// dropped); the two are the same binomial test — and the minimum detectable difference (MDD) at
// α = 0.05 two-sided and power 0.8 for the group's size, so a gap below the noise reads as such.
import binomialCdf from '@stdlib/stats-base-dists-binomial-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import { mean, sampleStandardDeviation } from 'simple-statistics';
import { bootstrapInterval } from './metrics.ts';

export const PAIRED_ALPHA = 0.05;
export const PAIRED_POWER = 0.8;
export const PAIRED_RESAMPLES = 10_000;

/** One task both runs graded: pass rates over graded (non-infra) rollouts, and the delta b − a. */
export interface TaskDelta {
  taskId: string;
  domain: string;
  a: number;
  b: number;
  delta: number;
  /** Graded rollouts behind `a` and `b`. */
  aRollouts: number;
  bRollouts: number;
}

export type ExclusionReason = 'only-in-a' | 'only-in-b' | 'no-graded-a' | 'no-graded-b' | 'no-graded-both';

/** A task left out of the paired statistics because a run has no graded rollout of it. */
export interface ExcludedTask {
  taskId: string;
  domain: string;
  reason: ExclusionReason;
  /** Human-readable, e.g. "no graded rollout in B (3 infra errors)". */
  detail: string;
}

export interface ExactTest {
  /** `mcnemar-exact` on binary outcomes (one rollout per task in both runs), else `sign-test-exact`. */
  kind: 'mcnemar-exact' | 'sign-test-exact';
  /** Tasks where B did better than A (b > a), worse, and tied (dropped by the test). */
  better: number;
  worse: number;
  ties: number;
  /** Two-sided exact binomial p-value of `better` vs `worse` under p = ½. */
  pValue: number;
}

export interface MinimumDetectable {
  /** The smallest true |B − A| (rate units, 0–1) the test detects with the given power. */
  value: number;
  /**
   * `mcnemar`: Connor's (1987) normal-approximation power formula at the observed discordant
   * fraction; `paired-normal`: (z₁₋α/₂ + z_power)·sd/√n with the per-task delta SD. Either way never
   * below `floor`: the exact test needs at least 6 one-sided untied tasks at α = 0.05.
   */
  method: 'mcnemar' | 'paired-normal';
  alpha: number;
  power: number;
  /** Discordant fraction (McNemar) or the sample SD of the per-task deltas (paired-normal). */
  discordance?: number;
  sd?: number;
  floor: number;
}

export interface GroupComparison {
  /** `overall` or the domain. */
  group: string;
  n: number;
  /** Mean per-task pass rate of A and B over the group's paired tasks. */
  aRate: number;
  bRate: number;
  meanDelta: number;
  ci: { low: number; high: number; level: number; resamples: number };
  test: ExactTest;
  mdd: MinimumDetectable;
  /** `test.pValue < alpha`. */
  significant: boolean;
}

export interface RunRef {
  /** The argument given (path or run id) and the directory it resolved to. */
  ref: string;
  directory: string;
  runId: string;
  agent: string;
  model?: string;
  /** Records in rollouts.jsonl, and how many of them are infrastructure errors. */
  records: number;
  infraErrors: number;
}

export interface PairedComparison {
  a: RunRef;
  b: RunRef;
  /** Every paired task had exactly one graded rollout in each run (so the test is McNemar's). */
  binary: boolean;
  /** Paired tasks in id order. */
  deltas: TaskDelta[];
  excluded: ExcludedTask[];
  overall: GroupComparison;
  byDomain: GroupComparison[];
  /** Same as `overall.meanDelta`. */
  meanDelta: number;
  /** Tasks graded in one run only (also in `excluded`, with the reason). */
  aOnly: string[];
  bOnly: string[];
  warnings: string[];
}

/**
 * Exact two-sided binomial (sign) test of `better` vs `worse` under p = ½: min(1, 2·P(X ≤ min)).
 * On binary outcomes, with `better` and `worse` the discordant pairs, this is the exact McNemar test.
 */
export function exactSignTest(better: number, worse: number): number {
  const trials = better + worse;
  if (trials === 0) return 1;
  return Math.min(1, 2 * binomialCdf(Math.min(better, worse), trials, 0.5));
}

/** The fewest untied tasks, all one way, that the exact test can call significant at `alpha`. */
export function exactTestFloor(alpha = PAIRED_ALPHA): number {
  let tasks = 1;
  while (exactSignTest(tasks, 0) >= alpha) tasks++;
  return tasks;
}

/**
 * The minimum detectable difference for n paired tasks at two-sided `alpha` and `power`.
 * With `discordance` (binary outcomes, the fraction of tasks where the runs disagree): the smallest δ
 * with n·δ² = (z₁₋α/₂·√ψ + z_power·√(ψ − δ²))² (Connor 1987), ψ = max(discordance, δ) since a true
 * difference δ implies at least that much discordance. With `sd` (per-task delta SD, several rollouts
 * per task): (z₁₋α/₂ + z_power)·sd/√n. Either way at least `floor` = exactTestFloor / (n · rollouts).
 */
export function minimumDetectableDifference(
  options: { n: number; discordance: number; rollouts?: number } | { n: number; sd: number; rollouts?: number },
  settings: { alpha?: number; power?: number } = {},
): MinimumDetectable {
  const alpha = settings.alpha ?? PAIRED_ALPHA;
  const power = settings.power ?? PAIRED_POWER;
  const { n } = options;
  const floor = n > 0 ? exactTestFloor(alpha) / (n * (options.rollouts ?? 1)) : Number.NaN;
  const zAlpha = normalQuantile(1 - alpha / 2, 0, 1);
  const zPower = normalQuantile(power, 0, 1);
  if (n <= 0) {
    return 'sd' in options
      ? { value: Number.NaN, method: 'paired-normal', alpha, power, sd: options.sd, floor }
      : { value: Number.NaN, method: 'mcnemar', alpha, power, discordance: options.discordance, floor };
  }
  if ('sd' in options) {
    const value = Math.min(1, Math.max(floor, ((zAlpha + zPower) * options.sd) / Math.sqrt(n)));
    return { value, method: 'paired-normal', alpha, power, sd: options.sd, floor };
  }
  const { discordance } = options;
  const gap = (delta: number) => {
    const psi = Math.max(discordance, delta);
    return Math.sqrt(n) * delta - zAlpha * Math.sqrt(psi) - zPower * Math.sqrt(Math.max(0, psi - delta * delta));
  };
  let [low, high] = [0, 1];
  if (gap(high) < 0) return { value: 1, method: 'mcnemar', alpha, power, discordance, floor };
  for (let step = 0; step < 60; step++) {
    const middle = (low + high) / 2;
    if (gap(middle) < 0) low = middle;
    else high = middle;
  }
  return { value: Math.min(1, Math.max(floor, high)), method: 'mcnemar', alpha, power, discordance, floor };
}

/** The paired statistics of one group of tasks. */
export function compareGroup(
  rows: readonly TaskDelta[],
  options: { group: string; binary: boolean; seed?: string; resamples?: number; alpha?: number; power?: number },
): GroupComparison {
  const alpha = options.alpha ?? PAIRED_ALPHA;
  const resamples = options.resamples ?? PAIRED_RESAMPLES;
  const n = rows.length;
  const deltas = rows.map((row) => row.delta);
  const average = (values: number[]) => (values.length ? mean(values) : Number.NaN);
  const better = rows.filter((row) => row.delta > 0).length;
  const worse = rows.filter((row) => row.delta < 0).length;
  const pValue = exactSignTest(better, worse);
  const rollouts = Math.max(1, ...rows.flatMap((row) => [row.aRollouts, row.bRollouts]));
  const settings = { alpha, ...(options.power !== undefined ? { power: options.power } : {}) };
  const mdd = options.binary
    ? minimumDetectableDifference({ n, discordance: n ? (better + worse) / n : 0 }, settings)
    : minimumDetectableDifference({ n, sd: n > 1 ? sampleStandardDeviation(deltas) : 0, rollouts }, settings);
  const ci = bootstrapInterval(deltas, { resamples, seed: `${options.seed ?? 'kopa-compare'}:${options.group}` });
  return {
    group: options.group,
    n,
    aRate: average(rows.map((row) => row.a)),
    bRate: average(rows.map((row) => row.b)),
    meanDelta: average(deltas),
    ci: { ...ci, level: 0.95, resamples },
    test: {
      kind: options.binary ? 'mcnemar-exact' : 'sign-test-exact',
      better,
      worse,
      ties: n - better - worse,
      pValue,
    },
    mdd,
    significant: pValue < alpha,
  };
}

/** Overall and per-domain statistics of paired task rows. */
export function compareTasks(
  rows: readonly TaskDelta[],
  options: { binary?: boolean; seed?: string; resamples?: number; alpha?: number; power?: number } = {},
): { binary: boolean; overall: GroupComparison; byDomain: GroupComparison[] } {
  const binary = options.binary ?? rows.every((row) => row.aRollouts === 1 && row.bRollouts === 1);
  const settings = { ...options, binary };
  const domains = [...new Set(rows.map((row) => row.domain))].sort();
  return {
    binary,
    overall: compareGroup(rows, { ...settings, group: 'overall' }),
    byDomain: domains.map((domain) =>
      compareGroup(
        rows.filter((row) => row.domain === domain),
        { ...settings, group: domain },
      ),
    ),
  };
}

const points = (value: number, signed = true) =>
  Number.isNaN(value) ? '—' : `${signed && value > 0 ? '+' : ''}${(value * 100).toFixed(1)}`;
const percent = (value: number) => (Number.isNaN(value) ? '—' : `${(value * 100).toFixed(1)}%`);

/** p-values: three significant digits, scientific below 0.001. */
export function formatPValue(p: number): string {
  if (Number.isNaN(p)) return '—';
  if (p >= 0.001) return p.toPrecision(3);
  if (p < 1e-12) return '<1e-12';
  return p.toExponential(1);
}

/** The one-line verdict on the overall comparison. */
export function pairedVerdict(result: Pick<PairedComparison, 'overall'>): string {
  const { overall } = result;
  const alpha = overall.mdd.alpha;
  if (overall.n === 0) return 'no paired task: nothing to compare';
  if (!overall.significant) {
    return `no significant difference at α=${alpha} (Δ ${points(overall.meanDelta)} pp, p=${formatPValue(overall.test.pValue)}; the test detects ≥ ${points(overall.mdd.value, false)} pp over ${overall.n} tasks)`;
  }
  const direction = overall.test.better > overall.test.worse ? 'better' : 'worse';
  return `B ${direction} than A: Δ ${points(overall.meanDelta)} pp, 95% CI [${points(overall.ci.low)}, ${points(overall.ci.high)}], p=${formatPValue(overall.test.pValue)}`;
}

const describeRun = (run: RunRef) =>
  `${run.runId} (${run.agent}${run.model ? ` ${run.model}` : ''}; ${run.records} record(s), ${run.infraErrors} infra error(s)) ${run.directory}`;

/** A compact table (overall and each domain) with the test used, exclusions and the verdict. */
export function formatPairedComparison(result: PairedComparison): string {
  const header = ['group', 'n', 'A', 'B', 'Δ pp', '95% CI pp', 'B+/A+', 'p', 'MDD pp'];
  const row = (group: GroupComparison) => [
    group.group,
    String(group.n),
    percent(group.aRate),
    percent(group.bRate),
    points(group.meanDelta),
    `[${points(group.ci.low)}, ${points(group.ci.high)}]`,
    `${group.test.better}/${group.test.worse}`,
    `${formatPValue(group.test.pValue)}${group.significant ? ' *' : ''}`,
    points(group.mdd.value, false),
  ];
  const rows = [header, row(result.overall), ...result.byDomain.map(row)];
  const widths = header.map((_, column) => Math.max(...rows.map((cells) => (cells[column] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  const test = result.binary
    ? 'exact McNemar on discordant tasks (one graded rollout per task in both runs)'
    : 'exact sign test on per-task pass-rate deltas, ties dropped (several rollouts per task)';
  const mdd = result.binary
    ? `MDD: smallest true Δ detected at α=${result.overall.mdd.alpha}, power ${result.overall.mdd.power}, from the observed discordance`
    : `MDD: smallest true Δ detected at α=${result.overall.mdd.alpha}, power ${result.overall.mdd.power}, from the per-task Δ SD`;
  const lines = [
    `A: ${describeRun(result.a)}`,
    `B: ${describeRun(result.b)}`,
    '',
    line(header),
    ...rows.slice(1).map(line),
    '',
    `test: ${test}; B+/A+ = tasks where B / A did better; * p < ${result.overall.mdd.alpha}`,
    `CI: paired bootstrap over tasks, ${result.overall.ci.resamples} resamples (seeded; on few discordant tasks it can exclude 0 where the exact test does not: p decides)`,
    mdd,
  ];
  if (result.byDomain.length > 1) lines.push('per-domain p-values are not adjusted for multiple comparisons');
  if (result.excluded.length) {
    const shown = result.excluded.slice(0, 10).map((task) => `${task.taskId}: ${task.detail}`);
    const more = result.excluded.length > shown.length ? `; … ${result.excluded.length - shown.length} more` : '';
    lines.push(`excluded ${result.excluded.length} task(s): ${shown.join('; ')}${more}`);
  }
  for (const warning of result.warnings) lines.push(`warning: ${warning}`);
  lines.push(`verdict: ${pairedVerdict(result)}`);
  return lines.join('\n');
}
