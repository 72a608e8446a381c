// The injectable `fetch` every platform client calls (DESIGN §3.2). Offline it is the emulated
// upstream called in-process; live it is undici against the real base URL. Both pass through the
// same fault injection, so a test can inject a fault into either path.
import type { FaultKind } from '../state.ts';

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/** Thrown (as the cause of an UpstreamError) when the upstream does not answer in time. */
export class UpstreamTimeoutError extends Error {
  constructor(url: string) {
    super(`upstream did not answer in time: ${new URL(url).pathname}`);
    this.name = 'UpstreamTimeoutError';
  }
}

export interface FaultPlan {
  fault: FaultKind | undefined;
  /** Real response for the platform's rate-limit and server-error faults. */
  respond(kind: 'rate_limit' | 'server_error'): Response;
}

/** Wraps a fetch so that an injected fault replaces (or corrupts) the upstream's answer. */
export function withFault(fetch: FetchLike, plan: FaultPlan): FetchLike {
  const { fault } = plan;
  if (!fault) return fetch;
  return async (url, init) => {
    switch (fault) {
      case 'timeout':
        throw new UpstreamTimeoutError(url);
      case 'rate_limit':
      case 'server_error':
        return plan.respond(fault);
      case 'malformed': {
        const response = await fetch(url, init);
        const body = await response.text();
        return new Response(body.slice(0, Math.max(1, Math.floor(body.length / 2))), {
          status: response.status,
          headers: response.headers,
        });
      }
    }
  };
}
