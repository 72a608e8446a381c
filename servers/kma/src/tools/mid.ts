// The four operations of 기상청_중기예보 조회서비스 (MidFcstInfoService): 중기전망 text, 육상예보
// (강수확률 and 날씨 for days 4–10), 기온 (min/max with ranges) and 해상예보 (날씨 and 파고), for
// the issue at 06시 or 18시 (the latest at the session clock when tmFc is omitted).
import { z } from 'zod';
import { numOfRows, pageNo, pageOf, serviceKey, tmFc } from '../schemas.ts';
import { GENERIC, kmaTool, tmFcOf } from './tool.ts';

const SERVICE = 'MidFcstInfoService';
const HALF = [4, 5, 6, 7] as const;
const WHOLE = [8, 9, 10] as const;

const regId = (example: string, lookup: string) =>
  z
    .string()
    .regex(/^\d{2}[A-Z]\d{5}$/, `regId must be 8 characters like ${example}; list them with ${lookup}`)
    .describe(`예보구역코드, e.g. ${example}. List them with ${lookup}.`);

function fields(build: (day: number, part: string) => Array<[string, z.ZodType]>): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const day of HALF)
    for (const part of ['Am', 'Pm']) for (const [name, type] of build(day, part)) shape[name] = type;
  for (const day of WHOLE) for (const [name, type] of build(day, '')) shape[name] = type;
  return shape;
}

const landShape = {
  regId: z.string().describe('예보구역코드'),
  ...fields((day, part) => [
    [
      `rnSt${day}${part}`,
      z
        .number()
        .int()
        .describe(`${day}일 후 ${part ? `${part === 'Am' ? '오전' : '오후'} ` : ''}강수확률 (%)`),
    ],
  ]),
  ...fields((day, part) => [
    [
      `wf${day}${part}`,
      z
        .string()
        .describe(`${day}일 후 ${part ? `${part === 'Am' ? '오전' : '오후'} ` : ''}날씨예보, e.g. "구름많고 비"`),
    ],
  ]),
};

const taShape: Record<string, z.ZodType> = { regId: z.string().describe('예보구역코드') };
for (const day of [...HALF, ...WHOLE]) {
  for (const kind of ['Min', 'Max'] as const) {
    const label = kind === 'Min' ? '최저' : '최고';
    taShape[`ta${kind}${day}`] = z.number().int().describe(`${day}일 후 예상${label}기온 (℃)`);
    taShape[`ta${kind}${day}Low`] = z.number().int().describe(`${day}일 후 예상${label}기온 하한 범위 (℃)`);
    taShape[`ta${kind}${day}High`] = z.number().int().describe(`${day}일 후 예상${label}기온 상한 범위 (℃)`);
  }
}

const seaShape = {
  regId: z.string().describe('예보구역코드'),
  ...fields((day, part) => [
    [
      `wf${day}${part}`,
      z.string().describe(`${day}일 후 ${part ? `${part === 'Am' ? '오전' : '오후'} ` : ''}날씨예보`),
    ],
  ]),
  ...fields((day, part) => [
    [`wh${day}A${part}`, z.number().describe(`${day}일 후 ${part} 파고 최저 (m)`)],
    [`wh${day}B${part}`, z.number().describe(`${day}일 후 ${part} 파고 최고 (m)`)],
  ]),
};

