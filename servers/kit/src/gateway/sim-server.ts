// `kopa sim serve`: every emulated upstream over loopback HTTP at /<platform>/<real path>, so any
// HTTP client (and the live path's own tests) can run against the emulation with real sockets.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DataWindow, Platform, SimHandler } from '../define-platform.ts';
import { createRuntime } from '../runtime.ts';
import type { SessionState } from '../state.ts';
import { createRequestGuard, HttpError, isLoopback, readBody, sendJson } from './http-util.ts';

/**
 * Which "now" the emulated upstreams answer at: each platform's injected state clock (the default,
 * 2026-09-01T10:00+09:00, the benchmark's), the wall clock with data generated up to today, or a
 * given instant with data generated up to its day.
 */
export type SimClock = 'state' | 'wall' | { at: string };

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The KST calendar day of an instant, `YYYY-MM-DD`. */
export function kstDay(instant: Date): string {
  return new Date(instant.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Parses `--clock`: `wall`, or an ISO 8601 date-time with an offset. */
export function parseSimClock(text: string): SimClock {
  if (text === 'wall') return 'wall';
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) {
    const at = new Date(text);
    if (!Number.isNaN(at.getTime())) return { at: text };
  }
  throw new Error(
    `--clock takes "wall" or an ISO 8601 date-time with an offset, e.g. 2026-12-03T09:00:00+09:00; got "${text}"`,
  );
}

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
  /** Which "now" to answer at (default: each platform's state clock). */
  clock?: SimClock;
  /** Browser origins accepted beside loopback ones; `*` accepts every origin. */
  allowOrigins?: readonly string[];
  /** Host names accepted beside loopback names; `*` accepts any. */
  allowHosts?: readonly string[];
}): Promise<SimServer> {
  const clock = options.clock ?? 'state';
  const host = options.host ?? '127.0.0.1';
  if (!isLoopback(host)) throw new Error(`the emulated upstreams bind to loopback only, not ${host}`);
  // A web page must not drive the emulation either (Origin, and Host against DNS rebinding).
  const guard = createRequestGuard({
    boundHost: host,
    ...(options.allowOrigins ? { allowOrigins: options.allowOrigins } : {}),
    ...(options.allowHosts ? { allowHosts: options.allowHosts } : {}),
  });
  const entries = new Map<string, { platform: Platform; state: SessionState; sims: Map<string, SimHandler> }>();
  for (const platform of options.platforms) {
    const state = createRuntime(platform).parseState(options.state?.[platform.id] ?? {});
    entries.set(platform.id, { platform, state, sims: new Map() });
  }
  const nowFor = (state: SessionState) =>
    clock === 'wall' ? new Date() : clock === 'state' ? new Date(state.clock.now) : new Date(clock.at);
  // The data reaches the clock's day; with the state clock it is each platform's fixed window.
  const simFor = (entry: { platform: Platform; sims: Map<string, SimHandler> }, now: Date) => {
    const window: DataWindow | undefined = clock === 'state' ? undefined : { end: kstDay(now) };
    const key = window?.end ?? '';
    let sim = entry.sims.get(key);
    if (!sim) {
      entry.sims.clear(); // the wall clock moved to a new day: the old day's build is not needed again
      sim = entry.platform.sim(entry.platform.dataset(window));
      entry.sims.set(key, sim);
    }
    return sim;
  };

  const server = createServer((request, response) => {
    const refusal = guard(request);
    if (refusal) return sendJson(response, 403, { error: refusal }, { connection: 'close' });
    const url = new URL(request.url ?? '/', 'http://sim.local');
    const [, id, ...rest] = url.pathname.split('/');
    const entry = id ? entries.get(id) : undefined;
    if (!entry) {
      return sendJson(response, 404, {
        error: `no emulated platform at /${id ?? ''}; try ${[...entries.keys()].map((key) => `/${key}`).join(', ')}`,
      });
    }
    const upstreamUrl = new URL(`/${rest.join('/')}${url.search}`, entry.platform.baseUrl);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string') headers.set(name, value);
    const method = request.method ?? 'GET';
    // A POST's body (KRX's JSON parameters, a form) reaches the emulation as it would the real API.
    const body = method === 'GET' || method === 'HEAD' ? Promise.resolve(undefined) : readBody(request);
    body
      .then((bytes) => {
        const now = nowFor(entry.state);
        return simFor(entry, now)(
          new Request(upstreamUrl, { method, headers, ...(bytes && bytes.length > 0 ? { body: bytes } : {}) }),
          { credentials: entry.state.credentials, now, overlay: entry.state.overlay },
        );
      })
      .then(async (reply) => {
        const body = Buffer.from(await reply.arrayBuffer());
        response.writeHead(reply.status, { ...Object.fromEntries(reply.headers), 'content-length': body.length });
        response.end(body);
      })
      .catch((error: unknown) => {
        if (error instanceof HttpError)
          return sendJson(response, error.status, { error: error.message }, { connection: 'close' });
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
