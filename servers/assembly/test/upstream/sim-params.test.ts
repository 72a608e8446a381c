// Filtering through the per-list indexes and text columns keeps exactly the rows, in order, that a plain
// scan keeps, and always answers a fresh array.
import { describe, expect, it } from 'vitest';
import { applyFilters, contains, exact, type Params, prefix, type Row } from '../../src/upstream/sim-params.ts';

const rows: Row[] = Array.from({ length: 300 }, (_, index) => ({
  CODE: index % 7 === 0 ? null : `C${index % 5}`,
  NAME: `의안${index % 11}호 ${index % 3 === 0 ? '일부개정' : '전부개정'}`,
  DAY: `2026-0${1 + (index % 9)}-1${index % 10}`,
  COUNT: index % 4,
}));
const filters = [exact('CODE'), contains('NAME'), prefix('DAY'), exact('COUNT')];
const params = (values: Record<string, string>): Params => ({ get: (name) => values[name] });

function scan(values: Record<string, string>): Row[] {
  return rows.filter((row) =>
    filters.every(({ param, mode }) => {
      const wanted = values[param];
      if (wanted === undefined) return true;
      const value = row[param];
      if (value === null || value === undefined) return false;
      const text = String(value);
      return mode === 'exact' ? text === wanted : mode === 'prefix' ? text.startsWith(wanted) : text.includes(wanted);
    }),
  );
}

describe('applyFilters', () => {
  it.each<Record<string, string>>([
    {},
    { CODE: 'C2' },
    { NAME: '일부' },
    { NAME: '3호', DAY: '2026-04' },
    { CODE: 'C1', NAME: '전부', COUNT: '1' },
    { COUNT: '2', DAY: '2026-0' },
    { CODE: 'null' },
    { NAME: '없는' },
  ])('keeps what a scan keeps for %j', (values) => {
    for (let call = 0; call < 2; call++) {
      const kept = applyFilters(rows, params(values), filters);
      expect(kept).toEqual(scan(values));
      expect(kept).not.toBe(rows);
    }
  });
});
