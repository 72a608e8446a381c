// Real codes of both upstreams mapped to a kind and a next step for the model: the KRX Open API's
// respCode/respMsg (401 key vs approval, 404, 400, 429, 5xx) and the data.go.kr codes of the FSC
// services (gateway 30/31/22/12/05, body 10 and the normalized 03 NODATA_ERROR).
import { UpstreamError } from '@kopa/kit';
import { parseYmd } from '../data/calendar.ts';

type Kind = UpstreamError['kind'];
interface Hint {
  kind: Kind;
  hint: string;
}

/** KRX answers keyed by respMsg where one code (401) has several meanings. */
export const KRX_RESP_HINTS: Record<string, Hint> = {
  'Unauthorized Key': {
    kind: 'auth',
    hint: 'The AUTH_KEY header was missing or not registered; pass the key from krx_get_api_key as AUTH_KEY.',
  },
  'Expired Key': { kind: 'auth', hint: 'The key has expired; renew it with krx_renew_api_key and call again.' },
  'Unauthorized API Call': {
    kind: 'auth',
    hint: 'The key is valid but not approved for this KRX API (each API needs its own 이용신청); use another tool, e.g. krx_get_stock_price_info for prices.',
  },
  '404': { kind: 'invalid', hint: 'No such KRX API path; use one of the krx_* tools.' },
  '400': { kind: 'invalid', hint: 'basDd must be a real date as YYYYMMDD, e.g. 20260115.' },
  '429': { kind: 'rate_limit', hint: 'The KRX request limit is exceeded; wait before calling again.' },
};

const DATA_GO_KR: Record<string, Hint> = {
  '03': {
    kind: 'no_data',
    hint: 'Nothing matched: check likeSrtnCd/itmsNm (find codes with krx_get_listed_item_info), and use a trading day already published (data for a day appears at 13:00 KST of the next business day).',
  },
  '05': { kind: 'timeout', hint: 'The data.go.kr service did not answer in time; call the tool again.' },
  '10': {
    kind: 'invalid',
    hint: 'A parameter value is invalid: dates are YYYYMMDD, numOfRows and pageNo positive integers, ranges numbers.',
  },
  '12': {
    kind: 'invalid',
    hint: 'No such data.go.kr service; use krx_get_stock_price_info or krx_get_listed_item_info.',
  },
  '20': { kind: 'auth', hint: 'Access to this service is denied for the key.' },
  '22': {
    kind: 'rate_limit',
    hint: 'The daily request limit of the serviceKey is exceeded; wait before calling again.',
  },
  '30': {
    kind: 'auth',
    hint: 'The serviceKey is not registered (or not approved for this service); pass the key from krx_get_api_key as serviceKey.',
  },
  '31': { kind: 'auth', hint: 'The serviceKey has expired; renew it with krx_renew_api_key and call again.' },
  '32': { kind: 'auth', hint: 'This IP is not registered for the key.' },
  '99': { kind: 'server', hint: 'data.go.kr reported an unknown error; try again later.' },
};

export function errorFor(options: {
  code: string;
  message: string;
  status?: number;
  hints?: Record<string, Hint>;
  /** A respMsg that selects the hint when one code has several meanings. */
  variant?: string;
  /** Replaces the table's hint (e.g. one that names the refused parameter). */
  hint?: string;
  cause?: unknown;
}): UpstreamError {
  const table = options.hints ?? DATA_GO_KR;
  const known = (options.variant !== undefined ? table[options.variant] : undefined) ?? table[options.code];
  const server = options.status !== undefined && options.status >= 500;
  return new UpstreamError({
    platform: 'krx',
    code: options.code,
    message: options.message,
    kind: known?.kind ?? (server ? 'server' : 'other'),
    hint:
      options.hint ??
      known?.hint ??
      (server ? 'The upstream failed; call the tool again later.' : 'Check the arguments and call again.'),
    ...(options.status !== undefined ? { status: options.status } : {}),
    ...(options.cause !== undefined ? { cause: options.cause } : {}),
  });
}

const DATE_PARAMS = ['basDt', 'beginBasDt', 'endBasDt'];
const PAGING_PARAMS = ['numOfRows', 'pageNo'];

/**
 * The hint of a 10 INVALID_REQUEST_PARAMETER_ERROR for the request that got it: the FSC services do
 * not say which value they refused, so the sent parameters are checked the way the service checks them.
 */
export function invalidParameterHint(params: Record<string, string | undefined>): string {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    if (DATE_PARAMS.includes(name) && (!/^\d{8}$/.test(value) || parseYmd(value) === undefined))
      problems.push(`${name}=${value.slice(0, 20)} is not a real date (YYYYMMDD, e.g. 20260115)`);
    else if (PAGING_PARAMS.includes(name) && !/^[1-9]\d{0,6}$/.test(value))
      problems.push(`${name}=${value.slice(0, 20)} is not a positive integer`);
    else if (/^(begin|end)(?!BasDt)/.test(name) && !Number.isFinite(Number(value)))
      problems.push(`${name}=${value.slice(0, 20)} is not a number`);
  }
  if (problems.length === 0) return DATA_GO_KR['10']?.hint ?? 'Check the arguments and call again.';
  return `${problems.join('; ')}. Fix ${problems.length === 1 ? 'it' : 'them'} and call again.`;
}
