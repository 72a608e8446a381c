// The Open Assembly APIs this platform serves, keyed by their real service codes: the row each
// returns, the parameters it cannot do without (ERROR-300) and whether it silently returns nothing
// without AGE (대수), as the real API does.
import type { z } from 'zod';
import {
  AllBillItem,
  BillDetailItem,
  CommitteeConferenceRow,
  CommitteeMemberRow,
  CommitteeRow,
  CommitteeScheduleRow,
  JudiciaryConferenceRow,
  MemberBillRow,
  MemberHistoryRow,
  MemberProfileRow,
  MemberVoteRow,
  PendingBillRow,
  PlenaryScheduleRow,
  ProcessedBillRow,
  ProposerRow,
  VoteTallyRow,
} from '../rows.ts';

interface ApiSpec {
  /** The official Korean name. */
  title: string;
  row: z.ZodObject;
  /** Missing → ERROR-300. */
  required?: readonly string[];
  /** Missing AGE → an INFO-200 head with no rows (not an error code). */
  ageRequired?: boolean;
}

export const APIS = {
  ALLNAMEMBER: { title: '국회의원 정보 통합 API', row: MemberHistoryRow },
  nwvrqwxyaytdsfvhu: { title: '국회의원 인적사항', row: MemberProfileRow },
  nzmimeepazxkubdpn: { title: '국회의원 발의법률안', row: MemberBillRow, ageRequired: true },
  nwbqublzajtcqpdae: { title: '법률안 심사 및 처리(계류의안)', row: PendingBillRow },
  nzpltgfqabtcpsmai: { title: '법률안 심사 및 처리(처리의안)', row: ProcessedBillRow, ageRequired: true },
  BILLINFODETAIL: { title: '의안 상세정보', row: BillDetailItem, required: ['BILL_ID'] },
  ALLBILL: { title: '의안정보 통합 API', row: AllBillItem, required: ['BILL_NO'] },
  BILLINFOPPSR: { title: '의안 제안자정보', row: ProposerRow, required: ['BILL_ID'] },
  BILLJUDGECONF: { title: '의안 위원회심사 회의정보 조회', row: CommitteeConferenceRow, required: ['BILL_ID'] },
  BILLLWJUDGECONF: { title: '의안 법사위 회의정보 조회', row: JudiciaryConferenceRow, required: ['BILL_ID'] },
  ncocpgfiaoituanbr: { title: '의안별 표결현황', row: VoteTallyRow, ageRequired: true },
  nojepdqqaweusdfbi: {
    title: '국회의원 본회의 표결정보',
    row: MemberVoteRow,
    required: ['BILL_ID'],
    ageRequired: true,
  },
  nxrvzonlafugpqjuh: { title: '위원회 현황 정보', row: CommitteeRow },
  nktulghcadyhmiqxi: { title: '위원회 위원 명단', row: CommitteeMemberRow },
  nrsldhjpaemrmolla: { title: '위원회별 일정', row: CommitteeScheduleRow, required: ['UNIT_CD'] },
  nekcaiymatialqlxr: { title: '본회의 일정', row: PlenaryScheduleRow, required: ['UNIT_CD'] },
} as const satisfies Record<string, ApiSpec>;

export type ApiCode = keyof typeof APIS;

export function isApiCode(code: string): code is ApiCode {
  return Object.hasOwn(APIS, code);
}

export function apiSpec(code: ApiCode): ApiSpec {
  return APIS[code];
}

/** The declared field names of an API's row, in order. */
export function fieldsOf(code: ApiCode): string[] {
  return Object.keys(APIS[code].row.shape);
}
