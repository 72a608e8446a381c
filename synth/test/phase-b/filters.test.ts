import { createRng, DEFAULT_NOW } from '@kopa/kit';
import type { Fact } from '@kopa/tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyFilters,
  createRerun,
  forbiddenValues,
  leakageFilter,
  linguisticFilter,
  type Rerun,
  realtimeFilter,
  shiftClock,
} from '../../src/phase-b/filters.ts';
import { templateQuery } from '../../src/phase-b/queries/index.ts';
import { createExecutor, type Executor } from '../../src/shared/executor.ts';
import type { SynthRecord, Universe } from '../../src/shared/types.ts';
import { buildFixture } from '../fixtures/records.ts';

// Real NEIS records: key → school search → meals of both 가락중학교 (fan-out), and key → search → save.
let universe: Universe;
let meals: SynthRecord;
let favourite: SynthRecord;
let executor: Executor;
let rerun: Rerun;

beforeAll(async () => {
  const fixture = await buildFixture();
  universe = fixture.universe;
  const [first, second] = fixture.records;
  if (!first || !second) throw new Error('fixture: expected two records');
  meals = { ...first, query: templateQuery(first.plan, createRng(1)) };
  favourite = second;
  executor = await createExecutor({ platforms: ['neis'] });
  rerun = createRerun({ executor, universe });
});

afterAll(async () => {
  await executor.close();
});

const withQuery = (record: SynthRecord, query: string): SynthRecord => ({ ...record, query });
const outputsOf = (record: SynthRecord) =>
  record.calls.map((call) => structuredClone(call.output) as Record<string, unknown>);
const neverRerun: Rerun = () => Promise.reject(new Error('rerun should not be needed'));

describe('shiftClock', () => {
  it.each([
    ['2026-09-01T10:00:00+09:00', 3, '2026-09-01T13:00:00+09:00'],
    ['2026-09-01T10:00:00+09:00', 24, '2026-09-02T10:00:00+09:00'],
    ['2026-09-01T23:30:00+09:00', 1, '2026-09-02T00:30:00+09:00'],
    ['2026-12-31T20:00:00-05:30', 27, '2027-01-01T23:00:00-05:30'],
    ['2026-09-01T01:00:00.250Z', -2, '2026-08-31T23:00:00.250Z'],
  ])('moves %s by %d h to %s', (iso, hours, expected) => {
    expect(shiftClock(iso, hours)).toBe(expected);
  });

  it('says how to write a clock it cannot read', () => {
    expect(() => shiftClock('2026-09-01 10:00', 3)).toThrow(/2026-09-01T10:00:00\+09:00/u);
  });
});

