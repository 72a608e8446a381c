// The MCP surface: tool listing in-process and over HTTP, session binding, read tools leave state alone.
import { createHub, type Gateway, type Hub, SESSION_HEADER, startGateway } from '@kopa/kit';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neis } from '../src/index.ts';
import { KEY, openNeis, textOf } from './helpers.ts';

const SEOUL_HIGH = { ATPT_OFCDC_SC_CODE: 'B10', SD_SCHUL_CODE: '7010569' }; // 서울고등학교
const GAWON_MIDDLE = { ATPT_OFCDC_SC_CODE: 'B10', SD_SCHUL_CODE: '7130166' }; // 가원중학교
const GAMA_ELEMENTARY = { ATPT_OFCDC_SC_CODE: 'T10', SD_SCHUL_CODE: '9299048' }; // 가마초등학교
const HANBIT_SPECIAL = { ATPT_OFCDC_SC_CODE: 'B10', SD_SCHUL_CODE: '7010578' }; // 한빛맹학교

/** Valid arguments for every read tool. */
const SAMPLE_ARGS: Record<string, Record<string, unknown>> = {
  neis_search_schools: { KEY, SCHUL_NM: '서울고등학교' },
  neis_get_meals: { KEY, ...GAWON_MIDDLE, MLSV_FROM_YMD: '20260511', MLSV_TO_YMD: '20260515' },
  neis_get_school_schedule: { KEY, ...SEOUL_HIGH, AA_FROM_YMD: '20260401', AA_TO_YMD: '20260531' },
  neis_get_elementary_timetable: { KEY, ...GAMA_ELEMENTARY, ALL_TI_YMD: '20260512', GRADE: '1' },
  neis_get_middle_timetable: { KEY, ...GAWON_MIDDLE, ALL_TI_YMD: '20260512', GRADE: '2', CLASS_NM: '1' },
  neis_get_high_timetable: { KEY, ...SEOUL_HIGH, ALL_TI_YMD: '20260512', GRADE: '3', CLASS_NM: '1' },
  neis_get_special_timetable: { KEY, ...HANBIT_SPECIAL, ALL_TI_YMD: '20260512', SCHUL_CRSE_SC_NM: '고등학교' },
  neis_list_classes: { KEY, ...GAWON_MIDDLE },
  neis_list_school_majors: { KEY, ...SEOUL_HIGH },
  neis_list_school_affiliations: { KEY, ...SEOUL_HIGH },
  neis_list_timetable_classrooms: { KEY, ...SEOUL_HIGH, SEM: '1' },
  neis_list_academies: { KEY, ATPT_OFCDC_SC_CODE: 'I10', pSize: 10 },
  neis_list_favorite_schools: {},
  neis_get_allergy_watch: {},
  neis_get_api_key: {},
};

function checkListing(tools: Awaited<ReturnType<Client['listTools']>>['tools']) {
  const names = tools.map((tool) => tool.name).filter((name) => name.startsWith('neis_'));
  expect(names.length).toBeGreaterThanOrEqual(14);
  const dataTools = neis.tools.filter((tool) => tool.operation !== undefined);
  expect(dataTools.length).toBeGreaterThanOrEqual(12);
  for (const tool of tools) {
    expect(tool.inputSchema.type, tool.name).toBe('object');
    expect(tool.outputSchema?.type, tool.name).toBe('object');
    expect(tool.description, tool.name).toMatch(/^[^\n]*[가-힣]/);
    expect(tool.description?.split('\n')[1], `${tool.name} needs one English line`).toMatch(/[A-Za-z]/);
    const operation = neis.toolsByName.get(tool.name)?.operation;
    if (operation && operation !== 'key') expect(tool.description, tool.name).toContain(`(${operation})`);
  }
}

describe('NEIS over MCP', () => {
  let hub: Hub;
  let gateway: Gateway;
  beforeAll(async () => {
    hub = await createHub({ platforms: [neis] });
    gateway = await startGateway({ hub, port: 0, adminToken: 'neis-admin-token' });
  });
  afterAll(async () => {
    await gateway.close();
    await hub.close();
  });

  const connectHttp = async (kopaSession?: string) => {
    const client = new Client({ name: 'protocol-test', version: '1' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${gateway.url}/mcp/neis`), {
        requestInit: { headers: kopaSession ? { [SESSION_HEADER]: kopaSession } : {} },
      }),
    );
    return client;
  };
  const admin = (path: string, init: RequestInit = {}) =>
    fetch(`${gateway.url}${path}`, {
      ...init,
      headers: { authorization: 'Bearer neis-admin-token', 'content-type': 'application/json' },
    });

  it('lists at least 14 neis_* tools (12 upstream services) with schemas and Korean official names, in-process and over HTTP', async () => {
    const local = await openNeis();
    checkListing((await local.client.listTools()).tools);
    await local.close();
    const remote = await connectHttp();
    checkListing((await remote.listTools()).tools);
    await remote.close();
  });

  it('binds HTTP sessions to injected states with their own keys and favourites', async () => {
    const create = async (key: string) => {
      const response = await admin('/admin/sessions', {
        method: 'POST',
        body: JSON.stringify({ state: { neis: { credentials: { key } } } }),
      });
      return ((await response.json()) as { token: string }).token;
    };
    const keyA = 'a'.repeat(32);
    const keyB = 'b'.repeat(32);
    const [a, b] = [await create(keyA), await create(keyB)];
    const [clientA, clientB] = await Promise.all([connectHttp(a), connectHttp(b)]);
    const crossed = await clientB.callTool({
      name: 'neis_search_schools',
      arguments: { KEY: keyA, SCHUL_NM: '서울고' },
    });
    expect(textOf(crossed)).toMatch(/^NEIS ERROR-290 /);
    await clientB.callTool({ name: 'neis_save_favorite_school', arguments: { KEY: keyB, ...SEOUL_HIGH } });
    const view = async (token: string) =>
      (await (await admin(`/admin/sessions/${token}`)).json()) as {
        state: { neis?: { user: { favoriteSchools: Array<{ SCHUL_NM: string }> } } };
      };
    expect((await view(b)).state.neis?.user.favoriteSchools.map((school) => school.SCHUL_NM)).toEqual(['서울고등학교']);
    expect((await view(a)).state.neis?.user.favoriteSchools ?? []).toEqual([]);
    await Promise.all([clientA.close(), clientB.close()]);
  });

  it('never changes state from a read tool', async () => {
    const local = await openNeis({ user: { favoriteSchools: [], allergyWatch: [5] } });
    const before = structuredClone(local.hub.getSession(local.token)?.state);
    const readTools = neis.allTools.filter((tool) => tool.kind === 'read');
    for (const tool of readTools) {
      const args = SAMPLE_ARGS[tool.name];
      expect(args, `SAMPLE_ARGS needs an entry for ${tool.name}`).toBeDefined();
      const result = await local.call(tool.name, args);
      expect(result.isError, `${tool.name}: ${textOf(result)}`).toBeFalsy();
    }
    expect(local.hub.getSession(local.token)?.state).toEqual(before);
    await local.close();
  });
});
