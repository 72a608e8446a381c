import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHub, createRng } from '@kopa/kit';
import { selectPlatforms } from '@kopa/servers';
import type { Fact } from '@kopa/tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerText,
  createLlmQueryWriter,
  createQueryWriter,
  josa,
  shortLabel,
  templateQuery,
} from '../../src/phase-b/queries/index.ts';
import type { QueryPlan } from '../../src/shared/types.ts';

// Labels are the servers' own descriptions, long and with examples, as the assembler passes them.
const SCHOOL = { tool: 'neis_search_schools', title: '학교기본정보', description: '' };
const MEALS = { tool: 'neis_get_meals', title: '급식식단정보', description: '' };
const KEY = { tool: 'neis_get_api_key', title: 'API 인증키 조회', description: '' };
const SCHOOL_NAME = {
  tool: 'neis_search_schools',
  param: 'SCHUL_NM',
  value: '가락중학교',
  label: '학교명 (부분 일치), e.g. 가락초 or 서울가락초등학교',
};
const MEAL_DATE = {
  tool: 'neis_get_meals',
  param: 'MLSV_YMD',
  value: '20260512',
  label: '급식일자 (YYYYMMDD), e.g. 20260512',
};
/** The ask's label carries an example school code that the query must not repeat. */
const SCHOOL_CODE_ASK = {
  tool: 'neis_search_schools',
  field: 'items[].SD_SCHUL_CODE',
  label: '행정표준코드 (학교코드, 7자리), e.g. 7010569. Find it with neis_search_schools.',
};

/** A Mixed fork: the school feeds its meals and its calendar, and one value is asked of each. */
const FORK: QueryPlan = {
  type: 'Mixed',
  givens: [SCHOOL_NAME],
  steps: [KEY, SCHOOL, MEALS, { tool: 'neis_get_school_schedule', title: '학사일정', description: '' }],
  ask: {
    tool: 'neis_get_meals',
    field: 'items[].DDISH_NM',
    label: '요리명',
    op: 'value',
    also: { tool: 'neis_get_school_schedule', field: 'items[].EVENT_NM', label: '행사명' },
  },
};

