// Grading through the HTTP gateway: an external MCP agent works in a session created with the
// admin API and is graded from its call log and state; and a whole run against `--servers`.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHub, type Gateway, type Hub, SESSION_HEADER, startGateway } from '@kopa/kit';
import { selectPlatforms } from '@kopa/servers';
import { loadTasks } from '@kopa/tasks';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOracleAgent, createRemoteEnvironment, gradeExternalSession, runEval } from '../src/index.ts';

const TOKEN = 'external-admin-token';
const tasks = loadTasks({ ids: ['finance-005', 'finance-007'] });
let hub: Hub;
let gateway: Gateway;

beforeAll(async () => {
  hub = await createHub({ platforms: selectPlatforms(['dart', 'krx']) });
  gateway = await startGateway({ hub, port: 0, adminToken: TOKEN });
});
afterAll(async () => {
  await gateway.close();
  await hub.close();
});

describe('grading over the HTTP gateway', () => {
  it('grades an external agent from its session call log and state', async () => {
    const task = tasks.find((candidate) => candidate.id === 'finance-005');
    if (!task) throw new Error('missing finance-005');
    const created = await fetch(`${gateway.url}/admin/sessions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ state: task.state }),
    });
    const { token } = (await created.json()) as { token: string };
    const client = new Client({ name: 'external-agent', version: '1' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${gateway.url}/mcp/dart`), {
        requestInit: { headers: { [SESSION_HEADER]: token } },
      }),
    );
    const key = (
      (await client.callTool({ name: 'dart_get_api_key', arguments: {} })).structuredContent as { key: string }
    ).key;
    for (const corp_name of ['삼성전자', 'SK하이닉스']) {
      const found = await client.callTool({ name: 'dart_search_corp_code', arguments: { crtfc_key: key, corp_name } });
      const corp_code = (found.structuredContent as { items: Array<{ corp_code: string }> }).items[0]?.corp_code;
      await client.callTool({ name: 'dart_add_to_watchlist', arguments: { crtfc_key: key, corp_code } });
    }
    await client.close();
    const grades = await gradeExternalSession({
      url: gateway.url,
      adminToken: TOKEN,
      session: token,
      task,
      answer: '삼성전자와 SK하이닉스를 추가했습니다.',
    });
    expect(grades.success, grades.environment.explanation).toBe(true);
    expect(grades.action.accuracy).toBe(1);
  });

  it('runs a whole evaluation against a running gateway (--servers)', async () => {
    const before = hub.listSessions().length;
    const environment = createRemoteEnvironment({ url: gateway.url, adminToken: TOKEN });
    const result = await runEval({
      tasks,
      agent: createOracleAgent(),
      environment,
      rollouts: 1,
      seeds: [0],
      concurrency: 2,
      runsDir: mkdtempSync(join(tmpdir(), 'kopa-remote-')),
      runId: 'remote',
    });
    expect(result.records.map((record) => record.grades?.success)).toEqual([true, true]);
    expect(hub.listSessions()).toHaveLength(before);
  });
});
