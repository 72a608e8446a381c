// The platform over MCP: the tool listing in-process and over HTTP, read tools that never change
// state, and the subscription write tools over the session's `user` state.
import { createHub, type Gateway, type Hub, startGateway } from '@kopa/kit';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembly } from '../src/index.ts';
import { itemsOf, KEY, openAssembly, textOf } from './helpers.ts';

function checkListing(tools: Awaited<ReturnType<Client['listTools']>>['tools']) {
  const names = tools.map((tool) => tool.name).filter((name) => name.startsWith('assembly_'));
  expect(names.length).toBeGreaterThanOrEqual(14);
  expect(names).toEqual(tools.map((tool) => tool.name));
  for (const tool of tools) {
    expect(tool.inputSchema.type, tool.name).toBe('object');
    expect(tool.outputSchema?.type, tool.name).toBe('object');
    expect(tool.description, tool.name).toMatch(/^[^a-zA-Z]*[가-힣]/);
    const operation = assembly.toolsByName.get(tool.name)?.operation;
    if (operation && operation !== 'key') expect(tool.description, tool.name).toContain(`(${operation})`);
  }
  const data = tools.filter((tool) => {
    const operation = assembly.toolsByName.get(tool.name)?.operation;
    return operation !== undefined && operation !== 'key';
  });
  expect(data.length).toBeGreaterThanOrEqual(12);
}

/** Valid arguments for every read tool, taken from the emulated data. */
async function sampleArgs(call: (name: string, args: Record<string, unknown>) => ReturnType<Client['callTool']>) {
  const [bill] = itemsOf(
    await call('assembly_list_member_bills', {
      KEY,
      AGE: '22',
      PROC_RESULT: '원안가결',
      COMMITTEE: '보건복지위원회',
      pSize: 1,
    }),
  );
  const [tally] = itemsOf(await call('assembly_list_vote_tallies', { KEY, AGE: '22', BILL_NO: bill?.BILL_NO }));
  return {
    assembly_search_members: { KEY, NAAS_NM: String(bill?.RST_PROPOSER) },
    assembly_list_current_members: { KEY, HG_NM: String(bill?.RST_PROPOSER) },
    assembly_list_member_bills: { KEY, AGE: '22', PROPOSER: String(bill?.RST_PROPOSER) },
    assembly_list_pending_bills: { KEY, CURR_COMMITTEE: '국토교통위원회', pSize: 5 },
    assembly_list_processed_bills: { KEY, AGE: '21', PROC_RESULT_CD: '수정가결', pSize: 5 },
    assembly_get_bill_detail: { KEY, BILL_ID: bill?.BILL_ID },
    assembly_get_bill_by_no: { KEY, BILL_NO: bill?.BILL_NO },
    assembly_list_bill_proposers: { KEY, BILL_ID: bill?.BILL_ID },
    assembly_list_bill_committee_meetings: { KEY, BILL_ID: bill?.BILL_ID },
    assembly_list_bill_judiciary_meetings: { KEY, BILL_ID: bill?.BILL_ID },
    assembly_list_vote_tallies: { KEY, AGE: '22', BILL_NO: bill?.BILL_NO },
    assembly_list_member_votes: { KEY, AGE: '22', BILL_ID: tally?.BILL_ID, pSize: 10 },
    assembly_list_committees: { KEY },
    assembly_list_committee_members: { KEY, DEPT_CD: '9700341' },
    assembly_list_committee_meetings: { KEY, UNIT_CD: '100022', MEETING_DATE: '2026-08' },
    assembly_list_plenary_schedule: { KEY, UNIT_CD: '100021' },
    assembly_list_subscriptions: {},
    assembly_get_api_key: {},
  } as Record<string, Record<string, unknown>>;
}

describe('Open Assembly over MCP', () => {
  let hub: Hub;
  let gateway: Gateway;
  beforeAll(async () => {
    hub = await createHub({ platforms: [assembly] });
    gateway = await startGateway({ hub, port: 0, adminToken: 'assembly-admin-token' });
  });
  afterAll(async () => {
    await gateway.close();
    await hub.close();
  });

  it('lists at least 14 assembly_* tools with schemas and Korean official names, in-process and over HTTP', async () => {
    const local = await openAssembly();
    checkListing((await local.client.listTools()).tools);
    await local.close();
    const remote = new Client({ name: 'protocol-test', version: '1' });
    await remote.connect(new StreamableHTTPClientTransport(new URL(`${gateway.url}/mcp/assembly`)));
    checkListing((await remote.listTools()).tools);
    const answer = await remote.callTool({ name: 'assembly_list_committees', arguments: { KEY, pSize: 3 } });
    expect((answer.structuredContent as { totalCount: number }).totalCount).toBeGreaterThan(17);
    await remote.close();
  });

  it('never changes state from a read tool', async () => {
    const local = await openAssembly({ user: { subscriptions: [] } });
    const args = await sampleArgs(local.call);
    const before = structuredClone(local.hub.getSession(local.token)?.state);
    const readTools = assembly.allTools.filter((tool) => tool.kind === 'read');
    for (const tool of readTools) {
      expect(args[tool.name], `sampleArgs needs an entry for ${tool.name}`).toBeDefined();
      const result = await local.call(tool.name, args[tool.name] ?? {});
      expect(result.isError, `${tool.name}: ${textOf(result)}`).toBeFalsy();
    }
    expect(local.hub.getSession(local.token)?.state).toEqual(before);
    await local.close();
  });

  it('keeps subscriptions in user state through subscribe, duplicate, unknown bill and unsubscribe', async () => {
    const local = await openAssembly();
    const [bill] = itemsOf(await local.call('assembly_list_pending_bills', { KEY, pSize: 1 }));
    const added = await local.call('assembly_subscribe_bill', { KEY, BILL_ID: bill?.BILL_ID });
    expect(added.structuredContent).toMatchObject({
      changed: true,
      subscriptions: [{ BILL_ID: bill?.BILL_ID, BILL_NO: bill?.BILL_NO, subscribed_at: '2026-09-01T01:00:00.000Z' }],
    });
    expect(
      (await local.call('assembly_subscribe_bill', { KEY, BILL_ID: bill?.BILL_ID })).structuredContent,
    ).toMatchObject({
      changed: false,
    });
    const unknown = await local.call('assembly_subscribe_bill', { KEY, BILL_ID: 'PRC_A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5' });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toContain('assembly_list_member_bills');
    const notSubscribed = await local.call('assembly_unsubscribe_bill', {
      BILL_ID: 'PRC_A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5',
    });
    expect(textOf(notSubscribed)).toContain('not subscribed');
    expect(local.hub.getSession(local.token)?.state.assembly?.user).toMatchObject({
      subscriptions: [{ BILL_ID: bill?.BILL_ID }],
    });
    await local.call('assembly_unsubscribe_bill', { BILL_ID: bill?.BILL_ID });
    expect(local.hub.getSession(local.token)?.state.assembly?.user).toEqual({ subscriptions: [] });
    await local.close();
  });
});
