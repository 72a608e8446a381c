import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { describe, expect, it } from 'vitest';
import { kdic } from '../src/index.ts';
import { KEY, openKdic, textOf } from './helpers.ts';

/** Valid arguments for every read tool. */
const SAMPLE_ARGS: Record<string, Record<string, unknown>> = {
  kdic_list_insured_companies: { serviceKey: KEY, regnNm: '저축은행' },
  kdic_list_insured_products: { serviceKey: KEY, fncIstNm: '국민은행', numOfRows: 5 },
  kdic_list_insurance_target_institutions: { serviceKey: KEY, fnccmpNm: 'BNP파리바' },
  kdic_get_savings_bank_finance: { serviceKey: KEY, ym: '202607', finIstNm: 'SBI저축은행' },
  kdic_list_bankrupt_estate_real_estates: { serviceKey: KEY, progStutNm: '매각검토' },
  kdic_list_insurance_accident_institutions: { serviceKey: KEY, baseYm: '201910' },
  kdic_list_bankrupt_institutions: { serviceKey: KEY, bkrpFnccmpNm: '서울저축은행' },
  kdic_list_payment_agent_branches: { serviceKey: KEY, pymtAgncIstNm: '농협' },
  kdic_get_deposit_trends: { serviceKey: KEY, calcBaseYm: '202603' },
  kdic_list_publications: { serviceKey: KEY, title: '해외예금보험동향' },
  kdic_get_life_insurer_overview: { serviceKey: KEY, baseYm: '202603', dvsnNm: '삼성' },
  kdic_get_nonlife_insurer_overview: { serviceKey: KEY, baseYm: '202603' },
  kdic_get_deposit_insurance_fund: { serviceKey: KEY, baseTm: '202607' },
  kdic_get_suspended_savings_bank_profitability: { serviceKey: KEY, fnccmpNm: '솔로몬저축은행' },
  kdic_list_saved_products: {},
  kdic_get_api_key: {},
};

function checkListing(tools: Awaited<ReturnType<Client['listTools']>>['tools']) {
  const names = tools.map((tool) => tool.name).filter((name) => name.startsWith('kdic_'));
  expect(names.length).toBeGreaterThanOrEqual(14);
  for (const tool of tools) {
    expect(tool.inputSchema.type, tool.name).toBe('object');
    expect(tool.outputSchema?.type, tool.name).toBe('object');
    expect(tool.description, tool.name).toMatch(/^[^\n]*[가-힣]/);
    const operation = kdic.toolsByName.get(tool.name)?.operation;
    if (operation && operation !== 'key') expect(tool.description, tool.name).toContain(`(${operation})`);
  }
}

describe('KDIC over MCP', () => {
  it('lists at least 14 kdic_* tools, 14 of them data tools, with schemas and Korean official names', async () => {
    const session = await openKdic();
    const { tools } = await session.client.listTools();
    checkListing(tools);
    const dataTools = kdic.tools.filter((tool) => tool.operation && tool.kind === 'read');
    expect(dataTools.length).toBeGreaterThanOrEqual(12);
    expect(new Set(dataTools.map((tool) => tool.operation)).size).toBe(dataTools.length);
    for (const tool of dataTools) expect(tool.generic).toEqual(['serviceKey', 'pageNo', 'numOfRows']);
    await session.close();
  });

  it('never changes state from a read tool', async () => {
    const saved = {
      fncIstNm: '국민은행',
      prdNm: '국민 스마트 저축예금',
      regDate: '20060429',
      prdSalDscnDt: '20111225',
      memo: '',
    };
    const session = await openKdic({ user: { savedProducts: [saved] } });
    const before = structuredClone(session.hub.getSession(session.token)?.state);
    const readTools = kdic.allTools.filter((tool) => tool.kind === 'read');
    for (const tool of readTools) {
      const args = SAMPLE_ARGS[tool.name];
      expect(args, `SAMPLE_ARGS needs an entry for ${tool.name}`).toBeDefined();
      const result = await session.call(tool.name, args);
      expect(result.isError, `${tool.name}: ${textOf(result)}`).toBeFalsy();
    }
    expect(session.hub.getSession(session.token)?.state).toEqual(before);
    expect(session.hub.getSession(session.token)?.calls).toHaveLength(readTools.length);
    await session.close();
  });

  it('keeps the saved products in user state through save, re-save with a memo and remove', async () => {
    const session = await openKdic();
    const product = { fncIstNm: '국민은행', prdNm: '국민 스마트 저축예금' };
    const first = await session.call('kdic_save_product', { serviceKey: KEY, ...product });
    expect(first.structuredContent).toMatchObject({
      changed: true,
      product: { ...product, regDate: '20060429', prdSalDscnDt: '20111225', memo: '' },
    });
    expect((await session.call('kdic_save_product', { serviceKey: KEY, ...product })).structuredContent).toMatchObject({
      changed: false,
    });
    const memo = await session.call('kdic_save_product', { serviceKey: KEY, ...product, memo: '비교용' });
    expect(memo.structuredContent).toMatchObject({ changed: true, savedProducts: [{ memo: '비교용' }] });
    expect(session.hub.getSession(session.token)?.state.kdic?.user).toEqual({
      savedProducts: [{ ...product, regDate: '20060429', prdSalDscnDt: '20111225', memo: '비교용' }],
    });
    await session.call('kdic_remove_saved_product', product);
    expect(session.hub.getSession(session.token)?.state.kdic?.user).toEqual({ savedProducts: [] });
    await session.close();
  });

  it.each([
    [
      'a product the institution does not sell',
      'kdic_save_product',
      { serviceKey: KEY, fncIstNm: '국민은행', prdNm: '없는 상품' },
      /not a protected product of "국민은행".*kdic_list_insured_products/,
    ],
    [
      'a partial product name',
      'kdic_save_product',
      { serviceKey: KEY, fncIstNm: '국민은행', prdNm: '스마트' },
      /not a protected product/,
    ],
    [
      'a product that is not saved',
      'kdic_remove_saved_product',
      { fncIstNm: '국민은행', prdNm: '국민 스마트 저축예금' },
      /not on the comparison list.*kdic_list_saved_products/,
    ],
    ['a save without the key', 'kdic_save_product', { fncIstNm: '국민은행', prdNm: 'x' }, /serviceKey is required/],
  ])('rejects %s and leaves user state unchanged', async (_label, tool, args, expected) => {
    const session = await openKdic();
    const result = await session.call(tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(expected);
    expect(session.hub.getSession(session.token)?.state.kdic?.user).toEqual({ savedProducts: [] });
    await session.close();
  });

  it('refuses a 21st saved product', async () => {
    const session = await openKdic();
    const products = (
      await session.call('kdic_list_insured_products', { serviceKey: KEY, fncIstNm: '국민은행', numOfRows: 21 })
    ).structuredContent as { items: Array<{ fncIstNm: string; prdNm: string }> };
    for (const product of products.items.slice(0, 20)) {
      const saved = await session.call('kdic_save_product', {
        serviceKey: KEY,
        fncIstNm: product.fncIstNm,
        prdNm: product.prdNm,
      });
      expect(saved.isError, textOf(saved)).toBeFalsy();
    }
    const last = products.items[20];
    const full = await session.call('kdic_save_product', {
      serviceKey: KEY,
      fncIstNm: last?.fncIstNm,
      prdNm: last?.prdNm,
    });
    expect(textOf(full)).toMatch(/full \(20 products\).*kdic_remove_saved_product/);
    await session.close();
  });
});
