// KorService2 request parameters and response rows, declared once with the real names and formats; every tool
// builds its input and output from these.
import { isCalendarYmd } from '@kopa/kit';
import { z } from 'zod';

export const serviceKey = z
  .string()
  .min(1, 'serviceKey is required; get it with tourapi_get_api_key')
  .describe('공공데이터포털 인증키 (일반 인증키, 64자). Get it with tourapi_get_api_key.');

export const MobileOS = z
  .enum(['ETC', 'AND', 'IOS', 'WEB', 'WIN'])
  .optional()
  .describe('OS 구분 (필수 파라미터, 생략하면 ETC로 보냄): IOS, AND, WEB, WIN, ETC');
export const MobileApp = z
  .string()
  .min(1)
  .max(100)
  .optional()
  .describe('서비스명 (필수 파라미터, 생략하면 KOPA로 보냄), e.g. AppTest');

export const numOfRows = z
  .number()
  .int()
  .min(1)
  .max(1000, 'numOfRows must be 1–1000 (TourAPI limit); page with pageNo')
  .optional()
  .describe('한 페이지 결과 수 1~1000 (기본값 10)');
export const pageNo = z.number().int().min(1).optional().describe('페이지 번호 (기본값 1)');

export const COMMON = { serviceKey, MobileOS, MobileApp, numOfRows, pageNo };

export const contentTypeId = z
  .enum(['12', '14', '15', '25', '28', '32', '38', '39'])
  .describe(
    '관광타입 ID: 12 관광지, 14 문화시설, 15 축제공연행사, 25 여행코스, 28 레포츠, 32 숙박, 38 쇼핑, 39 음식점',
  );

export const arrange = z
  .enum(['A', 'C', 'D', 'O', 'Q', 'R'])
  .optional()
  .describe('정렬: A 제목순, C 수정일순(기본값), D 생성일순; O/Q/R은 대표이미지가 있는 콘텐츠만 같은 순서로');

const code = (pattern: RegExp, message: string, description: string) =>
  z.string().regex(pattern, message).optional().describe(description);

export const AREA_FILTERS = {
  areaCode: code(
    /^\d{1,2}$/,
    'areaCode is a legacy 지역코드 such as 1 (서울) or 31 (경기도); list them with tourapi_list_area_codes',
    '지역코드 (구 코드, 삭제 예정), e.g. 31 경기도. tourapi_list_area_codes로 조회',
  ),
  sigunguCode: code(
    /^\d{1,2}$/,
    'sigunguCode is the legacy 시군구코드 within areaCode, e.g. 13 (수원시); list them with tourapi_list_area_codes {areaCode}',
    '시군구코드 (구 코드, areaCode 필요), e.g. 13 수원시',
  ),
  lDongRegnCd: code(
    /^\d{2}$/,
    'lDongRegnCd is the 2-digit 법정동 시도 code, e.g. 41 (경기도); list them with tourapi_list_legal_dong_codes',
    '법정동 시도코드 (2자리), e.g. 41 경기도',
  ),
  lDongSignguCd: code(
    /^\d{3}$/,
    'lDongSignguCd is the 3-digit 법정동 시군구 code within lDongRegnCd, e.g. 110 (수원시)',
    '법정동 시군구코드 (3자리, lDongRegnCd 필요), e.g. 110',
  ),
};

export const CLASS_FILTERS = {
  lclsSystm1: code(
    /^[A-Z][A-Z0-9]{1,2}$/,
    'lclsSystm1 is a 대분류 such as NA or HS; list them with tourapi_list_classification_codes',
    '분류체계 대분류, e.g. NA 자연관광',
  ),
  lclsSystm2: code(
    /^[A-Z][A-Z0-9]{3,4}$/,
    'lclsSystm2 is a 중분류 such as NA01 (lclsSystm1 required)',
    '분류체계 중분류 (lclsSystm1 필요), e.g. NA05',
  ),
  lclsSystm3: code(
    /^[A-Z][A-Z0-9]{7,8}$/,
    'lclsSystm3 is a 소분류 such as NA050100 (lclsSystm2 required)',
    '분류체계 소분류 (lclsSystm2 필요), e.g. NA050100',
  ),
};

export const CAT_FILTERS = {
  cat1: code(
    /^[A-C]\d{2}$/,
    'cat1 is a legacy 대분류 such as A01; list them with tourapi_list_category_codes',
    '서비스분류 대분류 (구 코드), e.g. A01',
  ),
  cat2: code(
    /^[A-C]\d{4}$/,
    'cat2 is a legacy 중분류 such as A0101 (cat1 required)',
    '서비스분류 중분류 (cat1 필요), e.g. A0101',
  ),
  cat3: code(
    /^[A-C]\d{8}$/,
    'cat3 is a legacy 소분류 such as A01010100 (cat2 required)',
    '서비스분류 소분류 (cat2 필요), e.g. A01010100',
  ),
};

