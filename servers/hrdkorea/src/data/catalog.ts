// The qualification catalog: real Q-Net names from qualifications.json, their grade (계열) and
// field, and a jmcd each. Codes confirmed by a source are kept; the rest are assigned in the
// grade's real code range (기술사 0xxx, 기사 1xxx, 산업기사 2xxx, 기능사 6xxx–7xxx) without collisions.

import reference from './qualifications.json' with { type: 'json' };
import type { Family, QualificationRow, SeriesName } from './types.ts';

export interface Qualification {
  row: QualificationRow;
  series: SeriesName;
  family: Family;
  /** Approximate 2026 round number of a professional qualification; 0 for technical ones. */
  professionalSeq2026: number;
}

/** 계열코드 as the list API sends it; 산업기사 shares 03 with 기사 (see README, decisions). */
export const SERIES_CODE: Record<SeriesName, string> = {
  기술사: '01',
  기능장: '02',
  기사: '03',
  산업기사: '03',
  기능사: '04',
  '1급': '05',
  '2급': '06',
  '': '',
};

export const FAMILY_OF: Record<SeriesName, Family> = {
  기술사: 'PE',
  기능장: 'MC',
  기사: 'E',
  산업기사: 'E',
  '1급': 'E',
  '2급': 'E',
  기능사: 'C',
  '': 'S',
};

/** Where synthetic codes start and how far apart they are, per grade. */
const CODE_RANGES: Record<Exclude<SeriesName, ''>, { start: number; step: number }> = {
  기술사: { start: 101, step: 9 },
  기능장: { start: 10, step: 3 },
  기사: { start: 1010, step: 5 },
  산업기사: { start: 2010, step: 7 },
  기능사: { start: 6010, step: 9 },
  '1급': { start: 1905, step: 3 },
  '2급': { start: 2905, step: 3 },
};

const SPECIAL_SERIES: Record<string, SeriesName> = {
  미용장: '기능장',
  이용장: '기능장',
  미용사: '기능사',
  이용사: '기능사',
};

/** The grade of a real qualification name, read from its suffix. */
export function seriesOf(name: string): SeriesName {
  const base = name.replace(/\(.*\)$/, '');
  const special = SPECIAL_SERIES[base];
  if (special) return special;
  for (const series of ['기술사', '기능장', '산업기사', '기사', '기능사', '1급', '2급'] as const) {
    if (base.endsWith(series)) return series;
  }
  throw new Error(`cannot tell the grade of ${name}`);
}

type FieldEntry = [string, string, string];
const FIELDS = reference.fields as unknown as Record<string, FieldEntry>;

function fieldOf(mdCode: string): FieldEntry {
  const field = FIELDS[mdCode];
  if (!field) throw new Error(`unknown 중직무분야 ${mdCode}`);
  return field;
}

/** Every qualification, technical first (in the JSON's field order), then professional. */
export function buildCatalog(): Qualification[] {
  const technical = Object.entries(reference.technical as Record<string, string[]>).flatMap(([mdCode, entries]) =>
    entries.map((entry) => {
      const [code, name] = entry.includes(':') ? (entry.split(':') as [string, string]) : [undefined, entry];
      return { code, name, mdCode };
    }),
  );
  const used = new Set(technical.flatMap((entry) => (entry.code ? [entry.code] : [])));
  const counters = new Map<SeriesName, number>();
  const assign = (series: Exclude<SeriesName, ''>): string => {
    const range = CODE_RANGES[series];
    let next = counters.get(series) ?? range.start;
    while (used.has(String(next).padStart(4, '0'))) next += range.step;
    const code = String(next).padStart(4, '0');
    used.add(code);
    counters.set(series, next + range.step);
    return code;
  };

  const rows: Qualification[] = technical.map(({ code, name, mdCode }) => {
    const series = seriesOf(name);
    const [obligfldcd, obligfldnm, mdobligfldnm] = fieldOf(mdCode);
    const jmcd = code ?? assign(series as Exclude<SeriesName, ''>);
    return {
      row: {
        jmcd,
        jmfldnm: name,
        qualgbcd: 'T',
        qualgbnm: '국가기술자격',
        seriescd: SERIES_CODE[series],
        seriesnm: series,
        obligfldcd,
        obligfldnm,
        mdobligfldcd: mdCode,
        mdobligfldnm,
      },
      series,
      family: FAMILY_OF[series],
      professionalSeq2026: 0,
    };
  });

  const professional = reference.professional as Array<[string, string, number]>;
  professional.forEach(([name, mdCode, seq2026], index) => {
    const [obligfldcd, obligfldnm, mdobligfldnm] = fieldOf(mdCode);
    rows.push({
      row: {
        jmcd: String(9701 + index),
        jmfldnm: name,
        qualgbcd: 'S',
        qualgbnm: '국가전문자격',
        seriescd: '',
        seriesnm: '',
        obligfldcd,
        obligfldnm,
        mdobligfldcd: mdCode,
        mdobligfldnm,
      },
      series: '',
      family: 'S',
      professionalSeq2026: seq2026,
    });
  });
  return rows;
}

/** Codes a source confirms (PROVENANCE.md); the data test keeps them stable. */
export const CONFIRMED_CODES: Record<string, string> = {
  '1320': '정보처리기사',
  '2290': '정보처리산업기사',
  '1150': '전기기사',
  '2100': '전기산업기사',
  '7874': '굴착기운전기능사',
  '7875': '지게차운전기능사',
  '7910': '한식조리기능사',
  '1420': '건축기사',
  '1431': '산업안전기사',
  '0752': '가스기술사',
  '6921': '프로그래밍기능사',
};
