// The data window: no window, or one ending on or before 2026-08-31, is the fixed dataset; a later
// end adds the rulings and interpretations of the days after it, each day from its own stream.
import { describe, expect, it } from 'vitest';
import { createLawDataset, DEFAULT_LAW_SEED } from '../../src/data/index.ts';

const fixed = createLawDataset();

describe('data window', () => {
  it('is the fixed dataset for an end on or before 2026-08-31', () => {
    expect(createLawDataset(DEFAULT_LAW_SEED, { end: '2026-08-31' }).hashes()).toEqual(fixed.hashes());
    expect(createLawDataset(DEFAULT_LAW_SEED, { end: '2026-03-01' }).hashes()).toEqual(fixed.hashes());
  });

  it('adds precedents and interpretations dated after 2026-08-31 through a later end, and only those', () => {
    const later = createLawDataset(DEFAULT_LAW_SEED, { end: '2026-11-30' });
    const base = fixed.precedents.rows();
    const extended = later.precedents.rows();
    expect(extended.slice(0, base.length)).toEqual(base);
    const added = extended.slice(base.length);
    expect(added.length).toBeGreaterThan(60);
    for (const row of added) {
      expect(row.선고일자 > '20260831' && row.선고일자 <= '20261130').toBe(true);
      // 대법원 rules on Thursdays only (1970-01-01 was a Thursday).
      if (row.법원명 === '대법원')
        expect(
          (Date.parse(`${row.선고일자.slice(0, 4)}-${row.선고일자.slice(4, 6)}-${row.선고일자.slice(6)}`) /
            86_400_000) %
            7,
        ).toBe(0);
    }
    expect(new Set(extended.map((row) => row.사건번호)).size).toBe(extended.length);
    expect(new Set(extended.map((row) => row.판례일련번호)).size).toBe(extended.length);

    const answers = later.interpretations.rows();
    const fixedAnswers = fixed.interpretations.rows();
    expect(answers.slice(0, fixedAnswers.length)).toEqual(fixedAnswers);
    const newAnswers = answers.slice(fixedAnswers.length);
    expect(newAnswers.length).toBeGreaterThan(5);
    for (const row of newAnswers) expect(row.해석일자 > '20260831' && row.해석일자 <= '20261130').toBe(true);
    expect(later.hashes()['law.laws']).toBe(fixed.hashes()['law.laws']);
  });

  it('never changes a day when the window grows', () => {
    const shorter = createLawDataset(DEFAULT_LAW_SEED, { end: '2026-10-15' }).precedents.rows();
    const longer = createLawDataset(DEFAULT_LAW_SEED, { end: '2026-11-30' }).precedents.rows();
    expect(longer.slice(0, shorter.length)).toEqual(shorter);
    expect(longer.slice(shorter.length).every((row) => row.선고일자 > '20261015')).toBe(true);
  });
});
