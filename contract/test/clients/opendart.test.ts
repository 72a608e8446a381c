// opendart@1.0.2 (npm; github.com/hkjang/opendart, src/request.js): an axios 0.21 client with
// `https://opendart.fss.or.kr/api/` hard-coded. It runs unchanged: the suite reroutes its
// `node:https` requests for that host (test/support/route-https.ts) to `kopa sim serve`'s /dart.

import { XMLParser } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import opendart from 'opendart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmulatedUpstream, startEmulatedUpstream } from '../support/emulated-upstream.ts';
import { SIM_START_MS } from '../support/sim-process.ts';

interface DartEnvelope {
  status: string;
  message: string;
  list?: Array<Record<string, string>>;
  [field: string]: unknown;
}

interface CorpCodeRow {
  corp_code: string;
  corp_name: string;
  stock_code: string;
}

let upstream: EmulatedUpstream;
let key: string;
/** The emulator's own corp-code list, read from its corpCode.xml ZIP without the client. */
let corpCodes: CorpCodeRow[];

const SAMSUNG = '삼성전자';
const ANNUAL = { bsns_year: '2025', reprt_code: '11011' };

function corpCodeOf(name: string): string {
  const row = corpCodes.find((candidate) => candidate.corp_name === name);
  if (!row) throw new Error(`the emulator lists no company named ${name}`);
  return row.corp_code;
}

async function envelope(pending: Promise<{ data: unknown }>): Promise<DartEnvelope> {
  const { data } = await pending;
  return data as DartEnvelope;
}

beforeAll(async () => {
  upstream = await startEmulatedUpstream({ hosts: { 'opendart.fss.or.kr': 'dart' } });
  key = upstream.demoKey('dart');
  const zip = await fetch(`${upstream.sim.platforms.dart?.url}/api/corpCode.xml?crtfc_key=${key}`);
  const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
  const xml = strFromU8(files['CORPCODE.xml'] ?? new Uint8Array());
  const parsed = new XMLParser({ parseTagValue: false }).parse(xml) as { result: { list: CorpCodeRow[] } };
  corpCodes = parsed.result.list;
}, SIM_START_MS);

afterAll(() => upstream?.close());

