import { defineRecipe } from '../../src/recipe.ts';
import { amount } from '../../src/values.ts';

type Disclosure = { report_nm: string; rcept_no: string; rcept_dt: string; rm: string };
type Event = { rcept_no: string } & Record<string, string>;

/** The detail API of each kind of financing decision a 주요사항보고서 can announce. */
const KINDS = [
  { marker: '전환사채권발행결정', tool: 'dart_get_convertible_bond_decisions' },
  { marker: '신주인수권부사채권발행결정', tool: 'dart_get_bond_with_warrant_decisions' },
  { marker: '유상증자결정', tool: 'dart_get_paid_in_capital_increase_decisions' },
];

export default defineRecipe({
  id: 'finance-028',
  domain: 'finance',
  type: 'Cond',
  query:
    '비전패션산업이 2026년 들어 주요사항보고서로 자금 조달 결정을 몇 번 한 것 같은데, 정정된 건 최종본 기준으로 봐서 어떤 것들인지 알려 줘. 전환사채면 권면총액과 전환가액, 유상증자면 새로 발행하는 보통주 수와 증자 방식까지.',
  platforms: ['dart'],
  distractors: ['dart_get_bond_with_warrant_decisions', 'dart_get_capital_changes', 'dart_get_company'],
  async plan(context) {
    const key = await context.key('dart');
    const found = await context.call<{ items: Array<{ corp_code: string; corp_name: string }> }>(
      'dart_search_corp_code',
      { corp_name: '비전패션산업' },
      { after: [key] },
    );
    const company = found.output.items.find((row) => row.corp_name === '비전패션산업');
    const corp_code = company?.corp_code;
    if (!company || !corp_code) throw new Error('비전패션산업 not found');
    const subject = company.corp_name;
    const listed = await context.call<{ items: Disclosure[] }>(
      'dart_list_disclosures',
      { corp_code, bgn_de: '20260101', pblntf_ty: 'B' },
      { after: [found] },
    );
    // A filing superseded by a [기재정정] carries 정 in rm; the correction is the final version.
    const final = listed.output.items.filter((row) => !row.rm.includes('정'));
    const facts = [];
    for (const kind of KINDS) {
      const filings = final.filter((row) => row.report_nm.includes(kind.marker));
      for (const filing of filings) {
        const events = await context.call<{ items: Event[] }>(
          kind.tool,
          { corp_code, bgn_de: filing.rcept_dt, end_de: filing.rcept_dt },
          { after: [found, listed] },
        );
        const event = events.output.items.find((row) => row.rcept_no === filing.rcept_no);
        if (!event) throw new Error(`no details for ${filing.rcept_no}`);
        if (kind.marker === '전환사채권발행결정') {
          facts.push(
            { value: amount(event.bd_fta), kind: 'number' as const, unit: '원', subject },
            { value: amount(event.cv_prc), kind: 'number' as const, unit: '원', subject },
          );
        } else if (kind.marker === '유상증자결정') {
          facts.push(
            { value: amount(event.nstk_ostk_cnt), kind: 'number' as const, unit: '주', subject },
            { value: String(event.ic_mthn), kind: 'text' as const, subject },
          );
        } else {
          facts.push({ value: amount(event.bd_fta), kind: 'number' as const, unit: '원', subject });
        }
      }
    }
    if (facts.length < 4) throw new Error('expected two kinds of decisions');
    return { facts };
  },
});
