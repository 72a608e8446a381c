// The skeleton: candidate targets by tool-level affinity within and across domains, the admitted
// edges of the heuristic proposer over real tools, determinism, and re-proposal for topology revision.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHeuristicProposer } from '../../src/phase-a/proposer/index.ts';
import { type Samples, sampleUniverse } from '../../src/phase-a/samples/seeds.ts';
import { buildSkeleton, candidateTargets, edgeKey, reproposeFor } from '../../src/phase-a/skeleton/skeleton.ts';
import { readUniverse } from '../../src/phase-a/universe.ts';
import { createExecutor, type Executor } from '../../src/shared/executor.ts';
import { DOMAIN_OF, type EdgeProposal, type ToolInfo, type Universe } from '../../src/shared/types.ts';

const PLATFORMS = ['neis', 'hrdkorea', 'kma', 'tourapi', 'assembly', 'law'];
const K = { kIntra: 15, kCross: 10, sMin: 0.3 };
let executor: Executor;
let universe: Universe;
let samples: Samples;
let skeleton: { proposed: EdgeProposal[]; admitted: EdgeProposal[] };

beforeAll(async () => {
  executor = await createExecutor({ platforms: PLATFORMS });
  universe = await readUniverse({ hub: executor.hub, platforms: PLATFORMS });
  samples = await sampleUniverse({ universe, executor, seed: 5 });
  skeleton = await buildSkeleton({ universe, samples, proposer: createHeuristicProposer(), ...K });
}, 60_000);
afterAll(() => executor.close());

function tool(name: string): ToolInfo {
  const found = universe.tools.find((entry) => entry.name === name);
  if (!found) throw new Error(`no tool ${name} in the universe`);
  return found;
}

const platformOf = (name: string) => name.slice(0, name.indexOf('_'));

describe('candidateTargets', () => {
  it('takes the top K of the source domain and the top K_x of the others, without key tools', () => {
    const source = tool('neis_search_schools');
    const { intra, cross } = candidateTargets(universe, source, { kIntra: 5, kCross: 3, samples });
    expect(intra).toHaveLength(5);
    expect(cross).toHaveLength(3);
    for (const target of intra) expect(DOMAIN_OF[target.platform]).toBe('education');
    for (const target of cross) expect(DOMAIN_OF[target.platform]).not.toBe('education');
    for (const target of [...intra, ...cross]) {
      expect(target.keyTool).toBe(false);
      expect(target.name).not.toBe(source.name);
    }
    expect(intra.map((target) => target.name)).toContain('neis_get_meals');
  });

  it('ranks related tools of other platforms first: a bill to the law search, a place to the forecast grid', () => {
    const bill = candidateTargets(universe, tool('assembly_get_bill_detail'), { kIntra: 15, kCross: 5, samples });
    expect(bill.cross.map((target) => target.name)).toContain('law_search_laws');
    const place = candidateTargets(universe, tool('tourapi_list_by_area'), { kIntra: 15, kCross: 10, samples });
    expect(place.intra.map((target) => target.name)).toContain('kma_convert_lat_lon_to_grid');
  });

  it('leaves out excluded tools and allows write tools as targets', () => {
    const { intra } = candidateTargets(universe, tool('neis_search_schools'), {
      kIntra: 30,
      kCross: 0,
      exclude: new Set(['neis_get_meals']),
    });
    const names = intra.map((target) => target.name);
    expect(names).not.toContain('neis_get_meals');
    expect(names).toContain('neis_save_favorite_school');
  });
});

describe('buildSkeleton', () => {
  it('admits some hundreds of edges, the proposals with prior ≥ s_min', () => {
    expect(skeleton.admitted.length).toBeGreaterThan(500);
    expect(skeleton.proposed.length).toBeGreaterThan(skeleton.admitted.length);
    for (const edge of skeleton.admitted) expect(edge.prior).toBeGreaterThanOrEqual(K.sMin);
    const admitted = new Set(skeleton.admitted.map(edgeKey));
    for (const edge of skeleton.proposed) expect(admitted.has(edgeKey(edge))).toBe(edge.prior >= K.sMin);
  });

  it('admits the obvious bindings and cross-platform ones', () => {
    const keys = new Set(skeleton.admitted.map(edgeKey));
    expect(keys).toContain('neis_search_schools|items[].SD_SCHUL_CODE|neis_get_meals|SD_SCHUL_CODE');
    expect(keys).toContain('hrdkorea_list_qualifications|items[].jmcd|hrdkorea_get_exam_fee|jmCd');
    expect(keys).toContain('tourapi_list_by_area|items[].mapy|kma_convert_lat_lon_to_grid|lat');
    expect(keys).toContain('assembly_get_bill_detail|item.PROM_LAW_NM|law_search_laws|query');
    const cross = skeleton.admitted.filter((edge) => platformOf(edge.src) !== platformOf(edge.dst));
    expect(cross.length).toBeGreaterThan(10);
  });

  it('never uses key tools and never binds generic parameters', () => {
    for (const edge of skeleton.proposed) {
      expect(tool(edge.src).keyTool).toBe(false);
      expect(tool(edge.dst).keyTool).toBe(false);
      expect(edge.src).not.toBe(edge.dst);
      expect(tool(edge.dst).params.find((param) => param.name === edge.param)?.generic).toBe(false);
    }
  });

  it('is sorted by src, field, dst, param, without duplicates, and deterministic', async () => {
    const keys = skeleton.proposed.map((edge) => [edge.src, edge.field, edge.dst, edge.param]);
    const sorted = [...keys].sort((a, b) => {
      for (let index = 0; index < 4; index++)
        if (a[index] !== b[index]) return (a[index] ?? '') < (b[index] ?? '') ? -1 : 1;
      return 0;
    });
    expect(keys).toEqual(sorted);
    expect(new Set(skeleton.proposed.map(edgeKey)).size).toBe(skeleton.proposed.length);
    const again = await buildSkeleton({ universe, samples, proposer: createHeuristicProposer(), ...K, concurrency: 3 });
    expect(again).toEqual(skeleton);
  });
});

describe('reproposeFor', () => {
  const source = () => tool('neis_search_schools');
  const fromSkeleton = () => skeleton.admitted.filter((edge) => edge.src === source().name);

  it('keeps every skeleton edge of the source when nothing was tried, over more candidates', async () => {
    const proposals = await reproposeFor({
      universe,
      samples,
      proposer: createHeuristicProposer(),
      source: source(),
      tried: new Set(),
      ...K,
    });
    const keys = new Set(proposals.map(edgeKey));
    for (const edge of fromSkeleton()) expect(keys.has(edgeKey(edge))).toBe(true);
    expect(new Set(proposals.map((edge) => edge.dst)).size).toBeGreaterThan(
      new Set(fromSkeleton().map((e) => e.dst)).size,
    );
  });

  it('returns only admitted proposals of the source that were not tried', async () => {
    const tried = new Set(fromSkeleton().map(edgeKey));
    const proposals = await reproposeFor({
      universe,
      samples,
      proposer: createHeuristicProposer(),
      source: source(),
      tried,
      ...K,
    });
    for (const edge of proposals) {
      expect(edge.src).toBe(source().name);
      expect(edge.prior).toBeGreaterThanOrEqual(K.sMin);
      expect(tried.has(edgeKey(edge))).toBe(false);
    }
  });
});
