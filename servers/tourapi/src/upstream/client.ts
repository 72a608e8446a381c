// The typed KorService2 client used offline and live: builds the real data.go.kr URLs, reads every answer form
// the service has (the "0000"/"OK" envelope, the flat {resultCode, resultMsg} parameter errors, the gateway's
// XML or JSON OpenAPI_ServiceResponse), absorbs the quirks (items "" or absent, one item as an object, numbers
// as numbers or strings, padded values) and maps codes to UpstreamErrors with a next step.
import {
  type CodeErrorOptions,
  codeErrors,
  type FetchLike,
  parseGatewayXml,
  requestUpstream,
  UpstreamError,
} from '@kopa/kit';
import { RESULT_MESSAGES } from './envelope.ts';

export const TOUR_BASE_URL = 'https://apis.data.go.kr';
export const SERVICE = '/B551011/KorService2';
const PLATFORM = 'tourapi';

export type TourOperation =
  | 'areaBasedList2'
  | 'locationBasedList2'
  | 'searchKeyword2'
  | 'searchFestival2'
  | 'searchStay2'
  | 'detailCommon2'
  | 'detailIntro2'
  | 'detailInfo2'
  | 'detailImage2'
  | 'areaBasedSyncList2'
  | 'ldongCode2'
  | 'lclsSystmCode2'
  | 'areaCode2'
  | 'categoryCode2';

export type TourParams = Record<string, string | number | undefined>;
export type TourItem = Record<string, string>;

export interface TourPage {
  resultCode: string;
  resultMsg: string;
  totalCount: number;
  pageNo: number;
  numOfRows: number;
  items: TourItem[];
}

const HINTS: Record<string, { kind: UpstreamError['kind']; hint: string }> = {
  '30': {
    kind: 'auth',
    hint: 'The serviceKey is not registered; pass the key from tourapi_get_api_key as serviceKey.',
  },
  '31': { kind: 'auth', hint: 'The serviceKey has expired; renew it with tourapi_renew_api_key and call again.' },
  '20': {
    kind: 'auth',
    hint: 'Access is denied for this key (revoked or not approved); check it with tourapi_get_api_key.',
  },
  '32': { kind: 'auth', hint: 'This IP is not registered for the key.' },
  '22': { kind: 'rate_limit', hint: "The key's daily request limit is used up; wait before calling again." },
  '12': { kind: 'invalid', hint: 'No such KorService2 operation; the operations end in 2 (e.g. areaBasedList2).' },
  '10': {
    kind: 'invalid',
    hint: 'The parameter in brackets has an invalid value or is not accepted by this operation; fix it as the tool description says.',
  },
  '11': {
    kind: 'invalid',
    hint: 'The mandatory parameter in brackets is missing (MobileOS and MobileApp are always required).',
  },
  '03': { kind: 'no_data', hint: 'Nothing matched; check the contentId with a list tool and call again.' },
  '05': { kind: 'timeout', hint: 'TourAPI did not answer in time; call the tool again.' },
  '04': { kind: 'server', hint: 'TourAPI failed behind the gateway; call the tool again later.' },
  '01': { kind: 'server', hint: 'TourAPI reported an application error; call the tool again later.' },
  '02': { kind: 'server', hint: 'TourAPI reported a database error; call the tool again later.' },
  '99': { kind: 'server', hint: 'TourAPI reported an unknown error; call the tool again later.' },
};

const toError = codeErrors({ platform: PLATFORM, hints: HINTS, messages: RESULT_MESSAGES });

export function tourError(options: CodeErrorOptions): UpstreamError {
  return toError({ ...options, message: options.message || RESULT_MESSAGES[options.code] || 'UNKNOWN_ERROR' });
}

export interface TourClient {
  /** One page of a KorService2 operation; resolves when the header says 0000. */
  call(operation: TourOperation, params: TourParams): Promise<TourPage>;
}

