// 공공서비스예약 listings: the all-services feed (tvYeyakCOllect), one tool per service family
// (ListPublicReservationSport, …) and the detail of one listing (ListPublicReservationDetail).
import { z } from 'zod';
import { KEY, rowWith, SVCID } from '../schemas.ts';
import { listTool, seoulTool } from './tool.ts';

export const ReservationRow = rowWith({
  GUBUN: '구분',
  SVCID: '서비스ID',
  MAXCLASSNM: '대분류명',
  MINCLASSNM: '소분류명',
  SVCSTATNM: '서비스상태 (안내중, 접수중, 예약마감, 접수종료, 예약일시중지)',
  SVCNM: '서비스명',
  PAYATNM: '결제방법 (유료/무료)',
  PLACENM: '장소명',
  USETGTINFO: '서비스대상',
  SVCURL: '바로가기URL',
  X: '장소X좌표 (원본 그대로: 위도)',
  Y: '장소Y좌표 (원본 그대로: 경도)',
  SVCOPNBGNDT: '서비스개시시작일시',
  SVCOPNENDDT: '서비스개시종료일시',
  RCPTBGNDT: '접수시작일시',
  RCPTENDDT: '접수종료일시',
  AREANM: '지역명 (자치구)',
  V_MIN: '서비스이용 시작시간',
  V_MAX: '서비스이용 종료시간',
  REVSTDDAYNM: '취소기간 기준정보',
  REVSTDDAY: '취소기간 기준일까지 일수',
});

const MINCLASSNM = z.string().min(1).optional().describe('소분류명으로 좁히기, e.g. 테니스장, 전시/관람, 회의실');

const families = [
  ['sport', 'ListPublicReservationSport', '체육시설', '축구장·테니스장·배드민턴장 등 체육시설 대관'],
  ['culture', 'ListPublicReservationCulture', '문화체험', '전시/관람·공연/행사·키즈카페 등 문화체험'],
  ['education', 'ListPublicReservationEducation', '교육', '문화교양·자연/과학·도시농업 등 교육강좌'],
  ['medical', 'ListPublicReservationMedical', '진료', '건강검진·예방접종·상담 등 진료복지'],
  ['institution', 'ListPublicReservationInstitution', '시설대관', '강의실·회의실·캠핑장 등 시설대관'],
] as const;

export const listPublicReservations = listTool({
  name: 'seoul_list_public_reservations',
  title: '서울시 공공서비스예약 정보',
  operation: 'tvYeyakCOllect',
  description:
    '서울시 공공서비스예약 정보 (tvYeyakCOllect): 서울시 공공서비스예약(yeyak.seoul.go.kr)의 모든 서비스 목록 — 서비스ID(SVCID), 분류, 상태(SVCSTATNM: 접수중이면 예약 가능), 장소, 자치구, 접수기간(RCPTBGNDT~RCPTENDDT), 이용기간. 최신 등록순. SVCID로 seoul_reserve_public_service를 호출해 예약합니다.\n' +
    'All public-service reservation listings (newest first); reserve one with seoul_reserve_public_service.',
  filters: { MINCLASSNM },
  order: ['MINCLASSNM'],
  row: ReservationRow,
});

export const FAMILY_TOOLS = families.map(([slug, operation, label, what]) =>
  listTool({
    name: `seoul_list_${slug}_reservations`,
    title: `서울시 ${label} 공공서비스예약 정보`,
    operation,
    description:
      `서울시 ${label} 공공서비스예약 정보 (${operation}): ${what} 예약 서비스 목록 — 서비스ID(SVCID), 상태(SVCSTATNM), 장소, 자치구(AREANM), 접수기간, 이용기간. 소분류명(MINCLASSNM)으로 좁힐 수 있습니다.\n` +
      `${label} reservation listings of yeyak.seoul.go.kr; filter by MINCLASSNM.`,
    filters: { MINCLASSNM },
    order: ['MINCLASSNM'],
    row: ReservationRow,
  }),
);

export const getPublicReservationDetail = seoulTool({
  name: 'seoul_get_public_reservation_detail',
  title: '서울시 공공서비스예약 상세 정보',
  operation: 'ListPublicReservationDetail',
  description:
    '서울시 공공서비스예약 상세 정보 (ListPublicReservationDetail): 서비스ID(SVCID) 하나의 상세 — 상태, 접수·이용기간, 장소·좌표, 상세내용(DTLCONT), 문의전화(TELNO), 취소 기준(REVSTDDAYNM/REVSTDDAY).\n' +
    'Detail of one reservation listing by SVCID.',
  input: z.object({ KEY, SVCID }),
  output: z.object({ resultCode: z.string(), resultMsg: z.string(), item: ReservationRow }),
  kind: 'read',
  generic: ['KEY'],
  async run(args, { client }) {
    const page = await client.list({
      service: 'ListPublicReservationDetail',
      key: args.KEY,
      start: 1,
      end: 1,
      filters: [args.SVCID],
    });
    const [item] = page.items;
    return {
      resultCode: page.resultCode,
      resultMsg: page.resultMsg,
      item: (item ?? {}) as z.infer<typeof ReservationRow>,
    };
  },
});

export const RESERVATION_LIST_TOOLS = [listPublicReservations, ...FAMILY_TOOLS, getPublicReservationDetail];
