// The HTTP gateway (DESIGN §3.5): every platform at /mcp/<platform> (Streamable HTTP, JSON
// responses), the admin API at /admin, a session bound to injected state by `x-kopa-session` on
// initialize, bearer-token auth, and idle expiry of MCP sessions.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server as HttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { isInitializeRequest, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { Hub } from '../hub.ts';
import { handleAdmin } from './admin-routes.ts';
import { HttpError, hasBearer, isLoopback, readJson, sendJson } from './http-util.ts';
import { type FastPath, JsonResponseTransport } from './json-transport.ts';

export const SESSION_HEADER = 'x-kopa-session';

export interface GatewayOptions {
  hub: Hub;
  host?: string;
  port?: number;
  /** Bearer token for the admin API; generated when omitted (on loopback only). */
  adminToken?: string;
  /** Idle MCP sessions are closed after this long; default 30 minutes. */
  idleMs?: number;
}

export interface Gateway {
  url: string;
  adminToken: string;
  /** True when the token was generated here and should be shown to the user. */
  generatedToken: boolean;
  server: HttpServer;
  close(): Promise<void>;
}

interface McpSession {
  transport: JsonResponseTransport;
  server: Server;
  platform: string;
  kopaToken: string;
  lastSeenAt: number;
}

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const { hub } = options;
  const host = options.host ?? '127.0.0.1';
  const loopback = isLoopback(host);
  if (!loopback && !options.adminToken) {
    throw new Error(`refusing to bind ${host} without a token: set KOPA_ADMIN_TOKEN or pass --admin-token`);
  }
  const adminToken = options.adminToken ?? randomBytes(24).toString('base64url');
  const idleMs = options.idleMs ?? 30 * 60_000;
  const sessions = new Map<string, McpSession>();

  const closeSession = async (id: string) => {
    const session = sessions.get(id);
    if (!session) return;
    sessions.delete(id);
    await session.server.close();
  };
  const sweeper = setInterval(
    () => {
      const now = Date.now();
      for (const [id, session] of sessions) if (now - session.lastSeenAt > idleMs) void closeSession(id);
    },
    Math.min(idleMs, 60_000),
  );
  sweeper.unref();

  const handleMcp = async (request: IncomingMessage, response: ServerResponse, platform: string) => {
    if (!hub.platforms.has(platform)) {
      throw new HttpError(
        404,
        `no platform "${platform}"; this gateway serves ${[...hub.platforms.keys()].join(', ')}`,
      );
    }
    // Off loopback, MCP traffic needs the token too.
    if (!loopback && !hasBearer(request, adminToken)) throw new HttpError(401, 'missing or wrong bearer token');
    const sessionId = header(request, 'mcp-session-id');
    if (request.method === 'DELETE') {
      if (!sessionId || !sessions.has(sessionId)) throw new HttpError(404, 'no such MCP session');
      await closeSession(sessionId);
      return sendJson(response, 200, undefined);
    }
    if (request.method !== 'POST') {
      return sendJson(
        response,
        405,
        { error: 'this endpoint answers POST (JSON responses) and DELETE only' },
        { allow: 'POST, DELETE' },
      );
    }
    const body = await readJson(request);
    const messages = (Array.isArray(body) ? body : [body]) as JSONRPCMessage[];
    if (messages.length === 0 || messages.some((message) => typeof message !== 'object' || message === null)) {
      return sendJson(response, 400, rpcError(-32600, 'expected a JSON-RPC message or batch'));
    }

    let session: McpSession | undefined;
    if (messages.some((message) => isInitializeRequest(message))) {
      if (sessionId) throw new HttpError(400, 'initialize must not carry an mcp-session-id');
      session = openSession(request, platform);
    } else {
      if (!sessionId)
        return sendJson(response, 400, rpcError(-32000, 'missing mcp-session-id header; send initialize first'));
      session = sessions.get(sessionId);
      if (!session || session.platform !== platform) {
        return sendJson(response, 404, rpcError(-32001, 'session not found or expired; initialize again'));
      }
    }
    session.lastSeenAt = Date.now();
    const replies = await session.transport.handle(messages);
    const headers = { 'mcp-session-id': session.transport.sessionId, [SESSION_HEADER]: session.kopaToken };
    if (replies.length === 0) return sendJson(response, 202, undefined, headers);
    return sendJson(response, 200, Array.isArray(body) ? replies : replies[0], headers);
  };

  const openSession = (request: IncomingMessage, platform: string): McpSession => {
    const requested = header(request, SESSION_HEADER);
    let kopaToken: string;
    if (requested) {
      if (!hub.getSession(requested)) {
        throw new HttpError(404, `${SESSION_HEADER} names no session; create one with POST /admin/sessions`);
      }
      kopaToken = requested;
    } else {
      kopaToken = hub.createSession().token;
    }
    const transport = new JsonResponseTransport(randomUUID());
    const server = hub.createServer({ token: kopaToken, platform });
    server.oninitialized = () => {
      transport.fastPath = createFastPath({ hub, token: kopaToken, platform });
    };
    const session: McpSession = { transport, server, platform, kopaToken, lastSeenAt: Date.now() };
    sessions.set(transport.sessionId, session);
    transport.onclose = () => sessions.delete(transport.sessionId);
    void server.connect(transport);
    return session;
  };

  const httpServer = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const route = async () => {
      if (path === '/healthz') return sendJson(response, 200, { ok: true, platforms: [...hub.platforms.keys()] });
      if (path.startsWith('/admin/') || path === '/admin') {
        if (!hasBearer(request, adminToken))
          throw new HttpError(401, 'missing or wrong bearer token (Authorization: Bearer <KOPA_ADMIN_TOKEN>)');
        return handleAdmin({ hub, request, response, path });
      }
      const match = /^\/mcp\/([a-z0-9-]+)\/?$/.exec(path);
      if (match?.[1]) return handleMcp(request, response, match[1]);
      throw new HttpError(404, `no route ${path}; MCP lives at /mcp/<platform>, admin at /admin/sessions`);
    };
    route().catch((error: unknown) => {
      if (response.headersSent) return response.end();
      if (error instanceof HttpError) return sendJson(response, error.status, { error: error.message });
      process.stderr.write(`kopa gateway: ${error instanceof Error ? error.stack : String(error)}\n`);
      sendJson(response, 500, { error: 'internal error; see the gateway log' });
    });
  });
  httpServer.keepAliveTimeout = 30_000;

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port ?? 7300, host, () => resolve());
  });
  const address = httpServer.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${urlHost}:${address.port}`,
    adminToken,
    generatedToken: !options.adminToken,
    server: httpServer,
    async close() {
      clearInterval(sweeper);
      await Promise.all([...sessions.keys()].map(closeSession));
      const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
      httpServer.closeAllConnections();
      await closed;
    },
  };
}

/** tools/list and tools/call answered straight from the hub, with the same results the server gives. */
function createFastPath(options: { hub: Hub; token: string; platform: string }): FastPath {
  const { hub, token, platform } = options;
  return (message) => {
    const id = message.id;
    if (message.method === 'tools/list') {
      return Promise.resolve({ jsonrpc: '2.0', id, result: { tools: hub.listTools(platform) } });
    }
    if (message.method !== 'tools/call') return undefined;
    const params = message.params as { name?: unknown; arguments?: unknown } | undefined;
    if (
      typeof params?.name !== 'string' ||
      (params.arguments !== undefined &&
        (typeof params.arguments !== 'object' || params.arguments === null || Array.isArray(params.arguments)))
    ) {
      return undefined; // let the SDK produce its -32602
    }
    return hub.callTool({ token, platform, name: params.name, args: params.arguments ?? {} }).then(
      (result) => ({ jsonrpc: '2.0', id, result }) as JSONRPCMessage,
      (error: unknown) => ({
        jsonrpc: '2.0',
        id,
        error: { code: -32603, message: error instanceof Error ? error.message : String(error) },
      }),
    );
  };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function rpcError(code: number, message: string) {
  return { jsonrpc: '2.0', id: null, error: { code, message } };
}