describe('opendart.disclosure', () => {
  it('corpCode downloads the ZIP of every corp_code (axios hands it back as text, as with the real API)', async () => {
    const response = await opendart.disclosure.corpCode(key);
    expect(response.status).toBe(200);
    expect(String(response.data).startsWith('PK\u0003\u0004')).toBe(true);
    expect(corpCodes.length).toBeGreaterThan(100);
    expect(upstream.requests).toContainEqual(
      expect.stringMatching(/^GET https:\/\/opendart\.fss\.or\.kr\/api\/corpCode\.xml\?crtfc_key=/),
    );
  });

  it('company returns the company the corp-code list names', async () => {
    const corp_code = corpCodeOf(SAMSUNG);
    const company = await envelope(opendart.disclosure.company(key, { corp_code }));
    const listed = corpCodes.find((row) => row.corp_code === corp_code);
    expect(company).toMatchObject({ status: '000', corp_code, corp_name: SAMSUNG, stock_code: listed?.stock_code });
    expect(company.corp_cls).toBe('Y');
  });

  it('list returns only that company’s filings, inside the date window, newest first', async () => {
    const corp_code = corpCodeOf(SAMSUNG);
    const page = await envelope(opendart.disclosure.list(key, { corp_code, bgn_de: '20260101', end_de: '20260831' }));
    expect(page.status).toBe('000');
    const rows = page.list ?? [];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatchObject({ corp_code, corp_name: SAMSUNG });
      expect(row.rcept_dt).toMatch(/^2026(0[1-8])\d\d$/);
    }
    const dates = rows.map((row) => row.rcept_dt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('list answers status 013 when nothing matches', async () => {
    const corp_code = corpCodeOf(SAMSUNG);
    const page = await envelope(opendart.disclosure.list(key, { corp_code, bgn_de: '19900101', end_de: '19900102' }));
    expect(page.status).toBe('013');
  });

  it('list answers status 010 for an unregistered key', async () => {
    const page = await envelope(opendart.disclosure.list('0'.repeat(40), {}));
    expect(page.status).toBe('010');
  });
});

describe('opendart.report (annual report 2025)', () => {
  it.each([
    ['irdsSttus', 'isu_dcrs_stle'],
    ['alotMatter', 'se'],
    ['hyslrSttus', 'nm'],
    ['exctvSttus', 'ofcps'],
    ['empSttus', 'fo_bbm'],
  ] as const)('%s lists rows of the annual report for the company asked', async (operation, field) => {
    const corp_code = corpCodeOf(SAMSUNG);
    const report = await envelope(opendart.report[operation](key, { corp_code, ...ANNUAL }));
    expect(report.status).toBe('000');
    const rows = report.list ?? [];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatchObject({ corp_code, corp_name: SAMSUNG, stlm_dt: '2025-12-31' });
      expect(row[field]).toEqual(expect.any(String));
    }
    // Every row of one report carries the receipt number of the annual report it was read from.
    expect(new Set(rows.map((row) => row.rcept_no)).size).toBe(1);
  });

  it('alotMatter gives the same par value for this and the previous year', async () => {
    const report = await envelope(opendart.report.alotMatter(key, { corp_code: corpCodeOf(SAMSUNG), ...ANNUAL }));
    const par = report.list?.find((row) => row.se === '주당액면가액(원)');
    expect(par?.thstrm).toMatch(/^[\d,]+$/);
    expect(par?.frmtrm).toBe(par?.thstrm);
  });
});

describe('opendart.statement', () => {
  it('fnlttSinglAcnt returns the key accounts of the annual report', async () => {
    const corp_code = corpCodeOf(SAMSUNG);
    const report = await envelope(opendart.statement.fnlttSinglAcnt(key, { corp_code, ...ANNUAL }));
    expect(report.status).toBe('000');
    const rows = report.list ?? [];
    expect(rows.map((row) => row.account_nm)).toEqual(expect.arrayContaining(['자산총계', '부채총계', '자본총계']));
    for (const row of rows) expect(row).toMatchObject({ corp_code, bsns_year: '2025', reprt_code: '11011' });
  });

  it('fnlttMultiAcnt returns the key accounts of every company asked', async () => {
    const codes = [corpCodeOf(SAMSUNG), corpCodeOf('SK하이닉스')];
    const report = await envelope(opendart.statement.fnlttMultiAcnt(key, { corp_code: codes.join(','), ...ANNUAL }));
    expect(report.status).toBe('000');
    expect(new Set(report.list?.map((row) => row.corp_code))).toEqual(new Set(codes));
  });

  it('fnlttSinglAcntAll returns every statement, and its total assets agree with fnlttSinglAcnt', async () => {
    const corp_code = corpCodeOf(SAMSUNG);
    const full = await envelope(opendart.statement.fnlttSinglAcntAll(key, { corp_code, ...ANNUAL, fs_div: 'CFS' }));
    expect(full.status).toBe('000');
    const rows = full.list ?? [];
    expect(new Set(rows.map((row) => row.sj_div))).toEqual(new Set(['BS', 'IS', 'CIS', 'CF', 'SCE']));
    const key_accounts = await envelope(opendart.statement.fnlttSinglAcnt(key, { corp_code, ...ANNUAL }));
    const consolidatedAssets = key_accounts.list?.find((row) => row.fs_div === 'CFS' && row.account_nm === '자산총계');
    const fullAssets = rows.find((row) => row.sj_div === 'BS' && row.account_nm === '자산총계');
    expect(fullAssets?.thstrm_amount).toBe(consolidatedAssets?.thstrm_amount);
  });
});

describe('opendart.equity', () => {
  it('majorstock lists 5% holders’ reports for the company asked', async () => {
    const corp_code = corpCodeOf(SAMSUNG);
    const report = await envelope(opendart.equity.majorstock(key, { corp_code }));
    expect(report.status).toBe('000');
    for (const row of report.list ?? []) {
      expect(row).toMatchObject({ corp_code, corp_name: SAMSUNG });
      expect(Number(row.stkrt)).toBeGreaterThanOrEqual(0);
    }
  });
});

// The client's DS002–DS004 operations and the ZIP downloads, each as the real API behaves (a JSON
// envelope, 000 with rows or 013 without; a ZIP, or a 014 status body for an unknown filing).
describe('opendart operations of DS002–DS004 and the ZIP downloads', () => {
  it.each([
    ['report', 'tesstkAcqsDspsSttus'],
    ['report', 'hyslrChgSttus'],
    ['report', 'mrhlSttus'],
    ['report', 'hmvAuditIndvdlBySttus'],
    ['report', 'hmvAuditAllSttus'],
    ['report', 'indvdlByPay'],
    ['report', 'otrCprInvstmntSttus'],
  ] as const)('%s.%s answers an OpenDART envelope', async (_group, operation) => {
    const report = await envelope(opendart.report[operation](key, { corp_code: corpCodeOf(SAMSUNG), ...ANNUAL }));
    expect(['000', '013']).toContain(report.status);
  });

  it('equity.elestock answers an OpenDART envelope', async () => {
    const report = await envelope(opendart.equity.elestock(key, { corp_code: corpCodeOf(SAMSUNG) }));
    expect(['000', '013']).toContain(report.status);
  });

  it('statement.xbrlTaxonomy answers an OpenDART envelope', async () => {
    const taxonomy = await envelope(opendart.statement.xbrlTaxonomy(key, { sj_div: 'BS1' }));
    expect(taxonomy.status).toBe('000');
  });

  it.each([
    ['disclosure.document', (rcept_no: string) => opendart.disclosure.document(key, { rcept_no })],
    ['statement.fnlttXbrl', (rcept_no: string) => opendart.statement.fnlttXbrl(key, { rcept_no, reprt_code: '11011' })],
  ] as const)('%s downloads the ZIP of an annual report', async (_operation, download) => {
    const report = await envelope(opendart.report.alotMatter(key, { corp_code: corpCodeOf(SAMSUNG), ...ANNUAL }));
    const response = await download(report.list?.[0]?.rcept_no ?? '');
    expect(String(response.data).startsWith('PK\u0003\u0004')).toBe(true);
  });
});
