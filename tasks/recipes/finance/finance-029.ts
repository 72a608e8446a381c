import { defineRecipe } from '../../src/recipe.ts';
import { amount } from '../../src/values.ts';

type Checked = { alertId: string; itmsNm: string; clpr: string; triggered: boolean };

const alert = (srtnCd: string, itmsNm: string, mrktCtg: string, targetPrice: number, direction: 'above' | 'below') => ({
  alertId: `${srtnCd}-${direction}-${targetPrice}`,
  srtnCd,
  itmsNm,
  mrktCtg,
  targetPrice,
  direction,
  createdOn: '20260820',
});

export default defineRecipe({
  id: 'finance-029',
  domain: 'finance',
  type: 'Cond',
  query:
    '주식 가격 알림 몇 개 걸어 놨는데요, 이미 조건에 도달한 알림은 이제 필요 없으니 지워 주세요. 어떤 종목 알림을 지웠는지랑 그 종목들 최신 종가도 같이 알려 주세요.',
  platforms: ['krx'],
  state: {
    krx: {
      user: {
        priceAlerts: [
          alert('005930', '삼성전자', 'KOSPI', 1250000, 'above'),
          alert('000660', 'SK하이닉스', 'KOSPI', 350000, 'below'),
          alert('035720', '카카오', 'KOSPI', 65000, 'below'),
          alert('035420', 'NAVER', 'KOSPI', 200000, 'above'),
          alert('069540', '라이트론', 'KOSDAQ', 1500, 'below'),
        ],
      },
    },
  },
  distractors: ['krx_list_price_alerts', 'krx_add_price_alert', 'krx_get_stock_price_info'],
  async plan(context) {
    const key = await context.key('krx');
    const checked = await context.call<{ alerts: Checked[] }>('krx_check_price_alerts', {}, { after: [key] });
    const fired = checked.output.alerts.filter((row) => row.triggered);
    if (fired.length === 0 || fired.length === checked.output.alerts.length) throw new Error('nothing to decide');
    const facts = [];
    for (const row of fired) {
      await context.call('krx_remove_price_alert', { alertId: row.alertId }, { after: [checked] });
      facts.push(
        { value: row.itmsNm, kind: 'text' as const },
        { value: amount(row.clpr), kind: 'number' as const, unit: '원', subject: row.itmsNm },
      );
    }
    return { facts };
  },
});
