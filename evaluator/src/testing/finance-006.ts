// A scripted model that solves finance-006 the way a model making parallel calls does: the key, two
// parallel corp-code lookups, two parallel account reads, then the answer (4 model calls, 5 tool
// calls). Shared by the trajectory and viewer tests.
import type { Turn, TurnContext } from './scripted-server.ts';

type Json = Record<string, unknown>;

/** The structured output of the index-th tool result the model has seen. */
export const resultValue = (context: TurnContext, index: number): Json => {
  const result = context.results[index] as Json;
  return (result?.value as Json | undefined) ?? result;
};
const key = (context: TurnContext) => String(resultValue(context, 0).key);
const items = (context: TurnContext, index: number) => (resultValue(context, index).items ?? []) as Json[];

export const solveFinance006: Turn[] = [
  { toolCalls: [{ name: 'dart_get_api_key', args: () => ({}) }] },
  {
    toolCalls: ['LG전자', '현대자동차'].map((corp_name) => ({
      name: 'dart_search_corp_code',
      args: (context: TurnContext) => ({ crtfc_key: key(context), corp_name }),
    })),
  },
  {
    toolCalls: [1, 2].map((index) => ({
      name: 'dart_get_single_account',
      args: (context: TurnContext) => ({
        crtfc_key: key(context),
        corp_code: items(context, index)[0]?.corp_code,
        bsns_year: '2025',
        reprt_code: '11011',
      }),
    })),
  },
  {
    content: (context) => {
      const profit = (index: number) => {
        const row = items(context, index).find((entry) => entry.fs_div === 'CFS' && entry.account_nm === '영업이익');
        return Number(String(row?.thstrm_amount).replace(/,/g, ''));
      };
      const [lg, hyundai] = [profit(3), profit(4)];
      return lg > hyundai ? `LG전자가 더 큽니다: ${lg}원` : `현대자동차가 더 큽니다: ${hyundai}원`;
    },
  },
];