const PLANS: Record<QueryPlan['type'], QueryPlan> = {
  Seq: {
    type: 'Seq',
    givens: [SCHOOL_NAME, MEAL_DATE],
    steps: [KEY, SCHOOL, MEALS],
    ask: { tool: 'neis_get_meals', field: 'items[].DDISH_NM', label: '요리명', op: 'value' },
  },
  Par: {
    type: 'Par',
    givens: [SCHOOL_NAME, { ...MEAL_DATE, value: '20260513' }],
    steps: [KEY, SCHOOL, MEALS],
    ask: { tool: 'neis_get_meals', field: 'items[].CAL_INFO', label: '칼로리정보, e.g. 712.4 Kcal', op: 'list' },
    fanout: 2,
  },
  Mixed: {
    type: 'Mixed',
    givens: [{ tool: 'assembly_list_committees', param: 'COMMITTEE_NAME', value: '보건복지위원회', label: '위원회명' }],
    steps: [
      { tool: 'assembly_list_committees', title: '위원회 현황 정보', description: '' },
      { tool: 'assembly_list_committee_members', title: '위원회 위원 명단', description: '' },
      { tool: 'assembly_search_members', title: '국회의원 정보 통합 API', description: '' },
    ],
    ask: { tool: 'assembly_search_members', field: 'items[].RLCT_DIV_NM', label: '재선구분명', op: 'count' },
    fanout: 24,
  },
  Drv: {
    type: 'Drv',
    givens: [
      {
        tool: 'gyeonggi_list_parking_lots',
        param: 'SIGUN_NM',
        value: '수원시',
        label: '시군명 (정확히 일치), e.g. 가평군',
      },
      { tool: 'gyeonggi_list_parking_lots', param: 'CHRG_INFO', value: '무료', label: '요금정보: 유료, 무료' },
    ],
    steps: [{ tool: 'gyeonggi_list_parking_lots', title: '주차장 현황', description: '' }],
    ask: { tool: 'gyeonggi_list_parking_lots', field: 'items[].PRKCMPRT_CNT', label: '주차구획수', op: 'sum' },
  },
  Sem: {
    type: 'Sem',
    givens: [{ tool: 'law_search_laws', param: 'query', value: '주택임대차보호법', label: '검색어, e.g. 주택임대차' }],
    steps: [
      { tool: 'law_search_laws', title: '현행법령 목록 조회', description: '' },
      { tool: 'law_get_law', title: '현행법령(시행일) 본문 조회', description: '' },
    ],
    ask: { tool: 'law_get_law', field: '기본정보.시행일자', label: '시행일자 (YYYYMMDD)', op: 'max' },
  },
  Cmp: {
    type: 'Cmp',
    givens: [
      { tool: 'gyeonggi_list_sports_facilities', param: 'SIGUN_NM', value: '수원시', label: '시군명' },
      { tool: 'gyeonggi_list_sports_facilities', param: 'SIGUN_NM', value: '성남시', label: '시군명' },
      {
        tool: 'gyeonggi_list_sports_facilities',
        param: 'INDUTYPE_NM',
        value: '테니스장',
        label: '업종(종목)명: 축구장',
      },
    ],
    steps: [{ tool: 'gyeonggi_list_sports_facilities', title: '경기도 체육시설 현황', description: '' }],
    entities: ['수원시', '성남시'],
    ask: { tool: 'gyeonggi_list_sports_facilities', field: 'totalCount', label: '시설 수', op: 'compare' },
  },
  Cond: {
    type: 'Cond',
    givens: [{ tool: 'hrdkorea_list_qualifications', param: 'jmfldnm', value: '정보처리기사', label: '종목명' }],
    steps: [
      { tool: 'hrdkorea_list_qualifications', title: '국가자격 종목 목록 정보', description: '' },
      { tool: 'hrdkorea_get_pass_rates', title: '국가기술자격 종목별 합격률', description: '' },
      { tool: 'hrdkorea_get_exam_fee', title: '종목별 응시수수료', description: '' },
    ],
    ask: { tool: 'hrdkorea_get_exam_fee', field: 'items[].contents', label: '수수료', op: 'cond' },
    condition: {
      field: 'passRate',
      label: '합격률 (%)',
      predicate: '>= 50',
      ifHolds: '실기 응시수수료',
      otherwise: '필기 응시수수료',
    },
  },
};

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
const queriesOf = (plan: QueryPlan) => SEEDS.map((seed) => templateQuery(plan, createRng(seed)));

function identifiersOf(plan: QueryPlan): string[] {
  return [...plan.steps.map((step) => step.tool), ...plan.givens.map((given) => given.param), 'SD_SCHUL_CODE'];
}

