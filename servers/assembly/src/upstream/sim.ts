// The emulated Open Assembly upstream (DESIGN §3.2): GET /portal/openapi/{CODE} with KEY, Type,
// pIndex, pSize and the API's own filters, behind the same WAF rule (a request without a User-Agent
// gets HTTP 400 "Bad Request."), with the real result codes and envelopes over the deterministic dataset.
import { checkKey, intParam, type SimHandler } from '@kopa/kit';
import type { AssemblyDataset } from '../data/index.ts';
import { apiSpec, isApiCode } from './apis.ts';
import { BILL_HANDLERS, type Handler } from './sim-bills.ts';
import { AssemblyStatus, okResponse, statusResponse } from './sim-envelope.ts';
import { readParams } from './sim-params.ts';
import { PEOPLE_HANDLERS } from './sim-people.ts';
import { type AsOfCache, createView } from './sim-view.ts';
import { VOTE_HANDLERS } from './sim-votes.ts';

const HANDLERS: Record<string, Handler | undefined> = { ...BILL_HANDLERS, ...VOTE_HANDLERS, ...PEOPLE_HANDLERS };

export const MAX_PAGE_SIZE = 1000;
/** Rows a request without KEY gets (the portal's keyless sample mode). */
export const SAMPLE_ROWS = 5;
const DEFAULT_PAGE_SIZE = 100;

export function createAssemblySim(dataset: AssemblyDataset): SimHandler {
  const cache: AsOfCache = new Map();
  return (request, context) => {
    // The portal's WAF answers a request without a User-Agent with a 12-byte "Bad Request." before the
    // API runs. Library defaults pass: python-httpx (open-assembly-mcp), node's fetch (assembly-api-mcp)
    // and a bare "biyard" (biyard/ratel, whose reqwest client sends none unless told) work live.
    if ((request.headers.get('user-agent') ?? '').trim() === '') {
      return new Response('Bad Request.', { status: 400, headers: { 'content-type': 'text/html' } });
    }
    const url = new URL(request.url);
    const code = /^\/portal\/openapi\/([A-Za-z0-9]+)\/?$/.exec(url.pathname)?.[1];
    if (!code) {
      return new Response('<html><body><h1>404 Not Found</h1></body></html>', {
        status: 404,
        headers: { 'content-type': 'text/html' },
      });
    }
    const params = readParams(url.searchParams);
    const xml = (params.get('Type') ?? 'xml').toLowerCase() !== 'json';
    const fail = (status: AssemblyStatus) => statusResponse({ service: code, status, xml });
    try {
      if (!isApiCode(code)) throw new AssemblyStatus('ERROR-310');
      const key = params.get('KEY');
      const sample = key === undefined;
      if (!sample && (key === 'sample' || checkKey(key, context.credentials) !== 'ok')) {
        throw new AssemblyStatus('ERROR-290');
      }
      const pIndex = intParam(params.get('pIndex') ?? null, 1);
      const pSize = intParam(params.get('pSize') ?? null, DEFAULT_PAGE_SIZE);
      if (Number.isNaN(pIndex) || Number.isNaN(pSize) || pIndex < 1 || pSize < 1) throw new AssemblyStatus('ERROR-333');
      if (pSize > MAX_PAGE_SIZE) throw new AssemblyStatus('ERROR-336');
      const spec = apiSpec(code);
      for (const name of spec.required ?? []) if (params.get(name) === undefined) throw new AssemblyStatus('ERROR-300');
      if (spec.ageRequired && params.get('AGE') === undefined) throw new AssemblyStatus('INFO-200', 'head');
      const handler = HANDLERS[code];
      if (!handler) throw new AssemblyStatus('ERROR-310');
      const rows = handler(params, createView({ dataset, context, cache }));
      if (rows.length === 0) throw new AssemblyStatus('INFO-200');
      const [page, size] = sample ? [1, Math.min(pSize, SAMPLE_ROWS)] : [pIndex, pSize];
      const slice = rows.slice((page - 1) * size, page * size);
      if (slice.length === 0) throw new AssemblyStatus('INFO-200');
      return okResponse({ service: code, rows: slice, total: rows.length, xml });
    } catch (error) {
      if (error instanceof AssemblyStatus) return fail(error);
      throw error;
    }
  };
}
