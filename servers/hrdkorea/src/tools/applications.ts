// 원서접수 kept in the session's `user` state: apply for a stage of a round, cancel it, list them.
// Q-Net's own 접수 is a web flow, not an OpenAPI; these tools validate every application against the
// upstream (qualification list, qualExamSchd, getFeeList) through the client, in both modes.
import { ToolError } from '@kopa/kit';
import { z } from 'zod';
import { koreanDate, kstClockLabel } from '../data/calendar.ts';
import { Application, implSeq, implYy, jmCd, serviceKey } from '../schemas.ts';
import { parseFeeContents } from '../upstream/fee-contents.ts';
import {
  cancellationDeadline,
  exemptionFloor,
  receiptNoOf,
  refundRate,
  registrationState,
  stageDates,
  windowLabel,
} from './application-rules.ts';
import { hrdTool } from './tool.ts';

const ApplicationsOutput = z.object({
  applications: z.array(Application).describe('이 세션의 접수 내역 (접수한 순서)'),
  count: z.number().int(),
});

export const applyExam = hrdTool({
  name: 'hrdkorea_apply_exam',
  title: '원서접수',
  description:
    '원서접수: 종목(jmCd)의 시행년도·회차(implYy, implSeq) 필기 또는 실기에 접수합니다. 원서접수 기간(첫날 10:00 ~ 마지막 날 18:00 KST, hrdkorea_get_exam_schedule의 docReg*/pracReg*) 안에서만 가능하고, 같은 접수는 한 번만 됩니다. 실기는 그 종목의 필기 합격(발표일부터 2년 이내, user.writtenPasses)이 있어야 합니다. 응시수수료는 getFeeList에서 가져옵니다.\n' +
    'Applies for the written (필기) or practical (실기) stage of a round; only inside the registration window, once, and 실기 needs a 필기 pass.',
  input: z.object({
    serviceKey,
    jmCd,
    implYy,
    implSeq,
    stage: z.enum(['필기', '실기']).describe('접수할 시험: 필기(1차) 또는 실기(2차·면접)'),
  }),
  output: z.object({ application: Application, ...ApplicationsOutput.shape }),
  kind: 'write',
  effect: 'add',
  generic: ['serviceKey'],
  async run(args, { client, state, now, updateUser }) {
    const seq = String(Number(args.implSeq));
    const list = await client.qnet('InquiryListNationalQualifcationSVC/getList', { serviceKey: args.serviceKey });
    const qualification = list.items.find((row) => row.jmcd === args.jmCd);
    if (!qualification) {
      throw new ToolError(
        `jmCd ${args.jmCd} is not a Q-Net qualification; find the code with hrdkorea_list_qualifications.`,
        { parameter: 'jmCd' },
      );
    }
    const name = qualification.jmfldnm ?? args.jmCd;
    const schedule = await client.examSchedules({
      serviceKey: args.serviceKey,
      jmCd: args.jmCd,
      implYy: args.implYy,
      numOfRows: '50',
    });
    const round = schedule.items.find((row) => row.implSeq === seq);
    if (!round) {
      const seqs = schedule.items.map((row) => row.implSeq).join(', ');
      throw new ToolError(
        `${name} (${args.jmCd}) has no round ${seq} in ${args.implYy}${seqs ? `; its rounds that year are ${seqs}` : ' (no published round that year)'}. Check the rounds with hrdkorea_get_exam_schedule.`,
        { parameter: 'implSeq' },
      );
    }
    const dates = stageDates({ round, stage: args.stage });
    const window = registrationState({ now, dates });
    if (window !== 'open') {
      throw new ToolError(
        `${args.stage} registration for ${round.description ?? `${args.implYy} round ${seq}`} is ${window === 'before' ? 'not open yet' : 'closed'}: it runs ${windowLabel(dates)} and it is now ${kstClockLabel(now)} KST. ${window === 'before' ? 'Apply once it opens.' : 'Pick a later round with hrdkorea_get_exam_schedule.'}`,
        { parameter: 'implSeq' },
      );
    }
    const receiptNo = receiptNoOf({ implYy: args.implYy, implSeq: seq, jmCd: args.jmCd, stage: args.stage });
    const current = state.user.applications;
    if (current.some((application) => application.receiptNo === receiptNo)) {
      throw new ToolError(
        `You already applied for ${name} ${args.stage} in this round (receiptNo ${receiptNo}); see hrdkorea_list_my_applications.`,
        { parameter: 'stage' },
      );
    }
    if (args.stage === '실기') {
      const today = koreanDate(now);
      const floor = exemptionFloor(dates.regStartDt);
      const passed = state.user.writtenPasses.some(
        (pass) => pass.jmCd === args.jmCd && pass.docPassDt <= today && pass.docPassDt >= floor,
      );
      if (!passed) {
        throw new ToolError(
          `실기 registration for ${name} needs a 필기 pass of the same jmCd announced on or after ${floor} (필기 면제 2년); none is on record in user.writtenPasses. Apply for the 필기 stage first (hrdkorea_apply_exam with stage 필기).`,
          { parameter: 'stage' },
        );
      }
    }
    const feePage = await client.qnet('InquiryTestInformationNTQSVC/getFeeList', {
      serviceKey: args.serviceKey,
      jmCd: args.jmCd,
    });
    const fees = parseFeeContents(feePage.items[0]?.contents ?? '');
    const application: Application = {
      receiptNo,
      jmCd: args.jmCd,
      jmfldnm: name,
      implYy: args.implYy,
      implSeq: seq,
      description: round.description ?? '',
      stage: args.stage,
      ...dates,
      fee: (args.stage === '필기' ? fees.필기 : fees.실기) ?? 0,
      appliedAt: now.toISOString(),
    };
    const applications = [...current, application];
    updateUser((user) => ({ ...user, applications }));
    return { application, applications, count: applications.length };
  },
});

