// The HTTP gateway (DESIGN §3.5): every platform at /mcp/<platform> (Streamable HTTP, JSON
// responses), the admin API at /admin, a session bound to injected state by `x-kopa-session` on
// initialize, bearer-token auth, Origin and Host validation on every route, and MCP sessions that
// end with their KOPA session or when idle.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server as HttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  isInitializeRequest,
  type JSONRPCMessage,
  SUPPORTED_PROTOCOL_VERSIONS,
} from '@modelcontextprotocol/sdk/types.js';
import type { Hub } from '../hub.ts';
import { redact } from '../redact.ts';
import { callResultJson } from '../server/read-memo.ts';
import { handleAdmin } from './admin-routes.ts';
import { createRequestGuard, HttpError, hasBearer, isLoopback, prepareJson, readJson, sendJson } from './http-util.ts';
import { type FastPath, JsonResponseTransport } from './json-transport.ts';

export const SESSION_HEADER = 'x-kopa-session';

/** What the MCP sessions of one route are bound to: a platform, or a rollout's offered tools. */
export interface McpEndpoint {
  /** Identifies the route; an MCP session is only served on the route it was opened on. */
  id: string;
  /** The server of a new MCP session (on initialize), with its KOPA session and fast path. */
  open(request: IncomingMessage): { kopaToken: string; server: Server; fastPath: FastPath };
}

/** Routes mounted beside /mcp and /admin, e.g. the rollout control plane. */
export interface GatewayExtension {
  /** Requests under this path prefix reach the extension once the admin token is checked. */
  prefix: string;
  handle(context: { request: IncomingMessage; response: ServerResponse; path: string; baseUrl: string }): Promise<void>;
  /** An MCP endpoint under the prefix (e.g. `/rollouts/<id>/mcp`); MCP is then served there. */
  mcpEndpoint?(path: string): McpEndpoint | undefined;
  close?(): Promise<void>;
}

export interface GatewayOptions {
  hub: Hub;
  extensions?: readonly GatewayExtension[];
  host?: string;
  port?: number;
  /** Bearer token for the admin API; generated when omitted (on loopback only). */
  adminToken?: string;
  /** Idle MCP sessions are closed after this long; default 30 minutes. */
  idleMs?: number;
  /** Browser origins accepted beside loopback ones (`--allow-origin`); `*` accepts every origin. */
  allowOrigins?: readonly string[];
  /** Host names accepted beside loopback names and the bound address (`--allow-host`); `*` accepts any. */
  allowHosts?: readonly string[];
}

export interface Gateway {
  url: string;
  adminToken: string;
  /** True when the token was generated here and should be shown to the user. */
  generatedToken: boolean;
  server: HttpServer;
  /** MCP sessions (server and transport) the gateway holds now. */
  liveMcpSessions(): number;
  close(): Promise<void>;
}

interface McpSession {
  transport: JsonResponseTransport;
  server: Server;
  endpoint: string;
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
  const guard = createRequestGuard({
    boundHost: host,
    ...(options.allowOrigins ? { allowOrigins: options.allowOrigins } : {}),
    ...(options.allowHosts ? { allowHosts: options.allowHosts } : {}),
  });
  const adminToken = options.adminToken ?? randomBytes(24).toString('base64url');
  const idleMs = options.idleMs ?? 30 * 60_000;
  const sessions = new Map<string, McpSession>();
  // The MCP sessions of each KOPA session, so that they end with it (DELETE or idle expiry).
  const byKopaToken = new Map<string, Set<string>>();
  const extensions = options.extensions ?? [];

  const forget = (id: string) => {
    const session = sessions.get(id);
    if (!session) return;
    sessions.delete(id);
    const ids = byKopaToken.get(session.kopaToken);
    ids?.delete(id);
    if (ids?.size === 0) byKopaToken.delete(session.kopaToken);
  };
  const closeSession = async (id: string) => {
    const session = sessions.get(id);
    if (!session) return;
    forget(id);
    await session.server.close();
  };
  const stopListening = hub.onSessionEnd((token) => {
    for (const id of [...(byKopaToken.get(token) ?? [])]) void closeSession(id);
  });
  const sweeper = setInterval(
    () => {
      const now = Date.now();
      for (const [id, session] of sessions) if (now - session.lastSeenAt > idleMs) void closeSession(id);
    },
    Math.min(idleMs, 60_000),
  );
  sweeper.unref();

  const platformEndpoint = (platform: string): McpEndpoint => ({
    id: `platform:${platform}`,
    open(request) {
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
      return {
        kopaToken,
        server: hub.createServer({ token: kopaToken, platform }),
        fastPath: createFastPath({
          listTools: () => hub.listTools(platform),
          callTool: (name, args) => hub.callTool({ token: kopaToken, platform, name, args }),
        }),
      };
    },
  });