describe('templateQuery', () => {
  it.each(Object.values(PLANS))('states every given of a $type plan verbatim', (plan) => {
    for (const query of queriesOf(plan)) {
      for (const given of plan.givens) expect(query).toContain(String(given.value));
      for (const entity of plan.entities ?? []) expect(query).toContain(entity);
    }
  });

  it.each(Object.values(PLANS))('names no tool or parameter in a $type query', (plan) => {
    for (const query of queriesOf(plan)) {
      for (const identifier of identifiersOf(plan)) expect(query).not.toContain(identifier);
      expect(query).not.toMatch(/[A-Za-z]+_[A-Za-z]/u);
    }
  });

  it.each(Object.values(PLANS))('varies a $type query with the seed', (plan) => {
    expect(new Set(queriesOf(plan)).size).toBeGreaterThanOrEqual(2);
  });

  it('is deterministic for a seed', () => {
    expect(templateQuery(PLANS.Seq, createRng(9))).toBe(templateQuery(PLANS.Seq, createRng(9)));
  });

  it.each([
    ['value', /무엇인지|어떻게 되는지|알려|확인해/u],
    ['list', /모두|전부|목록/u],
    ['count', /몇 건/u],
    ['sum', /합계|더하면/u],
    ['max', /가장 (큰|높은)/u],
    ['min', /가장 (작은|낮은)/u],
    ['avg', /평균/u],
  ] as const)('asks for what the %s op computes', (op, wording) => {
    const plan: QueryPlan = { ...PLANS.Seq, ask: { ...PLANS.Seq.ask, op } };
    for (const query of queriesOf(plan)) expect(query).toMatch(wording);
  });

  it('asks which of two entities is larger for compare', () => {
    for (const query of queriesOf(PLANS.Cmp)) expect(query).toMatch(/어느 쪽이 (시설 수가 )?더/u);
  });

  it('states both branches of a condition', () => {
    for (const query of queriesOf(PLANS.Cond)) {
      expect(query).toMatch(/합격률이 50 이상이면 실기 응시수수료, 아니면 필기 응시수수료를/u);
    }
  });

  it('keeps the examples and tool names of a long label out of the query', () => {
    const plan: QueryPlan = { ...PLANS.Seq, ask: { ...SCHOOL_CODE_ASK, op: 'value' } };
    for (const query of queriesOf(plan)) {
      expect(query).toContain('행정표준코드');
      expect(query).not.toContain('7010569');
      expect(query).not.toContain('Find it');
    }
  });

  it('says each given with the operation that takes it when several operations take givens', () => {
    for (const query of queriesOf(PLANS.Seq)) {
      expect(query).toMatch(/학교기본정보에서(는)? 학교명 가락중학교, 급식식단정보에서(는)? 급식일자 20260512/u);
    }
  });

  it('asks one value of each branch of a fork, naming both operations', () => {
    for (const query of queriesOf(FORK)) {
      for (const part of ['가락중학교', '요리명', '행사명', '급식식단정보', '학사일정']) expect(query).toContain(part);
    }
  });

  it('does not state the fan-out size, which only a tool knows', () => {
    for (const query of queriesOf(PLANS.Mixed)) expect(query).not.toContain('24');
  });
});

describe('answerText', () => {
  const facts: Fact[] = [
    { value: 1234, kind: 'number', unit: '개' },
    { value: 45.83, kind: 'number', unit: '%', tolerance: 0.05 },
    { value: '수원시', kind: 'text' },
    { value: '20240404', kind: 'date' },
  ];

  it.each(Object.values(PLANS))('states every fact of a $type answer verbatim with its unit', (plan) => {
    const text = answerText(plan, facts);
    for (const expected of ['1234개', '45.83%', '수원시', '20240404']) expect(text).toContain(expected);
  });

  it('answers a fork with each branch value under its label', () => {
    const answer = answerText(FORK, [
      { value: '비빔밥', kind: 'text' },
      { value: '개교기념일', kind: 'text' },
    ]);
    expect(answer).toBe('요리명은 비빔밥, 행사명은 개교기념일입니다.');
  });

  it('leads a count with the count', () => {
    expect(answerText(PLANS.Mixed, [{ value: 7, kind: 'number', unit: '명' }])).toBe(
      '조건에 맞는 재선구분명 건수는 7명입니다.',
    );
  });
});

