// The `llm` query writer: any OpenAI-compatible model writes the Korean query from the plan, told which
// values it must state and which it must not. A reply that breaks those rules falls back to the template
// writer; replies are cached on disk by the sha256 of model and prompt, so reruns cost nothing.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { Rng } from '@kopa/kit';
import { generateText } from 'ai';
import type { AskOp, QueryPlan } from '../../shared/index.ts';
import { findLeak, foreignRuns, namedIdentifier } from '../filters.ts';
import { shortLabel, templateQuery } from './template.ts';

export interface QueryContext {
  /** Values only a tool can provide (forbiddenValues of the record): the query must not state them. */
  forbidden?: ReadonlyArray<{ value: string | number; source?: string }>;
}

export type QueryWriter = (plan: QueryPlan, rng: Rng, context?: QueryContext) => Promise<string>;

export interface LlmQueryWriterOptions {
  baseURL: string;
  model: string;
  apiKey?: string;
  /** Where replies are cached, one JSON file per prompt. */
  cacheDir: string;
  temperature?: number;
  /** Retries of a failed request (the ai SDK's backoff); 2 by default. */
  retries?: number;
  fetch?: typeof fetch;
  /** Told about every reply that broke the rules and was replaced by the template query. */
  onFallback?: (event: { plan: QueryPlan; reply: string; reason: string }) => void;
}

const SYSTEM =
  '당신은 한국 공공데이터 API로 답할 수 있는 사용자 질문을 쓰는 작가입니다. 요청받은 질문 하나만 한국어로 쓰고, 설명이나 따옴표는 붙이지 마세요.';

const TYPE_TEXT: Record<QueryPlan['type'], string> = {
  Seq: '순차 조회: 앞 단계 결과로 다음 단계를 조회',
  Par: '항목별 반복 조회: 앞 결과의 항목마다 같은 조회를 반복',
  Mixed: '순차 조회와 항목별 반복 조회의 결합',
  Drv: '조회 결과로 값을 계산하거나 변환',
  Sem: '앞 결과의 이름·주소 같은 의미로 다음 조회를 이어감',
  Cmp: '여러 대상을 같은 방식으로 조회해 비교',
  Cond: '앞 결과의 조건에 따라 다음 조회가 달라짐',
};

const OP_TEXT: Record<AskOp, string> = {
  value: '그 값',
  list: '해당하는 항목 모두',
  count: '몇 건인지',
  sum: '합계',
  max: '가장 큰 것',
  min: '가장 작은 것',
  avg: '평균',
  compare: '어느 쪽이 더 큰지',
  cond: '조건에 따라 달라지는 답',
};

const STYLES = [
  '친근한 해요체로 한두 문장',
  '공손한 하십시오체로, 업무 문의처럼',
  '해요체로, 왜 궁금한지 상황을 한 문장 곁들여',
  '짧고 간결한 해요체 한 문장',
];

/** The user prompt for a plan: the operations, the ask, the values to state verbatim and the forbidden ones. */
export function queryPrompt(options: {
  plan: QueryPlan;
  forbidden: ReadonlyArray<string | number>;
  style: string;
}): string {
  const { plan, forbidden, style } = options;
  const titles = [...new Set(plan.steps.filter((step) => !/_api_key$/u.test(step.tool)).map((step) => step.title))];
  const askLabel = shortLabel(plan.ask.label, plan.ask.field);
  const lines = [
    '아래 작업을 부탁하는 한국어 질문을 하나 써 주세요. 실제 시민이나 분석가가 챗봇에 묻는 것처럼 자연스럽게 쓰세요.',
    `작업 유형: ${TYPE_TEXT[plan.type]}`,
    `작업 순서: ${titles.join(' → ')}`,
    `물어볼 것: ${askLabel}, ${OP_TEXT[plan.ask.op]}`,
  ];
  const also = plan.ask.also;
  if (also) lines.push(`함께 물어볼 것: ${shortLabel(also.label, also.field)}, ${OP_TEXT.value}`);
  if (plan.entities?.length) lines.push(`비교 대상: ${plan.entities.join(', ')}`);
  if (plan.condition) {
    const { label, field, predicate, ifHolds, otherwise } = plan.condition;
    lines.push(`조건: ${shortLabel(label, field)} ${predicate} 이면 ${ifHolds}, 아니면 ${otherwise}`);
  }
  lines.push('질문에 글자 그대로 넣어야 하는 값:');
  for (const given of plan.givens) lines.push(`- ${given.value} (${shortLabel(given.label, given.param)})`);
  if (forbidden.length > 0) lines.push(`질문에 넣으면 안 되는 값 (도구가 찾아야 하는 값): ${forbidden.join(', ')}`);
  const identifiers = [plan.steps[0]?.tool, plan.givens[0]?.param].filter(Boolean).join(', ');
  lines.push(
    '규칙:',
    '- 넣어야 하는 값은 글자 하나 바꾸지 말고 그대로 쓰세요. 날짜와 코드의 형식도 바꾸지 마세요.',
    `- 도구 이름이나 영문 파라미터 이름(예: ${identifiers})을 쓰지 마세요.`,
    '- 한자, 일본 문자, 러시아 문자를 쓰지 마세요.',
    '- 위에 없는 코드, 번호, 날짜를 지어내지 마세요.',
    `- 말투: ${style}`,
    '- 질문만 쓰세요.',
  );
  return lines.join('\n');
}

