import { defineRecipe, type Row } from '../../src/recipe.ts';

type Seat = { HG_NM: string; MONA_CD: string; DEPT_NM: string };
type Bill = { RST_MONA_CD: string };

export default defineRecipe({
  id: 'politics-015',
  domain: 'politics',
  type: 'Drv',
  query:
    '정보위원회 위원 전원이 22대 국회에서 대표발의한 법률안을 모두 합치면 몇 건이나 될까? 위원 중에 가장 많이 발의한 사람이 누구고 몇 건인지도 알려줘.',
  platforms: ['assembly'],
  distractors: [
    'assembly_list_committees',
    'assembly_list_current_members',
    'assembly_search_members',
    'assembly_list_processed_bills',
    'assembly_list_committee_meetings',
    'assembly_list_bill_proposers',
  ],
  async plan(context) {
    const key = await context.key('assembly');
    const roster = await context.call<{ items: Row[]; totalCount: number }>(
      'assembly_list_committee_members',
      { DEPT_NM: '정보위원회', pSize: 1000 },
      { after: [key] },
    );
    const seats = (roster.output.items as Seat[]).filter((row) => row.DEPT_NM === '정보위원회');
    let total = 0;
    let top = { name: '', count: -1 };
    const counts: number[] = [];
    for (const seat of seats) {
      const bills = await context.call<{ items: Row[]; totalCount: number }>(
        'assembly_list_member_bills',
        { AGE: '22', PROPOSER: seat.HG_NM, pSize: 1000 },
        { after: [roster] },
      );
      const count = (bills.output.items as Bill[]).filter((row) => row.RST_MONA_CD === seat.MONA_CD).length;
      counts.push(count);
      total += count;
      if (count > top.count) top = { name: seat.HG_NM, count };
    }
    if (counts.filter((count) => count === top.count).length !== 1) throw new Error('tie at the top');
    return {
      facts: [
        { value: total, kind: 'number', unit: '건' },
        { value: top.name, kind: 'text', conclusion: true },
        { value: top.count, kind: 'number', unit: '건', subject: top.name },
      ],
    };
  },
});
