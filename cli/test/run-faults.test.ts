// A whole `kopa eval` run against one endpoint that misbehaves in every way the issue names: a
// request that hangs, a body cut off mid-way, an HTML page with 200, a 429 whose Retry-After is an
// HTTP date, and, for one task, a completion with no choices every time. Every recoverable rollout
// is recovered, the unrecoverable one is typed and listed, and the run exits 2 (20% > 5% failed on
// infrastructure).
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRecords } from '@kopa/evaluator';
import { loadTasks } from '@kopa/tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kopa } from './spawn-kopa.ts';

const IDS = ['law-001', 'law-002', 'law-003', 'law-004', 'law-005'] as const;
type Fault = 'hang' | 'reset' | 'html' | 'retry-after-date' | 'never';
const FAULTS: Record<(typeof IDS)[number], Fault> = {
  'law-001': 'hang',
  'law-002': 'reset',
  'law-003': 'html',
  'law-004': 'retry-after-date',
  'law-005': 'never',
};
const tasks = loadTasks({ ids: [...IDS] });
const faultOf = new Map(tasks.map((task) => [task.query, FAULTS[task.id as (typeof IDS)[number]]]));
const hits = new Map<string, number>();

const completion = JSON.stringify({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 0,
  model: 'scripted',
  choices: [{ index: 0, message: { role: 'assistant', content: '확인하지 못했습니다.' }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
});

function answer(request: IncomingMessage, response: ServerResponse, body: string): void {
  if (request.url?.endsWith('/models')) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ data: [{ id: 'scripted' }] }));
    return;
  }
  const messages = (JSON.parse(body) as { messages: Array<{ role: string; content: unknown }> }).messages;
  const user = messages.find((message) => message.role === 'user');
  const query = typeof user?.content === 'string' ? user.content : JSON.stringify(user?.content);
  const fault = [...faultOf.entries()].find(([text]) => query.includes(text))?.[1];
  const hit = (hits.get(fault ?? '') ?? 0) + 1;
  hits.set(fault ?? '', hit);
  const first = hit === 1;
  if (fault === 'hang' && first) return; // never answered: the client's timeout must fire
  if (fault === 'reset' && first) {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(completion.length) });
    response.write(completion.slice(0, 20));
    setTimeout(() => response.socket?.destroy(), 20);
    return;
  }
  if (fault === 'html' && first) {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<html><body>gateway maintenance</body></html>');
    return;
  }
  if (fault === 'retry-after-date' && first) {
    response.writeHead(429, {
      'retry-after': new Date(Date.now() + 1000).toUTCString(),
      'content-type': 'application/json',
    });
    response.end('{"error":{"message":"slow down"}}');
    return;
  }
  if (fault === 'never') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"choices":[]}');
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(completion);
}

let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => answer(request, response, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('kopa eval against a misbehaving endpoint', () => {
  it('recovers every recoverable rollout, types and lists the rest, and exits 2', async () => {
    const runsDir = mkdtempSync(join(tmpdir(), 'kopa-faults-'));
    const result = await kopa([
      'eval',
      '--base-url',
      url,
      '--model',
      'scripted',
      '--id',
      ...IDS,
      '--request-timeout',
      '1000',
      '--runs-dir',
      runsDir,
      '--run-id',
      'faults',
    ]);
    const records = readRecords(join(runsDir, 'faults', 'rollouts.jsonl'));
    expect(records.map((record) => record.taskId).sort()).toEqual([...IDS]);
    for (const record of records)
      if (record.taskId !== 'law-005') expect(record.infraError, record.taskId).toBeUndefined();
    const failed = records.find((record) => record.taskId === 'law-005');
    expect(failed?.infraError?.type).toBe('endpoint_malformed');
    expect(result.stdout).toMatch(
      /excluded law-005 rollout 0 seed 0: endpoint_malformed — malformed response: JSON body with status 200 has empty choices/,
    );
    expect(result.stderr).toMatch(
      /^kopa: 1 of 5 rollout\(s\) \(20\.0%\) ended in infrastructure errors, more than the 5\.0% allowed/m,
    );
    expect(result.status).toBe(2);
    // Each recoverable fault happened once and was retried.
    for (const fault of ['hang', 'reset', 'html', 'retry-after-date'] as const)
      expect(hits.get(fault), fault).toBeGreaterThanOrEqual(2);
  }, 120_000);
});
