// Reads Q-Net's XML (and qualExamSchd's XML) into one normalized page: gateway errors and header
// codes become UpstreamErrors; `<items/>`, a lone `<item>` and padded values are absorbed here.
import { parseGatewayXml, UpstreamError } from '@kopa/kit';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { hrdError, malformed, PLATFORM } from './client-errors.ts';

export type Row = Record<string, string>;

export interface XmlPage {
  resultCode: string;
  resultMsg: string;
  totalCount: number;
  pageNo: number;
  numOfRows: number;
  items: Row[];
}

// parseTagValue off keeps codes like "0752" and counts as strings, as upstream sends them.
const parser = new XMLParser({ parseTagValue: false, trimValues: true, isArray: (name) => name === 'item' });

/** Throws the gateway's own error (`OpenAPI_ServiceResponse`) if the body is one. */
export function throwIfGateway(text: string): void {
  const gateway = parseGatewayXml(PLATFORM, text);
  if (gateway) throw hrdError({ code: gateway.code, message: gateway.message });
}

function toInt(value: unknown, fallback: number): number {
  const parsed = Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

function cleanRow(value: unknown): Row {
  const row: Row = {};
  if (value && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) row[key] = typeof field === 'string' ? field.trim() : '';
  }
  return row;
}

// Parsed large pages by their exact text and status, of which parsing is a pure function: the
// emulation sends the same catalog to every session, and validating and parsing it again costs
// milliseconds. Callers get fresh row copies; failures are never kept.
const PARSED_MIN_LENGTH = 8192;
const PARSED_MAX_ENTRIES = 8;
const parsedPages = new Map<string, { status: number; page: XmlPage }>();

export function parseXmlPage(options: { text: string; status: number }): XmlPage {
  const { text, status } = options;
  if (text.length < PARSED_MIN_LENGTH) return parseXmlText(text, status);
  let entry = parsedPages.get(text);
  if (entry?.status !== status) {
    entry = { status, page: parseXmlText(text, status) };
    if (parsedPages.size >= PARSED_MAX_ENTRIES) parsedPages.delete(parsedPages.keys().next().value as string);
    parsedPages.set(text, entry);
  }
  return { ...entry.page, items: entry.page.items.map((row) => ({ ...row })) };
}

function parseXmlText(text: string, status: number): XmlPage {
  throwIfGateway(text);
  if (XMLValidator.validate(text) !== true) throw malformed({ what: 'a body that is not valid XML', status });
  let document: { response?: { header?: Row; body?: Record<string, unknown> } };
  try {
    document = parser.parse(text);
  } catch (cause) {
    if (cause instanceof UpstreamError) throw cause;
    throw malformed({ what: 'XML that could not be read', status, cause });
  }
  const header = document.response?.header;
  if (!header || typeof header !== 'object') throw malformed({ what: 'XML without response/header', status });
  const resultCode = String(header.resultCode ?? '').trim();
  const resultMsg = String(header.resultMsg ?? '').trim();
  if (resultCode !== '00') throw hrdError({ code: resultCode || 'UNKNOWN', message: resultMsg, status });
  const body = document.response?.body ?? {};
  const items = body.items as { item?: unknown[] } | string | undefined;
  const rows = typeof items === 'object' && Array.isArray(items.item) ? items.item.map(cleanRow) : [];
  return {
    resultCode,
    resultMsg,
    totalCount: toInt(body.totalCount, rows.length),
    pageNo: toInt(body.pageNo, 1),
    numOfRows: toInt(body.numOfRows, rows.length),
    items: rows,
  };
}
