// Live mode's fetch: undici against the real base URL with the headers the upstream needs, a
// timeout, bounded retries with jittered backoff on 5xx and timeouts only, and a per-platform rate
// limit (DESIGN §3.2). The session sees a key alias; the real key is substituted here (percent-encoded
// in the URL, as it is in headers) and redacted from every error.
import { type Dispatcher, fetch as undiciFetch } from 'undici';
import { decodeKey, redact, secretForms } from '../redact.ts';
import { type FetchLike, UpstreamTimeoutError } from './fetch.ts';

export interface LiveFetchOptions {
  /** The real key, from KOPA_<PLATFORM>_KEY: as issued, or already percent-encoded (data.go.kr's
   *  "Encoding" key); either way it reaches the upstream encoded once. */
  key: string;
  /** The stand-in the session (and the model) sees instead of the real key. */
  alias: string;
  userAgent?: string;
  referer?: string;
  timeoutMs?: number;
  retries?: number;
  ratePerSecond?: number;
  /** undici dispatcher; tests pass a MockAgent. */
  dispatcher?: Dispatcher;
  /** Injectable sleep, for tests. */
  sleep?: (ms: number) => Promise<void>;
  /** Injectable jitter in [0, 1), for tests. */
  jitter?: () => number;
}

const DEFAULT_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 kopa/0.1';

export function createLiveFetch(options: LiveFetchOptions): FetchLike {
  const {
    key,
    alias,
    timeoutMs = 15_000,
    retries = 2,
    ratePerSecond = 5,
    sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    jitter = Math.random,
  } = options;
  const interval = 1000 / ratePerSecond;
  // Clients build URLs with URLSearchParams or encodeURIComponent, so the alias (URL-safe) sits
  // in the URL as a query value or a path segment; the key replacing it must be encoded the same
  // way, or a data.go.kr key's `+ / =` would arrive as a space and a broken query.
  const rawKey = decodeKey(key);
  const urlKey = encodeURIComponent(rawKey);
  const secrets = secretForms(key);
  let nextSlot = 0;
  const takeSlot = async () => {
    const now = Date.now();
    const slot = Math.max(now, nextSlot);
    nextSlot = slot + interval;
    if (slot > now) await sleep(slot - now);
  };

  return async (url, init = {}) => {
    const realUrl = url.split(alias).join(urlKey);
    const headers = new Headers(init.headers);
    for (const [name, value] of headers) if (value === alias) headers.set(name, rawKey);
    if (!headers.has('user-agent')) headers.set('user-agent', options.userAgent ?? DEFAULT_USER_AGENT);
    if (options.referer && !headers.has('referer')) headers.set('referer', options.referer);

    for (let attempt = 0; ; attempt++) {
      await takeSlot();
      try {
        const response = await undiciFetch(realUrl, {
          method: init.method ?? 'GET',
          headers: Object.fromEntries(headers),
          body: init.body as string | undefined,
          signal: AbortSignal.timeout(timeoutMs),
          ...(options.dispatcher ? { dispatcher: options.dispatcher } : {}),
        });
        if (response.status >= 500 && attempt < retries) {
          await response.body?.cancel();
          await sleep(backoff(attempt, jitter));
          continue;
        }
        return response as unknown as Response;
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        if (timedOut && attempt < retries) {
          await sleep(backoff(attempt, jitter));
          continue;
        }
        if (timedOut) throw new UpstreamTimeoutError(url);
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(`upstream request failed: ${redact(message, secrets)}`);
      }
    }
  };
}

function backoff(attempt: number, jitter: () => number): number {
  return Math.round(250 * 2 ** attempt * (0.5 + jitter()));
}
