// The typed NEIS client both modes use: it builds https://open.neis.go.kr/hub/{SERVICE} URLs, reads
// the head/row envelope (JSON, or the XML NEIS falls back to), absorbs the quirks (top-level RESULT
// for errors and empty results, null fields, padded strings, one row as an object, numbers sent as
// strings) and maps result codes to UpstreamErrors with a next step.
import { codeErrors, type FetchLike, requestUpstream, UpstreamError } from '@kopa/kit';
import { XMLParser } from 'fast-xml-parser';
import { NEIS_MESSAGES } from './messages.ts';

export const NEIS_BASE_URL = 'https://open.neis.go.kr';
const PLATFORM = 'neis';
const SAMPLE_ROWS = 5;

/** Fields NEIS sends as JSON numbers; everything else is a string. */
const NUMERIC_FIELDS = new Set(['MLSV_FGR', 'TOFOR_SMTOT', 'DTM_RCPTN_ABLTY_NMPR_SMTOT']);

export type NeisRow = Record<string, string | number>;
export interface NeisPage {
  resultCode: string;
  resultMsg: string;
  totalCount: number;
  pageNo: number;
  numOfRows: number;
  items: NeisRow[];
}

export type NeisParams = Record<string, string | number | undefined>;

export interface NeisClient {
  /** GET /hub/{service}; resolves with a normalized page, rejects with an UpstreamError. */
  call(service: string, params: NeisParams, options?: { noDataHint?: string }): Promise<NeisPage>;
}

const HINTS: Record<string, { kind: UpstreamError['kind']; hint: string }> = {
  'ERROR-290': {
    kind: 'auth',
    hint: 'Pass the key from neis_get_api_key as KEY (omit KEY only for the 5-row sample); an expired key is renewed with neis_renew_api_key.',
  },
  'INFO-300': { kind: 'auth', hint: 'The NEIS administrator has blocked this key; check it with neis_get_api_key.' },
  'ERROR-300': {
    kind: 'invalid',
    hint: 'A required parameter is missing: ATPT_OFCDC_SC_CODE (and SD_SCHUL_CODE for school data); find both with neis_search_schools.',
  },
  'ERROR-310': {
    kind: 'invalid',
    hint: 'No such service; NEIS service names are case-sensitive (SchoolSchedule, schoolInfo).',
  },
  'ERROR-333': { kind: 'invalid', hint: 'pIndex and pSize must be positive integers.' },
  'ERROR-336': { kind: 'invalid', hint: 'pSize is at most 1000; read further pages with pIndex.' },
  'ERROR-337': { kind: 'rate_limit', hint: "The key's daily call limit is used up; try again tomorrow." },
  'ERROR-500': { kind: 'server', hint: 'NEIS had a server error; call the tool again later.' },
  'ERROR-600': { kind: 'server', hint: 'NEIS could not reach its database; call the tool again later.' },
  'ERROR-601': { kind: 'server', hint: 'NEIS reported an SQL error; call the tool again later.' },
  'INFO-200': {
    kind: 'no_data',
    hint: 'Nothing matched: check ATPT_OFCDC_SC_CODE/SD_SCHUL_CODE with neis_search_schools and widen the filters.',
  },
};

export const neisError = codeErrors({ platform: PLATFORM, hints: HINTS, messages: NEIS_MESSAGES });

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
const asArray = (value: unknown): Node[] =>
  value === undefined || value === null || value === '' ? [] : ((Array.isArray(value) ? value : [value]) as Node[]);

function normalizeRow(row: Node): NeisRow {
  const out: NeisRow = {};
  for (const [field, value] of Object.entries(row)) {
    if (NUMERIC_FIELDS.has(field)) {
      const parsed = Number(String(value ?? '').trim());
      out[field] = value === null || value === '' || !Number.isFinite(parsed) ? 0 : parsed;
    } else out[field] = value === null || value === undefined ? '' : String(value).trim();
  }
  return out;
}

