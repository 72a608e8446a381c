// Regressions from realistic data, where records look alike: a value inside another fact's longer
// value, two records' numbers within the tolerance of each other, a cue word inside a record's name,
// and a swap attack whose "other record" was the fact's own.
import { type Fact, Task } from '@kopa/tasks';
import { describe, expect, it } from 'vitest';
import { ADVERSARIES } from '../src/audit/adversaries.ts';
import { gradeResponse } from '../src/grade/response.ts';

const taskOf = (facts: Fact[], names: Record<string, string[]> = {}) =>
  Task.parse({
    id: 'lookalike-001',
    domain: 'district',
    type: 'Mixed',
    query: '자료를 확인해 주세요.',
    platforms: ['kma'],
    tools: ['kma_list_regions'],
    golden: { actions: [{ id: 'a1', tool: 'kma_list_regions', args: {} }], answer: { facts, names } },
    meta: { steps: 1, calls: 1, parallel: false },
  });
const passes = (task: Task, answer: string) => gradeResponse({ task, answer }).passed;

describe('a text value inside another fact’s longer value', () => {
  const task = taskOf([
    { value: '환경', kind: 'text', subject: '대기관리기술사' },
    { value: '환경.에너지.안전', kind: 'text', subject: '대기관리기술사' },
  ]);
  it.each([
    ['- 대기관리기술사: 환경\n- 대기관리기술사: 환경.에너지.안전', true],
    ['대기관리기술사의 중직무분야는 환경, 대직무분야는 환경.에너지.안전입니다.', true],
    ['- 대기관리기술사: 남환경\n- 대기관리기술사: 환경.에너지.안전', false],
    ['대기관리기술사의 대직무분야는 환경.에너지.안전입니다.', false],
  ])('%j → %s', (answer, expected) => expect(passes(task, answer)).toBe(expected));
});

describe('two records whose numbers lie within the tolerance of each other', () => {
  // Both head offices are in 중구: 0.0026° apart, inside the default 0.005 tolerance.
  const task = taskOf([
    { value: 37.559169718, kind: 'number', subject: '우리은행' },
    { value: 37.56173746, kind: 'number', subject: '신한은행' },
  ]);
  it.each([
    ['- 우리은행: 37.559169718\n- 신한은행: 37.56173746', true],
    ['우리은행은 37.55917, 신한은행은 37.561737입니다.', true],
    // Rounded so far that both read the same: each still states its own value.
    ['우리은행 37.56, 신한은행 37.56', true],
    ['- 신한은행: 37.559169718\n- 우리은행: 37.56173746', false],
    ['- 우리은행: 37.5617\n- 신한은행: 37.56173746', false],
  ])('%j → %s', (answer, expected) => expect(passes(task, answer)).toBe(expected));
});

describe('a conclusion cue inside a record’s name', () => {
  const names = Object.fromEntries(['나라종합금융', '제일2저축은행', '제일저축은행'].map((name) => [name, [name]]));
  const task = taskOf(
    [
      {
        value: '나라종합금융',
        kind: 'text',
        conclusion: true,
        wrong: [
          { value: '제일2저축은행', why: 'neighbour' },
          { value: '제일저축은행', why: 'neighbour' },
        ],
      },
      {
        value: 10,
        kind: 'number',
        subject: '나라종합금융',
        wrong: [
          { value: 9, of: '제일2저축은행', why: 'neighbour' },
          { value: 8, of: '제일저축은행', why: 'neighbour' },
        ],
      },
    ],
    names,
  );
  it.each([
    ['가장 높은 것은 나라종합금융입니다.\n나라종합금융은 10입니다.\n참고로 제일2저축은행은 9입니다.', true],
    ['가장 높은 것은 나라종합금융(10)이고, 제일저축은행은 8입니다.', true],
    ['가장 높은 곳은 제일2저축은행입니다.\n나라종합금융은 10입니다.', false],
    ['제일 높은 곳은 제일저축은행입니다.\n나라종합금융은 10입니다.', false],
  ])('%j → %s', (answer, expected) => expect(passes(task, answer)).toBe(expected));
});

describe('the swapped-entities attack', () => {
  const swap = ADVERSARIES['swapped-entities']?.answer;
  const names = Object.fromEntries(
    ['서울특별시 양천구', '서울특별시 마포구', '서울특별시 강서구'].map((name) => [name, [name]]),
  );
  // 2.3 km is the distance from the grid cell to 양천구's centre: "양천구: 2.3" is true, not a swap.
  const task = taskOf(
    [
      { value: 2.3, kind: 'number', evidence: ['서울특별시 양천구', '1150000000'] },
      { value: 58, kind: 'number', wrong: [{ value: 59, of: '서울특별시 마포구', why: 'neighbour' }] },
    ],
    names,
  );
  it('binds a fact to a record the task knows to be wrong for it, never to the fact’s own record', () => {
    if (typeof swap !== 'function') throw new Error('swapped-entities writes its own answer');
    const answer = swap({ task, outputs: [] });
    expect(answer).not.toContain('양천구');
    expect(answer).toContain('서울특별시 마포구: 58');
    expect(passes(task, answer)).toBe(false);
  });
  it('still binds a fact to a record it was read from when another fact is about that record', () => {
    if (typeof swap !== 'function') throw new Error('swapped-entities writes its own answer');
    const evidence = ['CMT001', '제435회 국회(임시회) 제2차 본회의'];
    const session = taskOf(
      [
        { value: 18, kind: 'number', subject: '상임위원회', evidence },
        { value: '제2차', kind: 'text', subject: '제435회 국회(임시회) 제2차 본회의', evidence },
      ],
      Object.fromEntries(['상임위원회', '제435회 국회(임시회) 제2차 본회의'].map((name) => [name, [name]])),
    );
    const answer = swap({ task: session, outputs: [] });
    expect(answer).toContain('제435회 국회(임시회) 제2차 본회의: 18');
    expect(passes(session, answer)).toBe(false);
  });
  it('passes the golden answer it starts from', () => expect(passes(task, '- 2.3\n- 58')).toBe(true));
});
