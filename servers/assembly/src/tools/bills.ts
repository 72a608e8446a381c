// Bill lists: member bills of a term (nzmimeepazxkubdpn), pending bills (nwbqublzajtcqpdae) and
// processed bills (nzpltgfqabtcpsmai).
import { z } from 'zod';
import { MemberBillRow, PendingBillRow, ProcessedBillRow } from '../rows.ts';
import { AGE, BILL_ID, BILL_NO, text } from '../schemas.ts';
import { listTool } from './tool.ts';

const PROC_RESULTS = [
  '원안가결',
  '수정가결',
  '대안반영폐기',
  '임기만료폐기',
  '철회',
  '폐기',
  '수정안반영폐기',
  '부결',
] as const;

export const listMemberBills = listTool({
  name: 'assembly_list_member_bills',
  title: '국회의원 발의법률안',
  api: 'nzmimeepazxkubdpn',
  description:
    '국회의원 발의법률안 (nzmimeepazxkubdpn): 대수(AGE)별 의원 발의 법률안 목록(최신순). AGE가 없으면 0건(INFO-200)입니다. PROPOSER는 대표발의자 이름으로 찾으며, 결과의 RST_MONA_CD로 의원코드를 확인하세요. BILL_ID로 제안자·표결·상세를 조회합니다.\n' +
    'Member-sponsored law bills of a term (AGE is required, newest first); filter by lead proposer name, bill name, result or committee.',
  filters: {
    AGE: AGE.optional().describe('대수, e.g. "22" — 사실상 필수: 없으면 INFO-200 (0건)'),
    BILL_ID: BILL_ID.optional(),
    BILL_NO: BILL_NO.optional(),
    BILL_NAME: text('법률안명 (부분 일치), e.g. 주택임대차보호법').optional(),
    PROPOSER: text('대표발의자 이름 (부분 일치; 공동발의는 찾지 않음), e.g. 홍길동').optional(),
    PROC_RESULT: z.enum(PROC_RESULTS).optional().describe('본회의심의결과 (일치), e.g. 원안가결'),
    COMMITTEE: text('소관위원회 (부분 일치), e.g. 법제사법위원회').optional(),
  },
  row: MemberBillRow,
});

export const listPendingBills = listTool({
  name: 'assembly_list_pending_bills',
  title: '법률안 심사 및 처리(계류의안)',
  api: 'nwbqublzajtcqpdae',
  description:
    '법률안 심사 및 처리(계류의안) (nwbqublzajtcqpdae): 현 대수에서 아직 처리되지 않은 법률안(의원·위원장·정부 제출 모두). 소관위 필터는 CURR_COMMITTEE입니다 (COMMITTEE는 이 API에서 무시됩니다).\n' +
    'Bills of the current term not yet decided (all proposer kinds); filter by committee with CURR_COMMITTEE.',
  filters: {
    AGE: AGE.optional().describe('대수 (현 대수만 계류의안이 있음), e.g. "22"'),
    BILL_NAME: text('의안명 (부분 일치)').optional(),
    PROPOSER: text('제안자 (부분 일치), e.g. 홍길동 또는 정부').optional(),
    PROPOSER_KIND: z.enum(['의원', '위원장', '정부']).optional().describe('제안자구분'),
    CURR_COMMITTEE: text('소관위 (부분 일치), e.g. 국토교통위원회').optional(),
    BILL_NO: BILL_NO.optional(),
  },
  row: PendingBillRow,
});

export const listProcessedBills = listTool({
  name: 'assembly_list_processed_bills',
  title: '법률안 심사 및 처리(처리의안)',
  api: 'nzpltgfqabtcpsmai',
  description:
    '법률안 심사 및 처리(처리의안) (nzpltgfqabtcpsmai): 대수(AGE)별 처리 완료 법률안(가결·부결·폐기·철회 등, 의원·위원장·정부 제출 모두). AGE가 없으면 0건입니다.\n' +
    'Decided bills of a term (passed, rejected, discarded, withdrawn; all proposer kinds); AGE is required.',
  filters: {
    AGE: AGE.optional().describe('대수, e.g. "21" — 사실상 필수: 없으면 INFO-200'),
    BILL_NAME: text('의안명 (부분 일치)').optional(),
    PROPOSER: text('제안자 (부분 일치)').optional(),
    PROPOSER_KIND: z.enum(['의원', '위원장', '정부']).optional().describe('제안자구분'),
    CURR_COMMITTEE: text('소관위 (부분 일치)').optional(),
    PROC_RESULT_CD: z.enum(PROC_RESULTS).optional().describe('본회의심의결과 (일치)'),
    BILL_NO: BILL_NO.optional(),
  },
  row: ProcessedBillRow,
});

export const BILL_LIST_TOOLS = [listMemberBills, listPendingBills, listProcessedBills];
