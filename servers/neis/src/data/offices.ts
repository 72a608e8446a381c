// The 17 시도교육청 (B10–T10) with their real names, 시군구 and 교육지원청, read from the committed
// reference JSON, where each district is written compactly as [시군구, 교육지원청 stem, "places"].
import officesJson from './offices.json' with { type: 'json' };
import type { District, Office } from './types.ts';

type OfficeJson = Omit<Office, 'districts' | 'zip'> & { zip: number[]; districts: string[][] };

function district([name = '', jiwon = '', places = '']: string[]): District {
  return { name, jiwon, places: places.split(' ').filter(Boolean) };
}

export const OFFICES: readonly Office[] = (officesJson as OfficeJson[]).map((office) => ({
  ...office,
  zip: [office.zip[0] ?? 0, office.zip[1] ?? 0] as const,
  districts: office.districts.map(district),
}));