describe('realtimeFilter', () => {
  it('keeps a record whose answer is the same a few hours and a day later', async () => {
    expect(await realtimeFilter(meals, universe, rerun)).toEqual({ ok: true });
    expect(await realtimeFilter(favourite, universe, rerun)).toEqual({ ok: true });
  });

  it('rejects a call to a tool the server flags real-time, without rerunning', async () => {
    const live: Universe = {
      ...universe,
      tools: universe.tools.map((tool) => (tool.name === 'neis_get_meals' ? { ...tool, realtime: true } : tool)),
    };
    const verdict = await realtimeFilter(meals, live, neverRerun);
    expect(verdict).toMatchObject({ ok: false, class: 'realtime' });
    expect(verdict.ok || verdict.reason).toMatch(/c3 calls neis_get_meals/u);
  });

  it('rejects a record whose rerun at a later clock answers differently', async () => {
    const drifting: Rerun = async (record, now) => {
      const outputs = outputsOf(record);
      const items = (outputs[3] as { items: Array<Record<string, unknown>> }).items;
      if (now !== DEFAULT_NOW && items[0]) items[0].CAL_INFO = '999.9 Kcal';
      return outputs;
    };
    const verdict = await realtimeFilter(meals, universe, drifting);
    expect(verdict).toMatchObject({ ok: false, class: 'realtime' });
    expect(verdict.ok || verdict.reason).toMatch(
      /c4 neis_get_meals answers differently at \+3 h: items\[0\]\.CAL_INFO/u,
    );
  });

  it('asks the rerun for the clock shifted by 3 h and by a day', async () => {
    const clocks: string[] = [];
    await realtimeFilter(meals, universe, async (record, now) => {
      clocks.push(now);
      return outputsOf(record);
    });
    expect(clocks).toEqual(['2026-09-01T13:00:00+09:00', '2026-09-02T10:00:00+09:00']);
  });

  it('ignores key outputs, resultMsg and session timestamps that move with the clock', async () => {
    const stamped: SynthRecord = {
      ...favourite,
      calls: favourite.calls.map((call, index) =>
        index === 2 ? { ...call, output: { ...(call.output as object), savedAt: '2026-09-01T01:00:00.000Z' } } : call,
      ),
    };
    const moved: Rerun = async (record, now) =>
      outputsOf(record).map((output, index) => {
        const shift = Date.parse(now) - Date.parse(DEFAULT_NOW);
        if (index === 0) return { ...output, key: 'another-key' };
        if (index === 1) return { ...output, resultMsg: 'a different notice' };
        return { ...output, savedAt: new Date(Date.parse('2026-09-01T01:00:00.000Z') + shift).toISOString() };
      });
    expect(await realtimeFilter(stamped, universe, moved)).toEqual({ ok: true });
    const off: Rerun = async (record) =>
      outputsOf(record).map((output, index) =>
        index === 2 ? { ...output, savedAt: '2026-09-01T02:00:00.000Z' } : output,
      );
    expect(await realtimeFilter(stamped, universe, off)).toMatchObject({ ok: false, class: 'realtime' });
  });

  it('counts a rerun that throws as an execution failure', async () => {
    const verdict = await realtimeFilter(meals, universe, neverRerun);
    expect(verdict).toMatchObject({ ok: false, class: 'execution' });
  });
});

describe('linguisticFilter', () => {
  it('keeps a clean Korean query', () => {
    expect(linguisticFilter(meals)).toEqual({ ok: true });
  });

  it.each([
    ['Han', '가락중학교 20260512 2 漢字로 된 급식 메뉴를 알려 주세요.', '漢字'],
    ['Cyrillic', '가락중학교 20260512 2 Кириллица 급식 메뉴를 알려 주세요.', 'Кириллица'],
    ['Kana', '가락중학교 20260512 2 きゅうしょく 메뉴를 알려 주세요.', 'きゅうしょく'],
    ['Thai', '가락중학교 20260512 2 อาหาร 메뉴를 알려 주세요.', 'อาหาร'],
  ])('rejects %s characters that no entity name has', (_script, query, run) => {
    const verdict = linguisticFilter(withQuery(meals, query));
    expect(verdict).toMatchObject({ ok: false, class: 'linguistic' });
    expect(verdict.ok || verdict.reason).toContain(run);
  });

  it('keeps Han characters that an entity name in a tool output has', () => {
    const hanja: SynthRecord = {
      ...meals,
      query: '가락중학교 20260512 2 급식에서 表記된 메뉴를 알려 주세요.',
      calls: meals.calls.map((call, index) =>
        index === 1 ? { ...call, output: { ...(call.output as object), note: '메뉴 表記 안내' } } : call,
      ),
    };
    expect(linguisticFilter(hanja)).toEqual({ ok: true });
  });

  it('keeps Han characters that a given value has', () => {
    const given: SynthRecord = {
      ...meals,
      query: '大韓學校 20260512 2 급식 메뉴를 알려 주세요.',
      plan: {
        ...meals.plan,
        givens: [
          ...meals.plan.givens,
          { tool: 'neis_search_schools', param: 'SCHUL_NM', value: '大韓學校', label: '학교명' },
        ],
      },
    };
    expect(linguisticFilter(given)).toEqual({ ok: true });
  });

  it.each([
    ['a tool name', '가락중학교 20260512 2 neis_get_meals 결과를 알려 주세요.', 'neis_get_meals'],
    ['a parameter name', '가락중학교 SD_SCHUL_CODE 20260512 2 급식을 알려 주세요.', 'SD_SCHUL_CODE'],
    ['the auth parameter', '가락중학교 20260512 2 급식을 KEY 넣어서 알려 주세요.', 'KEY'],
  ])('rejects %s in the query', (_what, query, identifier) => {
    const verdict = linguisticFilter(withQuery(meals, query));
    expect(verdict).toMatchObject({ ok: false, class: 'linguistic' });
    expect(verdict.ok || verdict.reason).toContain(identifier);
  });

  it('keeps Latin glued to Hangul, which is a word and not an identifier', () => {
    expect(linguisticFilter(withQuery(meals, '가락중학교 20260512 2 급식 KEY값 말고 메뉴만 알려 주세요.'))).toEqual({
      ok: true,
    });
  });
});

