// One answer per slot: the value a fact's subject is given most plainly is the answer, and any other
// value for that slot must be stated less plainly (under a label of its own, in parentheses, as the
// start of a change or a difference), be a part of a sum, another period's end, or denied. Two
// values stated as plainly are two answers, however they are dressed, so no hedge wins both ways.
import type { Fact, Task } from '@kopa/tasks';
import { describe, expect, it } from 'vitest';
import { gradeResponse } from '../src/grade/response.ts';

const taskOf = (
  facts: Fact[],
  query = '경기도 시별 테니스장 수를 알려 주세요.',
): Pick<Task, 'golden' | 'query' | 'state'> =>
  ({ query, golden: { actions: [], answer: { facts } }, state: {} }) as unknown as Pick<
    Task,
    'golden' | 'query' | 'state'
  >;
const count = (value: number) => taskOf([{ value, kind: 'number', unit: '개', subject: '수원시' }]);
const passes = (task: ReturnType<typeof taskOf>, answer: string) => gradeResponse({ task, answer }).passed;

describe('a second value for the same slot', () => {
  it('refuses two bare values, in either order, on one line or two', () => {
    for (const truth of [34, 35]) {
      expect(passes(count(truth), '수원시: 34개, 35개')).toBe(false);
      expect(passes(count(truth), '수원시: 35개, 34개')).toBe(false);
      expect(passes(count(truth), '- 수원시: 34개\n- 수원시: 35개')).toBe(false);
      expect(passes(count(truth), '수원시: (34개) (35개)')).toBe(false);
    }
  });

  it('refuses two values under labels of their own, whichever is right', () => {
    for (const truth of [34, 35]) {
      expect(passes(count(truth), '수원시: 기존집계 34개, 최신집계 35개')).toBe(false);
      expect(passes(count(truth), '수원시: 첫째 33개, 둘째 34개, 셋째 35개')).toBe(false);
    }
  });

  it('passes only the plain value when the other is set apart, never both ways', () => {
    // The plain value is the answer; the labelled or bracketed one is context.
    expect(passes(count(34), '수원시: 34개 (작년 33개)')).toBe(true);
    expect(passes(count(33), '수원시: 34개 (작년 33개)')).toBe(false);
    expect(passes(count(34), '수원시: 34개, 최신 35개')).toBe(true);
    expect(passes(count(35), '수원시: 34개, 최신 35개')).toBe(false);
    expect(passes(count(34), '수원시: 34개 (재집계 시 35개)')).toBe(true);
    expect(passes(count(35), '수원시: 34개 (재집계 시 35개)')).toBe(false);
  });

  it('passes breakdowns, totals, differences, changes and wholes', () => {
    expect(passes(count(34), '수원시에는 테니스장이 34개(공공 30개, 민간 4개) 있습니다.')).toBe(true);
    expect(passes(count(34), '수원시는 공공 30개와 신고 4개를 합쳐 34개입니다.')).toBe(true);
    expect(passes(count(34), '수원시 34개로, 성남시보다 3개 더 많습니다.')).toBe(true);
    expect(passes(count(34), '수원시는 31개 → 34개로 늘었습니다.')).toBe(true);
    expect(passes(count(34), '수원시는 전체 120개 가운데 34개가 정상 운영 중입니다.')).toBe(true);
    const companies = taskOf([
      { value: 75, kind: 'number', unit: '개', subject: '우리은행' },
      { value: 27, kind: 'number', unit: '개', subject: '우리저축은행' },
    ]);
    expect(passes(companies, '우리은행 75개, 우리저축은행 27개로, 합계 102개입니다.')).toBe(true);
  });

  it('passes a period that ends or starts on the date, and an event timeline named by the query', () => {
    const dated = taskOf([{ value: '20260903', kind: 'date', subject: '제빵기능사' }], '원서 접수 마감일은?');
    expect(passes(dated, '제빵기능사 원서 접수는 2026-08-31부터 2026-09-03까지입니다.')).toBe(true);
    const bill = taskOf(
      [{ value: '2026-06-22', kind: 'date', subject: '벤처기업육성에 관한 특별법 일부개정법률안' }],
      '구독한 의안이 마지막으로 진행된 날짜를 알려 주세요.',
    );
    const timeline =
      '벤처기업육성에 관한 특별법 일부개정법률안: 2026-05-20 발의, 2026-05-25 산업통상자원중소벤처기업위원회 회부, 2026-06-22 소관위 상정(마지막 진행일 2026-06-22).';
    expect(passes(bill, timeline)).toBe(true);
    // The same timeline with every date under the query's word names no one of them.
    expect(passes(bill, '벤처기업육성에 관한 특별법 일부개정법률안: 진행일 2026-05-20, 진행일 2026-06-22.')).toBe(
      false,
    );
  });

  it('does not take an identifier, a receipt number or a far larger sum for a second value', () => {
    const fee = taskOf([{ value: 14500, kind: 'number', unit: '원', subject: '전기기능사' }]);
    expect(passes(fee, '전기기능사 응시료는 14,500원입니다(접수번호 202600467931).')).toBe(true);
    const years = taskOf([{ value: 10, kind: 'number', unit: '년', subject: '도로교통법' }]);
    expect(passes(years, '도로교통법 제148조의2: 형 확정일부터 10년 내 재위반')).toBe(true);
  });
});

describe('a name written another way', () => {
  const timetable = taskOf(
    [
      { value: '영어Ⅱ', kind: 'text', subject: '3교시' },
      { value: '자율·자치활동', kind: 'text', subject: '4교시' },
    ],
    '오늘 시간표를 알려 줘.',
  );
  it('takes Roman numerals in Latin letters and a middle dot as a slash', () => {
    expect(passes(timetable, '3교시: 영어 II, 4교시: 자율/자치활동')).toBe(true);
    expect(passes(timetable, '3교시: 영어Ⅱ, 4교시: 자율·자치활동')).toBe(true);
  });
  it('does not take a longer numeral for it', () => {
    expect(passes(timetable, '3교시: 영어 III, 4교시: 자율·자치활동')).toBe(false);
  });
});
