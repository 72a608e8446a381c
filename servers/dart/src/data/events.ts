// Response rows of the three DS005 event APIs (cvbdIsDecsn, bdwtIsDecsn, piicDecsn) with the real
// field names, filled from the capital plan so that prices, floors and share counts agree.
import {
  type BondIssue,
  type CompanyProfile,
  type FundingPurposes,
  isElectronicEra,
  type RightsIssue,
} from '@kopa/world';
import { koreanDate } from './date-formats.ts';
import { amountOrDash, formatAmount, formatFixed } from './format.ts';
import type { EventApi } from './types.ts';

function purposeFields(purposes: FundingPurposes): Record<string, string> {
  return {
    fdpp_fclt: amountOrDash(purposes.fclt),
    fdpp_bsninh: amountOrDash(purposes.bsninh),
    fdpp_op: amountOrDash(purposes.op),
    fdpp_dtrp: amountOrDash(purposes.dtrp),
    fdpp_ocsa: amountOrDash(purposes.ocsa),
    fdpp_etc: amountOrDash(purposes.etc),
  };
}

function header(company: CompanyProfile, rceptNo: string): Record<string, string> {
  return { rcept_no: rceptNo, corp_cls: company.corpCls, corp_code: company.corpCode, corp_name: company.corpName };
}

function boardFields(bond: BondIssue): Record<string, string> {
  const outside = bond.sharesAtDecision % 3;
  return {
    bddd: koreanDate(bond.boardDay),
    od_a_at_t: String(1 + outside),
    od_a_at_b: '0',
    adt_a_atn: outside === 0 ? '-' : '참석',
  };
}

function bondName(bond: BondIssue): string {
  const registered = isElectronicEra(bond.decisionDay) ? '기명식' : '무기명식';
  const offering = bond.isPublic ? '공모' : '사모';
  return `${registered} 이권부 무보증 ${offering} ${bond.kind === 'CB' ? '전환사채' : '신주인수권부사채'}`;
}

/** Fields shared by cvbdIsDecsn and bdwtIsDecsn, in the guide's order. */
function bondCommon(
  company: CompanyProfile,
  bond: BondIssue,
  rceptNo: string,
  corrected: boolean,
): Record<string, string> {
  const paymentDay = corrected || bond.correctionDay === undefined ? bond.paymentDay : bond.originalPaymentDay;
  return {
    ...header(company, rceptNo),
    bd_tm: String(bond.seriesNo),
    bd_knd: bondName(bond),
    bd_fta: formatAmount(bond.faceAmount),
    atcsc_rmislmt: amountOrDash(bond.remainingLimit),
    ovis_fta: '-',
    ovis_fta_crn: '-',
    ovis_ster: '-',
    ovis_isar: '-',
    ovis_mktnm: '-',
    ...purposeFields(bond.purposes),
    bd_intr_ex: formatFixed(bond.couponRate, 1),
    bd_intr_sf: formatFixed(bond.maturityRate, 1),
    bd_mtd: koreanDate(bond.maturityDay),
    bdis_mthn: bond.isPublic ? '공모' : '사모',
    sbd: koreanDate(paymentDay),
    pymd: koreanDate(paymentDay),
  };
}

function bondTail(bond: BondIssue): Record<string, string> {
  return {
    rpmcmp: bond.underwriter ?? '-',
    grint: '-',
    ...boardFields(bond),
    rs_sm_atn: bond.isPublic ? '해당' : '미해당',
    ex_sm_r: bond.isPublic ? '-' : '사모발행',
    ovis_ltdtl: '-',
    ftc_stt_atn: '미해당',
  };
}

function dilution(shares: number, sharesBefore: number): string {
  return formatFixed((shares / sharesBefore) * 100, 2);
}

export function convertibleBondFields(
  company: CompanyProfile,
  bond: BondIssue,
  rceptNo: string,
  corrected: boolean,
): Record<string, string> {
  const common = bondCommon(company, bond, rceptNo, corrected);
  const shares = Math.floor(bond.faceAmount / bond.price);
  const { sbd, pymd, ...head } = common;
  return {
    ...head,
    cv_rt: '100',
    cv_prc: formatAmount(bond.price),
    cvisstk_knd: '기명식 보통주',
    cvisstk_cnt: formatAmount(shares),
    cvisstk_tisstk_vs: dilution(shares, bond.sharesAtDecision),
    cvrqpd_bgd: koreanDate(bond.exerciseStart),
    cvrqpd_edd: koreanDate(bond.exerciseEnd),
    act_mktprcfl_cvprc_lwtrsprc: amountOrDash(bond.floorPrice),
    act_mktprcfl_cvprc_lwtrsprc_bs: bond.floorBasis,
    rmislmt_lt70p: '-',
    abmg: '-',
    sbd: sbd ?? '-',
    pymd: pymd ?? '-',
    ...bondTail(bond),
  };
}

export function warrantBondFields(
  company: CompanyProfile,
  bond: BondIssue,
  rceptNo: string,
  corrected: boolean,
): Record<string, string> {
  const common = bondCommon(company, bond, rceptNo, corrected);
  const shares = Math.floor(bond.faceAmount / bond.price);
  const { sbd, pymd, ...head } = common;
  return {
    ...head,
    ex_rt: '100',
    ex_prc: formatAmount(bond.price),
    ex_prc_dmth:
      '이사회결의일 전일을 기산일로 하여 소급한 1개월 가중산술평균주가, 1주일 가중산술평균주가 및 최근일 가중산술평균주가를 산술평균한 가액과 최근일 가중산술평균주가 중 높은 가액',
    bdwt_div_atn: bond.isPublic ? '분리' : '비분리',
    nstk_pym_mth: '현금납입 또는 사채대용납입',
    nstk_isstk_knd: '기명식 보통주',
    nstk_isstk_cnt: formatAmount(shares),
    nstk_isstk_tisstk_vs: dilution(shares, bond.sharesAtDecision),
    expd_bgd: koreanDate(bond.exerciseStart),
    expd_edd: koreanDate(bond.exerciseEnd),
    act_mktprcfl_cvprc_lwtrsprc: amountOrDash(bond.floorPrice),
    act_mktprcfl_cvprc_lwtrsprc_bs: bond.floorBasis.replace('전환가액', '행사가액'),
    rmislmt_lt70p: '-',
    abmg: '-',
    sbd: sbd ?? '-',
    pymd: pymd ?? '-',
    ...bondTail(bond),
  };
}

export function rightsIssueFields(
  company: CompanyProfile,
  rights: RightsIssue,
  faceValue: number,
  rceptNo: string,
): Record<string, string> {
  return {
    ...header(company, rceptNo),
    nstk_ostk_cnt: formatAmount(rights.shares),
    nstk_estk_cnt: '-',
    fv_ps: formatAmount(faceValue),
    bfic_tisstk_ostk: formatAmount(rights.sharesBefore),
    bfic_tisstk_estk: '-',
    ...purposeFields(rights.purposes),
    ic_mthn: rights.method,
    ssl_at: '아니오',
    ssl_bgd: '-',
    ssl_edd: '-',
  };
}

export function eventApiOf(source: { kind: 'bond'; bond: BondIssue } | { kind: 'rights' }): EventApi {
  if (source.kind === 'rights') return 'piicDecsn';
  return source.bond.kind === 'CB' ? 'cvbdIsDecsn' : 'bdwtIsDecsn';
}
