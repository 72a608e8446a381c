import { defineRecipe } from '../../src/recipe.ts';

type Subscription = { BILL_ID: string; BILL_NM: string };
type Member = { HG_NM: string; ORIG_NM: string };
type Vote = { HG_NM: string; RESULT_VOTE_MOD: string; LAW_TITLE: string };

export default defineRecipe({
  id: 'politics-024',
  domain: 'politics',
  type: 'Mixed',
  query:
    '제 관심 의안 목록에 있는 법안들 중에서 우리 지역구인 부산 연제구 의원이 본회의 표결 때 반대한 게 있으면 그건 구독을 취소해 주세요. 어떤 법안이 빠졌는지, 남은 법안들엔 그 의원이 각각 어떻게 투표했는지도 알려 주시고요.',
  platforms: ['assembly'],
  state: {
    assembly: {
      user: {
        subscriptions: [
          {
            BILL_ID: 'PRC_T1S6I5D5W9D1D8F3Y1A3P4X3A1F3I2',
            BILL_NO: '2214006',
            BILL_NM: '물환경보전법 일부개정법률안(대안)',
            subscribed_at: '2026-07-21T02:15:00.000Z',
          },
          {
            BILL_ID: 'PRC_G6T5T9B8L5W5A1R0D5F1C6G7H9A4P2',
            BILL_NO: '2214374',
            BILL_NM: '성폭력범죄의 처벌 등에 관한 특례법 일부개정법률안(대안)',
            subscribed_at: '2026-08-07T02:16:00.000Z',
          },
          {
            BILL_ID: 'PRC_R2G6J5Z0P9B1R3S4Z1F0B7Z7A6A7R2',
            BILL_NO: '2214372',
            BILL_NM: '국적법 일부개정법률안(대안)',
            subscribed_at: '2026-08-10T11:02:00.000Z',
          },
          {
            BILL_ID: 'PRC_O8N8L4N8M5S9I8G0W0C9K0W0G9K5Q2',
            BILL_NO: '2211944',
            BILL_NM: '도로교통법 일부개정법률안',
            subscribed_at: '2026-08-12T06:48:00.000Z',
          },
        ],
      },
    },
  },
  distractors: [
    'assembly_subscribe_bill',
    'assembly_list_vote_tallies',
    'assembly_search_members',
    'assembly_get_bill_detail',
  ],
  async plan(context) {
    const key = await context.key('assembly');
    const listed = await context.call<{ subscriptions: Subscription[] }>('assembly_list_subscriptions', {});
    const found = await context.call<{ items: Member[] }>(
      'assembly_list_current_members',
      { ORIG_NM: '부산 연제구' },
      { after: [key] },
    );
    const member = found.output.items.find((row) => row.ORIG_NM === '부산 연제구');
    const votes = [];
    for (const entry of listed.output.subscriptions) {
      const vote = await context.call<{ items: Vote[] }>(
        'assembly_list_member_votes',
        { BILL_ID: entry.BILL_ID, AGE: '22', HG_NM: member?.HG_NM },
        { after: [listed, found] },
      );
      votes.push({ entry, vote });
    }
    const removed: string[] = [];
    const kept: Array<{ mode: string; bill: string }> = [];
    for (const { entry, vote } of votes) {
      const row = vote.output.items.find((item) => item.HG_NM === member?.HG_NM);
      if (!row) throw new Error(`no vote of ${member?.HG_NM} on ${entry.BILL_ID}`);
      if (row.RESULT_VOTE_MOD === '반대') {
        await context.call('assembly_unsubscribe_bill', { BILL_ID: entry.BILL_ID }, { after: [vote] });
        removed.push(row.LAW_TITLE);
      } else {
        kept.push({ mode: row.RESULT_VOTE_MOD, bill: row.LAW_TITLE });
      }
    }
    if (removed.length === 0 || kept.length === 0) throw new Error('expected a partial removal');
    return {
      facts: [
        ...removed.map((name) => ({ value: name, kind: 'text' as const })),
        ...kept.map(({ mode, bill }) => ({ value: mode, kind: 'text' as const, subject: bill })),
      ],
    };
  },
});
