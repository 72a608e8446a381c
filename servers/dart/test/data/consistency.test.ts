// Cross-table consistency: events and holdings match their filings, corrections supersede the
// filings they correct, and every financial or periodic row belongs to a filed periodic report.
import { describe, expect, it } from 'vitest';
import type { DisclosureRow, PeriodicApi, ReprtCode } from '../../src/data/index.ts';
import { createDartDataset } from '../../src/data/index.ts';

const dataset = createDartDataset();
const disclosures = dataset.disclosures.rows();
const events = dataset.events.rows();
const EVENT_REPORTS: Record<string, string> = {
  cvbdIsDecsn: '주요사항보고서(전환사채권발행결정)',
  bdwtIsDecsn: '주요사항보고서(신주인수권부사채권발행결정)',
  piicDecsn: '주요사항보고서(유상증자결정)',
};
const REPORT_CODES: Record<string, ReprtCode> = { '12': '11011', '06': '11012', '03': '11013', '09': '11014' };
const amount = (text: string | undefined) => Number((text ?? '').replaceAll(',', ''));
const koreanDay = (text: string | undefined) => (text ?? '').replace(/(\d{4})년 (\d{2})월 (\d{2})일/, '$1$2$3');

/** The latest periodic reports of a spread of companies (every 97th, to keep the test fast). */
function samplePeriodicReports(): Array<{
  row: DisclosureRow;
  query: { corp_code: string; bsns_year: string; reprt_code: ReprtCode };
}> {
  const latest = disclosures.filter((row) => row.pblntf_ty === 'A' && row.last_reprt);
  return latest
    .filter((_, index) => index % 97 === 0)
    .map((row) => {
      const [, year, month] = /\((\d{4})\.(\d{2})\)/.exec(row.report_nm) ?? [];
      return {
        row,
        query: { corp_code: row.corp_code, bsns_year: year ?? '', reprt_code: REPORT_CODES[month ?? ''] ?? '11011' },
      };
    });
}

describe('events', () => {
  it('pairs every CB/BW/유상증자 decision filing with exactly one event row, and back', () => {
    const filings = disclosures.filter((row) =>
      Object.values(EVENT_REPORTS).includes(row.report_nm.replace('[기재정정]', '')),
    );
    expect(new Set(events.map((row) => row.rcept_no)).size).toBe(events.length);
    expect(filings.map((row) => row.rcept_no).sort()).toEqual(events.map((row) => row.rcept_no).sort());
    const mismatched = events.filter((event) => {
      const filing = dataset.disclosures.get(event.rcept_no);
      return (
        !filing ||
        filing.corp_code !== event.corp_code ||
        filing.rcept_dt !== event.rcept_dt ||
        filing.report_nm.replace('[기재정정]', '') !== EVENT_REPORTS[event.api] ||
        event.fields.rcept_no !== event.rcept_no ||
        event.fields.corp_code !== event.corp_code ||
        filing.pblntf_detail_ty !== 'B001'
      );
    });
    expect(mismatched).toEqual([]);
    for (const api of ['cvbdIsDecsn', 'bdwtIsDecsn', 'piicDecsn'])
      expect(events.filter((row) => row.api === api).length).toBeGreaterThan(50);
  });

  it('keeps bond terms internally consistent (share count, floor, date order)', () => {
    const broken = events
      .filter((event) => event.api !== 'piicDecsn')
      .filter((event) => {
        const f = event.fields;
        const price = amount(f.cv_prc ?? f.ex_prc);
        const shares = amount(f.cvisstk_cnt ?? f.nstk_isstk_cnt);
        if (shares !== Math.floor(amount(f.bd_fta) / price)) return true;
        const floor = f.act_mktprcfl_cvprc_lwtrsprc;
        if (
          floor !== '-' &&
          (amount(floor) > price ||
            (amount(floor) < Math.ceil(price * 0.7) - 1 && !f.act_mktprcfl_cvprc_lwtrsprc_bs?.includes('액면')))
        )
          return true;
        const dates = [f.bddd, f.pymd, f.cvrqpd_bgd ?? f.expd_bgd, f.cvrqpd_edd ?? f.expd_edd, f.bd_mtd].map(koreanDay);
        return dates.some((date, index) => index > 0 && date < (dates[index - 1] ?? ''));
      });
    expect(broken).toEqual([]);
  });

  it('sizes rights issues on the share count before the issue', () => {
    const broken = events
      .filter((event) => event.api === 'piicDecsn')
      .filter((event) => {
        const f = event.fields;
        const funds = ['fdpp_fclt', 'fdpp_bsninh', 'fdpp_op', 'fdpp_dtrp', 'fdpp_ocsa', 'fdpp_etc'].reduce(
          (sum, key) => sum + (f[key] === '-' ? 0 : amount(f[key])),
          0,
        );
        return amount(f.nstk_ostk_cnt) <= 0 || amount(f.bfic_tisstk_ostk) <= 0 || funds % amount(f.nstk_ostk_cnt) !== 0;
      });
    expect(broken).toEqual([]);
  });
});

