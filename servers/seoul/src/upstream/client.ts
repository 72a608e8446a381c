// The typed Seoul client both modes use. It builds the real positional URLs for both hosts
// (openapi.seoul.go.kr:8088 and swopenapi.seoul.go.kr), reads both envelopes, absorbs their
// quirks (root keys that differ from the service, a lone row as an object, nulls, padded
// strings, flat realtime errors) and maps result codes to UpstreamErrors with a next step.
import {
  codeErrors,
  type FetchLike,
  type Page,
  parseSeoul,
  readJsonBody,
  requestUpstream,
  UpstreamError,
} from '@kopa/kit';

export const SEOUL_BASE_URL = 'http://openapi.seoul.go.kr:8088';
export const SEOUL_REALTIME_BASE_URL = 'http://swopenapi.seoul.go.kr/api/subway';
const PLATFORM = 'seoul';

/** Services whose JSON root differs from the service name. */
const ROOT_KEYS: Record<string, string> = { bikeList: 'rentBikeStatus', tbCycleStationInfo: 'stationInfo' };
const REALTIME_LIST_KEYS: Record<string, string> = {
  realtimeStationArrival: 'realtimeArrivalList',
  realtimePosition: 'realtimePositionList',
};

type Kind = UpstreamError['kind'];
const RANGE_HINT = 'START_INDEX and END_INDEX are integers (1-based; realtime tools 0-based).';
const HINTS: Record<string, { kind: Kind; hint: string }> = {
  'INFO-100': { kind: 'auth', hint: 'Pass the key from seoul_get_api_key as KEY.' },
  'INFO-200': {
    kind: 'no_data',
    hint: 'Nothing matched: check the name or code (seoul_search_subway_station), the date (CardSubwayStatsNew is published about 3 days late) or the START_INDEX/END_INDEX range.',
  },
  'ERROR-300': { kind: 'invalid', hint: 'A required positional value is missing; fill every required parameter.' },
  'ERROR-301': { kind: 'invalid', hint: 'TYPE must be json or xml (this client sends json).' },
  'ERROR-310': { kind: 'invalid', hint: 'No such service; check the operation name.' },
  'ERROR-331': { kind: 'invalid', hint: RANGE_HINT },
  'ERROR-332': { kind: 'invalid', hint: RANGE_HINT },
  'ERROR-333': { kind: 'invalid', hint: RANGE_HINT },
  'ERROR-334': { kind: 'invalid', hint: 'END_INDEX must not be smaller than START_INDEX.' },
  'ERROR-335': { kind: 'invalid', hint: 'The sample key returns at most 5 rows; use the key from seoul_get_api_key.' },
  'ERROR-336': {
    kind: 'invalid',
    hint: 'Ask for at most 1000 rows per call (END_INDEX - START_INDEX + 1 ≤ 1000) and page through with START_INDEX.',
  },
  'ERROR-337': { kind: 'rate_limit', hint: 'The daily call limit of this key is used up; wait until tomorrow.' },
  'ERROR-500': { kind: 'server', hint: 'The Seoul portal failed; call the tool again later.' },
  'ERROR-600': { kind: 'server', hint: 'The Seoul portal failed; call the tool again later.' },
  'ERROR-601': { kind: 'server', hint: 'The Seoul portal failed; call the tool again later.' },
};

const toError = codeErrors({ platform: PLATFORM, hints: HINTS });

export function seoulError(options: { code: string; message: string; status?: number }): UpstreamError {
  const expired = options.code === 'INFO-100' && options.message.includes('만료');
  return toError({
    ...options,
    ...(expired ? { hint: 'The key has expired; renew it with seoul_renew_api_key.' } : {}),
  });
}

type Row = Record<string, unknown>;

