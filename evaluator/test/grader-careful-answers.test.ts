// From the blind solves of the whole benchmark: a careful answer backs its facts with the dates,
// names and other figures it read, and must pass; a spray of candidates for a fact's own slot, and a
// dump of what a small session read, must still fail.
import { type Fact, observe, Task } from '@kopa/tasks';
import { describe, expect, it } from 'vitest';
import { gradeResponse } from '../src/grade/response.ts';

const taskOf = (facts: Fact[]) =>
  Task.parse({
    id: 'careful-001',
    domain: 'education',
    type: 'Mixed',
    query: '이번 회차 정보처리기사 필기 합격률과 접수 인원을 알려 주세요.',
    platforms: ['hrdkorea'],
    tools: ['hrdkorea_get_pass_rates'],
    golden: { actions: [{ id: 'a1', tool: 'hrdkorea_get_pass_rates', args: {} }], answer: { facts } },
    meta: { steps: 1, calls: 1, parallel: false },
  });

const task = taskOf([
  { value: 52.81, kind: 'number', unit: '%', subject: '정보처리기사' },
  { value: 9893, kind: 'number', unit: '명', subject: '정보처리기사' },
]);

describe('context values beside the facts', () => {
  it('passes a worked answer that also states the schedule it read (dates, times, a fee)', () => {
    const answer = [
      '정보처리기사 2025년 제3회 필기 합격률은 52.81%이고, 접수 인원은 9,893명입니다.',
      '참고로 이번 회차 원서 접수는 2026-07-20부터 2026-07-23까지, 시험은 2026-08-08부터 2026-08-26까지이며',
      '합격자 발표는 2026-09-10 09:00, 응시료는 19,400원입니다. 지난 회차(2026-04-15~2026-05-07) 일정과 비교하면',
      '접수 마감이 2026-07-23 18:00로 빠릅니다. 실기 접수는 2026-09-22, 발표는 2026-11-14입니다.',
    ].join(' ');
    const grade = gradeResponse({ task, answer });
    expect(grade.explanation).toBe('all 2 facts stated for their subjects and grounded');
    expect(grade.passed).toBe(true);
  });

  it('still refuses a spray of candidates for the facts’ own kinds and units', () => {
    const rates = Array.from({ length: 16 }, (_, index) => `${(50 + index * 0.5).toFixed(2)}%`).join(', ');
    const answer = `정보처리기사 필기 합격률은 52.81%이고 접수 인원은 9,893명입니다. 다른 값일 수도 있어 후보를 적어 둡니다: ${rates}`;
    const grade = gradeResponse({ task, answer });
    expect(grade.passed).toBe(false);
    expect(grade.explanation).toMatch(/candidate values .* a dump or a spray is not an answer/);
  });

  it('still refuses an answer that restates nearly all of what a small session read', () => {
    const output = {
      items: [
        { jmNm: '정보처리기사', passRate: '52.81', applicants: '9,893', round: '2025년 제3회', field: '정보기술' },
        {
          jmNm: '정보처리산업기사',
          passRate: '26.74',
          applicants: '1,204',
          round: '2025년 제3회',
          field: '정보기술개발',
        },
      ],
    };
    const dump = '정보처리기사, 52.81%, 9,893명, 2025년 제3회, 정보기술, 정보처리산업기사, 26.74, 1,204, 정보기술개발';
    const grade = gradeResponse({ task, answer: dump, observed: observe([output]) });
    expect(grade.passed).toBe(false);
    expect(grade.explanation).toMatch(/restates \d+ of the \d+ values this session read/);
  });
});

describe('several values for one slot', () => {
  const dated = taskOf([{ value: '20260903', kind: 'date', subject: '제빵기능사' }]);
  it('refuses a list of candidate dates for the one asked', () => {
    const grade = gradeResponse({
      task: dated,
      answer: '- 제빵기능사: 2026-08-29, 2026-08-30, 2026-09-03, 2026-09-04',
    });
    expect(grade.passed).toBe(false);
    expect(grade.explanation).toMatch(/lists 4 values for 제빵기능사 in one breath/);
  });
  it('passes a range that ends on it, and a breakdown in parentheses', () => {
    expect(
      gradeResponse({ task: dated, answer: '제빵기능사 원서 접수는 2026-08-31부터 2026-09-03까지입니다.' }).passed,
    ).toBe(true);
    const counted = taskOf([{ value: 34, kind: 'number', unit: '개', subject: '수원시' }]);
    expect(
      gradeResponse({ task: counted, answer: '수원시에는 테니스장이 34개(공공 30개, 민간 4개) 있습니다.' }).passed,
    ).toBe(true);
  });
});
