import type { CallLogEntry } from '@kopa/kit';
import { describe, expect, it } from 'vitest';
import { gradeActions } from '../src/grade/action.ts';
import { gradeEnvironment } from '../src/grade/environment.ts';
import { gradeResponse } from '../src/grade/response.ts';

const facts = (...list: Array<{ value: number | string; kind: 'number' | 'text' | 'date'; tolerance?: number }>) => ({
  golden: { actions: [], answer: { facts: list } },
});

describe('RESPONSE normalization', () => {
  it.each([
    ['1,680원입니다', { value: 1680, kind: 'number' }, true],
    ['약 215.78% 높습니다', { value: 215.78, kind: 'number', tolerance: 0.01 }, true],
    ['215.8%', { value: 215.78, kind: 'number', tolerance: 0.01 }, false],
    ['매출은 3조 2,000억 원', { value: 3.2e12, kind: 'number' }, true],
    ['205조 770억 원', { value: 205_077_042_750_794, kind: 'number' }, false],
    ['205조 770억 원', { value: 205_077_000_000_000, kind: 'number' }, true],
    ['보증금 1천500만원', { value: 15_000_000, kind: 'number' }, true],
    ['3억 5천만 원', { value: 350_000_000, kind: 'number' }, true],
    ['2026년에 12건', { value: 12, kind: 'number' }, true],
    ['2026년 1월 15일에', { value: '2026-01-15', kind: 'date' }, true],
    ['2026.01.15', { value: '20260115', kind: 'date' }, true],
    ['법인등록번호 130111-0006246', { value: '1301110006246', kind: 'text' }, true],
    ['ＳＫ 하이닉스', { value: 'SK하이닉스', kind: 'text' }, false],
    ['sk 하이닉스', { value: 'SK하이닉스', kind: 'text' }, true],
  ] as const)('%s vs %j → %s', (answer, fact, found) => {
    expect(gradeResponse(facts(fact), answer).passed).toBe(found);
  });

  it('scores the share of facts found and explains the missing ones', () => {
    const grade = gradeResponse(
      facts({ value: 760, kind: 'number' }, { value: 532, kind: 'number' }),
      '전환가액 760원',
    );
    expect(grade.score).toBe(0.5);
    expect(grade.explanation).toContain('532');
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

describe('ACTION matching', () => {
  const call = (
    seq: number,
    tool: string,
    args: Record<string, unknown>,
    extra: Partial<CallLogEntry> = {},
  ): CallLogEntry => ({
    seq,
    platform: 'dart',
    tool,
    args,
    ok: true,
    durationMs: 1,
    at: '',
    ...extra,
  });
  const generic = () => new Set(['crtfc_key', 'page_no', 'page_count']);
  const golden = {
    golden: {
      answer: { facts: [] },
      actions: [
        { id: 'a1', tool: 'dart_search_corp_code', args: { corp_name: '라이트론' }, after: [] },
        { id: 'a2', tool: 'dart_list_disclosures', args: { corp_code: '01873721' }, after: ['a1'], allPages: true },
      ],
    },
  };

  it('ignores generic parameters and requires every page', () => {
    const calls = [
      call(1, 'dart_search_corp_code', { crtfc_key: 'k', corp_name: '라이트론' }),
      call(
        2,
        'dart_list_disclosures',
        { crtfc_key: 'k', corp_code: '01873721', page_no: 1 },
        { itemCount: 100, totalCount: 150 },
      ),
    ];
    const partial = gradeActions({ task: golden, calls, generic });
    expect(partial.accuracy).toBe(0.5);
    expect(partial.explanation).toContain('read 100 of 150');
    const complete = gradeActions({
      task: golden,
      calls: [
        ...calls,
        call(
          3,
          'dart_list_disclosures',
          { crtfc_key: 'k', corp_code: '01873721', page_no: 2 },
          { itemCount: 50, totalCount: 150 },
        ),
      ],
      generic,
    });
    expect(complete.accuracy).toBe(1);
    expect(complete.precision).toBeCloseTo(2 / 3, 12);
  });

  it('respects `after`: a call made before its dependency does not match', () => {
    const calls = [
      call(1, 'dart_list_disclosures', { corp_code: '01873721' }, { itemCount: 5, totalCount: 5 }),
      call(2, 'dart_search_corp_code', { corp_name: '라이트론' }),
    ];
    const grade = gradeActions({ task: golden, calls, generic });
    expect(grade.actions[1]?.why).toContain('not after its dependencies');
  });
});
