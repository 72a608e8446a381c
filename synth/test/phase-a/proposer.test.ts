// Proposers: the heuristic ranks obviously right bindings high and obviously wrong ones low on the
// real tools and sampled outputs; the llm proposer talks to a scripted OpenAI-compatible server,
// keeps only existing fields and parameters, and answers a repeated prompt from its disk cache.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startScriptedServer } from '@kopa/evaluator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHeuristicProposer, createLlmProposer, createProposer } from '../../src/phase-a/proposer/index.ts';
import { buildProposalPrompt, LLM_INSTRUCTIONS, type LlmEdges } from '../../src/phase-a/proposer/llm.ts';
import { type Samples, sampleUniverse } from '../../src/phase-a/samples/seeds.ts';
import { readUniverse } from '../../src/phase-a/universe.ts';
import { createExecutor, type Executor } from '../../src/shared/executor.ts';
import type { ToolInfo, Universe } from '../../src/shared/types.ts';

const PLATFORMS = ['neis', 'assembly', 'gyeonggi', 'hrdkorea', 'tourapi'];
const SAMPLED = [
  'neis_search_schools',
  'neis_get_meals',
  'neis_list_classes',
  'assembly_list_pending_bills',
  'assembly_list_processed_bills',
  'assembly_get_bill_detail',
  'gyeonggi_list_restaurants',
  'gyeonggi_list_pharmacies',
  'gyeonggi_list_sports_facilities',
  'gyeonggi_list_libraries',
  'hrdkorea_list_qualifications',
  'hrdkorea_get_exam_fee',
  'tourapi_list_by_area',
  'tourapi_get_common_detail',
];
let executor: Executor;
let universe: Universe;
let samples: Samples;

beforeAll(async () => {
  executor = await createExecutor({ platforms: PLATFORMS });
  universe = await readUniverse({ hub: executor.hub, platforms: PLATFORMS });
  // Only the tools the cases use are sampled, which keeps the servers' dataset builds small.
  const sampled = universe.tools.filter((entry) => SAMPLED.includes(entry.name));
  samples = await sampleUniverse({ universe: { platforms: PLATFORMS, tools: sampled }, executor, seed: 11 });
}, 60_000);
afterAll(() => executor.close());

function tool(name: string): ToolInfo {
  const found = universe.tools.find((entry) => entry.name === name);
  if (!found) throw new Error(`no tool ${name} in the universe`);
  return found;
}

const heuristic = createHeuristicProposer();

async function priorOf(src: string, field: string, dst: string, param: string): Promise<number> {
  const proposals = await heuristic.propose({ source: tool(src), targets: [tool(dst)], samples });
  return proposals.find((edge) => edge.field === field && edge.param === param)?.prior ?? 0;
}

describe('heuristic proposer', () => {
  it.each([
    ['neis_search_schools', 'items[].SD_SCHUL_CODE', 'neis_get_meals', 'SD_SCHUL_CODE'],
    ['assembly_list_pending_bills', 'items[].BILL_ID', 'assembly_get_bill_detail', 'BILL_ID'],
    ['assembly_list_processed_bills', 'items[].BILL_ID', 'assembly_get_bill_detail', 'BILL_ID'],
    ['gyeonggi_list_restaurants', 'items[].SIGUN_NM', 'gyeonggi_list_pharmacies', 'SIGUN_NM'],
    ['gyeonggi_list_restaurants', 'items[].SIGUN_NM', 'gyeonggi_list_sports_facilities', 'SIGNGU_NM'],
    ['hrdkorea_list_qualifications', 'items[].jmcd', 'hrdkorea_get_exam_fee', 'jmCd'],
    ['tourapi_list_by_area', 'items[].contentid', 'tourapi_get_common_detail', 'contentId'],
  ])('scores %s %s → %s.%s at least 0.7', async (src, field, dst, param) => {
    expect(await priorOf(src, field, dst, param)).toBeGreaterThanOrEqual(0.7);
  });

  it.each([
    ['neis_search_schools', 'items[].FOND_YMD', 'neis_get_meals', 'SD_SCHUL_CODE'],
    ['neis_get_meals', 'items[].MLSV_YMD', 'neis_list_classes', 'SD_SCHUL_CODE'],
    ['neis_search_schools', 'items[].SCHUL_NM', 'neis_get_meals', 'SD_SCHUL_CODE'],
    ['gyeonggi_list_restaurants', 'items[].SIGUN_NM', 'gyeonggi_list_pharmacies', 'SIGUN_CD'],
    ['assembly_list_pending_bills', 'items[].BILL_NAME', 'assembly_get_bill_detail', 'BILL_ID'],
    ['hrdkorea_list_qualifications', 'items[].jmfldnm', 'hrdkorea_get_exam_fee', 'jmCd'],
  ])('scores %s %s → %s.%s below 0.3', async (src, field, dst, param) => {
    expect(await priorOf(src, field, dst, param)).toBeLessThan(0.3);
  });

  it('ranks the school code first among the fields bound to a school code', async () => {
    const proposals = await heuristic.propose({
      source: tool('neis_search_schools'),
      targets: [tool('neis_get_meals')],
      samples,
    });
    const best = proposals.filter((edge) => edge.param === 'SD_SCHUL_CODE').sort((a, b) => b.prior - a.prior)[0];
    expect(best?.field).toBe('items[].SD_SCHUL_CODE');
    expect(best?.reason).toContain('values accepted');
  });

  it('proposes only to bindable parameters of other, non-key tools, with priors in [0, 1]', async () => {
    const source = tool('neis_search_schools');
    const proposals = await heuristic.propose({
      source,
      targets: [source, tool('neis_get_api_key'), tool('neis_get_meals'), tool('neis_save_favorite_school')],
      samples,
    });
    expect(proposals.length).toBeGreaterThan(0);
    for (const edge of proposals) {
      expect(['neis_get_meals', 'neis_save_favorite_school']).toContain(edge.dst);
      const param = tool(edge.dst).params.find((entry) => entry.name === edge.param);
      expect(param?.generic).toBe(false);
      expect(edge.prior).toBeGreaterThanOrEqual(0);
      expect(edge.prior).toBeLessThanOrEqual(1);
    }
  });

  it('is deterministic', async () => {
    const input = { source: tool('gyeonggi_list_libraries'), targets: universe.tools, samples };
    expect(await createHeuristicProposer().propose(input)).toEqual(await heuristic.propose(input));
  });
});

