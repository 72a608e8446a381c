// Small HTTP helpers shared by the gateway's MCP and admin routes and the emulated upstreams.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hostname as machineName, networkInterfaces } from 'node:os';

const MAX_BODY_BYTES = 4 * 1024 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The request's body, refused with 413 past the size bound. */
export function readBody(request: IncomingMessage): Promise<Buffer> {
  const tooLarge = () =>
    new HttpError(413, `request body over ${MAX_BODY_BYTES} bytes; send a smaller body (arguments, state or batch)`);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return Promise.reject(tooLarge());
  // Events rather than an async iterator: most bodies arrive in one chunk, handed over as it is.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        request.off('data', onData);
        request.resume();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    request.on('data', onData);
    request.once('end', () => resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size)));
    request.once('error', reject);
  });
}

export async function readJson(request: IncomingMessage): Promise<unknown> {
  const text = (await readBody(request)).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'request body is not valid JSON');
  }
}

/**
 * Writes a JSON reply. A refusal sent before the request's body was read (a 413, a 401, a 403)
 * also closes the connection: a keep-alive client would otherwise wait on a socket whose unread
 * body the server will never parse as the next request.
 */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = body === undefined ? '' : jsonText(body);
  const unread = status >= 400 && response.req !== undefined && !response.req.complete;
  // A flat [name, value, …] list is the cheapest form writeHead takes; the caller's headers win.
  const raw: string[] = [];
  const preset = (name: string, value: string) => {
    if (!Object.hasOwn(headers, name)) raw.push(name, value);
  };
  if (text) preset('content-type', 'application/json; charset=utf-8');
  preset('content-length', String(Buffer.byteLength(text)));
  if (unread) preset('connection', 'close');
  for (const name in headers) raw.push(name, headers[name] as string);
  response.writeHead(status, raw);
  response.end(text);
}

// Replies whose JSON was made ahead (a tools/call result around a shared output, server/read-memo.ts).
const prepared = new WeakMap<object, string>();

/** Sends `message` as `text` wherever sendJson sends it, alone or in a batch; `text` must be its JSON. */
export function prepareJson<T extends object>(message: T, text: string): T {
  prepared.set(message, text);
  return message;
}

function jsonText(body: unknown): string {
  if (typeof body !== 'object' || body === null) return JSON.stringify(body);
  const ready = prepared.get(body);
  if (ready !== undefined) return ready;
  if (Array.isArray(body) && body.some((item) => typeof item === 'object' && item !== null && prepared.has(item)))
    return `[${body.map((item) => jsonText(item)).join(',')}]`;
  return JSON.stringify(body);
}

/** Constant-time check of `Authorization: Bearer <token>`. */
export function hasBearer(request: IncomingMessage, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1].trim());
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function isLoopback(host: string): boolean {
  return host === '127.0.0.1' || host === '::1' || host === 'localhost' || host.startsWith('127.');
}

/** A hostname as `URL` spells it (`[::1]` for IPv6), without the port. */
function hostnameOf(text: string): string | undefined {
  try {
    return new URL(`http://${text}`).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/** `hostnameOf` for Host headers: a client sends the same few on every request. */
const hostNames = new Map<string, string | undefined>();
function hostHeaderName(text: string): string | undefined {
  if (hostNames.has(text)) return hostNames.get(text);
  const name = hostnameOf(text);
  if (hostNames.size >= 256) hostNames.clear();
  hostNames.set(text, name);
  return name;
}

function isLoopbackName(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/** `scheme://host[:port]`, as browsers send it in `Origin`; undefined when the text is not one. */
export function normalizeOrigin(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.origin !== 'null') return url.origin;
  // Non-special schemes (an editor's webview, an extension) have an opaque origin in `URL`.
  return /^[a-z][a-z0-9+.-]*:\/\/[^/?#\s]+$/i.test(text) ? text.toLowerCase() : undefined;
}

export interface RequestGuardOptions {
  /** The address the server listens on: it is an acceptable Host (every interface's for 0.0.0.0). */
  boundHost: string;
  /** Origins accepted beside loopback ones (`--allow-origin`); `*` accepts every origin. */
  allowOrigins?: readonly string[];
  /** Host names accepted beside loopback names and the bound address (`--allow-host`); `*` accepts any. */
  allowHosts?: readonly string[];
}

/**
 * Origin and Host validation (MCP spec, "Security Warning"; DNS rebinding): a request with an
 * Origin that is neither loopback nor allowed, or a Host that is neither a loopback name, the bound
 * address nor allowed, is refused. Returns the refusal's message, naming the flag that allows it.
 */
export function createRequestGuard(options: RequestGuardOptions): (request: IncomingMessage) => string | undefined {
  const origins = new Set<string>();
  let anyOrigin = false;
  for (const entry of options.allowOrigins ?? []) {
    if (entry === '*') {
      anyOrigin = true;
      continue;
    }
    const origin = normalizeOrigin(entry);
    if (!origin) {
      throw new Error(
        `--allow-origin takes an origin, scheme://host[:port] (e.g. https://app.example.com), or * for any; got "${entry}"`,
      );
    }
    origins.add(origin);
  }
  const hosts = new Set<string>();
  let anyHost = false;
  for (const entry of options.allowHosts ?? []) {
    if (entry === '*') {
      anyHost = true;
      continue;
    }
    const name = hostnameOf(entry);
    if (!name || entry.includes('/')) {
      throw new Error(
        `--allow-host takes a host name or address (e.g. kopa.internal or 10.0.0.5), or *; got "${entry}"`,
      );
    }
    hosts.add(name);
  }
  const bound = hostnameOf(options.boundHost.includes(':') ? `[${options.boundHost}]` : options.boundHost);
  const wildcard = bound === '0.0.0.0' || bound === '[::]';
  /** Every address of this machine (and its name): what a client of a 0.0.0.0 bind may call it. */
  const machineHosts = (): Set<string> => {
    const names = new Set<string>([machineName().toLowerCase()]);
    for (const list of Object.values(networkInterfaces())) {
      for (const entry of list ?? []) names.add(entry.family === 'IPv6' ? `[${entry.address}]` : entry.address);
    }
    return names;
  };

  return (request) => {
    const hostHeader = request.headers.host;
    if (!anyHost) {
      const name = hostHeader ? hostHeaderName(hostHeader) : undefined;
      if (!name) return 'missing or malformed Host header; send the host the server was reached at';
      const known = isLoopbackName(name) || name === bound || hosts.has(name) || (wildcard && machineHosts().has(name));
      if (!known) {
        return (
          `Host ${name} is not this server's (a DNS-rebinding guard): reach it at a loopback name or its bound ` +
          `address, or start it with --allow-host ${name} to accept that name`
        );
      }
    }
    const originHeader = request.headers.origin;
    if (originHeader === undefined || anyOrigin) return undefined;
    const origin = normalizeOrigin(originHeader);
    if (origin) {
      const url = new URL(origin);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackName(url.hostname)) return undefined;
      if (origins.has(origin)) return undefined;
    }
    return (
      `Origin ${originHeader} is not allowed: only loopback origins are by default. If that page should reach ` +
      `this server, start it with --allow-origin ${origin ?? originHeader} (or --allow-origin '*' for any origin)`
    );
  };
}
