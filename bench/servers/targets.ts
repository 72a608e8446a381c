// The servers the bench compares, all started in one child process so the load generator (the
// parent) does not share an event loop with them: KOPA's gateway, the SDK's stock Streamable HTTP
// transport serving the same tool through the same hub, and a bare node:http JSON echo.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHub, startGateway } from '@kopa/kit';
import { PLATFORMS } from '@kopa/servers';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';

const listen = (server: ReturnType<typeof createServer>) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

async function main() {
  const hub = await createHub({ platforms: PLATFORMS, idleMs: 0 });
  const gateway = await startGateway({ hub, port: 0, adminToken: 'bench-token' });
  const stockToken = hub.createSession().token;

  // The stock transport: one McpServer + StreamableHTTPServerTransport per session (stateful,
  // JSON responses: the SDK's fastest mode in stack-notes), its tool delegating to the same hub.
  const transports = new Map<string, StreamableHTTPServerTransport>();
  const stock = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
    const sessionId = request.headers['mcp-session-id'] as string | undefined;
    let transport = sessionId ? transports.get(sessionId) : undefined;
    if (!transport && isInitializeRequest(body)) {
      const created: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => crypto.randomUUID(),
        enableJsonResponse: true,
        onsessioninitialized: (id) => void transports.set(id, created),
      });
      const server = new McpServer({ name: 'stock', version: '1' });
      server.registerTool(
        'dart_get_company',
        { inputSchema: { crtfc_key: z.string(), corp_code: z.string() } },
        async (args) => hub.callTool({ token: stockToken, platform: 'dart', name: 'dart_get_company', args }),
      );
      server.registerTool('dart_get_api_key', { inputSchema: {} }, async () =>
        hub.callTool({ token: stockToken, platform: 'dart', name: 'dart_get_api_key', args: {} }),
      );
      await server.connect(created);
      transport = created;
    }
    if (!transport) {
      response.writeHead(400).end();
      return;
    }
    await transport.handleRequest(request, response, body);
  });

  const echo = createServer((request, response) => {
    // The process's CPU time so far, so the parent can charge each setup's calls with what they cost.
    if (request.url === '/cpu') {
      const { user, system } = process.cpuUsage();
      response.end(JSON.stringify({ micros: user + system }));
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const id = (JSON.parse(text) as { id?: number }).id ?? null;
      const body = JSON.stringify({ jsonrpc: '2.0', id, result: { content: [{ type: 'text', text: 'echo' }] } });
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    });
  });

  const [stockPort, echoPort] = await Promise.all([listen(stock), listen(echo)]);
  process.stdout.write(
    `${JSON.stringify({ gateway: `${gateway.url}/mcp/dart`, stock: `http://127.0.0.1:${stockPort}/mcp`, echo: `http://127.0.0.1:${echoPort}/` })}\n`,
  );
}

process.once('SIGINT', () => process.exit(0));
process.once('SIGTERM', () => process.exit(0));
void main();
