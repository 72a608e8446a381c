// Event-driven filings of a listed company: 주요사항보고서 for CB/BW/유상증자 (with their refixings,
// conversions and offering documents), 대량보유/임원 reports, 거래소 수시공시 and IPO documents.
import type { Rng } from '@kopa/kit';
import {
  businessDayIn,
  type CapitalPlan,
  type CompanyProfile,
  DATA_END,
  DATA_START,
  type Day,
  nextBusinessDay,
  poisson,
  type Tier,
} from '@kopa/world';
import { correctionOf, type Draft, type DraftExtras, draftOf, marketRm } from './drafts.ts';
import type { HolderTimeline } from './holders.ts';
import type { HolderGroup } from './people.ts';

const CONTRACT_SECTORS = new Set([
  'construction',
  'shipbuilding',
  'defense',
  'semi-equipment',
  'telecom-equipment',
  'machinery',
  'electrical',
  'software',
]);
const IR_RATE: Record<Tier, number> = { micro: 0.2, small: 0.4, mid: 0.8, large: 1.5, mega: 2 };
const INSIDER_RATE: Record<Tier, number> = { micro: 0.4, small: 0.5, mid: 0.6, large: 0.8, mega: 1 };

function inWindow(day: Day): boolean {
  return day >= DATA_START && day <= DATA_END;
}

export interface EventFilingInput {
  company: CompanyProfile;
  capital: CapitalPlan;
  holders: HolderTimeline;
  /** Registered executives and group members who file 임원ㆍ주요주주 reports. */
  insiders: readonly string[];
  rng: Rng;
}

