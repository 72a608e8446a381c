// The emulated data.ex.co.kr OpenAPI (DESIGN §3.2): the real paths (/openapi/{group}/{operation}),
// `key` checked against the session's credentials, the WAF that blocks requests without a
// User-Agent, family-D envelopes and result codes (HTTP 200 even for errors), paging caps, over the
// deterministic dataset and the session's clock. `kopa sim serve` exposes this same handler.
import { checkKey, type KeyCheck, paginate, type SimHandler, type UpstreamRequest } from '@kopa/kit';
import type { ExpresswayDataset } from '../data/index.ts';
import { errorBody, type Format, okBody, render } from './envelope.ts';
import { type ExCode, operationOf } from './operations.ts';
import { LIVE_HANDLERS } from './sim-live.ts';
import { ExStatus, paging } from './sim-params.ts';
import { type Handler, REFERENCE_HANDLERS } from './sim-reference.ts';
import { TRAFFIC_HANDLERS } from './sim-traffic.ts';
import { createView } from './sim-view.ts';

const HANDLERS: Record<string, Handler> = { ...REFERENCE_HANDLERS, ...TRAFFIC_HANDLERS, ...LIVE_HANDLERS };

/** The portal's keys are ten digits; a well-formed key it does not know is "not registered". */
function authCode(check: Exclude<KeyCheck, 'ok'>, key: string | null): ExCode {
  switch (check) {
    case 'expired':
      return 'EXPIRED_KEY';
    case 'invalid':
      return key && /^\d{10}$/.test(key) ? 'NO_REGISTERED_KEY' : 'INVALID_KEY';
    default:
      return 'INVALID_KEY';
  }
}

/** The WAF in front of data.ex.co.kr answers 400 to requests without a User-Agent (and to curl's). */
export function isBlocked(request: UpstreamRequest): boolean {
  const agent = request.headers.get('user-agent')?.trim() ?? '';
  return agent === '' || /^curl\//i.test(agent);
}

const html = (status: number, text: string) =>
  new Response(`<html><head><title>${text}</title></head><body><h1>${text}</h1></body></html>`, {
    status,
    headers: { 'content-type': 'text/html;charset=UTF-8' },
  });

export function createExpresswaySim(dataset: ExpresswayDataset): SimHandler {
  return (request, context) => {
    if (isBlocked(request)) return html(400, 'Request Blocked');
    const url = new URL(request.url);
    const match = /^\/openapi\/([A-Za-z]+\/[A-Za-z]+)$/.exec(url.pathname);
    const path = match?.[1] ?? '';
    const spec = operationOf(path);
    const handler = HANDLERS[path];
    if (!spec || !handler) return html(404, '404 Not Found');
    const format: Format = url.searchParams.get('type')?.toLowerCase() === 'json' ? 'json' : 'xml';

    const key = url.searchParams.get('key');
    const check = checkKey(key, context.credentials);
    if (check !== 'ok') return render(errorBody(authCode(check, key)), format);

    try {
      const page = spec.paging === 'paged' ? paging(url.searchParams, spec) : undefined;
      const result = handler(url.searchParams, createView(dataset, context));
      const rows = page && !result.unpaged ? paginate(result.rows, page) : result.rows;
      const body = okBody({
        spec,
        rows,
        totalCount: result.rows.length,
        page: result.unpaged ? undefined : page,
      });
      return render(body, format);
    } catch (error) {
      if (error instanceof ExStatus) return render(errorBody(error.code, error.message), format);
      throw error;
    }
  };
}
