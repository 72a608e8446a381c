// The soak's HTTP side: one undici pool of keep-alive connections to the gateway, the admin API
// (create, read page by page, delete) and MCP over Streamable HTTP (initialize, tools/call).
import { Pool } from 'undici';

const PROTOCOL_VERSION = '2025-06-18';
const SESSION_HEADER = 'x-kopa-session';

export interface HttpReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface CallLogPage {
  calls: Array<Record<string, unknown>>;
  callsTotal?: number;
  state: Record<string, { clock?: { now?: string }; user?: Record<string, unknown> }>;
}

export function createSoakClient(options: { url: string; adminToken: string; connections: number }) {
  const origin = new URL(options.url).origin;
  const pool = new Pool(origin, { connections: options.connections, pipelining: 1 });
  let requests = 0;

  const send = async (request: {
    method: 'GET' | 'POST' | 'DELETE';
    path: string;
    headers?: Record<string, string>;
    body?: unknown;
  }): Promise<HttpReply> => {
    requests++;
    const response = await pool.request({
      method: request.method,
      path: request.path,
      headers: { 'content-type': 'application/json', ...request.headers },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
    const text = await response.body.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: kept as text for the problem report
    }
    return { status: response.statusCode, headers: response.headers, body };
  };
  const admin = { authorization: `Bearer ${options.adminToken}` };
  const expect = (reply: HttpReply, status: number, what: string) => {
    if (reply.status !== status) {
      throw new Error(`${what}: HTTP ${reply.status}, expected ${status}: ${JSON.stringify(reply.body).slice(0, 300)}`);
    }
    return reply;
  };

  return {
    get requests() {
      return requests;
    },
    async createSession(state: unknown): Promise<string> {
      const reply = expect(
        await send({ method: 'POST', path: '/admin/sessions', headers: admin, body: { state } }),
        201,
        'POST /admin/sessions',
      );
      return (reply.body as { token: string }).token;
    },
    async listSessions(): Promise<string[]> {
      const reply = expect(
        await send({ method: 'GET', path: '/admin/sessions', headers: admin }),
        200,
        'GET /admin/sessions',
      );
      return (reply.body as { sessions: string[] }).sessions;
    },
    /** The session's state and its whole call log, read `pageSize` entries at a time. */
    async readSession(token: string, pageSize: number): Promise<CallLogPage> {
      const calls: CallLogPage['calls'] = [];
      for (;;) {
        const path = `/admin/sessions/${token}?calls_offset=${calls.length}&calls_limit=${pageSize}`;
        const page = expect(await send({ method: 'GET', path, headers: admin }), 200, `GET ${path}`)
          .body as CallLogPage;
        calls.push(...page.calls);
        const total = page.callsTotal ?? calls.length;
        if (page.calls.length === 0 || calls.length >= total) return { ...page, calls, callsTotal: total };
      }
    },
    async deleteSession(token: string): Promise<void> {
      expect(
        await send({ method: 'DELETE', path: `/admin/sessions/${token}`, headers: admin }),
        204,
        `DELETE /admin/sessions/${token}`,
      );
    },
    /** An MCP session on one platform, bound to the KOPA session `token`; returns its tools/call. */
    async connect(connection: { platform: string; token: string }) {
      const path = `/mcp/${connection.platform}`;
      const mcp = { accept: 'application/json, text/event-stream' };
      const init = expect(
        await send({
          method: 'POST',
          path,
          headers: { ...mcp, [SESSION_HEADER]: connection.token },
          body: {
            jsonrpc: '2.0',
            id: 0,
            method: 'initialize',
            params: { protocolVersion: PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 'soak', version: '1' } },
          },
        }),
        200,
        `initialize ${path}`,
      );
      const session = {
        ...mcp,
        'mcp-session-id': String(init.headers['mcp-session-id']),
        'mcp-protocol-version': PROTOCOL_VERSION,
      };
      expect(
        await send({
          method: 'POST',
          path,
          headers: session,
          body: { jsonrpc: '2.0', method: 'notifications/initialized' },
        }),
        202,
        `notifications/initialized ${path}`,
      );
      let id = 1;
      return async (name: string, args: Record<string, unknown>) => {
        const reply = expect(
          await send({
            method: 'POST',
            path,
            headers: session,
            body: { jsonrpc: '2.0', id: id++, method: 'tools/call', params: { name, arguments: args } },
          }),
          200,
          `tools/call ${name}`,
        );
        const message = reply.body as {
          result?: { isError?: boolean; structuredContent?: unknown; content?: unknown };
          error?: unknown;
        };
        if (!message.result) throw new Error(`tools/call ${name}: JSON-RPC error ${JSON.stringify(message.error)}`);
        if (message.result.isError) {
          throw new Error(`tools/call ${name}: isError ${JSON.stringify(message.result.content).slice(0, 300)}`);
        }
        return message.result.structuredContent as Record<string, unknown>;
      };
    },
    close: () => pool.close(),
  };
}

export type SoakClient = ReturnType<typeof createSoakClient>;
