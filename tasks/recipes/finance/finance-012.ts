import { defineRecipe } from '../../src/recipe.ts';
import { amount } from '../../src/values.ts';

type Employee = { fo_bbm: string; sexdstn: string; jan_salary_am: string };

export default defineRecipe({
  id: 'finance-012',
  domain: 'finance',
  type: 'Cmp',
  query:
    '현대자동차, 기아, 현대모비스 세 곳 중에 2025년 사업보고서 기준으로 직원 1인 평균 급여가 제일 높은 회사는 어디야? 제일 낮은 회사랑은 얼마나 차이 나는지도 알려줘.',
  platforms: ['dart'],
  state: { dart: { credentials: { status: 'expired' } } },
  distractors: ['dart_get_executives', 'dart_get_company', 'dart_get_single_account'],
  async plan(context) {
    const key = await context.renewKey('dart');
    const names = ['현대자동차', '기아', '현대모비스'];
    const found = [];
    for (const corp_name of names) {
      found.push(
        await context.call<{ items: Array<{ corp_code: string; corp_name: string }> }>(
          'dart_search_corp_code',
          { corp_name },
          { after: [key] },
        ),
      );
    }
    const pay = [];
    for (const [index, search] of found.entries()) {
      const company = search.output.items.find((row) => row.corp_name === names[index]);
      const employees = await context.call<{ items: Employee[] }>(
        'dart_get_employees',
        { corp_code: company?.corp_code, bsns_year: '2025', reprt_code: '11011' },
        { after: [search] },
      );
      const total = employees.output.items.find((row) => row.fo_bbm === '합계');
      pay.push({ name: names[index] as string, corp_name: company?.corp_name, salary: amount(total?.jan_salary_am) });
    }
    const sorted = [...pay].sort((a, b) => b.salary - a.salary);
    const top = sorted[0];
    const bottom = sorted[sorted.length - 1];
    if (!top || !bottom || top.salary === sorted[1]?.salary) throw new Error(`ambiguous: ${JSON.stringify(pay)}`);
    return {
      facts: [
        { value: top.name, kind: 'text', conclusion: true },
        { value: top.salary, kind: 'number', unit: '원', subject: top.corp_name },
        { value: top.salary - bottom.salary, kind: 'number', unit: '원' },
      ],
    };
  },
});
