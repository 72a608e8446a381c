// The two download APIs that answer a ZIP: document.xml (공시서류원본파일, the filing's documents in
// DART's dart4.xsd markup) and fnlttXbrl.xml (재무제표 원본파일, the periodic report's XBRL
// instance and Korean labels). A receipt number that names no filing (or one filed after the
// session's today) is 014 파일이 존재하지 않습니다, as an XML status body.
import { strToU8, zipSync } from 'fflate';
import type { DisclosureRow } from '../data/index.ts';
import { DartStatus, REPRT, required } from './sim-params.ts';
import type { DartView } from './sim-view.ts';

const RCEPT_NO = /^\d{14}$/;
const REPORT_NAMES: Record<string, string> = {
  '11011': '사업보고서',
  '11012': '반기보고서',
  '11013': '분기보고서',
  '11014': '분기보고서',
};

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function element(name: string, attributes: Record<string, string>, content: string): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  return `<${name}${attrs}>${content}</${name}>`;
}

const text = (name: string, value: string, attributes: Record<string, string> = {}) =>
  element(name, attributes, escapeXml(value));

function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const head = `<TR>${header.map((cell) => text('TH', cell)).join('')}</TR>`;
  const body = rows.map((row) => `<TR>${row.map((cell) => text('TD', cell)).join('')}</TR>`).join('\n');
  return `<TABLE ACLASS="NORMAL"><TBODY>\n${head}\n${body}\n</TBODY></TABLE>`;
}

function section(title: string, content: string): string {
  return `<SECTION-1>${text('TITLE', title, { ATOC: 'Y' })}\n${content}\n</SECTION-1>`;
}

