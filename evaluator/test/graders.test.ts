import type { Fact } from '@kopa/tasks';
import { describe, expect, it } from 'vitest';
import { gradeEnvironment } from '../src/grade/environment.ts';
import { gradeResponse } from '../src/grade/response.ts';

type TestFact = Partial<Fact> & Pick<Fact, 'value' | 'kind'>;
const task = (facts: TestFact[], extra: { names?: Record<string, string[]>; query?: string } = {}) => ({
  query: extra.query ?? '질문',
  state: {},
  golden: {
    actions: [],
    answer: { facts: facts as Fact[], ...(extra.names ? { names: extra.names } : {}) },
  },
});
const grade = (facts: TestFact[], answer: string, extra?: Parameters<typeof task>[1]) =>
  gradeResponse({ task: task(facts, extra), answer });

describe('RESPONSE normalization', () => {
  it.each([
    ['1,680원입니다', { value: 1680, kind: 'number' }, true],
    ['약 215.78% 높습니다', { value: 215.78, kind: 'number', tolerance: 0.01 }, true],
    ['215.8%', { value: 215.78, kind: 'number', tolerance: 0.01 }, false],
    ['약 215.8%', { value: 215.78, kind: 'number', tolerance: 0.01 }, true],
    ['매출은 3조 2,000억 원', { value: 3.2e12, kind: 'number' }, true],
    ['205조 770억 원', { value: 205_077_042_750_794, kind: 'number' }, true],
    ['205조 771억 원', { value: 205_077_042_750_794, kind: 'number' }, false],
    ['약 2조 4,960억 원', { value: 2_496_049_188_787, kind: 'number', unit: '원' }, true],
    ['약 2조 원', { value: 2_496_049_188_787, kind: 'number', unit: '원' }, false],
    ['보증금 1천500만원', { value: 15_000_000, kind: 'number' }, true],
    ['3억 5천만 원', { value: 350_000_000, kind: 'number' }, true],
    ['2026년에 12건', { value: 12, kind: 'number' }, true],
    ['세 건입니다', { value: 3, kind: 'number', unit: '건' }, true],
    ['5.78% 하락했습니다', { value: -5.78, kind: 'number', unit: '%' }, true],
    ['−5.78%', { value: -5.78, kind: 'number', unit: '%' }, true],
    ['5.78%', { value: -5.78, kind: 'number', unit: '%' }, false],
    ['137건', { value: 137, kind: 'number', unit: '명' }, false],
    ['2026년 1월 15일에', { value: '2026-01-15', kind: 'date' }, true],
    ['2026.01.15', { value: '20260115', kind: 'date' }, true],
    ['2026년 8월 8일 ~ 8월 26일', { value: '20260826', kind: 'date' }, true],
    ['10월 14일(수)부터 19일(월)까지', { value: '20261019', kind: 'date' }, true],
    ['5월 14일과 15일', { value: '20260515', kind: 'date' }, true],
    ['18시 02분', { value: '18:02', kind: 'text' }, true],
    ['오전 7시 35분', { value: '7:35', kind: 'text' }, true],
    ['오후 9시', { value: '21:00', kind: 'text' }, true],
    ['17:35', { value: '7:35', kind: 'text' }, false],
    ['(042) 217-8778', { value: '042-217-8778', kind: 'text' }, true],
    ['042.217.8778', { value: '042-217-8778', kind: 'text' }, true],
    ['법인등록번호 130111-0006246', { value: '1301110006246', kind: 'text' }, true],
    ['sk 하이닉스', { value: 'SK하이닉스', kind: 'text' }, true],
    ['제12조의2', { value: '제12조', kind: 'text' }, false],
    ['13배', { value: '3배', kind: 'text' }, false],
    ['서울고가 가장 높습니다', { value: '서울고등학교', kind: 'text' }, true],
    ['남서울고등학교', { value: '서울고등학교', kind: 'text' }, false],
  ] as const)('%s vs %j → %s', (answer, fact, found) => {
    expect(grade([fact as TestFact], answer).passed).toBe(found);
  });

  it('scores the share of facts stated and explains the missing ones', () => {
    const graded = grade(
      [
        { value: 760, kind: 'number' },
        { value: 532, kind: 'number' },
      ],
      '전환가액 760원',
    );
    expect(graded.score).toBe(0.5);
    expect(graded.explanation).toContain('532');
  });
});

