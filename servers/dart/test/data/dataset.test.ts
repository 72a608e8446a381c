// Size, identity and paper anchors of the DART dataset.
import { describe, expect, it } from 'vitest';
import { createDartDataset } from '../../src/data/index.ts';

const dataset = createDartDataset();

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
const corpCodes = dataset.corpCodes.rows();
const companies = dataset.companies.rows();
const disclosures = dataset.disclosures.rows();

describe('company universe', () => {
  it('has at least 3,000 corp codes, 2,200 of them listed, with the market mix of the real list', () => {
    expect(corpCodes.length).toBeGreaterThanOrEqual(3000);
    const byClass = groupBy(companies, (company) => company.corp_cls);
    expect(byClass.get('Y')?.length).toBe(800);
    expect(byClass.get('K')?.length).toBe(1500);
    expect(byClass.get('N')?.length ?? 0).toBeGreaterThan(0);
    expect(corpCodes.filter((row) => row.stock_code !== '').length).toBeGreaterThanOrEqual(2200);
    expect((byClass.get('E') ?? []).filter((company) => company.stock_code !== '')).toEqual([]);
  });

  it('gives every company unique, well-formed identifiers', () => {
    const listed = corpCodes.filter((row) => row.stock_code !== '');
    expect(new Set(listed.map((row) => row.stock_code)).size).toBe(listed.length);
    expect(new Set(corpCodes.map((row) => row.corp_code)).size).toBe(corpCodes.length);
    expect(new Set(companies.map((row) => row.jurir_no)).size).toBe(companies.length);
    expect(new Set(companies.map((row) => row.bizr_no)).size).toBe(companies.length);
    const malformed = companies.filter(
      (row) =>
        !/^\d{8}$/.test(row.corp_code) ||
        !/^\d{13}$/.test(row.jurir_no) ||
        !/^\d{10}$/.test(row.bizr_no) ||
        (row.stock_code !== '' && !/^\d{6}$/.test(row.stock_code)) ||
        !/^(19|20)\d{6}$/.test(row.est_dt),
    );
    expect(malformed).toEqual([]);
    expect(corpCodes.filter((row) => !/^\d{8}$/.test(row.modify_date) || row.modify_date > dataset.endDate)).toEqual(
      [],
    );
  });

  it.each([
    ['삼성전자', '005930', '00126380'],
    ['SK하이닉스', '000660', '00164779'],
    ['현대자동차', '005380', '00164742'],
    ['LG전자', '066570', '00401731'],
    ['카카오', '035720', '00258801'],
    ['NAVER', '035420', '00266961'],
  ])('maps %s to its real stock code and corp code', (name, stockCode, corpCode) => {
    const rows = corpCodes.filter((row) => row.corp_name === name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ stock_code: stockCode, corp_code: corpCode });
  });

  it('maps 현대엔지니어링 to three unlisted corp codes with different modify dates', () => {
    const rows = corpCodes.filter((row) => row.corp_name === '현대엔지니어링');
    expect(rows.map((row) => row.corp_code).sort()).toEqual(['00349927', '01229727', '01465666']);
    expect(rows.every((row) => row.stock_code === '')).toBe(true);
    expect(new Set(rows.map((row) => row.modify_date)).size).toBe(3);
  });

  it('has at least three more names that map to two or three corp codes', () => {
    const byName = groupBy(corpCodes, (row) => row.corp_name);
    const traps = [...byName.entries()].filter(([name, rows]) => !name.includes('현대엔지니어링') && rows.length >= 2);
    expect(traps.length).toBeGreaterThanOrEqual(3);
    for (const [, rows] of traps) {
      expect(rows.length).toBeLessThanOrEqual(3);
      expect(rows.filter((row) => row.stock_code !== '').length).toBeLessThanOrEqual(1);
    }
  });
});

