import { createHub, type Gateway, type Hub, SESSION_HEADER, startGateway } from '@kopa/kit';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dart } from '../src/index.ts';
import { itemsOf, KEY, openDart, textOf } from './helpers.ts';

/** Valid arguments for every read tool; the codes are companies with CB, BW and 유상증자 filings. */
const sampleArgs = (
  lightron: string,
  issuers: { bw: string; piic: string },
): Record<string, Record<string, unknown>> => ({
  dart_search_corp_code: { crtfc_key: KEY, corp_name: '삼성전자' },
  dart_list_disclosures: { crtfc_key: KEY, corp_code: '00126380', bgn_de: '20250101', end_de: '20251231' },
  dart_get_company: { crtfc_key: KEY, corp_code: '00126380' },
  dart_get_single_account: { crtfc_key: KEY, corp_code: '00126380', bsns_year: '2025', reprt_code: '11011' },
  dart_get_multi_account: { crtfc_key: KEY, corp_code: '00126380,00164779', bsns_year: '2025', reprt_code: '11011' },
  dart_get_full_statements: {
    crtfc_key: KEY,
    corp_code: '00126380',
    bsns_year: '2025',
    reprt_code: '11011',
    fs_div: 'CFS',
  },
  dart_get_financial_indices: {
    crtfc_key: KEY,
    corp_code: '00126380',
    bsns_year: '2025',
    reprt_code: '11011',
    idx_cl_code: 'M210000',
  },
  dart_get_dividends: { crtfc_key: KEY, corp_code: '00126380', bsns_year: '2025', reprt_code: '11011' },
  dart_get_largest_shareholders: { crtfc_key: KEY, corp_code: '00126380', bsns_year: '2025', reprt_code: '11011' },
  dart_get_employees: { crtfc_key: KEY, corp_code: '00126380', bsns_year: '2025', reprt_code: '11011' },
  dart_get_executives: { crtfc_key: KEY, corp_code: '00126380', bsns_year: '2025', reprt_code: '11011' },
  dart_get_capital_changes: { crtfc_key: KEY, corp_code: '00126380', bsns_year: '2025', reprt_code: '11011' },
  dart_get_convertible_bond_decisions: { crtfc_key: KEY, corp_code: lightron, bgn_de: '20260101', end_de: '20260131' },
  dart_get_bond_with_warrant_decisions: {
    crtfc_key: KEY,
    corp_code: issuers.bw,
    bgn_de: '20190101',
    end_de: '20260901',
  },
  dart_get_paid_in_capital_increase_decisions: {
    crtfc_key: KEY,
    corp_code: issuers.piic,
    bgn_de: '20190101',
    end_de: '20260901',
  },
  dart_get_major_shareholding_reports: { crtfc_key: KEY, corp_code: '00126380' },
  dart_get_watchlist: {},
  dart_get_api_key: {},
});

function checkListing(tools: Awaited<ReturnType<Client['listTools']>>['tools']) {
  const names = tools.map((tool) => tool.name).filter((name) => name.startsWith('dart_'));
  expect(names.length).toBeGreaterThanOrEqual(17);
  for (const tool of tools) {
    expect(tool.inputSchema.type, tool.name).toBe('object');
    expect(tool.outputSchema?.type, tool.name).toBe('object');
    expect(tool.description, tool.name).toMatch(/[가-힣]/);
    const operation = dart.toolsByName.get(tool.name)?.operation;
    if (operation && operation !== 'key') expect(tool.description, tool.name).toContain(`(${operation})`);
  }
}

