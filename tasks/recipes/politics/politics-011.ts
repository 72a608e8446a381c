import { defineRecipe } from '../../src/recipe.ts';

type Subscription = { BILL_ID: string; BILL_NO: string; BILL_NM: string };
type Detail = Record<string, string | null> & { PROM_DT: string | null; PROM_LAW_NM: string | null };

/** The life-cycle dates of BILLINFODETAIL in order; a bill's stage is the last one it has reached. */
const STAGES = [
  'PPSL_DT',
  'JRCMIT_CMMT_DT',
  'JRCMIT_PRSNT_DT',
  'JRCMIT_PROC_DT',
  'LAW_CMMT_DT',
  'LAW_PRSNT_DT',
  'LAW_PROC_DT',
  'RGS_PRSNT_DT',
  'RGS_RSLN_DT',
  'GVRN_TRSF_DT',
  'PROM_DT',
] as const;

export default defineRecipe({
  id: 'politics-011',
  domain: 'politics',
  type: 'Cond',
  query:
    '제가 구독해 둔 관심 의안들 중에서 이미 공포까지 끝난 법률은 구독을 해제해 주세요. 어떤 게 빠졌는지 알려 주시고, 남은 의안들은 각각 어느 단계까지 와 있는지 마지막으로 진행된 날짜와 함께 정리해 주세요.',
  platforms: ['assembly'],
  state: {
    assembly: {
      user: {
        subscriptions: [
          {
            BILL_ID: 'PRC_N6N5Z0M8Z8L9X3C2Q6I6T9N4N2Q8Y2',
            BILL_NO: '2211112',
            BILL_NM: '전자장치 부착 등에 관한 법률 일부개정법률안',
            subscribed_at: '2026-02-02T09:12:00.000Z',
          },
          {
            // Proposed on 2026-05-20 (KST): subscribed that morning, never before it existed.
            BILL_ID: 'PRC_Y3Q0I7Q0U8S9T1J5U4L0H3U9Q3O3X2',
            BILL_NO: '2213099',
            BILL_NM: '벤처기업육성에 관한 특별법 일부개정법률안',
            subscribed_at: '2026-05-20T01:40:00.000Z',
          },
          {
            BILL_ID: 'PRC_M7A6R4K9D0K4O2L0T6T4V6T8I9D3R2',
            BILL_NO: '2210090',
            BILL_NM: '아동복지법 일부개정법률안',
            subscribed_at: '2026-05-20T04:05:00.000Z',
          },
          {
            BILL_ID: 'PRC_O8N8L4N8M5S9I8G0W0C9K0W0G9K5Q2',
            BILL_NO: '2211944',
            BILL_NM: '도로교통법 일부개정법률안',
            subscribed_at: '2026-07-30T23:30:00.000Z',
          },
        ],
      },
    },
  },
  distractors: [
    'assembly_subscribe_bill',
    'assembly_get_bill_by_no',
    'assembly_list_processed_bills',
    'assembly_list_vote_tallies',
    'assembly_list_bill_judiciary_meetings',
  ],
  async plan(context) {
    const key = await context.key('assembly');
    const listed = await context.call<{ subscriptions: Subscription[] }>('assembly_list_subscriptions', {});
    const details = [];
    for (const entry of listed.output.subscriptions) {
      const detail = await context.call<{ item: Detail }>(
        'assembly_get_bill_detail',
        { BILL_ID: entry.BILL_ID },
        { after: [key, listed] },
      );
      details.push({ entry, detail });
    }
    const removed: string[] = [];
    const lastDates: Array<{ date: string; bill: string }> = [];
    for (const { entry, detail } of details) {
      const item = detail.output.item;
      if (item.PROM_DT) {
        await context.call('assembly_unsubscribe_bill', { BILL_ID: entry.BILL_ID }, { after: [detail] });
        removed.push(String(item.PROM_LAW_NM));
      } else {
        const reached = STAGES.filter((field) => item[field]);
        lastDates.push({ date: String(item[reached[reached.length - 1] ?? 'PPSL_DT']), bill: entry.BILL_NM });
      }
    }
    return {
      facts: [
        ...removed.map((name) => ({ value: name, kind: 'text' as const })),
        ...lastDates.map(({ date, bill }) => ({ value: date, kind: 'date' as const, subject: bill })),
      ],
    };
  },
});
