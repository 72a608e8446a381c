// The typed data.ex.co.kr client. Offline and live run this same code: it builds the real URLs
// (always with a User-Agent, which the portal's WAF demands), reads family-D envelopes and absorbs
// their quirks (varying list keys, one row as an object, counters as strings, trailing spaces in
// codes, null echo fields in rows, un-paged snapshots), and maps result codes to UpstreamErrors
// with a next step for the model.
import {
  codeErrors,
  type FetchLike,
  type Page,
  parseExpressway,
  readJsonBody,
  requestUpstream,
  UpstreamError,
} from '@kopa/kit';
import { OPERATIONS, type OperationPath } from './operations.ts';

export const EXPRESSWAY_BASE_URL = 'https://data.ex.co.kr';
export const EXPRESSWAY_USER_AGENT = 'kopa-expressway/0.1 (+https://github.com/kopa-bench)';
const PLATFORM = 'expressway';

export type Row = Record<string, unknown>;
export type ExpresswayPage = Page<Row>;
type Params = Record<string, string | number | undefined>;

const HINTS: Record<string, { kind: UpstreamError['kind']; hint: string }> = {
  INVALID_KEY: { kind: 'auth', hint: 'Pass the key from expressway_get_api_key as `key`.' },
  NO_REGISTERED_KEY: {
    kind: 'auth',
    hint: 'This key is not registered for this session; pass the key from expressway_get_api_key.',
  },
  EXPIRED_KEY: { kind: 'auth', hint: 'The key has expired; renew it with expressway_renew_api_key and call again.' },
  EXCEEDED_LIMIT: { kind: 'rate_limit', hint: 'The call limit of this key is exhausted; wait before calling again.' },
  INVALID_REQUEST_PARAMETER: {
    kind: 'invalid',
    hint: 'A required parameter is missing (named in the message); add it and call again.',
  },
  INVALID_PARAMETER_VALUE: {
    kind: 'invalid',
    hint: 'A parameter value is malformed (routeNo 4 digits, unitCode 3 digits, stdRestCd 6 digits, dates YYYYMMDD; numOfRows ≤ 1000, ≤ 99 for travel times).',
  },
  NO_DATA: {
    kind: 'no_data',
    hint: 'Nothing matched: check the codes (expressway_search_tollbooths, expressway_list_rest_areas) and that the date/hour is not after now.',
  },
  SYSTEM_ERROR: { kind: 'server', hint: 'data.ex.co.kr failed on its side; call again later.' },
  SERVICE_UNAVAILABLE: { kind: 'server', hint: 'data.ex.co.kr is unavailable right now; call again later.' },
  SERVICE_TIMEOUT: { kind: 'timeout', hint: 'data.ex.co.kr did not answer in time; call again.' },
};

/** Fields some operations echo into every row, as null. */
const ECHO_FIELDS = [
  'pageNo',
  'numOfRows',
  'iStartUnitCode',
  'iEndUnitCode',
  'iStartEndStdTypeCode',
  'sumTmUnitTypeCode',
];
/** Filters the live snapshot ignores upstream; the client applies them to the answer. */
const LOCAL_FILTERS: Partial<Record<OperationPath, readonly string[]>> = {
  'odtraffic/trafficAmountByRealtime': ['routeNo', 'updownTypeCode', 'conzoneId'],
};

const toError = codeErrors({ platform: PLATFORM, hints: HINTS });

export function expresswayError(code: string, message: string, status?: number): UpstreamError {
  return toError({ code, message, ...(status ? { status } : {}) });
}

function cleanRow(row: Row): Row {
  const clean: Row = {};
  for (const [field, value] of Object.entries(row)) {
    if (value === null && ECHO_FIELDS.includes(field)) continue;
    clean[field] = typeof value === 'string' ? value.trimEnd() : value;
  }
  return clean;
}

export interface ExpresswayClient {
  /**
   * GET /openapi/{path}; resolves with the normalized page when code is SUCCESS. `noDataHint`
   * replaces the generic next step of a NO_DATA answer.
   */
  list(path: OperationPath, params: Params, options?: { noDataHint?: string }): Promise<ExpresswayPage>;
}

export function createExpresswayClient(options: { fetch: FetchLike; baseUrl?: string }): ExpresswayClient {
  const baseUrl = (options.baseUrl ?? EXPRESSWAY_BASE_URL).replace(/\/$/, '');
  return {
    async list(path, params, listOptions = {}) {
      const spec = OPERATIONS[path];
      const local = LOCAL_FILTERS[path] ?? [];
      const localPaging = spec.paging === 'none';
      const url = new URL(`${baseUrl}/openapi/${path}`);
      url.searchParams.set('type', 'json');
      for (const [name, value] of Object.entries(params)) {
        if (value === undefined || local.includes(name)) continue;
        if (localPaging && (name === 'pageNo' || name === 'numOfRows')) continue;
        url.searchParams.set(name, String(value));
      }
      const response = await requestUpstream({
        platform: PLATFORM,
        fetch: options.fetch,
        url: url.href,
        init: { headers: { 'user-agent': EXPRESSWAY_USER_AGENT, accept: 'application/json' } },
        timeoutCode: 'SERVICE_TIMEOUT',
      });
      if (response.status === 400 || response.status === 404) {
        const text = await response.text();
        const blocked = /Request Blocked/i.test(text);
        throw new UpstreamError({
          platform: PLATFORM,
          code: blocked ? 'REQUEST_BLOCKED' : `HTTP_${response.status}`,
          status: response.status,
          kind: 'other',
          message: blocked ? '400 Request Blocked' : `data.ex.co.kr answered HTTP ${response.status}`,
          hint: blocked
            ? 'The portal blocks requests without a User-Agent header; send one.'
            : 'Check the operation path.',
        });
      }
      const body = (await readJsonBody(PLATFORM, response)) as Row;
      const exception = body.exception as Row | undefined;
      if (exception && !body.code) {
        // Upstream exceptions come back as HTTP 200 with a Java message instead of an envelope.
        throw expresswayError('SYSTEM_ERROR', String(exception.message ?? 'upstream exception'), response.status);
      }
      let page: ExpresswayPage;
      try {
        page = parseExpressway(PLATFORM, body, spec.listKey);
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        const mapped = expresswayError(error.code, error.message, response.status);
        if (error.code === 'NO_DATA' && listOptions.noDataHint) {
          throw new UpstreamError({
            platform: PLATFORM,
            code: mapped.code,
            message: mapped.message,
            kind: mapped.kind,
            hint: listOptions.noDataHint,
          });
        }
        throw mapped;
      }
      let items = page.items.map(cleanRow);
      for (const field of local) {
        const wanted = params[field];
        if (wanted !== undefined) items = items.filter((row) => String(row[field]) === String(wanted));
      }
      if (path === 'trafficapi/trafficIc' && params.inOutType !== undefined) {
        items = items.filter((row) => String(row.inoutType) === String(params.inOutType));
      }
      if (localPaging) {
        const numOfRows = Number(params.numOfRows ?? (items.length || 1));
        const pageNo = Number(params.pageNo ?? 1);
        const totalCount = local.some((field) => params[field] !== undefined) ? items.length : page.totalCount;
        return {
          ...page,
          totalCount,
          pageNo,
          numOfRows,
          items: items.slice((pageNo - 1) * numOfRows, pageNo * numOfRows),
        };
      }
      return {
        ...page,
        pageNo: page.pageNo || Number(params.pageNo ?? 1),
        numOfRows: page.numOfRows || items.length,
        items,
      };
    },
  };
}
