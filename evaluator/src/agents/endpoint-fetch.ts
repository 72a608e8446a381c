// The fetch the openai agent's provider uses: a per-endpoint concurrency limit, a per-attempt
// timeout that covers the headers and the whole body, and retries with jittered backoff on 429,
// 5xx, network failures (before or after the headers), a body cut off mid-way, and a 2xx chat
// completion that is not one (an HTML page, malformed JSON, no or empty `choices`). Retry-After
// (delta-seconds or HTTP-date) and retry-after-ms are honoured, capped. A 429/5xx still failing
// after the retries is returned to the caller as a response; any other fault is thrown as an
// typed InfraError with a one-line cause.
//
// The timeout is an explicit AbortController armed by setTimeout, and the caller's signal is
// forwarded to it by a listener: the pending timer references the controller, so nothing can be
// garbage-collected while the request is in flight. (`AbortSignal.any([signal,
// AbortSignal.timeout(ms)])` loses its timeout after a GC on Node 20, leaving a hung request to
// undici's own 300 s headers timeout.)
//
// Without a caller's own fetch, requests go out through undici's `request` rather than the global
// fetch: the body is wanted whole anyway, and skipping the WHATWG streams of a fetch Response
// halves the client's cost per model call, which a run at high concurrency spends on one thread.
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import pLimit from 'p-limit';
import { request } from 'undici';
import { InfraError, type InfraErrorType } from './types.ts';

export const DEFAULT_REQUEST_TIMEOUT_MS = 120_000;
export const DEFAULT_MAX_RETRY_DELAY_MS = 60_000;

export interface EndpointFetchOptions {
  concurrency: number;
  /** Retries after the first attempt; every fault kind shares this budget. */
  retries: number;
  /** First backoff in ms; doubles each retry, with ±50% jitter. */
  baseDelayMs: number;
  /** Per-attempt timeout in ms, from sending the request to the last byte of the body. Default 120000. */
  requestTimeoutMs?: number;
  /** @deprecated Use requestTimeoutMs. */
  timeoutMs?: number;
  /** Cap on any wait between attempts (backoff or Retry-After), in ms. Default 60000. */
  maxRetryDelayMs?: number;
  fetch?: typeof fetch;
  /** Random source for the jitter (seeded in tests). */
  random?: () => number;
}

export interface EndpointFetch {
  /** `fetch`, limited and retried; `onWait` is told each attempt's wait (a rollout's own model time). */
  fetch: (input: Parameters<typeof fetch>[0], init?: RequestInit, onWait?: (ms: number) => void) => Promise<Response>;
  /** Requests, the total retries, and the time spent waiting for the endpoint, for the run's counters. */
  stats: { requests: number; retries: number; modelMs: number };
}

/** The infrastructure errors a fault after the retries becomes (a 429/5xx is returned as a response). */
type FaultType = Extract<InfraErrorType, 'endpoint_timeout' | 'transport' | 'endpoint_malformed'>;

/**
 * The wait a Retry-After header asks for, in ms: delta-seconds ("120") or an HTTP-date
 * ("Wed, 21 Oct 2026 07:28:00 GMT"); a date in the past is 0. Undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text) * 1000;
  if (!/^[A-Za-z]/.test(text)) return undefined;
  const date = Date.parse(text);
  return Number.isFinite(date) ? Math.max(0, date - now) : undefined;
}

/** What an attempt needs of a response: its status line and headers (the body is read apart). */
type Head = Pick<Response, 'ok' | 'status' | 'statusText' | 'headers'>;

type Outcome = { response: Head; body: Uint8Array } | { fault: FaultType; cause: string; error?: unknown };

/** Sends one request and reads its whole body; a caller's fetch, or undici's `request`. */
type Send = (
  input: Parameters<typeof fetch>[0],
  init: RequestInit,
) => Promise<{ response: Head; read: () => Promise<Uint8Array> }>;

const sendWithFetch =
  (base: typeof fetch): Send =>
  async (input, init) => {
    const response = await base(input, init);
    return { response, read: () => readBody(response, init.signal as AbortSignal) };
  };

