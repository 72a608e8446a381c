// The fetch the openai agent's provider uses: a per-endpoint concurrency limit, and retries with
// jittered backoff on 429, 5xx and network failures (honouring Retry-After). What is still failing
// after the retries is surfaced to the caller, which types it as an infrastructure error.
import pLimit from 'p-limit';

export interface EndpointFetchOptions {
  concurrency: number;
  retries: number;
  /** First backoff in ms; doubles each retry, with ±50% jitter. */
  baseDelayMs: number;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Random source for the jitter (seeded in tests). */
  random?: () => number;
}

export interface EndpointFetch {
  fetch: typeof fetch;
  /** Requests that needed at least one retry, and the total retries, for the run's counters. */
  stats: { requests: number; retries: number; modelMs: number };
}

export function createEndpointFetch(options: EndpointFetchOptions): EndpointFetch {
  const limit = pLimit(options.concurrency);
  const base = options.fetch ?? fetch;
  const random = options.random ?? Math.random;
  const stats = { requests: 0, retries: 0, modelMs: 0 };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const delay = (attempt: number, retryAfter: string | null) => {
    const seconds = retryAfter ? Number(retryAfter) : Number.NaN;
    if (Number.isFinite(seconds)) return Math.min(seconds * 1000, 60_000);
    return options.baseDelayMs * 2 ** attempt * (0.5 + random());
  };

  const limited = (input: Parameters<typeof fetch>[0], init?: RequestInit) =>
    limit(async () => {
      stats.requests++;
      for (let attempt = 0; ; attempt++) {
        const started = performance.now();
        try {
          const signal = init?.signal
            ? AbortSignal.any([init.signal, AbortSignal.timeout(options.timeoutMs)])
            : AbortSignal.timeout(options.timeoutMs);
          const response = await base(input, { ...init, signal });
          stats.modelMs += performance.now() - started;
          const retryable = response.status === 429 || response.status >= 500;
          if (!retryable || attempt >= options.retries) return response;
          await response.body?.cancel();
          stats.retries++;
          await sleep(delay(attempt, response.headers.get('retry-after')));
        } catch (error) {
          stats.modelMs += performance.now() - started;
          if (init?.signal?.aborted || attempt >= options.retries) throw error;
          stats.retries++;
          await sleep(delay(attempt, null));
        }
      }
    });
  return { fetch: limited as typeof fetch, stats };
}
