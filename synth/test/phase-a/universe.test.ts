// The tool universe read over MCP, output-field paths, seeded arguments and the sampling pass,
// against the real in-process servers.
import { createRng } from '@kopa/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Samples, sampleUniverse, seedArgs, type ValuePools } from '../../src/phase-a/samples/seeds.ts';
import { acceptValue, readUniverse } from '../../src/phase-a/universe.ts';
import { createExecutor, type Executor } from '../../src/shared/executor.ts';
import { flattenOutput, recordsAt, splitAtRecord, valuesAt } from '../../src/shared/fields.ts';
import { SYNTH_PLATFORMS, type ToolInfo, type Universe } from '../../src/shared/types.ts';

let executor: Executor;
let universe: Universe;
let samples: Samples;

beforeAll(async () => {
  executor = await createExecutor({ platforms: SYNTH_PLATFORMS });
  universe = await readUniverse({ hub: executor.hub, platforms: SYNTH_PLATFORMS });
  const sampled = ['neis', 'hrdkorea', 'tourapi', 'assembly'];
  const subset = { platforms: sampled, tools: universe.tools.filter((entry) => sampled.includes(entry.platform)) };
  samples = await sampleUniverse({ universe: subset, executor, seed: 7 });
}, 60_000);
afterAll(() => executor.close());

function tool(name: string): ToolInfo {
  const found = universe.tools.find((entry) => entry.name === name);
  if (!found) throw new Error(`no tool ${name} in the universe`);
  return found;
}

function param(owner: ToolInfo, name: string) {
  const found = owner.params.find((entry) => entry.name === name);
  if (!found) throw new Error(`no param ${name} on ${owner.name}`);
  return found;
}

describe('readUniverse', () => {
  it('reads every synthesis platform, each with data tools that have params and fields', () => {
    expect(universe.platforms).toEqual(SYNTH_PLATFORMS);
    for (const platform of SYNTH_PLATFORMS) {
      const tools = universe.tools.filter((entry) => entry.platform === platform);
      expect(tools.filter((entry) => !entry.keyTool && entry.fields.length > 0).length).toBeGreaterThan(5);
      expect(tools.some((entry) => entry.params.some((p) => !p.generic))).toBe(true);
    }
  });

  it('sorts tools by name', () => {
    const names = universe.tools.map((entry) => entry.name);
    expect(names).toEqual([...names].sort());
  });

  it.each([
    ['neis_search_schools', 'items[].SD_SCHUL_CODE', true],
    ['law_get_law', 'item.조문[].조문번호', true],
    ['law_get_law', 'item.법령ID', false],
    ['assembly_get_bill_detail', 'item.BILL_ID', false],
    ['neis_get_allergy_watch', 'allergens[]', true],
  ])('flattens %s into the field %s (multi: %s)', (name, path, multi) => {
    const field = tool(name).fields.find((entry) => entry.path === path);
    expect(field?.multi).toBe(multi);
  });

  it('leaves the list envelope out of the fields', () => {
    expect(tool('neis_search_schools').fields.map((field) => field.path)).not.toContain('totalCount');
  });

  it('marks the auth parameter, generic parameters, key tools and write tools', () => {
    const meals = tool('neis_get_meals');
    expect(param(meals, 'KEY')).toMatchObject({ auth: true, generic: true });
    expect(param(meals, 'pIndex')).toMatchObject({ auth: false, generic: true });
    expect(param(meals, 'SD_SCHUL_CODE')).toMatchObject({ required: true, generic: false, pattern: '^\\d{7}$' });
    expect(tool('neis_get_api_key').keyTool).toBe(true);
    expect(tool('neis_renew_api_key').keyTool).toBe(true);
    expect(tool('neis_save_favorite_school').kind).toBe('write');
    expect(tool('expressway_get_realtime_traffic').realtime).toBe(true);
  });

  it('reads anyOf parameters as an enum of consts or their string branch', () => {
    expect(param(tool('law_search_laws'), 'search')).toMatchObject({ type: 'number', enum: [1, 2] });
    expect(param(tool('assembly_list_member_bills'), 'AGE')).toMatchObject({ type: 'string', pattern: '^\\d{1,2}$' });
  });

  it.each([
    ['kma_get_short_range_forecast', 'nx', '60', 60],
    ['kma_get_short_range_forecast', 'nx', '400', undefined],
    ['neis_get_meals', 'SD_SCHUL_CODE', '7010569', '7010569'],
    ['neis_get_meals', 'SD_SCHUL_CODE', '서울가락초등학교', undefined],
    ['neis_get_meals', 'ATPT_OFCDC_SC_CODE', 'Z99', undefined],
    ['assembly_list_member_bills', 'AGE', 22, 22],
    ['assembly_list_member_bills', 'AGE', '22', '22'],
  ])('acceptValue(%s.%s, %j) is %j', (name, paramName, value, expected) => {
    const owner = tool(name);
    expect(acceptValue(owner, param(owner, paramName), value)).toEqual(expected);
  });
});

