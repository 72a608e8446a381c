import { defineRecipe } from '../../src/recipe.ts';

type PrecedentRow = { 판례일련번호: string; 사건번호: string; 사건명: string; 선고일자: string; 법원명: string };
type Precedent = { 참조판례: string };

export default defineRecipe({
  id: 'law-016',
  domain: 'law',
  type: 'Cond',
  query:
    '2024년 1월에 대법원에서 임대차보증금반환 사건 판결이 나왔잖아요. 그 판결에 참조판례가 붙어 있으면 그 참조판례가 사건번호 몇 번의 어떤 사건(사건명)이었는지 알려 주시고, 참조판례가 없으면 없다고만 해 주세요.',
  platforms: ['law'],
  distractors: ['law_search_laws', 'law_get_article', 'law_add_bookmark'],
  async plan(context) {
    const key = await context.key('law');
    const found = await context.call<{ items: PrecedentRow[] }>(
      'law_search_precedents',
      { query: '임대차보증금반환', org: '400201', prncYd: '20240101~20240131' },
      { after: [key] },
    );
    const ruling = await context.call<{ item: Precedent }>(
      'law_get_precedent',
      { ID: found.output.items[0]?.판례일련번호 },
      { after: [found] },
    );
    // "대법원 2021. 5. 27. 선고 2021다97535 판결" or, for a 결정, "대법원 2021. 5. 27.자 2021마97535 결정".
    const match = /선고 (\S+) 판결|자 (\S+) 결정/.exec(ruling.output.item.참조판례);
    const cited = match?.[1] ?? match?.[2];
    if (!cited) return { facts: [{ value: '없', kind: 'text' }] };
    const earlier = await context.call<{ items: PrecedentRow[] }>(
      'law_search_precedents',
      { nb: cited },
      { after: [ruling] },
    );
    const row = earlier.output.items[0];
    return {
      facts: [
        { value: row?.사건번호 ?? '', kind: 'text' },
        { value: row?.사건명 ?? '', kind: 'text', subject: row?.사건번호 },
      ],
    };
  },
});
