// The DS002/DS003/DS004 APIs added for the opendart client agree with the tables they are read from:
// the same people as exctvSttus and hyslrSttus, the buybacks and investments of list.json, and the
// separate statements' investment account.
import { describe, expect, it } from 'vitest';
import { createDartDataset } from '../../src/data/index.ts';

const dataset = createDartDataset();
const SAMSUNG = '00126380';
const annual = { corp_code: SAMSUNG, bsns_year: '2025', reprt_code: '11011' } as const;
const rows = (api: Parameters<typeof dataset.periodic>[0]['api'], query = annual) =>
  dataset.periodic({ ...query, api });
const count = (text: string | undefined) => (text && text !== '-' ? Number(text.replace(/,/g, '')) : 0);

describe('보수 (hmvAuditIndvdlBySttus, hmvAuditAllSttus, indvdlByPay)', () => {
  it('names only registered directors of exctvSttus, each paid 5억 or more', () => {
    const registered = new Set(
      rows('exctvSttus')
        .filter((row) => row.rgist_exctv_at !== '미등기')
        .map((row) => row.nm),
    );
    const individuals = rows('hmvAuditIndvdlBySttus');
    expect(individuals.length).toBeGreaterThan(0);
    for (const row of individuals) {
      expect(registered.has(row.nm ?? '')).toBe(true);
      expect(count(row.mendng_totamt)).toBeGreaterThanOrEqual(500_000_000);
    }
    const board = rows('hmvAuditAllSttus')[0];
    expect(count(board?.nmpr)).toBe(registered.size);
    expect(count(board?.mendng_totamt)).toBeGreaterThanOrEqual(
      individuals.reduce((sum, row) => sum + count(row.mendng_totamt), 0),
    );
  });

  it('lists at most five top earners, and every director paid more than the fifth among them', () => {
    const top = rows('indvdlByPay');
    expect(top.length).toBeLessThanOrEqual(5);
    const floor = Math.min(...top.map((row) => count(row.mendng_totamt)));
    for (const row of rows('hmvAuditIndvdlBySttus').filter((director) => count(director.mendng_totamt) > floor))
      expect(top).toContainEqual(row);
  });

  it('answers no individual pay in a first-quarter report (disclosed in annual and half-year reports only)', () => {
    expect(rows('indvdlByPay', { ...annual, reprt_code: '11013' } as never)).toEqual([]);
    expect(rows('hmvAuditAllSttus', { ...annual, reprt_code: '11013' } as never)).toHaveLength(1);
  });
});

describe('주주 (hyslrChgSttus, mrhlSttus, elestock)', () => {
  it('ends the largest shareholder’s changes on the group total of hyslrSttus', () => {
    const changes = rows('hyslrChgSttus');
    const total = rows('hyslrSttus').find((row) => row.nm === '계');
    expect(changes.at(-1)?.posesn_stock_co).toBe(total?.trmend_posesn_stock_co);
    expect(changes.at(-1)?.mxmm_shrholdr_nm).toBe(rows('hyslrSttus')[0]?.nm);
  });

  it('leaves minority holders less than the shares the group does not hold', () => {
    const [minority] = rows('mrhlSttus');
    const group = count(rows('hyslrSttus').find((row) => row.nm === '계')?.trmend_posesn_stock_co);
    expect(count(minority?.stock_tot_co)).toBe(5_969_782_550);
    expect(count(minority?.hold_stock_co)).toBeLessThanOrEqual(count(minority?.stock_tot_co) - group);
    expect(count(minority?.shrholdr_co)).toBeLessThan(count(minority?.shrholdr_tot_co));
  });

  it('reads every elestock row from a 임원ㆍ주요주주 filing of list.json, by its filer', () => {
    const filings = new Map(dataset.disclosures.where('corp_code', SAMSUNG).map((row) => [row.rcept_no, row]));
    const reports = dataset.insiderReports(SAMSUNG);
    expect(reports.length).toBeGreaterThan(0);
    for (const row of reports) {
      const filing = filings.get(row.rcept_no ?? '');
      expect(filing?.report_nm).toBe('임원ㆍ주요주주특정증권등소유상황보고서');
      expect(row.repror).toBe(filing?.flr_nm);
      expect(row.rcept_dt?.replace(/-/g, '')).toBe(filing?.rcept_dt);
    }
  });
});

describe('자기주식 and 타법인출자 (tesstkAcqsDspsSttus, otrCprInvstmntSttus)', () => {
  it('closes the treasury position at its opening plus the year’s buybacks', () => {
    const total = rows('tesstkAcqsDspsSttus').find((row) => row.acqs_mth1 === '총계');
    expect(count(total?.trmend_qy)).toBe(
      count(total?.bsis_qy) + count(total?.change_qy_acqs) - count(total?.change_qy_dsps),
    );
  });

  it('adds the book values up to the separate balance sheet’s investments in subsidiaries (백만원)', () => {
    const investments = rows('otrCprInvstmntSttus');
    const sum = investments.find((row) => row.inv_prm === '합 계');
    const separate = dataset
      .fullStatements({ ...annual, fs_div: 'OFS' })
      .find((row) => row.account_id === 'dart_InvestmentsInSubsidiariesJointVenturesAndAssociates');
    expect(Math.abs(count(sum?.trmend_blce_acntbk_amount) - count(separate?.thstrm_amount) / 1e6)).toBeLessThanOrEqual(
      1,
    );
    const listed = investments.filter((row) => row.inv_prm !== '합 계');
    const books = listed.reduce((total, row) => total + count(row.trmend_blce_acntbk_amount), 0);
    expect(Math.abs(books - count(sum?.trmend_blce_acntbk_amount))).toBeLessThanOrEqual(listed.length);
  });
});

describe('xbrlTaxonomy', () => {
  it('carries every account_id of the consolidated balance sheet in BS1 and of the separate one in BS2', () => {
    for (const [form, fsDiv] of [
      ['BS1', 'CFS'],
      ['BS2', 'OFS'],
    ] as const) {
      const ids = new Set(dataset.taxonomy(form).map((row) => row.account_id));
      const statement = dataset.fullStatements({ ...annual, fs_div: fsDiv }).filter((row) => row.sj_div === 'BS');
      for (const row of statement) expect(ids.has(row.account_id)).toBe(true);
    }
  });

  it('knows no form outside BS1…SCE2', () => {
    expect(dataset.taxonomy('BS9')).toEqual([]);
  });
});