describe('shortLabel', () => {
  it.each([
    ['SD_SCHUL_CODE is the 7-digit 행정표준코드 of the school', 'SD_SCHUL_CODE', '행정표준코드'],
    [
      '행정표준코드 (학교코드, 7자리), e.g. 7010569. Find it with neis_search_schools.',
      'SD_SCHUL_CODE',
      '행정표준코드',
    ],
    ['학교명', 'SCHUL_NM', '학교명'],
    ['시도교육청코드: B10 서울, C10 부산, D10 대구', 'ATPT_OFCDC_SC_CODE', '시도교육청코드'],
    ['업종(종목)명: 축구장, 야구장, 테니스장 (정확히 일치), e.g. 축구장', 'INDUTYPE_NM', '업종명'],
    ['efYd: 시행일자 범위 (YYYYMMDD~YYYYMMDD), e.g. 20250101~20251231', 'efYd', '시행일자 범위'],
    ['LPG 가격 (미판매 X)', 'lpgPrice', 'LPG 가격'],
    ['WGS84 경도 (문자열; 없으면 "")', 'REFINE_WGS84_LOGT', '경도'],
    ['data.ex.co.kr 인증키 (10자리 숫자), e.g. 1234567890.', 'key', '인증키'],
    ['4일 후 오전 날씨예보, e.g. "구름많고 비"', 'wf4Am', '4일 후 오전 날씨예보'],
    ['휴게소 unitCode (3자리), e.g. 001 서울만남(부산)휴게소', 'unitCode', '휴게소'],
    ['1 TCS, 2 하이패스', 'tcsType', 'tcsType'],
    ['C0001 조례 / C0002 규칙', 'knd', 'knd'],
    ['article: 법령 조문, precedent: 판례', 'kind', 'kind'],
    ['YYYYMMDD (목록의 "2023.05.11" 표기를 통일)', '선고일자', '선고일자'],
    ['이 버전에서 바뀌었으면 Y', '조문변경여부', '조문변경여부'],
    ['', 'SCHUL_NM', 'SCHUL_NM'],
  ])('labels %j as %j', (description, name, label) => {
    expect(shortLabel(description, name)).toBe(label);
  });

  it('gives every NEIS and KDIC parameter a short label free of examples and identifiers', async () => {
    const hub = await createHub({ platforms: selectPlatforms(['neis', 'kdic']), idleMs: 0 });
    try {
      for (const platform of ['neis', 'kdic']) {
        for (const tool of hub.listTools(platform)) {
          for (const [name, schema] of Object.entries(tool.inputSchema.properties ?? {})) {
            const description = String((schema as { description?: string }).description ?? '');
            const label = shortLabel(description, name);
            if (label === name) continue;
            expect(label.split(' ').length, `${tool.name}.${name}: ${label}`).toBeLessThanOrEqual(5);
            expect(label, `${tool.name}.${name}`).not.toMatch(/e\.g\.|_|\d{3,}|[()]/u);
          }
        }
      }
    } finally {
      await hub.close();
    }
  });
});

describe('josa', () => {
  it.each([
    ['학교', '은', '는', '학교는'],
    ['급식', '은', '는', '급식은'],
    ['서울', '으로', '로', '서울로'],
    ['7010569', '이', '가', '7010569가'],
    ['B10', '을', '를', 'B10을'],
    ['???', '이', '가', '???이(가)'],
  ])('attaches to %s', (word, afterConsonant, afterVowel, expected) => {
    expect(josa(word, afterConsonant, afterVowel)).toBe(expected);
  });
});

// ---------------------------------------------------------------------------------------------
// LLM writer against a local OpenAI-compatible chat server

interface FakeModel {
  url: string;
  prompts: Array<{ system: string; user: string }>;
  close(): Promise<void>;
}

