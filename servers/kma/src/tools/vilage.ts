// The four operations of 기상청_단기예보 조회서비스 (VilageFcstInfoService_2.0): 초단기실황,
// 초단기예보, 단기예보 for a grid cell, and 예보버전. All depend on the clock: omitting
// base_date/base_time asks for the latest issue the API serves at the session's "now".
import { z } from 'zod';
import { hm, ymd } from '../data/kst.ts';
import {
  base_date,
  baseTime,
  FcstItem,
  NcstItem,
  numOfRows,
  nx,
  ny,
  pageNo,
  pageOf,
  realStamp,
  serviceKey,
  VersionItem,
} from '../schemas.ts';
import { baseOf, GENERIC, kmaTool, PAGING } from './tool.ts';

const SERVICE = 'VilageFcstInfoService_2.0';

const basedatetimeStamp = realStamp({
  label: 'basedatetime',
  form: 'YYYYMMDDHHMM',
  example: '202609011000',
  split: (text) => ({ date: text.slice(0, 8), time: text.slice(8) }),
});

export const getUltraShortNowcast = kmaTool({
  name: 'kma_get_ultra_short_nowcast',
  title: '초단기실황조회',
  operation: 'getUltraSrtNcst',
  description:
    '초단기실황조회 (getUltraSrtNcst): 격자(nx, ny)의 정시 관측 실황 — T1H 기온(℃), RN1 1시간 강수량(mm), UUU/VVV 바람성분, REH 습도(%), PTY 강수형태(0 없음, 1 비, 2 비/눈, 3 눈, 5 빗방울, 6 빗방울눈날림, 7 눈날림), VEC 풍향, WSD 풍속. 매시 정시 발표, 매시 40분 이후 제공.\n' +
    'Current observations (8 categories) at a grid cell for an hourly issue (HH00, served from HH40); omit base_date/base_time for the latest.',
  input: z.object({
    serviceKey,
    base_date,
    base_time: baseTime('정시 HH00, 매시 40분 이후 제공', '0900'),
    nx,
    ny,
    pageNo,
    numOfRows,
  }),
  output: pageOf(NcstItem),
  kind: 'read',
  realtime: true,
  generic: GENERIC,
  paging: PAGING,
  run: async (args, { client, now }) =>
    client.call(SERVICE, 'getUltraSrtNcst', { ...args, ...baseOf({ product: 'ncst', now, ...args }) }),
});

export const getUltraShortForecast = kmaTool({
  name: 'kma_get_ultra_short_forecast',
  title: '초단기예보조회',
  operation: 'getUltraSrtFcst',
  description:
    '초단기예보조회 (getUltraSrtFcst): 발표 후 6시간의 시간별 예보 — LGT 낙뢰, PTY 강수형태, RN1 1시간 강수량(범주), SKY 하늘상태(1 맑음, 3 구름많음, 4 흐림), T1H 기온, REH 습도, UUU/VVV, VEC, WSD. 매시 30분 발표, 45분 이후 제공; 항목별(category)로 6시간씩 정렬.\n' +
    'The next 6 hours at a grid cell (10 categories × 6 hours, category by category) for an HH30 issue served from HH45.',
  input: z.object({
    serviceKey,
    base_date,
    base_time: baseTime('매시 30분 HH30, 45분 이후 제공', '0930'),
    nx,
    ny,
    pageNo,
    numOfRows,
  }),
  output: pageOf(FcstItem),
  kind: 'read',
  realtime: true,
  generic: GENERIC,
  paging: PAGING,
  run: async (args, { client, now }) =>
    client.call(SERVICE, 'getUltraSrtFcst', { ...args, ...baseOf({ product: 'ultra', now, ...args }) }),
});

export const getShortRangeForecast = kmaTool({
  name: 'kma_get_short_range_forecast',
  title: '단기예보조회',
  operation: 'getVilageFcst',
  description:
    '단기예보조회 (getVilageFcst): 격자의 단기예보 — 모레까지 1시간 간격, 글피는 3시간 간격. TMP 기온, TMN 일최저(06시 행), TMX 일최고(15시 행), SKY(1 맑음, 3 구름많음, 4 흐림), PTY(0 없음, 1 비, 2 비/눈, 3 눈, 4 소나기), POP 강수확률(%), PCP 1시간 강수량("강수없음", "1mm 미만", "1.0mm", "30.0~50.0mm", "50.0mm 이상"), SNO 신적설("적설없음", "1cm 미만", "5.0cm 이상"), REH, UUU, VVV, VEC, WSD, WAV 파고. 1일 8회(02, 05, 08, 11, 14, 17, 20, 23시) 발표, 10분 이후 제공; 한 발표에 약 800–1000행이므로 numOfRows와 pageNo로 나눠 읽습니다.\n' +
    'Short-range forecast (12 categories per hour to day+2, 3-hourly on day+3, TMN/TMX daily) for an issue at 02/05/…/23h; ~800–1000 rows, read by pages.',
  input: z.object({
    serviceKey,
    base_date,
    base_time: baseTime('0200, 0500, 0800, 1100, 1400, 1700, 2000, 2300; 10분 이후 제공', '0800'),
    nx,
    ny,
    pageNo,
    numOfRows,
  }),
  output: pageOf(FcstItem),
  kind: 'read',
  realtime: true,
  generic: GENERIC,
  paging: PAGING,
  run: async (args, { client, now }) =>
    client.call(SERVICE, 'getVilageFcst', { ...args, ...baseOf({ product: 'vilage', now, ...args }) }),
});

export const getForecastVersion = kmaTool({
  name: 'kma_get_forecast_version',
  title: '예보버전조회',
  operation: 'getFcstVersion',
  description:
    '예보버전조회 (getFcstVersion): 파일구분(ftype: ODAM 초단기실황, VSRT 초단기예보, SHRT 단기예보)별로 기준시각(basedatetime)에 유효한 최신 예보 파일의 버전(생성시각)을 돌려줍니다. 자료가 갱신되었는지 확인할 때 씁니다.\n' +
    'The version (file creation time YYYYMMDDHHMMSS) of the latest forecast file of a type at an instant; use it to tell whether a forecast was updated.',
  input: z.object({
    serviceKey,
    ftype: z.enum(['ODAM', 'VSRT', 'SHRT']).describe('파일구분: ODAM 초단기실황, VSRT 초단기예보, SHRT 단기예보'),
    basedatetime: z
      .string()
      .regex(/^\d{12}$/, 'basedatetime must be YYYYMMDDHHMM, e.g. 202609011000')
      .refine(basedatetimeStamp.check, { error: basedatetimeStamp.error })
      .optional()
      .describe('기준시각 (YYYYMMDDHHMM), e.g. 202609011000. Omit for the session clock.'),
    pageNo,
    numOfRows,
  }),
  output: pageOf(VersionItem),
  kind: 'read',
  realtime: true,
  generic: GENERIC,
  // Without basedatetime: the session clock to the minute, i.e. the version in force right now.
  run: async (args, { client, now }) =>
    client.call(SERVICE, 'getFcstVersion', {
      ...args,
      basedatetime: args.basedatetime ?? `${ymd(now.getTime())}${hm(now.getTime())}`,
    }),
});

export const VILAGE_TOOLS = [getUltraShortNowcast, getUltraShortForecast, getShortRangeForecast, getForecastVersion];
