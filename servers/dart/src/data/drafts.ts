// A filing before it has a receipt number. Generators emit drafts; the timeline numbers them per
// day (rcept_no) and turns them into list.json, event and majorstock rows.
import type { BondIssue, CompanyProfile, Day, RightsIssue } from '@kopa/world';
import type { HolderReport } from './holders.ts';
import type { ReprtCode } from './types.ts';

export type EventSource = { kind: 'bond'; bond: BondIssue } | { kind: 'rights'; rights: RightsIssue };

export interface Draft {
  company: CompanyProfile;
  day: Day;
  reportNm: string;
  pblntfTy: string;
  detailTy: string;
  flrNm: string;
  rm: string;
  /** Time of day within the filing date, for ordering receipt numbers. */
  order: number;
  /** The earlier filing this [기재정정] replaces. */
  corrects: Draft | undefined;
  event: EventSource | undefined;
  holderReport: HolderReport | undefined;
  periodic: { year: number; reprtCode: ReprtCode } | undefined;
}

export type DraftExtras = Partial<Pick<Draft, 'flrNm' | 'corrects' | 'event' | 'holderReport' | 'periodic'>>;

/** Builds a draft with every field present, so that all drafts share one object shape. */
export function draftOf(
  company: CompanyProfile,
  day: Day,
  reportNm: string,
  type: { pblntfTy: string; detailTy: string; rm: string; order: number },
  extras: DraftExtras = {},
): Draft {
  return {
    company,
    day,
    reportNm,
    pblntfTy: type.pblntfTy,
    detailTy: type.detailTy,
    flrNm: extras.flrNm ?? company.corpName,
    rm: type.rm,
    order: type.order,
    corrects: extras.corrects,
    event: extras.event,
    holderReport: extras.holderReport,
    periodic: extras.periodic,
  };
}

/** 거래소 disclosures carry the market in rm (유가증권 유, 코스닥 코, 코넥스 넥). */
export function marketRm(company: CompanyProfile): string {
  return company.corpCls === 'Y' ? '유' : company.corpCls === 'K' ? '코' : company.corpCls === 'N' ? '넥' : '';
}

export function correctionOf(original: Draft, day: Day, order: number): Draft {
  return draftOf(
    original.company,
    day,
    `[기재정정]${original.reportNm}`,
    { ...original, order },
    { ...original, corrects: original, holderReport: undefined },
  );
}
