import { defineRecipe } from '../../src/recipe.ts';

type Disclosure = { report_nm: string };

const COMPANIES = ['삼성전자', 'SK하이닉스'];

export default defineRecipe({
  id: 'finance-026',
  domain: 'finance',
  type: 'Cmp',
  query:
    'IR 자주 하는 회사를 관심 있게 보고 있어요. 2020년 1월 1일부터 지금까지 삼성전자와 SK하이닉스가 DART에 기업설명회(IR) 개최 공시를 각각 몇 번 냈는지 세어 주시고, 더 많이 낸 쪽을 제 DART 관심기업에 추가해 주세요.',
  platforms: ['dart'],
  distractors: ['dart_get_company', 'dart_get_watchlist', 'dart_remove_from_watchlist'],
  async plan(context) {
    const key = await context.key('dart');
    const companies = [];
    for (const corp_name of COMPANIES) {
      const found = await context.call<{ items: Array<{ corp_code: string; corp_name: string }> }>(
        'dart_search_corp_code',
        { corp_name },
        { after: [key] },
      );
      const row = found.output.items.find((item) => item.corp_name === corp_name);
      const corp_code = row?.corp_code;
      if (!row || !corp_code) throw new Error(`${corp_name} not found`);
      companies.push({ corp_name, name: row.corp_name, corp_code, found });
    }
    const counts = [];
    for (const company of companies) {
      // More than a hundred filings since 2020: every page has to be read.
      const filings = await context.callAllPages(
        'dart_list_disclosures',
        { corp_code: company.corp_code, bgn_de: '20200101' },
        { after: [company.found] },
      );
      const ir = (filings.items as Disclosure[]).filter((row) => row.report_nm.includes('기업설명회'));
      if (ir.length === 0) throw new Error(`no IR filings of ${company.corp_name}`);
      counts.push({ company, count: ir.length, filings });
    }
    const [more, fewer] = [...counts].sort((a, b) => b.count - a.count);
    if (!more || !fewer || more.count === fewer.count) throw new Error('a tie');
    await context.call(
      'dart_add_to_watchlist',
      { corp_code: more.company.corp_code },
      { after: [more.company.found, more.filings, fewer.filings] },
    );
    return {
      facts: [
        ...counts.map((entry) => ({
          value: entry.count,
          kind: 'number' as const,
          unit: '건',
          subject: entry.company.name,
        })),
        { value: more.company.corp_name, kind: 'text', conclusion: true },
      ],
    };
  },
});
