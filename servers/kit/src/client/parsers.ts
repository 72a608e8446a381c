// Envelope parsers: each family's real envelope in, one normalized page out (DESIGN §3.1), with
// the quirks absorbed here and upstream errors raised as UpstreamError keeping the real code.
import { UpstreamError } from '../errors.ts';

export type Row = Record<string, unknown>;

export interface Page<R = Row> {
  resultCode: string;
  resultMsg: string;
  totalCount: number;
  pageNo: number;
  numOfRows: number;
  items: R[];
}

/** Reads a body as JSON; a truncated or non-JSON body becomes a `malformed` UpstreamError. */
export async function readJsonBody(platform: string, response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch (cause) {
    const gateway = parseGatewayXml(platform, text);
    if (gateway) throw gateway;
    throw new UpstreamError({
      platform,
      code: 'MALFORMED',
      kind: 'malformed',
      status: response.status,
      message: `the upstream answered HTTP ${response.status} with a body that is not valid JSON`,
      hint: 'This is usually transient; call the tool again.',
      cause,
    });
  }
}

/** data.go.kr gateway errors (`OpenAPI_ServiceResponse`), XML or JSON. */
export function parseGatewayXml(platform: string, text: string): UpstreamError | undefined {
  const code = /<returnReasonCode>\s*([^<]*)<\/returnReasonCode>/.exec(text)?.[1]?.trim();
  if (code === undefined) return undefined;
  const authMsg = /<returnAuthMsg>\s*([^<]*)<\/returnAuthMsg>/.exec(text)?.[1]?.trim() ?? 'SERVICE ERROR';
  return gatewayError(platform, code, authMsg);
}

const GATEWAY_HINTS: Record<string, { kind: UpstreamError['kind']; hint: string }> = {
  '30': { kind: 'auth', hint: 'The serviceKey is not registered; get the key with the get_api_key tool.' },
  '31': { kind: 'auth', hint: 'The serviceKey has expired; renew it with the renew_api_key tool.' },
  '22': { kind: 'rate_limit', hint: 'The daily request limit is exceeded; wait before calling again.' },
  '12': { kind: 'invalid', hint: 'No such OpenAPI service; check the operation.' },
};

export function gatewayError(platform: string, code: string, authMsg: string): UpstreamError {
  const known = GATEWAY_HINTS[code];
  return new UpstreamError({
    platform,
    code,
    message: authMsg,
    kind: known?.kind ?? 'other',
    ...(known ? { hint: known.hint } : {}),
  });
}

function asArray(value: unknown): Row[] {
  if (value === undefined || value === null || value === '') return [];
  return (Array.isArray(value) ? value : [value]) as Row[];
}