describe('RESPONSE claims', () => {
  const cities = [
    { value: 137, kind: 'number', unit: '명', subject: '성남시' },
    { value: 148, kind: 'number', unit: '명', subject: '용인시' },
  ] as TestFact[];
  it.each([
    ['성남시 137명, 용인시 148명', true],
    ['성남시와 용인시의 사상자는 각각 137명, 148명입니다.', true],
    ['성남시는 사상자가 137명이고 용인시는 148명입니다.', true],
    ['137명인 곳은 성남시, 148명인 곳은 용인시입니다.', true],
    ['성남시 148명, 용인시 137명', false],
    ['성남시는 137명 또는 138명입니다. 용인시 148명', false],
  ])('%s → %s', (answer, passed) => {
    expect(grade(cities, answer).passed).toBe(passed);
  });

  it('fails a conclusion that names another candidate or is denied', () => {
    const facts = [
      { value: '고양시', kind: 'text', conclusion: true },
      { value: 36, kind: 'number', unit: '개', subject: '고양시' },
      { value: 34, kind: 'number', unit: '개', subject: '수원시' },
    ] as TestFact[];
    expect(grade(facts, '고양시가 36개로 가장 많고, 수원시는 34개입니다.').passed).toBe(true);
    expect(grade(facts, '가장 많은 곳은 수원시입니다. 고양시 36개, 수원시 34개').passed).toBe(false);
    expect(grade(facts, '가장 많은 곳은 고양시가 아닙니다. 고양시 36개, 수원시 34개').passed).toBe(false);
    expect(grade(facts, '고양시 또는 수원시입니다. 고양시 36개, 수원시 34개').passed).toBe(false);
  });

  it('fails a value the task knows to be wrong for the slot, but not a neighbour stated for itself', () => {
    const facts = [
      {
        value: 30,
        kind: 'number',
        unit: '건',
        subject: '도로교통법',
        wrong: [
          { value: 20, why: 'first-page' },
          { value: 12, of: '형법', why: 'neighbour' },
        ],
      },
    ] as TestFact[];
    const names = { 도로교통법: ['도로교통법'], 형법: ['형법'] };
    expect(grade(facts, '도로교통법은 30건입니다. 참고로 형법은 12건입니다.', { names }).passed).toBe(true);
    expect(grade(facts, '도로교통법은 30건입니다. 다만 20건일 수도 있습니다.', { names }).passed).toBe(false);
    expect(grade(facts, '도로교통법은 30건, 12건입니다.', { names }).passed).toBe(false);
  });

  it('fails an answer that states far more values than it was asked for', () => {
    const spray = Array.from({ length: 200 }, (_, index) => `${index}건`).join(' ');
    expect(grade([{ value: 30, kind: 'number', unit: '건' }], spray).passed).toBe(false);
  });
});

describe('ENVIRONMENT diff', () => {
  it('passes unchanged state, and fails an unexpected write naming the field', () => {
    const task = { platforms: ['dart'], golden: { actions: [], answer: { facts: [] } } };
    expect(
      gradeEnvironment({ task, initialUser: { dart: { watchlist: [] } }, finalUser: { dart: { watchlist: [] } } })
        .passed,
    ).toBe(true);
    const grade = gradeEnvironment({
      task,
      initialUser: { dart: { watchlist: [] } },
      finalUser: { dart: { watchlist: ['00126380'] } },
    });
    expect(grade.diffs).toEqual([{ path: 'dart.user.watchlist', expected: [], actual: ['00126380'] }]);
  });
});