export const getMidOutlook = kmaTool({
  name: 'kma_get_mid_outlook',
  title: '중기전망조회',
  operation: 'getMidFcst',
  description:
    '중기전망조회 (getMidFcst): 지점(stnId)의 4–10일 중기전망 문장(wfSv) — 하늘상태, 강수, 기온, 해상. stnId 108 전국, 109 서울·인천·경기도, 105 강원도, 131 충청북도, 133 대전·세종·충청남도, 146 전북자치도, 156 광주·전라남도, 143 대구·경상북도, 159 부산·울산·경상남도, 184 제주도. 06시·18시 발표.\n' +
    'The mid-term outlook text (days 4–10) of a forecast station, issued at 06 and 18 KST.',
  input: z.object({
    serviceKey,
    stnId: z
      .string()
      .regex(/^\d{3}$/, 'stnId must be 3 digits, e.g. 109; list them with kma_list_mid_regions kind=outlook')
      .describe('지점번호, e.g. 109 (서울·인천·경기도), 108 (전국)'),
    tmFc,
    pageNo,
    numOfRows,
  }),
  output: pageOf(z.object({ wfSv: z.string().describe('기상전망 (○ (하늘상태) … 줄바꿈으로 구분)') })),
  kind: 'read',
  realtime: true,
  generic: GENERIC,
  run: async (args, { client, now }) => client.call(SERVICE, 'getMidFcst', { ...args, tmFc: tmFcOf(now, args.tmFc) }),
});

export const getMidLandForecast = kmaTool({
  name: 'kma_get_mid_land_forecast',
  title: '중기육상예보조회',
  operation: 'getMidLandFcst',
  description:
    '중기육상예보조회 (getMidLandFcst): 육상 예보구역(regId, e.g. 11B00000 서울·인천·경기도)의 4–7일 후 오전·오후, 8–10일 후 하루 단위 강수확률(rnSt, %)과 날씨(wf: 맑음, 구름많음, 흐림, 구름많고 비, 흐리고 비, 흐리고 눈, 흐리고 소나기 …).\n' +
    'Mid-term land forecast: precipitation probability and weather for days 4–10 of a land region.',
  input: z.object({ serviceKey, regId: regId('11B00000', 'kma_list_mid_regions kind=land'), tmFc, pageNo, numOfRows }),
  output: pageOf(z.object(landShape)),
  kind: 'read',
  realtime: true,
  generic: GENERIC,
  run: async (args, { client, now }) =>
    client.call(SERVICE, 'getMidLandFcst', { ...args, tmFc: tmFcOf(now, args.tmFc) }),
});

export const getMidTemperature = kmaTool({
  name: 'kma_get_mid_temperature',
  title: '중기기온조회',
  operation: 'getMidTa',
  description:
    '중기기온조회 (getMidTa): 도시 예보구역(regId, e.g. 11B10101 서울, 11H20201 부산)의 4–10일 후 예상 최저·최고기온(taMinN, taMaxN, ℃)과 하한·상한 범위(Low/High).\n' +
    'Mid-term daily minimum and maximum temperatures (days 4–10) of a city, with their uncertainty ranges.',
  input: z.object({
    serviceKey,
    regId: regId('11B10101', 'kma_list_mid_regions kind=temperature'),
    tmFc,
    pageNo,
    numOfRows,
  }),
  output: pageOf(z.object(taShape)),
  kind: 'read',
  realtime: true,
  generic: GENERIC,
  run: async (args, { client, now }) => client.call(SERVICE, 'getMidTa', { ...args, tmFc: tmFcOf(now, args.tmFc) }),
});

export const getMidSeaForecast = kmaTool({
  name: 'kma_get_mid_sea_forecast',
  title: '중기해상예보조회',
  operation: 'getMidSeaFcst',
  description:
    '중기해상예보조회 (getMidSeaFcst): 해상 예보구역(regId, e.g. 12A20000 서해중부, 12B20000 남해동부)의 4–10일 후 날씨(wf)와 파고 범위(whNA 최저, whNB 최고, m).\n' +
    'Mid-term marine forecast: weather and wave-height range for days 4–10 of a sea area.',
  input: z.object({ serviceKey, regId: regId('12A20000', 'kma_list_mid_regions kind=sea'), tmFc, pageNo, numOfRows }),
  output: pageOf(z.object(seaShape)),
  kind: 'read',
  realtime: true,
  generic: GENERIC,
  run: async (args, { client, now }) =>
    client.call(SERVICE, 'getMidSeaFcst', { ...args, tmFc: tmFcOf(now, args.tmFc) }),
});

export const MID_TOOLS = [getMidOutlook, getMidLandForecast, getMidTemperature, getMidSeaForecast];
