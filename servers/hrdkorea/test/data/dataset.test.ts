// Size, identity and cross-table consistency of the HRD Korea dataset.
import { describe, expect, it } from 'vitest';
import { CONFIRMED_CODES, createHrdDataset } from '../../src/data/index.ts';
import { parseFeeContents } from '../../src/upstream/fee-contents.ts';

const dataset = createHrdDataset();
const qualifications = dataset.qualifications.rows();
const rounds = dataset.rounds.rows();
const offerings = dataset.offerings.rows();
const passRates = dataset.passRates.rows();

describe('catalog', () => {
  it('holds several hundred real qualifications with unique, well-formed codes', () => {
    expect(qualifications.length).toBeGreaterThanOrEqual(450);
    expect(qualifications.filter((row) => row.qualgbcd === 'T').length).toBeGreaterThanOrEqual(420);
    expect(qualifications.filter((row) => row.qualgbcd === 'S').length).toBeGreaterThanOrEqual(20);
    expect(new Set(qualifications.map((row) => row.jmcd)).size).toBe(qualifications.length);
    expect(new Set(qualifications.map((row) => row.jmfldnm)).size).toBe(qualifications.length);
    expect(qualifications.filter((row) => !/^\d{4}$/.test(row.jmcd))).toEqual([]);
  });

  it('keeps every code a source confirms', () => {
    for (const [code, name] of Object.entries(CONFIRMED_CODES)) {
      expect(dataset.qualifications.get(code)?.jmfldnm, code).toBe(name);
    }
  });

  it('puts each grade in its real code range and series code', () => {
    const ranges: Record<string, [RegExp, string]> = {
      기술사: [/^0[1-9]\d\d$/, '01'],
      기능장: [/^00\d\d$/, '02'],
      기사: [/^1\d{3}$/, '03'],
      산업기사: [/^2\d{3}$/, '03'],
      기능사: [/^[67]\d{3}$/, '04'],
    };
    for (const row of qualifications) {
      const expected = ranges[row.seriesnm];
      if (!expected) continue;
      expect(row.jmcd, row.jmfldnm).toMatch(expected[0]);
      expect(row.seriescd, row.jmfldnm).toBe(expected[1]);
    }
  });
});

describe('rounds and offerings', () => {
  it('has 12 technical rounds a year (기술사 3, 기능장 2, 기사 3, 기능사 4) for 2024–2027', () => {
    for (const year of ['2024', '2025', '2026', '2027']) {
      const technical = rounds.filter((row) => row.implYy === year && row.qualgbCd === 'T');
      const counts: Record<string, number> = {};
      for (const row of technical) counts[row.family] = (counts[row.family] ?? 0) + 1;
      expect(counts).toEqual({ PE: 3, MC: 2, E: 3, C: 4 });
    }
  });

  it('orders every round: registration < written exam < result < practical registration < practical exam < result', () => {
    const broken = rounds.filter(
      (row) =>
        !(
          row.docRegStartDt <= row.docRegEndDt &&
          row.docRegEndDt < row.docExamStartDt &&
          row.docExamStartDt <= row.docExamEndDt &&
          row.docExamEndDt < row.docPassDt &&
          row.docPassDt < row.pracRegStartDt &&
          row.pracRegStartDt <= row.pracRegEndDt &&
          row.pracRegEndDt < row.pracExamStartDt &&
          row.pracExamStartDt <= row.pracExamEndDt &&
          row.pracExamEndDt < row.pracPassDt
        ),
    );
    expect(broken).toEqual([]);
  });

  it('links every offering to a round of its family and a qualification, once', () => {
    expect(new Set(offerings.map((row) => row.offeringKey)).size).toBe(offerings.length);
    for (const row of offerings) {
      const round = dataset.rounds.get(row.roundKey);
      expect(round, row.offeringKey).toBeDefined();
      expect(dataset.qualifications.get(row.jmCd), row.offeringKey).toBeDefined();
      expect(round?.implSeq).toBe(row.implSeq);
    }
    // Source-recorded yearly patterns: 정밀화학기사 once a year, 의공기사 twice.
    const perYear = (name: string) => {
      const code = qualifications.find((row) => row.jmfldnm === name)?.jmcd;
      return offerings.filter((row) => row.jmCd === code && row.implYy === '2026').length;
    };
    expect([
      perYear('정밀화학기사'),
      perYear('의공기사'),
      perYear('정보처리기사'),
      perYear('지게차운전기능사'),
    ]).toEqual([1, 2, 3, 4]);
  });
});

describe('pass statistics', () => {
  it('has a written and a practical row per technical offering, with passes never above registrations', () => {
    expect(passRates.length).toBeGreaterThan(9000);
    const broken = passRates.filter((row) => {
      const [recpt, pass] = [Number(row.recptNoCnt), Number(row.examPassCnt)];
      return !(pass <= recpt && recpt > 0 && Math.abs(Number(row.passRate) - (pass / recpt) * 100) < 0.006);
    });
    expect(broken).toEqual([]);
  });

  it('feeds the practical registrations from the written passes of the same round', () => {
    const byKey = new Map(passRates.map((row) => [row.passKey, row]));
    for (const row of passRates.filter((entry) => entry.examTypCcd === '실기')) {
      const written = byKey.get(row.passKey.replace(/실기$/, '필기'));
      const ratio = Number(row.recptNoCnt) / Math.max(1, Number(written?.examPassCnt));
      expect(ratio, row.passKey).toBeLessThanOrEqual(1.25);
    }
  });

  it('is announced on the round dates', () => {
    const roundKeyOf = new Map(offerings.map((row) => [`${row.jmCd}-${row.implYy}-${row.implSeq}`, row.roundKey]));
    for (const row of passRates) {
      const round = dataset.rounds.get(roundKeyOf.get(`${row.jmCd}-${row.implYy}-${row.implSeq}`) ?? '');
      expect(row.releasedOn, row.passKey).toBe(row.examTypCcd === '필기' ? round?.docPassDt : round?.pracPassDt);
    }
  });
});

describe('fees, details and subjects', () => {
  it('gives every qualification a fee line with the written fee of its grade', () => {
    const written: Record<string, number> = {
      기술사: 67_800,
      기능장: 34_400,
      기사: 19_400,
      산업기사: 19_400,
      기능사: 14_500,
    };
    const practicalOnly = [];
    for (const row of qualifications) {
      const fees = parseFeeContents(dataset.fees.get(row.jmcd)?.contents ?? '');
      expect(fees.실기, row.jmfldnm).toBeGreaterThan(0);
      if (fees.필기 === undefined) practicalOnly.push(row.jmfldnm);
      else if (written[row.seriesnm]) expect(fees.필기).toBe(written[row.seriesnm]);
    }
    expect(practicalOnly.length).toBeGreaterThan(0);
    expect(practicalOnly.length).toBeLessThan(15);
  });

  it('describes every 기술사–기능사 qualification and lists its subjects in the 취득방법 text', () => {
    const graded = qualifications.filter((row) => ['01', '02', '03', '04'].includes(row.seriescd));
    expect(dataset.qualInfo.rows()).toHaveLength(graded.length);
    for (const row of graded.filter((_, index) => index % 7 === 0)) {
      const subjects = dataset.subjects.where('jmCd', row.jmcd);
      const howTo = dataset.examInfo.where('jmCd', row.jmcd).find((info) => info.infogb === '취득방법');
      expect(subjects.length, row.jmfldnm).toBeGreaterThanOrEqual(2);
      for (const subject of subjects) expect(howTo?.contents, row.jmfldnm).toContain(subject.kmNm);
    }
  });
});
