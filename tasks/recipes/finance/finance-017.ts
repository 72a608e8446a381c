import { defineRecipe } from '../../src/recipe.ts';
import { amount, round } from '../../src/values.ts';

type Account = { corp_code: string; account_nm: string; fs_div: string; thstrm_amount: string };
type Trade = { MKTCAP: string };

const HOLDINGS = ['KB금융', '신한지주', '하나금융지주', '우리금융지주'];

export default defineRecipe({
  id: 'finance-017',
  domain: 'finance',
  type: 'Drv',
  query:
    '4대 금융지주(KB금융, 신한지주, 하나금융지주, 우리금융지주) 가운데 2025년 연결 당기순이익이 가장 많은 곳은 어디예요? 그 회사의 2026년 8월 31일 시가총액을 그 순이익으로 나눠서 PER이 대략 몇 배인지도 알려 주세요.',
  platforms: ['dart', 'krx'],
  distractors: ['dart_get_single_account', 'dart_get_financial_indices', 'krx_get_stock_price_info'],
  async plan(context) {
    const dartKey = await context.key('dart');
    const krxKey = await context.key('krx');
    const companies = [];
    for (const corp_name of HOLDINGS) {
      const found = await context.call<{ items: Array<{ corp_code: string; corp_name: string; stock_code: string }> }>(
        'dart_search_corp_code',
        { corp_name },
        { after: [dartKey] },
      );
      const company = found.output.items.find((row) => row.corp_name === corp_name);
      if (!company) throw new Error(`${corp_name} not found`);
      companies.push({ ...company, found });
    }
    const accounts = await context.call<{ items: Account[] }>(
      'dart_get_multi_account',
      { corp_code: companies.map((company) => company.corp_code).join(','), bsns_year: '2025', reprt_code: '11011' },
      { after: companies.map((company) => company.found) },
    );
    const profits = companies.map((company) => {
      const row = accounts.output.items.find(
        (item) => item.corp_code === company.corp_code && item.fs_div === 'CFS' && item.account_nm === '당기순이익',
      );
      return { company, profit: amount(row?.thstrm_amount) };
    });
    if (profits.some((entry) => !Number.isFinite(entry.profit))) throw new Error('a net income is missing');
    const [top, second] = [...profits].sort((a, b) => b.profit - a.profit);
    if (!top || top.profit === second?.profit) throw new Error('no single leader');
    const trades = await context.call<{ items: Trade[] }>(
      'krx_get_kospi_daily_trades',
      { basDd: '20260831', ISU_CD: top.company.stock_code },
      { after: [krxKey, top.company.found, accounts] },
    );
    const marketCap = amount(trades.output.items[0]?.MKTCAP);
    return {
      facts: [
        { value: top.company.corp_name, kind: 'text', conclusion: true },
        { value: top.profit, kind: 'number', unit: '원', subject: top.company.corp_name },
        {
          value: round(marketCap / top.profit, 2),
          kind: 'number',
          tolerance: 0.05,
          unit: '배',
          subject: top.company.corp_name,
        },
      ],
    };
  },
});
