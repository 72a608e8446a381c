// The TYPE segment of both Seoul hosts: the same answer as JSON or as the portal's XML. The 8088
// XML is `<SERVICE><list_total_count/><RESULT><CODE/><MESSAGE/></RESULT><row/>…</SERVICE>` and an
// error is a bare `<RESULT>`; the realtime host's XML carries its lowercase result fields in a
// `<RESULT>` under the service root, with `<row>` elements (README "Fidelity" lists the sources).
import { jsonResponse, xmlResponse } from '@kopa/kit';
import { XMLBuilder } from 'fast-xml-parser';

type Row = Record<string, unknown>;
export type SeoulFormat = 'json' | 'xml';

/** The TYPE values the emulation answers; anything else is ERROR-301 (xls is not emulated). */
export function formatOf(type: string | undefined): SeoulFormat | undefined {
  return type === 'json' || type === 'xml' ? type : undefined;
}

// Public captures print one element a line without indentation, and empty values as <TAG/>.
const builder = new XMLBuilder({ ignoreAttributes: true, format: true, indentBy: '', suppressEmptyNode: true });
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

function blankNulls(value: unknown): unknown {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(blankNulls);
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Row).map(([key, inner]) => [key, blankNulls(inner)]));
  }
  return value;
}

const xml = (document: Row) => xmlResponse(`${DECLARATION}${builder.build(blankNulls(document)).trimEnd()}`);

/** An 8088 answer: `{ROOT: {list_total_count, RESULT, row}}` or `{RESULT}`, in the asked format. */
export function openApiResponse(body: Row, format: SeoulFormat): Response {
  return format === 'json' ? jsonResponse(body) : xml(body);
}

/**
 * A realtime answer. JSON keeps the host's `errorMessage` + `<list>` (or the flat error object);
 * XML roots the answer in the service name, with the result fields in `<RESULT>` and one `<row>`
 * per train.
 */
export function realtimeResponse(options: { body: Row; service: string; listKey: string; format: SeoulFormat }) {
  const { body, service, listKey, format } = options;
  if (format === 'json') return jsonResponse(body);
  if (!('errorMessage' in body)) return xml({ RESULT: body });
  return xml({ [service]: { RESULT: body.errorMessage, row: body[listKey] } });
}
