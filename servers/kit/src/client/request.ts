// Sends one upstream request through the session's fetch and turns transport failures (a timeout,
// a refused connection) into UpstreamErrors the model can act on.
import { UpstreamError } from '../errors.ts';
import { type FetchLike, UpstreamTimeoutError } from './fetch.ts';

export async function requestUpstream(options: {
  platform: string;
  fetch: FetchLike;
  url: string;
  init?: RequestInit;
  /** The platform's own code for a timeout, when it has one (Expressway: SERVICE_TIMEOUT). */
  timeoutCode?: string;
}): Promise<Response> {
  try {
    return await options.fetch(options.url, options.init);
  } catch (error) {
    if (error instanceof UpstreamTimeoutError) {
      throw new UpstreamError({
        platform: options.platform,
        code: options.timeoutCode ?? 'TIMEOUT',
        kind: 'timeout',
        message: 'the upstream did not answer in time',
        hint: 'The upstream is slow right now; call the tool again.',
        cause: error,
      });
    }
    if (error instanceof UpstreamError) throw error;
    throw new UpstreamError({
      platform: options.platform,
      code: 'UNREACHABLE',
      kind: 'server',
      message: error instanceof Error ? error.message : String(error),
      hint: 'The upstream could not be reached; call the tool again later.',
      cause: error,
    });
  }
}
