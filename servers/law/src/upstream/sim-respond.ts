// law.go.kr's answers as the emulation sends them: search and detail bodies in JSON or XML, the
// "사용자 정보 검증에 실패" body, {"Law": "일치하는 … 없습니다"} for a missing record, and the HTML pages
// the DRF sends for a bad request variable or a missing page.
import { jsonResponse, lawEnvelope, xmlResponse } from '@kopa/kit';
import { toDrfXml } from './sim-xml.ts';

export type Format = 'JSON' | 'XML';
type Row = Record<string, unknown>;

/** Sends a body as JSON or in the DRF's XML form of it (the top-level key becomes the root element). */
export function respond(body: Row, format: Format, status = 200): Response {
  if (format === 'JSON') return jsonResponse(body, status);
  return xmlResponse(toDrfXml(body), status);
}

/** Raised by the request handlers; turned into the DRF's HTML error page. */
export class InvalidRequest extends Error {
  constructor(readonly parameter: string) {
    super(`요청변수(${parameter}) 값이 올바르지 않습니다.`);
  }
}

/** Raised when the requested record does not exist: the DRF answers {"Law": "일치하는 … 없습니다"}. */
export class NoMatch extends Error {}

export const NO_MATCH: Record<string, string> = {
  law: '일치하는 법령이 없습니다. 법령명을 확인하여 주십시오.',
  eflaw: '일치하는 법령이 없습니다. 법령명을 확인하여 주십시오.',
  prec: '일치하는 판례가 없습니다.  판례명을 확인하여 주십시오.',
  expc: '일치하는 법령해석례가 없습니다. 법령해석례명을 확인하여 주십시오.',
  // Two spaces, as recorded (korean-law-mcp src/tools/admin-rule.test.ts, WRONG_ID_XML).
  admrul: '일치하는 행정규칙이 없습니다.  행정규칙명을 확인하여 주십시오.',
  ordin: '일치하는 자치법규가 없습니다. 자치법규명을 확인하여 주십시오.',
};

export function noMatch(target: string, format: Format): Response {
  const text = NO_MATCH[target] ?? NO_MATCH.law ?? '';
  if (format === 'JSON') return jsonResponse({ Law: text });
  // The recorded XML miss declares its encoding in lower case, unlike the DRF's other answers.
  return xmlResponse(`<?xml version="1.0" encoding="utf-8"?><Law>${text}</Law>`);
}

export function authFailure(format: Format): Response {
  return format === 'XML'
    ? respond({ Response: lawEnvelope.authFailure() }, 'XML')
    : jsonResponse(lawEnvelope.authFailure());
}

function html(body: string, status: number): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/html;charset=UTF-8' } });
}

/** The DRF's page for a request variable it cannot use (sent with HTTP 200, as its other errors). */
export function invalidRequestPage(parameter: string): Response {
  return html(
    '<!DOCTYPE html><html><head><meta charset="UTF-8"><title>국가법령정보 공동활용</title></head><body>' +
      `<div class="error"><h2>요청 처리 중 오류가 발생하였습니다.</h2><p>요청변수(${parameter}) 값이 올바르지 않습니다. OPEN API 활용가이드를 확인해 주세요.</p></div>` +
      '</body></html>',
    200,
  );
}

export function notFoundPage(): Response {
  return html('<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1></body></html>', 404);
}

/** A search body: one row comes back as an object and no row as no list key at all. */
export function searchBody(options: {
  root: string;
  listKey: string;
  rows: readonly Row[];
  totalCnt: number;
  page: number;
  head: Row;
  tail?: Row;
}): Row {
  const { rows } = options;
  const body = lawEnvelope.search(options.root, options.listKey, {
    rows,
    totalCnt: options.totalCnt,
    page: options.page,
    extra: options.head,
  });
  const content = body[options.root] as Row;
  Object.assign(content, options.tail);
  // The list comes after the paging and result fields, where law.go.kr puts it.
  delete content[options.listKey];
  if (rows.length === 1) content[options.listKey] = rows[0];
  else if (rows.length > 1) content[options.listKey] = [...rows];
  return body;
}
