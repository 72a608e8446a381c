import { createHub, type Gateway, type Hub, SESSION_HEADER, startGateway } from '@kopa/kit';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { krx } from '../src/index.ts';
import { KEY, openKrx, textOf } from './helpers.ts';

/** Valid arguments for every read tool. */
const SAMPLE_ARGS: Record<string, Record<string, unknown>> = {
  krx_get_kospi_daily_trades: { AUTH_KEY: KEY, basDd: '20260115', numOfRows: 5 },
  krx_get_kosdaq_daily_trades: { AUTH_KEY: KEY, basDd: '20260115', ISU_CD: '069540' },
  krx_get_konex_daily_trades: { AUTH_KEY: KEY, basDd: '20260115' },
  krx_get_kospi_issue_info: { AUTH_KEY: KEY, basDd: '20260115', ISU_SRT_CD: '005930' },
  krx_get_kosdaq_issue_info: { AUTH_KEY: KEY, basDd: '20260115', numOfRows: 3 },
  krx_get_konex_issue_info: { AUTH_KEY: KEY, basDd: '20260115' },
  krx_get_kospi_index_daily: { AUTH_KEY: KEY, basDd: '20260115', IDX_NM: '코스피' },
  krx_get_kosdaq_index_daily: { AUTH_KEY: KEY, basDd: '20260115' },
  krx_get_krx_index_daily: { AUTH_KEY: KEY, basDd: '20260115', IDX_NM: 'KRX 300' },
  krx_get_etf_daily_trades: { AUTH_KEY: KEY, basDd: '20260115' },
  krx_get_stock_price_info: { serviceKey: KEY, likeItmsNm: '삼성', basDt: '20260115' },
  krx_get_listed_item_info: { serviceKey: KEY, itmsNm: '라이트론', numOfRows: 5 },
  krx_list_price_alerts: {},
  krx_check_price_alerts: { serviceKey: KEY },
  krx_get_api_key: {},
};

function checkListing(tools: Awaited<ReturnType<Client['listTools']>>['tools']) {
  const names = tools.map((tool) => tool.name).filter((name) => name.startsWith('krx_'));
  expect(names.length).toBeGreaterThanOrEqual(14);
  for (const tool of tools) {
    expect(tool.inputSchema.type, tool.name).toBe('object');
    expect(tool.outputSchema?.type, tool.name).toBe('object');
    expect(tool.description, tool.name).toMatch(/^[^\n]*[가-힣][^\n]*\n[^\n]*[A-Za-z]/);
    const operation = krx.toolsByName.get(tool.name)?.operation;
    if (operation && operation !== 'key') expect(tool.description, tool.name).toContain(`(${operation})`);
  }
  const data = krx.allTools.filter((tool) => tool.operation && tool.operation !== 'key' && tool.kind === 'read');
  expect(data.length).toBeGreaterThanOrEqual(12);
}

describe('KRX over MCP', () => {
  let hub: Hub;
  let gateway: Gateway;
  beforeAll(async () => {
    hub = await createHub({ platforms: [krx] });
    gateway = await startGateway({ hub, port: 0, adminToken: 'krx-admin-token' });
  });
  afterAll(async () => {
    await gateway.close();
    await hub.close();
  });

  const connectHttp = async (kopaSession?: string) => {
    const client = new Client({ name: 'protocol-test', version: '1' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${gateway.url}/mcp/krx`), {
        requestInit: { headers: kopaSession ? { [SESSION_HEADER]: kopaSession } : {} },
      }),
    );
    return client;
  };

  it('lists at least 14 krx_* tools with schemas and Korean official names, in-process and over HTTP', async () => {
    const local = await openKrx();
    checkListing((await local.client.listTools()).tools);
    await local.close();
    const remote = await connectHttp();
    checkListing((await remote.listTools()).tools);
    await remote.close();
  });

  it('binds HTTP sessions to injected states with their own keys and alerts', async () => {
    const create = async (key: string) => {
      const response = await fetch(`${gateway.url}/admin/sessions`, {
        method: 'POST',
        headers: { authorization: 'Bearer krx-admin-token', 'content-type': 'application/json' },
        body: JSON.stringify({ state: { krx: { credentials: { key } } } }),
      });
      return ((await response.json()) as { token: string }).token;
    };
    const [keyA, keyB] = ['A'.repeat(40), 'B'.repeat(40)];
    const [clientA, clientB] = await Promise.all([connectHttp(await create(keyA)), connectHttp(await create(keyB))]);
    const crossed = await clientB.callTool({
      name: 'krx_get_kospi_daily_trades',
      arguments: { AUTH_KEY: keyA, basDd: '20260115', ISU_CD: '005930' },
    });
    expect(textOf(crossed)).toMatch(/^KRX 401 Unauthorized Key/);
    const own = await clientA.callTool({
      name: 'krx_get_kospi_daily_trades',
      arguments: { AUTH_KEY: keyA, basDd: '20260115', ISU_CD: '005930' },
    });
    expect(own.isError).toBeFalsy();
    await Promise.all([clientA.close(), clientB.close()]);
  });

  it('never changes state from a read tool', async () => {
    const local = await openKrx({
      user: {
        priceAlerts: [
          {
            alertId: '069540-below-1500',
            srtnCd: '069540',
            itmsNm: '라이트론',
            mrktCtg: 'KOSDAQ',
            targetPrice: 1500,
            direction: 'below',
            createdOn: '20260115',
          },
        ],
      },
    });
    const before = structuredClone(local.hub.getSession(local.token)?.state);
    const readTools = krx.allTools.filter((tool) => tool.kind === 'read');
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

  it('keeps price alerts in user state through add, duplicate add, check and remove', async () => {
    const local = await openKrx();
    const add = await local.call('krx_add_price_alert', {
      serviceKey: KEY,
      srtnCd: '069540',
      targetPrice: 5000,
      direction: 'below',
    });
    expect(add.structuredContent).toMatchObject({
      changed: true,
      priceAlerts: [{ alertId: '069540-below-5000', itmsNm: '라이트론', mrktCtg: 'KOSDAQ', createdOn: '20260901' }],
    });
    const again = await local.call('krx_add_price_alert', {
      serviceKey: KEY,
      srtnCd: '069540',
      targetPrice: 5000,
      direction: 'below',
    });
    expect(again.structuredContent).toMatchObject({ changed: false });
    const checked = (await local.call('krx_check_price_alerts', { serviceKey: KEY })).structuredContent as {
      alerts: Array<{ basDt: string; clpr: string; triggered: boolean }>;
    };
    expect(checked.alerts[0]?.basDt).toBe('20260828');
    expect(checked.alerts[0]?.triggered).toBe(Number(checked.alerts[0]?.clpr) <= 5000);
    const unknown = await local.call('krx_add_price_alert', {
      serviceKey: KEY,
      srtnCd: '999999',
      targetPrice: 1000,
      direction: 'above',
    });
    expect(textOf(unknown)).toMatch(/not a listed issue.*dart_search_corp_code/);
    expect(textOf(await local.call('krx_remove_price_alert', { alertId: '005930-above-1' }))).toMatch(/is not set/);
    await local.call('krx_remove_price_alert', { alertId: '069540-below-5000' });
    expect(local.state()?.user).toEqual({ priceAlerts: [] });
    await local.close();
  });
});
