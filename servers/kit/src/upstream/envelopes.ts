// Envelope builders for every upstream family in reference/korean-apis.md §1, with the quirks the
// real APIs have: data.go.kr's `items: ""` when empty and a bare object for one item, the INFO
// family's top-level RESULT on errors, DART's flat status/message, Expressway's `pageSize` that
// counts pages, and KRX's bare OutBlock_1.
type Row = Record<string, unknown>;

/** data.go.kr collapses lists: nothing → "", one row → the row itself. */
function collapse(rows: readonly Row[]): unknown {
  if (rows.length === 0) return '';
  return rows.length === 1 ? rows[0] : rows;
}

interface PagedRows {
  rows: readonly Row[];
  totalCount: number;
  pageNo: number;
  numOfRows: number;
}

/** Family A: data.go.kr standard `response.header/body`. */
export const familyA = {
  ok: ({ rows, totalCount, pageNo, numOfRows }: PagedRows) => ({
    response: {
      header: { resultCode: '00', resultMsg: 'NORMAL SERVICE.' },
      body: { items: rows.length === 0 ? '' : { item: collapse(rows) }, numOfRows, pageNo, totalCount },
    },
  }),
  error: (resultCode: string, resultMsg: string) => ({ response: { header: { resultCode, resultMsg } } }),
};

/** Family A′: data.go.kr "named root" (KDIC), the operation name as root key. */
export const familyAPrime = {
  ok: (root: string, { rows, totalCount, pageNo, numOfRows }: PagedRows) => ({
    [root]: {
      header: { resultCode: '00', resultMsg: 'NORMAL SERVICE.' },
      numOfRows,
      pageNo,
      totalCount,
      item: rows.length === 0 ? [] : collapse(rows),
    },
  }),
  error: (root: string, resultCode: string, resultMsg: string) => ({ [root]: { header: { resultCode, resultMsg } } }),
};

/** Family A″: HRD qualExamSchd, no `response` wrapper and `items` always an array. */
export const familyADoublePrime = {
  ok: ({ rows, totalCount, pageNo, numOfRows }: PagedRows) => ({
    header: { resultCode: '00', resultMsg: 'NORMAL SERVICE.' },
    body: { items: [...rows], numOfRows, pageNo, totalCount },
  }),
  error: (resultCode: string, resultMsg: string) => ({ header: { resultCode, resultMsg }, body: {} }),
};

/** The data.go.kr gateway's own errors, sent as XML even when JSON was asked for. */
export function dataGoKrGatewayXml(returnAuthMsg: string, returnReasonCode: string): string {
  return (
    '<OpenAPI_ServiceResponse><cmmMsgHeader><errMsg>SERVICE ERROR</errMsg>' +
    `<returnAuthMsg>${returnAuthMsg}</returnAuthMsg><returnReasonCode>${returnReasonCode}</returnReasonCode>` +
    '</cmmMsgHeader></OpenAPI_ServiceResponse>'
  );
}

/** Family B messages shared by Seoul, NEIS, Assembly and Gyeonggi. */
export const INFO_MESSAGES: Record<string, string> = {
  'INFO-000': '정상 처리되었습니다.',
  'INFO-100': '인증키가 유효하지 않습니다. 인증키가 없는 경우, 홈페이지에서 인증키를 신청하십시오.',
  'INFO-200': '해당하는 데이터가 없습니다.',
  'INFO-300': '유효 호출건수를 이미 초과하셨습니다.',
  'ERROR-290': '인증키가 유효하지 않습니다. 인증키가 없는 경우, 홈페이지에서 인증키를 신청하십시오.',
  'ERROR-300': '필수 값이 누락되어 있습니다. 요청인자를 참고 하십시오.',
  'ERROR-310': '해당하는 서비스를 찾을 수 없습니다. 요청인자 중 SERVICE를 확인하십시오.',
  'ERROR-333': '요청위치 값의 타입이 유효하지 않습니다.요청위치 값은 정수를 입력하세요.',
  'ERROR-335': '샘플데이터(샘플키:sample) 는 한번에 최대 5건을 넘을 수 없습니다.',
  'ERROR-336': '데이터요청은 한번에 최대 1000건을 넘을 수 없습니다.',
  'ERROR-337': '일별 트래픽 제한을 넘은 호출입니다. 오늘은 더이상 호출할 수 없습니다.',
  'ERROR-500': '서버 오류입니다. 지속적으로 발생시 홈페이지로 문의(Q&A) 바랍니다.',
  'ERROR-600': '데이터베이스 연결 오류입니다. 지속적으로 발생시 홈페이지로 문의(Q&A) 바랍니다.',
  'ERROR-601': 'SQL 문장 오류 입니다. 지속적으로 발생시 홈페이지로 문의(Q&A) 바랍니다.',
};

