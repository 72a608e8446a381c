import { createHub, type Gateway, type Hub, SESSION_HEADER, startGateway } from '@kopa/kit';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hrdkorea } from '../src/index.ts';
import { KEY, openHrd, textOf } from './helpers.ts';

/** Valid arguments for every read tool. */
const SAMPLE_ARGS: Record<string, Record<string, unknown>> = {
  hrdkorea_list_qualifications: { serviceKey: KEY, jmfldnm: '전기기사' },
  hrdkorea_get_qualification_info: { serviceKey: KEY, seriesCd: '03', jmCd: '1150' },
  hrdkorea_get_exam_schedule: { serviceKey: KEY, implYy: '2026', qualgbCd: 'T' },
  hrdkorea_list_professional_engineer_schedules: { serviceKey: KEY },
  hrdkorea_list_master_craftsman_schedules: { serviceKey: KEY },
  hrdkorea_list_engineer_schedules: { serviceKey: KEY },
  hrdkorea_list_craftsman_schedules: { serviceKey: KEY },
  hrdkorea_get_qualification_schedule: { serviceKey: KEY, jmCd: '1150' },
  hrdkorea_get_exam_fee: { serviceKey: KEY, jmCd: '1150' },
  hrdkorea_get_pass_rates: { serviceKey: KEY, grdCd: '30', baseYY: '2025', jmCd: '1150' },
  hrdkorea_get_exam_information: { serviceKey: KEY, jmCd: '1150' },
  hrdkorea_list_exam_subjects: { serviceKey: KEY, jmCd: '1150' },
  hrdkorea_list_my_applications: {},
  hrdkorea_get_api_key: {},
};

function checkListing(tools: Awaited<ReturnType<Client['listTools']>>['tools']) {
  const names = tools.map((tool) => tool.name).filter((name) => name.startsWith('hrdkorea_'));
  expect(names.length).toBeGreaterThanOrEqual(14);
  for (const tool of tools) {
    expect(tool.inputSchema.type, tool.name).toBe('object');
    expect(tool.outputSchema?.type, tool.name).toBe('object');
    expect(tool.description, tool.name).toMatch(/^[^a-zA-Z]*[가-힣]/);
    const operation = hrdkorea.toolsByName.get(tool.name)?.operation;
    if (operation && operation !== 'key') expect(tool.description, tool.name).toContain(`(${operation})`);
  }
  const upstreamTools = hrdkorea.tools.filter((tool) => tool.operation && tool.operation !== 'key');
  expect(upstreamTools.length).toBeGreaterThanOrEqual(12);
}

describe('HRD Korea over MCP', () => {
  let hub: Hub;
  let gateway: Gateway;
  beforeAll(async () => {
    hub = await createHub({ platforms: [hrdkorea] });
    gateway = await startGateway({ hub, port: 0, adminToken: 'hrd-admin-token' });
  });
  afterAll(async () => {
    await gateway.close();
    await hub.close();
  });

  const connectHttp = async (kopaSession?: string) => {
    const client = new Client({ name: 'protocol-test', version: '1' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${gateway.url}/mcp/hrdkorea`), {
        requestInit: { headers: kopaSession ? { [SESSION_HEADER]: kopaSession } : {} },
      }),
    );
    return client;
  };
  const admin = (path: string, init: RequestInit = {}) =>
    fetch(`${gateway.url}${path}`, {
      ...init,
      headers: { authorization: 'Bearer hrd-admin-token', 'content-type': 'application/json' },
    });

  it('lists at least 14 hrdkorea_* tools with schemas and Korean official names, in-process and over HTTP', async () => {
    const local = await openHrd();
    checkListing((await local.client.listTools()).tools);
    await local.close();
    const remote = await connectHttp();
    checkListing((await remote.listTools()).tools);
    await remote.close();
  });

  it('binds HTTP sessions to injected states: keys, clocks and applications stay apart', async () => {
    const create = async (state: Record<string, unknown>) => {
      const response = await admin('/admin/sessions', {
        method: 'POST',
        body: JSON.stringify({ state: { hrdkorea: state } }),
      });
      return ((await response.json()) as { token: string }).token;
    };
    const keyB = 'b'.repeat(64);
    const a = await create({});
    const b = await create({ credentials: { key: keyB }, clock: { now: '2026-06-02T11:00:00+09:00' } });
    const [clientA, clientB] = await Promise.all([connectHttp(a), connectHttp(b)]);
    const crossed = await clientB.callTool({
      name: 'hrdkorea_get_exam_fee',
      arguments: { serviceKey: KEY, jmCd: '1320' },
    });
    expect(textOf(crossed)).toMatch(/^HRDKOREA 30 /);
    // Session B's clock is inside the 2026 3rd 기능사 registration; session A's (default) is not.
    const apply = (client: Client, key: string) =>
      client.callTool({
        name: 'hrdkorea_apply_exam',
        arguments: { serviceKey: key, jmCd: '7910', implYy: '2026', implSeq: '3', stage: '필기' },
      });
    expect((await apply(clientA, KEY)).isError).toBe(true);
    expect((await apply(clientB, keyB)).isError).toBeFalsy();
    const view = async (token: string) =>
      (await (await admin(`/admin/sessions/${token}`)).json()) as {
        state: { hrdkorea: { user: { applications: unknown[] } } };
        calls: Array<{ tool: string }>;
      };
    expect((await view(a)).state.hrdkorea.user.applications).toEqual([]);
    expect((await view(b)).state.hrdkorea.user.applications).toHaveLength(1);
    expect(JSON.stringify(await view(a))).not.toContain(keyB);
    await Promise.all([clientA.close(), clientB.close()]);
  });

  it('never changes state from a read tool', async () => {
    const local = await openHrd({ user: { writtenPasses: [{ jmCd: '1150', docPassDt: '20260311' }] } });
    const before = structuredClone(local.hub.getSession(local.token)?.state);
    const readTools = hrdkorea.allTools.filter((tool) => tool.kind === 'read');
    for (const tool of readTools) {
      const args = SAMPLE_ARGS[tool.name];
      expect(args, `SAMPLE_ARGS needs an entry for ${tool.name}`).toBeDefined();
      const result = await local.call(tool.name, args);
      expect(result.isError, `${tool.name}: ${textOf(result)}`).toBeFalsy();
    }
    expect(local.hub.getSession(local.token)?.state).toEqual(before);
    expect(local.hub.getSession(local.token)?.calls).toHaveLength(readTools.length);
    await local.close();
  });
});
