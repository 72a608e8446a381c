import { defineRecipe } from '../../src/recipe.ts';

type Member = { HG_NM: string; ORIG_NM: string; MONA_CD: string; REELE_GBN_NM: string };
type Bill = { BILL_ID: string; BILL_NAME: string; PUBL_MONA_CD: string };

/** "초선" → 1, "재선" → 2, "5선" → 5 */
const termsOf = (grade: string) => (grade === '초선' ? 1 : grade === '재선' ? 2 : Number.parseInt(grade, 10));

export default defineRecipe({
  id: 'politics-022',
  domain: 'politics',
  type: 'Mixed',
  query:
    '경기 고양시정 의원이 대표발의한 중대재해처벌법 개정안 있잖아요. 그 법안 진행 상황 좀 계속 보게 관심 의안으로 구독해 주시고, 거기 공동발의자로 참여한 의원들 중에 3선 이상 중진은 몇 명이고 누구누구인지도 알려 주세요.',
  platforms: ['assembly'],
  distractors: [
    'assembly_list_bill_proposers',
    'assembly_search_members',
    'assembly_list_committee_members',
    'assembly_get_bill_detail',
    'assembly_list_subscriptions',
  ],
  async plan(context) {
    const key = await context.key('assembly');
    const found = await context.call<{ items: Member[] }>(
      'assembly_list_current_members',
      { ORIG_NM: '경기 고양시정' },
      { after: [key] },
    );
    const member = found.output.items.find((row) => row.ORIG_NM === '경기 고양시정');
    const bills = await context.call<{ items: Bill[] }>(
      'assembly_list_member_bills',
      { AGE: '22', PROPOSER: member?.HG_NM, BILL_NAME: '중대재해 처벌 등에 관한 법률' },
      { after: [found] },
    );
    if (bills.output.items.length !== 1) throw new Error('expected one bill');
    await context.call('assembly_subscribe_bill', { BILL_ID: bills.output.items[0]?.BILL_ID }, { after: [bills] });
    const senior: string[] = [];
    for (const code of String(bills.output.items[0]?.PUBL_MONA_CD).split(',')) {
      const profile = await context.call<{ items: Member[] }>(
        'assembly_list_current_members',
        { MONA_CD: code },
        { after: [bills] },
      );
      const row = profile.output.items[0];
      if (!row) throw new Error(`no profile for ${code}`);
      if (termsOf(row.REELE_GBN_NM) >= 3) senior.push(row.HG_NM);
    }
    return {
      facts: [
        { value: senior.length, kind: 'number', unit: '명', subject: bills.output.items[0]?.BILL_NAME },
        ...senior.map((name) => ({ value: name, kind: 'text' as const })),
      ],
    };
  },
});
