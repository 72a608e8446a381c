// `kopa sim serve`: every emulated upstream over loopback HTTP at /<platform>/<real path>, so any
// HTTP client (and the live path's own tests) can run against the emulation with real sockets.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Platform, SimHandler } from '../define-platform.ts';
import { createRuntime } from '../runtime.ts';
import type { SessionState } from '../state.ts';
import { isLoopback, sendJson } from './http-util.ts';

export interface SimServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export async function startSimServer(options: {
  platforms: readonly Platform[];
  host?: string;
  port?: number;
  /** Per-platform injected state (keys, clock, overlay); defaults when omitted. */
  state?: Record<string, unknown>;
}): Promise<SimServer> {
  const host = options.host ?? '127.0.0.1';
  if (!isLoopback(host)) throw new Error(`the emulated upstreams bind to loopback only, not ${host}`);
  const entries = new Map<string, { platform: Platform; state: SessionState; sim?: SimHandler }>();
  for (const platform of options.platforms) {
    const state = createRuntime(platform).parseState(options.state?.[platform.id] ?? {});
    entries.set(platform.id, { platform, state });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://sim.local');
    const [, id, ...rest] = url.pathname.split('/');
    const entry = id ? entries.get(id) : undefined;
    if (!entry) {
      return sendJson(response, 404, {
        error: `no emulated platform at /${id ?? ''}; try ${[...entries.keys()].map((key) => `/${key}`).join(', ')}`,
      });
    }
    const upstreamUrl = new URL(`/${rest.join('/')}${url.search}`, entry.platform.baseUrl);
    entry.sim ??= entry.platform.sim(entry.platform.dataset());
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string') headers.set(name, value);
    Promise.resolve(
      entry.sim(new Request(upstreamUrl, { method: request.method ?? 'GET', headers }), {
        credentials: entry.state.credentials,
        now: new Date(entry.state.clock.now),
        overlay: entry.state.overlay,
      }),
    )
      .then(async (reply) => {
        const body = Buffer.from(await reply.arrayBuffer());
        response.writeHead(reply.status, { ...Object.fromEntries(reply.headers), 'content-length': body.length });
        response.end(body);
      })
      .catch((error: unknown) => {
        process.stderr.write(`kopa sim: ${error instanceof Error ? error.stack : String(error)}\n`);
        sendJson(response, 500, { error: 'emulation error; see the log' });
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 7400, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
