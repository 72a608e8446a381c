// The skeleton of the execution-grounded graph (DESIGN §6): for each source tool, the K most related
// tools of its domain and the K_x most related of other domains are candidate targets; a proposer
// scores their bindings, and those with prior ≥ s_min are admitted.

import { DOMAIN_OF, type EdgeKey, type EdgeProposal, type ToolInfo, type Universe } from '../../shared/index.ts';
import type { Proposer } from '../proposer/index.ts';
import type { Samples } from '../samples/index.ts';
import { bindableParams } from '../universe.ts';
import { affinity, indexFor } from './affinity.ts';

/** `src|field|dst|param`, the identity of an edge. */
export const edgeKey = (edge: EdgeKey) => `${edge.src}|${edge.field}|${edge.dst}|${edge.param}`;

const domainOf = (tool: ToolInfo) => DOMAIN_OF[tool.platform] ?? tool.platform;

/**
 * The top k of ranked tools, but the source's own platform fills at most two thirds of them while
 * tools of the domain's other platforms remain (gyeonggi and kma share a domain; without the cap a
 * platform's own tools would take every slot). Ranked order is kept.
 */
function withOtherPlatforms(ranked: readonly ToolInfo[], platform: string, k: number): ToolInfo[] {
  const ownCap = Math.ceil((2 * k) / 3);
  const own = ranked.filter((tool) => tool.platform === platform);
  const others = ranked.filter((tool) => tool.platform !== platform);
  const ownTaken = Math.max(ownCap, k - others.length);
  const chosen = new Set([...own.slice(0, ownTaken), ...others.slice(0, k - Math.min(own.length, ownTaken))]);
  return ranked.filter((tool) => chosen.has(tool)).slice(0, k);
}

/**
 * The top-K intra-domain targets of a source (at most two thirds from its own platform while others
 * remain) and the top-K_x cross-domain targets, by tool-level affinity.
 */
export function candidateTargets(
  universe: Universe,
  source: ToolInfo,
  options: { kIntra: number; kCross: number; exclude?: ReadonlySet<string>; samples?: Samples },
): { intra: ToolInfo[]; cross: ToolInfo[] } {
  const index = indexFor(universe, options.samples);
  const ranked = universe.tools
    .filter(
      (tool) =>
        tool.name !== source.name &&
        !tool.keyTool &&
        !options.exclude?.has(tool.name) &&
        bindableParams(tool).length > 0,
    )
    .map((tool) => ({ tool, score: affinity(index, source, tool) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || (a.tool.name < b.tool.name ? -1 : 1));
  const domain = domainOf(source);
  const sameDomain = ranked.filter((entry) => domainOf(entry.tool) === domain).map((entry) => entry.tool);
  return {
    intra: withOtherPlatforms(sameDomain, source.platform, options.kIntra),
    cross: ranked
      .filter((entry) => domainOf(entry.tool) !== domain)
      .slice(0, options.kCross)
      .map((entry) => entry.tool),
  };
}

function compareEdges(a: EdgeKey, b: EdgeKey): number {
  for (const part of ['src', 'field', 'dst', 'param'] as const) {
    if (a[part] !== b[part]) return a[part] < b[part] ? -1 : 1;
  }
  return 0;
}

/** Deduplicated (highest prior kept) and sorted by src, field, dst, param. */
function normalize(proposals: readonly EdgeProposal[]): EdgeProposal[] {
  const byKey = new Map<string, EdgeProposal>();
  for (const proposal of proposals) {
    const key = edgeKey(proposal);
    const known = byKey.get(key);
    if (!known || proposal.prior > known.prior) byKey.set(key, proposal);
  }
  return [...byKey.values()].sort(compareEdges);
}

interface SkeletonOptions {
  universe: Universe;
  samples: Samples;
  proposer: Proposer;
  kIntra: number;
  kCross: number;
  sMin: number;
  /** Sources proposed for at once (matters for the llm proposer); the result does not depend on it. */
  concurrency?: number;
}

async function proposeAll(
  options: SkeletonOptions & { sources: readonly ToolInfo[]; widen: number; exclude?: ReadonlySet<string> },
) {
  const proposals: EdgeProposal[] = [];
  const batch = Math.max(1, options.concurrency ?? 8);
  for (let start = 0; start < options.sources.length; start += batch) {
    const results = await Promise.all(
      options.sources.slice(start, start + batch).map((source) => {
        const { intra, cross } = candidateTargets(options.universe, source, {
          kIntra: options.kIntra * options.widen,
          kCross: options.kCross * options.widen,
          samples: options.samples,
          ...(options.exclude ? { exclude: options.exclude } : {}),
        });
        return options.proposer.propose({ source, targets: [...intra, ...cross], samples: options.samples });
      }),
    );
    for (const result of results) proposals.push(...result);
  }
  return normalize(proposals);
}

/** Proposes over the candidates of every non-key tool with output fields; admits prior ≥ s_min. */
export async function buildSkeleton(
  options: SkeletonOptions,
): Promise<{ proposed: EdgeProposal[]; admitted: EdgeProposal[] }> {
  const sources = options.universe.tools.filter((tool) => !tool.keyTool && tool.fields.length > 0);
  const proposed = await proposeAll({ ...options, sources, widen: 1 });
  return { proposed, admitted: proposed.filter((proposal) => proposal.prior >= options.sMin) };
}

/**
 * Topology revision for a source whose outgoing edges were all pruned: proposes again over twice as
 * many candidates and returns the admitted proposals whose `src|field|dst|param` is not in `tried`.
 */
export async function reproposeFor(
  options: SkeletonOptions & { source: ToolInfo; tried: ReadonlySet<string> },
): Promise<EdgeProposal[]> {
  const proposed = await proposeAll({ ...options, sources: [options.source], widen: 2 });
  return proposed.filter((proposal) => proposal.prior >= options.sMin && !options.tried.has(edgeKey(proposal)));
}
