// Committees and schedules: committee status (nxrvzonlafugpqjuh), rosters (nktulghcadyhmiqxi),
// committee meetings (nrsldhjpaemrmolla) and plenary meetings (nekcaiymatialqlxr).
import { z } from 'zod';
import { CommitteeMemberRow, CommitteeRow, CommitteeScheduleRow, PlenaryScheduleRow } from '../rows.ts';
import { datePrefix, MONA_CD, text, UNIT_CD } from '../schemas.ts';
import { listTool } from './tool.ts';

const DEPT = z
  .string()
  .regex(/^\d{7}$/, 'the committee code is 7 digits, e.g. 9700341; find it with assembly_list_committees')
  .describe('위원회코드 (HR_DEPT_CD, 7자리), e.g. 9700341');

export const listCommittees = listTool({
  name: 'assembly_list_committees',
  title: '위원회 현황 정보',
  api: 'nxrvzonlafugpqjuh',
  description:
    '위원회 현황 정보 (nxrvzonlafugpqjuh): 상임위원회·특별위원회의 위원회코드(HR_DEPT_CD), 위원장, 간사, 정수·현원, 교섭/비교섭단체 위원 수.\n' +
    'Committees with their code (HR_DEPT_CD), chair, 간사, seat limit and current members.',
  filters: {
    COMMITTEE_NAME: text('위원회명 (부분 일치), e.g. 보건복지위원회').optional(),
    HR_DEPT_CD: DEPT.optional(),
    CMT_DIV_NM: text('위원회구분 (부분 일치), e.g. 상임위원회').optional(),
    HG_NM: text('위원장 이름 (부분 일치)').optional(),
  },
  row: CommitteeRow,
});

export const listCommitteeMembers = listTool({
  name: 'assembly_list_committee_members',
  title: '위원회 위원 명단',
  api: 'nktulghcadyhmiqxi',
  description:
    '위원회 위원 명단 (nktulghcadyhmiqxi): 현 대수 위원회별 위원장·간사·위원의 이름, 정당, 선거구, 국회의원코드(MONA_CD).\n' +
    'Current committee rosters: chair, 간사 and members with party and MONA_CD.',
  filters: {
    DEPT_CD: DEPT.optional(),
    DEPT_NM: text('위원회명 (부분 일치)').optional(),
    HG_NM: text('위원명 (부분 일치)').optional(),
    POLY_NM: text('정당 (부분 일치)').optional(),
    MONA_CD: MONA_CD.optional(),
  },
  row: CommitteeMemberRow,
});

export const listCommitteeMeetings = listTool({
  name: 'assembly_list_committee_meetings',
  title: '위원회별 일정',
  api: 'nrsldhjpaemrmolla',
  description:
    '위원회별 일정 (nrsldhjpaemrmolla): 대수코드(UNIT_CD, 필수)의 위원회 전체회의·법안심사소위원회 일정(최신순)과 안건(ANGUN). MEETING_DATE는 "2025-11" 처럼 앞부분으로 찾습니다.\n' +
    'Committee meeting schedule of a term (UNIT_CD required), newest first, with agendas; MEETING_DATE matches a prefix.',
  filters: {
    UNIT_CD,
    COMMITTEE_NAME: text('위원회명 (부분 일치)').optional(),
    HR_DEPT_CD: DEPT.optional(),
    MEETING_DATE: datePrefix('MEETING_DATE', '회의일자 앞부분 (YYYY-MM 또는 YYYY-MM-DD), e.g. 2025-11').optional(),
  },
  row: CommitteeScheduleRow,
});

export const listPlenarySchedule = listTool({
  name: 'assembly_list_plenary_schedule',
  title: '본회의 일정',
  api: 'nekcaiymatialqlxr',
  description:
    '본회의 일정 (nekcaiymatialqlxr): 대수코드(UNIT_CD, 필수)의 본회의 회기·차수·일자와 처리 안건(CONTS), 최신순. 일자 필드명은 실제 API 철자 그대로 MEETTING_DATE입니다.\n' +
    'Plenary meetings of a term (UNIT_CD required), newest first, with the bills taken up.',
  filters: {
    UNIT_CD,
    MEETINGSESSION: text('회기, e.g. 제418회').optional(),
    CHA: text('차수, e.g. 제5차').optional(),
    MEETTING_DATE: datePrefix('MEETTING_DATE', '일자 앞부분 (YYYY-MM 또는 YYYY-MM-DD)').optional(),
  },
  row: PlenaryScheduleRow,
});

export const COMMITTEE_TOOLS = [listCommittees, listCommitteeMembers, listCommitteeMeetings, listPlenarySchedule];
