// KMA request parameters and response rows, declared once with the real names and formats; every
// tool builds its input and output from these.
import { z } from 'zod';
import { GRID_NX, GRID_NY } from './data/grid.ts';
import { fromKst } from './data/kst.ts';

export const serviceKey = z
  .string()
  .min(1, 'serviceKey is required; get it with kma_get_api_key')
  .describe('공공데이터포털 인증키 (serviceKey). Get it with kma_get_api_key.');

export const pageNo = z.number().int().min(1, 'pageNo starts at 1').optional().describe('페이지번호 (기본 1), e.g. 2');

export const numOfRows = z
  .number()
  .int()
  .min(1, 'numOfRows must be at least 1')
  .max(1000, 'numOfRows must be at most 1000; read further pages with pageNo')
  .optional()
  .describe('한 페이지 결과 수 (기본 10, 최대 1000), e.g. 100');

export const nx = z
  .number()
  .int()
  .min(1, `nx must be 1–${GRID_NX}; find it with kma_find_region_grid or kma_convert_lat_lon_to_grid`)
  .max(GRID_NX, `nx must be 1–${GRID_NX}; find it with kma_find_region_grid or kma_convert_lat_lon_to_grid`)
  .describe('예보지점 X 격자좌표 (1–149), e.g. 60 (서울 종로구). From kma_find_region_grid.');

export const ny = z
  .number()
  .int()
  .min(1, `ny must be 1–${GRID_NY}; find it with kma_find_region_grid or kma_convert_lat_lon_to_grid`)
  .max(GRID_NY, `ny must be 1–${GRID_NY}; find it with kma_find_region_grid or kma_convert_lat_lon_to_grid`)
  .describe('예보지점 Y 격자좌표 (1–253), e.g. 127 (서울 종로구).');

/** A refinement refusing a well-formed stamp that names no real KST day or time (20260230, 2460). */
export const realStamp = (options: {
  label: string;
  form: string;
  example: string;
  split: (text: string) => { date: string; time?: string };
}) => ({
  error: (issue: { input?: unknown }) =>
    `${options.label} ${String(issue.input)} is not a real ${options.form === 'YYYYMMDD' ? 'calendar date' : 'date and time'}; pass it as ${options.form}, e.g. ${options.example}`,
  check: (text: string) => fromKst(options.split(text)) !== undefined,
});

const dateStamp = realStamp({ label: 'base_date', form: 'YYYYMMDD', example: '20260901', split: (date) => ({ date }) });

export const base_date = z
  .string()
  .regex(/^\d{8}$/, 'base_date must be YYYYMMDD, e.g. 20260901')
  .refine(dateStamp.check, { error: dateStamp.error })
  .optional()
  .describe('발표일자 (YYYYMMDD), e.g. 20260901. Omit for the latest issue at the session clock.');

export const baseTime = (rule: string, example: string) =>
  z
    .string()
    .regex(/^\d{4}$/, `base_time must be HHMM, e.g. ${example}`)
    .refine((time) => fromKst({ date: '20260101', time }) !== undefined, {
      error: (issue) =>
        `base_time ${String(issue.input)} is not a time of day; pass HHMM from 0000 to 2359, e.g. ${example}`,
    })
    .optional()
    .describe(`발표시각 (HHMM; ${rule}), e.g. ${example}. Omit (with base_date) for the latest issue.`);

const tmFcStamp = realStamp({
  label: 'tmFc',
  form: 'YYYYMMDD0600 or YYYYMMDD1800',
  example: '202609010600',
  split: (text) => ({ date: text.slice(0, 8), time: text.slice(8) }),
});

export const tmFc = z
  .string()
  .regex(/^\d{8}(0600|1800)$/, 'tmFc must be YYYYMMDD0600 or YYYYMMDD1800, e.g. 202609010600')
  .refine(tmFcStamp.check, { error: tmFcStamp.error })
  .optional()
  .describe('발표시각 (YYYYMMDD0600 또는 YYYYMMDD1800, 최근 24시간), e.g. 202609010600. Omit for the latest issue.');