function dartDocument(input: { name: string; acode?: string; filing: DisclosureRow; summary?: string; body: string }) {
  const { name, acode, filing } = input;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<DOCUMENT xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="dart4.xsd">',
    text('DOCUMENT-NAME', name, acode ? { ACODE: acode } : {}),
    text('COMPANY-NAME', filing.corp_name, { AREGCIK: filing.corp_code }),
    input.summary ?? '',
    `<BODY>\n${input.body}\n</BODY>`,
    '</DOCUMENT>',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The filing a receipt number names, if the session can see it. */
function filedDocument(params: URLSearchParams, view: DartView): DisclosureRow {
  const rceptNo = required(params, 'rcept_no', RCEPT_NO);
  const filing = view.disclosures.get(rceptNo);
  if (!filing || filing.rcept_dt > view.today) throw new DartStatus('014');
  return filing;
}

const keyAccountRows = (rows: readonly Record<string, string>[], basis: string) =>
  rows
    .filter((row) => row.fs_div === basis)
    .map((row) => [row.account_nm ?? '', row.thstrm_amount ?? '', row.frmtrm_amount ?? ''] as const);

function periodicDocuments(filing: DisclosureRow, view: DartView): Record<string, string> {
  const query = view.dataset.periodicReportOf(filing.rcept_no);
  if (!query) return {};
  const accounts = view.dataset.singleAccounts(query);
  const consolidated = accounts.some((row) => row.fs_div === 'CFS');
  const basis = consolidated ? 'CFS' : 'OFS';
  const pick = (name: string) => accounts.find((row) => row.fs_div === basis && row.account_nm === name)?.thstrm_amount;
  const summary = [
    ['TOT_ASSETS', pick('자산총계')],
    ['TOT_DEBTS', pick('부채총계')],
    ['TOT_SALES', pick('매출액')],
    ['IFRS_YN', 'Y'],
  ]
    .map(([code, value]) => text('EXTRACTION', (value ?? '').replace(/,/g, ''), { ACODE: code ?? '' }))
    .join('');
  const company = view.companies.get(filing.corp_code);
  const executives = view.dataset.periodic({ ...query, api: 'exctvSttus' });
  const columns = ['과목', '당기', '전기'];
  const body = [
    section(
      'I. 회사의 개요',
      [
        text('P', `회사의 명칭: ${filing.corp_name}`),
        text('P', `대표이사: ${company?.ceo_nm ?? '-'}`),
        text('P', `본사 주소: ${company?.adres ?? '-'}`),
        text('P', `설립일자: ${company?.est_dt ?? '-'}`),
      ].join('\n'),
    ),
    section('III. 재무에 관한 사항', table(columns, keyAccountRows(accounts, basis))),
    section(
      'VIII. 임원 및 직원 등에 관한 사항',
      table(
        ['성명', '성별', '출생년월', '직위', '등기임원여부', '담당업무'],
        executives.map((row) =>
          ['nm', 'sexdstn', 'birth_ym', 'ofcps', 'rgist_exctv_at', 'chrg_job'].map((field) => row[field] ?? ''),
        ),
      ),
    ),
  ].join('\n');
  const reportName = REPORT_NAMES[query.reprt_code] ?? filing.report_nm;
  const files: Record<string, string> = {
    [`${filing.rcept_no}.xml`]: dartDocument({
      name: reportName,
      acode: query.reprt_code,
      filing,
      summary: `<SUMMARY>${summary}</SUMMARY>`,
      body,
    }),
  };
  if (query.reprt_code === '11011') {
    // The annual report carries the auditor's reports: separate (00760) and consolidated (00761).
    const audits = [['00760', '감사보고서', 'OFS'], ...(consolidated ? [['00761', '연결감사보고서', 'CFS']] : [])];
    for (const [acode = '', name = '', fsDiv = ''] of audits) {
      files[`${filing.rcept_no}_${acode}.xml`] = dartDocument({
        name,
        acode,
        filing,
        body: section(fsDiv === 'CFS' ? '연결재무제표' : '재무제표', table(columns, keyAccountRows(accounts, fsDiv))),
      });
    }
  }
  return files;
}

function otherDocument(filing: DisclosureRow, view: DartView): Record<string, string> {
  const event = view.events.get(filing.rcept_no);
  const details = event
    ? table(
        ['항목', '내용'],
        Object.entries(event.fields)
          .filter(([field]) => !['rcept_no', 'corp_cls', 'corp_code', 'corp_name'].includes(field))
          .map(([field, value]) => [field, value] as const),
      )
    : '';
  const body = section(
    filing.report_nm,
    [text('P', `${filing.corp_name} ${filing.report_nm}`), text('P', `제출인: ${filing.flr_nm}`), details]
      .filter(Boolean)
      .join('\n'),
  );
  return { [`${filing.rcept_no}.xml`]: dartDocument({ name: filing.report_nm, filing, body }) };
}

/** document.xml: the ZIP of a filing's documents. */
export function documentZip(params: URLSearchParams, view: DartView): Uint8Array {
  const filing = filedDocument(params, view);
  const periodic = periodicDocuments(filing, view);
  const files = Object.keys(periodic).length > 0 ? periodic : otherDocument(filing, view);
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, xml]) => [name, strToU8(xml)])), { level: 6 });
}

const IFRS_NS = 'https://xbrl.ifrs.org/taxonomy/2023-03-23/ifrs-full';
const DART_NS = 'http://dart.fss.or.kr/xbrl/dart';

