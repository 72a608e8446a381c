// Per-bill operations: BILLINFODETAIL (by BILL_ID) and ALLBILL (by BILL_NO) as detail items, and
// the proposer list and committee / 법사위 meetings of a bill.
import { z } from 'zod';
import { AllBillItem, BillDetailItem, CommitteeConferenceRow, JudiciaryConferenceRow, ProposerRow } from '../rows.ts';
import { BILL_ID, BILL_NO, itemOf, KEY } from '../schemas.ts';
import type { ApiCode } from '../upstream/apis.ts';
import { assemblyTool, GENERIC, listTool } from './tool.ts';

function detailTool<Item extends z.ZodObject>(spec: {
  name: string;
  title: string;
  api: ApiCode;
  description: string;
  by: 'BILL_ID' | 'BILL_NO';
  item: Item;
}) {
  return assemblyTool({
    name: spec.name,
    title: spec.title,
    operation: spec.api,
    description: spec.description,
    input: z.object({ KEY, [spec.by]: spec.by === 'BILL_ID' ? BILL_ID : BILL_NO }),
    output: itemOf(spec.item),
    kind: 'read',
    generic: GENERIC,
    async run(args, { client }) {
      const page = await client.list(spec.api, args as Record<string, string>);
      return { resultCode: page.resultCode, resultMsg: page.resultMsg, item: page.items[0] as z.infer<Item> };
    },
  });
}

export const getBillDetail = detailTool({
  name: 'assembly_get_bill_detail',
  title: '의안 상세정보',
  api: 'BILLINFODETAIL',
  by: 'BILL_ID',
  description:
    '의안 상세정보 (BILLINFODETAIL): BILL_ID 한 건의 제안자·제안회기, 소관위·법사위·본회의 단계별 일자와 결과, 정부이송일, 공포일·공포번호·공포법률명(PROM_LAW_NM; law.go.kr 법령명 검색에 사용).\n' +
    "One bill's full life cycle by BILL_ID: committee, 법사위 and plenary dates and results, promulgation.",
  item: BillDetailItem,
});

export const getBillByNo = detailTool({
  name: 'assembly_get_bill_by_no',
  title: '의안정보 통합 API',
  api: 'ALLBILL',
  by: 'BILL_NO',
  description:
    '의안정보 통합 API (ALLBILL): 의안번호(BILL_NO, 7자리)로 의안 한 건의 BILL_ID, 의안명, 제안자, 단계별 일자·결과, 공포 정보와 링크를 찾습니다. 표결현황의 BILL_NO를 BILL_ID로 바꿀 때 씁니다.\n' +
    'One bill by its 7-digit BILL_NO (gives its BILL_ID, stages and promulgation).',
  item: AllBillItem,
});

const byBill = { BILL_ID };

export const listBillProposers = listTool({
  name: 'assembly_list_bill_proposers',
  title: '의안 제안자정보',
  api: 'BILLINFOPPSR',
  description:
    '의안 제안자정보 (BILLINFOPPSR): 의원 발의 의안의 대표발의자(REP_DIV=대표발의)와 공동발의자 전원의 이름·정당·국회의원코드(NASS_CD). 100명이 넘으면 pIndex로 넘겨 읽으세요.\n' +
    'The lead and every co-proposer of a member bill with party and member code (NASS_CD = MONA_CD).',
  filters: byBill,
  row: ProposerRow,
});

export const listBillCommitteeMeetings = listTool({
  name: 'assembly_list_bill_committee_meetings',
  title: '의안 위원회심사 회의정보 조회',
  api: 'BILLJUDGECONF',
  description:
    '의안 위원회심사 회의정보 조회 (BILLJUDGECONF): 의안이 소관위원회에서 상정·의결된 회의(회의명·회의일·결과). 회의일은 위원회별 일정(assembly_list_committee_meetings)과 일치합니다.\n' +
    'The committee meetings that took up a bill (상정, decision) with meeting names and dates.',
  filters: byBill,
  row: CommitteeConferenceRow,
});

export const listBillJudiciaryMeetings = listTool({
  name: 'assembly_list_bill_judiciary_meetings',
  title: '의안 법사위 회의정보 조회',
  api: 'BILLLWJUDGECONF',
  description:
    '의안 법사위 회의정보 조회 (BILLLWJUDGECONF): 소관위를 통과한 의안의 법제사법위원회 체계·자구 심사 회의(상정·결과).\n' +
    "The Legislation and Judiciary Committee's review meetings of a bill.",
  filters: byBill,
  row: JudiciaryConferenceRow,
});

export const BILL_DETAIL_TOOLS = [
  getBillDetail,
  getBillByNo,
  listBillProposers,
  listBillCommitteeMeetings,
  listBillJudiciaryMeetings,
];
