// The realtime subway services on swopenapi.seoul.go.kr: arrivals at a station and the
// positions of every train on a line, both functions of the session clock (0-based paging).
import { z } from 'zod';
import { KEY, pageOf, rowWith } from '../schemas.ts';
import { seoulTool, typedPage } from './tool.ts';

const REALTIME_RANGE = {
  START_INDEX: z
    .number()
    .int()
    .min(0, 'START_INDEX is 0-based on the realtime host: use 0 or more')
    .optional()
    .describe('요청시작위치 (0부터 시작, 기본값 0)'),
  END_INDEX: z
    .number()
    .int()
    .min(1, 'END_INDEX must be 1 or more')
    .optional()
    .describe('요청종료위치 (기본값 START_INDEX+20; rows START_INDEX … END_INDEX-1)'),
};

function realtimeRange(args: { START_INDEX?: number | undefined; END_INDEX?: number | undefined }) {
  const start = args.START_INDEX ?? 0;
  return { start, end: args.END_INDEX ?? start + 20 };
}

export const getRealtimeArrivals = seoulTool({
  name: 'seoul_get_realtime_arrivals',
  title: '서울시 지하철 실시간 도착정보',
  operation: 'realtimeStationArrival',
  description:
    '서울시 지하철 실시간 도착정보 (realtimeStationArrival): 역명으로 지금 이 역에 다가오는 열차를 호선·방향별로 두 대씩 (도착예정 초 barvlDt, 도착메시지 arvlMsg2/arvlMsg3, 종착역, 막차 여부). 역명은 "역" 없이 (서울역은 "서울"). 운행시간(약 05:30~01:00) 밖에는 INFO-200입니다.\n' +
    'Trains approaching a station now, two per line and direction; a function of the clock.',
  input: z.object({
    KEY,
    statnNm: z.string().min(1, 'statnNm is required, e.g. 강남').describe('지하철역명, e.g. 강남, 서울, 홍대입구'),
    ...REALTIME_RANGE,
  }),
  output: pageOf(
    rowWith({
      subwayId: '지하철호선ID (1002 = 2호선)',
      updnLine: '상하행선구분 (상행/하행, 2호선 내선/외선)',
      trainLineNm: '도착지방면, e.g. 성수행 - 역삼방면',
      statnId: '지하철역ID',
      statnNm: '지하철역명',
      btrainNo: '열차번호',
      bstatnNm: '종착지하철역명',
      barvlDt: '열차도착예정시간 (초)',
      arvlMsg2: '첫번째도착메세지',
      arvlMsg3: '두번째도착메세지 (열차의 현재 위치)',
      arvlCd: '도착코드 (0 진입, 1 도착, 2 출발, 3 전역출발, 4 전역진입, 5 전역도착, 99 운행중)',
      recptnDt: '열차도착정보를 생성한 시각',
      lstcarAt: '막차여부 (1 막차)',
    }),
  ),
  kind: 'read',
  realtime: true,
  generic: ['KEY', 'START_INDEX', 'END_INDEX'],
  run: async (args, { client }) =>
    typedPage<Record<string, string>>(
      await client.realtime({
        service: 'realtimeStationArrival',
        key: args.KEY,
        arg: args.statnNm,
        ...realtimeRange(args),
      }),
    ),
});

export const getRealtimeTrainPositions = seoulTool({
  name: 'seoul_get_realtime_train_positions',
  title: '서울시 지하철 실시간 열차 위치정보',
  operation: 'realtimePosition',
  description:
    '서울시 지하철 실시간 열차 위치정보 (realtimePosition): 호선명(subwayNm)의 지금 운행 중인 모든 열차의 위치(역), 방향, 종착역, 상태(0 진입, 1 도착, 2 출발). 열차가 많으면 START_INDEX/END_INDEX로 넘겨 읽으세요.\n' +
    'Every train running on a line now with its station, direction and terminal; a function of the clock.',
  input: z.object({
    KEY,
    subwayNm: z
      .string()
      .regex(
        /^([1-9]호선|신분당선|우이신설선|신림선|경의중앙선|공항철도|경춘선|수인분당선|서해선|GTX-A)$/,
        'subwayNm looks like 2호선 (not 02호선), 신분당선, 경의중앙선, 공항철도, 수인분당선, 경춘선, 서해선, GTX-A, 우이신설선, 신림선',
      )
      .describe('지하철호선명, e.g. 2호선, 신분당선'),
    ...REALTIME_RANGE,
  }),
  output: pageOf(
    rowWith({
      subwayId: '지하철호선ID',
      subwayNm: '지하철호선명',
      statnId: '지하철역ID',
      statnNm: '지하철역명',
      trainNo: '열차번호',
      recptnDt: '최종수신시간',
      updnLine: '상하행선구분 (0 상행·내선, 1 하행·외선)',
      statnTid: '종착지하철역ID',
      statnTnm: '종착지하철역명',
      trainSttus: '열차상태구분 (0 진입, 1 도착, 2 출발)',
      lstcarAt: '막차여부 (1 막차)',
    }),
  ),
  kind: 'read',
  realtime: true,
  generic: ['KEY', 'START_INDEX', 'END_INDEX'],
  run: async (args, { client }) =>
    typedPage<Record<string, string>>(
      await client.realtime({ service: 'realtimePosition', key: args.KEY, arg: args.subwayNm, ...realtimeRange(args) }),
    ),
});

export const REALTIME_TOOLS = [getRealtimeArrivals, getRealtimeTrainPositions];
