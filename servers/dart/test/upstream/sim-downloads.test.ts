// document.xml and fnlttXbrl.xml over loopback HTTP: a ZIP for a filed receipt number, the XML
// status body 014 for an unknown one, and no .json twin (OpenDART serves both only as .xml).
import { type SimServer, startSimServer } from '@kopa/kit';
import { XMLParser } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DART_DEMO_KEY, dart } from '../../src/index.ts';

let sim: SimServer;
beforeAll(async () => {
  sim = await startSimServer({ platforms: [dart], port: 0 });
});
afterAll(() => sim.close());

const SAMSUNG = '00126380';
const get = (path: string) =>
  fetch(`${sim.url}/dart/api/${path}${path.includes('?') ? '&' : '?'}crtfc_key=${DART_DEMO_KEY}`);
const json = async (path: string) =>
  (await (await get(path)).json()) as { status: string; list: Record<string, string>[] };

async function annualReceipt(): Promise<string> {
  const report = await json(`alotMatter.json?corp_code=${SAMSUNG}&bsns_year=2025&reprt_code=11011`);
  return report.list[0]?.rcept_no ?? '';
}

async function zipOf(path: string): Promise<Record<string, string>> {
  const response = await get(path);
  expect(response.headers.get('content-type')).toBe('application/x-msdownload');
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

describe('document.xml', () => {
  it('zips the annual report with its separate and consolidated audit reports', async () => {
    const rceptNo = await annualReceipt();
    const files = await zipOf(`document.xml?rcept_no=${rceptNo}`);
    expect(Object.keys(files).sort()).toEqual([`${rceptNo}.xml`, `${rceptNo}_00760.xml`, `${rceptNo}_00761.xml`]);
    const main = files[`${rceptNo}.xml`] ?? '';
    expect(main).toContain('<DOCUMENT-NAME ACODE="11011">사업보고서</DOCUMENT-NAME>');
    expect(main).toContain(`<COMPANY-NAME AREGCIK="${SAMSUNG}">삼성전자</COMPANY-NAME>`);
    // The summary's total assets are the consolidated 자산총계 of fnlttSinglAcnt.
    const accounts = await json(`fnlttSinglAcnt.json?corp_code=${SAMSUNG}&bsns_year=2025&reprt_code=11011`);
    const assets = accounts.list.find((row) => row.fs_div === 'CFS' && row.account_nm === '자산총계');
    expect(main).toContain(`<EXTRACTION ACODE="TOT_ASSETS">${assets?.thstrm_amount?.replace(/,/g, '')}</EXTRACTION>`);
    expect(files[`${rceptNo}_00761.xml`]).toContain('<DOCUMENT-NAME ACODE="00761">연결감사보고서</DOCUMENT-NAME>');
  });

  it('zips any other filing of list.json under its receipt number', async () => {
    const page = await json(`list.json?corp_code=${SAMSUNG}&bgn_de=20250101&end_de=20251231&pblntf_ty=D&page_count=1`);
    const filing = page.list[0];
    const files = await zipOf(`document.xml?rcept_no=${filing?.rcept_no}`);
    expect(Object.keys(files)).toEqual([`${filing?.rcept_no}.xml`]);
    expect(files[`${filing?.rcept_no}.xml`]).toContain(`<DOCUMENT-NAME>${filing?.report_nm}</DOCUMENT-NAME>`);
  });

  it.each([
    ['an unknown receipt number', 'document.xml?rcept_no=20250101999999', '014'],
    ['a malformed receipt number', 'document.xml?rcept_no=2025', '100'],
    ['a report code that is not the filing’s', 'fnlttXbrl.xml?rcept_no=RCEPT&reprt_code=11012', '014'],
    ['a filing that is not a periodic report', 'fnlttXbrl.xml?rcept_no=20250101999999&reprt_code=11011', '014'],
  ])('answers %s with the XML status body', async (_label, path, status) => {
    const response = await get(path.replace('RCEPT', await annualReceipt()));
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const body = new XMLParser({ parseTagValue: false }).parse(await response.text()) as {
      result: { status: string; message: string };
    };
    expect(body.result.status).toBe(status);
    if (status === '014') expect(body.result.message).toBe('파일이 존재하지 않습니다.');
  });

  it.each(['document', 'fnlttXbrl'])('has no %s.json', async (api) => {
    expect((await get(`${api}.json?rcept_no=${await annualReceipt()}`)).status).toBe(404);
  });
});

describe('fnlttXbrl.xml', () => {
  it('zips the XBRL instance whose facts are the statements of fnlttSinglAcntAll', async () => {
    const rceptNo = await annualReceipt();
    const files = await zipOf(`fnlttXbrl.xml?rcept_no=${rceptNo}&reprt_code=11011`);
    const entity = `entity${SAMSUNG}_2025-12-31`;
    expect(Object.keys(files).sort()).toEqual([`${entity}.xbrl`, `${entity}_lab-ko.xml`]);
    const instance = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(
      files[`${entity}.xbrl`] ?? '',
    ) as { 'xbrli:xbrl': Record<string, unknown> };
    const full = await json(`fnlttSinglAcntAll.json?corp_code=${SAMSUNG}&bsns_year=2025&reprt_code=11011&fs_div=CFS`);
    const assets = full.list.find((row) => row.account_id === 'ifrs-full_Assets');
    const facts = [instance['xbrli:xbrl']['ifrs-full:Assets']].flat() as Array<Record<string, string>>;
    const consolidated = facts.find((fact) => fact['@_contextRef'] === 'I_CFS');
    expect(consolidated?.['#text']).toBe(assets?.thstrm_amount?.replace(/,/g, ''));
    expect(files[`${entity}_lab-ko.xml`]).toContain('>자산총계</link:label>');
  });
});