describe('disclosures', () => {
  it('has at least 100,000 filings between 2019-01-01 and the end date', () => {
    expect(disclosures.length).toBeGreaterThanOrEqual(100_000);
    expect(disclosures.filter((row) => row.rcept_dt < '20190101' || row.rcept_dt > '20260901')).toEqual([]);
  });

  it('numbers filings with unique 14-digit receipt numbers that start with the receipt date', () => {
    expect(new Set(disclosures.map((row) => row.rcept_no)).size).toBe(disclosures.length);
    expect(
      disclosures.filter((row) => !/^\d{14}$/.test(row.rcept_no) || !row.rcept_no.startsWith(row.rcept_dt)),
    ).toEqual([]);
  });

  it('sorts rows by receipt date, then receipt number, newest first', () => {
    const unordered = disclosures.filter((current, index) => {
      const previous = disclosures[index - 1];
      return (
        previous !== undefined &&
        !(
          previous.rcept_dt > current.rcept_dt ||
          (previous.rcept_dt === current.rcept_dt && previous.rcept_no > current.rcept_no)
        )
      );
    });
    expect(unordered).toEqual([]);
  });

  it('names periodic reports exactly as DART does, filed in the right months', () => {
    const periodic = disclosures.filter((row) => row.pblntf_ty === 'A');
    const months: Record<string, string> = {
      '사업보고서 (.12)': '03',
      '분기보고서 (.03)': '05',
      '반기보고서 (.06)': '08',
      '분기보고서 (.09)': '11',
    };
    const wrong = periodic.filter((row) => {
      const name = row.report_nm.replace('[기재정정]', '');
      if (!/^(사업보고서 \(\d{4}\.12\)|반기보고서 \(\d{4}\.06\)|분기보고서 \(\d{4}\.(03|09)\))$/.test(name))
        return true;
      const detail = name.startsWith('사업') ? 'A001' : name.startsWith('반기') ? 'A002' : 'A003';
      if (row.pblntf_detail_ty !== detail) return true;
      return !row.report_nm.startsWith('[기재정정]') && row.rcept_dt.slice(4, 6) !== months[name.replace(/\d{4}/, '')];
    });
    expect(wrong).toEqual([]);
    expect(periodic.length).toBeGreaterThan(50_000);
  });

  it('uses the DART filing types, remark codes and both companies and holders as filers', () => {
    const types = new Set(disclosures.map((row) => row.pblntf_ty));
    for (const type of ['A', 'B', 'C', 'D', 'E', 'F', 'I', 'J']) expect(types.has(type)).toBe(true);
    expect(disclosures.filter((row) => !/^[유코채넥공연정철]*$/.test(row.rm))).toEqual([]);
    const holderFiled = disclosures.filter((row) => row.pblntf_detail_ty === 'D001' && row.flr_nm !== row.corp_name);
    expect(holderFiled.length).toBeGreaterThan(1000);
  });

  it('files only on weekdays, and files periodic reports only while listed (KONEX: no 분기보고서)', () => {
    const weekend = disclosures.filter((row) => {
      const day = new Date(
        Date.UTC(
          Number(row.rcept_dt.slice(0, 4)),
          Number(row.rcept_dt.slice(4, 6)) - 1,
          Number(row.rcept_dt.slice(6, 8)),
        ),
      ).getUTCDay();
      return day === 0 || day === 6;
    });
    expect(weekend).toEqual([]);
    const konex = new Set(companies.filter((row) => row.corp_cls === 'N').map((row) => row.corp_code));
    expect(disclosures.filter((row) => konex.has(row.corp_code) && row.pblntf_detail_ty === 'A003')).toEqual([]);
    const lgEnergy = disclosures.filter((row) => row.stock_code === '373220' && row.pblntf_ty === 'A');
    expect(lgEnergy.length).toBeGreaterThan(10);
    expect(lgEnergy.filter((row) => row.rcept_dt < '20220127')).toEqual([]);
  });
});

describe('paper example (라이트론)', () => {
  const lightron = corpCodes.find((row) => row.corp_name === '라이트론');

  it('is listed on KOSDAQ under 069540', () => {
    expect(lightron?.stock_code).toBe('069540');
    expect(dataset.companies.get(lightron?.corp_code ?? '')?.corp_cls).toBe('K');
  });

  it('has exactly one CB decision in January 2026 with floor 532 and conversion price 760', () => {
    const cbs = dataset.events
      .where('corp_code', lightron?.corp_code)
      .filter((row) => row.api === 'cvbdIsDecsn' && row.rcept_dt.startsWith('202601'));
    expect(cbs).toHaveLength(1);
    expect(cbs[0]?.fields).toMatchObject({ act_mktprcfl_cvprc_lwtrsprc: '532', cv_prc: '760', corp_name: '라이트론' });
    const filing = dataset.disclosures.get(cbs[0]?.rcept_no ?? '');
    expect(filing?.report_nm).toBe('주요사항보고서(전환사채권발행결정)');
  });
});
