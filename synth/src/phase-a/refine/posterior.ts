// Beta posteriors over edges (DESIGN §6, paper Table 7): the prior from the proposer's s_e, the
// evidence weight of each outcome class, the pruning rule and Thompson draws.
import betaFactory from '@stdlib/random-base-beta';
import type { Edge, EdgeKey, EdgeProposal, Outcome } from '../../shared/index.ts';

/**
 * Evidence per outcome. The first six are paper Table 7. `empty` (a valid call that returned no
 * data) is our choice: β += 0.5, weaker than a missing field (the value type was accepted, and the
 * data may just be sparse) but stronger than infrastructure noise, because a binding that selects
 * nothing is usually a binding by the wrong meaning. `other` (auth or server failures unrelated to
 * the binding) carries no evidence.
 */
export const EVIDENCE: Readonly<Record<Outcome, { alpha: number; beta: number }>> = {
  semantic_success: { alpha: 1.0, beta: 0 },
  generic_success: { alpha: 0.3, beta: 0 },
  schema_mismatch: { alpha: 0, beta: 1.5 },
  missing_field: { alpha: 0, beta: 1.0 },
  timeout: { alpha: 0, beta: 0.3 },
  rate_limit: { alpha: 0, beta: 0.1 },
  empty: { alpha: 0, beta: 0.5 },
  other: { alpha: 0, beta: 0 },
};

/** Environmental outcomes say nothing about the binding, so they do not make an edge "tried". */
export const ENVIRONMENTAL: ReadonlySet<Outcome> = new Set(['timeout', 'rate_limit', 'other']);

export const SUCCESS: ReadonlySet<Outcome> = new Set(['semantic_success', 'generic_success']);

export function edgeId(key: EdgeKey): string {
  return `${key.src}.${key.field}->${key.dst}.${key.param}`;
}

export function emptyOutcomes(): Record<Outcome, number> {
  return {
    semantic_success: 0,
    generic_success: 0,
    schema_mismatch: 0,
    missing_field: 0,
    timeout: 0,
    rate_limit: 0,
    empty: 0,
    other: 0,
  };
}

/** An admitted proposal with prior Beta(κ·s_e, κ·(1−s_e)). */
export function admitEdge(
  proposal: EdgeProposal,
  options: { kappa: number; origin: Edge['origin']; iteration: number; cross: boolean },
): Edge {
  const prior = Math.min(1, Math.max(0, proposal.prior));
  return {
    ...proposal,
    prior,
    id: edgeId(proposal),
    alpha: options.kappa * prior,
    beta: options.kappa * (1 - prior),
    trials: 0,
    outcomes: emptyOutcomes(),
    status: 'alive',
    origin: options.origin,
    addedAt: options.iteration,
    cross: options.cross,
  };
}

/** Applies one outcome to an edge in place. */
export function observe(edge: Edge, outcome: Outcome): void {
  const evidence = EVIDENCE[outcome];
  edge.alpha += evidence.alpha;
  edge.beta += evidence.beta;
  edge.outcomes[outcome] += 1;
  if (!ENVIRONMENTAL.has(outcome)) edge.trials += 1;
}

export function posteriorMean(edge: Pick<Edge, 'alpha' | 'beta'>): number {
  return edge.alpha / (edge.alpha + edge.beta);
}

/** Prune below τ, but only after at least one informative trial (DESIGN §6). */
export function shouldPrune(edge: Edge, tau: number): boolean {
  return edge.status === 'alive' && edge.trials >= 1 && posteriorMean(edge) < tau;
}

/** A seeded Thompson sampler: one draw θ ~ Beta(α, β) per call. */
export function createThompson(seed: number): (edge: Pick<Edge, 'alpha' | 'beta'>) => number {
  const draw = betaFactory.factory({ seed: seed >>> 0 || 1 });
  return (edge) => draw(Math.max(edge.alpha, 1e-6), Math.max(edge.beta, 1e-6));
}
