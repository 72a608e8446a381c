// Open Assembly's answers in both formats: JSON `{CODE: [{head}, {row}]}` and XML, with the real
// quirks — a single row sent as an object, INFO-200 either inside the head (no AGE) or as a bare
// top-level RESULT (nothing matched), and every error as HTTP 200 with a top-level RESULT.
import { INFO_MESSAGES, jsonResponse, xmlResponse } from '@kopa/kit';

export type Row = Record<string, string | number | null>;

/** An upstream answer other than rows, carrying its real result code. */
export class AssemblyStatus extends Error {
  constructor(
    readonly code: string,
    readonly form: 'top' | 'head' = 'top',
  ) {
    super(INFO_MESSAGES[code] ?? code);
  }
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function resultXml(code: string): string {
  return `<RESULT>\n<CODE>${code}</CODE>\n<MESSAGE>${escapeXml(INFO_MESSAGES[code] ?? code)}</MESSAGE>\n</RESULT>`;
}

function rowXml(row: Row): string {
  const fields = Object.entries(row).map(([name, value]) =>
    value === null ? `<${name}/>` : `<${name}>${escapeXml(String(value))}</${name}>`,
  );
  return `<row>\n${fields.join('\n')}\n</row>`;
}

export function okResponse(options: { service: string; rows: readonly Row[]; total: number; xml: boolean }): Response {
  const { service, rows, total, xml } = options;
  if (xml) {
    const head = `<head>\n<list_total_count>${total}</list_total_count>\n${resultXml('INFO-000')}\n</head>`;
    return xmlResponse(
      `<?xml version="1.0" encoding="UTF-8"?>\n<${service}>\n${head}\n${rows.map(rowXml).join('\n')}\n</${service}>`,
    );
  }
  const head = [{ list_total_count: total }, { RESULT: { CODE: 'INFO-000', MESSAGE: INFO_MESSAGES['INFO-000'] } }];
  return jsonResponse({ [service]: [{ head }, { row: rows.length === 1 ? rows[0] : [...rows] }] });
}

export function statusResponse(options: { service: string; status: AssemblyStatus; xml: boolean }): Response {
  const { service, status, xml } = options;
  const result = { CODE: status.code, MESSAGE: status.message };
  if (status.form === 'head') {
    if (xml) {
      return xmlResponse(
        `<?xml version="1.0" encoding="UTF-8"?>\n<${service}>\n<head>\n<list_total_count>0</list_total_count>\n${resultXml(status.code)}\n</head>\n</${service}>`,
      );
    }
    return jsonResponse({ [service]: [{ head: [{ list_total_count: 0 }, { RESULT: result }] }] });
  }
  if (xml) return xmlResponse(`<?xml version="1.0" encoding="UTF-8"?>\n${resultXml(status.code)}`);
  return jsonResponse({ RESULT: result });
}
