// The XML form of the Gyeonggi answers (Type=xml, the upstream default): the service element with
// head (list_total_count, RESULT, api_version "1.0v" as recorded) and one <row> per row; errors as
// a bare <RESULT>.
import type { GgRow } from '../data/types.ts';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function xmlPage(options: { service: string; rows: readonly GgRow[]; total: number }): string {
  const rows = options.rows
    .map((row) => {
      const cells = Object.entries(row)
        .map(([field, value]) => `<${field}>${value === null ? '' : escapeXml(String(value))}</${field}>`)
        .join('');
      return `<row>${cells}</row>`;
    })
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?><${options.service}><head><list_total_count>${options.total}</list_total_count>` +
    '<RESULT><CODE>INFO-000</CODE><MESSAGE>정상 처리되었습니다.</MESSAGE></RESULT><api_version>1.0v</api_version></head>' +
    `${rows}</${options.service}>`
  );
}

export function xmlResult(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><RESULT><CODE>${code}</CODE><MESSAGE>${escapeXml(message)}</MESSAGE></RESULT>`;
}