/** Trims padded strings and turns the realtime host's nulls into "". */
function cleanRow(row: Row): Row {
  const out: Row = {};
  for (const [field, value] of Object.entries(row)) {
    out[field] = value === null || value === undefined ? '' : typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

function rowsOf(value: unknown): Row[] {
  if (value === undefined || value === null || value === '') return [];
  return (Array.isArray(value) ? value : [value]).filter((row): row is Row => typeof row === 'object' && row !== null);
}

export interface ListRequest {
  service: string;
  key: string;
  /** 1-based, inclusive. */
  start: number;
  end: number;
  /** Positional filters after END_INDEX; a blank one in the middle is sent as a space. */
  filters?: ReadonlyArray<string | undefined>;
}

export interface RealtimeRequest {
  service: 'realtimeStationArrival' | 'realtimePosition';
  key: string;
  /** 0-based. */
  start: number;
  end: number;
  arg: string;
}

export interface SeoulClient {
  list(request: ListRequest): Promise<Page>;
  realtime(request: RealtimeRequest): Promise<Page>;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

export function createSeoulClient(options: { fetch: FetchLike; baseUrl?: string }): SeoulClient {
  const base = (options.baseUrl ?? SEOUL_BASE_URL).replace(/\/+$/, '');
  // One configurable base serves both hosts: the real one maps to swopenapi, an override
  // (kopa sim serve, a proxy) gets the realtime paths under /api/subway.
  const realtimeBase = base === SEOUL_BASE_URL ? SEOUL_REALTIME_BASE_URL : `${base}/api/subway`;
  const get = (url: string) => requestUpstream({ platform: PLATFORM, fetch: options.fetch, url });

  const client: SeoulClient = {
    async list({ service, key, start, end, filters = [] }) {
      const tail = [...filters];
      while (tail.length > 0 && (tail.at(-1) === undefined || tail.at(-1) === '')) tail.pop();
      const path = [key, 'json', service, start, end, ...tail.map((value) => value || ' ')].map(segment).join('/');
      const response = await get(`${base}/${path}`);
      const body = (await readJsonBody(PLATFORM, response)) as Row;
      const numOfRows = Math.max(1, end - start + 1);
      let page: Page;
      try {
        page = parseSeoul(PLATFORM, ROOT_KEYS[service] ?? service, body, {
          pageNo: Math.floor((start - 1) / numOfRows) + 1,
          numOfRows,
        });
      } catch (error) {
        if (error instanceof UpstreamError && error.code !== 'MALFORMED') {
          throw seoulError({ code: error.code, message: error.message, status: response.status });
        }
        throw error;
      }
      return { ...page, items: page.items.map(cleanRow) };
    },

    async realtime({ service, key, start, end, arg }) {
      const path = [key, 'json', service, start, end, arg].map(segment).join('/');
      const response = await get(`${realtimeBase}/${path}`);
      const body = (await readJsonBody(PLATFORM, response)) as Row;
      const header = body.errorMessage as Row | undefined;
      // Errors come three ways: inside errorMessage, flat at the top, or as a portal RESULT.
      const result = (body.RESULT as Row | undefined) ?? (typeof body.code === 'string' ? body : header);
      if (!result) {
        throw new UpstreamError({
          platform: PLATFORM,
          code: 'MALFORMED',
          kind: 'malformed',
          message: 'the realtime answer has no errorMessage',
          hint: 'This is usually transient; call the tool again.',
        });
      }
      const code = String(result.CODE ?? result.code ?? '');
      const message = String(result.MESSAGE ?? result.message ?? '');
      if (code !== 'INFO-000') throw seoulError({ code: code || 'UNKNOWN', message, status: response.status });
      const items = rowsOf(body[REALTIME_LIST_KEYS[service] ?? '']).map(cleanRow);
      const numOfRows = Math.max(1, end - start);
      return {
        resultCode: code,
        resultMsg: message,
        totalCount: Number(header?.total ?? items.length) || 0,
        pageNo: Math.floor(start / numOfRows) + 1,
        numOfRows,
        items,
      };
    },
  };
  return {
    list: (request) => pastEndAware({ request, base: 1, read: client.list }),
    realtime: (request) => pastEndAware({ request, base: 0, read: client.realtime }),
  };
}

/**
 * Both hosts answer a range that starts past the last row with the same INFO-200 as a filter that
 * matches nothing. When the range does not start at the first row, one more row (the first) is read
 * for the total, so that the answer says the range is past the end and which range is the last.
 */
async function pastEndAware<Request extends { start: number; end: number }>(options: {
  request: Request;
  base: 0 | 1;
  read: (request: Request) => Promise<Page>;
}): Promise<Page> {
  const { request, base, read } = options;
  try {
    return await read(request);
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.code !== 'INFO-200' || request.start <= base) throw error;
    let total: number;
    try {
      total = (await read({ ...request, start: base, end: base + (base === 1 ? 0 : 1) })).totalCount;
    } catch {
      throw error;
    }
    if (total <= 0) throw error;
    const size = Math.max(1, request.end - request.start + (base === 1 ? 1 : 0));
    // 1-based with an inclusive end on 8088; 0-based with an exclusive end on the realtime host.
    const lastStart = Math.max(base, total - size + base);
    throw new UpstreamError({
      platform: PLATFORM,
      code: error.code,
      kind: 'no_data',
      message: error.message,
      ...(error.status !== undefined ? { status: error.status } : {}),
      hint: `START_INDEX ${request.start} is past the end: ${total} rows match; ask for START_INDEX=${lastStart} END_INDEX=${total} for the last ${Math.min(size, total)} rows (START_INDEX ${base === 1 ? '1-based, END_INDEX inclusive' : '0-based, END_INDEX exclusive'}).`,
      cause: error,
    });
  }
}
