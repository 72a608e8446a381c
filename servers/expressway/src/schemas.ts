// data.ex.co.kr request parameters and the platform's `user` state, declared once with the real
// names and formats; every tool builds its input from these.
import { z } from 'zod';

export const key = z
  .string()
  .min(1, 'key is required; get it with expressway_get_api_key')
  .describe('data.ex.co.kr 인증키 (10자리 숫자), e.g. 1234567890. Get it with expressway_get_api_key.');

export const numOfRows = (max: number) =>
  z
    .number()
    .int()
    .min(1, 'numOfRows must be at least 1')
    .max(max, `numOfRows must be 1–${max} (data.ex.co.kr limit); page with pageNo instead`)
    .optional()
    .describe(`한 페이지 결과 수 (1~${max}, 기본 10), e.g. 99`);

export const pageNo = z.number().int().min(1, 'pageNo starts at 1').optional().describe('페이지 번호 (1부터), e.g. 2');

export const Paging = (max = 1000) => ({ numOfRows: numOfRows(max), pageNo });

const code = (name: string, pattern: RegExp, message: string, description: string) =>
  z.string().regex(pattern, `${name} ${message}`).describe(description);

export const routeCode = (name: string) =>
  code(
    name,
    /^\d{4}$/,
    'is a 4-digit route code such as 0010 (경부선); find it with expressway_list_routes',
    '노선번호 (4자리), e.g. 0010 경부선, 0050 영동선, 0150 서해안선. expressway_list_routes로 찾으세요.',
  );

export const unitCode = (name: string) =>
  code(
    name,
    /^\d{3}$/,
    'is a 3-digit tollbooth code such as 101 (서울); find it with expressway_search_tollbooths',
    '영업소 코드 (3자리), e.g. 101 서울, 103 수원신갈. expressway_search_tollbooths로 찾으세요.',
  );

export const restUnitCode = code(
  'unitCode',
  /^\d{3}$/,
  'is a 3-digit rest-area unit code such as 001; find it with expressway_list_rest_areas',
  '휴게소 unitCode (3자리), e.g. 001 서울만남(부산)휴게소',
);

export const stdRestCd = (description: string) =>
  code(
    'stdRestCd',
    /^\d{6}$/,
    'is a 6-digit code such as 000001; find it with expressway_list_rest_areas',
    description,
  );

export const serviceAreaCode = code(
  'serviceAreaCode',
  /^[AB]\d{5}$/,
  'looks like A00001 (휴게소) or B00001 (주유소); find it with expressway_list_rest_areas',
  '휴게시설 코드, e.g. A00001 (휴게소), B00001 (주유소)',
);

export const text = (description: string) => z.string().min(1).describe(description);

export const yyyymmdd = (name: string, description: string) =>
  z
    .string()
    .regex(/^\d{8}$/, `${name} must be a date as YYYYMMDD, e.g. 20260831`)
    .describe(`${description} (YYYYMMDD), e.g. 20260831`);

export const FavoriteRestArea = z.object({
  stdRestCd: z.string().describe('휴게소 표준코드 (6자리)'),
  unitName: z.string().describe('휴게소명'),
  routeNo: z.string().describe('노선번호'),
});

export const TravelRoute = z.object({
  label: z.string().describe('이름, e.g. 출근길'),
  iStartUnitCode: z.string().describe('출발 영업소 코드'),
  startUnitNm: z.string().describe('출발 영업소명'),
  iEndUnitCode: z.string().describe('도착 영업소 코드'),
  endUnitNm: z.string().describe('도착 영업소명'),
});

export const ExpresswayUser = z.object({
  favoriteRestAreas: z.array(FavoriteRestArea).default([]).describe('즐겨찾는 휴게소 (추가한 순서)'),
  travelRoutes: z.array(TravelRoute).default([]).describe('통행시간을 확인할 저장된 구간'),
});
export type ExpresswayUser = z.infer<typeof ExpresswayUser>;
