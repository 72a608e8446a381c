// The data window: without one, or ending on the fixed end, the dataset is the fixed one the tasks were
// materialized on; a later end moves festivals to the edition announced by then, so "today" has festivals.
import { describe, expect, it } from 'vitest';
import { createTourDataset } from '../../src/data/index.ts';
import { tourapi } from '../../src/index.ts';

const fixed = createTourDataset();
const fixedHashes = fixed.hashes();
const later = createTourDataset(undefined, { end: '2028-05-15' });
const festivalsOf = (rows: ReturnType<typeof fixed.contents.rows>) => rows.filter((row) => row.contenttypeid === '15');

describe('the data window', () => {
  it.each(['2026-08-31', '2026-01-01'])('is the fixed dataset for a window ending %s', (end) => {
    expect(createTourDataset(undefined, { end }).hashes()).toEqual(fixedHashes);
  });

  it('moves a recurring festival to its latest announced edition, keeping its contentid and length', () => {
    const before = fixed.contents.get('2811010');
    const after = later.contents.get('2811010');
    expect(before).toMatchObject({ title: '강릉단오제', eventstartdate: '20260616', eventenddate: '20260623' });
    const year = after?.eventstartdate.slice(0, 4);
    expect(['2027', '2028']).toContain(year);
    expect(after).toMatchObject({ title: '강릉단오제', eventstartdate: `${year}0616`, eventenddate: `${year}0623` });
    expect((after?.modifiedtime ?? '').slice(0, 8) <= '20280515').toBe(true);
    expect(after?.createdtime).toBe(before?.createdtime);
  });

  it('has festivals running on the last day of a later window, none announced after it', () => {
    const rows = festivalsOf(later.contents.rows());
    expect(rows.some((row) => row.eventstartdate <= '20280515' && row.eventenddate >= '20280515')).toBe(true);
    expect(rows.every((row) => row.modifiedtime.slice(0, 8) <= '20280515')).toBe(true);
    expect(festivalsOf(fixed.contents.rows()).some((row) => row.eventenddate >= '20280515')).toBe(false);
  });

  it('leaves every non-festival content as it is', () => {
    const original = fixed.contents.rows();
    const changed = later.contents
      .rows()
      .filter((row, index) => JSON.stringify(row) !== JSON.stringify(original[index]));
    expect(changed.length).toBeGreaterThan(0);
    for (const row of changed) expect(row.contenttypeid).toBe('15');
  });

  it('is what the platform builds for a window', () => {
    expect(tourapi.dataset({ end: '2028-05-15' }).hashes()).toEqual(later.hashes());
    expect(() => createTourDataset(undefined, { end: 'tomorrow' })).toThrow(/YYYY-MM-DD/);
  });
});