const xml = new XMLParser({ ignoreAttributes: true, parseTagValue: false, isArray: (name) => name === 'row' });

/** XML answers become the JSON shape: `{SVC: [{head: [...]}, {row: [...]}]}` or `{RESULT}`. */
function fromXml(text: string): Node {
  const doc = xml.parse(text) as Node;
  if (doc.RESULT) return { RESULT: doc.RESULT };
  const [service, body] = Object.entries(doc).find(([name]) => name !== '?xml') ?? [];
  if (!service || !body || typeof body !== 'object') throw malformed('the NEIS XML answer has no service element');
  const { head, row } = body as Node;
  const headNode = (head ?? {}) as Node;
  return {
    [service]: [
      { head: [{ list_total_count: headNode.list_total_count }, { RESULT: headNode.RESULT }] },
      { row: asArray(row) },
    ],
  };
}

function parseBody(text: string): Node {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('<')) {
    try {
      return fromXml(trimmed);
    } catch (cause) {
      if (cause instanceof UpstreamError) throw cause;
      throw malformed('the NEIS answer is neither JSON nor readable XML', cause);
    }
  }
  try {
    return JSON.parse(text) as Node;
  } catch (cause) {
    throw malformed('the NEIS answer is not valid JSON (truncated?)', cause);
  }
}

export function createNeisClient(options: { fetch: FetchLike; baseUrl?: string }): NeisClient {
  const baseUrl = (options.baseUrl ?? NEIS_BASE_URL).replace(/\/$/, '');
  return {
    async call(service, params, callOptions = {}) {
      const url = new URL(`${baseUrl}/hub/${service}`);
      const query: NeisParams = { Type: 'json', pIndex: 1, pSize: 100, ...params };
      for (const [name, value] of Object.entries(query)) {
        if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
      }
      const response = await requestUpstream({ platform: PLATFORM, fetch: options.fetch, url: url.href });
      const body = parseBody(await response.text());
      const topLevel = body.RESULT as { CODE?: string; MESSAGE?: string } | undefined;
      const pageNo = Number(query.pIndex);
      if (topLevel) {
        const code = String(topLevel.CODE ?? 'UNKNOWN');
        const pastEnd = code === 'INFO-200' && pageNo > 1;
        const hint = pastEnd
          ? `pIndex ${pageNo} is past the last page; page 1's totalCount tells how many pages there are.`
          : code === 'INFO-200'
            ? callOptions.noDataHint
            : undefined;
        throw neisError({ code, message: String(topLevel.MESSAGE ?? ''), ...(hint ? { hint } : {}) });
      }
      const rootKey = Object.keys(body).find((key) => key.toLowerCase() === service.toLowerCase());
      const parts = rootKey ? body[rootKey] : undefined;
      if (!Array.isArray(parts)) throw malformed(`the NEIS answer has no ${service} element`);
      const head = asArray((parts as Node[]).find((part) => 'head' in part)?.head);
      const result = (head.find((entry) => 'RESULT' in entry)?.RESULT ?? {}) as { CODE?: string; MESSAGE?: string };
      const code = result.CODE ?? 'INFO-000';
      if (code !== 'INFO-000' && code !== 'INFO-100') throw neisError({ code, message: result.MESSAGE ?? '' });
      const total = Number(head.find((entry) => 'list_total_count' in entry)?.list_total_count ?? 0);
      const items = asArray((parts as Node[]).find((part) => 'row' in part)?.row).map(normalizeRow);
      // Without KEY the sample key applies: page 1, five rows, whatever was asked.
      const sample = query.KEY === undefined || query.KEY === '';
      return {
        resultCode: code,
        resultMsg: String(result.MESSAGE ?? ''),
        totalCount: Number.isFinite(total) ? total : items.length,
        pageNo: sample ? 1 : pageNo,
        numOfRows: sample ? SAMPLE_ROWS : Number(query.pSize),
        items,
      };
    },
  };
}
