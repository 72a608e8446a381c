// A scripted OpenAI-compatible chat server over real HTTP for the evaluator's end-to-end tests:
// per query, a list of turns (tool calls, possibly parallel, then a final answer). Every request is
// recorded; failures (429/500) and latency can be injected.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TurnContext {
  /** Parsed tool results so far, in order. */
  results: unknown[];
}

export type Turn =
  | { toolCalls: Array<{ name: string; args: (context: TurnContext) => Record<string, unknown> }> }
  | { content: (context: TurnContext) => string };

export interface ScriptedServer {
  url: string;
  requests: Array<{ messages: Array<{ role: string; content?: unknown; tool_calls?: unknown[] }>; tools?: unknown[] }>;
  close(): Promise<void>;
}

function parseContent(content: unknown): unknown {
  const text =
    typeof content === 'string'
      ? content
      : Array.isArray(content)
        ? content.map((part) => (part as { text?: string }).text ?? '').join('')
        : '';
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function startScriptedServer(options: {
  scripts: Record<string, Turn[]>;
  latencyMs?: number;
  /** Answer the first `count` requests with this status. */
  failFirst?: { status: number; count: number };
  /** Keep every request in `requests` (default true); a benchmark's long run keeps none. */
  keepRequests?: boolean;
}): Promise<ScriptedServer> {
  const keep = options.keepRequests ?? true;
  let received = 0;
  const requests: ScriptedServer['requests'] = [];
  let failures = options.failFirst?.count ?? 0;
  let callId = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      let body: ScriptedServer['requests'][number];
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ScriptedServer['requests'][number];
      } catch {
        // A client killed mid-request leaves a partial body: answer it, never crash the server.
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'request body is not JSON', type: 'invalid_request_error' } }));
        return;
      }
      received++;
      if (keep) requests.push(body);
      if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
      if (failures > 0) {
        failures--;
        response.writeHead(options.failFirst?.status ?? 500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'scripted failure', type: 'server_error' } }));
        return;
      }
      const query = String(parseContent(body.messages.find((message) => message.role === 'user')?.content) ?? '');
      const turns = options.scripts[query];
      const turnIndex = body.messages.filter((message) => message.role === 'assistant').length;
      const turn = turns?.[turnIndex];
      const context: TurnContext = {
        results: body.messages
          .filter((message) => message.role === 'tool')
          .map((message) => parseContent(message.content)),
      };
      const message = !turn
        ? { role: 'assistant', content: `no script for turn ${turnIndex} of "${query.slice(0, 30)}"` }
        : 'toolCalls' in turn
          ? {
              role: 'assistant',
              content: null,
              tool_calls: turn.toolCalls.map((call) => ({
                id: `call_${++callId}`,
                type: 'function',
                function: { name: call.name, arguments: JSON.stringify(call.args(context)) },
              })),
            }
          : { role: 'assistant', content: turn.content(context) };
      const reply = {
        id: `chatcmpl-${received}`,
        object: 'chat.completion',
        created: 1_760_000_000,
        model: 'scripted',
        choices: [{ index: 0, message, finish_reason: 'tool_calls' in message ? 'tool_calls' : 'stop' }],
        usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
      };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
