// The depositor's comparison list (저장한 보호대상 상품) kept in the session's `user` state: KDIC has no such API,
// but a depositor comparing protected products would keep one, and write tasks grade the state it leaves.
import { ToolError, UpstreamError } from '@kopa/kit';
import { z } from 'zod';
import { SavedProduct, serviceKey } from '../schemas.ts';
import { kdicTool } from './tool.ts';

const MAX_SAVED = 20;

const SavedOutput = z.object({
  savedProducts: z.array(SavedProduct).describe('저장한 상품 (저장한 순서)'),
  changed: z.boolean().describe('false when the call changed nothing'),
});

const exactName = (label: string, example: string) =>
  z.string().trim().min(1, `${label} must not be empty`).max(200).describe(`${label} (정확한 이름), e.g. ${example}`);

export const saveProduct = kdicTool({
  name: 'kdic_save_product',
  title: '보호대상 상품 저장',
  description:
    '보호대상 상품 저장: 보호대상 금융상품을 이 세션의 비교 목록에 저장합니다 (이미 있으면 메모만 갱신). 금융회사명·상품명은 kdic_list_insured_products 결과와 정확히 같아야 합니다.\n' +
    "Saves a depositor-protected product (exact fncIstNm and prdNm, checked against getProductList202008) to the session's comparison list.",
  input: z.object({
    serviceKey,
    fncIstNm: exactName('금융회사명', '국민은행'),
    prdNm: exactName('금융상품명', '국민 스마트 저축예금'),
    memo: z.string().max(200).optional().describe('메모, e.g. 만기 1년 비교용'),
  }),
  output: SavedOutput.extend({ product: SavedProduct }),
  kind: 'write',
  effect: 'add',
  generic: ['serviceKey'],
  async run(args, { client, state, updateUser }) {
    const found = await findProduct({ client, args });
    const current = state.user.savedProducts;
    const existing = current.find((entry) => entry.fncIstNm === found.fncIstNm && entry.prdNm === found.prdNm);
    const product = { ...found, memo: args.memo ?? existing?.memo ?? '' };
    if (existing && existing.memo === product.memo) return { savedProducts: [...current], changed: false, product };
    if (!existing && current.length >= MAX_SAVED) {
      throw new ToolError(
        `The comparison list is full (${MAX_SAVED} products); remove one with kdic_remove_saved_product first.`,
      );
    }
    const savedProducts = existing
      ? current.map((entry) => (entry === existing ? product : entry))
      : [...current, product];
    updateUser((user) => ({ ...user, savedProducts }));
    return { savedProducts, changed: true, product };
  },
});

async function findProduct(options: {
  client: Parameters<typeof saveProduct.run>[1]['client'];
  args: { serviceKey: string; fncIstNm: string; prdNm: string };
}): Promise<SavedProduct> {
  const { client, args } = options;
  const missing = () =>
    new ToolError(
      `"${args.prdNm}" is not a protected product of "${args.fncIstNm}"; find the exact names with kdic_list_insured_products.`,
      { parameter: 'prdNm' },
    );
  let items: Array<Record<string, string>>;
  try {
    const page = await client.list({
      op: 'products',
      params: { serviceKey: args.serviceKey, fncIstNm: args.fncIstNm, prdNm: args.prdNm, numOfRows: 1000, pageNo: 1 },
    });
    items = page.items;
  } catch (error) {
    if (error instanceof UpstreamError && error.code === '03') throw missing();
    throw error;
  }
  const row = items.find((item) => item.fncIstNm === args.fncIstNm && item.prdNm === args.prdNm);
  if (!row) throw missing();
  return {
    fncIstNm: row.fncIstNm ?? '',
    prdNm: row.prdNm ?? '',
    regDate: row.regDate ?? '',
    prdSalDscnDt: row.prdSalDscnDt ?? '',
    memo: '',
  };
}

export const removeSavedProduct = kdicTool({
  name: 'kdic_remove_saved_product',
  title: '저장 상품 삭제',
  description:
    '저장 상품 삭제: 비교 목록에서 상품을 뺍니다.\nRemoves a product (fncIstNm + prdNm) from the session’s comparison list.',
  input: z.object({
    fncIstNm: exactName('금융회사명', '국민은행'),
    prdNm: exactName('금융상품명', '국민 스마트 저축예금'),
  }),
  output: SavedOutput,
  kind: 'write',
  effect: 'remove',
  run(args, { state, updateUser }) {
    const current = state.user.savedProducts;
    const kept = current.filter((entry) => !(entry.fncIstNm === args.fncIstNm && entry.prdNm === args.prdNm));
    if (kept.length === current.length) {
      const listed = current.map((entry) => `${entry.fncIstNm} ${entry.prdNm}`).join(', ') || 'empty';
      throw new ToolError(
        `"${args.fncIstNm} ${args.prdNm}" is not on the comparison list (${listed}); read it with kdic_list_saved_products.`,
        { parameter: 'prdNm' },
      );
    }
    updateUser((user) => ({ ...user, savedProducts: kept }));
    return { savedProducts: kept, changed: true };
  },
});

export const listSavedProducts = kdicTool({
  name: 'kdic_list_saved_products',
  title: '저장 상품 조회',
  description: '저장 상품 조회: 이 세션의 비교 목록.\nReads the session’s list of saved protected products.',
  input: z.object({}),
  output: SavedOutput,
  kind: 'read',
  run: (_args, { state }) => ({ savedProducts: [...state.user.savedProducts], changed: false }),
});

export const SAVED_PRODUCT_TOOLS = [saveProduct, removeSavedProduct, listSavedProducts];
