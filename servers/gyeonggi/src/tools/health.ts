// Health and safety tools: 약국, 자동심장충격기(AED), 동물병원, 소아 야간진료 의료기관.
import { exactText, partial, SIGUN_CD, SIGUN_NM } from '../schemas.ts';
import { listTool } from './tool.ts';

const ADDRESS = {
  REFINE_LOTNO_ADDR: '소재지 지번주소',
  REFINE_ROADNM_ADDR: '소재지 도로명주소',
  REFINE_ZIP_CD: '우편번호',
  REFINE_WGS84_LAT: 'WGS84 위도 (문자열)',
  REFINE_WGS84_LOGT: 'WGS84 경도 (문자열)',
};
const bySigun = { SIGUN_NM: SIGUN_NM.optional(), SIGUN_CD: SIGUN_CD.optional() };

const DAY_NAMES = {
  MON: '월',
  TUES: '화',
  WED: '수',
  THUR: '목',
  FRI: '금',
  SAT: '토',
  SUN: '일',
  HOLIDAY: '공휴일',
} as const;
const HOURS = Object.fromEntries(
  Object.entries(DAY_NAMES).flatMap(([day, label]) => [
    [`${day}_BEGIN_TREAT_TM`, `${label}요일 시작시각 (HHMM; 휴무면 "")`.replace('공휴일요일', '공휴일')],
    [`${day}_END_TREAT_TM`, `${label}요일 종료시각 (HHMM)`.replace('공휴일요일', '공휴일')],
  ]),
);

export const listPharmacies = listTool({
  name: 'gyeonggi_list_pharmacies',
  service: 'ParmacyInfo',
  ko: '시군별 약국 목록과 요일별 운영시간(시작/종료 HHMM), 전화번호, 주소, 좌표. SIGUN_NM/SIGUN_CD/INST_NM(부분 일치)으로 거릅니다.',
  en: 'Lists pharmacies by 시군 or name with opening hours per weekday (HHMM), phone, address and coordinates.',
  filters: { ...bySigun, INST_NM: partial('약국명', '온누리').optional() },
  fields: {
    SIGUN_NM: '시군명',
    SIGUN_CD: '시군코드',
    INST_NM: '약국명',
    REPRSNT_TELNO: '대표전화',
    ...HOURS,
    ...ADDRESS,
  },
});

export const listAeds = listTool({
  name: 'gyeonggi_list_aeds',
  service: 'Aedstus',
  ko: '시군별 자동심장충격기(AED) 설치 장소, 설치 위치, 관리기관 전화, 모델명, 좌표. SIGUN_NM/SIGUN_CD/INSTL_PLACE(부분 일치)로 거릅니다.',
  en: 'Lists automated external defibrillators (AED) by 시군 with installation place, model and coordinates.',
  filters: { ...bySigun, INSTL_PLACE: partial('설치장소', '행정복지센터').optional() },
  fields: {
    SIGUN_NM: '시군명',
    SIGUN_CD: '시군코드',
    INSTL_PLACE: '설치장소',
    INSTL_POSITN: '설치위치 (건물 안)',
    MANAGE_INST_TELNO: '관리기관 전화번호',
    MODEL_NM: '모델명',
    MANUFACTR_NM: '제조사',
    ...ADDRESS,
  },
});

export const listAnimalHospitals = listTool({
  name: 'gyeonggi_list_animal_hospitals',
  service: 'Animalhosptl',
  ko: '시군별 동물병원 인허가 목록(정상·휴업·폐업): 사업장명, 인허가일자, 영업상태(정상/휴업/폐업), 전화, 주소. SIGUN_NM/SIGUN_CD/BIZPLC_NM/BSN_STATE_NM으로 거릅니다. 이 서비스의 영업 중 상태값은 "정상"입니다.',
  en: 'Lists licensed animal hospitals by 시군, name or state (정상/휴업/폐업 in this service).',
  filters: {
    ...bySigun,
    BIZPLC_NM: partial('사업장명', '24시').optional(),
    BSN_STATE_NM: exactText('영업상태명: 정상, 휴업, 폐업', '정상').optional(),
  },
  fields: {
    SIGUN_NM: '시군명',
    SIGUN_CD: '시군코드',
    BIZPLC_NM: '사업장명',
    LICENSG_DE: '인허가일자 (YYYYMMDD)',
    BSN_STATE_NM: '영업상태명 (정상/휴업/폐업)',
    CLSBIZ_DE: '폐업일자 (YYYYMMDD)',
    LOCPLC_FACLT_TELNO: '소재지 전화번호',
    ...ADDRESS,
  },
});

export const listChildNightClinics = listTool({
  name: 'gyeonggi_list_child_night_clinics',
  service: 'ChildNightTreatHosptl',
  ko: '시군별 소아 야간·휴일 진료 의료기관(달빛어린이병원 포함) 목록과 진료시간, 전화, 주소. SIGUN_NM/SIGUN_CD/FACLT_NM으로 거릅니다.',
  en: "Lists children's night and holiday clinics by 시군 with their hours, phone and address.",
  filters: { ...bySigun, FACLT_NM: partial('의료기관명', '아동병원').optional() },
  fields: {
    SIGUN_NM: '시군명',
    SIGUN_CD: '시군코드',
    FACLT_NM: '의료기관명',
    FACLT_DIV_NM: '구분 (달빛어린이병원/소아야간진료기관)',
    TELNO: '전화번호',
    WKDAY_TREAT_TM_INFO: '평일 진료시간',
    SAT_TREAT_TM_INFO: '토요일 진료시간',
    HOLIDAY_TREAT_TM_INFO: '공휴일 진료시간',
    ...ADDRESS,
  },
});

export const HEALTH_TOOLS = [listPharmacies, listAeds, listAnimalHospitals, listChildNightClinics];
