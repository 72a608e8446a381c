// Family D envelopes of data.ex.co.kr (kit's expresswayEnvelope, with the per-operation quirks:
// a varying list key, counters as strings for some operations, and the un-paged {code, message,
// count, list} answer), rendered as JSON, or as XML when type is not json (the API's default).
import { expresswayEnvelope, jsonResponse, xmlResponse } from '@kopa/kit';
import { XMLBuilder } from 'fast-xml-parser';
import { EX_MESSAGES, type ExCode, type OperationSpec } from './operations.ts';
import type { PageRequest } from './sim-params.ts';

type Row = Record<string, unknown>;
export type Format = 'json' | 'xml';

export function okBody(options: {
  spec: OperationSpec;
  rows: readonly Row[];
  totalCount: number;
  page: PageRequest | undefined;
}): Row {
  const { spec, rows, totalCount, page } = options;
  if (!page) return { code: 'SUCCESS', message: EX_MESSAGES.SUCCESS, count: totalCount, [spec.listKey]: [...rows] };
  const body: Row = expresswayEnvelope.ok({
    rows,
    totalCount,
    pageNo: page.pageNo,
    numOfRows: page.numOfRows,
    listKey: spec.listKey,
  });
  if (spec.stringCounts) {
    for (const field of ['count', 'pageNo', 'numOfRows', 'pageSize']) body[field] = String(body[field]);
  }
  return body;
}

export function errorBody(code: ExCode, message?: string): Row {
  return expresswayEnvelope.error(code, message ?? EX_MESSAGES[code]);
}

const builder = new XMLBuilder({ ignoreAttributes: true, format: false, suppressEmptyNode: false });

function blankNulls(value: unknown): unknown {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(blankNulls);
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Row).map(([key, inner]) => [key, blankNulls(inner)]));
  }
  return value;
}

export function render(body: Row, format: Format): Response {
  if (format === 'json') return jsonResponse(body);
  return xmlResponse(`<?xml version="1.0" encoding="UTF-8"?>${builder.build({ data: blankNulls(body) })}`);
}
