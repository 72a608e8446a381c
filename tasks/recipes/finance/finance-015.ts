import { defineRecipe } from '../../src/recipe.ts';
import { amount } from '../../src/values.ts';

type Account = { account_nm: string; fs_div: string; thstrm_amount: string };

export default defineRecipe({
  id: 'finance-015',
  domain: 'finance',
  type: 'Mixed',
  query:
    '관심기업 정리 좀 하려고 해. 내 DART 관심기업 중에서 2025년 사업보고서 연결 기준으로 영업손실을 낸 회사는 목록에서 빼 주고, 뺀 회사들 영업손실이 각각 얼마였는지 알려 줘.',
  platforms: ['dart'],
  state: { dart: { user: { watchlist: ['00126380', '00258801', '00266961', '00164788', '00164779'] } } },
  distractors: ['dart_add_to_watchlist', 'dart_get_company', 'dart_get_full_statements'],
  async plan(context) {
    const key = await context.key('dart');
    const watchlist = await context.call<{ watchlist: string[] }>('dart_get_watchlist', {}, { after: [key] });
    if (watchlist.output.watchlist.length === 0) throw new Error('empty watchlist');
    const results = [];
    for (const corp_code of watchlist.output.watchlist) {
      const accounts = await context.call<{ items: Account[] }>(
        'dart_get_single_account',
        { corp_code, bsns_year: '2025', reprt_code: '11011' },
        { after: [watchlist] },
      );
      const row = accounts.output.items.find((item) => item.fs_div === 'CFS' && item.account_nm === '영업이익');
      const profit = amount(row?.thstrm_amount);
      // A company whose result is unknown can be neither kept nor removed.
      if (!Number.isFinite(profit)) throw new Error(`no 2025 operating result for ${corp_code}`);
      results.push({ corp_code, profit, accounts });
    }
    const facts = [];
    for (const { corp_code, profit, accounts } of results) {
      if (profit >= 0) continue;
      await context.call('dart_remove_from_watchlist', { corp_code }, { after: [watchlist, accounts] });
      facts.push({ value: -profit, kind: 'number' as const, unit: '원' });
    }
    if (facts.length === 0) throw new Error('nothing to remove');
    return { facts };
  },
});
