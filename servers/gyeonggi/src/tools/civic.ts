// Civic tools: 공공도서관, 주차장, 어린이집, 교통사고 다발지역 and 연령별 인구 현황.
import { z } from 'zod';
import { exactText, partial, SIGUN_CD, SIGUN_NM } from '../schemas.ts';
import { listTool } from './tool.ts';

const COORDINATES = { REFINE_WGS84_LAT: 'WGS84 위도 (문자열)', REFINE_WGS84_LOGT: 'WGS84 경도 (문자열)' };
const bySigun = { SIGUN_NM: SIGUN_NM.optional(), SIGUN_CD: SIGUN_CD.optional() };

export const listLibraries = listTool({
  name: 'gyeonggi_list_libraries',
  service: 'TBGGIBLLBR',
  ko: '시군별 공공도서관 목록: 도서관명, 주소, 전화, 자료실·열람실 개방시간과 휴관일, 장서 수. SIGUN_NM/LIBRRY_NM(부분 일치)으로 거릅니다 (이 서비스에는 SIGUN_CD가 없습니다).',
  en: 'Lists public libraries by 시군 or name with opening hours, closing days and holdings (no SIGUN_CD here).',
  filters: { SIGUN_NM: SIGUN_NM.optional(), LIBRRY_NM: partial('도서관명', '중앙도서관').optional() },
  fields: {
    SIGUN_NM: '시군명',
    LIBRRY_NM: '도서관명',
    LOCPLC_ADDR: '소재지 주소',
    TELNO: '전화번호',
    HMPG_ADDR: '홈페이지',
    RECSROOM_OPEN_TM_INFO: '자료실 개방시간',
    READROOM_OPEN_TM_INFO: '열람실 개방시간',
    RECSROOM_REST_DE_INFO: '자료실 휴관일',
    READROOM_REST_DE_INFO: '열람실 휴관일',
    DMSTC_BOOK_DATA_CNT: '국내서 자료 수',
    FRN_BOOK_DATA_CNT: '국외서 자료 수',
    ...COORDINATES,
  },
});

export const listParkingLots = listTool({
  name: 'gyeonggi_list_parking_lots',
  service: 'ParkingPlace',
  ko: '시군별 주차장 목록: 주차장명, 공영/민영, 노외/노상/부설, 주차면수(숫자), 운영시간, 요금(기본시간·기본요금·추가요금), 주소, 좌표. SIGUN_NM/SIGUN_CD/PARKPLC_NM/PARKPLC_DIV_NM/CHRG_INFO로 거릅니다.',
  en: 'Lists parking lots by 시군 with type, spaces (a number), hours, fees and coordinates.',
  filters: {
    ...bySigun,
    PARKPLC_NM: partial('주차장명', '공영주차장').optional(),
    PARKPLC_DIV_NM: exactText('주차장구분: 공영, 민영', '공영').optional(),
    CHRG_INFO: exactText('요금정보: 유료, 무료', '무료').optional(),
  },
  numeric: ['PARKNG_COMPRT_PLANE_CNT'],
  fields: {
    SIGUN_NM: '시군명',
    SIGUN_CD: '시군코드',
    PARKPLC_MANAGE_NO: '주차장관리번호',
    PARKPLC_NM: '주차장명',
    PARKPLC_DIV_NM: '주차장구분 (공영/민영)',
    PARKPLC_TYPE: '주차장유형 (노외/노상/부설)',
    LOCPLC_ROADNM_ADDR: '소재지 도로명주소',
    LOCPLC_LOTNO_ADDR: '소재지 지번주소',
    PARKNG_COMPRT_PLANE_CNT: '주차구획수',
    WKDAY_OPERT_BEGIN_TM: '평일 운영 시작 (HH:MM)',
    WKDAY_OPERT_END_TM: '평일 운영 종료 (HH:MM)',
    CHRG_INFO: '요금정보 (유료/무료)',
    PARKNG_BASIS_TM: '기본주차시간(분)',
    PARKNG_BASIS_USE_CHRG: '기본주차요금(원)',
    ADD_UNIT_TM: '추가단위시간(분)',
    ADD_UNIT_TM2_WITHIN_USE_CHRG: '추가단위요금(원)',
    CONTCT_NO: '연락처',
    ...COORDINATES,
  },
});

export const listChildcareCenters = listTool({
  name: 'gyeonggi_list_childcare_centers',
  service: 'ChildHouse',
  ko: '시군별 어린이집 목록: 어린이집명, 유형(국공립/민간/가정/직장 등), 정원, 보육실 수, 통학차량 운영 여부, 주소, 좌표. SIGUN_NM/SIGUN_CD/KIDGARTN_NM/KIDGARTN_DIV_NM으로 거릅니다.',
  en: 'Lists childcare centres by 시군, name or type with capacity, rooms, shuttle and coordinates.',
  filters: {
    ...bySigun,
    KIDGARTN_NM: partial('어린이집명', '해님').optional(),
    KIDGARTN_DIV_NM: exactText(
      '어린이집 유형: 국공립, 민간, 가정, 직장, 법인·단체등, 사회복지법인',
      '국공립',
    ).optional(),
  },
  fields: {
    SIGUN_NM: '시군명',
    SIGUN_CD: '시군코드',
    KIDGARTN_NM: '어린이집명',
    KIDGARTN_DIV_NM: '어린이집 유형',
    KIDGARTN_TELNO: '전화번호',
    PSN_CAPA_CNT: '정원',
    CHLDCR_ROOM_CNT: '보육실 수',
    CHLDCARE_SCHLSTAF_CNT: '보육교직원 수',
    ATNDSKL_VEHCLE_OPERT_YN: '통학차량 운영 여부 (Y/N)',
    DATA_STD_DE: '데이터 기준일 (YYYYMMDD)',
    REFINE_LOTNO_ADDR: '소재지 지번주소',
    REFINE_ROADNM_ADDR: '소재지 도로명주소',
    REFINE_ZIP_CD: '우편번호',
    ...COORDINATES,
  },
});

