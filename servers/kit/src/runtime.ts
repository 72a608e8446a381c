// One platform made runnable: its dataset and emulated upstream built on first use, its state
// parsed over the defaults, and the fetch each session's client calls: offline (the emulation),
// live (the real API, optionally recorded to a cassette) or replay (a cassette's recorded answers).
import type { Dispatcher } from 'undici';
import { z } from 'zod';
import { type FetchLike, withFault } from './client/fetch.ts';
import { createLiveFetch } from './client/live-fetch.ts';
import type { Platform, SimHandler } from './define-platform.ts';
import { secretForms } from './redact.ts';
import { createReadMemo, type ReadMemo } from './server/read-memo.ts';
import type { FaultKind, SessionState } from './state.ts';
import { createRecordingFetch } from './upstream/cassette-record.ts';
import { loadReplay } from './upstream/cassette-replay.ts';
import { upstreamRequest } from './upstream/upstream-request.ts';

export type Mode = 'offline' | 'live' | 'replay';

export interface PlatformRuntime<Client = unknown> {
  platform: Platform<Client>;
  mode: Mode;
  /** Parses an injected state over the defaults; throws a readable error on bad input. */
  parseState(input: unknown): SessionState;
  /** The fetch for one call of one session, with that call's fault (if any) applied. */
  fetchFor(options: { state: SessionState; fault: FaultKind | undefined }): FetchLike;
  /** Where the client sends requests: the real base URL, or an override for live mode. */
  baseUrl: string;
  /** Shared per-platform memo for clients (e.g. the parsed corp-code list). */
  cache: Map<string, unknown>;
  /** The platform's client for a session with this state (defaults when omitted) and fault. */
  client(options?: { state?: SessionState; fault?: FaultKind }): Client;
  /** Values that must never appear in output: the live key in every form it can travel in. */
  secrets: string[];
  /** Replay mode: the cassette answering this platform, how many exchanges it holds and when they were recorded. */
  cassette?: { file: string; exchanges: number; recorded?: { from: string; to: string } };
  /** Offline mode: the recent read outputs every session shares (server/read-memo.ts). */
  readMemo?: ReadMemo;
}

export interface RuntimeOptions {
  mode?: Mode;
  env?: Record<string, string | undefined>;
  dispatcher?: Dispatcher;
  /** Live mode only: append every upstream exchange, keys redacted, to this cassette (JSONL). */
  record?: string;
  /** Replay mode: the cassette that answers every upstream request. */
  cassette?: string;
  /**
   * Offline mode: share read outputs between sessions on the same state (server/read-memo.ts).
   * `'repeated'` (the default) keeps an output from the second time its call is made, `'all'` from
   * the first (a hub that lives for one run: the evaluator's in-process environment), false never.
   */
  memoReads?: boolean | 'repeated' | 'all';
}

export function liveAlias(platform: Platform): string {
  return `kopa-live-${platform.id}-key`;
}

export function createRuntime<Client>(
  platform: Platform<Client>,
  options: RuntimeOptions = {},
): PlatformRuntime<Client> {
  const mode = options.mode ?? 'offline';
  const env = options.env ?? process.env;
  const realKey = env[platform.auth.envVar];
  if (mode === 'live' && !realKey) {
    throw new Error(
      options.record
        ? `recording ${platform.id} needs a key: set ${platform.auth.envVar} (get one at ${platform.auth.signupUrl}); against kopa sim serve, set it to the key the emulation expects (demo key ${platform.auth.demoKey})`
        : `live mode for ${platform.id} needs a key: set ${platform.auth.envVar} (get one at ${platform.auth.signupUrl}), or drop --live to use the offline emulation`,
    );
  }
  if (options.record && mode !== 'live') throw new Error('recording a cassette needs live mode: the real upstream');
  if (mode === 'replay' && !options.cassette)
    throw new Error('replay mode needs a cassette: kopa serve --replay <file>');
  const replay =
    mode === 'replay' && options.cassette
      ? loadReplay({ file: options.cassette, platform: platform.id, envVar: platform.auth.envVar })
      : undefined;
  // A replay gives the client the base URL it was recorded with, so that it builds the same URLs.
  const baseUrl =
    replay?.baseUrl ?? ((mode === 'live' && env[`KOPA_${platform.id.toUpperCase()}_BASE_URL`]) || platform.baseUrl);
  // The key a session sees is the same alias live, recorded and replayed, so results match.
  const defaultKey = mode === 'offline' ? platform.auth.demoKey : liveAlias(platform);
  let sim: SimHandler | undefined;
  const live =
    mode === 'live' && realKey
      ? createLiveFetch({
          key: realKey,
          alias: defaultKey,
          ...platform.live,
          ...(options.dispatcher ? { dispatcher: options.dispatcher } : {}),
        })
      : undefined;
  const upstreamFor = (state: SessionState): FetchLike | undefined => {
    const keys = [defaultKey, ...(state.credentials.key ? [state.credentials.key] : [])];
    if (replay) return replay.fetchFor(keys);
    if (live && options.record) {
      return createRecordingFetch({
        fetch: live,
        file: options.record,
        platform: platform.id,
        baseUrl,
        secrets: [...secretForms(realKey), ...keys],
      });
    }
    return live;
  };

  const runtime: PlatformRuntime<Client> = {
    platform,
    mode,
    baseUrl,
    cache: new Map(),
    ...(mode === 'offline' && options.memoReads !== false
      ? { readMemo: createReadMemo({ keep: options.memoReads === 'all' ? 'all' : 'repeated' }) }
      : {}),
    secrets: secretForms(realKey),
    ...(replay
      ? {
          cassette: {
            file: replay.file,
            exchanges: replay.size,
            ...(replay.recorded ? { recorded: replay.recorded } : {}),
          },
        }
      : {}),
    parseState(input) {
      const parsed = platform.stateSchema.safeParse(input ?? {});
      if (!parsed.success) {
        throw new Error(`invalid ${platform.id} state: ${z.prettifyError(parsed.error)}`);
      }
      const state = parsed.data as SessionState;
      if (state.credentials.status !== 'missing' && state.credentials.key === undefined) {
        state.credentials = { ...state.credentials, key: defaultKey };
      }
      return state;
    },
    fetchFor({ state, fault }) {
      const base: FetchLike =
        upstreamFor(state) ??
        (async (url, init) => {
          sim ??= platform.sim(platform.dataset());
          return sim(upstreamRequest(url, init), {
            credentials: state.credentials,
            now: new Date(state.clock.now),
            overlay: state.overlay,
          });
        });
      return withFault(base, { fault, respond: (kind) => platform.faultResponse(kind) });
    },
    client(options: { state?: SessionState; fault?: FaultKind } = {}) {
      const state = options.state ?? runtime.parseState({});
      return platform.createClient({
        fetch: runtime.fetchFor({ state, fault: options.fault }),
        cache: new Map(),
        baseUrl,
      });
    },
  };
  return runtime;
}