/** undici's `request`, for a string or URL; a Request object goes through the global fetch. */
const sendWithRequest: Send = async (input, init) => {
  if (typeof input !== 'string' && !(input instanceof URL)) return sendWithFetch(fetch)(input, init);
  const headers = Object.fromEntries(new Headers(init.headers).entries());
  const answer = await request(input, {
    method: (init.method ?? 'GET') as 'GET',
    headers,
    ...(init.body !== undefined && init.body !== null ? { body: init.body as string } : {}),
    signal: init.signal ?? undefined,
  });
  const head = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (Array.isArray(value)) for (const item of value) head.append(name, item);
    else if (value !== undefined) head.set(name, value);
  }
  return {
    response: {
      ok: answer.statusCode >= 200 && answer.statusCode < 300,
      status: answer.statusCode,
      statusText: '',
      headers: head,
    },
    read: async () => decoded(new Uint8Array(await answer.body.arrayBuffer()), head.get('content-encoding')),
  };
};

/** A body that arrived whole but cannot be undone of its content coding: a malformed response. */
class UndecodableBody extends Error {}

/** A body as sent, undone of its content codings (the global fetch does this itself). */
function decoded(body: Uint8Array, encoding: string | null): Uint8Array {
  let bytes = body;
  const codings = (encoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  for (const coding of codings.reverse()) {
    try {
      if (coding === 'gzip' || coding === 'x-gzip') bytes = gunzipSync(bytes);
      else if (coding === 'deflate') bytes = inflateSync(bytes);
      else if (coding === 'br') bytes = brotliDecompressSync(bytes);
      else throw new Error('unsupported');
    } catch (error) {
      throw new UndecodableBody(
        `content-encoding "${coding}" could not be decoded (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }
  return bytes;
}

export function createEndpointFetch(options: EndpointFetchOptions): EndpointFetch {
  const limit = pLimit(options.concurrency);
  const send = options.fetch ? sendWithFetch(options.fetch) : sendWithRequest;
  const random = options.random ?? Math.random;
  const timeoutMs = options.requestTimeoutMs ?? options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const maxDelayMs = options.maxRetryDelayMs ?? DEFAULT_MAX_RETRY_DELAY_MS;
  const stats = { requests: 0, retries: 0, modelMs: 0 };
  const clamp = (ms: number) => Math.min(Math.max(0, ms), maxDelayMs);
  const backoff = (attempt: number) => clamp(options.baseDelayMs * 2 ** attempt * (0.5 + random()));
  const delay = (attempt: number, headers?: Headers) => {
    const retryAfterMs = Number(headers?.get('retry-after-ms') ?? Number.NaN);
    if (Number.isFinite(retryAfterMs) && retryAfterMs >= 0) return clamp(retryAfterMs);
    const retryAfter = parseRetryAfter(headers?.get('retry-after'));
    return retryAfter !== undefined ? clamp(retryAfter) : backoff(attempt);
  };

  const limited = (input: Parameters<typeof fetch>[0], init?: RequestInit, onWait?: (ms: number) => void) =>
    limit(async () => {
      stats.requests++;
      const callerSignal = init?.signal ?? undefined;
      const completion = expectsChatCompletion(input, init);
      for (let attempt = 0; ; attempt++) {
        const started = performance.now();
        let outcome: Outcome;
        try {
          outcome = await attemptOnce(send, input, init, callerSignal, timeoutMs);
        } finally {
          const waited = performance.now() - started;
          stats.modelMs += waited;
          onWait?.(waited);
        }
        if ('response' in outcome) {
          const { response, body } = outcome;
          const retryable = response.status === 429 || response.status >= 500;
          const problem = completion && response.ok ? completionProblem(response, body) : undefined;
          if (problem) {
            outcome = { fault: 'endpoint_malformed', cause: `malformed response: ${problem}` };
          } else {
            if (!retryable || attempt >= options.retries) return rebuild(response, body);
            stats.retries++;
            await sleep(delay(attempt, response.headers), callerSignal);
            continue;
          }
        }
        if (attempt >= options.retries) {
          const attempts = attempt + 1;
          throw new InfraError(
            outcome.fault,
            `${outcome.cause} (gave up after ${attempts} attempt${attempts === 1 ? '' : 's'})`,
            attempts,
            { cause: outcome.error },
          );
        }
        stats.retries++;
        await sleep(delay(attempt), callerSignal);
      }
    });
  return { fetch: limited, stats };
}

/** One attempt, headers and body, under its own timeout; a fault is returned, a caller abort thrown. */
async function attemptOnce(
  send: Send,
  input: Parameters<typeof fetch>[0],
  init: RequestInit | undefined,
  callerSignal: AbortSignal | undefined,
  timeoutMs: number,
): Promise<Outcome> {
  if (callerSignal?.aborted) throw callerSignal.reason;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`request timed out after ${timeoutMs} ms`, 'TimeoutError'));
  }, timeoutMs);
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  let phase: 'headers' | 'body' = 'headers';
  try {
    const { response, read } = await send(input, { ...init, signal: controller.signal });
    phase = 'body';
    const body = await read();
    return { response, body };
  } catch (error) {
    if (callerSignal?.aborted) throw callerSignal.reason ?? error;
    if (error instanceof UndecodableBody)
      return { fault: 'endpoint_malformed', cause: `malformed response: ${error.message}` };
    if (timedOut) {
      const cause =
        phase === 'headers'
          ? `timed out: no response headers within ${timeoutMs} ms`
          : `timed out: response body not complete within ${timeoutMs} ms`;
      return { fault: 'endpoint_timeout', cause, error };
    }
    const cause =
      phase === 'headers' ? `request failed: ${describe(error)}` : `connection closed mid-body: ${describe(error)}`;
    return { fault: 'transport', cause, error };
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}

/** The whole body, or a rejection as soon as the signal aborts (whatever the body stream does). */
function readBody(response: Response, signal: AbortSignal): Promise<Uint8Array> {
  if (!response.body) return Promise.resolve(new Uint8Array());
  return new Promise<Uint8Array>((resolve, reject) => {
    const onAbort = () => {
      reject(signal.reason);
      response.body?.cancel(signal.reason).catch(() => undefined);
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    response
      .arrayBuffer()
      .then((buffer) => resolve(new Uint8Array(buffer)), reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The buffered response, re-wrapped for the caller (the body is already decoded). */
function rebuild(response: Head, body: Uint8Array): Response {
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  const nullBody = response.status === 204 || response.status === 205 || response.status === 304;
  return new Response(nullBody ? null : (body as Uint8Array<ArrayBuffer>), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** A non-streaming POST to …/chat/completions: its 2xx body must be a completion with choices. */
function expectsChatCompletion(input: Parameters<typeof fetch>[0], init: RequestInit | undefined): boolean {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!/\/chat\/completions\/?(\?|$)/.test(url)) return false;
  if (typeof init?.body !== 'string') return true;
  // A body without the text cannot ask for a stream; one with it is parsed to be sure.
  if (!/"stream"\s*:\s*true/.test(init.body)) return true;
  try {
    return (JSON.parse(init.body) as { stream?: unknown }).stream !== true;
  } catch {
    return true;
  }
}

/** Why a 2xx body is not a chat completion, or undefined when it is one. */
function completionProblem(response: Head, body: Uint8Array): string | undefined {
  const text = new TextDecoder().decode(body);
  const status = `status ${response.status}`;
  const type = response.headers.get('content-type') ?? 'no content-type';
  if (text.trim() === '') return `empty body with ${status}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    if (/^\s*</.test(text)) return `HTML page with ${status} (${type}): ${snippet(text)}`;
    return `malformed JSON with ${status} (${describe(error)}): ${snippet(text)}`;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return `JSON body with ${status} is not an object: ${snippet(text)}`;
  const record = parsed as { choices?: unknown; error?: { message?: unknown } | unknown };
  const serverError =
    typeof record.error === 'object' && record.error !== null && 'message' in record.error
      ? `; error: ${oneLine(String(record.error.message), 120)}`
      : '';
  if (!Array.isArray(record.choices)) return `JSON body with ${status} has no choices${serverError}`;
  if (record.choices.length === 0) return `JSON body with ${status} has empty choices${serverError}`;
  return undefined;
}

function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

const snippet = (text: string) => JSON.stringify(oneLine(text, 80));

/** An error and its causes on one line: "fetch failed: connect ECONNREFUSED 127.0.0.1:9 (ECONNREFUSED)". */
function describe(error: unknown): string {
  const parts: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current) && parts.length < 4) {
    seen.add(current);
    const message = current instanceof Error ? current.message : String(current);
    const code = (current as { code?: unknown }).code;
    const part = typeof code === 'string' && !message.includes(code) ? `${message} (${code})` : message;
    if (part && !parts.includes(part)) parts.push(part);
    current = (current as { cause?: unknown }).cause;
  }
  return oneLine(parts.join(': ') || 'unknown error', 240);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
