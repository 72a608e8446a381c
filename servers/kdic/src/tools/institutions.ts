// The institution directories: 부보금융회사 목록 (GetInsurgTrgetFnltInfoService; address, phone, homepage,
// 부보대상여부) and 예금보험금 지급대행지점 (where insured deposits of a failed institution are paid out).
import { nameFilter, rowOf, sector } from '../schemas.ts';
import { listTool } from './tool.ts';

export const listInsuranceTargetInstitutions = listTool({
  name: 'kdic_list_insurance_target_institutions',
  title: '부보대상 금융회사정보 조회',
  op: 'institutions',
  korean:
    '예금보험에 가입된 부보금융회사의 금융권, 주소, 연락처, 홈페이지, 부보대상여부(isrgTgtYn), 좌표. 연락처는 쉼표로 여러 개일 수 있습니다.',
  english: 'Lists deposit-insured institutions with sector, address, phone, homepage, insured flag and coordinates.',
  filters: {
    fncsecDscdNm: sector('fncsecDscdNm'),
    fnccmpNm: nameFilter('금융회사명', 'BNP파리바'),
  },
  row: rowOf({
    num: '일련번호',
    fncsecDscdNm: '금융권명',
    fnccmpNm: '금융회사명',
    fncIstAdr: '주소',
    cttpc: '연락처',
    hmpgUrladr: '홈페이지 주소',
    isrgTgtYn: '부보대상여부 (Y/N)',
    lgtdVal: '경도값 (포털 명세의 "위도값" 필드; 값은 경도, e.g. 126.98…)',
    latdVal: '위도값',
  }),
  noDataHint: 'No insured institution matched; try a shorter part of the name or another fncsecDscdNm.',
});

export const listPaymentAgentBranches = listTool({
  name: 'kdic_list_payment_agent_branches',
  title: '예금보험금 지급대행지점 현황 조회',
  op: 'paymentBranches',
  korean: '보험사고 시 예금보험금을 대신 지급하는 지급대행 금융회사의 지점명, 담당자 전화번호, 주소.',
  english: 'Lists the bank branches that pay out insured deposits on KDIC’s behalf, with phone and address.',
  filters: {
    pymtAgncIstNm: nameFilter('지급대행회사명', '농협'),
    pymtAgncBrchNm: nameFilter('지급대행지점명', '가락동지점'),
  },
  row: rowOf({
    num: '일련번호',
    pymtAgncIstNm: '지급대행회사명',
    pymtAgncBrchNm: '지급대행지점명',
    chrpnTelnoCont: '담당자전화번호',
    adr: '주소',
  }),
  noDataHint: 'No payment branch matched; agents are 농협, 국민은행, 우리은행, 신한은행, 하나은행, 중소기업은행.',
});
