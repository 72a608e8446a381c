// Thompson sampling of refinement paths: the start tool by its opening posterior, then the best
// alive edge per hop by its edge posterior. Each path draws from its own (seed, iteration, path) stream.
import { createRng, type Rng } from '@kopa/kit';
import type { Edge, GraphConfig, ToolInfo } from '../../shared/index.ts';
import { type Samples, seedArgs } from '../samples/index.ts';
import { createThompson } from './posterior.ts';

const seedable = new WeakMap<Samples, Map<string, boolean>>();

/** Whether a start tool can be called from the pools alone; fixed for a run, so memoized per samples. */
export function isSeedable(tool: ToolInfo | undefined, samples: Samples): boolean {
  if (!tool) return false;
  let known = seedable.get(samples);
  if (!known) {
    known = new Map();
    seedable.set(samples, known);
  }
  let result = known.get(tool.name);
  if (result === undefined) {
    result = seedArgs(tool, samples.pools, createRng(0)) !== undefined;
    known.set(tool.name, result);
  }
  return result;
}

/** A path of 1–3 edges (2–4 calls): the Thompson-best start tool, then the Thompson-best alive
 *  edge per hop. */
export function samplePath(options: {
  rng: Rng;
  starts: readonly string[];
  startPosteriors: Readonly<Record<string, { alpha: number; beta: number }>>;
  outgoing: ReadonlyMap<string, Edge[]>;
  config: Pick<GraphConfig, 'minLength' | 'maxLength'>;
  seed: number;
}): Edge[] | undefined {
  const { rng, starts, outgoing, config } = options;
  if (starts.length === 0) return undefined;
  const draw = createThompson(options.seed);
  const length = rng.int(config.minLength, config.maxLength);
  let current = starts[0] as string;
  let currentDraw = -1;
  for (const start of starts) {
    const theta = draw(options.startPosteriors[start] ?? { alpha: 1, beta: 1 });
    if (theta > currentDraw) {
      current = start;
      currentDraw = theta;
    }
  }
  const visited = new Set([current]);
  const path: Edge[] = [];
  while (path.length < length - 1) {
    const candidates = (outgoing.get(current) ?? []).filter((edge) => !visited.has(edge.dst));
    if (candidates.length === 0) break;
    let best = candidates[0] as Edge;
    let bestDraw = -1;
    for (const edge of candidates) {
      const theta = draw(edge);
      if (theta > bestDraw) {
        best = edge;
        bestDraw = theta;
      }
    }
    path.push(best);
    visited.add(best.dst);
    current = best.dst;
  }
  return path.length > 0 ? path : undefined;
}
