// The DART → KRX chains a model runs through the tools: a company name in DART to its KRX close, by
// both upstreams, and DART's 법인등록번호 to the FSC listed-item record. (Moved from
// servers/krx/test/chain.test.ts when KRX stopped importing DART; both serve @kopa/world's companies.)
import { connectInMemory, createHub } from '@kopa/kit';
import { DART_MESSAGES, dart } from '@kopa/server-dart';
import { KRX_DEMO_KEY as KEY, krx } from '@kopa/server-krx';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type Result = Awaited<ReturnType<Client['callTool']>>;
const pageOf = <Row>(result: Result) => {
  if (result.isError) throw new Error(`tool failed: ${JSON.stringify(result.content)}`);
  return result.structuredContent as { resultCode: string; totalCount: number; items: Row[] };
};
const itemsOf = <Row>(result: Result): Row[] => pageOf<Row>(result).items;

async function openKrx() {
  const hub = await createHub({ platforms: [dart, krx] });
  const { token } = hub.createSession({ state: {} });
  const client = await connectInMemory({ hub, platform: 'krx', token });
  const dartClient = await connectInMemory({ hub, platform: 'dart', token });
  return {
    call: (name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args }),
    callDart: (name: string, args: Record<string, unknown> = {}) => dartClient.callTool({ name, arguments: args }),
    close: async () => {
      await client.close();
      await dartClient.close();
      await hub.close();
    },
  };
}

const DART_KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f9001122334';
let session: Awaited<ReturnType<typeof openKrx>>;
beforeAll(async () => {
  session = await openKrx();
});
afterAll(() => session.close());

async function lightron() {
  const [company] = itemsOf<{ corp_code: string; stock_code: string }>(
    await session.callDart('dart_search_corp_code', { crtfc_key: DART_KEY, corp_name: '라이트론' }),
  );
  expect(company?.stock_code).toBe('069540');
  return { corp_code: company?.corp_code ?? '', stock_code: company?.stock_code ?? '' };
}

describe('DART → KRX chains', () => {
  it("answers the paper's question: the prior close before 라이트론's CB decision is 215.78% above the floor", async () => {
    expect(DART_MESSAGES['000']).toBe('정상');
    const { corp_code, stock_code } = await lightron();
    const disclosure = itemsOf<{ report_nm: string; rcept_dt: string }>(
      await session.callDart('dart_list_disclosures', {
        crtfc_key: DART_KEY,
        corp_code,
        bgn_de: '20260101',
        end_de: '20260131',
        pblntf_ty: 'B',
      }),
    ).find((row) => row.report_nm.includes('전환사채'));
    expect(disclosure?.rcept_dt).toBe('20260116');
    const [cb] = itemsOf<{ act_mktprcfl_cvprc_lwtrsprc: string }>(
      await session.callDart('dart_get_convertible_bond_decisions', {
        crtfc_key: DART_KEY,
        corp_code,
        bgn_de: '20260116',
        end_de: '20260116',
      }),
    );
    const floor = Number(cb?.act_mktprcfl_cvprc_lwtrsprc);
    expect(floor).toBe(532);
    const [row] = itemsOf<{ TDD_CLSPRC: string; BAS_DD: string }>(
      await session.call('krx_get_kosdaq_daily_trades', { AUTH_KEY: KEY, basDd: '20260115', ISU_CD: stock_code }),
    );
    expect(row).toMatchObject({ BAS_DD: '20260115', TDD_CLSPRC: '1680' });
    expect(Math.floor(((Number(row?.TDD_CLSPRC) - floor) / floor) * 10_000) / 100).toBe(215.78);
  });

  it('gets the same close from the FSC service by likeSrtnCd and basDt', async () => {
    const { stock_code } = await lightron();
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
    const { corp_code, stock_code } = await lightron();
    const company = await session.callDart('dart_get_company', { crtfc_key: DART_KEY, corp_code });
    const jurir = (company.structuredContent as { item: { jurir_no: string } }).item.jurir_no;
    const items = itemsOf<{ crno: string; srtnCd: string; corpNm: string }>(
      await session.call('krx_get_listed_item_info', { serviceKey: KEY, crno: jurir, basDt: '20260115' }),
    );
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ crno: jurir, srtnCd: stock_code, corpNm: '라이트론(주)' });
  });

  it('resolves a KOSPI company the same way through the base info (ISIN) and daily trades', async () => {
    const [samsung] = itemsOf<{ stock_code: string }>(
      await session.callDart('dart_search_corp_code', { crtfc_key: DART_KEY, corp_name: '삼성전자' }),
    );
    const [info] = itemsOf<{ ISU_CD: string; ISU_SRT_CD: string }>(
      await session.call('krx_get_kospi_issue_info', {
        AUTH_KEY: KEY,
        basDd: '20250102',
        ISU_SRT_CD: samsung?.stock_code,
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