export function createTourClient(options: { fetch: FetchLike; baseUrl?: string }): TourClient {
  const baseUrl = (options.baseUrl ?? TOUR_BASE_URL).replace(/\/+$/, '');
  return {
    async call(operation, params) {
      const url = new URL(`${baseUrl}${SERVICE}/${operation}`);
      for (const [name, value] of Object.entries({ _type: 'json', ...params })) {
        if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
      }
      const response = await send({ fetch: options.fetch, url: url.href });
      const body = readBody({ text: await response.text(), status: response.status });
      return pageOf(body);
    },
  };
}

async function send(options: { fetch: FetchLike; url: string }): Promise<Response> {
  try {
    return await requestUpstream({ platform: PLATFORM, fetch: options.fetch, url: options.url, timeoutCode: '05' });
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === 'timeout') {
      throw tourError({
        code: '05',
        message: `${RESULT_MESSAGES['05']} (no answer in time)`,
        hint: HINTS['05']?.hint ?? '',
      });
    }
    throw error;
  }
}

function readBody(options: { text: string; status: number }): Record<string, unknown> {
  const text = options.text.trim();
  if (text.startsWith('<')) {
    const gateway = parseGatewayXml(PLATFORM, text);
    if (gateway) throw tourError({ code: gateway.code, message: gateway.message, status: options.status });
    const code = /<resultCode>\s*([^<]*)<\/resultCode>/.exec(text)?.[1]?.trim();
    const message = /<resultMsg>\s*([^<]*)<\/resultMsg>/.exec(text)?.[1]?.trim();
    if (code && code !== '0000' && code !== '00') throw tourError({ code, ...(message ? { message } : {}) });
    throw malformed(`the answer (HTTP ${options.status}) is XML; ask for _type=json`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (cause) {
    throw malformed(`the answer (HTTP ${options.status}) is not valid JSON`, cause);
  }
  const record = (body ?? {}) as Record<string, unknown>;
  const gateway = (record.cmmMsgHeader ??
    (record.OpenAPI_ServiceResponse as Record<string, unknown> | undefined)?.cmmMsgHeader) as
    | { returnReasonCode?: unknown; returnAuthMsg?: unknown }
    | undefined;
  if (gateway?.returnReasonCode !== undefined) {
    throw tourError({
      code: String(gateway.returnReasonCode).trim(),
      message: String(gateway.returnAuthMsg ?? '').trim(),
      status: options.status,
    });
  }
  // Parameter errors come back flat, without the response wrapper.
  if (!record.response && record.resultCode !== undefined) {
    const code = String(record.resultCode).trim();
    if (code !== '0000' && code !== '00') throw tourError({ code, message: String(record.resultMsg ?? '').trim() });
  }
  return record;
}

function pageOf(body: Record<string, unknown>): TourPage {
  const response = body.response as { header?: Record<string, unknown>; body?: Record<string, unknown> } | undefined;
  if (!response?.header) throw malformed('the answer has no response.header');
  const code = String(response.header.resultCode ?? '').trim();
  const message = String(response.header.resultMsg ?? '').trim();
  if (code !== '0000' && code !== '00') throw tourError({ code, message });
  const data = response.body ?? {};
  const items = data.items as { item?: unknown } | '' | undefined;
  return {
    resultCode: code,
    resultMsg: message,
    totalCount: toInt(data.totalCount),
    pageNo: toInt(data.pageNo) || 1,
    numOfRows: toInt(data.numOfRows),
    items: asItems(items && typeof items === 'object' ? items.item : undefined),
  };
}

/** `item` is a list, one object, "" or absent; every value becomes a trimmed string. */
function asItems(value: unknown): TourItem[] {
  if (value === undefined || value === null || value === '') return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((entry) => {
    const row: TourItem = {};
    for (const [name, field] of Object.entries((entry ?? {}) as Record<string, unknown>)) {
      row[name] = field === null || field === undefined ? '' : String(field).trim();
    }
    return row;
  });
}

function toInt(value: unknown): number {
  const parsed = Number.parseInt(String(value ?? '0').replace(/,/g, ''), 10);
  return Number.isFinite(parsed) ? parsed : 0;
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
