// A cassette holds real upstream exchanges (request → response), one JSON object per line, with
// every key replaced by redact()'s placeholder `***` on record and on lookup alike, so that a
// session recorded live can be served again offline through the same client and parser (issue 17
// §5). One line per exchange, appended and synced as it happens: a crash loses at most the
// exchange in flight.
import { closeSync, fsyncSync, openSync, readFileSync, writeSync } from 'node:fs';
import { z } from 'zod';
import { redact } from '../redact.ts';

export const CassetteRequest = z
  .object({
    method: z.string().min(1),
    /** The URL the client built, with every key redacted. */
    url: z.url(),
    headers: z.record(z.string(), z.string()).default({}),
    body: z.string().optional(),
  })
  .strict();
export type CassetteRequest = z.infer<typeof CassetteRequest>;

export const CassetteResponse = z
  .object({
    status: z.number().int().min(200).max(599),
    statusText: z.string().default(''),
    headers: z.record(z.string(), z.string()).default({}),
    /** The body bytes: UTF-8 text as it came, or base64 for anything else (DART's corpCode.xml ZIP). */
    body: z.string(),
    encoding: z.enum(['utf8', 'base64']),
  })
  .strict();
export type CassetteResponse = z.infer<typeof CassetteResponse>;

export const Exchange = z
  .object({
    platform: z.string().min(1),
    /** The base URL the client was given when recording; replay gives the client the same one. */
    baseUrl: z.url(),
    recordedAt: z.iso.datetime({ offset: true }),
    request: CassetteRequest,
    response: CassetteResponse,
  })
  .strict();
export type Exchange = z.infer<typeof Exchange>;

// Response headers a client may read; the rest (cookies, transfer and cache hop headers) are
// dropped. The body is stored decoded, so content-encoding and content-length would lie.
const KEPT_RESPONSE_HEADERS = [
  'content-type',
  'content-disposition',
  'etag',
  'last-modified',
  'retry-after',
  'location',
];
const NULL_BODY_STATUSES = new Set([204, 205, 304]);
const BINARY_TYPE = /zip|octet-stream|image\/|audio\/|video\/|pdf|excel|spreadsheet|hwp/i;

/** Every form a key can take in a URL or body: as is, percent-encoded, form-encoded. */
export function secretForms(secrets: ReadonlyArray<string | undefined>): string[] {
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (!secret || secret.length < 4) continue;
    forms.add(secret);
    forms.add(encodeURIComponent(secret));
    forms.add(new URLSearchParams({ k: secret }).toString().slice(2));
  }
  // Longest first, so that an encoded form is replaced whole before a shorter form inside it.
  return [...forms].sort((a, b) => b.length - a.length);
}

/** The request with every key replaced by the placeholder. */
export function redactRequest(request: CassetteRequest, secrets: readonly string[]): CassetteRequest {
  const forms = secretForms(secrets);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name] = redact(value, forms);
  return {
    method: request.method.toUpperCase(),
    url: redact(request.url, forms),
    headers,
    ...(request.body !== undefined ? { body: redact(request.body, forms) } : {}),
  };
}

/**
 * The lookup key of a redacted request: method, URL with its query parameters sorted (so that the
 * order a client sets them in does not matter) and no fragment, and the body.
 */
export function requestKey(request: Pick<CassetteRequest, 'method' | 'url' | 'body'>): string {
  const url = new URL(request.url);
  url.hash = '';
  url.searchParams.sort();
  return `${request.method.toUpperCase()} ${url.href}${request.body ? `\n${request.body}` : ''}`;
}

/** How a request is named in an error: method and redacted URL, and the body if any. */
export function describeRequest(request: CassetteRequest): string {
  return `${request.method} ${request.url}${request.body ? ` with body ${request.body}` : ''}`;
}

/** The request a client made, read off fetch's arguments (the body only as text). */
export function requestOf(url: string, init: RequestInit = {}): CassetteRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of new Headers(init.headers)) headers[name] = value;
  const body = bodyText(init.body);
  return { method: (init.method ?? 'GET').toUpperCase(), url, headers, ...(body !== undefined ? { body } : {}) };
}

function bodyText(body: RequestInit['body']): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) {
    const view =
      body instanceof ArrayBuffer
        ? new Uint8Array(body)
        : new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
    return new TextDecoder().decode(view);
  }
  throw new Error(
    `a cassette records string, form or byte request bodies, not ${Object.prototype.toString.call(body)}`,
  );
}

/** The response as a cassette stores it (not yet redacted). */
export async function recordResponse(response: Response): Promise<CassetteResponse> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  for (const name of KEPT_RESPONSE_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const text = BINARY_TYPE.test(headers['content-type'] ?? '') ? undefined : utf8(bytes);
  return {
    status: response.status,
    statusText: response.statusText,
    headers,
    ...(text !== undefined
      ? { body: text, encoding: 'utf8' as const }
      : { body: Buffer.from(bytes).toString('base64'), encoding: 'base64' as const }),
  };
}

/**
 * The stored response with every key in its headers and text body replaced. A binary body is kept
 * as it came: an upstream does not echo a key inside a ZIP.
 */
export function redactResponse(stored: CassetteResponse, secrets: readonly string[]): CassetteResponse {
  const forms = secretForms(secrets);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(stored.headers)) headers[name] = redact(value, forms);
  return { ...stored, headers, body: stored.encoding === 'utf8' ? redact(stored.body, forms) : stored.body };
}

function utf8(bytes: Uint8Array): string | undefined {
  try {
    // ignoreBOM keeps a byte-order mark in the text, so the bytes come back exactly.
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** A fresh Response with the stored status, headers and body bytes. */
export function replayResponse(stored: CassetteResponse): Response {
  const bytes = stored.encoding === 'base64' ? Buffer.from(stored.body, 'base64') : Buffer.from(stored.body, 'utf8');
  return new Response(NULL_BODY_STATUSES.has(stored.status) ? null : bytes, {
    status: stored.status,
    statusText: stored.statusText,
    headers: stored.headers,
  });
}

/** Appends one exchange as one line and syncs it to disk before returning. */
export function appendExchange(file: string, exchange: Exchange): void {
  const fd = openSync(file, 'a');
  try {
    writeSync(fd, `${JSON.stringify(Exchange.parse(exchange))}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Every exchange in the cassette, in recording order; a bad line is an error naming it. */
export function readCassette(file: string): Exchange[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`no cassette at ${file}; record one first with: kopa record <platform> --out ${file}`, {
        cause,
      });
    }
    throw cause;
  }
  const lines = text.split('\n');
  const unterminated = lines.pop();
  if (unterminated) {
    throw new Error(
      `${file}:${lines.length + 1}: the last exchange is cut short (a recording that stopped mid-write?); delete that line and replay again`,
    );
  }
  return lines.flatMap((line, index) => {
    if (!line.trim()) return [];
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (cause) {
      throw new Error(`${file}:${index + 1}: not JSON (${(cause as Error).message}); fix or delete that line`, {
        cause,
      });
    }
    const parsed = Exchange.safeParse(value);
    if (!parsed.success) {
      throw new Error(
        `${file}:${index + 1}: not a cassette exchange (${z.prettifyError(parsed.error).replace(/\n/g, '; ')}); fix or delete that line`,
      );
    }
    return [parsed.data];
  });
}