  const handleMcp = async (request: IncomingMessage, response: ServerResponse, endpoint: McpEndpoint) => {
    // Off loopback, MCP traffic needs the token too.
    if (!loopback && !hasBearer(request, adminToken)) throw new HttpError(401, 'missing or wrong bearer token');
    const version = header(request, 'mcp-protocol-version');
    if (version !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) {
      return sendJson(
        response,
        400,
        rpcError(
          -32000,
          `unsupported MCP-Protocol-Version "${version.slice(0, 40)}"; this server speaks ` +
            `${SUPPORTED_PROTOCOL_VERSIONS.join(', ')}: initialize again with one of them`,
        ),
      );
    }
    const sessionId = header(request, 'mcp-session-id');
    if (request.method === 'DELETE') {
      if (!sessionId || sessions.get(sessionId)?.endpoint !== endpoint.id)
        throw new HttpError(404, 'no such MCP session');
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
    if (
      messages.some(
        (message) => (message as { method?: unknown }).method === 'initialize' && isInitializeRequest(message),
      )
    ) {
      if (sessionId) throw new HttpError(400, 'initialize must not carry an mcp-session-id');
      session = openSession(request, endpoint);
    } else {
      if (!sessionId)
        return sendJson(response, 400, rpcError(-32000, 'missing mcp-session-id header; send initialize first'));
      session = sessions.get(sessionId);
      if (!session || session.endpoint !== endpoint.id) {
        return sendJson(response, 404, rpcError(-32001, 'session not found or expired; initialize again'));
      }
    }
    session.lastSeenAt = Date.now();
    const replies = await session.transport.handle(messages);
    const headers = { 'mcp-session-id': session.transport.sessionId, [SESSION_HEADER]: session.kopaToken };
    if (replies.length === 0) return sendJson(response, 202, undefined, headers);
    return sendJson(response, 200, Array.isArray(body) ? replies : replies[0], headers);
  };

  const openSession = (request: IncomingMessage, endpoint: McpEndpoint): McpSession => {
    const opened = endpoint.open(request);
    const transport = new JsonResponseTransport(randomUUID());
    opened.server.oninitialized = () => {
      transport.fastPath = opened.fastPath;
    };
    const session: McpSession = {
      transport,
      server: opened.server,
      endpoint: endpoint.id,
      kopaToken: opened.kopaToken,
      lastSeenAt: Date.now(),
    };
    sessions.set(transport.sessionId, session);
    let ids = byKopaToken.get(session.kopaToken);
    if (!ids) {
      ids = new Set();
      byKopaToken.set(session.kopaToken, ids);
    }
    ids.add(transport.sessionId);
    transport.onclose = () => forget(transport.sessionId);
    void opened.server.connect(transport);
    return session;
  };

  let baseUrl = '';
  const httpServer = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    // MCP routes answer a refusal with a JSON-RPC error, the others with {error}.
    const mcpRoute = /^\/mcp\//.test(path) || /\/mcp\/?$/.test(path);
    const route = async () => {
      const refusal = guard(request);
      if (refusal) {
        return sendJson(response, 403, mcpRoute ? rpcError(-32000, refusal) : { error: refusal });
      }
      if (path === '/healthz') return sendJson(response, 200, { ok: true, platforms: [...hub.platforms.keys()] });
      if (path.startsWith('/admin/') || path === '/admin') {
        if (!hasBearer(request, adminToken))
          throw new HttpError(401, 'missing or wrong bearer token (Authorization: Bearer <KOPA_ADMIN_TOKEN>)');
        return handleAdmin({ hub, request, response, path });
      }
      const match = /^\/mcp\/([a-z0-9-]+)\/?$/.exec(path);
      if (match?.[1]) {
        if (!hub.platforms.has(match[1])) {
          throw new HttpError(
            404,
            `no platform "${match[1]}"; this gateway serves ${[...hub.platforms.keys()].join(', ')}`,
          );
        }
        return handleMcp(request, response, platformEndpoint(match[1]));
      }
      for (const extension of extensions) {
        if (path !== extension.prefix && !path.startsWith(`${extension.prefix}/`)) continue;
        const authorized = hasBearer(request, adminToken);
        if (!loopback && !authorized) throw new HttpError(401, 'missing or wrong bearer token');
        const endpoint = extension.mcpEndpoint?.(path);
        if (endpoint) return handleMcp(request, response, endpoint);
        if (!authorized)
          throw new HttpError(401, 'missing or wrong bearer token (Authorization: Bearer <KOPA_ADMIN_TOKEN>)');
        return extension.handle({ request, response, path, baseUrl });
      }
      throw new HttpError(404, `no route ${path}; MCP lives at /mcp/<platform>, admin at /admin/sessions`);
    };
    route().catch((error: unknown) => {
      if (response.headersSent) return response.end();
      if (error instanceof HttpError) return sendJson(response, error.status, { error: error.message });
      // A stack can quote a live key (an upstream URL in a message): redacted like every other output.
      const secrets = [...hub.platforms.values()].flatMap((runtime) => runtime.secrets);
      const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
      process.stderr.write(`kopa gateway: ${redact(detail, secrets)}\n`);
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
  baseUrl = `http://${urlHost}:${address.port}`;

  return {
    url: baseUrl,
    adminToken,
    generatedToken: !options.adminToken,
    server: httpServer,
    liveMcpSessions: () => sessions.size,
    async close() {
      clearInterval(sweeper);
      stopListening();
      await Promise.all([...sessions.keys()].map(closeSession));
      for (const extension of extensions) await extension.close?.();
      const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
      httpServer.closeAllConnections();
      await closed;
    },
  };
}

/** tools/list and tools/call answered straight from the hub, with the same results the server gives. */
export function createFastPath(options: {
  listTools: () => unknown[];
  callTool: (name: string, args: Record<string, unknown>) => Promise<unknown>;
}): FastPath {
  return (message) => {
    const id = message.id;
    if (message.method === 'tools/list') {
      return Promise.resolve({ jsonrpc: '2.0', id, result: { tools: options.listTools() } } as JSONRPCMessage);
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
    return options.callTool(params.name, (params.arguments ?? {}) as Record<string, unknown>).then(
      (result) => {
        const reply = { jsonrpc: '2.0', id, result } as JSONRPCMessage;
        return id === undefined
          ? reply
          : prepareJson(
              reply,
              `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":${callResultJson(result as Record<string, unknown>)}}`,
            );
      },
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
