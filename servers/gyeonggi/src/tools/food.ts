// Food and shops: 일반음식점 현황 (the 100k-row service, paged by pIndex/pSize) and 지역화폐 가맹점.
import { exactText, partial, SIGUN_CD, SIGUN_NM } from '../schemas.ts';
import { listTool } from './tool.ts';

const ADDRESS = {
  REFINE_LOTNO_ADDR: '소재지 지번주소',
  REFINE_ROADNM_ADDR: '소재지 도로명주소',
  REFINE_WGS84_LAT: 'WGS84 위도 (문자열; 없으면 "")',
  REFINE_WGS84_LOGT: 'WGS84 경도 (문자열; 없으면 "")',
};

export const listRestaurants = listTool({
  name: 'gyeonggi_list_restaurants',
  service: 'GENRESTRT',
  ko: '경기도 일반음식점 인허가 목록(영업·폐업 포함, 10만 건 이상): 사업장명, 인허가일자, 영업상태, 폐업일자, 소재지면적, 위생업태명, 주소, 좌표. SIGUN_NM으로 시군을, BIZPLC_NM(부분 일치)으로 상호를, BSN_STATE_NM(영업/폐업)으로 상태를 거릅니다. SIGUN_CD는 2015년 이전 인허가 행에 비어 있어 그 행을 놓치므로 SIGUN_NM을 쓰세요. 한 페이지는 최대 1000건이니 totalCount를 보고 pIndex로 끝까지 넘기세요.',
  en: 'Lists licensed general restaurants (open and closed) by 시군, name, state or category; page with pIndex/pSize (≤ 1000). Prefer SIGUN_NM: SIGUN_CD is empty on pre-2015 licences upstream.',
  filters: {
    SIGUN_NM: SIGUN_NM.optional(),
    SIGUN_CD: SIGUN_CD.optional(),
    BIZPLC_NM: partial('사업장명(상호)', '가보정').optional(),
    BSN_STATE_NM: exactText('영업상태명: 영업, 폐업', '영업').optional(),
    SANITTN_BIZCOND_NM: exactText(
      '위생업태명: 한식, 중국식, 일식, 경양식, 분식, 호프/통닭, 까페 등',
      '한식',
    ).optional(),
  },
  fields: {
    SIGUN_NM: '시군명',
    SIGUN_CD: '시군코드 (upstream에서 비면 SIGUN_NM으로 채움)',
    BIZPLC_NM: '사업장명',
    LICENSG_DE: '인허가일자 (YYYYMMDD)',
    BSN_STATE_NM: '영업상태명 (영업/폐업)',
    CLSBIZ_DE: '폐업일자 (YYYYMMDD; 영업 중이면 "")',
    LOCPLC_AR: '소재지면적(㎡)',
    SANITTN_BIZCOND_NM: '위생업태명',
    REFINE_ZIP_CD: '우편번호',
    ...ADDRESS,
  },
  noDataHint:
    'No restaurant matched: SIGUN_NM needs 시/군 (수원시), BIZPLC_NM is a part of the name, BSN_STATE_NM is 영업 or 폐업.',
});

export const listLocalCurrencyMerchants = listTool({
  name: 'gyeonggi_list_local_currency_merchants',
  service: 'RegionMnyFacltStus',
  ko: '경기지역화폐 가맹점 목록: 상호, 업종, 주소, 좌표, 사업자 상태(계속사업자/휴업자/폐업자). SIGUN_NM, CMPNM_NM(부분 일치), INDUTYPE_NM, 주소(부분 일치)로 거릅니다. 이 서비스에는 SIGUN_CD가 없습니다.',
  en: 'Lists Gyeonggi local-currency merchants by 시군, name, industry or address (no SIGUN_CD in this service).',
  filters: {
    SIGUN_NM: SIGUN_NM.optional(),
    CMPNM_NM: partial('상호명', '약국').optional(),
    INDUTYPE_NM: exactText(
      '업종명: 일반한식, 중국음식, 슈퍼마켓, 편의점, 약국, 학원, 미용원 등',
      '일반한식',
    ).optional(),
    REFINE_ROADNM_ADDR: partial('도로명주소', '정조로').optional(),
    REFINE_LOTNO_ADDR: partial('지번주소', '인계동').optional(),
  },
  fields: {
    SIGUN_NM: '시군명',
    CMPNM_NM: '상호명',
    INDUTYPE_NM: '업종명',
    INDUTYPE_CD: '업종코드',
    REFINE_ZIPNO: '우편번호',
    BIZREGNO: '사업자등록번호 (10자리)',
    FRCS_NO: '가맹점번호',
    LEAD_TAX_MAN_STATE: '사업자 상태 (계속사업자/휴업자/폐업자)',
    LEAD_TAX_MAN_STATE_CD: '사업자 상태코드 (01/02/03)',
    CLSBIZ_DAY: '폐업일 (YYYYMMDD)',
    ...ADDRESS,
  },
});

export const FOOD_TOOLS = [listRestaurants, listLocalCurrencyMerchants];