describe('filings', () => {
  it('marks a filing as superseded exactly when a later [기재정정] of it exists', () => {
    const corrections = disclosures.filter((row) => row.report_nm.startsWith('[기재정정]'));
    expect(corrections.length).toBeGreaterThan(100);
    const superseded = disclosures.filter((row) => !row.last_reprt);
    expect(superseded.length).toBe(corrections.length);
    const orphans = superseded.filter(
      (row) =>
        !corrections.some(
          (fix) =>
            fix.corp_code === row.corp_code &&
            fix.report_nm === `[기재정정]${row.report_nm}` &&
            fix.rcept_no > row.rcept_no,
        ),
    );
    expect(orphans).toEqual([]);
    expect(superseded.every((row) => row.rm.endsWith('정'))).toBe(true);
  });

  it('backs every majorstock row with a 대량보유 filing by the same holder', () => {
    const rows = dataset.majorstock.rows();
    expect(rows.length).toBeGreaterThan(1000);
    const broken = rows.filter((row) => {
      const filing = dataset.disclosures.get(row.rcept_no);
      return (
        filing?.pblntf_detail_ty !== 'D001' ||
        filing.flr_nm !== row.repror ||
        filing.report_nm !== `주식등의대량보유상황보고서(${row.report_tp})`
      );
    });
    expect(broken).toEqual([]);
  });

  it("chains each holder's majorstock rows: the change equals the difference from the previous report", () => {
    const byHolder = new Map<string, Array<{ stkqy: number; irds: number }>>();
    for (const row of [...dataset.majorstock.rows()].reverse()) {
      const key = `${row.corp_code}|${row.repror}`;
      const list = byHolder.get(key) ?? [];
      list.push({ stkqy: amount(row.stkqy), irds: amount(row.stkqy_irds) });
      byHolder.set(key, list);
    }
    const institutionChains = [...byHolder.values()].filter((list) => list.length > 1);
    expect(institutionChains.length).toBeGreaterThan(100);
    const broken = institutionChains.filter((list) =>
      list.some((entry, index) => index > 0 && entry.irds !== entry.stkqy - (list[index - 1]?.stkqy ?? 0)),
    );
    expect(broken).toEqual([]);
  });
});