export const cancelExamApplication = hrdTool({
  name: 'hrdkorea_cancel_exam_application',
  title: '원서접수 취소',
  description:
    '원서접수 취소: 접수번호(receiptNo)의 접수를 취소합니다. 시험 시작 5일 전까지 가능하며, 접수기간 안이면 100%, 그 뒤에는 50%를 환불합니다.\n' +
    'Cancels an application by receiptNo until five days before the exam; 100% refund during registration, 50% after.',
  input: z.object({
    receiptNo: z
      .string()
      .regex(/^\d{12}$/, 'receiptNo is the 12-digit 접수번호 from hrdkorea_apply_exam or hrdkorea_list_my_applications')
      .describe('접수번호 (12자리), e.g. 202600313201'),
  }),
  output: z.object({
    cancelled: Application,
    refundRate: z.number().int().describe('환불률 (%)'),
    refund: z.number().int().describe('환불액 (원)'),
    ...ApplicationsOutput.shape,
  }),
  kind: 'write',
  effect: 'remove',
  run(args, { state, now, updateUser }) {
    const current = state.user.applications;
    const application = current.find((entry) => entry.receiptNo === args.receiptNo);
    if (!application) {
      throw new ToolError(
        `No application with receiptNo ${args.receiptNo} (you have: ${current.map((entry) => entry.receiptNo).join(', ') || 'none'}); read them with hrdkorea_list_my_applications.`,
        { parameter: 'receiptNo' },
      );
    }
    if (now.getTime() >= cancellationDeadline(application.examStartDt).getTime()) {
      throw new ToolError(
        `The ${application.stage} application ${args.receiptNo} can no longer be cancelled: cancellation closes five days before the exam (${application.examStartDt}).`,
        { parameter: 'receiptNo' },
      );
    }
    const rate = refundRate({ now, regEndDt: application.regEndDt });
    const applications = current.filter((entry) => entry.receiptNo !== args.receiptNo);
    updateUser((user) => ({ ...user, applications }));
    return {
      cancelled: application,
      refundRate: rate,
      refund: Math.floor((application.fee * rate) / 100),
      applications,
      count: applications.length,
    };
  },
});

export const listMyApplications = hrdTool({
  name: 'hrdkorea_list_my_applications',
  title: '원서접수 내역 조회',
  description:
    '원서접수 내역 조회: 이 세션에서 접수한 시험(접수번호, 종목, 회차, 필기/실기, 시험일, 수수료).\n' +
    "Lists this session's exam applications.",
  input: z.object({}),
  output: ApplicationsOutput,
  kind: 'read',
  run: (_args, { state }) => ({ applications: [...state.user.applications], count: state.user.applications.length }),
});

export const APPLICATION_TOOLS = [applyExam, cancelExamApplication, listMyApplications];
