// Recurring filings: 사업/반기/분기보고서 and the annual cycle around them (감사보고서제출, 주주총회결과,
// 배당결정, 잠정실적, 기업집단현황), and 감사보고서 filed by the auditors of unlisted companies.
import { hashSeed, type Rng } from '@kopa/kit';
import {
  AUDITORS,
  businessDayIn,
  type CompanyProfile,
  DATA_END,
  DATA_START,
  type Day,
  dayOf,
  nextBusinessDay,
  parseYmd,
  previousBusinessDay,
} from '@kopa/world';
import { correctionOf, type Draft, type DraftExtras, draftOf, marketRm } from './drafts.ts';
import { quarterEnd } from './financial-model.ts';
import type { ReprtCode } from './types.ts';

export const PERIODIC_REPORTS: ReadonlyArray<{
  reprtCode: ReprtCode;
  quarter: 1 | 2 | 3 | 4;
  detailTy: string;
  label: string;
  month: string;
}> = [
  { reprtCode: '11013', quarter: 1, detailTy: 'A003', label: '분기보고서', month: '03' },
  { reprtCode: '11012', quarter: 2, detailTy: 'A002', label: '반기보고서', month: '06' },
  { reprtCode: '11014', quarter: 3, detailTy: 'A003', label: '분기보고서', month: '09' },
  { reprtCode: '11011', quarter: 4, detailTy: 'A001', label: '사업보고서', month: '12' },
];

/** When each report is filed: within the legal deadline (90 days after year end, 45 days after a quarter). */
function filingWindow(year: number, quarter: number): readonly [Day, Day] {
  if (quarter === 4) return [dayOf(year + 1, 3, 10), dayOf(year + 1, 3, 28)];
  if (quarter === 1) return [dayOf(year, 5, 6), dayOf(year, 5, 13)];
  if (quarter === 2) return [dayOf(year, 8, 5), dayOf(year, 8, 12)];
  return [dayOf(year, 11, 5), dayOf(year, 11, 12)];
}

function inWindow(day: Day): boolean {
  return day >= DATA_START && day <= DATA_END;
}

/** The company's auditor for a business year: fixed per company, rotating every three years. */
export function auditorOf(company: CompanyProfile, year: number): string {
  return AUDITORS[(hashSeed(company.corpCode) + Math.floor(year / 3)) % AUDITORS.length] ?? '삼일회계법인';
}

export function periodicFilings(
  company: CompanyProfile,
  dividendPerShare: ReadonlyMap<number, number>,
  rng: Rng,
): Draft[] {
  const drafts: Draft[] = [];
  const listed = company.corpCls !== 'E';
  const krx = marketRm(company);
  const draft = (
    day: Day,
    reportNm: string,
    pblntfTy: string,
    detailTy: string,
    rm: string,
    extras: DraftExtras = {},
  ): Draft => draftOf(company, day, reportNm, { pblntfTy, detailTy, rm, order: rng.int(0, 9999) }, extras);
  const provisional =
    company.tier === 'mega' || company.tier === 'large' || (company.tier === 'mid' && rng.chance(0.3));
  const provisionalName = company.consolidated
    ? '연결재무제표기준영업(잠정)실적(공정공시)'
    : '영업(잠정)실적(공정공시)';

  for (let year = 2018; year <= 2026; year++) {
    for (const report of PERIODIC_REPORTS) {
      if (company.corpCls === 'N' && report.detailTy === 'A003') continue;
      if (company.listedDay !== undefined && quarterEnd(year, report.quarter) < company.listedDay) continue;
      const [from, to] = filingWindow(year, report.quarter);
      const day = businessDayIn(rng, from, to);
      if (!inWindow(day)) continue;
      const original = draft(
        day,
        `${report.label} (${year}.${report.month})`,
        'A',
        report.detailTy,
        company.consolidated ? '연' : '',
        {
          periodic: { year, reprtCode: report.reprtCode },
        },
      );
      drafts.push(original);
      if (rng.chance(0.04)) {
        const correctionDay = nextBusinessDay(day + rng.int(5, 120));
        if (inWindow(correctionDay)) drafts.push(correctionOf(original, correctionDay, rng.int(0, 9999)));
      }
      if (provisional && listed) {
        const announce =
          report.quarter === 4
            ? businessDayIn(rng, dayOf(year + 1, 1, 25), dayOf(year + 1, 2, 8))
            : businessDayIn(rng, from - 16, from - 4);
        if (inWindow(announce)) drafts.push(draft(announce, provisionalName, 'I', 'I002', krx));
      }
      if (company.group && listed) {
        const groupDay = previousBusinessDay(report.quarter === 4 ? dayOf(year + 1, 2, 27) : from + 22);
        if (inWindow(groupDay))
          drafts.push(draft(groupDay, '대규모기업집단현황공시[분기별공시(개별회사용)]', 'J', 'J004', '공'));
      }
      if (report.quarter !== 4 || !listed) continue;
      // The annual cycle around the business report, all filed through the exchange.
      const audit = businessDayIn(rng, dayOf(year + 1, 3, 2), Math.max(dayOf(year + 1, 3, 3), day - 1));
      if (inWindow(audit)) drafts.push(draft(audit, '감사보고서제출', 'I', 'I001', krx));
      const result = businessDayIn(rng, dayOf(year + 1, 3, 20), dayOf(year + 1, 3, 29));
      if (inWindow(result)) drafts.push(draft(result, '정기주주총회결과', 'I', 'I001', krx));
      const dividend = dividendPerShare.get(year) ?? 0;
      const decided = businessDayIn(rng, dayOf(year + 1, 2, 5), dayOf(year + 1, 2, 26));
      if (dividend > 0 && inWindow(decided)) drafts.push(draft(decided, '현금ㆍ현물배당결정', 'I', 'I001', krx));
    }
  }
  return drafts;
}

/** 감사보고서 of an unlisted company, filed by its auditor; an old modify_date means it went quiet. */
export function auditFilings(company: CompanyProfile, rng: Rng): Draft[] {
  const drafts: Draft[] = [];
  const lastActiveYear = Number(company.modifyDate.slice(0, 4));
  for (let year = 2018; year <= 2025; year++) {
    if (year > lastActiveYear || parseYmd(company.estDt) > dayOf(year, 6, 30)) continue;
    const day = businessDayIn(rng, dayOf(year + 1, 3, 18), dayOf(year + 1, 4, 12));
    if (!inWindow(day)) continue;
    const auditor = auditorOf(company, year);
    drafts.push(
      draftOf(
        company,
        day,
        `감사보고서 (${year}.12)`,
        { pblntfTy: 'F', detailTy: 'F001', rm: '', order: rng.int(0, 9999) },
        { flrNm: auditor },
      ),
    );
    if (company.consolidated) {
      const later = nextBusinessDay(day + rng.int(0, 10));
      if (inWindow(later))
        drafts.push(
          draftOf(
            company,
            later,
            `연결감사보고서 (${year}.12)`,
            { pblntfTy: 'F', detailTy: 'F002', rm: '', order: rng.int(0, 9999) },
            { flrNm: auditor },
          ),
        );
    }
  }
  return drafts;
}