describe('output fields', () => {
  const schema = {
    type: 'object',
    properties: {
      resultCode: { type: 'string' },
      totalCount: { type: 'integer' },
      law: {
        type: 'object',
        properties: {
          name: { type: 'string', description: '법령명' },
          articles: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                JO: { type: 'string' },
                clauses: { type: 'array', items: { type: 'object', properties: { text: { type: 'string' } } } },
              },
            },
          },
        },
      },
      tags: { type: 'array', description: '태그', items: { type: 'string' } },
      code: { anyOf: [{ type: 'string' }, { type: 'null' }], description: '코드' },
      count: { type: ['integer', 'null'] },
      nested: { type: 'object', properties: { totalCount: { type: 'integer' } } },
    },
  };
  const output = {
    resultCode: '00',
    law: {
      name: '민법',
      articles: [
        { JO: '000100', clauses: [{ text: 'a' }, { text: '' }] },
        { JO: '000200', clauses: [{ text: 'b' }] },
        { JO: null, clauses: [] },
      ],
    },
    tags: ['x', '', 'y'],
    code: null,
  };

  it('flattens nested objects, arrays of objects, arrays of scalars and nullable leaves', () => {
    expect(flattenOutput(schema)).toEqual([
      { path: 'law.name', name: 'name', type: 'string', description: '법령명', multi: false },
      { path: 'law.articles[].JO', name: 'JO', type: 'string', description: '', multi: true },
      { path: 'law.articles[].clauses[].text', name: 'text', type: 'string', description: '', multi: true },
      { path: 'tags[]', name: 'tags', type: 'string', description: '태그', multi: true },
      { path: 'code', name: 'code', type: 'string', description: '코드', multi: false },
      { path: 'count', name: 'count', type: 'integer', description: '', multi: false },
      { path: 'nested.totalCount', name: 'totalCount', type: 'integer', description: '', multi: false },
    ]);
  });

  it.each([
    ['law.name', ['민법']],
    ['law.articles[].JO', ['000100', '000200']],
    ['law.articles[].clauses[].text', ['a', 'b']],
    ['tags[]', ['x', 'y']],
    ['code', []],
    ['missing[].x', []],
  ])('valuesAt(%s) drops null, undefined and empty strings', (path, expected) => {
    expect(valuesAt(output, path)).toEqual(expected);
  });

  it.each([
    ['law.articles[].JO', 'law.articles[]', 'JO', 3],
    ['law.articles[].clauses[].text', 'law.articles[].clauses[]', 'text', 3],
    ['law.name', '', 'law.name', 1],
    ['tags[]', '', 'tags[]', 1],
  ])('recordsAt(%s) returns the records of the innermost array', (path, recordPath, fieldPath, count) => {
    expect(splitAtRecord(path)).toEqual({ recordPath, fieldPath });
    expect(recordsAt(output, path)).toHaveLength(count);
  });

  it('lets a caller read several fields of one record', () => {
    const [first] = recordsAt(output, 'law.articles[].clauses[].text');
    expect(valuesAt(first, 'text')).toEqual(['a']);
    expect(recordsAt(output, 'tags[]')).toEqual([output]);
  });
});

