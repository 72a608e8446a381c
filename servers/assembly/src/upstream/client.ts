// The typed Open Assembly client used offline and live: it builds the real URLs (always with a
// browser User-Agent; the portal's WAF refuses a request without one), reads the INFO-family envelope, absorbs the
// quirks (one row sent as an object, INFO-200 in the head or at the top, AGE as a number, stray
// spaces, missing fields) and turns result codes into UpstreamErrors with a next step.
import {
  codeErrors,
  type FetchLike,
  type Page,
  parseInfoFamily,
  readJsonBody,
  requestUpstream,
  UpstreamError,
} from '@kopa/kit';
import type { ApiRow } from '../rows.ts';
import { type ApiCode, apiSpec, fieldsOf } from './apis.ts';

export const ASSEMBLY_BASE_URL = 'https://open.assembly.go.kr';
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const PLATFORM = 'assembly';

export type Params = Record<string, string | number | undefined>;

const HINTS: Record<string, { kind: UpstreamError['kind']; hint: string }> = {
  'INFO-200': {
    kind: 'no_data',
    hint: 'Nothing matched: names match partially and codes exactly; check BILL_ID/BILL_NO/MONA_CD with the list tools, the term (AGE 20–22) and the page (pIndex).',
  },
  'INFO-100': { kind: 'auth', hint: 'The KEY is not valid; get it with assembly_get_api_key.' },
  'ERROR-290': {
    kind: 'auth',
    hint: 'The KEY is not valid: pass the key from assembly_get_api_key (an expired key is renewed with assembly_renew_api_key).',
  },
  'ERROR-300': { kind: 'invalid', hint: 'A required parameter is missing.' },
  'ERROR-310': { kind: 'invalid', hint: 'No such Open Assembly service code.' },
  'ERROR-333': { kind: 'invalid', hint: 'pIndex and pSize must be positive integers.' },
  'ERROR-336': { kind: 'invalid', hint: 'pSize is at most 1000; read further rows with pIndex.' },
  'ERROR-337': { kind: 'rate_limit', hint: "The key's daily call limit is used up; try again tomorrow." },
  'INFO-300': { kind: 'rate_limit', hint: "The key's call limit is used up; try again later." },
  'ERROR-500': { kind: 'server', hint: 'Open Assembly had a server error; call again later.' },
  'ERROR-600': { kind: 'server', hint: 'Open Assembly had a database error; call again later.' },
  'ERROR-601': { kind: 'server', hint: 'Open Assembly had an SQL error; call again later.' },
};

const toError = codeErrors({ platform: PLATFORM, hints: HINTS });

export function assemblyError(options: {
  code: string;
  message: string;
  api?: ApiCode;
  params?: Params;
}): UpstreamError {
  const { code, message, api, params } = options;
  let hint = HINTS[code]?.hint;
  if (api && code === 'INFO-200' && apiSpec(api).ageRequired && params?.AGE === undefined) {
    hint = 'This API needs AGE (대수, e.g. 22; 20–22 are served): without it Open Assembly returns no rows.';
  } else if (api && code === 'ERROR-300') {
    hint = `A required parameter is missing: ${apiSpec(api).required?.join(', ') ?? 'see the tool description'}.`;
  }
  return toError({ code, message, ...(hint ? { hint } : {}) });
}

export interface AssemblyClient {
  /** GET /portal/openapi/{code}; resolves with the normalized page when the result is INFO-000. */
  list(api: ApiCode, params: Params): Promise<Page<ApiRow>>;
}

function normalize(row: Record<string, unknown>, fields: readonly string[]): ApiRow {
  const out: ApiRow = {};
  for (const field of fields) out[field] = null;
  for (const [field, value] of Object.entries(row)) {
    if (value === undefined || value === null) out[field] = null;
    else if (typeof value === 'number') out[field] = field === 'AGE' ? String(value) : value;
    else out[field] = String(value).trim();
  }
  return out;
}

export function createAssemblyClient(options: { fetch: FetchLike; baseUrl?: string }): AssemblyClient {
  const baseUrl = (options.baseUrl ?? ASSEMBLY_BASE_URL).replace(/\/$/, '');
  const client: AssemblyClient = {
    async list(api, params) {
      const url = new URL(`${baseUrl}/portal/openapi/${api}`);
      url.searchParams.set('Type', 'json');
      for (const [name, value] of Object.entries(params)) {
        if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
      }
      const response = await requestUpstream({
        platform: PLATFORM,
        fetch: options.fetch,
        url: url.href,
        init: { headers: { 'user-agent': BROWSER_USER_AGENT, accept: 'application/json' } },
      });
      if (response.status >= 400) {
        const text = (await response.text()).trim();
        throw new UpstreamError({
          platform: PLATFORM,
          code: `HTTP-${response.status}`,
          kind: response.status >= 500 ? 'server' : 'other',
          status: response.status,
          message: text.slice(0, 120) || `HTTP ${response.status}`,
          hint:
            response.status === 400
              ? 'The portal firewall refused the request (it requires a User-Agent header); send one and call again.'
              : 'The request did not reach the Open Assembly API; call again later.',
        });
      }
      const body = await readJsonBody(PLATFORM, response);
      const pageNo = Number(params.pIndex ?? 1);
      const numOfRows = Number(params.pSize ?? 100);
      let page: Page;
      try {
        page = parseInfoFamily(PLATFORM, api, body, { pageNo, numOfRows });
      } catch (error) {
        if (error instanceof UpstreamError && error.kind !== 'malformed') {
          throw assemblyError({ code: error.code, message: error.message, api, params });
        }
        throw error;
      }
      const fields = fieldsOf(api);
      return {
        ...page,
        resultMsg: page.resultMsg || '정상 처리되었습니다.',
        items: page.items.map((row) => normalize(row, fields)),
      };
    },
  };
  return { list: (api, params) => pastEndAware({ api, params, read: client.list }) };
}

/**
 * Open Assembly answers a page past the last one with the same INFO-200 as filters that match
 * nothing. For a page after the first, one row of page 1 is read for the total, so that the answer
 * says the page is past the end and which page is the last.
 */
async function pastEndAware(options: { api: ApiCode; params: Params; read: AssemblyClient['list'] }) {
  const { api, params, read } = options;
  try {
    return await read(api, params);
  } catch (error) {
    const pIndex = Number(params.pIndex ?? 1);
    if (!(error instanceof UpstreamError) || error.code !== 'INFO-200' || !(pIndex > 1)) throw error;
    let total: number;
    try {
      total = (await read(api, { ...params, pIndex: 1, pSize: 1 })).totalCount;
    } catch {
      throw error;
    }
    if (total <= 0) throw error;
    const pSize = Number(params.pSize ?? 100);
    throw new UpstreamError({
      platform: PLATFORM,
      code: error.code,
      kind: 'no_data',
      message: error.message,
      hint: `pIndex ${pIndex} is past the end: ${total} rows match, so the last page of pSize ${pSize} is pIndex ${Math.ceil(total / pSize)}. Ask for that page or an earlier one.`,
      cause: error,
    });
  }
}
