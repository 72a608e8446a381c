// The shapes of a company's capital events: convertible bonds, bonds with warrants, rights issues
// and the share-count changes they cause. capital.ts draws them; bonds.ts draws the bond terms.
import type { Day } from './calendar.ts';

export interface FundingPurposes {
  fclt: number;
  bsninh: number;
  op: number;
  dtrp: number;
  ocsa: number;
  etc: number;
}

export interface BondIssue {
  kind: 'CB' | 'BW';
  decisionDay: Day;
  boardDay: Day;
  paymentDay: Day;
  maturityDay: Day;
  exerciseStart: Day;
  exerciseEnd: Day;
  seriesNo: number;
  faceAmount: number;
  /** 전환가액 / 행사가액 at issue. */
  price: number;
  /** 최저 조정가액; undefined before the field existed (2020-07-06). */
  floorPrice: number | undefined;
  floorBasis: string;
  isPublic: boolean;
  couponRate: number;
  maturityRate: number;
  purposes: FundingPurposes;
  sharesAtDecision: number;
  remainingLimit: number | undefined;
  underwriter: string | undefined;
  refixes: Array<{ day: Day; price: number }>;
  /** A [기재정정] filed on this day moved the payment date from `originalPaymentDay`. */
  correctionDay: Day | undefined;
  originalPaymentDay: Day;
}

export interface RightsIssue {
  decisionDay: Day;
  paymentDay: Day;
  shares: number;
  issuePrice: number;
  method: string;
  purposes: FundingPurposes;
  sharesBefore: number;
  isPublic: boolean;
  correctionDay: Day | undefined;
}

export interface CapitalChange {
  day: Day;
  /** isu_dcrs_stle as irdsSttus shows it. */
  kind: string;
  shares: number;
  price: number;
  seriesNo: number | undefined;
}

export interface CapitalPlan {
  bonds: BondIssue[];
  rights: RightsIssue[];
  /** Sorted by day. */
  changes: CapitalChange[];
  openingShares: number;
}
