// End to end over real HTTP: the openai agent against a scripted OpenAI-compatible server, real
// rollouts on the in-process servers, graded. A correct script passes; each classic mistake fails
// with an explanation that names it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPlatform } from '@kopa/servers';
import { loadTasks } from '@kopa/tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessEnvironment, createOpenAIAgent, type Environment, runEval } from '../src/index.ts';
import { startScriptedServer, type Turn, type TurnContext } from '../src/testing/scripted-server.ts';

type Json = Record<string, unknown>;
const tasks = loadTasks({ ids: ['finance-001', 'finance-002', 'finance-004', 'finance-005', 'finance-006'] });
const task = (id: string) => {
  const found = tasks.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`missing ${id}`);
  return found;
};
/** A tool result as the model sees it (the provider may wrap it as {type, value}). */
const result = (context: TurnContext, index: number): Json => {
  const value = context.results[index] as Json;
  return (value?.value as Json | undefined) ?? value;
};
const key = (context: TurnContext) => String(result(context, 0).key);
const items = (context: TurnContext, index: number) => (result(context, index).items ?? []) as Json[];
const call = (name: string, args: (context: TurnContext) => Json): Turn => ({ toolCalls: [{ name, args }] });
const answer = (content: (context: TurnContext) => string): Turn => ({ content });

const lightronCalls: Turn[] = [
  call('dart_get_api_key', () => ({})),
  call('dart_search_corp_code', (c) => ({ crtfc_key: key(c), corp_name: '라이트론' })),
  call('dart_list_disclosures', (c) => ({
    crtfc_key: key(c),
    corp_code: items(c, 1)[0]?.corp_code,
    bgn_de: '20260101',
    end_de: '20260131',
    pblntf_ty: 'B',
  })),
  call('dart_get_convertible_bond_decisions', (c) => {
    const filing = items(c, 2).find((row) => String(row.report_nm).includes('전환사채'));
    return {
      crtfc_key: key(c),
      corp_code: items(c, 1)[0]?.corp_code,
      bgn_de: filing?.rcept_dt,
      end_de: filing?.rcept_dt,
    };
  }),
];

const scenarios: Record<string, { taskId: string; turns: Turn[] }> = {
  correct: {
    taskId: 'finance-004',
    turns: [
      ...lightronCalls,
      answer(
        (c) =>
          `전환가액은 ${items(c, 3)[0]?.cv_prc}원이고, 최저 조정가액은 ${items(c, 3)[0]?.act_mktprcfl_cvprc_lwtrsprc}원입니다.`,
      ),
    ],
  },
  wrongNumber: {
    taskId: 'finance-004',
    turns: [...lightronCalls, answer(() => '전환가액은 760원이고, 최저 조정가액은 600원입니다.')],
  },
  firstPageOnly: {
    taskId: 'finance-002',
    turns: [
      call('dart_get_api_key', () => ({})),
      call('dart_list_disclosures', (c) => ({
        crtfc_key: key(c),
        bgn_de: '20260309',
        end_de: '20260313',
        pblntf_ty: 'I',
        page_count: 100,
      })),
      answer((c) => `${items(c, 1).filter((row) => String(row.report_nm).includes('단일판매')).length}건입니다.`),
    ],
  },
  skipLookup: {
    taskId: 'finance-001',
    turns: [
      call('dart_get_api_key', () => ({})),
      call('dart_get_single_account', (c) => ({
        crtfc_key: key(c),
        corp_code: '005930',
        bsns_year: '2025',
        reprt_code: '11011',
      })),
      answer(() => '삼성전자의 2025년 연결 매출액은 약 300조 원입니다.'),
    ],
  },
  wrongWatchlist: {
    taskId: 'finance-005',
    turns: [
      call('dart_get_api_key', () => ({})),
      {
        toolCalls: [
          { name: 'dart_search_corp_code', args: (c) => ({ crtfc_key: key(c), corp_name: '삼성전자' }) },
          { name: 'dart_search_corp_code', args: (c) => ({ crtfc_key: key(c), corp_name: '현대자동차' }) },
        ],
      },
      {
        toolCalls: [
          { name: 'dart_add_to_watchlist', args: (c) => ({ crtfc_key: key(c), corp_code: items(c, 1)[0]?.corp_code }) },
          { name: 'dart_add_to_watchlist', args: (c) => ({ crtfc_key: key(c), corp_code: items(c, 2)[0]?.corp_code }) },
        ],
      },
      answer(() => '삼성전자와 SK하이닉스를 관심기업에 추가했습니다.'),
    ],
  },
  parallel: {
    taskId: 'finance-006',
    turns: [
      call('dart_get_api_key', () => ({})),
      {
        toolCalls: ['LG전자', '현대자동차'].map((corp_name) => ({
          name: 'dart_search_corp_code',
          args: (c: TurnContext) => ({ crtfc_key: key(c), corp_name }),
        })),
      },
      {
        toolCalls: [1, 2].map((index) => ({
          name: 'dart_get_single_account',
          args: (c: TurnContext) => ({
            crtfc_key: key(c),
            corp_code: items(c, index)[0]?.corp_code,
            bsns_year: '2025',
            reprt_code: '11011',
          }),
        })),
      },
      answer((c) => {
        const profit = (index: number) => {
          const row = items(c, index).find((entry) => entry.fs_div === 'CFS' && entry.account_nm === '영업이익');
          return Number(String(row?.thstrm_amount).replace(/,/g, ''));
        };
        const [lg, hyundai] = [profit(3), profit(4)];
        return lg > hyundai ? `LG전자가 더 큽니다: ${lg}원` : `현대자동차가 더 큽니다: ${hyundai}원`;
      }),
    ],
  },
};

