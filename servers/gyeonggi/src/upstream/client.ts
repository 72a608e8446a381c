// The typed 경기데이터드림 client both modes use: it builds https://openapi.gg.go.kr/{SERVICE} URLs
// (never plain http, which upstream answers with 503), reads the head/row envelope (JSON, or the
// XML upstream falls back to), absorbs the row quirks (null → "", padded strings and "파주시 "
// trimmed, SIGUN_CD filled in from SIGUN_NM, YYYY-MM-DD dates as YYYYMMDD, counts as numbers) and
// maps result codes to UpstreamErrors with a next step.
import { codeErrors, type FetchLike, INFO_MESSAGES, parseInfoFamily, requestUpstream, UpstreamError } from '@kopa/kit';
import { XMLParser } from 'fast-xml-parser';
import { findSigun } from '../data/sigun.ts';

export const GYEONGGI_BASE_URL = 'https://openapi.gg.go.kr';
const PLATFORM = 'gyeonggi';

/** Fields the real services send as JSON numbers; the client keeps them numeric in both formats. */
export const NUMERIC_FIELDS = new Set([
  'OCCUR_CNT',
  'CASLT_CNT',
  'DPRS_CNT',
  'SERINJRY_INDVDL_CNT',
  'SLTINJRY_INDVDL_CNT',
  'INJURY_APLCNT_CNT',
  'TOT_POPLTN_CNT',
  'MALE_POPLTN_CNT',
  'FEMALE_POPLTN_CNT',
  'HSHLD_CNT',
  'PARKNG_COMPRT_PLANE_CNT',
]);

export type GgItem = Record<string, string | number | null>;
export interface GyeonggiPage {
  resultCode: string;
  resultMsg: string;
  totalCount: number;
  pageNo: number;
  numOfRows: number;
  items: GgItem[];
}
export type GyeonggiParams = Record<string, string | number | undefined>;

export interface GyeonggiClient {
  /** GET /{service}; resolves with a normalized page, rejects with an UpstreamError. */
  list(service: string, params: GyeonggiParams, options?: { noDataHint?: string }): Promise<GyeonggiPage>;
}

const HINTS: Record<string, { kind: UpstreamError['kind']; hint: string }> = {
  'ERROR-290': {
    kind: 'auth',
    hint: 'Pass the key from gyeonggi_get_api_key as KEY (the "sample" key is not accepted); an expired key is renewed with gyeonggi_renew_api_key.',
  },
  'INFO-300': {
    kind: 'auth',
    hint: 'The portal administrator has restricted this key; check it with gyeonggi_get_api_key.',
  },
  'ERROR-300': { kind: 'invalid', hint: 'A required parameter is missing; check the tool parameters.' },
  'ERROR-310': {
    kind: 'invalid',
    hint: 'No such service; Gyeonggi service names are case-sensitive (GENRESTRT, Genrestrtchifood, ParmacyInfo, TfcacdarM).',
  },
  'ERROR-333': { kind: 'invalid', hint: 'pIndex and pSize must be positive integers.' },
  'ERROR-336': { kind: 'invalid', hint: 'pSize is at most 1000; read further pages with pIndex.' },
  'ERROR-337': { kind: 'rate_limit', hint: "The key's daily traffic limit is used up; try again tomorrow." },
  'ERROR-500': { kind: 'server', hint: 'The Gyeonggi portal had a server error; call the tool again later.' },
  'ERROR-600': { kind: 'server', hint: 'The Gyeonggi portal could not reach its database; call the tool again later.' },
  'ERROR-601': { kind: 'server', hint: 'The Gyeonggi portal reported an SQL error; call the tool again later.' },
  'INFO-200': {
    kind: 'no_data',
    hint: 'Nothing matched: filter values are exact for names such as SIGUN_NM ("수원시", with 시/군) and categories; widen or drop a filter.',
  },
};

export const gyeonggiError = codeErrors({ platform: PLATFORM, hints: HINTS, messages: INFO_MESSAGES });

function malformed(message: string, cause?: unknown): UpstreamError {
  return new UpstreamError({
    platform: PLATFORM,
    code: 'MALFORMED',
    kind: 'malformed',
    message,
    hint: 'This is usually transient; call the tool again.',
    ...(cause ? { cause } : {}),
  });
}

type Node = Record<string, unknown>;
const xml = new XMLParser({ ignoreAttributes: true, parseTagValue: false, isArray: (name) => name === 'row' });

