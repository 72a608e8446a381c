import { defineRecipe } from '../../src/recipe.ts';

export default defineRecipe({
  id: 'finance-005',
  domain: 'finance',
  type: 'Par',
  query: '삼성전자랑 SK하이닉스를 내 DART 관심기업 목록에 추가해 줘.',
  platforms: ['dart'],
  distractors: ['dart_remove_from_watchlist', 'dart_get_watchlist', 'dart_get_company'],
  async plan(context) {
    const key = await context.key('dart');
    const facts = [];
    for (const corp_name of ['삼성전자', 'SK하이닉스']) {
      const found = await context.call<{ items: Array<{ corp_code: string; corp_name: string }> }>(
        'dart_search_corp_code',
        { corp_name },
        { after: [key] },
      );
      const corp_code = found.output.items[0]?.corp_code;
      await context.call('dart_add_to_watchlist', { corp_code }, { after: [found] });
      facts.push({ value: corp_name, kind: 'text' as const });
    }
    return { facts };
  },
});
