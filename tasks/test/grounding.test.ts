// What a session read, as grounding sees it: the same whichever order and however often the same
// strings come back (what each string contributes is cached), and long texts are read in full. The
// observation of outputs the servers share (frozen) is kept; of any other output, never.
import { describe, expect, it } from 'vitest';
import { observe, ungrounded, wasRead } from '../src/grounding.ts';
import type { Fact } from '../src/schema.ts';

describe('observe', () => {
  it('finds numbers, dates, times and phone numbers in what was read', () => {
    const seen = observe([
      { items: [{ price: '1,490원', day: '2026-08-31', at: '14:05', tel: '02-2255-0114', n: 7 }] },
    ]);
    expect(wasRead(seen, 1490, 'number')).toBe(true);
    expect(wasRead(seen, 7, 'number')).toBe(true);
    expect(wasRead(seen, '2026.08.31', 'date')).toBe(true);
    expect(wasRead(seen, '14:05', 'time')).toBe(true);
    expect(wasRead(seen, '022255-0114', 'phone')).toBe(true);
    expect(wasRead(seen, 1491, 'number')).toBe(false);
    expect(wasRead(seen, '2026-09-01', 'date')).toBe(false);
  });

  it('gives the same observation the first time and every later time', () => {
    const outputs = [{ name: '삼성전자', text: 'A 2026-01-02 09:30 12,000', none: 'no digits here' }];
    const first = observe(outputs);
    const again = observe(structuredClone(outputs));
    expect(again.strings).toEqual(first.strings);
    expect([...again.numbers]).toEqual([...first.numbers]);
    expect([...again.digits]).toEqual([...first.digits]);
    expect(again.corpus).toBe(first.corpus);
  });

  it('keeps the observation of shared (frozen) outputs, and never of outputs that may still change', () => {
    const shared = Object.freeze({ items: Object.freeze([Object.freeze({ name: '한빛중학교', students: 412 })]) });
    const page = Object.freeze({ totalCount: 1 });
    const first = observe([shared, page]);
    expect(observe([shared, page])).toBe(first);
    expect(observe([page, shared])).not.toBe(first);
    expect(observe([page, shared]).exact).toEqual(first.exact);
    expect(wasRead(first, '한빛 중학교', 'text')).toBe(true);
    expect(wasRead(first, 412, 'number')).toBe(true);
    const open = { items: [{ name: '한빛중학교' }] };
    const before = observe([open]);
    open.items.push({ name: '새빛중학교' });
    const after = observe([open]);
    expect(after).not.toBe(before);
    expect(wasRead(before, '새빛중학교', 'text')).toBe(false);
    expect(wasRead(after, '새빛중학교', 'text')).toBe(true);
  });

  it('does not carry one session’s reads into another', () => {
    observe([{ secret: '9,876,543원' }]);
    const other = observe([{ price: '100원' }]);
    expect(wasRead(other, 9876543, 'number')).toBe(false);
    expect(wasRead(other, '9,876,543원', 'text')).toBe(false);
  });

  it('reads a long text in full, dates and all', () => {
    const long = `${'가'.repeat(3000)} 시행일 2025-07-01 ${'나'.repeat(3000)}`;
    const seen = observe([long]);
    expect(wasRead(seen, '20250701', 'date')).toBe(true);
    expect(wasRead(seen, `가나`, 'text')).toBe(false);
    expect(wasRead(seen, `시행일2025-07-01`, 'text')).toBe(true);
  });
});

describe('ungrounded', () => {
  const fact: Fact = {
    value: -1.58,
    kind: 'number',
    unit: '%',
    subject: 'SK하이닉스',
    computed: true,
    evidence: ['00164779', '7008.76', '6969.09', '887000', '873000'],
  };
  it('accepts a computed fact when the session read most of its records', () => {
    // The prices and the index closes, without DART's corp code: another way to the same records.
    expect(ungrounded(fact, observe([{ closes: ['7008.76', '6969.09', '887000', '873000'] }]))).toBeUndefined();
    expect(ungrounded(fact, observe([{ closes: ['7008.76', '6969.09', '887000'] }]))).toBeUndefined();
  });
  it('refuses it when the session read fewer than half of them', () => {
    expect(ungrounded(fact, observe([{ closes: ['7008.76', '887000'] }]))).toMatch(/never read 3 of the 5 record/);
    expect(ungrounded(fact, observe([]))).toMatch(/never read 5 of the 5/);
  });
});
