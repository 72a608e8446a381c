// Savings-bank soundness: 저축은행 재무현황 (monthly BIS ratio, delinquency, average deposit rate per bank) and
// the 영업정지저축은행 수익성 보고서 of the banks suspended in 2011–2014.
import { nameFilter, rowOf, yearMonth } from '../schemas.ts';
import { listTool } from './tool.ts';

export const getSavingsBankFinance = listTool({
  name: 'kdic_get_savings_bank_finance',
  title: '저축은행 재무현황 조회',
  op: 'savingsFinance',
  korean:
    '저축은행별 월별 평균예금금리(dpsAvgIrt, %), BIS 자기자본비율(bisTotCptRto, %), 연체율(ovduRt, %). 해당 월 자료는 다음 달부터 제공됩니다.',
  english:
    'Monthly average deposit rate, BIS capital ratio and delinquency rate per savings bank (a month is published the month after).',
  filters: {
    ym: yearMonth('기준년월', '202607'),
    finIstNm: nameFilter('저축은행명', 'SBI저축은행'),
  },
  row: rowOf({
    num: '일련번호',
    finIstNm: '저축은행명',
    ym: '기준년월 (YYYYMM)',
    dpsAvgIrt: '평균예금금리 (%)',
    bisTotCptRto: 'BIS 자기자본비율 (%)',
    ovduRt: '연체율 (%)',
  }),
  noDataHint:
    'No figures for that bank/month: a month is published from the 1st of the next month (data from 201901); check the bank name.',
});

export const getSuspendedSavingsBankProfitability = listTool({
  name: 'kdic_get_suspended_savings_bank_profitability',
  title: '영업정지저축은행 수익성 보고서 조회',
  op: 'suspendedProfit',
  korean: '영업정지된 저축은행의 분기별 수익성 지표(총자산순이익률 등): 전분기, 금분기, 증감.',
  english: 'Quarterly profitability indicators of suspended savings banks: previous quarter, this quarter and change.',
  filters: {
    baseYm: yearMonth('기준년월 (분기말)', '201112'),
    fnccmpNm: nameFilter('금융회사명', '솔로몬저축은행'),
  },
  row: rowOf({
    num: '일련번호',
    baseYm: '기준년월',
    fnccmpNm: '금융회사명',
    colnCd: '열코드',
    colnNm: '열명 (지표명)',
    lsqtedHis: '전분기 (%)',
    thyrQteHist: '금분기 (%)',
    icdcVal: '증감 (%p)',
  }),
  noDataHint: 'No report matched; suspended banks are listed by kdic_list_insurance_accident_institutions.',
});
