// Failed institutions: 보험사고 발생 금융회사 현황, 파산금융회사 현황 and the 파산재단 매물(부동산) their bankruptcy
// estates sell. A name from the first two is the filter of the third.
import { z } from 'zod';
import { nameFilter, rowOf, yearMonth } from '../schemas.ts';
import { listTool } from './tool.ts';

export const listInsuranceAccidentInstitutions = listTool({
  name: 'kdic_list_insurance_accident_institutions',
  title: '보험사고 발생 금융회사 현황 조회',
  op: 'accidents',
  korean:
    '영업정지·인가취소 등 보험사고가 발생한 금융회사의 상태, 보험사고일자("2004.9.20" 형식), 정리방식, 계약이전결정일. baseYm까지 발생한 사고를 돌려줍니다.',
  english:
    'Lists institutions with an insurance accident (suspension/failure) up to baseYm, with resolution method and dates.',
  filters: {
    fnccmpNm: nameFilter('금융회사명', '한마음저축은행'),
    baseYm: yearMonth('기준년월 (이 달까지 발생한 사고)', '201910'),
  },
  row: rowOf({
    num: '일련번호',
    fnccmpNm: '금융회사명',
    stsNm: '상태 (완료/진행)',
    insacdDyVal: '보험사고일자 (YYYY.M.D)',
    telnoKindCont: '전화번호종류',
    rsluMthoCont: '정리방식',
    ctrcBfrDcsnDyVal: '계약이전결정일 (YYYY.M.D; 없으면 빈 문자열)',
    telno: '전화번호',
  }),
  noDataHint: 'No insurance accident matched; try a shorter name or a later baseYm.',
});

export const listBankruptInstitutions = listTool({
  name: 'kdic_list_bankrupt_institutions',
  title: '파산금융회사 현황 조회',
  op: 'bankrupts',
  korean: '파산선고된 금융회사의 금융권역, 기금구분, 특별계정여부, 파산관재인대리인, 파산선고일자, 종결구분.',
  english: 'Lists bankrupt institutions with fund, special-account flag, trustee agent, adjudication date and status.',
  filters: { bkrpFnccmpNm: nameFilter('파산금융기관명', '서울저축은행') },
  row: rowOf({
    num: '일련번호',
    fncRegnDscdNm: '금융권역',
    fndDscdNm: '기금구분',
    spraccYn: '특별계정여부 (Y/N)',
    bkrpFnccmpNm: '파산금융기관명',
    bkrpTrspnPrxyNmp: '파산관재인대리인성명 (마스킹)',
    bkrpAdjdDt: '파산선고일자 (YYYYMMDD)',
    concDscdNm: '종결구분 (파산/종결)',
  }),
  noDataHint:
    'No bankrupt institution matched; see kdic_list_insurance_accident_institutions for every failed institution.',
});

export const listBankruptEstateRealEstates = listTool({
  name: 'kdic_list_bankrupt_estate_real_estates',
  title: '파산금융회사 매물현황(부동산) 조회',
  op: 'realEstates',
  korean:
    '파산재단이 매각하는 부동산: 물건번호, 파산금융회사, 종류, 소재지, 면적(㎡), 감정가·최저매각가(원), 진행상태.',
  english:
    'Lists real estate sold by bankruptcy estates, with location, areas, appraisal and minimum prices, and status.',
  filters: {
    progStutNm: z
      .enum(['매각검토', '매각공고', '입찰진행', '유찰', '매각완료'], {
        error: 'progStutNm must be one of 매각검토, 매각공고, 입찰진행, 유찰, 매각완료',
      })
      .optional()
      .describe('진행상태명: 매각검토 | 매각공고 | 입찰진행 | 유찰 | 매각완료, e.g. 매각검토'),
    bkrpFnccmpNm: nameFilter('파산금융회사명', '부산저축은행'),
  },
  row: rowOf({
    num: '일련번호',
    gdsNo: '물건번호',
    bkrpFnccmpNm: '파산금융회사명',
    gdsKndNm: '물건종류',
    gdsNm: '물건명',
    lctnAdr: '소재지',
    lndAr: '토지면적 (㎡)',
    bldgAr: '건물면적 (㎡)',
    aprsAmt: '감정가 (원)',
    minSlPrc: '최저매각가격 (원)',
    progStutNm: '진행상태명',
    rgstDt: '등록일자 (YYYYMMDD)',
  }),
  noDataHint: 'No property matched; bankrupt estates are listed by kdic_list_bankrupt_institutions.',
});
