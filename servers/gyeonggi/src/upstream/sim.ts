// The emulated 경기데이터드림 Open API (https://openapi.gg.go.kr/{SERVICE}): https only (http gets
// 503), the service checked before the key (unknown → ERROR-310), KEY checked against the session
// (missing, "sample" or wrong → ERROR-290), Type=json or the XML default, pIndex/pSize with the
// 1,000-row cap, case-sensitive filter names, and every error or empty result as a top-level RESULT
// with HTTP 200.
import {
  checkKey,
  INFO_MESSAGES,
  infoEnvelope,
  jsonResponse,
  type SimContext,
  type SimHandler,
  xmlResponse,
} from '@kopa/kit';
import { findSigun, type GgRow, type GyeonggiDataset } from '../data/index.ts';
import { koreanDate } from '../data/places.ts';
import { type ServiceFilter, type ServiceSpec, serviceSpec } from '../services.ts';
import { CLOCK_RULES } from './sim-clock.ts';
import { shownOn, textColumn } from './sim-shown.ts';
import { positionsContaining, positionsEqual } from './sim-text-index.ts';
import { createViews, type ServiceRows } from './sim-view.ts';
import { xmlPage, xmlResult } from './sim-xml.ts';

export const MAX_PAGE_SIZE = 1000;
const DEFAULT_PAGE_SIZE = 100;

/** A Gyeonggi result code, answered as a top-level RESULT. */
export class GgResult extends Error {
  constructor(readonly code: string) {
    super(INFO_MESSAGES[code] ?? code);
  }
}

/** expired keys are as unknown to upstream as wrong ones; a revoked key is INFO-300 (decided). */
const AUTH_CODES = { missing: 'ERROR-290', invalid: 'ERROR-290', expired: 'ERROR-290', revoked: 'INFO-300' } as const;

/** KEY and Type are matched whatever their case (public clients send `key=`/`type=json` and get JSON). */
function common(params: URLSearchParams, name: string): string | null {
  for (const [key, value] of params) if (key.toLowerCase() === name.toLowerCase()) return value;
  return null;
}

function paging(params: URLSearchParams): { pIndex: number; pSize: number } {
  const read = (name: string, fallback: number) => {
    const raw = params.get(name);
    if (raw === null || raw.trim() === '') return fallback;
    if (!/^\d+$/.test(raw.trim())) throw new GgResult('ERROR-333');
    return Number.parseInt(raw, 10);
  };
  const pIndex = read('pIndex', 1);
  const pSize = read('pSize', DEFAULT_PAGE_SIZE);
  if (pIndex < 1 || pSize < 1) throw new GgResult('ERROR-333');
  if (pSize > MAX_PAGE_SIZE) throw new GgResult('ERROR-336');
  return { pIndex, pSize };
}

/** The rows every filter accepts, in order: the first filter looks its value up in its column's index,
 *  the others narrow those positions. */
function matching(rows: readonly GgRow[], filters: ReadonlyArray<readonly [ServiceFilter, string]>): readonly GgRow[] {
  let positions: readonly number[] | undefined;
  for (const [filter, wanted] of filters) {
    const column = textColumn(rows, filter.param);
    const exact = filter.match === 'exact';
    if (!positions) {
      positions = exact ? positionsEqual(column, wanted) : positionsContaining(column, wanted);
    } else {
      positions = positions.filter((position) => {
        const value = column[position] as string;
        return exact ? value === wanted : value.includes(wanted);
      });
    }
  }
  return positions ? positions.map((position) => rows[position] as GgRow) : rows;
}

/** The candidate rows: one 시군's part when the table is split by 시군 and the request names one. */
function candidates(spec: ServiceSpec, rows: ServiceRows, params: URLSearchParams): readonly GgRow[] {
  if (!rows.sigun) return rows.all();
  const byCode = spec.filters.some((filter) => filter.param === 'SIGUN_CD')
    ? params.get('SIGUN_CD')?.trim()
    : undefined;
  const byName = params.get('SIGUN_NM')?.trim();
  const code = byCode || (byName ? (findSigun(byName)?.code ?? '') : undefined);
  if (code === undefined) return rows.all();
  return findSigun(code)?.code === code ? rows.sigun(code) : [];
}

function answer(options: { spec: ServiceSpec; params: URLSearchParams; context: SimContext; rows: ServiceRows }) {
  const { spec, params, context } = options;
  const auth = checkKey(common(params, 'KEY'), context.credentials);
  if (auth !== 'ok') throw new GgResult(AUTH_CODES[auth]);
  const { pIndex, pSize } = paging(params);
  const slice = spec.sliceOf
    ? [[{ param: spec.sliceOf.field, match: 'exact' } as ServiceFilter, spec.sliceOf.value] as const]
    : [];
  const filters = [
    ...slice,
    ...spec.filters.flatMap((filter) => {
      const value = params.get(filter.param)?.trim();
      return value ? [[filter, value] as const] : [];
    }),
  ];
  const today = koreanDate(context.now);
  const source = spec.sliceOf?.service ?? spec.service;
  const rule = CLOCK_RULES[source as keyof typeof CLOCK_RULES];
  const shown = shownOn({ rows: candidates(spec, options.rows, params), service: source, rule, today });
  const found = matching(shown, filters);
  const start = (pIndex - 1) * pSize;
  const page = found.slice(start, start + pSize);
  if (page.length === 0) throw new GgResult('INFO-200');
  return { rows: page, total: found.length };
}

/** The service named by the path; a malformed percent-escape names no service (ERROR-310), not a crash. */
function serviceName(pathname: string): string {
  const raw = pathname.replace(/^\/+|\/+$/g, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Whether `candidates` reads one 시군's part rather than the whole table. */
const namesSigun = (spec: ServiceSpec, params: URLSearchParams) =>
  Boolean(
    params.get('SIGUN_NM')?.trim() ||
      (spec.filters.some((filter) => filter.param === 'SIGUN_CD') && params.get('SIGUN_CD')?.trim()),
  );

const unavailable = () =>
  new Response(
    '<html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1></body></html>',
    {
      status: 503,
      headers: { 'content-type': 'text/html;charset=UTF-8' },
    },
  );

export function createGyeonggiSim(dataset: GyeonggiDataset): SimHandler {
  const views = createViews(dataset);
  return async (request, context) => {
    const url = new URL(request.url);
    // The portal serves the Open API over https only; plain http answers 503.
    if (url.protocol !== 'https:') return unavailable();
    const name = serviceName(url.pathname);
    const json = (common(url.searchParams, 'Type') ?? '').toLowerCase() === 'json';
    try {
      const spec = serviceSpec(name);
      if (!spec) throw new GgResult('ERROR-310');
      const rows = views(spec, context.overlay);
      // A request over every 시군 builds the whole table first, a 시군 at a time between other requests.
      if (rows.prepare && !namesSigun(spec, url.searchParams)) await rows.prepare();
      const page = answer({ spec, params: url.searchParams, context, rows });
      return json
        ? jsonResponse(infoEnvelope.ok(spec.service, page.rows, page.total, '1.0'))
        : xmlResponse(xmlPage({ service: spec.service, rows: page.rows, total: page.total }));
    } catch (error) {
      if (!(error instanceof GgResult)) throw error;
      return json
        ? jsonResponse(infoEnvelope.result(error.code, error.message))
        : xmlResponse(xmlResult(error.code, error.message));
    }
  };
}
