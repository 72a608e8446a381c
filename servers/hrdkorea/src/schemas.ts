// HRD Korea request parameters, response rows and the writable user state, declared once with the
// real names and formats; every tool builds its input and output from these.
import { z } from 'zod';

export const serviceKey = z
  .string()
  .min(1, 'serviceKey is required; get it with hrdkorea_get_api_key')
  .describe('공공데이터포털 인증키 (serviceKey). Get it with hrdkorea_get_api_key.');

export const jmCd = z
  .string()
  .regex(
    /^\d{4}$/,
    'jmCd must be the 4-digit 종목코드 (e.g. 1320 정보처리기사); find it with hrdkorea_list_qualifications',
  )
  .describe('종목코드 (4자리), e.g. 1320 (정보처리기사). Find it with hrdkorea_list_qualifications (jmcd).');

export const implYy = z
  .string()
  .regex(/^20\d{2}$/, 'implYy must be a 4-digit year such as 2026')
  .describe('시행년도 (YYYY), e.g. 2026');

export const implSeq = z
  .string()
  .regex(/^\d{1,3}$/, 'implSeq must be the round number as digits, e.g. 3 (기사 제3회) or 140 (기술사 제140회)')
  .describe('시행회차 (implSeq): 기사·기능사는 1~4, 기술사·기능장은 누적 회차, e.g. 3 or 140');

export const pageNo = z.number().int().min(1, 'pageNo starts at 1').optional().describe('페이지 번호 (기본값 1)');

export const numOfRows = (options: { max: number; fallback: string }) =>
  z
    .number()
    .int()
    .min(1, 'numOfRows must be at least 1')
    .max(options.max, `numOfRows must be at most ${options.max}`)
    .optional()
    .describe(`한 페이지 결과 수 (${options.fallback})`);

/** The normalized envelope (DESIGN §3.1) around a list of rows. */
export function pageOf<Row extends z.ZodType>(row: Row) {
  return z.object({
    resultCode: z.string().describe('결과코드, "00" 정상'),
    resultMsg: z.string(),
    totalCount: z.number().int(),
    pageNo: z.number().int(),
    numOfRows: z.number().int(),
    items: z.array(row),
  });
}

/** A row whose main fields are declared and whose other real fields pass through as strings. */
export const rowWith = (fields: Record<string, string>) =>
  z
    .object(
      Object.fromEntries(Object.entries(fields).map(([name, description]) => [name, z.string().describe(description)])),
    )
    .catchall(z.string());

export const QualificationItem = rowWith({
  jmcd: '종목코드 (4자리)',
  jmfldnm: '종목명',
  qualgbcd: '자격구분: T 국가기술자격, S 국가전문자격',
  qualgbnm: '자격구분명',
  seriescd: '계열코드: 01 기술사, 02 기능장, 03 기사·산업기사, 04 기능사, 05 1급, 06 2급 (S는 빈 값)',
  seriesnm: '계열명 (등급)',
  obligfldcd: '대직무분야코드',
  obligfldnm: '대직무분야명',
  mdobligfldcd: '중직무분야코드',
  mdobligfldnm: '중직무분야명',
});

const ymd = (label: string) => `${label} (YYYYMMDD)`;

export const ExamScheduleItem = rowWith({
  implYy: '시행년도',
  implSeq: '시행회차',
  qualgbCd: '자격구분코드 (T/C/W/S)',
  qualgbNm: '자격구분명',
  description: '설명, e.g. 국가기술자격 기사 (2026년도 제3회)',
  docRegStartDt: ymd('필기시험 원서접수 시작일'),
  docRegEndDt: ymd('필기시험 원서접수 종료일'),
  docExamStartDt: ymd('필기시험 시작일'),
  docExamEndDt: ymd('필기시험 종료일'),
  docPassDt: ymd('필기시험 합격(예정)자 발표일'),
  pracRegStartDt: ymd('실기(면접)시험 원서접수 시작일'),
  pracRegEndDt: ymd('실기(면접)시험 원서접수 종료일'),
  pracExamStartDt: ymd('실기(면접)시험 시작일'),
  pracExamEndDt: ymd('실기(면접)시험 종료일'),
  pracPassDt: ymd('최종 합격자 발표일'),
});

export const GradeScheduleItem = rowWith({
  description: '회차, e.g. 기사(2026년도 제3회)',
  docregstartdt: ymd('필기 원서접수 시작일'),
  docregenddt: ymd('필기 원서접수 종료일'),
  docexamdt: ymd('필기 시험(시작)일'),
  docpassdt: ymd('필기 합격 발표일'),
  docsubmitstartdt: ymd('응시자격 서류제출 시작일 (기술사·기능장; 그 외 빈 값)'),
  docsubmitentdt: ymd('응시자격 서류제출 종료일 (upstream spelling)'),
  pracregstartdt: ymd('실기 원서접수 시작일'),
  pracregenddt: ymd('실기 원서접수 종료일'),
  pracexamstartdt: ymd('실기 시험 시작일'),
  pracexamenddt: ymd('실기 시험 종료일'),
  pracpassdt: ymd('최종 합격 발표일'),
});

export const PassRateItem = rowWith({
  grdNm: '등급명',
  jmCd: '종목코드',
  jmFldNm: '종목명',
  implYy: '시행년도',
  implSeq: '시행회차',
  examTypCcd: '시험구분: 필기 / 실기',
  recptNoCnt: '접수자 수',
  examPassCnt: '합격자 수',
  passRate: '합격률 (%, examPassCnt / recptNoCnt × 100, 소수 둘째 자리)',
});

export const WrittenPass = z
  .object({
    jmCd: z.string().regex(/^\d{4}$/),
    docPassDt: z
      .string()
      .regex(/^\d{8}$/)
      .describe('필기 합격 발표일 (YYYYMMDD)'),
  })
  .describe('필기(1차) 합격 기록: 실기 접수의 전제 (발표일부터 2년간 필기 면제)');

export const Application = z.object({
  receiptNo: z.string().describe('접수번호'),
  jmCd: z.string(),
  jmfldnm: z.string(),
  implYy: z.string(),
  implSeq: z.string(),
  description: z.string().describe('회차 설명 (qualExamSchd description)'),
  stage: z.enum(['필기', '실기']),
  regStartDt: z.string(),
  regEndDt: z.string(),
  examStartDt: z.string(),
  examEndDt: z.string(),
  fee: z.number().int().nonnegative().describe('응시수수료 (원; 알 수 없으면 0)'),
  appliedAt: z.string().describe('접수 시각 (ISO 8601, 세션 시계)'),
});
export type Application = z.infer<typeof Application>;

export const HrdUser = z.object({
  applications: z.array(Application).default([]).describe('시험 접수 내역 (접수한 순서)'),
  writtenPasses: z.array(WrittenPass).default([]).describe('필기 합격 기록 (실기 접수 요건)'),
});
export type HrdUser = z.infer<typeof HrdUser>;