function infoResult(code: string, message?: string) {
  return { CODE: code, MESSAGE: message ?? INFO_MESSAGES[code] ?? code };
}

/** Family B (Seoul 8088): `{SVC: {list_total_count, RESULT, row}}`. */
export const seoulEnvelope = {
  ok: (service: string, rows: readonly Row[], total: number) => ({
    [service]: { list_total_count: total, RESULT: infoResult('INFO-000'), row: [...rows] },
  }),
  result: (code: string, message?: string) => ({ RESULT: infoResult(code, message) }),
};

/** Family B (NEIS, Assembly, Gyeonggi): `{SVC: [{head: [...]}, {row: [...]}]}`. */
export const infoEnvelope = {
  ok: (service: string, rows: readonly Row[], total: number, apiVersion?: string) => ({
    [service]: [
      {
        head: [
          { list_total_count: total },
          { RESULT: infoResult('INFO-000') },
          ...(apiVersion ? [{ api_version: apiVersion }] : []),
        ],
      },
      { row: [...rows] },
    ],
  }),
  result: (code: string, message?: string) => ({ RESULT: infoResult(code, message) }),
};

/** Family C (DART): flat `status`/`message`. */
export const DART_MESSAGES: Record<string, string> = {
  '000': '정상',
  '010': '등록되지 않은 키입니다.',
  '011':
    '사용할 수 없는 키입니다. 오픈API에 등록되었으나, 일시적으로 사용 중지된 키를 통하여 검색하는 경우 발생합니다.',
  '012': '접근할 수 없는 IP입니다.',
  '013': '조회된 데이타가 없습니다.',
  '014': '파일이 존재하지 않습니다.',
  '020':
    '요청 제한을 초과하였습니다. 일반적으로는 20,000건 이상의 요청에 대하여 이 에러 메시지가 발생되나, 요청 제한이 다르게 설정된 경우에는 이에 준하여 발생됩니다.',
  '021': '조회 가능한 회사 개수가 초과하였습니다.(최대 100건)',
  '100': '필드의 부적절한 값입니다. 필드 설명에 없는 값을 사용한 경우에 발생하는 메시지입니다.',
  '101': '부적절한 접근입니다.',
  '800': '시스템 점검으로 인한 서비스가 중지 중입니다.',
  '900': '정의되지 않은 오류가 발생하였습니다.',
  '901':
    '사용자 계정의 개인정보 보유기간이 만료되어 사용할 수 없는 키입니다. 관리자 이메일(opendart@fss.or.kr)로 문의하시기 바랍니다.',
};

export const dartEnvelope = {
  ok: (fields: Row) => ({ status: '000', message: DART_MESSAGES['000'], ...fields }),
  error: (status: string, message?: string) => ({ status, message: message ?? DART_MESSAGES[status] ?? status }),
};

/** Family D (data.ex.co.kr): `pageSize` is the number of pages; the list key varies. */
export const expresswayEnvelope = {
  ok: (options: PagedRows & { listKey?: string }) => ({
    [options.listKey ?? 'list']: [...options.rows],
    count: options.totalCount,
    pageNo: options.pageNo,
    numOfRows: options.numOfRows,
    pageSize: options.numOfRows > 0 ? Math.ceil(options.totalCount / options.numOfRows) : 0,
    code: 'SUCCESS',
    message: '인증키가 유효합니다.',
  }),
  error: (code: string, message: string) => ({ code, message, list: null }),
};

/** Family E (law.go.kr DRF). */
export const lawEnvelope = {
  search: (
    root: string,
    listKey: string,
    options: { rows: readonly Row[]; totalCnt: number; page: number; extra?: Row },
  ) => ({
    [root]: {
      ...options.extra,
      totalCnt: String(options.totalCnt),
      page: String(options.page),
      [listKey]: [...options.rows],
    },
  }),
  authFailure: () => ({
    result: '사용자 정보 검증에 실패하였습니다.',
    msg: 'OPEN API 호출 시 사용자 검증을 위하여 정확한 서버장비의 IP주소 및 도메인주소를 등록해 주세요.',
  }),
};

/** Family F (KRX Open API). */
export const krxEnvelope = {
  ok: (rows: readonly Row[]) => ({ OutBlock_1: [...rows] }),
  unauthorized: () => ({ respMsg: 'Unauthorized API Call', respCode: '401' }),
};
