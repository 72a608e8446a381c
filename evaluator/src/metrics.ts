// Run metrics (DESIGN §5): pass@1 as the mean over rollouts, the unbiased pass@k, pass^k, a 95%
// Student-t CI over seeds (df = seeds − 1; quantile from @stdlib), a bootstrap CI over tasks, flip
// rate, and per-group breakdowns. Infrastructure errors are excluded and counted.
import { createRng } from '@kopa/kit';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { mean, quantileSorted, sampleStandardDeviation } from 'simple-statistics';

/** C(n, k), exactly for the small n of a run. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let index = 1; index <= k; index++) result = (result * (n - k + index)) / index;
  return result;
}

/** Unbiased pass@k for one task with c successes in n rollouts: 1 − C(n−c,k)/C(n,k). */
export function passAtK(n: number, c: number, k: number): number {
  if (n < k) return Number.NaN;
  return 1 - choose(n - c, k) / choose(n, k);
}

/** pass^k for one task: C(c,k)/C(n,k), the chance that k rollouts all succeed. */
export function passHatK(n: number, c: number, k: number): number {
  if (n < k) return Number.NaN;
  return choose(c, k) / choose(n, k);
}

/** Mean ± 95% CI half-width with Student's t, df = values − 1 (paper Table 4). */
export function tInterval(values: readonly number[]): { mean: number; halfWidth: number; df: number } {
  if (values.length === 0) return { mean: Number.NaN, halfWidth: Number.NaN, df: 0 };
  const average = mean([...values]);
  if (values.length < 2) return { mean: average, halfWidth: Number.NaN, df: 0 };
  const df = values.length - 1;
  const halfWidth = tQuantile(0.975, df) * (sampleStandardDeviation([...values]) / Math.sqrt(values.length));
  return { mean: average, halfWidth, df };
}

/** Percentile bootstrap 95% CI of the mean of per-task scores, resampling tasks (seeded). */
export function bootstrapInterval(scores: readonly number[], options: { resamples?: number; seed?: string } = {}) {
  if (scores.length === 0) return { low: Number.NaN, high: Number.NaN };
  const rng = createRng(options.seed ?? 'kopa-bootstrap');
  const means: number[] = [];
  for (let round = 0; round < (options.resamples ?? 2000); round++) {
    let sum = 0;
    for (let index = 0; index < scores.length; index++) sum += scores[rng.int(0, scores.length - 1)] ?? 0;
    means.push(sum / scores.length);
  }
  means.sort((a, b) => a - b);
  return { low: quantileSorted(means, 0.025), high: quantileSorted(means, 0.975) };
}

export interface Outcome {
  taskId: string;
  seed: number;
  success: boolean;
  actionAccuracy: number;
}

export interface Summary {
  tasks: number;
  rollouts: number;
  pass1: number;
  passK: Record<string, number>;
  passHatK: Record<string, number>;
  seedCi: { mean: number; halfWidth: number; df: number };
  bootstrapCi: { low: number; high: number };
  actionAccuracy: number;
  flipRate: number;
}

/** Summarizes graded outcomes (infrastructure errors already removed). */
export function summarize(outcomes: readonly Outcome[]): Summary {
  const byTask = new Map<string, Outcome[]>();
  for (const outcome of outcomes) byTask.set(outcome.taskId, [...(byTask.get(outcome.taskId) ?? []), outcome]);
  const perTask = [...byTask.values()].map((group) => ({
    n: group.length,
    c: group.filter((outcome) => outcome.success).length,
  }));
  const maxK = Math.min(...perTask.map((task) => task.n));
  const ks = [1, 2, 4, 8].filter((k) => k <= maxK);
  const average = (values: number[]) => (values.length ? mean(values) : Number.NaN);
  const passK: Record<string, number> = {};
  const passHat: Record<string, number> = {};
  for (const k of ks) {
    passK[`pass@${k}`] = average(perTask.map((task) => passAtK(task.n, task.c, k)));
    passHat[`pass^${k}`] = average(perTask.map((task) => passHatK(task.n, task.c, k)));
  }
  const seeds = [...new Set(outcomes.map((outcome) => outcome.seed))].sort((a, b) => a - b);
  const perSeed = seeds.map((seed) =>
    average(outcomes.filter((outcome) => outcome.seed === seed).map((o) => (o.success ? 1 : 0))),
  );
  const taskRates = perTask.map((task) => task.c / task.n);
  return {
    tasks: byTask.size,
    rollouts: outcomes.length,
    pass1: average(taskRates),
    passK,
    passHatK: passHat,
    seedCi: tInterval(perSeed),
    bootstrapCi: bootstrapInterval(taskRates),
    actionAccuracy: average(outcomes.map((outcome) => outcome.actionAccuracy)),
    flipRate: average(perTask.filter((task) => task.n > 1).map((task) => (task.c > 0 && task.c < task.n ? 1 : 0))),
  };
}