async function startFakeModel(reply: (user: string) => string | { status: number }): Promise<FakeModel> {
  const prompts: FakeModel['prompts'] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        messages: Array<{ role: string; content: string }>;
      };
      const text = (role: string) => body.messages.find((message) => message.role === role)?.content ?? '';
      prompts.push({ system: text('system'), user: text('user') });
      const answer = reply(text('user'));
      if (typeof answer !== 'string') {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'scripted failure', type: 'server_error' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: `chatcmpl-${prompts.length}`,
          object: 'chat.completion',
          created: 1_760_000_000,
          model: 'fake',
          choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    prompts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('createLlmQueryWriter', () => {
  const GOOD = '가락중학교 20260512 점심에는 어떤 요리가 나왔는지 알려 주세요.';
  const forbidden = [{ value: '7089960', source: 'c2' }];
  let cacheDir: string;

  beforeAll(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'kopa-queries-'));
  });
  afterAll(async () => {
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('returns the model query and answers the same prompt from the disk cache', async () => {
    const model = await startFakeModel(() => `질문: "${GOOD}"`);
    try {
      const dir = join(cacheDir, 'hit');
      const write = createLlmQueryWriter({ baseURL: model.url, model: 'fake', cacheDir: dir });
      expect(await write(PLANS.Seq, createRng(1), { forbidden })).toBe(GOOD);
      expect(await write(PLANS.Seq, createRng(1), { forbidden })).toBe(GOOD);
      expect(model.prompts).toHaveLength(1);
      expect(await readdir(dir)).toHaveLength(1);
    } finally {
      await model.close();
    }
  });

  it('tells the model the values to state and the values to keep out', async () => {
    const model = await startFakeModel(() => GOOD);
    try {
      const write = createLlmQueryWriter({ baseURL: model.url, model: 'fake', cacheDir: join(cacheDir, 'prompt') });
      await write(PLANS.Seq, createRng(2), { forbidden });
      const [prompt] = model.prompts;
      expect(prompt?.system).toContain('질문');
      expect(prompt?.user).toContain('- 가락중학교 (학교명)');
      expect(prompt?.user).toContain('- 20260512 (급식일자)');
      expect(prompt?.user).toMatch(/넣으면 안 되는 값.*7089960/u);
      expect(prompt?.user).toContain('학교기본정보 → 급식식단정보');
    } finally {
      await model.close();
    }
  });

  it.each([
    ['misses a given', '가락중학교 점심 메뉴가 뭐예요?', /20260512 is missing/u],
    ['states a forbidden value', '가락중학교(7089960) 20260512 점심 메뉴가 뭐예요?', /7089960/u],
    ['names a parameter', '가락중학교 20260512 MLSV_YMD 점심 메뉴가 뭐예요?', /MLSV_YMD/u],
    ['writes Han characters', '가락중학교 20260512 給食 메뉴가 뭐예요?', /給食/u],
  ])('falls back to the template when the reply %s', async (problem, reply, reason) => {
    const model = await startFakeModel(() => reply);
    const fallbacks: string[] = [];
    try {
      const write = createLlmQueryWriter({
        baseURL: model.url,
        model: 'fake',
        cacheDir: join(cacheDir, problem.replaceAll(' ', '-')),
        onFallback: (event) => fallbacks.push(event.reason),
      });
      const query = await write(PLANS.Seq, createRng(3), { forbidden });
      expect(query).not.toBe(reply);
      expect(query).toContain('가락중학교');
      expect(query).toContain('20260512');
      expect(fallbacks).toHaveLength(1);
      expect(fallbacks[0]).toMatch(reason);
    } finally {
      await model.close();
    }
  });

  it('fails with the endpoint in the message when the model is down', async () => {
    const model = await startFakeModel(() => ({ status: 500 }));
    try {
      const write = createLlmQueryWriter({
        baseURL: model.url,
        model: 'fake',
        cacheDir: join(cacheDir, 'down'),
        retries: 0,
      });
      await expect(write(PLANS.Seq, createRng(4))).rejects.toThrow(/query writer: fake at http:\/\/127\.0\.0\.1/u);
    } finally {
      await model.close();
    }
  });
});

describe('createQueryWriter', () => {
  it('writes template queries by default kind', async () => {
    const write = createQueryWriter('template');
    expect(await write(PLANS.Cmp, createRng(5))).toBe(templateQuery(PLANS.Cmp, createRng(5)));
  });

  it('asks for the endpoint of the llm writer', () => {
    expect(() => createQueryWriter('llm')).toThrow(/baseURL, model, cacheDir/u);
  });
});