describe('seedArgs', () => {
  const empty: ValuePools = new Map();
  const rng = () => createRng(1);

  it('fills enums and clock dates and never the key or paging', () => {
    const args = seedArgs(tool('hrdkorea_get_pass_rates'), empty, rng());
    expect(args?.baseYY).toBe('2026');
    expect(['10', '20', '30', '31', '32', '33', '40']).toContain(args?.grdCd);
    expect(Object.keys(args ?? {})).toEqual(['grdCd', 'baseYY']);
  });

  it.each([
    ['tourapi_search_festivals', 'eventStartDate', '20260901'],
    ['expressway_get_national_traffic', 'sumDate', '20260831'],
    ['expressway_get_rest_area_weather', 'sdate', '20260901'],
    ['expressway_get_rest_area_weather', 'stdHour', '09'],
  ])('%s gets %s = %s from the clock', (name, paramName, expected) => {
    expect(seedArgs(tool(name), empty, rng())?.[paramName]).toBe(expected);
  });

  it('follows the given clock: the previous month for YYYYMM, the year for YYYY', () => {
    const monthly: ToolInfo = {
      ...tool('kdic_get_savings_bank_finance'),
      params: tool('kdic_get_savings_bank_finance').params.map((entry) =>
        entry.name === 'ym' ? { ...entry, required: true } : entry,
      ),
    };
    expect(seedArgs(monthly, empty, rng(), { now: '2027-01-15T09:00:00+09:00' })?.ym).toBe('202612');
    expect(seedArgs(tool('hrdkorea_get_pass_rates'), empty, rng(), { now: '2027-01-15T09:00:00+09:00' })?.baseYY).toBe(
      '2027',
    );
  });

  it('takes pool values the parameter accepts, parsing integers', () => {
    const pools: ValuePools = new Map<string, Array<string | number>>([
      ['SD_SCHUL_CODE', ['가락초', '7130165']],
      ['nx', ['60']],
      ['ny', ['127']],
    ]);
    expect(seedArgs(tool('neis_get_meals'), pools, rng())?.SD_SCHUL_CODE).toBe('7130165');
    expect(seedArgs(tool('kma_get_short_range_forecast'), pools, rng())).toEqual({ nx: 60, ny: 127 });
  });

  it('leaves out the parameters in skip', () => {
    const args = seedArgs(tool('neis_get_meals'), empty, rng(), { skip: new Set(['SD_SCHUL_CODE']) });
    expect(Object.keys(args ?? {})).toEqual(['ATPT_OFCDC_SC_CODE']);
  });

  it('returns undefined when a required parameter cannot be filled', () => {
    const base = tool('kma_get_short_range_forecast');
    const bare: ToolInfo = {
      ...base,
      params: base.params.map((entry) => (entry.name === 'nx' ? { ...entry, description: '격자 X' } : entry)),
      inputSchema: {
        ...base.inputSchema,
        properties: { ...(base.inputSchema.properties as object), nx: { type: 'integer', description: '격자 X' } },
      },
    };
    expect(seedArgs(bare, empty, rng())).toBeUndefined();
  });
});

describe('sampleUniverse', () => {
  it('harvests real school codes into the pools and outputs for most read tools of the sampled platforms', () => {
    const codes = samples.pools.get('SD_SCHUL_CODE') ?? [];
    expect(codes.length).toBeGreaterThan(10);
    for (const code of codes) expect(String(code)).toMatch(/^\d{7}$/);
    expect(samples.outputs.get('neis_get_meals')?.[0]).toHaveProperty('items');
    const reads = universe.tools.filter(
      (entry) => entry.kind === 'read' && !entry.keyTool && /^(neis|hrdkorea|tourapi|assembly)_/.test(entry.name),
    );
    expect(samples.outputs.size).toBeGreaterThan(reads.length * 0.75);
  });

  it('calls tools that need upstream codes with values from earlier outputs', () => {
    for (const name of ['tourapi_get_common_detail', 'hrdkorea_get_exam_fee', 'assembly_get_bill_detail']) {
      expect(samples.outputs.has(name), name).toBe(true);
    }
  });

  it('caps and deduplicates the pools', () => {
    for (const [name, pool] of samples.pools) {
      expect(pool.length, name).toBeLessThanOrEqual(50);
      expect(new Set(pool).size, name).toBe(pool.length);
    }
  });

  it('never calls write tools', () => {
    for (const name of samples.outputs.keys()) expect(tool(name).kind).toBe('read');
  });

  it('is deterministic for a seed', async () => {
    const small = {
      platforms: ['hrdkorea', 'kdic'],
      tools: universe.tools.filter((t) => /^(hrdkorea|kdic)_/.test(t.name)),
    };
    const first = await sampleUniverse({ universe: small, executor, seed: 3 });
    const second = await sampleUniverse({ universe: small, executor, seed: 3 });
    expect([...second.pools]).toEqual([...first.pools]);
    expect([...second.outputs]).toEqual([...first.outputs]);
  });
});
