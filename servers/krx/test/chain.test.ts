// The chains a model runs from what DART answers about a company to its KRX close, by both
// upstreams, and from its 법인등록번호 to the FSC listed-item record. DART's side is read from the
// shared world DART serves (@kopa/world); the same chains through DART's own tools run in servers/all.
import { createWorld, dayOf } from '@kopa/world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemsOf, KEY, openKrx, pageOf } from './helpers.ts';

const world = createWorld();
let session: Awaited<ReturnType<typeof openKrx>>;
beforeAll(async () => {
  session = await openKrx();
});
afterAll(() => session.close());

function lightron() {
  const company = world.companies().find((candidate) => candidate.stockName === '라이트론');
  expect(company?.stockCode).toBe('069540');
  return { corp_code: company?.corpCode ?? '', stock_code: company?.stockCode ?? '', jurir: company?.jurirNo ?? '' };
}

describe('world → KRX chains', () => {
  it("answers the paper's question: the prior close before 라이트론's CB decision is 215.78% above the floor", async () => {
    const { stock_code } = lightron();
    const company = world.company(lightron().corp_code);
    const cb = company && world.marketOf(company).capital.bonds.find((bond) => bond.decisionDay === dayOf(2026, 1, 16));
    const floor = cb?.floorPrice ?? 0;
    expect(floor).toBe(532);
    const [row] = itemsOf<{ TDD_CLSPRC: string; BAS_DD: string }>(
      await session.call('krx_get_kosdaq_daily_trades', { AUTH_KEY: KEY, basDd: '20260115', ISU_CD: stock_code }),
    );
    expect(row).toMatchObject({ BAS_DD: '20260115', TDD_CLSPRC: '1680' });
    expect(Math.floor(((Number(row?.TDD_CLSPRC) - floor) / floor) * 10_000) / 100).toBe(215.78);
  });

  it('gets the same close from the FSC service by likeSrtnCd and basDt', async () => {
    const { stock_code } = lightron();
    const page = pageOf<{ clpr: string; itmsNm: string; mrktCtg: string; isinCd: string }>(
      await session.call('krx_get_stock_price_info', { serviceKey: KEY, likeSrtnCd: stock_code, basDt: '20260115' }),
    );
    expect(page.resultCode).toBe('00');
    expect(page.totalCount).toBe(1);
    expect(page.items[0]).toMatchObject({
      clpr: '1680',
      itmsNm: '라이트론',
      mrktCtg: 'KOSDAQ',
      isinCd: 'KR7069540003',
    });
  });

  it('asks for the trading day before a disclosure when the day itself is closed', async () => {
    const closed = await session.call('krx_get_kosdaq_daily_trades', {
      AUTH_KEY: KEY,
      basDd: '20260117',
      ISU_CD: '069540',
    });
    expect(closed.isError).toBe(true);
    expect((closed.content as Array<{ text: string }>)[0]?.text).toMatch(/^KRX 03 .*토요일.*20260116/);
  });

  it('matches DART jurir_no with the FSC crno of the same company, and back to the stock code', async () => {
    const { jurir, stock_code } = lightron();
    const items = itemsOf<{ crno: string; srtnCd: string; corpNm: string }>(
      await session.call('krx_get_listed_item_info', { serviceKey: KEY, crno: jurir, basDt: '20260115' }),
    );
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ crno: jurir, srtnCd: stock_code, corpNm: '라이트론(주)' });
  });

  it('resolves a KOSPI company the same way through the base info (ISIN) and daily trades', async () => {
    const samsung = world.companies().find((company) => company.corpName === '삼성전자');
    const [info] = itemsOf<{ ISU_CD: string; ISU_SRT_CD: string }>(
      await session.call('krx_get_kospi_issue_info', {
        AUTH_KEY: KEY,
        basDd: '20250102',
        ISU_SRT_CD: samsung?.stockCode,
      }),
    );
    expect(info).toMatchObject({ ISU_CD: 'KR7005930003', ISU_SRT_CD: '005930' });
    const [trade] = itemsOf<{ TDD_CLSPRC: string }>(
      await session.call('krx_get_kospi_daily_trades', { AUTH_KEY: KEY, basDd: '20250102', ISU_CD: '005930' }),
    );
    const [price] = itemsOf<{ clpr: string }>(
      await session.call('krx_get_stock_price_info', { serviceKey: KEY, isinCd: info?.ISU_CD, basDt: '20250102' }),
    );
    expect(price?.clpr).toBe(trade?.TDD_CLSPRC);
  });
});
