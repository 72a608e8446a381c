// Filtering through cached columns must give exactly what a scan of the rows gives, in order.
import { describe, expect, it } from 'vitest';
import { createNeisDataset, type RawRow } from '../../src/data/index.ts';
import { contains, eq, from, to } from '../../src/upstream/sim-filter-spec.ts';
import { applyFilters } from '../../src/upstream/sim-filters.ts';

const dataset = createNeisDataset();
const schools = dataset.schools.rows();
const academies = dataset.academies('B10').rows();
const filters = [
  eq('ATPT_OFCDC_SC_CODE'),
  contains('SCHUL_NM'),
  eq('SCHUL_KND_SC_NM'),
  from('FROM', 'FOND_YMD'),
  to('TO', 'FOND_YMD'),
  eq('ADMST_ZONE_NM'),
  eq('LE_CRSE_NM'),
  contains('ACA_NM'),
];

describe('filtering a cached list through its columns', () => {
  it.each<[string, readonly RawRow[], Record<string, string>]>([
    ['a name', schools, { SCHUL_NM: '중앙' }],
    ['an office and a kind', schools, { ATPT_OFCDC_SC_CODE: 'J10', SCHUL_KND_SC_NM: '고등학교' }],
    ['a kind and founding dates', schools, { SCHUL_KND_SC_NM: '중학교', FROM: '19900101', TO: '20001231' }],
    ['a value no row has', schools, { SCHUL_KND_SC_NM: '대학교' }],
    ['a district, a course and a name', academies, { ADMST_ZONE_NM: '강남구', LE_CRSE_NM: '보습', ACA_NM: '수학' }],
  ])('matches a scan for %s, on the first read and later ones', (_label, rows, values) => {
    const params = new URLSearchParams(values);
    const scanned = applyFilters({ rows, filters, params });
    for (let read = 0; read < 3; read++) expect(applyFilters({ rows, filters, params, cached: true })).toEqual(scanned);
  });
});