/** The normalized envelope (DESIGN §3.1) around a list of rows. */
export function pageOf<Row extends z.ZodType>(row: Row) {
  return z.object({
    resultCode: z.string().describe('결과코드, "00" on success'),
    resultMsg: z.string().describe('결과메시지, e.g. NORMAL_SERVICE'),
    totalCount: z.number().int(),
    pageNo: z.number().int(),
    numOfRows: z.number().int(),
    items: z.array(row),
  });
}

const text = (description: string) => z.string().describe(description);

export const NcstItem = z.object({
  baseDate: text('발표일자 (YYYYMMDD)'),
  baseTime: text('발표시각 (HHMM, 정시)'),
  category: text(
    '자료구분코드: T1H 기온, RN1 1시간 강수량, UUU/VVV 바람성분, REH 습도, PTY 강수형태, VEC 풍향, WSD 풍속',
  ),
  nx: z.number().int().describe('예보지점 X 좌표'),
  ny: z.number().int().describe('예보지점 Y 좌표'),
  obsrValue: text('실황 값 (문자열), e.g. "21.3"'),
});

export const FcstItem = z.object({
  baseDate: text('발표일자 (YYYYMMDD)'),
  baseTime: text('발표시각 (HHMM)'),
  category: text(
    '자료구분코드, e.g. TMP, TMN, TMX, SKY, PTY, POP, PCP, SNO, REH, UUU, VVV, VEC, WSD, WAV, T1H, RN1, LGT',
  ),
  fcstDate: text('예보일자 (YYYYMMDD)'),
  fcstTime: text('예보시각 (HHMM)'),
  fcstValue: text('예보 값 (문자열; 범주 값은 "강수없음", "1mm 미만", "30.0~50.0mm" …)'),
  nx: z.number().int().describe('예보지점 X 좌표'),
  ny: z.number().int().describe('예보지점 Y 좌표'),
});

export const VersionItem = z.object({
  filetype: text('파일구분: ODAM 초단기실황, VSRT 초단기예보, SHRT 단기예보'),
  version: text('버전 (파일 생성시각 YYYYMMDDHHMMSS)'),
});

export const RegionItem = z.object({
  code: text('행정구역코드 (10자리)'),
  sido: text('1단계 시도'),
  sigungu: text('2단계 시군구 (시도 행이면 빈 문자열)'),
  level: z.number().int().describe('1 시도, 2 시군구'),
  name: text('전체 이름, e.g. "서울특별시 종로구"'),
  lat: z.number().describe('위도 (도, WGS84)'),
  lon: z.number().describe('경도 (도, WGS84)'),
  nx: z.number().int().describe('격자 X (위경도를 LCC 변환한 값)'),
  ny: z.number().int().describe('격자 Y'),
  kmaNx: z.number().int().nullable().describe('기상청 격자 엑셀의 격자 X (없으면 null)'),
  kmaNy: z.number().int().nullable().describe('기상청 격자 엑셀의 격자 Y (없으면 null)'),
});

export const SavedLocation = z.object({
  name: z.string().min(1).max(40).describe('저장 이름, e.g. "집"'),
  nx: z.number().int().describe('격자 X'),
  ny: z.number().int().describe('격자 Y'),
  lat: z.number().describe('격자 중심 또는 입력 위도'),
  lon: z.number().describe('격자 중심 또는 입력 경도'),
  code: z.string().describe('행정구역코드 (지역 이름으로 저장했을 때; 아니면 빈 문자열)'),
  region: z.string().describe('행정구역 이름 (지역 이름으로 저장했을 때; 아니면 빈 문자열)'),
});
export type SavedLocation = z.infer<typeof SavedLocation>;

export const KmaUser = z.object({
  savedLocations: z.array(SavedLocation).default([]).describe('관심 지역 (저장한 순서)'),
});
export type KmaUser = z.infer<typeof KmaUser>;