describe('llm proposer', () => {
  const answer: LlmEdges = {
    edges: [
      { field: 'items[].SD_SCHUL_CODE', target: 'neis_get_meals', param: 'SD_SCHUL_CODE', prior: 0.95, reason: 'same' },
      {
        field: 'items[].ATPT_OFCDC_SC_CODE',
        target: 'neis_get_meals',
        param: 'ATPT_OFCDC_SC_CODE',
        prior: 1.4,
        reason: 'x',
      },
      { field: 'items[].NO_SUCH_FIELD', target: 'neis_get_meals', param: 'SD_SCHUL_CODE', prior: 0.9, reason: 'x' },
      { field: 'items[].SD_SCHUL_CODE', target: 'neis_get_meals', param: 'KEY', prior: 0.9, reason: 'auth' },
      { field: 'items[].SD_SCHUL_CODE', target: 'neis_list_classes', param: 'SD_SCHUL_CODE', prior: 0.9, reason: 'x' },
      { field: 'items[].SD_SCHUL_CODE', target: 'neis_get_api_key', param: 'SD_SCHUL_CODE', prior: 0.9, reason: 'x' },
    ],
  };

  it('keeps the valid bindings, clamps priors, and answers a repeated prompt from the cache', async () => {
    const input = { source: tool('neis_search_schools'), targets: [tool('neis_get_meals')], samples };
    const server = await startScriptedServer({
      scripts: { [buildProposalPrompt(input)]: [{ content: () => JSON.stringify(answer) }] },
    });
    const cacheDir = mkdtempSync(join(tmpdir(), 'kopa-llm-cache-'));
    try {
      const proposer = createLlmProposer({ baseURL: server.url, model: 'scripted', cacheDir });
      const first = await proposer.propose(input);
      expect(first.map(({ field, dst, param, prior }) => ({ field, dst, param, prior }))).toEqual([
        { field: 'items[].SD_SCHUL_CODE', dst: 'neis_get_meals', param: 'SD_SCHUL_CODE', prior: 0.95 },
        { field: 'items[].ATPT_OFCDC_SC_CODE', dst: 'neis_get_meals', param: 'ATPT_OFCDC_SC_CODE', prior: 1 },
      ]);
      expect(first[0]).toMatchObject({ src: 'neis_search_schools', reason: 'same' });
      expect(server.requests).toHaveLength(1);
      expect(server.requests[0]?.messages[0]).toMatchObject({ role: 'system', content: LLM_INSTRUCTIONS });

      expect(await proposer.propose(input)).toEqual(first);
      const rerun = createLlmProposer({ baseURL: server.url, model: 'scripted', cacheDir });
      expect(await rerun.propose(input)).toEqual(first);
      expect(server.requests).toHaveLength(1);
      expect(readdirSync(cacheDir).filter((file) => file.endsWith('.json'))).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('fails with a clear error when the model gives no valid object, and caches nothing', async () => {
    const input = { source: tool('assembly_list_pending_bills'), targets: [tool('assembly_get_bill_detail')], samples };
    const server = await startScriptedServer({
      scripts: { [buildProposalPrompt(input)]: [{ content: () => 'I cannot answer that.' }] },
    });
    const cacheDir = mkdtempSync(join(tmpdir(), 'kopa-llm-cache-'));
    try {
      const proposer = createLlmProposer({ baseURL: server.url, model: 'scripted', cacheDir });
      await expect(proposer.propose(input)).rejects.toThrow(/gave no valid answer for assembly_list_pending_bills/);
      expect(readdirSync(cacheDir)).toHaveLength(0);
    } finally {
      await server.close();
    }
  });
});

describe('createProposer', () => {
  it('creates the heuristic proposer and asks for the endpoint of the llm one', () => {
    expect(createProposer('heuristic').name).toBe('heuristic');
    expect(() => createProposer('llm')).toThrow(/baseURL, model and cacheDir/);
    expect(createProposer('llm', { baseURL: 'http://127.0.0.1:1/v1', model: 'm', cacheDir: tmpdir() }).name).toBe(
      'llm',
    );
  });
});