let environment: Environment & { close(): Promise<void> };
beforeAll(async () => {
  environment = await createInProcessEnvironment([findPlatform('dart')]);
});
afterAll(() => environment.close());

async function runScenario(name: keyof typeof scenarios) {
  const scenario = scenarios[name];
  if (!scenario) throw new Error(name);
  const server = await startScriptedServer({ scripts: { [task(scenario.taskId).query]: scenario.turns } });
  try {
    const agent = createOpenAIAgent({ baseURL: server.url, model: 'scripted', apiKey: 'test', retryBaseDelayMs: 1 });
    const run = await runEval({
      tasks: [task(scenario.taskId)],
      agent,
      environment,
      rollouts: 1,
      seeds: [0],
      concurrency: 1,
      runsDir: mkdtempSync(join(tmpdir(), 'kopa-e2e-')),
      runId: name,
    });
    const [record] = run.records;
    if (!record?.grades) throw new Error(`not graded: ${JSON.stringify(record?.infraError)}`);
    return { record, grades: record.grades, server };
  } finally {
    await server.close();
  }
}

describe('rollouts graded end to end against a scripted model over HTTP', () => {
  it('passes a correct script on all three axes', async () => {
    const { grades, record } = await runScenario('correct');
    expect(grades.success).toBe(true);
    expect(grades.action.accuracy).toBe(1);
    expect(record.usage.inputTokens).toBeGreaterThan(0);
    expect(record.steps).toBe(5);
  });

  it('passes with parallel tool calls, which reach the model as two results', async () => {
    const { grades, server } = await runScenario('parallel');
    expect(grades.success, grades.response.explanation).toBe(true);
    const assistantTurns = server.requests.at(-1)?.messages.filter((message) => message.role === 'assistant') ?? [];
    expect(assistantTurns.map((message) => message.tool_calls?.length ?? 0)).toEqual([1, 2, 2]);
  });

  it.each([
    ['wrongNumber', 'RESPONSE', /532원.* is not stated in the answer/],
    ['firstPageOnly', 'ACTION', /read 100 of \d+ records: not every page was fetched/],
    ['skipLookup', 'ACTION', /dart_search_corp_code was never called/],
    ['wrongWatchlist', 'ENVIRONMENT', /dart\.user\.watchlist: expected \["00126380","00164779"\]/],
  ] as const)('fails %s with an explanation naming the cause (%s)', async (name, axis, cause) => {
    const { grades } = await runScenario(name);
    expect(grades.success).toBe(false);
    const explanation = {
      RESPONSE: grades.response.explanation,
      ACTION: grades.action.explanation,
      ENVIRONMENT: grades.environment.explanation,
    }[axis];
    expect(explanation).toMatch(cause);
  });
});
