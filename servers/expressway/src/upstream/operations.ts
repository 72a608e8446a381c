// The data.ex.co.kr operations KOPA serves, declared once for both the emulated upstream and the
// client: the real path, the list key of the answer (it varies), how the answer pages, the
// numOfRows cap, and whether the envelope's counters arrive as strings.

export interface OperationSpec {
  /** Official Korean name of the dataset. */
  title: string;
  /** Key of the row list in the JSON answer. */
  listKey: string;
  /** 'paged': count/pageNo/numOfRows/pageSize; 'none': one answer with every row ({code, message, count, list}). */
  paging: 'paged' | 'none';
  /** numOfRows above this answers INVALID_PARAMETER_VALUE. */
  maxRows: number;
  /** numOfRows when the request has none. */
  defaultRows: number;
  /** count, pageNo, numOfRows and pageSize are sent as strings ("203"), not numbers. */
  stringCounts: boolean;
}

const paged = (title: string, overrides: Partial<OperationSpec> = {}): OperationSpec => ({
  title,
  listKey: 'list',
  paging: 'paged',
  maxRows: 1000,
  defaultRows: 10,
  stringCounts: false,
  ...overrides,
});

export const OPERATIONS = {
  'basicinfo/routeList': paged('노선 현황'),
  'basicinfo/unitList': paged('영업소 목록', { listKey: 'unitLists' }),
  'locationinfo/locationinfoUnit': paged('영업소 위치정보'),
  'locationinfo/locationinfoRest': paged('휴게소 위치정보', { stringCounts: true }),
  'business/serviceAreaRoute': paged('노선별 휴게시설 현황'),
  'business/curStateStation': paged('주유소별 가격 및 업체 현황'),
  'restinfo/restOilList': paged('주유소 편의시설 현황', { paging: 'none' }),
  'business/representFoodServiceArea': paged('휴게소 대표음식 현황'),
  'restinfo/restBestfoodList': paged('휴게소 푸드메뉴 현황'),
  'restinfo/restWeatherList': paged('휴게소별 날씨', { defaultRows: 1000, stringCounts: true }),
  'trafficapi/trafficIc': paged('영업소별 교통량', { listKey: 'trafficIc' }),
  'trafficapi/nationalTrafficVolumn': paged('일자별 전국 교통량'),
  'odtraffic/trafficAmountByRealtime': paged('실시간 소통정보', { paging: 'none' }),
  'trtm/realUnitTrtm': paged('실시간 영업소간 통행시간', { listKey: 'realUnitTrtmVO', maxRows: 99 }),
  'burstInfo/realTimeSms': paged('실시간 문자정보', { listKey: 'realTimeSMSList' }),
} as const satisfies Record<string, OperationSpec>;

export type OperationPath = keyof typeof OPERATIONS;

export function operationOf(path: string): OperationSpec | undefined {
  return (OPERATIONS as Record<string, OperationSpec>)[path];
}

/** data.ex.co.kr result codes and the messages the emulation sends with them. */
export const EX_MESSAGES = {
  SUCCESS: '인증키가 유효합니다.',
  INVALID_KEY: '인증키가 유효하지 않습니다.',
  NO_REGISTERED_KEY: '등록되지 않은 인증키입니다.',
  EXPIRED_KEY: '인증키의 사용기간이 만료되었습니다.',
  EXCEEDED_LIMIT: '일일 트래픽 한도를 초과하였습니다.',
  INVALID_REQUEST_PARAMETER: '필수 요청 파라미터가 누락되었습니다.',
  INVALID_PARAMETER_VALUE: '요청 파라미터의 값이 올바르지 않습니다.',
  NO_DATA: '데이터가 존재하지 않습니다.',
  SYSTEM_ERROR: '시스템 오류가 발생하였습니다.',
  SERVICE_TIMEOUT: '서비스 응답 시간이 초과되었습니다.',
  SERVICE_UNAVAILABLE: '서비스를 사용할 수 없습니다.',
} as const;

export type ExCode = keyof typeof EX_MESSAGES;
