import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemsOf, KEY, openDart } from './helpers.ts';

let dart: Awaited<ReturnType<typeof openDart>>;
beforeAll(async () => {
  dart = await openDart();
});
afterAll(() => dart.close());

describe('the DART lookup → list → detail chain', () => {
  it('reads a convertible bond from a company name: corp_code → disclosures → cvbdIsDecsn', async () => {
    const [company] = itemsOf<{ corp_code: string; stock_code: string }>(
      await dart.call('dart_search_corp_code', { crtfc_key: KEY, corp_name: '라이트론' }),
    );
    expect(company?.stock_code).toBe('069540');
    const corp_code = company?.corp_code ?? '';

    const disclosures = itemsOf<{ report_nm: string; rcept_no: string; rcept_dt: string }>(
      await dart.call('dart_list_disclosures', {
        crtfc_key: KEY,
        corp_code,
        bgn_de: '20260101',
        end_de: '20260131',
        pblntf_ty: 'B',
        page_count: 100,
      }),
    );
    const cb = disclosures.find((row) => row.report_nm.includes('전환사채'));
    expect(cb, 'a 전환사채권발행결정 disclosure in January 2026').toBeDefined();

    const events = itemsOf<{ rcept_no: string; cv_prc: string; act_mktprcfl_cvprc_lwtrsprc: string }>(
      await dart.call('dart_get_convertible_bond_decisions', {
        crtfc_key: KEY,
        corp_code,
        bgn_de: cb?.rcept_dt,
        end_de: cb?.rcept_dt,
      }),
    );
    const event = events.find((row) => row.rcept_no === cb?.rcept_no);
    expect(event?.act_mktprcfl_cvprc_lwtrsprc).toBe('532');
    expect(Number(event?.cv_prc.replace(/,/g, ''))).toBeGreaterThan(532);
  });

  it('returns every corp_code of a duplicated name', async () => {
    const rows = itemsOf<{ corp_code: string; corp_name: string }>(
      await dart.call('dart_search_corp_code', { crtfc_key: KEY, corp_name: '현대엔지니어링' }),
    );
    const exact = rows
      .filter((row) => row.corp_name === '현대엔지니어링')
      .map((row) => row.corp_code)
      .sort();
    expect(exact).toEqual(['00349927', '01229727', '01465666']);
  });

  it('points every listed event disclosure at an event that exists', async () => {
    const [samsung] = itemsOf<{ corp_code: string }>(
      await dart.call('dart_search_corp_code', { crtfc_key: KEY, stock_code: '005930' }),
    );
    expect(samsung?.corp_code).toBe('00126380');
    const company = await dart.call('dart_get_company', { crtfc_key: KEY, corp_code: '00126380' });
    expect(company.structuredContent).toMatchObject({
      resultCode: '000',
      item: { corp_name: '삼성전자', stock_code: '005930' },
    });
    const periodic = itemsOf<{ report_nm: string; rcept_no: string }>(
      await dart.call('dart_list_disclosures', {
        crtfc_key: KEY,
        corp_code: '00126380',
        bgn_de: '20260101',
        end_de: '20260831',
        pblntf_detail_ty: 'A001',
      }),
    );
    const annual = periodic.filter((row) => row.report_nm.includes('사업보고서 (2025.12)')).map((row) => row.rcept_no);
    expect(annual.length).toBeGreaterThan(0);
    const accounts = itemsOf<{ rcept_no: string; account_nm: string }>(
      await dart.call('dart_get_single_account', {
        crtfc_key: KEY,
        corp_code: '00126380',
        bsns_year: '2025',
        reprt_code: '11011',
      }),
    );
    expect(accounts.length).toBeGreaterThan(0);
    const filed = new Set(accounts.map((row) => row.rcept_no));
    expect(filed.size).toBe(1);
    expect(annual).toContain([...filed][0]);
  });
});