const ACCIDENT_COUNTS = [
  'OCCUR_CNT',
  'CASLT_CNT',
  'DPRS_CNT',
  'SERINJRY_INDVDL_CNT',
  'SLTINJRY_INDVDL_CNT',
  'INJURY_APLCNT_CNT',
];

export const listAccidentHotspots = listTool({
  name: 'gyeonggi_list_accident_hotspots',
  service: 'TfcacdarM',
  ko: '시군별 교통사고 다발지역: 사고연도, 사고유형(보행노인, 보행어린이, 자전거, 이륜차, 법규위반, 결빙 등), 지점 위치, 관할경찰서, 발생건수·사상자·사망자·중상자·경상자·부상신고자 수(숫자), 좌표. SIGUN_NM/SIGUN_CD/ACDNT_YY/ACDNT_DIV_NM으로 거릅니다. SIGUN_CD는 2019년 이전 행에 비어 있어 그 행을 놓치므로 SIGUN_NM을 쓰세요. 그 해의 자료는 다음 해 4월에 공개됩니다.',
  en: 'Lists traffic-accident hot spots by 시군, year and type with casualty counts (numbers); prefer SIGUN_NM (SIGUN_CD is empty before 2019).',
  filters: {
    ...bySigun,
    ACDNT_YY: z
      .string()
      .regex(/^20\d{2}$/, 'ACDNT_YY is a 4-digit year, e.g. 2024')
      .optional()
      .describe('사고연도 (YYYY), e.g. 2024'),
    ACDNT_DIV_NM: exactText(
      '사고유형: 보행자, 보행노인, 보행어린이, 스쿨존어린이, 자전거, 법규위반, 이륜차, 결빙, 연휴기간',
      '보행노인',
    ).optional(),
  },
  numeric: ACCIDENT_COUNTS,
  fields: {
    SIGUN_NM: '시군명',
    SIGUN_CD: '시군코드',
    ACDNT_YY: '사고연도',
    ACDNT_DIV_NM: '사고유형',
    MULTI_KNOWLG_DIV_NO: '다발지역 식별번호',
    LEGALDONG_CD_NO: '법정동코드 (10자리)',
    SPOT_NO: '지점번호',
    JURISD_POLCSTTN_NM: '관할경찰서',
    LOC_INFO: '지점 위치',
    OCCUR_CNT: '발생건수',
    CASLT_CNT: '사상자수',
    DPRS_CNT: '사망자수',
    SERINJRY_INDVDL_CNT: '중상자수',
    SLTINJRY_INDVDL_CNT: '경상자수',
    INJURY_APLCNT_CNT: '부상신고자수',
    LAT: '위도 (문자열)',
    LOGT: '경도 (문자열)',
  },
});

export const getPopulation = listTool({
  name: 'gyeonggi_get_population',
  service: 'AgeAcctoPopltn',
  ko: '경기도 시군·구·읍면동별 월별 주민등록 인구(총인구, 남녀, 세대수; 숫자). EXAMIN_YY/EXAMIN_MT로 기준연월을, ADMZONE_DIV_NM(시군/구/읍면동)으로 단위를, ADMZONE_NM(부분 일치, 예: 수원시)이나 LEGALDONG_CD(시군코드+00000, 예: 4111000000)로 지역을 거릅니다. 한 달의 통계는 다음 달 10일에 공개됩니다.',
  en: 'Monthly resident population by 시군, 구 and 읍면동 (numbers); filter by year/month, level and area name or code (SIGUN_CD + 00000).',
  filters: {
    EXAMIN_YY: z
      .string()
      .regex(/^20\d{2}$/, 'EXAMIN_YY is a 4-digit year, e.g. 2026')
      .optional()
      .describe('기준연도 (YYYY), e.g. 2026'),
    EXAMIN_MT: z
      .string()
      .regex(/^(0[1-9]|1[0-2])$/, 'EXAMIN_MT is a 2-digit month 01–12, e.g. 07')
      .optional()
      .describe('기준월 (MM, 두 자리), e.g. 07'),
    ADMZONE_DIV_NM: z.enum(['시군', '구', '읍면동']).optional().describe('행정구역 단위: 시군, 구, 읍면동'),
    ADMZONE_NM: partial('행정구역명 ("경기도 수원시 장안구 정자동" 형식)', '수원시').optional(),
    LEGALDONG_CD: z
      .string()
      .regex(/^41\d{8}$/, 'LEGALDONG_CD is 10 digits starting with 41; a 시군 is its SIGUN_CD + 00000, e.g. 4111000000')
      .optional()
      .describe('법정지역코드 (10자리; 시군은 시군코드+00000), e.g. 4111000000'),
  },
  numeric: ['TOT_POPLTN_CNT', 'MALE_POPLTN_CNT', 'FEMALE_POPLTN_CNT', 'HSHLD_CNT'],
  fields: {
    EXAMIN_YY: '기준연도',
    EXAMIN_MT: '기준월',
    ADMZONE_NM: '행정구역명',
    ADMZONE_DIV_NM: '행정구역 단위 (시군/구/읍면동)',
    LEGALDONG_CD: '법정지역코드',
    TOT_POPLTN_CNT: '총인구수',
    MALE_POPLTN_CNT: '남자 인구수',
    FEMALE_POPLTN_CNT: '여자 인구수',
    HSHLD_CNT: '세대수',
  },
});

export const CIVIC_TOOLS = [listLibraries, listParkingLots, listChildcareCenters, listAccidentHotspots, getPopulation];