describe('DART over MCP', () => {
  let hub: Hub;
  let gateway: Gateway;
  beforeAll(async () => {
    hub = await createHub({ platforms: [dart] });
    gateway = await startGateway({ hub, port: 0, adminToken: 'dart-admin-token' });
  });
  afterAll(async () => {
    await gateway.close();
    await hub.close();
  });

  const connectHttp = async (kopaSession?: string) => {
    const client = new Client({ name: 'protocol-test', version: '1' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${gateway.url}/mcp/dart`), {
        requestInit: { headers: kopaSession ? { [SESSION_HEADER]: kopaSession } : {} },
      }),
    );
    return client;
  };
  const admin = (path: string, init: RequestInit = {}, token = 'dart-admin-token') =>
    fetch(`${gateway.url}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });

  it('lists at least 17 dart_* tools with schemas and Korean official names, in-process and over HTTP', async () => {
    const local = await openDart();
    checkListing((await local.client.listTools()).tools);
    await local.close();
    const remote = await connectHttp();
    checkListing((await remote.listTools()).tools);
    await remote.close();
  });

  it('binds HTTP sessions to injected states: different keys and watchlists, reported by the admin API', async () => {
    const create = async (key: string, watchlist: string[]) => {
      const response = await admin('/admin/sessions', {
        method: 'POST',
        body: JSON.stringify({ state: { dart: { credentials: { key }, user: { watchlist } } } }),
      });
      return ((await response.json()) as { token: string }).token;
    };
    const keyA = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
    const keyB = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
    const [a, b] = [await create(keyA, ['00126380']), await create(keyB, [])];
    const [clientA, clientB] = await Promise.all([connectHttp(a), connectHttp(b)]);
    const key = async (client: Client) =>
      ((await client.callTool({ name: 'dart_get_api_key', arguments: {} })).structuredContent as { key: string }).key;
    expect([await key(clientA), await key(clientB)]).toEqual([keyA, keyB]);
    const crossed = await clientB.callTool({
      name: 'dart_get_company',
      arguments: { crtfc_key: keyA, corp_code: '00126380' },
    });
    expect(textOf(crossed)).toMatch(/^DART 010/);
    await clientB.callTool({ name: 'dart_add_to_watchlist', arguments: { crtfc_key: keyB, corp_code: '00164779' } });
    const view = async (token: string) =>
      (await (await admin(`/admin/sessions/${token}`)).json()) as {
        state: { dart: { user: { watchlist: string[] } } };
        calls: Array<{ tool: string; args: Record<string, unknown> }>;
      };
    const [viewA, viewB] = [await view(a), await view(b)];
    expect(viewA.state.dart.user.watchlist).toEqual(['00126380']);
    expect(viewB.state.dart.user.watchlist).toEqual(['00164779']);
    expect(viewB.calls.map((call) => call.tool)).toEqual([
      'dart_get_api_key',
      'dart_get_company',
      'dart_add_to_watchlist',
    ]);
    expect(JSON.stringify(viewB)).not.toContain(keyA);
    expect((await admin(`/admin/sessions/${a}`, {}, 'wrong-token')).status).toBe(401);
    await Promise.all([clientA.close(), clientB.close()]);
  });

  it('never changes state from a read tool', async () => {
    const local = await openDart({ user: { watchlist: ['00126380'] } });
    const lightron =
      itemsOf<{ corp_code: string }>(
        await local.call('dart_search_corp_code', { crtfc_key: KEY, corp_name: '라이트론' }),
      )[0]?.corp_code ?? '';
    const decisions = itemsOf<{ corp_code: string; report_nm: string }>(
      await local.call('dart_list_disclosures', {
        crtfc_key: KEY,
        bgn_de: '20260301',
        end_de: '20260531',
        pblntf_ty: 'B',
        page_count: 100,
      }),
    );
    const issuer = (kind: string) => decisions.find((row) => row.report_nm.includes(kind))?.corp_code ?? '';
    const SAMPLE_ARGS = sampleArgs(lightron, { bw: issuer('신주인수권부사채'), piic: issuer('유상증자') });
    const before = structuredClone(local.hub.getSession(local.token)?.state);
    const readTools = dart.allTools.filter((tool) => tool.kind === 'read');
    for (const tool of readTools) {
      const args = SAMPLE_ARGS[tool.name];
      expect(args, `SAMPLE_ARGS needs an entry for ${tool.name}`).toBeDefined();
      const result = await local.call(tool.name, args);
      expect(result.isError, `${tool.name}: ${textOf(result)}`).toBeFalsy();
    }
    expect(local.hub.getSession(local.token)?.state).toEqual(before);
    expect(local.hub.getSession(local.token)?.calls).toHaveLength(readTools.length + 2);
    await local.close();
  });

  it('keeps the watchlist in user state through add, duplicate add and remove', async () => {
    const local = await openDart();
    const add = await local.call('dart_add_to_watchlist', { crtfc_key: KEY, corp_code: '00126380' });
    expect(add.structuredContent).toMatchObject({
      watchlist: ['00126380'],
      changed: true,
      company: { corp_name: '삼성전자' },
    });
    expect(
      (await local.call('dart_add_to_watchlist', { crtfc_key: KEY, corp_code: '00126380' })).structuredContent,
    ).toMatchObject({ changed: false });
    expect(textOf(await local.call('dart_add_to_watchlist', { crtfc_key: KEY, corp_code: '99999999' }))).toContain(
      'dart_search_corp_code',
    );
    expect(textOf(await local.call('dart_remove_from_watchlist', { corp_code: '00164779' }))).toContain(
      'not on the watchlist',
    );
    await local.call('dart_remove_from_watchlist', { corp_code: '00126380' });
    expect(local.hub.getSession(local.token)?.state.dart?.user).toEqual({ watchlist: [] });
    await local.close();
  });
});