describe('leakageFilter', () => {
  const counted = (value: Fact['value']): SynthRecord => ({
    ...meals,
    answer: { ...meals.answer, facts: [{ value, kind: 'number', unit: '개' }] },
  });

  it('keeps a query that states only the givens', () => {
    expect(leakageFilter(meals)).toEqual({ ok: true });
  });

  it('rejects a query with an intermediate school code', () => {
    const verdict = leakageFilter(
      withQuery(meals, '학교코드 7089960인 가락중학교의 20260512 급식(식사코드 2)을 알려 주세요.'),
    );
    expect(verdict).toMatchObject({ ok: false, class: 'leakage' });
    expect(verdict.ok || verdict.reason).toMatch(
      /7089960, which c2 \(items\[0\]\.SD_SCHUL_CODE → c3\.SD_SCHUL_CODE\)/u,
    );
  });

  it.each([
    ['1234', false],
    ['1,234', false],
    ['１２３４', false],
    ['12345', true],
    ['91234', true],
    ['1234.5', true],
    ['0.1234', true],
  ])('reads the answer 1234 in a query with %s: kept=%s', (written, kept) => {
    const verdict = leakageFilter(withQuery(counted(1234), `가락중학교 20260512 2 급식 ${written}개 맞나요?`));
    expect(verdict.ok).toBe(kept);
  });

  it('rejects a date answer written as a Korean date', () => {
    const dated: SynthRecord = { ...meals, answer: { ...meals.answer, facts: [{ value: '20240404', kind: 'date' }] } };
    expect(leakageFilter(withQuery(dated, '가락중학교 20260512 2 급식, 2024년 4월 4일 기준인가요?')).ok).toBe(false);
  });

  it('takes no single digit or single character as evidence', () => {
    expect(leakageFilter(withQuery(counted(7), '가락중학교 20260512 2 급식 7가지를 알려 주세요.'))).toEqual({
      ok: true,
    });
  });

  it('does not count a forbidden value inside a given', () => {
    const inside: SynthRecord = { ...meals, answer: { ...meals.answer, facts: [{ value: '가락중', kind: 'text' }] } };
    expect(leakageFilter(withQuery(inside, '가락중학교 20260512 2 급식을 알려 주세요.'))).toEqual({ ok: true });
    expect(leakageFilter(withQuery(inside, '가락중학교 20260512 2 급식, 줄여서 가락중 맞죠?')).ok).toBe(false);
  });

  it('lists bound values and answers that are not givens as forbidden', () => {
    const values = forbiddenValues(favourite).map((entry) => entry.value);
    expect(values).toEqual(['B10', '7157919']);
  });
});

describe('applyFilters', () => {
  it('keeps the clean record and counts every rejection by class', async () => {
    const records: SynthRecord[] = [
      meals,
      { ...favourite, id: 'synth-00002' },
      withQuery({ ...meals, id: 'synth-00003' }, '가락중학교 20260512 2 Кириллица 급식을 알려 주세요.'),
      withQuery({ ...meals, id: 'synth-00004' }, '가락중학교(7089960) 20260512 2 급식을 알려 주세요.'),
    ];
    const live: Universe = {
      ...universe,
      tools: universe.tools.map((tool) =>
        tool.name === 'neis_save_favorite_school' ? { ...tool, realtime: true } : tool,
      ),
    };
    const report = await applyFilters(records, { universe: live, rerun });
    expect(report.kept.map((record) => record.id)).toEqual([meals.id]);
    expect(report.rejected).toEqual({ realtime: 1, linguistic: 1, leakage: 1, execution: 0, unanswerable: 0 });
    expect(report.reasons.map((reason) => [reason.id, reason.class])).toEqual([
      ['synth-00002', 'realtime'],
      ['synth-00003', 'linguistic'],
      ['synth-00004', 'leakage'],
    ]);
  });
});