export function eventFilings({ company, capital, holders, insiders, rng }: EventFilingInput): Draft[] {
  const drafts: Draft[] = [];
  const krx = marketRm(company);
  const push = (day: Day, reportNm: string, pblntfTy: string, detailTy: string, extras: DraftExtras = {}) => {
    if (!inWindow(day)) return undefined;
    const draft = draftOf(
      company,
      day,
      reportNm,
      { pblntfTy, detailTy, rm: pblntfTy === 'I' ? krx : '', order: rng.int(0, 9999) },
      extras,
    );
    drafts.push(draft);
    return draft;
  };

  for (const bond of capital.bonds) {
    const isCb = bond.kind === 'CB';
    const name = isCb ? '주요사항보고서(전환사채권발행결정)' : '주요사항보고서(신주인수권부사채권발행결정)';
    const original = push(bond.decisionDay, name, 'B', 'B001', { event: { kind: 'bond', bond } });
    if (original && bond.correctionDay !== undefined && inWindow(bond.correctionDay))
      drafts.push(correctionOf(original, bond.correctionDay, rng.int(0, 9999)));
    if (bond.isPublic) push(nextBusinessDay(bond.decisionDay + 1), '증권신고서(채무증권)', 'C', 'C002');
    for (const refix of bond.refixes)
      push(refix.day, isCb ? '전환가액의조정' : '신주인수권행사가액의조정', 'I', 'I001');
  }
  for (const change of capital.changes) {
    if (change.kind === '전환권행사') push(change.day, '전환청구권행사', 'I', 'I001');
    if (change.kind === '신주인수권행사') push(change.day, '신주인수권행사', 'I', 'I001');
  }
  for (const rights of capital.rights) {
    const original = push(rights.decisionDay, '주요사항보고서(유상증자결정)', 'B', 'B001', {
      event: { kind: 'rights', rights },
    });
    if (original && rights.correctionDay !== undefined && inWindow(rights.correctionDay))
      drafts.push(correctionOf(original, rights.correctionDay, rng.int(0, 9999)));
    if (rights.isPublic) {
      push(nextBusinessDay(rights.decisionDay + 1), '증권신고서(지분증권)', 'C', 'C001');
      push(nextBusinessDay(rights.paymentDay - 21), '투자설명서', 'C', 'C001');
      push(nextBusinessDay(rights.paymentDay + 2), '증권발행실적보고서', 'C', 'C001');
    }
  }
  for (const report of holders.reports) {
    push(report.day, `주식등의대량보유상황보고서(${report.reportType})`, 'D', 'D001', {
      flrNm: report.holder,
      holderReport: report,
    });
  }

  // IPO documents for companies listed inside the window.
  if (company.listedDay !== undefined) {
    const listed = company.listedDay;
    const filing = push(nextBusinessDay(listed - 75), '증권신고서(지분증권)', 'C', 'C001');
    if (filing && rng.chance(0.6)) drafts.push(correctionOf(filing, nextBusinessDay(listed - 45), rng.int(0, 9999)));
    push(nextBusinessDay(listed - 21), '투자설명서', 'C', 'C001');
    push(nextBusinessDay(listed - 4), '증권발행실적보고서', 'C', 'C001');
  }

  const start = Math.max(DATA_START, (company.listedDay ?? DATA_START) + 1);
  const years = Math.max(0, (DATA_END - start) / 365);
  const contracts = poisson(rng, years * (CONTRACT_SECTORS.has(company.sector) ? 0.9 : 0.2));
  for (let index = 0; index < contracts; index++) {
    const voluntary = rng.chance(0.2) ? '(자율공시)' : '';
    const original = push(businessDayIn(rng, start, DATA_END - 2), `단일판매ㆍ공급계약체결${voluntary}`, 'I', 'I001');
    if (original && rng.chance(0.05)) {
      const later = nextBusinessDay(original.day + rng.int(20, 200));
      if (inWindow(later)) drafts.push(correctionOf(original, later, rng.int(0, 9999)));
    }
  }
  const irCount = poisson(rng, years * IR_RATE[company.tier]);
  for (let index = 0; index < irCount; index++)
    push(businessDayIn(rng, start, DATA_END - 2), '기업설명회(IR)개최(안내공시)', 'I', 'I002');
  const acquisitions = poisson(rng, years * 0.1);
  for (let index = 0; index < acquisitions; index++)
    push(businessDayIn(rng, start, DATA_END - 2), '타법인주식및출자증권취득결정', 'I', 'I001');
  if (company.tier !== 'micro') {
    const buybacks = poisson(rng, years * 0.12);
    for (let index = 0; index < buybacks; index++) {
      const day = businessDayIn(rng, start, DATA_END - 2);
      push(day, '주요사항보고서(자기주식취득결정)', 'B', 'B001');
      push(nextBusinessDay(day + 92), '자기주식취득결과보고서', 'E', 'E001');
    }
  }
  if (company.corpCls === 'K') {
    const grants = poisson(rng, years * 0.15);
    for (let index = 0; index < grants; index++)
      push(businessDayIn(rng, start, DATA_END - 2), '주식매수선택권부여에관한신고', 'E', 'E004');
  }
  if (company.tier === 'mega' || company.tier === 'large') {
    const bonds = poisson(rng, years * 0.6);
    for (let index = 0; index < bonds; index++) {
      const day = businessDayIn(rng, start, DATA_END - 2);
      push(day, '증권신고서(채무증권)', 'C', 'C002');
      push(nextBusinessDay(day + 12), '증권발행실적보고서', 'C', 'C002');
    }
  }
  const insiderReports = poisson(rng, years * INSIDER_RATE[company.tier]);
  for (let index = 0; index < insiderReports && insiders.length > 0; index++) {
    push(businessDayIn(rng, start, DATA_END - 2), '임원ㆍ주요주주특정증권등소유상황보고서', 'D', 'D002', {
      flrNm: rng.pick(insiders),
    });
  }
  return drafts;
}

/** Names that file 임원ㆍ주요주주 reports: the representative directors and the largest-shareholder group. */
export function insiderNames(company: CompanyProfile, group: HolderGroup): string[] {
  const people = group.members
    .filter((member) => !['계열회사', '재단법인'].includes(member.relate))
    .map((member) => member.name);
  return [...new Set([...company.ceoNames, group.main.name, ...people])];
}
