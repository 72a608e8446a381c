// KDIC statistics and publications: 부보금융회사 예금동향, 예금보험기금 조성내역, 생명·손해보험사 종합현황 and
// 발행보고서정보. Figures of a period exist only once published at the session's clock.

import { isCalendarYmd } from '@kopa/kit';
import { z } from 'zod';
import { nameFilter, rowOf, yearMonth } from '../schemas.ts';
import { listTool } from './tool.ts';

export const getDepositTrends = listTool({
  name: 'kdic_get_deposit_trends',
  title: '부보금융회사 예금동향 조회',
  op: 'depositTrends',
  korean:
    '분기말(calcBaseYm) 금융권역별 부보대상·부보제외 요구불예금과 저축성예금 잔액(백만원). 분기 자료는 3개월 뒤 공개됩니다.',
  english: 'Quarter-end insured and excluded demand and savings deposits (KRW million) by sector.',
  filters: { calcBaseYm: yearMonth('기준년월 (분기말 03/06/09/12)', '202603') },
  row: rowOf({
    num: '일련번호',
    calcBaseYm: '기준년월',
    fncRegnDscdNm: '금융권역',
    tgtOndmDpsamt: '부보대상요구불예금액 (백만원)',
    excdOndmDpsamt: '부보제외요구불예금액 (백만원)',
    sumOndmDpsamt: '합계요구불예금액 (백만원)',
    tgtSvtpDpsamt: '부보대상저축성예금액 (백만원)',
    excdSvtpDpsamt: '부보제외저축성예금액 (백만원)',
    sumSvtpDpsamt: '합계저축성예금액 (백만원)',
  }),
  noDataHint: 'No deposit figures for that month: use a quarter-end month (03/06/09/12) published 3 months later.',
});

export const getDepositInsuranceFund = listTool({
  name: 'kdic_get_deposit_insurance_fund',
  title: '예금보험기금 조성내역 조회',
  op: 'fund',
  korean: '기준년월(baseTm) 기금조성구분별 누적 보험료, 출연금, 지원자금회수금, 운용수익, 기타 금액(원).',
  english:
    'Cumulative Deposit Insurance Fund sources (premiums, contributions, recoveries, income) by account, in KRW.',
  filters: { baseTm: yearMonth('기준년월', '202607') },
  row: rowOf({
    num: '일련번호',
    baseYr: '기준년도',
    baseMn: '기준월',
    fndMakDvsnNm: '기금조성구분명',
    prmfeeAmt: '보험료금액 (원)',
    sscrAmt: '출연금액 (원)',
    spprFundRtrvAmt: '지원자금회수금액 (원)',
    mnivBnfAmt: '운용수익금액 (원)',
    etcAmt: '기타금액 (원)',
  }),
  noDataHint: 'No fund figures for that month: a month is published the month after (data from 201901).',
});

const OVERVIEW_ROW = rowOf({
  num: '일련번호',
  baseYm: '기준년월 (분기말)',
  dvsnNm: '구분명 (회사 약칭)',
  crpno: '법인등록번호 (13자리)',
  inspnl: '보험손익 (억원, 누적)',
  ivstPnl: '투자손익 (억원, 누적)',
  cnprfNprf: '당기순이익 (억원, 누적)',
  incoPrmfee: '수입보험료 (억원, 누적)',
  astTsum: '자산총계 (억원)',
  lbltTsum: '부채총계 (억원)',
  cptTsum: '자본총계 (억원)',
});

const overviewFilters = (example: string) => ({
  baseYm: yearMonth('기준년월 (분기말)', '202603'),
  dvsnNm: nameFilter('구분명 (회사 약칭)', example),
  crpno: z
    .string()
    .regex(/^\d{13}$/, 'crpno must be 13 digits (법인등록번호)')
    .optional()
    .describe('법인등록번호 (13자리), e.g. 1101110006546'),
});

export const getLifeInsurerOverview = listTool({
  name: 'kdic_get_life_insurer_overview',
  title: '생명보험사 종합현황 조회',
  op: 'lifeOverview',
  korean: '부보 생명보험사의 분기별 보험손익, 투자손익, 당기순이익, 수입보험료, 자산·부채·자본총계(억원).',
  english: 'Quarterly P&L and balance-sheet totals (KRW 100 million) of insured life insurers.',
  filters: overviewFilters('삼성'),
  row: OVERVIEW_ROW,
  noDataHint: 'No overview matched: use a quarter-end baseYm published 3 months later, and a short dvsnNm (e.g. 삼성).',
});

export const getNonLifeInsurerOverview = listTool({
  name: 'kdic_get_nonlife_insurer_overview',
  title: '손해보험사 종합현황 조회',
  op: 'nonLifeOverview',
  korean: '부보 손해보험사의 분기별 보험손익, 투자손익, 당기순이익, 수입보험료, 자산·부채·자본총계(억원).',
  english: 'Quarterly P&L and balance-sheet totals (KRW 100 million) of insured non-life insurers.',
  filters: overviewFilters('현대해상'),
  row: OVERVIEW_ROW,
  noDataHint:
    'No overview matched: use a quarter-end baseYm published 3 months later, and a short dvsnNm (e.g. 현대해상).',
});

export const listPublications = listTool({
  name: 'kdic_list_publications',
  title: '발행보고서정보 조회',
  op: 'publications',
  korean: '예금보험공사가 발행한 보고서(해외예금보험동향, 금융리스크리뷰 등)의 제목, 내용, 소관부서, 등록일, 조회수.',
  english: 'Lists KDIC publications (title, summary, department, registration date, views), newest first.',
  filters: {
    baseYm: yearMonth('등록 기준년월', '202604'),
    title: nameFilter('제목', '해외예금보험동향'),
    regDate: z
      .string()
      .regex(/^\d{8}$/, 'regDate must be a date as YYYYMMDD, e.g. 20260415')
      .refine((text) => !/^\d{8}$/.test(text) || isCalendarYmd(text), {
        message: 'regDate must be a real calendar date as YYYYMMDD (this day does not exist), e.g. 20260415',
      })
      .optional()
      .describe('등록일 (YYYYMMDD), e.g. 20260415'),
  },
  row: rowOf({
    title: '제목',
    contents: '내용',
    jursDept: '소관부서',
    regDate: '등록일 (YYYYMMDD)',
    inqCnt: '조회수',
  }),
  noDataHint: 'No publication matched; drop regDate or use a shorter title.',
});
