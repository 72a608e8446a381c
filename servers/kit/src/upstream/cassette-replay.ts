// Replay side of a cassette: a fetch that answers every request of one platform from recorded
// exchanges, looked up by the redacted request's key. Several recordings of one request answer in
// recording order, then the last repeats. A request never recorded is an UpstreamError naming it,
// never a silent fall-through to the emulation (StableToolBench's lesson: a cache miss that is
// answered by something else corrupts the benchmark unseen).
import type { FetchLike } from '../client/fetch.ts';
import { UpstreamError } from '../errors.ts';
import {
  describeRequest,
  type Exchange,
  readCassette,
  redactRequest,
  replayResponse,
  requestKey,
  requestOf,
} from './cassette.ts';

export interface CassetteReplay {
  file: string;
  /** The base URL the platform was recorded against, for the client; none if it was never recorded. */
  baseUrl: string | undefined;
  /** How many of the cassette's exchanges belong to this platform. */
  size: number;
  /** When the first and the last of them were recorded (ISO 8601); none if there are none. */
  recorded: { from: string; to: string } | undefined;
  /** A fetch for one session; `secrets` are the session's keys, redacted before lookup. */
  fetchFor(secrets: readonly string[]): FetchLike;
}

export function loadReplay(options: {
  file: string;
  platform: string;
  /** Where the key comes from, for the hint on a miss, e.g. `KOPA_DART_KEY`. */
  envVar: string;
  /** The exchanges, when the caller has read the cassette already. */
  exchanges?: readonly Exchange[];
}): CassetteReplay {
  const { file, platform } = options;
  const own = (options.exchanges ?? readCassette(file)).filter((exchange) => exchange.platform === platform);
  const baseUrls = [...new Set(own.map((exchange) => exchange.baseUrl))];
  if (baseUrls.length > 1) {
    throw new Error(
      `${file} holds ${platform} exchanges recorded against ${baseUrls.length} base URLs (${baseUrls.join(', ')}); ` +
        'a replay gives its client one base URL, so record each upstream into its own cassette',
    );
  }
  const recordings = new Map<string, Exchange[]>();
  for (const exchange of own) {
    const key = requestKey(exchange.request);
    const list = recordings.get(key);
    if (list) list.push(exchange);
    else recordings.set(key, [exchange]);
  }
  const times = own.map((exchange) => exchange.recordedAt).sort((a, b) => Date.parse(a) - Date.parse(b));
  // Shared by every session of the process: the n-th identical request gets the n-th recording.
  const served = new Map<string, number>();

  return {
    file,
    baseUrl: baseUrls[0],
    size: own.length,
    recorded: times.length ? { from: times[0] as string, to: times[times.length - 1] as string } : undefined,
    fetchFor: (secrets) => async (url, init) => {
      const request = redactRequest(requestOf(url, init), secrets);
      const key = requestKey(request);
      const list = recordings.get(key);
      if (!list) {
        throw new UpstreamError({
          platform,
          code: 'NOT_RECORDED',
          kind: 'other',
          message: `the cassette ${file} has no recorded response to ${describeRequest(request)}`,
          hint:
            `This session replays recorded responses only. Record the call first: run kopa record ${platform} ` +
            `--out ${file} with ${options.envVar} set, make this call, then replay again.`,
        });
      }
      const count = served.get(key) ?? 0;
      served.set(key, count + 1);
      const exchange = list[Math.min(count, list.length - 1)] as Exchange;
      return replayResponse(exchange.response);
    },
  };
}
