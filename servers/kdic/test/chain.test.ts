import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemsOf, KEY, openKdic, pageOf } from './helpers.ts';

let kdic: Awaited<ReturnType<typeof openKdic>>;
beforeAll(async () => {
  kdic = await openKdic();
});
afterAll(() => kdic.close());

describe('KDIC chains, as a model would call them', () => {
  it('goes from an institution name to its protected products: getCompanyList → getProductList', async () => {
    const [company, ...others] = itemsOf<{ fncIstNm: string; regnNm: string }>(
      await kdic.call('kdic_list_insured_companies', { serviceKey: KEY, fncIstNm: 'SBI' }),
    );
    expect(others).toEqual([]);
    expect(company).toMatchObject({ fncIstNm: '(주)SBI저축은행', regnNm: '저축은행' });
    const page = pageOf<{ fncIstNm: string; prdNm: string; prdSalDscnDt: string; regDate: string }>(
      await kdic.call('kdic_list_insured_products', { serviceKey: KEY, fncIstNm: company?.fncIstNm, numOfRows: 1000 }),
    );
    expect(page.totalCount).toBe(page.items.length);
    expect(page.items.length).toBeGreaterThan(0);
    for (const product of page.items) {
      expect(product.fncIstNm).toBe('(주)SBI저축은행');
      expect(product.regDate).toMatch(/^\d{8}$/);
      expect(product.regDate <= '20260901').toBe(true);
      expect(product.prdSalDscnDt === '' || product.prdSalDscnDt > product.regDate).toBe(true);
    }
  });

  it.each([
    ['a part of the institution name', { fncIstNm: 'SBI' }],
    ['the institution name without its (주)', { fncIstNm: 'SBI저축은행' }],
  ])('answers no product for %s: getProductList matches fncIstNm exactly', async (_label, filter) => {
    const result = await kdic.call('kdic_list_insured_products', { serviceKey: KEY, ...filter });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toMatch(/03|NODATA/);
  });

  it('keeps savings banks out of the 은행 권역: regnNm matches exactly', async () => {
    const page = pageOf<{ regnNm: string }>(
      await kdic.call('kdic_list_insured_companies', { serviceKey: KEY, regnNm: '은행', numOfRows: 1000 }),
    );
    expect(page.items.length).toBeGreaterThan(0);
    expect(new Set(page.items.map((row) => row.regnNm))).toEqual(new Set(['은행']));
  });

  it('reads a savings bank’s BIS ratio in a month from its name, and the month it was not yet published', async () => {
    const [row] = itemsOf<{ finIstNm: string; ym: string; bisTotCptRto: string }>(
      await kdic.call('kdic_get_savings_bank_finance', { serviceKey: KEY, finIstNm: 'OK저축은행', ym: '202606' }),
    );
    expect(row).toMatchObject({ finIstNm: 'OK저축은행', ym: '202606' });
    expect(Number(row?.bisTotCptRto)).toBeGreaterThan(5);
    const earlier = await kdic.call('kdic_get_savings_bank_finance', {
      serviceKey: KEY,
      finIstNm: 'OK저축은행',
      ym: '202606',
    });
    expect(itemsOf(earlier)).toEqual([row]);
    const session = await openKdic({ clock: { now: '2026-06-15T09:00:00+09:00' } });
    const unpublished = await session.call('kdic_get_savings_bank_finance', {
      serviceKey: KEY,
      finIstNm: 'OK저축은행',
      ym: '202606',
    });
    expect(unpublished.isError).toBe(true);
    await session.close();
  });

  it('follows a failed savings bank from its insurance accident to the real estate its estate sells', async () => {
    const [accident] = itemsOf<{ fnccmpNm: string; rsluMthoCont: string; insacdDyVal: string }>(
      await kdic.call('kdic_list_insurance_accident_institutions', { serviceKey: KEY, fnccmpNm: '부산2저축은행' }),
    );
    expect(accident).toMatchObject({ fnccmpNm: '부산2저축은행', rsluMthoCont: '파산', insacdDyVal: '2011.2.17' });
    const [bankrupt] = itemsOf<{ bkrpFnccmpNm: string; bkrpAdjdDt: string }>(
      await kdic.call('kdic_list_bankrupt_institutions', { serviceKey: KEY, bkrpFnccmpNm: accident?.fnccmpNm }),
    );
    expect((bankrupt?.bkrpAdjdDt ?? '') > '20110217').toBe(true);
    const estates = itemsOf<{ bkrpFnccmpNm: string; aprsAmt: string; minSlPrc: string }>(
      await kdic.call('kdic_list_bankrupt_estate_real_estates', {
        serviceKey: KEY,
        bkrpFnccmpNm: bankrupt?.bkrpFnccmpNm,
        numOfRows: 100,
      }),
    );
    expect(estates.length).toBeGreaterThan(0);
    for (const estate of estates) {
      expect(estate.bkrpFnccmpNm).toBe('부산2저축은행');
      expect(Number(estate.minSlPrc)).toBeLessThanOrEqual(Number(estate.aprsAmt));
    }
  });

  it('finds an insurer’s figures by the crpno of its overview row', async () => {
    const [samsung] = itemsOf<{ crpno: string; dvsnNm: string }>(
      await kdic.call('kdic_get_life_insurer_overview', { serviceKey: KEY, dvsnNm: '삼성', baseYm: '202512' }),
    );
    expect(samsung).toMatchObject({ dvsnNm: '삼성', crpno: '1101110006546' });
    const quarters = itemsOf<{ baseYm: string }>(
      await kdic.call('kdic_get_life_insurer_overview', { serviceKey: KEY, crpno: samsung?.crpno, numOfRows: 100 }),
    );
    expect(quarters.map((row) => row.baseYm).at(-1)).toBe('202606');
  });

  it('serves a session overlay: a patched product appears, a removed one is gone', async () => {
    const session = await openKdic({
      overlay: {
        products: {
          upsert: [
            { fncIstNm: '국민은행', prdNm: 'KB 특판 정기예금', prdSalDscnDt: '', regDate: '20260801', regnNm: '은행' },
          ],
          remove: ['국민은행|국민 스마트 저축예금'],
        },
      },
    });
    const names = itemsOf<{ prdNm: string }>(
      await session.call('kdic_list_insured_products', { serviceKey: KEY, fncIstNm: '국민은행', numOfRows: 1000 }),
    ).map((row) => row.prdNm);
    expect(names).toContain('KB 특판 정기예금');
    expect(names).not.toContain('국민 스마트 저축예금');
    await session.close();
  });
});
