// The typed OpenDART client. Offline and live run this same code: it builds the real URLs,
// reads the real envelopes (including corpCode.xml's ZIP), and maps status codes to UpstreamErrors
// with a next step for the model.
import { codeErrors, DART_MESSAGES, type FetchLike, readJsonBody, requestUpstream, UpstreamError } from '@kopa/kit';
import { type CorpCodeEntry, readCorpCodeZip } from './corp-code-xml.ts';

export const DART_BASE_URL = 'https://opendart.fss.or.kr';
const PLATFORM = 'dart';
const CORP_CODE_TTL_MS = 24 * 60 * 60 * 1000;

type Params = Record<string, string | undefined>;
export type DartBody = Record<string, unknown> & { status: string; message: string };

const HINTS: Record<string, { kind: UpstreamError['kind']; hint: string }> = {
  '010': { kind: 'auth', hint: 'Pass the key from dart_get_api_key as crtfc_key.' },
  '011': { kind: 'auth', hint: 'This key cannot be used; check it with dart_get_api_key.' },
  '012': { kind: 'auth', hint: 'This IP is not registered for the key.' },
  '013': {
    kind: 'no_data',
    hint: 'Nothing matched: check corp_code (dart_search_corp_code), widen bgn_de/end_de, or try another bsns_year/reprt_code.',
  },
  '014': { kind: 'no_data', hint: 'The requested file does not exist.' },
  '020': { kind: 'rate_limit', hint: 'The request limit is exceeded; wait before calling again.' },
  '021': { kind: 'invalid', hint: 'Pass at most 100 corp_codes per call; split the list.' },
  '100': { kind: 'invalid', hint: 'A parameter value is invalid; check the formats in the tool description.' },
  '101': { kind: 'invalid', hint: 'The request was refused as improper access.' },
  '800': { kind: 'server', hint: 'DART is under maintenance; try again later.' },
  '900': { kind: 'server', hint: 'DART reported an undefined error; try again later.' },
  '901': { kind: 'auth', hint: 'The key has expired; renew it with dart_renew_api_key.' },
};

const toError = codeErrors({ platform: PLATFORM, hints: HINTS, messages: DART_MESSAGES });

export function dartError(status: string, message: string, httpStatus?: number): UpstreamError {
  return toError({ code: status, message, ...(httpStatus ? { status: httpStatus } : {}) });
}

export interface DartClient {
  /** GET /api/{api}.json; resolves with the body when status is 000. */
  call(api: string, params: Params): Promise<DartBody>;
  /** corpCode.xml (a ZIP), parsed and cached. */
  corpCodes(key: string): Promise<CorpCodeEntry[]>;
}

export function createDartClient(options: {
  fetch: FetchLike;
  cache: Map<string, unknown>;
  baseUrl?: string;
  now?: () => number;
}): DartClient {
  const baseUrl = options.baseUrl ?? DART_BASE_URL;
  const now = options.now ?? Date.now;
  const get = (path: string, params: Params) => {
    const url = new URL(`${baseUrl.replace(/\/$/, '')}/api/${path}`);
    for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value);
    return requestUpstream({ platform: PLATFORM, fetch: options.fetch, url: url.href });
  };

  return {
    async call(api, params) {
      const response = await get(`${api}.json`, params);
      const body = (await readJsonBody(PLATFORM, response)) as Partial<DartBody>;
      if (typeof body.status !== 'string') {
        throw new UpstreamError({
          platform: PLATFORM,
          code: 'MALFORMED',
          kind: 'malformed',
          message: 'the DART answer has no status',
          hint: 'Call the tool again.',
        });
      }
      if (body.status !== '000') throw dartError(body.status, String(body.message ?? ''), response.status);
      return body as DartBody;
    },
    async corpCodes(key) {
      // Live DART sends no ETag, so a fresh download is kept for a day (per key).
      const live = options.cache.get(`corpCode:live:${key}`) as { at: number; rows: CorpCodeEntry[] } | undefined;
      if (live && now() - live.at < CORP_CODE_TTL_MS) return live.rows;
      const response = await get('corpCode.xml', { crtfc_key: key });
      const bytes = new Uint8Array(await response.arrayBuffer());
      // Errors come back as a small JSON (or XML) status body instead of the ZIP ("PK\x03\x04").
      if (!(bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)) {
        const text = new TextDecoder().decode(bytes);
        const status = /"status"\s*:\s*"(\d{3})"/.exec(text)?.[1] ?? /<status>(\d{3})<\/status>/.exec(text)?.[1];
        const message = /"message"\s*:\s*"([^"]*)"/.exec(text)?.[1] ?? /<message>([^<]*)<\/message>/.exec(text)?.[1];
        if (status) throw dartError(status, message ?? '');
        throw new UpstreamError({
          platform: PLATFORM,
          code: 'MALFORMED',
          kind: 'malformed',
          message: 'corpCode.xml did not return a ZIP',
          hint: 'Call the tool again.',
        });
      }
      const etag = response.headers.get('etag');
      const cacheKey = etag ? `corpCode:${etag}` : `corpCode:live:${key}`;
      const cached = options.cache.get(cacheKey) as { at: number; rows: CorpCodeEntry[] } | undefined;
      if (cached && now() - cached.at < CORP_CODE_TTL_MS) return cached.rows;
      let rows: CorpCodeEntry[];
      try {
        rows = readCorpCodeZip(bytes);
      } catch (cause) {
        throw new UpstreamError({
          platform: PLATFORM,
          code: 'MALFORMED',
          kind: 'malformed',
          message: 'corpCode.xml ZIP could not be read',
          hint: 'Call the tool again.',
          cause,
        });
      }
      options.cache.set(cacheKey, { at: now(), rows });
      return rows;
    },
  };
}