/** fnlttXbrl.xml: the XBRL instance of a periodic report's statements, with its Korean labels. */
export function xbrlZip(params: URLSearchParams, view: DartView): Uint8Array {
  const filing = filedDocument(params, view);
  const reprtCode = required(params, 'reprt_code', REPRT);
  const query = view.dataset.periodicReportOf(filing.rcept_no);
  if (!query || query.reprt_code !== reprtCode) throw new DartStatus('014');
  const quarter = { '11013': 1, '11012': 2, '11014': 3, '11011': 4 }[reprtCode] ?? 4;
  const end = `${query.bsns_year}-${['03-31', '06-30', '09-30', '12-31'][quarter - 1]}`;
  const start = `${query.bsns_year}-01-01`;
  const entity = `entity${filing.corp_code}_${end}`;
  const contexts: string[] = [];
  const facts: string[] = [];
  const labels = new Map<string, string>();
  for (const basis of ['CFS', 'OFS'] as const) {
    const rows = view.dataset.fullStatements({ ...query, fs_div: basis });
    if (rows.length === 0) continue;
    const member = basis === 'CFS' ? 'ifrs-full:ConsolidatedMember' : 'ifrs-full:SeparateMember';
    const segment = `<xbrli:segment><xbrldi:explicitMember dimension="ifrs-full:ConsolidatedAndSeparateFinancialStatementsAxis">${member}</xbrldi:explicitMember></xbrli:segment>`;
    const entityXml = `<xbrli:entity><xbrli:identifier scheme="http://dart.fss.or.kr">${filing.corp_code}</xbrli:identifier>${segment}</xbrli:entity>`;
    contexts.push(
      `<xbrli:context id="I_${basis}">${entityXml}<xbrli:period><xbrli:instant>${end}</xbrli:instant></xbrli:period></xbrli:context>`,
      `<xbrli:context id="D_${basis}">${entityXml}<xbrli:period><xbrli:startDate>${start}</xbrli:startDate><xbrli:endDate>${end}</xbrli:endDate></xbrli:period></xbrli:context>`,
    );
    const seen = new Set<string>();
    for (const row of rows) {
      const id = row.account_id ?? '';
      if (row.sj_div === 'SCE' || seen.has(id)) continue;
      seen.add(id);
      const value = (row.thstrm_add_amount ?? row.thstrm_amount ?? '').replace(/,/g, '');
      if (value === '') continue;
      const concept = id.replace('_', ':');
      const perShare = id === 'ifrs-full_BasicEarningsLossPerShare';
      const context = row.sj_div === 'BS' ? `I_${basis}` : `D_${basis}`;
      facts.push(
        `<${concept} contextRef="${context}" unitRef="${perShare ? 'KRWPerShare' : 'KRW'}" decimals="0">${value}</${concept}>`,
      );
      labels.set(concept, row.account_nm ?? '');
    }
  }
  const instance = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:xbrldi="http://xbrl.org/2006/xbrldi" xmlns:iso4217="http://www.xbrl.org/2003/iso4217" xmlns:ifrs-full="${IFRS_NS}" xmlns:dart="${DART_NS}">`,
    `<link:schemaRef xlink:type="simple" xlink:href="${entity}.xsd"/>`,
    ...contexts,
    '<xbrli:unit id="KRW"><xbrli:measure>iso4217:KRW</xbrli:measure></xbrli:unit>',
    '<xbrli:unit id="KRWPerShare"><xbrli:divide><xbrli:unitNumerator><xbrli:measure>iso4217:KRW</xbrli:measure></xbrli:unitNumerator><xbrli:unitDenominator><xbrli:measure>xbrli:shares</xbrli:measure></xbrli:unitDenominator></xbrli:divide></xbrli:unit>',
    ...facts,
    '</xbrli:xbrl>',
  ].join('\n');
  const labelLinkbase = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<link:linkbase xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink">',
    '<link:labelLink xlink:type="extended" xlink:role="http://www.xbrl.org/2003/role/link">',
    ...[...labels].map(
      ([concept, label]) =>
        `<link:label xlink:type="resource" xlink:label="label_${concept.replace(':', '_')}" xlink:role="http://www.xbrl.org/2003/role/label" xml:lang="ko">${escapeXml(label)}</link:label>`,
    ),
    '</link:labelLink>',
    '</link:linkbase>',
  ].join('\n');
  return zipSync(
    { [`${entity}.xbrl`]: strToU8(instance), [`${entity}_lab-ko.xml`]: strToU8(labelLinkbase) },
    { level: 6 },
  );
}
