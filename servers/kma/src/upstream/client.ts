// The typed 기상청 client used offline and live: it builds the real data.go.kr URLs (always asking
// for JSON), reads the KMA envelope in JSON or XML and the portal gateway's XML errors, and maps
// result codes to UpstreamErrors with a next step for the model.
import { codeErrors, type FetchLike, type Page, parseGatewayXml, requestUpstream, UpstreamError } from '@kopa/kit';
import { XMLParser } from 'fast-xml-parser';
import { HINTS, RESULT_MESSAGES } from './codes.ts';

export const KMA_BASE_URL = 'http://apis.data.go.kr';
const PLATFORM = 'kma';

export type KmaService = 'VilageFcstInfoService_2.0' | 'MidFcstInfoService';
type Params = Record<string, string | number | undefined>;
type Row = Record<string, unknown>;

const toError = codeErrors({ platform: PLATFORM, hints: HINTS, messages: RESULT_MESSAGES });

export function kmaError(code: string, message: string, status?: number): UpstreamError {
  return toError({ code, message, ...(status ? { status } : {}) });
}

const malformed = (message: string, cause?: unknown) =>
  new UpstreamError({
    platform: PLATFORM,
    code: 'MALFORMED',
    kind: 'malformed',
    message,
    hint: 'This is usually transient; call the tool again.',
    ...(cause ? { cause } : {}),
  });

// Numeric fields of the real JSON (nx/ny, 중기 강수확률/기온/파고); XML carries them as text.
const NUMERIC = /^(nx|ny|rnSt\d+(Am|Pm)?|taM(in|ax)\d+(Low|High)?|wh\d+[AB](Am|Pm)?)$/;

const xml = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'item', trimValues: true });

/** The KMA XML envelope as the JSON one, so that both formats are read by the same code. */
function fromXml(text: string): unknown {
  const parsed = xml.parse(text) as { response?: { header?: Row; body?: Row } };
  const body = parsed.response?.body;
  const items = body?.items as { item?: Row[] } | '' | undefined;
  const rows = (items && typeof items === 'object' ? (items.item ?? []) : []).map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([name, value]) => [
        name,
        NUMERIC.test(name) && value !== '' ? Number(value) : String(value ?? ''),
      ]),
    ),
  );
  return parsed.response
    ? { response: { header: parsed.response.header, ...(body ? { body: { ...body, items: { item: rows } } } : {}) } }
    : parsed;
}

function readBody(text: string, status: number): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    try {
      return JSON.parse(trimmed);
    } catch (cause) {
      throw malformed(`the upstream answered HTTP ${status} with a body that is not valid JSON`, cause);
    }
  }
  const gateway = parseGatewayXml(PLATFORM, trimmed);
  if (gateway) throw kmaError(gateway.code, gateway.message, status);
  if (trimmed.includes('<response>')) return fromXml(trimmed);
  if (status >= 500) throw kmaError('04', `HTTP ${status}`, status);
  throw malformed(`the upstream answered HTTP ${status} with an unexpected body`);
}

/**
 * The hint for a code whose table hint would point at the wrong parameter: an empty page past the
 * end is about pageNo, and an invalid 중기예보 request is about tmFc or the region, not nx/ny.
 */
function requestHint(options: { service: KmaService; params: Params; code: string }): string | undefined {
  const { service, params, code } = options;
  const pageNo = Number(params.pageNo ?? 1);
  if (code === '03' && pageNo > 1) {
    return `Nothing on pageNo ${pageNo}: it is past the last page when (pageNo − 1) × numOfRows (${params.numOfRows ?? 10}) reaches totalCount, so call pageNo 1 to read totalCount; otherwise base_date/base_time must be an issue already published (omit them for the latest).`;
  }
  if (code === '10' && service === 'MidFcstInfoService') {
    return 'A parameter is invalid: tmFc must be an issue of the last 24 hours (YYYYMMDD0600 or YYYYMMDD1800); omit it for the latest issue. Take regId or stnId from kma_list_mid_regions.';
  }
  return undefined;
}

function pageOf(body: unknown, status: number, request: { service: KmaService; params: Params }): Page {
  const response = (body as { response?: { header?: Row; body?: Row } }).response;
  const header = response?.header;
  if (!header || typeof header.resultCode !== 'string') throw malformed('the KMA answer has no response.header');
  if (header.resultCode !== '00') {
    const code = header.resultCode;
    const hint = requestHint({ ...request, code });
    throw toError({ code, message: String(header.resultMsg ?? ''), status, ...(hint ? { hint } : {}) });
  }
  const data = response.body ?? {};
  const items = data.items as { item?: unknown } | '' | undefined;
  const raw = items && typeof items === 'object' ? items.item : undefined;
  const rows = raw === undefined || raw === '' ? [] : Array.isArray(raw) ? raw : [raw];
  return {
    resultCode: '00',
    resultMsg: String(header.resultMsg ?? ''),
    totalCount: Number(data.totalCount ?? rows.length),
    pageNo: Number(data.pageNo ?? 1),
    numOfRows: Number(data.numOfRows ?? rows.length),
    items: rows as Row[],
  };
}

export interface KmaClient {
  /** GET /1360000/{service}/{operation}?…&dataType=JSON; resolves with the normalized page. */
  call<R = Row>(service: KmaService, operation: string, params: Params): Promise<Page<R>>;
}

export function createKmaClient(options: { fetch: FetchLike; baseUrl?: string }): KmaClient {
  const baseUrl = (options.baseUrl ?? KMA_BASE_URL).replace(/\/$/, '');
  return {
    async call<R = Row>(service: KmaService, operation: string, params: Params): Promise<Page<R>> {
      const url = new URL(`${baseUrl}/1360000/${service}/${operation}`);
      for (const [name, value] of Object.entries({ ...params, dataType: 'JSON' }))
        if (value !== undefined) url.searchParams.set(name, String(value));
      const response = await requestUpstream({
        platform: PLATFORM,
        fetch: options.fetch,
        url: url.href,
        timeoutCode: '05',
      });
      return pageOf(readBody(await response.text(), response.status), response.status, { service, params }) as Page<R>;
    },
  };
}
