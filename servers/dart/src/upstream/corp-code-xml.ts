// corpCode.xml is served as a ZIP holding CORPCODE.xml, exactly like OpenDART. These two functions
// are its writer (for the emulation) and its reader (for the client, live or offline).
import { XMLParser } from 'fast-xml-parser';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

export interface CorpCodeEntry {
  corp_code: string;
  corp_name: string;
  corp_eng_name: string;
  stock_code: string;
  modify_date: string;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function writeCorpCodeZip(rows: readonly CorpCodeEntry[]): Uint8Array {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<result>\n'];
  for (const row of rows) {
    // DART pads the stock code of unlisted companies with a blank.
    parts.push(
      `<list>\n<corp_code>${row.corp_code}</corp_code>\n<corp_name>${escapeXml(row.corp_name)}</corp_name>\n` +
        `<corp_eng_name>${escapeXml(row.corp_eng_name)}</corp_eng_name>\n<stock_code>${row.stock_code || ' '}</stock_code>\n` +
        `<modify_date>${row.modify_date}</modify_date>\n</list>\n`,
    );
  }
  parts.push('</result>\n');
  return zipSync({ 'CORPCODE.xml': strToU8(parts.join('')) }, { level: 1 });
}

export function readCorpCodeZip(bytes: Uint8Array): CorpCodeEntry[] {
  const files = unzipSync(bytes);
  const xml = files['CORPCODE.xml'] ?? Object.values(files)[0];
  if (!xml) throw new Error('corpCode.xml ZIP holds no CORPCODE.xml');
  const parser = new XMLParser({ parseTagValue: false, trimValues: true, isArray: (name) => name === 'list' });
  const document = parser.parse(strFromU8(xml)) as { result?: { list?: Array<Record<string, unknown>> } };
  return (document.result?.list ?? []).map((row) => ({
    corp_code: String(row.corp_code ?? ''),
    corp_name: String(row.corp_name ?? ''),
    corp_eng_name: String(row.corp_eng_name ?? ''),
    stock_code: String(row.stock_code ?? '').trim(),
    modify_date: String(row.modify_date ?? ''),
  }));
}
