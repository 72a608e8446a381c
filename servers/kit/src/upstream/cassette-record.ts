// Record side of a cassette: wraps the live fetch so that every exchange with the real upstream is
// appended to the cassette, keys redacted, before the client reads the answer. The client gets the
// response rebuilt from what was stored (before redaction), so a recorded session reads the same
// status, headers and bytes its replay will.
import type { FetchLike } from '../client/fetch.ts';
import {
  appendExchange,
  recordResponse,
  redactRequest,
  redactResponse,
  replayResponse,
  requestOf,
} from './cassette.ts';

export function createRecordingFetch(options: {
  /** The live fetch; it sees the session's URL (with the key alias) and substitutes the real key. */
  fetch: FetchLike;
  file: string;
  platform: string;
  baseUrl: string;
  /** The real key, the alias and the session's key: each is redacted wherever it appears. */
  secrets: readonly string[];
  now?: () => Date;
}): FetchLike {
  const { file, platform, baseUrl, secrets, now = () => new Date() } = options;
  return async (url, init) => {
    const request = requestOf(url, init);
    const stored = await recordResponse(await options.fetch(url, init));
    appendExchange(file, {
      platform,
      baseUrl,
      recordedAt: now().toISOString(),
      request: redactRequest(request, secrets),
      response: redactResponse(stored, secrets),
    });
    return replayResponse(stored);
  };
}
