// The data window: without one (or ending within 2026) the dataset is the fixed 2024–2027 one the tasks were
// materialized on; a later end adds the rounds of the years it reaches, so schedules exist for "today".
import { describe, expect, it } from 'vitest';
import { createHrdDataset } from '../../src/data/index.ts';
import { hrdkorea } from '../../src/index.ts';

const fixedHashes = createHrdDataset().hashes();
const yearsOf = (dataset: ReturnType<typeof createHrdDataset>) => [
  ...new Set(dataset.rounds.rows().map((round) => round.implYy)),
];

describe('the data window', () => {
  it.each(['2026-08-31', '2026-12-31'])('is the fixed dataset for a window ending %s', (end) => {
    expect(createHrdDataset(undefined, { end }).hashes()).toEqual(fixedHashes);
  });

  it('lays out the rounds of the next years for a later window, the fixed years unchanged', () => {
    const fixed = createHrdDataset();
    const later = createHrdDataset(undefined, { end: '2028-11-15' });
    expect(yearsOf(fixed)).toEqual(['2024', '2025', '2026', '2027']);
    expect(yearsOf(later)).toEqual(['2024', '2025', '2026', '2027', '2028', '2029']);
    const fixedRounds = fixed.rounds.rows();
    expect(later.rounds.rows().filter((round) => Number(round.implYy) <= 2027)).toEqual(fixedRounds);
    const engineer2028 = later.rounds.rows().filter((round) => round.implYy === '2028' && round.family === 'E');
    expect(engineer2028).toHaveLength(3);
    for (const round of engineer2028) expect(round.docRegStartDt.startsWith('2028')).toBe(true);
    expect(later.offerings.rows().some((row) => row.jmCd === '1320' && row.implYy === '2029')).toBe(true);
  });

  it('is what the platform builds for a window', () => {
    expect(hrdkorea.dataset({ end: '2028-11-15' }).hashes()).toEqual(
      createHrdDataset(undefined, { end: '2028-11-15' }).hashes(),
    );
    expect(() => createHrdDataset(undefined, { end: '28-11-15' })).toThrow(/YYYY-MM-DD/);
  });
});