/** XML answers become the JSON shape: `{SVC: [{head: [...]}, {row: [...]}]}` or `{RESULT}`. */
function fromXml(text: string): Node {
  const doc = xml.parse(text) as Node;
  if (doc.RESULT) return { RESULT: doc.RESULT };
  const [service, body] = Object.entries(doc).find(([name]) => name !== '?xml') ?? [];
  if (!service || !body || typeof body !== 'object') throw malformed('the Gyeonggi XML answer has no service element');
  const { head, row } = body as Node;
  const headNode = (head ?? {}) as Node;
  const rows = ((row as Node[] | undefined) ?? []).map((entry) =>
    Object.fromEntries(Object.entries(entry).map(([field, value]) => [field, value === '' ? null : value])),
  );
  return {
    [service]: [
      { head: [{ list_total_count: headNode.list_total_count }, { RESULT: headNode.RESULT }] },
      { row: rows },
    ],
  };
}

function parseBody(text: string): Node {
  const trimmed = text.trimStart();
  try {
    return trimmed.startsWith('<') ? fromXml(trimmed) : (JSON.parse(text) as Node);
  } catch (cause) {
    if (cause instanceof UpstreamError) throw cause;
    throw malformed('the Gyeonggi answer is neither valid JSON nor readable XML (truncated?)', cause);
  }
}

/** One upstream row made uniform for the model. */
export function normalizeRow(row: Record<string, unknown>): GgItem {
  const out: GgItem = {};
  for (const [field, value] of Object.entries(row)) {
    if (NUMERIC_FIELDS.has(field)) {
      const parsed = typeof value === 'number' ? value : Number(String(value ?? '').trim());
      out[field] =
        value === null || value === undefined || String(value).trim() === '' || !Number.isFinite(parsed)
          ? null
          : parsed;
      continue;
    }
    const text = value === null || value === undefined ? '' : String(value).trim();
    out[field] = field.endsWith('_DE') && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text.replace(/-/g, '') : text;
  }
  if ('SIGUN_CD' in out && !out.SIGUN_CD) out.SIGUN_CD = findSigun(String(out.SIGUN_NM ?? ''))?.code ?? '';
  return out;
}

function serviceUrl(baseUrl: string, service: string): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(service)}`);
  // The real host answers plain http with 503; always talk https to it.
  if (url.hostname === 'openapi.gg.go.kr') url.protocol = 'https:';
  return url;
}

export function createGyeonggiClient(options: { fetch: FetchLike; baseUrl?: string }): GyeonggiClient {
  const baseUrl = options.baseUrl ?? GYEONGGI_BASE_URL;
  return {
    async list(service, params, callOptions = {}) {
      const url = serviceUrl(baseUrl, service);
      const query: GyeonggiParams = { ...params, Type: 'json', pIndex: params.pIndex ?? 1, pSize: params.pSize ?? 100 };
      for (const [name, value] of Object.entries(query)) {
        if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
      }
      const response = await requestUpstream({ platform: PLATFORM, fetch: options.fetch, url: url.href });
      const text = await response.text();
      if (response.status >= 400 && !/"RESULT"|<RESULT>/.test(text)) {
        throw new UpstreamError({
          platform: PLATFORM,
          code: `HTTP-${response.status}`,
          kind: response.status >= 500 ? 'server' : 'invalid',
          status: response.status,
          message: `the Gyeonggi portal answered HTTP ${response.status}`,
          hint:
            response.status === 503
              ? 'The portal answers 503 to plain http and while it is down; use https://openapi.gg.go.kr, or try again later.'
              : 'Check the service name and parameters.',
        });
      }
      const body = parseBody(text);
      const pageNo = Number(query.pIndex);
      const topLevel = body.RESULT as { CODE?: string; MESSAGE?: string } | undefined;
      if (topLevel) {
        const code = String(topLevel.CODE ?? 'UNKNOWN');
        const hint =
          code === 'INFO-200' && pageNo > 1
            ? `pIndex ${pageNo} is past the last page; page 1's totalCount tells how many pages there are.`
            : code === 'INFO-200'
              ? callOptions.noDataHint
              : undefined;
        throw gyeonggiError({ code, message: String(topLevel.MESSAGE ?? ''), ...(hint ? { hint } : {}) });
      }
      const page = parseInfoFamily(PLATFORM, service, body, { pageNo, numOfRows: Number(query.pSize) });
      return { ...page, items: page.items.map(normalizeRow) };
    },
  };
}
