// The typed client of both upstreams, used offline and live: it builds the real URLs (KRX Open API
// with the AUTH_KEY header; FSC services with serviceKey and resultType=json), reads the real
// envelopes and absorbs their quirks, and maps every failure to an UpstreamError with a next step.
import {
  type FetchLike,
  type Page,
  parseFamilyA,
  parseGatewayXml,
  requestUpstream,
  ToolError,
  UpstreamError,
} from '@kopa/kit';
import { XMLParser } from 'fast-xml-parser';
import { errorFor, invalidParameterHint, KRX_RESP_HINTS } from './hints.ts';

export const KRX_BASE_URL = 'https://data-dbg.krx.co.kr';
export const FSC_BASE_URL = 'https://apis.data.go.kr';
const PLATFORM = 'krx';

export type Row = Record<string, string>;
export type FscService = 'GetStockSecuritiesInfoService/getStockPriceInfo' | 'GetKrxListedInfoService/getItemInfo';

export interface KrxClient {
  /** One KRX Open API call: the whole OutBlock_1 of a day ([] on a closed or unpublished day). */
  krx(api: string, options: { AUTH_KEY: string; basDd: string }): Promise<Row[]>;
  /** One FSC page; totalCount 0 is raised as 03 NODATA_ERROR. */
  fsc(service: FscService, params: Record<string, string | undefined>): Promise<Page<Row>>;
}

/** Printable ASCII only: what an AUTH_KEY header may carry. */
const HEADER_SAFE = /^[\x21-\x7e]+$/;

const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

/** String values, trimmed; anything else as its JSON text (the upstreams send only strings). */
function cleanRow(row: Record<string, unknown>): Row {
  const out: Row = {};
  for (const [name, value] of Object.entries(row))
    out[name] = typeof value === 'string' ? value.trim() : value === null || value === undefined ? '' : String(value);
  return out;
}

const malformed = (message: string, status?: number) =>
  new UpstreamError({
    platform: PLATFORM,
    code: 'MALFORMED',
    kind: 'malformed',
    message,
    hint: 'This is usually transient; call the tool again.',
    ...(status ? { status } : {}),
  });

async function readKrx(response: Response): Promise<Row[]> {
  if (response.status === 429)
    throw errorFor({ code: '429', message: 'Too Many Requests', status: 429, hints: KRX_RESP_HINTS });
  if (response.status >= 500)
    throw errorFor({ code: String(response.status), message: 'KRX Open API server error', status: response.status });
  const text = await response.text();
  let body: { OutBlock_1?: unknown; respCode?: unknown; respMsg?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw malformed(`KRX answered HTTP ${response.status} with a body that is not JSON`, response.status);
  }
  if (body.respCode !== undefined || response.status >= 400) {
    const message = String(body.respMsg ?? `HTTP ${response.status}`);
    const code = String(body.respCode ?? response.status);
    throw errorFor({ code, message, status: response.status, hints: KRX_RESP_HINTS, variant: message });
  }
  if (!Array.isArray(body.OutBlock_1)) throw malformed('the KRX answer has no OutBlock_1 list');
  return (body.OutBlock_1 as Record<string, unknown>[]).map(cleanRow);
}

const xml = new XMLParser({ parseTagValue: false, trimValues: true });

function readFsc(text: string, status: number): Page<Row> {
  const trimmed = text.trim();
  let body: unknown;
  if (trimmed.startsWith('<')) {
    const gateway = parseGatewayXml(PLATFORM, trimmed);
    if (gateway) throw errorFor({ code: gateway.code, message: gateway.message, status });
    body = xml.parse(trimmed);
  } else {
    try {
      body = JSON.parse(trimmed);
    } catch {
      throw malformed(`data.go.kr answered HTTP ${status} with a body that is not valid JSON or XML`, status);
    }
  }
  const header = (body as { OpenAPI_ServiceResponse?: { cmmMsgHeader?: Record<string, unknown> } })
    .OpenAPI_ServiceResponse?.cmmMsgHeader;
  if (header?.returnReasonCode !== undefined)
    throw errorFor({
      code: String(header.returnReasonCode),
      message: String(header.errMsg ?? header.returnAuthMsg ?? 'SERVICE ERROR'),
      status,
    });
  try {
    const page = parseFamilyA(PLATFORM, body);
    return { ...page, items: page.items.map(cleanRow) };
  } catch (error) {
    if (error instanceof UpstreamError && error.kind !== 'malformed')
      throw errorFor({ code: error.code, message: error.message, status });
    throw error;
  }
}

export function createKrxClient(options: { fetch: FetchLike; baseUrl?: string }): KrxClient {
  const krxBase = options.baseUrl ?? KRX_BASE_URL;
  // One platform, two hosts: a base-URL override (e.g. `kopa sim serve`) serves both paths.
  const fscBase = krxBase === KRX_BASE_URL ? FSC_BASE_URL : krxBase;
  return {
    async krx(api, { AUTH_KEY, basDd }) {
      // fetch refuses a header value outside Latin-1 (and CR/LF) before sending: say what to fix
      // rather than reporting the upstream unreachable.
      if (!HEADER_SAFE.test(AUTH_KEY)) {
        throw new ToolError(
          'AUTH_KEY has characters an HTTP header cannot carry (a KRX key is 40 hexadecimal characters, ASCII only). Pass the key from krx_get_api_key as AUTH_KEY, without spaces or line breaks.',
          { parameter: 'AUTH_KEY' },
        );
      }
      const url = new URL(join(krxBase, `/svc/apis/${api}`));
      url.searchParams.set('basDd', basDd);
      const response = await requestUpstream({
        platform: PLATFORM,
        fetch: options.fetch,
        url: url.href,
        init: { headers: { AUTH_KEY, accept: 'application/json' } },
      });
      return readKrx(response);
    },
    async fsc(service, params) {
      const url = new URL(join(fscBase, `/1160100/service/${service}`));
      for (const [name, value] of Object.entries(params))
        if (value !== undefined && value !== '') url.searchParams.set(name, value);
      url.searchParams.set('resultType', 'json');
      let response: Response;
      try {
        response = await requestUpstream({ platform: PLATFORM, fetch: options.fetch, url: url.href });
      } catch (error) {
        if (error instanceof UpstreamError && error.kind === 'timeout')
          throw errorFor({ code: '05', message: 'SERVICETIMEOUT_ERROR', cause: error });
        throw error;
      }
      let page: Page<Row>;
      try {
        page = readFsc(await response.text(), response.status);
      } catch (error) {
        // The service names no parameter in 10 INVALID_REQUEST_PARAMETER_ERROR; find the one it refused.
        if (error instanceof UpstreamError && error.code === '10')
          throw errorFor({ code: '10', message: error.message, hint: invalidParameterHint(params), cause: error });
        throw error;
      }
      if (page.totalCount === 0)
        throw errorFor({ code: '03', message: 'NODATA_ERROR (totalCount 0: no item matched the query)' });
      if (service === 'GetKrxListedInfoService/getItemInfo')
        page.items = page.items.map((row) => ({ ...row, srtnCd: (row.srtnCd ?? '').replace(/^A/, '') }));
      return page;
    },
  };
}
