// The emulated Seoul Open Data Plaza (DESIGN §3.2). One handler serves both hosts, routed by
// path: /{KEY}/{TYPE}/{SERVICE}/{START}/{END}/{filters…} (openapi.seoul.go.kr:8088) and
// /api/subway/{KEY}/{TYPE}/{SERVICE}/{START}/{END}/{arg} (swopenapi.seoul.go.kr), each with its
// own envelope, result codes and paging base. `kopa sim serve` exposes this same handler.
import { checkKey, type SimContext, type SimHandler, seoulEnvelope } from '@kopa/kit';
import type { SeoulDataset } from '../data/index.ts';
import { formatOf, openApiResponse, realtimeResponse, type SeoulFormat } from './sim-format.ts';
import { OPEN_API_HANDLERS, ROOT_KEYS } from './sim-openapi.ts';
import {
  EXPIRED_KEY_MESSAGE,
  parseRange,
  pathSegments,
  SAMPLE_KEY,
  SEOUL_MESSAGES,
  SeoulStatus,
} from './sim-params.ts';
import { REALTIME_LIST_KEYS, realtimeEnvelope, realtimeRows } from './sim-realtime.ts';
import { createView } from './sim-view.ts';

/** The key check both hosts make; the sample key passes (and is capped at 5 rows later). */
function authorize(key: string | undefined, context: SimContext): void {
  if (key === SAMPLE_KEY) return;
  const verdict = checkKey(key, context.credentials);
  if (verdict === 'ok') return;
  throw new SeoulStatus('INFO-100', verdict === 'expired' ? EXPIRED_KEY_MESSAGE : SEOUL_MESSAGES['INFO-100']);
}

/** Real captures of the 8088 host print the success message without a final period. */
const OK_MESSAGE = '정상 처리되었습니다';

function openApi(segments: Array<string | undefined>, dataset: SeoulDataset, context: SimContext) {
  const [key, type, service, start, end, ...filters] = segments;
  try {
    authorize(key, context);
    if (!formatOf(type)) throw new SeoulStatus('ERROR-301');
    const handler = service ? OPEN_API_HANDLERS[service] : undefined;
    if (!service || !handler) throw new SeoulStatus('ERROR-310');
    const range = parseRange({ start, end, base: 1, sample: key === SAMPLE_KEY });
    const rows = handler(filters, createView(dataset, context));
    const page = rows.slice(range.start - 1, range.end);
    if (page.length === 0) throw new SeoulStatus('INFO-200');
    const root = ROOT_KEYS[service] ?? service;
    const body = seoulEnvelope.ok(root, page, rows.length);
    return { ...body, [root]: { ...body[root], RESULT: { CODE: 'INFO-000', MESSAGE: OK_MESSAGE } } };
  } catch (error) {
    if (error instanceof SeoulStatus) return seoulEnvelope.result(error.code, error.message);
    throw error;
  }
}

function realtime(segments: Array<string | undefined>, dataset: SeoulDataset, context: SimContext) {
  const [key, type, service, start, end, arg] = segments;
  try {
    authorize(key, context);
    if (!formatOf(type)) throw new SeoulStatus('ERROR-301');
    const listKey = service ? REALTIME_LIST_KEYS[service] : undefined;
    if (!service || !listKey) throw new SeoulStatus('ERROR-310');
    const range = parseRange({ start, end, base: 0, sample: key === SAMPLE_KEY });
    if (!arg) throw new SeoulStatus('ERROR-300');
    const rows = realtimeRows({ service, arg, view: createView(dataset, context) });
    const page = rows.slice(range.start, range.end);
    if (page.length === 0) throw new SeoulStatus('INFO-200');
    const numbered = page.map((row, index) => ({
      beginRow: null,
      endRow: null,
      curPage: null,
      pageRow: null,
      totalCount: rows.length,
      rowNum: range.start + index + 1,
      selectedCount: page.length,
      ...row,
    }));
    return realtimeEnvelope.ok({ listKey, rows: numbered, total: rows.length });
  } catch (error) {
    if (error instanceof SeoulStatus) return realtimeEnvelope.error(error.code, error.message);
    throw error;
  }
}

/** An unknown TYPE is answered in XML, the portal's default format. */
const answerFormat = (type: string | undefined): SeoulFormat => formatOf(type) ?? 'xml';

export function createSeoulSim(dataset: SeoulDataset): SimHandler {
  return (request, context) => {
    const segments = pathSegments(new URL(request.url).pathname);
    if (segments[0] === 'api' && segments[1] === 'subway') {
      const [, type, service = ''] = segments.slice(2);
      return realtimeResponse({
        body: realtime(segments.slice(2), dataset, context),
        service,
        listKey: REALTIME_LIST_KEYS[service] ?? 'row',
        format: answerFormat(type),
      });
    }
    return openApiResponse(openApi(segments, dataset, context), answerFormat(segments[1]));
  };
}
