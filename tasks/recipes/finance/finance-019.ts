import { defineRecipe } from '../../src/recipe.ts';
import { amount, round } from '../../src/values.ts';

type Etf = { ISU_NM: string; NAV: string };

const FUNDS = ['KODEX 200', 'TIGER 미국S&P500', 'TIGER 미국나스닥100'];

export default defineRecipe({
  id: 'finance-019',
  domain: 'finance',
  type: 'Par',
  query:
    '적립식으로 ETF 하나 고르려고 하는데, KODEX 200, TIGER 미국S&P500, TIGER 미국나스닥100 세 개의 2026년 8월 성과를 비교해 줄래? 7월 31일과 8월 31일 NAV 기준으로 각각 한 달 수익률이 몇 %였는지, 그리고 제일 많이 오른 게 뭔지 알려 줘.',
  platforms: ['krx'],
  distractors: ['krx_get_kospi_index_daily', 'krx_get_kospi_daily_trades', 'krx_get_stock_price_info'],
  async plan(context) {
    const key = await context.key('krx');
    const days = [];
    for (const basDd of ['20260731', '20260831']) {
      // The ETF board has no name filter: read the day's board and pick the funds by name.
      const board = await context.call<{ items: Etf[] }>(
        'krx_get_etf_daily_trades',
        { basDd, numOfRows: 100 },
        { after: [key] },
      );
      days.push(board.output.items);
    }
    const [start = [], end = []] = days;
    const returns = FUNDS.map((name) => {
      const first = amount(start.find((row) => row.ISU_NM === name)?.NAV);
      const row = end.find((item) => item.ISU_NM === name);
      const last = amount(row?.NAV);
      return { name, fund: row?.ISU_NM, value: (last / first - 1) * 100 };
    });
    if (returns.some((entry) => !Number.isFinite(entry.value))) throw new Error('a NAV is missing');
    const [best, second] = [...returns].sort((a, b) => b.value - a.value);
    if (!best || round(best.value, 2) === round(second?.value ?? Number.NaN, 2)) throw new Error('a tie');
    return {
      facts: [
        { value: best.name, kind: 'text', conclusion: true },
        ...returns.map((entry) => ({
          value: round(entry.value, 2),
          kind: 'number' as const,
          tolerance: 0.02,
          unit: '%',
          subject: entry.fund,
        })),
      ],
    };
  },
});
