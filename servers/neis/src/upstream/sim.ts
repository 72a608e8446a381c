// The emulated NEIS Open API (https://open.neis.go.kr/hub/{SERVICE}): case-sensitive service
// names, KEY checked against the session (no KEY = the public sample key: first page, 5 rows),
// Type=json or the default XML, pIndex/pSize with the 1,000-row cap, and every error or empty
// result as a top-level RESULT with HTTP 200, as upstream.
import {
  checkKey,
  createListMemo,
  jsonResponse,
  type ListMemo,
  type SimContext,
  type SimHandler,
  xmlResponse,
} from '@kopa/kit';
import { koreanToday } from '../data/calendar.ts';
import type { NeisDataset, RawRow } from '../data/index.ts';
import { NeisResult, neisEnvelope, xmlPage, xmlResult } from './messages.ts';
import { ARCHIVE_SERVICES } from './sim-archive.ts';
import { applyFilters } from './sim-filters.ts';
import { SERVICES, type ServiceSpec } from './sim-services.ts';

const ALL_SERVICES: Record<string, ServiceSpec> = { ...SERVICES, ...ARCHIVE_SERVICES };

export const MAX_PAGE_SIZE = 1000;
export const SAMPLE_PAGE_SIZE = 5;

/** ERROR-290 for an unknown or expired key (NEIS has no expiry code); INFO-300 for a blocked one. */
const AUTH_CODES = { missing: 'ERROR-290', invalid: 'ERROR-290', expired: 'ERROR-290', revoked: 'INFO-300' } as const;

function paging(params: URLSearchParams, sample: boolean): { pIndex: number; pSize: number } {
  // The sample key ignores paging: always the first page of five rows.
  if (sample) return { pIndex: 1, pSize: SAMPLE_PAGE_SIZE };
  const read = (name: string, fallback: number) => {
    const raw = params.get(name);
    if (raw === null || raw === '') return fallback;
    if (!/^\d+$/.test(raw.trim())) throw new NeisResult('ERROR-333');
    return Number.parseInt(raw, 10);
  };
  const pIndex = read('pIndex', 1);
  const pSize = read('pSize', 100);
  if (pIndex < 1 || pSize < 1) throw new NeisResult('ERROR-333');
  if (pSize > MAX_PAGE_SIZE) throw new NeisResult('ERROR-336');
  return { pIndex, pSize };
}

const COMMON_PARAMS = ['KEY', 'Type', 'pIndex', 'pSize'];

/** Parameter names match whatever their case (clients in the wild send `type=json`, `Key=`). */
function canonical(params: URLSearchParams, names: readonly string[]): URLSearchParams {
  const byLower = new Map(names.map((name) => [name.toLowerCase(), name]));
  const result = new URLSearchParams();
  for (const [name, value] of params) result.set(byLower.get(name.toLowerCase()) ?? name, value);
  return result;
}

// The rows of a table's list that exist on a day, per service: a pure function of the list and the
// day (see createListMemo). Nothing changes the result (answers copy it), so its filter columns can
// be cached too.
const visibleBySpec = new Map<ServiceSpec, ListMemo<RawRow, readonly RawRow[]>>();

function visibleRows(options: { spec: ServiceSpec; rows: readonly RawRow[]; today: string }): readonly RawRow[] {
  const { spec, rows, today } = options;
  let memo = visibleBySpec.get(spec);
  if (!memo) {
    memo = createListMemo();
    visibleBySpec.set(spec, memo);
  }
  return memo(rows, today, () => rows.filter((row) => spec.visible(row, today)));
}

function answer(options: { service: string; url: URL; context: SimContext; dataset: NeisDataset }) {
  const { service, context, dataset } = options;
  const spec = ALL_SERVICES[service];
  if (!spec) throw new NeisResult('ERROR-310');
  const params = canonical(options.url.searchParams, [
    ...COMMON_PARAMS,
    ...spec.required,
    ...spec.filters.map((filter) => filter.param),
  ]);
  const key = params.get('KEY');
  const sample = key === null || key === '';
  if (!sample) {
    const auth = checkKey(key, context.credentials);
    if (auth !== 'ok') throw new NeisResult(AUTH_CODES[auth]);
  }
  const { pIndex, pSize } = paging(params, sample);
  for (const name of spec.required) if (!params.get(name)) throw new NeisResult('ERROR-300');

  const today = koreanToday(context.now);
  const schools = dataset.schools.withOverlay(context.overlay.schools);
  const serviceContext = { dataset, schools, overlay: context.overlay, today, params };
  const rows = spec.rows(serviceContext);
  const candidates = spec.tableRows
    ? visibleRows({ spec, rows, today })
    : rows.filter((row) => spec.visible(row, today));
  const matches = applyFilters({ rows: candidates, filters: spec.filters, params, cached: spec.tableRows });
  if (matches.length === 0) throw new NeisResult('INFO-200');
  const start = (pIndex - 1) * pSize;
  const page = matches.slice(start, start + pSize).map((row) => (spec.present ? spec.present(row, today) : row));
  if (page.length === 0) throw new NeisResult('INFO-200');
  return {
    service: spec.envelope ?? service,
    rows: page,
    total: matches.length,
    ...(spec.message ? { message: spec.message } : {}),
  };
}

/** The service named by the path; a malformed percent-escape names no service (ERROR-310), not a crash. */
function serviceName(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function createNeisSim(dataset: NeisDataset): SimHandler {
  return (request, context) => {
    const url = new URL(request.url);
    const match = /^\/hub\/([^/]+)\/?$/.exec(url.pathname);
    if (!match?.[1]) {
      return new Response('<html><body><h1>404 Not Found</h1></body></html>', {
        status: 404,
        headers: { 'content-type': 'text/html;charset=UTF-8' },
      });
    }
    const type = [...url.searchParams].find(([name]) => name.toLowerCase() === 'type')?.[1] ?? '';
    const json = type.toLowerCase() === 'json';
    try {
      const page = answer({ service: serviceName(match[1]), url, context, dataset });
      return json ? jsonResponse(neisEnvelope.ok(page)) : xmlResponse(xmlPage(page));
    } catch (error) {
      if (!(error instanceof NeisResult)) throw error;
      return json
        ? jsonResponse(neisEnvelope.result(error.code, error.message))
        : xmlResponse(xmlResult(error.code, error.message));
    }
  };
}
