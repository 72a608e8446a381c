// OpenDART answers every data API as `.json` or `.xml`. The XML twin keeps the JSON body's field
// order under one `<result>`: `status`, `message`, the flat fields, then one `<list>` element per
// row; an error is `<result><status>013</status><message>…</message></result>`, the shape public
// clients parse (see README "Fidelity").
import { jsonResponse } from '@kopa/kit';
import { XMLBuilder } from 'fast-xml-parser';

export type DartFormat = 'json' | 'xml';

const builder = new XMLBuilder({ format: false, suppressEmptyNode: false, processEntities: true });

/** The body as OpenDART's XML document. */
export function dartXml(body: Record<string, unknown>): string {
  return `<?xml version="1.0" encoding="UTF-8"?>${builder.build({ result: body })}`;
}

/** An envelope (success or error) in the format the path asked for. */
export function dartResponse(format: DartFormat, body: Record<string, unknown>): Response {
  if (format === 'json') return jsonResponse(body);
  return new Response(dartXml(body), { status: 200, headers: { 'content-type': 'application/xml; charset=UTF-8' } });
}
