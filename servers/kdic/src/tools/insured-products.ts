// 보호대상 금융회사·금융상품 (GetInsuredProductService202008): which institutions sell depositor-protected
// products, and those products with their sale-discontinuation dates. The institution name (fncIstNm) found by
// the first is the filter of the second.
import { exactNameFilter, nameFilter, rowOf, sector } from '../schemas.ts';
import { listTool } from './tool.ts';

export const listInsuredCompanies = listTool({
  name: 'kdic_list_insured_companies',
  title: '보호대상 금융회사 조회',
  op: 'companies',
  korean:
    '금융권역(regnNm)별로 예금자보호 금융상품을 취급하는 보호대상 금융회사 목록. 금융회사명(fncIstNm)은 kdic_list_insured_products의 필터입니다.',
  english:
    'Lists institutions that sell depositor-protected products, by sector; fncIstNm feeds kdic_list_insured_products.',
  filters: {
    fncIstNm: nameFilter('금융회사명', '국민은행'),
    regnNm: sector('regnNm'),
  },
  row: rowOf({ num: '일련번호', fncIstNm: '금융회사명', regnNm: '금융권역' }),
  noDataHint: 'No protected institution matched; try a shorter part of the name (e.g. 국민, SBI) or drop regnNm.',
});

export const listInsuredProducts = listTool({
  name: 'kdic_list_insured_products',
  title: '보호대상 금융상품 조회',
  op: 'products',
  korean:
    '금융회사별 예금자보호 대상 금융상품: 금융회사명, 상품명, 상품판매중단일자(판매 중이면 빈 값), 등록일. 금융회사명(fncIstNm)은 전체 이름이 일치해야 하니 kdic_list_insured_companies로 확인하세요.',
  english:
    'Lists depositor-protected products (name, sale-discontinued date, registration date) filtered by sector, the whole institution name or part of the product name.',
  filters: {
    regnNm: sector('regnNm'),
    fncIstNm: exactNameFilter('금융회사명', 'SK증권주식회사'),
    prdNm: nameFilter('금융상품명', '정기예금'),
  },
  row: rowOf({
    num: '일련번호',
    fncIstNm: '금융회사명',
    prdNm: '금융상품명',
    prdSalDscnDt: '상품판매중단일자 (YYYYMMDD; 판매 중이면 빈 문자열)',
    regDate: '등록일 (YYYYMMDD)',
  }),
  noDataHint:
    'No protected product matched; fncIstNm must be the whole name as kdic_list_insured_companies lists it (e.g. 신한은행, not 신한), and prdNm may be shorter.',
});
