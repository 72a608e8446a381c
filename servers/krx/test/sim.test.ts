// The emulated upstreams at the HTTP level: what a raw client sees, quirks included.
import { createRuntime, type SessionState } from '@kopa/kit';
import { describe, expect, it } from 'vitest';
import { KRX_DEMO_KEY, krx } from '../src/index.ts';

const runtime = createRuntime(krx);
const send = (url: string, init: RequestInit = {}, state: Record<string, unknown> = {}) =>
  runtime.fetchFor({ state: runtime.parseState(state) as SessionState, fault: undefined })(url, init);
const KRX = 'https://data-dbg.krx.co.kr/svc/apis';
const FSC = 'https://apis.data.go.kr/1160100/service';
const auth = { headers: { AUTH_KEY: KRX_DEMO_KEY } };

describe('the emulated upstreams over HTTP', () => {
  it('answers the KRX Open API by GET query and by POST JSON body alike', async () => {
    const get = await (await send(`${KRX}/idx/krx_dd_trd?basDd=20260115`, auth)).json();
    const post = await (
      await send(`${KRX}/idx/krx_dd_trd`, {
        method: 'POST',
        headers: { ...auth.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ basDd: '20260115' }),
      })
    ).json();
    expect(post).toEqual(get);
    expect((get as { OutBlock_1: Array<{ IDX_NM: string }> }).OutBlock_1.map((row) => row.IDX_NM)).toContain('KRX 300');
  });

  it.each([
    [`${KRX}/sto/zzzz_nonexistent?basDd=20260115`, 404, { respCode: '404' }],
    [`${KRX}/etp/etn_bydd_trd?basDd=20260115`, 401, { respMsg: 'Unauthorized API Call', respCode: '401' }],
    [`${KRX}/sto/stk_bydd_trd`, 400, { respCode: '400' }],
  ])('answers %s with HTTP %i', async (url, status, body) => {
    const response = await send(url, auth);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject(body);
  });

  it('sends the FSC envelope as XML unless resultType=json, and 12 for an unknown service', async () => {
    const xml = await (
      await send(
        `${FSC}/GetStockSecuritiesInfoService/getStockPriceInfo?serviceKey=${KRX_DEMO_KEY}&likeSrtnCd=069540&basDt=20260115`,
      )
    ).text();
    expect(xml).toMatch(
      /^<\?xml .*<resultCode>00<\/resultCode>.*<item><basDt>20260115<\/basDt><srtnCd>069540<\/srtnCd>.*<clpr>1680<\/clpr>/,
    );
    const unknown = await (
      await send(`${FSC}/GetStockSecuritiesInfoService/getNothing?serviceKey=${KRX_DEMO_KEY}`)
    ).text();
    expect(unknown).toContain('<returnReasonCode>12</returnReasonCode>');
  });

  it('collapses one FSC item to an object and no item to ""', async () => {
    const one = (await (
      await send(
        `${FSC}/GetStockSecuritiesInfoService/getStockPriceInfo?serviceKey=${KRX_DEMO_KEY}&resultType=json&likeSrtnCd=069540&basDt=20260115`,
      )
    ).json()) as { response: { body: { items: { item: unknown } } } };
    expect(Array.isArray(one.response.body.items.item)).toBe(false);
    const none = (await (
      await send(
        `${FSC}/GetStockSecuritiesInfoService/getStockPriceInfo?serviceKey=${KRX_DEMO_KEY}&resultType=json&basDt=20260117`,
      )
    ).json()) as { response: { header: { resultCode: string }; body: { items: unknown; totalCount: number } } };
    expect(none.response).toMatchObject({ header: { resultCode: '00' }, body: { items: '', totalCount: 0 } });
  });

  it('applies a price overlay to both upstreams and halts an issue on a removed day', async () => {
    const overlay = {
      prices: {
        upsert: [{ ISU_SRT_CD: '069540', BAS_DD: '20260114', TDD_CLSPRC: '1777' }],
        remove: ['069540:20260113'],
      },
    };
    const block = (await (await send(`${KRX}/sto/ksq_bydd_trd?basDd=20260114`, auth, { overlay })).json()) as {
      OutBlock_1: Array<Record<string, string>>;
    };
    expect(block.OutBlock_1.find((row) => row.ISU_CD === '069540')?.TDD_CLSPRC).toBe('1777');
    const fsc = (await (
      await send(
        `${FSC}/GetStockSecuritiesInfoService/getStockPriceInfo?serviceKey=${KRX_DEMO_KEY}&resultType=json&likeSrtnCd=069540&beginBasDt=20260113&endBasDt=20260115`,
        {},
        { overlay },
      )
    ).json()) as { response: { body: { totalCount: number; items: { item: Record<string, string> } } } };
    expect(fsc.response.body.totalCount).toBe(1);
    expect(fsc.response.body.items.item).toMatchObject({ basDt: '20260114', clpr: '1777' });
  });

  it('publishes nothing after the session clock', async () => {
    const early = { clock: { now: '2026-01-16T07:00:00+09:00' } };
    const before = (await (await send(`${KRX}/sto/ksq_bydd_trd?basDd=20260115`, auth, early)).json()) as {
      OutBlock_1: unknown[];
    };
    expect(before.OutBlock_1).toEqual([]);
    const after = (await (
      await send(`${KRX}/sto/ksq_bydd_trd?basDd=20260115`, auth, { clock: { now: '2026-01-16T08:00:00+09:00' } })
    ).json()) as { OutBlock_1: unknown[] };
    expect(after.OutBlock_1.length).toBeGreaterThan(1000);
  });
});
