// law.go.kr DRF request variables and response rows, declared once with the real (Korean) names and
// formats; every tool builds its input and output from these.
import { z } from 'zod';

export const OC = z
  .string()
  .min(1, 'OC is required; get it with law_get_api_key')
  .describe(
    'OC: 국가법령정보 공동활용 사용자 ID (open.law.go.kr 가입 이메일의 ID 부분), e.g. g4c. Get it with law_get_api_key.',
  );

const ymd = (label: string, example: string) =>
  z
    .string()
    .regex(/^\d{8}$/, `must be a date as YYYYMMDD, e.g. ${example}`)
    .describe(`${label} (YYYYMMDD), e.g. ${example}`);

export const dateRange = (label: string, example: string) =>
  z
    .string()
    .regex(/^\d{8}(~\d{8})?$/, `must be YYYYMMDD~YYYYMMDD, e.g. ${example}`)
    .describe(`${label} (YYYYMMDD~YYYYMMDD), e.g. ${example}`);

export const Paging = {
  display: z
    .number()
    .int()
    .min(1)
    .max(100, 'display must be 1–100 (law.go.kr returns at most 100 rows per page); read further pages with page')
    .optional()
    .describe('검색 결과 개수 1~100 (기본 20)'),
  page: z.number().int().min(1).optional().describe('페이지 번호 (기본 1)'),
};

export const query = z
  .string()
  .trim()
  .min(1)
  .optional()
  .describe('검색어 (공백으로 나눈 낱말이 모두 들어간 것), e.g. 주택임대차');
export const search = z
  .union([z.literal(1), z.literal(2)])
  .optional()
  .describe('검색범위: 1 이름(법령명·사건명·안건명, 기본), 2 본문검색');
export const sort = z
  .enum(['lasc', 'ldes', 'dasc', 'ddes', 'nasc', 'ndes'])
  .optional()
  .describe('정렬: lasc/ldes 이름, dasc/ddes 날짜, nasc/ndes 번호 오름·내림차순');

export const MST = z
  .string()
  .regex(/^\d{1,9}$/, 'MST is the 법령일련번호 (digits); find it with law_search_laws or law_get_law_history')
  .describe('MST: 법령일련번호 (버전마다 다름), e.g. 268814');
export const LAW_ID = z
  .string()
  .regex(/^\d{6}$/, 'ID is the 6-digit 법령ID, e.g. 001706; find it with law_search_laws')
  .describe('ID: 법령ID (6자리, 버전과 무관), e.g. 001706 (민법)');
export const JO = z
  .string()
  .regex(/^\d{6}$/, 'JO must be 6 digits AAAABB: 제750조 → 075000, 제10조의2 → 001002')
  .describe('JO: 조문번호 6자리 (조번호 4자리 + 가지번호 2자리), e.g. 제750조 → 075000, 제10조의2 → 001002');
export const efYd = ymd('efYd: 이 날짜에 시행 중이던 버전', '20200101');
export const serialId = (label: string, example: string) =>
  z
    .string()
    .regex(/^\d{1,13}$/, `${label} is digits, e.g. ${example}; find it with the matching search tool`)
    .describe(`${label}, e.g. ${example}`);

/** The normalized envelope (DESIGN §3.1) around a list of rows. */
export function pageOf<Row extends z.ZodType>(row: Row) {
  return z.object({
    resultCode: z.string().describe('law.go.kr resultCode ("00")'),
    resultMsg: z.string(),
    totalCount: z.number().int().describe('totalCnt: 전체 건수'),
    pageNo: z.number().int(),
    numOfRows: z.number().int(),
    items: z.array(row),
  });
}

export function detailOf<Item extends z.ZodType>(item: Item) {
  return z.object({ resultCode: z.string(), resultMsg: z.string(), item });
}

const text = (description: string) => z.string().describe(description);

/** A row whose main fields are declared; the other real fields pass through as strings. */
export const rowWith = (fields: Record<string, string>) =>
  z
    .object(Object.fromEntries(Object.entries(fields).map(([name, description]) => [name, text(description)])))
    .catchall(z.unknown());

export const LawRow = rowWith({
  법령일련번호: 'MST: 이 버전의 법령일련번호',
  현행연혁코드: '현행 / 연혁 / 시행예정',
  법령명한글: '법령명',
  법령약칭명: '약칭 (없으면 빈 문자열)',
  법령ID: '법령ID (6자리)',
  공포일자: 'YYYYMMDD',
  공포번호: '공포번호',
  제개정구분명: '제정 / 일부개정 / 타법개정 / 전부개정',
  소관부처코드: '소관부처코드',
  소관부처명: '소관부처명',
  법령구분명: '법률 / 대통령령 / 총리령 / ○○부령 / 대법원규칙 / 헌법',
  시행일자: 'YYYYMMDD',
});

export const Item = z.object({ 호번호: text('e.g. 1.'), 호내용: text('호 전문') });
export const Paragraph = z.object({
  항번호: text('①… (호만 있는 경우 빈 문자열)'),
  항내용: text('항 전문'),
  호: z.array(Item),
});
export const Article = z.object({
  조문키: text('7자리: 조번호 4 + 가지번호 2 + 1(조문)/0(장·절 제목)'),
  조문번호: text('e.g. 3'),
  조문가지번호: text('제3조의2 → "2" (없으면 빈 문자열)'),
  조문여부: text('조문 / 전문(장·절 제목)'),
  조문제목: text('e.g. 대항력 등'),
  조문시행일자: text('YYYYMMDD'),
  조문제개정유형: text('이 조문을 마지막으로 바꾼 제개정의 종류'),
  조문변경여부: text('이 버전에서 바뀌었으면 Y'),
  조문내용: text('조문 본문 (항이 있으면 제목 줄)'),
  항: z.array(Paragraph),
});

export const LawBasics = {
  법령키: text('법령ID + 공포일자 + 공포번호'),
  법령ID: text('6자리'),
  법령명_한글: text('법령명'),
  법령명약칭: text('약칭'),
  법종구분: text('법률 / 대통령령 / …'),
  법종구분코드: text('A0002 (법률) …'),
  공포일자: text('YYYYMMDD'),
  공포번호: text('공포번호'),
  시행일자: text('YYYYMMDD: 이 버전의 시행일'),
  제개정구분: text('제정 / 일부개정 / 타법개정'),
  소관부처: text('소관부처명'),
  소관부처코드: text('소관부처코드'),
};

export const Bookmark = z.object({
  id: z.string().describe('article:{MST}:{JO} or precedent:{판례일련번호}'),
  kind: z.enum(['article', 'precedent']),
  title: z.string().describe('e.g. 주택임대차보호법 제3조(대항력 등) or 2023다12345 손해배상(기)'),
  법령ID: z.string().default(''),
  MST: z.string().default(''),
  JO: z.string().default(''),
  시행일자: z.string().default(''),
  판례일련번호: z.string().default(''),
  memo: z.string().default(''),
  addedAt: z.string().describe('ISO time of the session clock when added'),
});
export type Bookmark = z.infer<typeof Bookmark>;

export const LawUser = z.object({
  bookmarks: z.array(Bookmark).default([]).describe('즐겨찾기: 법령 조문과 판례, 추가한 순서'),
});
export type LawUser = z.infer<typeof LawUser>;
