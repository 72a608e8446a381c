// Member lookups: ALLNAMEMBER (every member of every era, name → NAAS_CD/MONA_CD) and
// nwvrqwxyaytdsfvhu (the sitting members' 인적사항).
import { MemberHistoryRow, MemberProfileRow } from '../rows.ts';
import { MONA_CD, text } from '../schemas.ts';
import { listTool } from './tool.ts';

export const searchMembers = listTool({
  name: 'assembly_search_members',
  title: '국회의원 정보 통합 API',
  api: 'ALLNAMEMBER',
  description:
    '국회의원 정보 통합 API (ALLNAMEMBER): 역대 국회의원 이름으로 국회의원코드(NAAS_CD = MONA_CD), 당선대수(GTELT_ERACO "제21대, 제22대"), 대수별 정당·선거구·위원회("/" 구분)를 찾습니다. 의안·표결 API는 이 코드로 의원을 식별합니다.\n' +
    'Finds members of every term by name and returns their member code (NAAS_CD = MONA_CD) with per-term party, district and committees separated by "/".',
  filters: {
    NAAS_NM: text('국회의원명 (부분 일치), e.g. 홍길동').optional(),
    NAAS_CD: MONA_CD.optional(),
    PLPT_NM: text('정당명 (부분 일치), e.g. 더불어민주당').optional(),
    ELECD_NM: text('선거구명 (부분 일치), e.g. 서울 종로구').optional(),
    BLNG_CMIT_NM: text('소속위원회명 (부분 일치), e.g. 보건복지위원회').optional(),
    GTELT_ERACO: text('당선대수 (부분 일치), e.g. 제22대').optional(),
  },
  row: MemberHistoryRow,
});

export const listCurrentMembers = listTool({
  name: 'assembly_list_current_members',
  title: '국회의원 인적사항',
  api: 'nwvrqwxyaytdsfvhu',
  description:
    '국회의원 인적사항 (nwvrqwxyaytdsfvhu): 현재 재임 중인 국회의원(현 대수만)의 이름·정당·선거구·대표 위원회·소속 위원회(CMITS)·재선 여부·연락처와 국회의원코드(MONA_CD). 지난 대수는 assembly_search_members를 쓰세요.\n' +
    'Profiles of the sitting members (current term only): party, district, committees, terms served and MONA_CD.',
  filters: {
    HG_NM: text('이름 (부분 일치), e.g. 홍길동').optional(),
    MONA_CD: MONA_CD.optional(),
    POLY_NM: text('정당명 (부분 일치), e.g. 국민의힘').optional(),
    ORIG_NM: text('선거구 (부분 일치), e.g. 부산 해운대구갑 또는 비례대표').optional(),
    CMIT_NM: text('대표 위원회 (부분 일치), e.g. 법제사법위원회').optional(),
  },
  row: MemberProfileRow,
});

export const MEMBER_TOOLS = [searchMembers, listCurrentMembers];