const notADate = (example: string) => ({
  error: (issue: { input?: unknown }) =>
    `${String(issue.input)} is not a calendar date; pass a real date as YYYYMMDD, e.g. ${example}`,
});

export const modifiedtime = z
  .string()
  .regex(/^\d{4}(\d{2}(\d{2})?)?$/, 'modifiedtime is a date prefix YYYY, YYYYMM or YYYYMMDD, e.g. 20260815')
  .refine(isCalendarYmd, notADate('20260815 (or a month, 202608)'))
  .optional()
  .describe('콘텐츠 수정일 (YYYYMMDD, 또는 YYYYMM·YYYY 앞자리), e.g. 20260815');

export const yyyymmdd = (label: string, example: string) =>
  z
    .string()
    .regex(/^\d{8}$/, `must be a date as YYYYMMDD, e.g. ${example}`)
    .refine(isCalendarYmd, notADate(example))
    .describe(`${label} (YYYYMMDD), e.g. ${example}`);

export const contentId = z
  .string()
  .regex(/^\d{1,10}$/, 'contentId is the numeric contentid from a list or search tool, e.g. 126508')
  .describe('콘텐츠 ID (목록 조회 결과의 contentid), e.g. 126508 (경복궁)');

const text = (description: string) => z.string().describe(description);

export const ListItem = z
  .object({
    contentid: text('콘텐츠 ID'),
    contenttypeid: text('관광타입 ID'),
    title: text('제목'),
    addr1: text('주소'),
    addr2: text('상세주소'),
    zipcode: text('우편번호'),
    tel: text('전화번호'),
    areacode: text('지역코드 (구 코드)'),
    sigungucode: text('시군구코드 (구 코드)'),
    lDongRegnCd: text('법정동 시도코드'),
    lDongSignguCd: text('법정동 시군구코드'),
    cat1: text('서비스분류 대분류 (구 코드)'),
    cat2: text('서비스분류 중분류'),
    cat3: text('서비스분류 소분류'),
    lclsSystm1: text('분류체계 대분류'),
    lclsSystm2: text('분류체계 중분류'),
    lclsSystm3: text('분류체계 소분류'),
    mapx: text('경도 (WGS84)'),
    mapy: text('위도 (WGS84)'),
    mlevel: text('Map Level'),
    firstimage: text('대표이미지 원본 URL'),
    firstimage2: text('대표이미지 썸네일 URL'),
    cpyrhtDivCd: text('저작권 유형 (Type1: 출처표시, Type3: 출처표시+변경금지)'),
    createdtime: text('등록일 (YYYYMMDDhhmmss)'),
    modifiedtime: text('수정일 (YYYYMMDDhhmmss)'),
  })
  .catchall(z.string());

/** A code row of areaCode2, categoryCode2, ldongCode2 or lclsSystmCode2 (fields depend on the mode). */
export const CodeItem = z.object({ rnum: text('일련번호') }).catchall(z.string());

/** A row whose main fields are declared and whose other real fields pass through as strings. */
export const rowWith = (fields: Record<string, string>) =>
  z
    .object(Object.fromEntries(Object.entries(fields).map(([name, description]) => [name, text(description)])))
    .catchall(z.string());

export function pageOf<Row extends z.ZodType>(row: Row) {
  return z.object({
    resultCode: z.string().describe('결과코드, "0000" on success'),
    resultMsg: z.string().describe('결과메시지, "OK" on success'),
    totalCount: z.number().int().describe('전체 결과 수; page with pageNo until every row is read'),
    pageNo: z.number().int(),
    numOfRows: z.number().int(),
    items: z.array(row),
  });
}

export function detailOf<Item extends z.ZodType>(item: Item) {
  return z.object({ resultCode: z.string(), resultMsg: z.string(), item });
}

export const PlanItem = z.object({
  day: z.number().int().min(1).max(30).describe('여행 일차 (1부터)'),
  contentid: z.string().describe('콘텐츠 ID'),
  memo: z.string().default('').describe('메모'),
});

export const TourUser = z.object({
  savedContents: z.array(z.string()).default([]).describe('관심 관광정보 콘텐츠 ID(contentid) 목록, 저장한 순서'),
  tripPlan: z.array(PlanItem).default([]).describe('여행 계획: 일차별 방문할 콘텐츠'),
});
export type TourUser = z.infer<typeof TourUser>;
