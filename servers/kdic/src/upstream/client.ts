// The typed KDIC client used offline and live: builds the real data.go.kr URLs, reads the family A′ envelope
// (JSON, or XML when the portal ignores resultType), absorbs its quirks (one item as an object, numbers as
// strings or numbers, trailing spaces, `rows`), and maps header and gateway codes to UpstreamErrors with a
// next step.
import {
  type CodeErrorOptions,
  codeErrors,
  type FetchLike,
  parseGatewayXml,
  requestUpstream,
  UpstreamError,
} from '@kopa/kit';
import { XMLParser } from 'fast-xml-parser';
import type { KdicRow } from '../data/index.ts';
import { OPERATIONS, type OperationKey, RESULT_MESSAGES } from './operations.ts';

export const KDIC_BASE_URL = 'https://apis.data.go.kr';
const PLATFORM = 'kdic';

export interface KdicPage {
  resultCode: string;
  resultMsg: string;
  totalCount: number;
  pageNo: number;
  numOfRows: number;
  items: KdicRow[];
}

export type KdicParams = Record<string, string | number | undefined>;

const HINTS: Record<string, { kind: UpstreamError['kind']; hint: string }> = {
  '30': { kind: 'auth', hint: 'The serviceKey is not registered; pass the key from kdic_get_api_key as serviceKey.' },
  '31': { kind: 'auth', hint: 'The serviceKey has expired; renew it with kdic_renew_api_key and call again.' },
  '20': {
    kind: 'auth',
    hint: 'Access is denied for this key (revoked or not approved); check it with kdic_get_api_key.',
  },
  '22': { kind: 'rate_limit', hint: "The key's daily request limit is used up; wait before calling again." },
  '12': { kind: 'invalid', hint: 'No such KDIC OpenAPI service or operation.' },
  '03': { kind: 'no_data', hint: 'Nothing matched; check the name or the month and call again.' },
  '10': {
    kind: 'invalid',
    hint: 'A parameter value is invalid: months are YYYYMM, dates YYYYMMDD, numOfRows 1–1000, pageNo ≥ 1.',
  },
  '11': { kind: 'invalid', hint: 'A mandatory parameter (pageNo, numOfRows or resultType) is missing.' },
  '05': { kind: 'timeout', hint: 'The KDIC service did not answer in time; call the tool again.' },
  '01': { kind: 'server', hint: 'The KDIC service failed; call the tool again later.' },
  '99': { kind: 'server', hint: 'The KDIC service reported an unknown error; call the tool again later.' },
};

const toError = codeErrors({ platform: PLATFORM, hints: HINTS, messages: RESULT_MESSAGES });

export function kdicError(options: CodeErrorOptions): UpstreamError {
  return toError({ ...options, message: options.message || RESULT_MESSAGES[options.code] || 'UNKNOWN_ERROR' });
}

export interface KdicClient {
  /** One page of an operation; resolves when the header says 00. */
  list(options: { op: OperationKey; params: KdicParams; noDataHint?: string }): Promise<KdicPage>;
}

const xmlParser = new XMLParser({ parseTagValue: false, trimValues: true, processEntities: true });

export function createKdicClient(options: { fetch: FetchLike; baseUrl?: string }): KdicClient {
  const baseUrl = (options.baseUrl ?? KDIC_BASE_URL).replace(/\/+$/, '');
  return {
    async list({ op, params, noDataHint }) {
      const operation = OPERATIONS[op];
      const url = new URL(`${baseUrl}/${operation.service}/${operation.operation}`);
      for (const [name, value] of Object.entries({ resultType: 'json', ...params })) {
        if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
      }
      const response = await send({ fetch: options.fetch, url: url.href });
      const text = await response.text();
      const body = readBody({ text, status: response.status });
      const data = (body[operation.root] ?? body[operation.operation]) as Record<string, unknown> | undefined;
      const header = data?.header as { resultCode?: unknown; resultMsg?: unknown } | undefined;
      if (!data || !header) throw malformed(`the answer has no ${operation.root}.header`);
      const code = String(header.resultCode ?? '').trim();
      if (code !== '00') {
        throw kdicError({
          code,
          message: String(header.resultMsg ?? '').trim(),
          ...(code === '03' && noDataHint ? { hint: noDataHint } : {}),
        });
      }
      const requested = { pageNo: Number(params.pageNo ?? 1), numOfRows: Number(params.numOfRows ?? 10) };
      return {
        resultCode: code,
        resultMsg: String(header.resultMsg ?? '').trim(),
        totalCount: toInt(data.totalCount) ?? 0,
        pageNo: toInt(data.pageNo) ?? requested.pageNo,
        numOfRows: toInt(data.numOfRows) ?? requested.numOfRows,
        items: asItems(data.item ?? (data.items as { item?: unknown } | undefined)?.item),
      };
    },
  };
}

async function send(options: { fetch: FetchLike; url: string }): Promise<Response> {
  try {
    return await requestUpstream({ platform: PLATFORM, fetch: options.fetch, url: options.url, timeoutCode: '05' });
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === 'timeout') throw kdicError({ code: '05' });
    throw error;
  }
}

function readBody(options: { text: string; status: number }): Record<string, unknown> {
  const text = options.text.trim();
  if (text.startsWith('<')) {
    const gateway = parseGatewayXml(PLATFORM, text);
    if (gateway) throw kdicError({ code: gateway.code, message: gateway.message, status: options.status });
    if (options.status === 504) throw kdicError({ code: '05', status: 504 });
    try {
      return xmlParser.parse(text) as Record<string, unknown>;
    } catch (cause) {
      throw malformed('the XML answer could not be read', cause);
    }
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (cause) {
    if (options.status === 504) throw kdicError({ code: '05', status: 504 });
    throw malformed(`the answer (HTTP ${options.status}) is not valid JSON`, cause);
  }
  const record = (body ?? {}) as Record<string, unknown>;
  const gateway = (record.cmmMsgHeader ??
    (record.OpenAPI_ServiceResponse as Record<string, unknown> | undefined)?.cmmMsgHeader) as
    | { returnReasonCode?: unknown; returnAuthMsg?: unknown }
    | undefined;
  if (gateway?.returnReasonCode !== undefined) {
    throw kdicError({
      code: String(gateway.returnReasonCode).trim(),
      message: String(gateway.returnAuthMsg ?? '').trim(),
      status: options.status,
    });
  }
  return record;
}

/** `item` is a list, one object, "" or absent; every value becomes a trimmed string. */
function asItems(value: unknown): KdicRow[] {
  if (value === undefined || value === null || value === '') return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((item) => {
    const row: KdicRow = {};
    for (const [name, field] of Object.entries((item ?? {}) as Record<string, unknown>)) {
      row[name] = field === null || field === undefined ? '' : String(field).trim();
    }
    return row;
  });
}

function toInt(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const parsed = Number.parseInt(String(value).replace(/,/g, ''), 10);
  return Number.isFinite(parsed) ? parsed : undefined;
}

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
