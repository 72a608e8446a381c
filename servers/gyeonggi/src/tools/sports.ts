// Sports tools: 경기도 체육시설 현황 with its 업종 (sport) filter, the public soccer fields and
// swimming pools, and golf courses.
import { exactText, partial, SIGUN_CD, SIGUN_NM } from '../schemas.ts';
import { listTool } from './tool.ts';

const ADDRESS = {
  REFINE_LOTNO_ADDR: '소재지 지번주소',
  REFINE_ROADNM_ADDR: '소재지 도로명주소',
  REFINE_WGS84_LAT: 'WGS84 위도 (문자열)',
  REFINE_WGS84_LOGT: 'WGS84 경도 (문자열)',
};

export const listSportsFacilities = listTool({
  name: 'gyeonggi_list_sports_facilities',
  service: 'TBGGPHSTRNFACLTM',
  ko: '경기도 31개 시군의 공공·민간 체육시설 목록. 종목은 INDUTYPE_NM(예: 축구장, 테니스장, 수영장, 체육관, 골프장)으로, 지역은 SIGNGU_NM(시군명, 예: 수원시)으로 거릅니다. 이 서비스의 지역 필드는 SIGUN_NM이 아니라 SIGNGU_NM입니다. 시군별 개수는 totalCount로 읽습니다.',
  en: 'Lists sports facilities by 시군 (SIGNGU_NM, not SIGUN_NM) and sport (INDUTYPE_NM); totalCount gives the count per query.',
  filters: {
    SIGNGU_NM: SIGUN_NM.describe('시군구명 (이 서비스는 SIGUN_NM 대신 SIGNGU_NM), e.g. 수원시').optional(),
    INDUTYPE_NM: exactText(
      '업종(종목)명: 축구장, 야구장, 테니스장, 수영장, 체육관, 배드민턴장, 게이트볼장, 족구장, 풋살장, 농구장, 골프연습장, 골프장, 탁구장, 볼링장, 당구장, 체력단련장',
      '축구장',
    ).optional(),
    FACLT_DIV_NM: exactText('시설구분명: 공공체육시설, 신고체육시설업, 등록체육시설업', '공공체육시설').optional(),
    FACLT_STATE_NM: exactText('시설상태명: 정상운영, 휴업, 폐업', '정상운영').optional(),
    SI_DESC: partial('시설명', '체육공원').optional(),
  },
  fields: {
    FACLT_CD_ENCPT_VL: '시설코드(암호화)',
    SI_DESC: '시설명',
    FACLT_DIV_NM: '시설구분명',
    INDUTYPE_NM: '업종(종목)명',
    FACLT_TYPE_NM: '시설유형명',
    FACLT_STATE_NM: '시설상태명',
    SIDO_NM: '시도명',
    SIGNGU_NM: '시군구명',
    FACLT_TELNO: '시설 전화번호',
    INOUTDR_DIV_NM: '실내외구분',
    REFINE_ZIPNO: '우편번호',
    ...ADDRESS,
  },
  noDataHint:
    'No facility matched: SIGNGU_NM is the 시군 name with 시/군 (수원시), INDUTYPE_NM an exact 업종 such as 축구장.',
});

const PUBLIC_FIELDS = {
  SUM_YY: '집계년도',
  SIGUN_NM: '시군명',
  SIGUN_CD: '시군코드',
  FACLT_NM: '시설명',
  POSESN_INST_NM: '소유기관명',
  OPERT_ORGNZT_NM: '운영조직명',
  CONTCT_NO: '연락처',
  PLOT_AR: '부지면적(㎡)',
  AR: '면적(㎡)',
  PLANE_CNT: '면수',
  ACEPTNC_PSN_CNT: '수용인원',
  COMPLTN_YY: '준공년도',
  REFINE_ZIP_CD: '우편번호',
  ...ADDRESS,
};

export const listSoccerFields = listTool({
  name: 'gyeonggi_list_soccer_fields',
  service: 'PublicTrainingFacilitySoccer',
  ko: '시군별 공공 축구장(운동장) 목록과 규모(면적, 면수, 바닥재). SIGUN_NM 또는 SIGUN_CD로 거릅니다.',
  en: 'Lists public soccer fields by 시군 with size, surface and capacity.',
  filters: {
    SIGUN_NM: SIGUN_NM.optional(),
    SIGUN_CD: SIGUN_CD.optional(),
    FACLT_NM: partial('시설명', '체육공원').optional(),
  },
  fields: { ...PUBLIC_FIELDS, BOTM_MATRL_NM: '바닥재료명 (인조잔디, 천연잔디, 마사토)' },
});

export const listSwimmingPools = listTool({
  name: 'gyeonggi_list_swimming_pools',
  service: 'PublicSwimmingPool',
  ko: '시군별 공공 수영장 목록과 규모. SIGUN_NM 또는 SIGUN_CD로 거릅니다.',
  en: 'Lists public swimming pools by 시군 with size and capacity.',
  filters: {
    SIGUN_NM: SIGUN_NM.optional(),
    SIGUN_CD: SIGUN_CD.optional(),
    FACLT_NM: partial('시설명', '국민체육센터').optional(),
  },
  fields: PUBLIC_FIELDS,
});

export const listGolfCourses = listTool({
  name: 'gyeonggi_list_golf_courses',
  service: 'GolfPlace',
  ko: '경기도 골프장(체육시설업) 목록: 사업장명, 인허가일자, 영업상태, 홀 수, 전화번호, 주소. SIGUN_NM/SIGUN_CD/BIZPLC_NM으로 거릅니다.',
  en: 'Lists golf courses with licence date, state, holes and address; filter by 시군 or name.',
  filters: {
    SIGUN_NM: SIGUN_NM.optional(),
    SIGUN_CD: SIGUN_CD.optional(),
    BIZPLC_NM: partial('사업장명', 'CC').optional(),
  },
  fields: {
    SIGUN_NM: '시군명',
    SIGUN_CD: '시군코드',
    BIZPLC_NM: '사업장명',
    LICENSG_DE: '인허가일자 (YYYYMMDD)',
    BSN_STATE_NM: '영업상태명 (영업/폐업)',
    CLSBIZ_DE: '폐업일자 (YYYYMMDD)',
    LOCPLC_FACLT_TELNO: '소재지 전화번호',
    HOLE_CNT: '홀 수',
    REFINE_ZIP_CD: '우편번호',
    ...ADDRESS,
  },
});

export const SPORTS_TOOLS = [listSportsFacilities, listSoccerFields, listSwimmingPools, listGolfCourses];