describe('financial and periodic rows', () => {
  const samples = samplePeriodicReports();

  it('carries the rcept_no of the matching periodic filing in every row', () => {
    expect(samples.length).toBeGreaterThan(300);
    for (const { row, query } of samples) {
      const rows = [
        ...dataset.singleAccounts(query),
        ...dataset.fullStatements({ ...query, fs_div: 'OFS' }),
        ...dataset.indices({ ...query, idx_cl_code: 'M210000' }),
        ...(['alotMatter', 'hyslrSttus', 'empSttus', 'exctvSttus', 'irdsSttus'] as const).flatMap((api: PeriodicApi) =>
          dataset.periodic({ ...query, api }),
        ),
      ];
      expect(rows.length).toBeGreaterThan(20);
      expect(rows.filter((entry) => entry.rcept_no !== row.rcept_no)).toEqual([]);
    }
  });

  it('returns nothing for a report not filed by the end date', () => {
    expect(dataset.singleAccounts({ corp_code: '00126380', bsns_year: '2026', reprt_code: '11014' })).toEqual([]);
    expect(
      dataset.singleAccounts({ corp_code: '00126380', bsns_year: '2026', reprt_code: '11012' }).length,
    ).toBeGreaterThan(0);
    expect(
      dataset.periodic({ corp_code: '99999999', bsns_year: '2024', reprt_code: '11011', api: 'alotMatter' }),
    ).toEqual([]);
  });

  it('balances the statements and agrees between the main accounts, full statements and indices', () => {
    for (const { query } of samples.slice(0, 120)) {
      const single = dataset.singleAccounts(query);
      const basis = single[0]?.fs_div === 'CFS' ? 'CFS' : 'OFS';
      const main = (name: string) =>
        amount(single.find((entry) => entry.fs_div === basis && entry.account_nm === name)?.thstrm_amount);
      expect(main('자산총계')).toBe(main('부채총계') + main('자본총계'));
      const full = dataset.fullStatements({ ...query, fs_div: basis });
      const line = (id: string, sj = 'IS') => full.find((entry) => entry.account_id === id && entry.sj_div === sj);
      const revenue = line('ifrs-full_Revenue');
      expect(amount(revenue?.thstrm_amount)).toBe(main('매출액'));
      expect(amount(line('dart_OperatingIncomeLoss')?.thstrm_amount)).toBe(main('영업이익'));
      expect(amount(line('ifrs-full_Assets', 'BS')?.thstrm_amount)).toBe(main('자산총계'));
      const cashEnd = amount(line('dart_CashAndCashEquivalentsAtEndOfPeriodCf', 'CF')?.thstrm_amount);
      const cashFlows = [
        'ifrs-full_CashFlowsFromUsedInOperatingActivities',
        'ifrs-full_CashFlowsFromUsedInInvestingActivities',
        'ifrs-full_CashFlowsFromUsedInFinancingActivities',
      ].reduce((sum, id) => sum + amount(line(id, 'CF')?.thstrm_amount), 0);
      expect(cashEnd - amount(line('dart_CashAndCashEquivalentsAtBeginningOfPeriodCf', 'CF')?.thstrm_amount)).toBe(
        cashFlows,
      );
      const ytdRevenue = amount(revenue?.thstrm_add_amount ?? revenue?.thstrm_amount);
      const ytdOperating = amount(
        line('dart_OperatingIncomeLoss')?.thstrm_add_amount ?? line('dart_OperatingIncomeLoss')?.thstrm_amount,
      );
      const margin = dataset
        .indices({ ...query, idx_cl_code: 'M210000' })
        .find((entry) => entry.idx_nm === '영업이익률');
      if (ytdRevenue > 0) expect(Number(margin?.idx_val)).toBeCloseTo((ytdOperating / ytdRevenue) * 100, 2);
    }
  });

  it("makes the year's annual figures the sum of its quarters and carries them into the next report", () => {
    const query = { corp_code: '00126380', bsns_year: '2024', reprt_code: '11011' } as const;
    const annual = dataset.fullStatements({ ...query, fs_div: 'CFS' });
    const next = dataset.fullStatements({ ...query, bsns_year: '2025', fs_div: 'CFS' });
    const q3 = dataset.fullStatements({ ...query, reprt_code: '11014', fs_div: 'CFS' });
    const revenue = (rows: Record<string, string>[], field: string) =>
      amount(rows.find((entry) => entry.account_id === 'ifrs-full_Revenue')?.[field]);
    expect(revenue(next, 'frmtrm_amount')).toBe(revenue(annual, 'thstrm_amount'));
    expect(revenue(annual, 'thstrm_amount')).toBeGreaterThan(revenue(q3, 'thstrm_add_amount'));
    expect(annual.find((entry) => entry.sj_div === 'IS')?.thstrm_nm).toBe('제 56 기');
  });

  it('fills the DS002 APIs with their real field names and a consistent largest-shareholder total', () => {
    const query = samples.find(({ row }) => row.report_nm.startsWith('사업보고서') && row.corp_cls === 'K')?.query;
    expect(query).toBeDefined();
    if (!query) return;
    const holders = dataset.periodic({ ...query, api: 'hyslrSttus' });
    const total = holders.at(-1);
    expect(total?.nm).toBe('계');
    expect(holders.slice(0, -1).reduce((sum, entry) => sum + amount(entry.trmend_posesn_stock_co), 0)).toBe(
      amount(total?.trmend_posesn_stock_co),
    );
    expect(Object.keys(dataset.periodic({ ...query, api: 'alotMatter' })[0] ?? {})).toEqual(
      expect.arrayContaining(['se', 'thstrm', 'frmtrm', 'lwfr', 'stlm_dt']),
    );
    expect(Object.keys(dataset.periodic({ ...query, api: 'empSttus' })[0] ?? {})).toEqual(
      expect.arrayContaining([
        'fo_bbm',
        'sexdstn',
        'rgllbr_co',
        'cnttk_co',
        'sm',
        'avrg_cnwk_sdytrn',
        'fyer_salary_totamt',
        'jan_salary_am',
      ]),
    );
    const executives = dataset.periodic({ ...query, api: 'exctvSttus' });
    const ceo = dataset.companies.get(query.corp_code)?.ceo_nm.split(', ')[0];
    expect(executives.some((entry) => entry.nm === ceo && entry.ofcps === '대표이사')).toBe(true);
    expect(Object.keys(dataset.periodic({ ...query, api: 'irdsSttus' })[0] ?? {})).toEqual(
      expect.arrayContaining(['isu_dcrs_de', 'isu_dcrs_stle', 'isu_dcrs_qy']),
    );
  });
});