function toInt(value: unknown): number {
  const parsed = Number.parseInt(String(value ?? '0').replace(/,/g, ''), 10);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** Family A: `response.header/body.items.item` (item may be "", an object or an array). */
export function parseFamilyA(platform: string, body: unknown): Page {
  const gateway = (body as { cmmMsgHeader?: { returnReasonCode?: string; returnAuthMsg?: string } }).cmmMsgHeader;
  if (gateway?.returnReasonCode)
    throw gatewayError(platform, String(gateway.returnReasonCode), gateway.returnAuthMsg ?? 'SERVICE ERROR');
  const response = (body as { response?: { header?: Row; body?: Row } }).response;
  if (!response?.header) throw unexpected(platform, 'response.header');
  return pageFrom(platform, response.header, response.body ?? {}, (data) => {
    const items = data.items as { item?: unknown } | '' | undefined;
    return asArray(items === '' || items === undefined ? undefined : items.item);
  });
}

/** Family A′: the operation name as root key, `item` directly under it. */
export function parseFamilyAPrime(platform: string, root: string, body: unknown): Page {
  const data = (body as Record<string, Row | undefined>)[root];
  if (!data?.header) throw unexpected(platform, `${root}.header`);
  return pageFrom(platform, data.header as Row, data, (value) => asArray(value.item));
}

/** Family A″: top-level header/body with `items` an array. */
export function parseFamilyADoublePrime(platform: string, body: unknown): Page {
  const data = body as { header?: Row; body?: Row };
  if (!data.header) throw unexpected(platform, 'header');
  return pageFrom(platform, data.header, data.body ?? {}, (value) => asArray(value.items));
}

function pageFrom(platform: string, header: Row, data: Row, items: (data: Row) => Row[]): Page {
  const resultCode = String(header.resultCode ?? '');
  const resultMsg = String(header.resultMsg ?? '');
  if (resultCode !== '00' && resultCode !== '0000') {
    throw new UpstreamError({
      platform,
      code: resultCode,
      message: resultMsg,
      kind: resultCode === '03' ? 'no_data' : resultCode === '22' ? 'rate_limit' : 'invalid',
    });
  }
  return {
    resultCode,
    resultMsg,
    totalCount: toInt(data.totalCount),
    pageNo: toInt(data.pageNo),
    numOfRows: toInt(data.numOfRows),
    items: items(data),
  };
}

/** Family B, NEIS/Assembly/Gyeonggi: `{SVC: [{head}, {row}]}` or a top-level `RESULT`. */
export function parseInfoFamily(
  platform: string,
  service: string,
  body: unknown,
  page: { pageNo: number; numOfRows: number },
): Page {
  const data = body as Record<string, unknown>;
  const topLevel = data.RESULT as { CODE?: string; MESSAGE?: string } | undefined;
  if (topLevel) throw infoError(platform, topLevel);
  const parts = data[service];
  if (!Array.isArray(parts)) throw unexpected(platform, service);
  const head = asArray((parts[0] as Row | undefined)?.head);
  const result = (head.find((entry) => 'RESULT' in entry)?.RESULT ?? {}) as { CODE?: string; MESSAGE?: string };
  if (result.CODE && result.CODE !== 'INFO-000') throw infoError(platform, result);
  const total = toInt(head.find((entry) => 'list_total_count' in entry)?.list_total_count);
  const rows = asArray((parts[1] as Row | undefined)?.row);
  return { resultCode: 'INFO-000', resultMsg: result.MESSAGE ?? '', totalCount: total, ...page, items: rows };
}

/** Family B, Seoul: `{SVC: {list_total_count, RESULT, row}}` or a top-level `RESULT`. */
export function parseSeoul(
  platform: string,
  service: string,
  body: unknown,
  page: { pageNo: number; numOfRows: number },
): Page {
  const data = body as Record<string, Row | undefined>;
  const topLevel = data.RESULT as { CODE?: string; MESSAGE?: string } | undefined;
  if (topLevel) throw infoError(platform, topLevel);
  const content = data[service];
  if (!content) throw unexpected(platform, service);
  const result = (content.RESULT ?? {}) as { CODE?: string; MESSAGE?: string };
  if (result.CODE && result.CODE !== 'INFO-000') throw infoError(platform, result);
  return {
    resultCode: 'INFO-000',
    resultMsg: result.MESSAGE ?? '',
    totalCount: toInt(content.list_total_count),
    ...page,
    items: asArray(content.row),
  };
}

function infoError(platform: string, result: { CODE?: string; MESSAGE?: string }): UpstreamError {
  const code = result.CODE ?? 'UNKNOWN';
  const kind: UpstreamError['kind'] =
    code === 'INFO-200'
      ? 'no_data'
      : code === 'INFO-100' || code === 'ERROR-290'
        ? 'auth'
        : code === 'INFO-300' || code === 'ERROR-337'
          ? 'rate_limit'
          : code.startsWith('ERROR-5') || code.startsWith('ERROR-6')
            ? 'server'
            : 'invalid';
  return new UpstreamError({ platform, code, message: result.MESSAGE ?? code, kind });
}

/** Family D (data.ex.co.kr): `code: "SUCCESS"`, `count`, and a list key that varies. */
export function parseExpressway(platform: string, body: unknown, listKey = 'list'): Page {
  const data = body as Row;
  const code = String(data.code ?? '');
  if (code !== 'SUCCESS') {
    const message = String(data.message ?? (data.exception as Row | undefined)?.message ?? code);
    const kind: UpstreamError['kind'] = /KEY/.test(code)
      ? 'auth'
      : code === 'EXCEEDED_LIMIT'
        ? 'rate_limit'
        : code === 'NO_DATA'
          ? 'no_data'
          : code === 'SYSTEM_ERROR' || code === 'SERVICE_UNAVAILABLE'
            ? 'server'
            : 'invalid';
    throw new UpstreamError({ platform, code: code || 'ERROR', message, kind });
  }
  return {
    resultCode: 'SUCCESS',
    resultMsg: String(data.message ?? ''),
    totalCount: toInt(data.count),
    pageNo: toInt(data.pageNo),
    numOfRows: toInt(data.numOfRows),
    items: asArray(data[listKey]),
  };
}

/** Family F (KRX): `OutBlock_1`; HTTP 401 with respCode for unapproved APIs. */
export function parseKrx(platform: string, status: number, body: unknown): Row[] {
  const data = body as Row;
  if (status === 401 || data.respCode) {
    throw new UpstreamError({
      platform,
      code: String(data.respCode ?? status),
      message: String(data.respMsg ?? 'Unauthorized API Call'),
      kind: 'auth',
      status,
      hint: 'This KRX API needs its own approval for the key; check the key with the get_api_key tool.',
    });
  }
  if (!Array.isArray(data.OutBlock_1)) throw unexpected(platform, 'OutBlock_1');
  return data.OutBlock_1 as Row[];
}

function unexpected(platform: string, field: string): UpstreamError {
  return new UpstreamError({
    platform,
    code: 'MALFORMED',
    kind: 'malformed',
    message: `the upstream answer has no ${field}`,
    hint: 'This is usually transient; call the tool again.',
  });
}
