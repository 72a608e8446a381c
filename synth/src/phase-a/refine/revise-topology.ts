// Topology revision after each iteration: discover edges from values accepted elsewhere, and
// re-propose for tools whose outgoing edges were all pruned.
import {
  DOMAIN_OF,
  type Edge,
  type EdgeProposal,
  type GraphConfig,
  platformOf,
  type ToolInfo,
} from '../../shared/index.ts';
import { reproposeFor } from '../skeleton/index.ts';
import { distinctive } from './found-values.ts';
import { admitEdge, edgeId } from './posterior.ts';
import type { FoundValues, RefineContext, RefineState } from './types.ts';

/**
 * Topology revision, part 1: an output field whose values were accepted semantically by another
 * tool's parameter (through some other edge) is a binding the skeleton missed. At most 50 new
 * edges per iteration, most supported first.
 */
export function discoverEdges(options: {
  state: RefineState;
  tools: ReadonlyMap<string, ToolInfo>;
  found: readonly FoundValues[];
  config: GraphConfig;
  iteration: number;
}): Edge[] {
  const { state, tools, found, config, iteration } = options;
  const index = new Map<string, Set<string>>();
  for (const [target, values] of Object.entries(state.accepted)) {
    for (const value of values) {
      if (!distinctive(value)) continue;
      const set = index.get(value) ?? new Set();
      set.add(target);
      index.set(value, set);
    }
  }
  const known = new Set(state.edges.map((edge) => edge.id));
  const support = new Map<string, { proposal: EdgeProposal; values: Set<string> }>();
  for (const { tool, field, values } of found) {
    if (!tools.has(tool)) continue;
    for (const text of values) {
      for (const target of index.get(text) ?? []) {
        const [dst, param] = target.split('|') as [string, string];
        if (dst === tool) continue;
        const proposal = { src: tool, field, dst, param, prior: 0, reason: '' };
        const id = edgeId(proposal);
        if (known.has(id)) continue;
        const entry = support.get(id) ?? { proposal, values: new Set<string>() };
        entry.values.add(text);
        support.set(id, entry);
      }
    }
  }
  return [...support.entries()]
    .sort(([a, x], [b, y]) => y.values.size - x.values.size || (a < b ? -1 : 1))
    .slice(0, 50)
    .map(([, { proposal, values }]) => {
      const prior = Math.min(0.9, 0.5 + 0.1 * values.size);
      return admitEdge(
        {
          ...proposal,
          prior,
          reason: `discovered: ${values.size} value(s) accepted by ${proposal.dst}.${proposal.param}`,
        },
        { kappa: config.kappa, origin: 'discovered', iteration, cross: crosses(proposal.src, proposal.dst) },
      );
    });
}

/** Topology revision, part 2: once per tool, re-propose when all of its outgoing edges are pruned. */
export async function reproposeEdges(options: {
  context: RefineContext;
  state: RefineState;
  tools: ReadonlyMap<string, ToolInfo>;
  iteration: number;
}): Promise<Edge[]> {
  const { context, state, tools, iteration } = options;
  const { config } = context;
  const alive = new Set<string>();
  const sources = new Set<string>();
  for (const edge of state.edges) {
    sources.add(edge.src);
    if (edge.status === 'alive') alive.add(edge.src);
  }
  const done = new Set(state.reproposed);
  const tried = new Set(state.edges.map((edge) => `${edge.src}|${edge.field}|${edge.dst}|${edge.param}`));
  const added: Edge[] = [];
  for (const name of [...sources].sort()) {
    if (alive.has(name) || done.has(name)) continue;
    const source = tools.get(name);
    if (!source) continue;
    state.reproposed.push(name);
    const proposals = await reproposeFor({
      universe: context.universe,
      samples: context.samples,
      proposer: context.proposer,
      source,
      kIntra: config.kIntra,
      kCross: config.kCross,
      sMin: config.sMin,
      tried,
    });
    for (const proposal of proposals) {
      added.push(
        admitEdge(proposal, {
          kappa: config.kappa,
          origin: 'reproposed',
          iteration,
          cross: crosses(proposal.src, proposal.dst),
        }),
      );
    }
  }
  return added;
}

export function crosses(src: string, dst: string): boolean {
  return DOMAIN_OF[platformOf(src)] !== DOMAIN_OF[platformOf(dst)];
}
