// The emulated answers in data.go.kr's real formats: the family A′ JSON envelope (root = operation name), its XML
// twin for resultType=xml (the portal's default), header-only error envelopes, and the gateway's own XML errors.
import { dataGoKrGatewayXml, familyAPrime, jsonResponse, xmlResponse } from '@kopa/kit';
import type { KdicRow } from '../data/index.ts';
import { type Operation, RESULT_MESSAGES } from './operations.ts';

export interface PageOut {
  rows: KdicRow[];
  totalCount: number;
  pageNo: number;
  numOfRows: number;
}

export function okResponse(options: { op: Operation; page: PageOut; xml: boolean }): Response {
  const { op, page } = options;
  const envelope = familyAPrime.ok(op.root, page) as Record<string, Record<string, unknown>>;
  const body = envelope[op.root] ?? {};
  body.header = { resultCode: '00', resultMsg: op.okMessage };
  if (op.rowsKey) body.rows = page.rows.length;
  if (!options.xml) return jsonResponse(envelope);
  const items = page.rows.map((row) => `<item>${fieldsXml(row)}</item>`).join('');
  return xmlResponse(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><${op.root}><header><resultCode>00</resultCode>` +
      `<resultMsg>${escapeXml(op.okMessage)}</resultMsg></header><numOfRows>${page.numOfRows}</numOfRows>` +
      `<pageNo>${page.pageNo}</pageNo><totalCount>${page.totalCount}</totalCount>` +
      `${op.rowsKey ? `<rows>${page.rows.length}</rows>` : ''}${items}</${op.root}>`,
  );
}

export function headerError(options: { op: Operation; code: string; xml: boolean }): Response {
  const { op, code } = options;
  const message = RESULT_MESSAGES[code] ?? 'UNKNOWN_ERROR';
  if (!options.xml) return jsonResponse(familyAPrime.error(op.root, code, message));
  return xmlResponse(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><${op.root}><header><resultCode>${code}</resultCode>` +
      `<resultMsg>${message}</resultMsg></header></${op.root}>`,
  );
}

/** Gateway errors always come back as XML, whatever resultType asked for. */
export function gatewayError(code: string, status = 200): Response {
  return xmlResponse(dataGoKrGatewayXml(RESULT_MESSAGES[code] ?? 'UNKNOWN_ERROR', code), status);
}

function fieldsXml(row: KdicRow): string {
  return Object.entries(row)
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