/** Why the reply is not a usable query, or undefined when it is. */
export function checkQuery(options: {
  query: string;
  plan: QueryPlan;
  forbidden: ReadonlyArray<{ value: string | number }>;
}): string | undefined {
  const { query, plan, forbidden } = options;
  if (query.length < 5 || query.length > 500) return `a query of ${query.length} characters`;
  const allowed = [...plan.givens.map((given) => given.value), ...(plan.entities ?? [])];
  const missing = allowed.find((value) => !query.includes(String(value)));
  if (missing !== undefined) return `the given ${missing} is missing`;
  const leak = findLeak({ text: query, allowed, forbidden });
  if (leak) return `it states ${leak.value}, which a tool provides`;
  const identifiers = new Set([
    ...plan.steps.map((step) => step.tool),
    ...plan.givens.map((given) => given.param),
    plan.ask.field.split('.').at(-1)?.replace('[]', '') ?? '',
  ]);
  const named = namedIdentifier({ text: query, identifiers, allowed });
  if (named) return `it names ${named}`;
  const stray = foreignRuns(query).find((run) => !allowed.some((value) => String(value).includes(run)));
  if (stray) return `it has the characters ${stray}`;
  return undefined;
}

/** The model's reply without code fences, a `질문:` prefix or wrapping quotes. */
function cleanReply(text: string): string {
  return text
    .replace(/```[a-z]*\n?/giu, '')
    .trim()
    .replace(/^(질문|query)\s*[:：]\s*/iu, '')
    .replace(/^["“'「](.*)["”'」]$/su, '$1')
    .trim();
}

export function createLlmQueryWriter(options: LlmQueryWriterOptions): QueryWriter {
  const provider = createOpenAICompatible({
    name: 'kopa-queries',
    baseURL: options.baseURL,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const temperature = options.temperature ?? 0.7;

  async function complete(prompt: string): Promise<string> {
    const hash = createHash('sha256')
      .update(JSON.stringify({ model: options.model, temperature, system: SYSTEM, prompt }))
      .digest('hex');
    const file = join(options.cacheDir, `${hash}.json`);
    const cached = await readFile(file, 'utf8').then(
      (text) => JSON.parse(text) as { text: string },
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      },
    );
    if (cached) return cached.text;
    let text: string;
    try {
      ({ text } = await generateText({
        model: provider.chatModel(options.model),
        instructions: SYSTEM,
        prompt,
        temperature,
        maxRetries: options.retries ?? 2,
      }));
    } catch (error) {
      throw new Error(
        `query writer: ${options.model} at ${options.baseURL} failed (${error instanceof Error ? error.message : error}); ` +
          'check the endpoint and model, or write queries with the template writer',
        { cause: error },
      );
    }
    await mkdir(options.cacheDir, { recursive: true });
    await writeFile(`${file}.tmp`, JSON.stringify({ model: options.model, prompt, text }, null, 2));
    await rename(`${file}.tmp`, file);
    return text;
  }

  return async (plan, rng, context = {}) => {
    const forbidden = context.forbidden ?? [];
    const prompt = queryPrompt({ plan, forbidden: forbidden.map((entry) => entry.value), style: rng.pick(STYLES) });
    const query = cleanReply(await complete(prompt));
    const reason = checkQuery({ query, plan, forbidden });
    if (reason === undefined) return query;
    options.onFallback?.({ plan, reply: query, reason });
    return templateQuery(plan, rng);
  };
}
