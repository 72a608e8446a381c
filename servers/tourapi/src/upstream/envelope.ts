// TourAPI's real answers: the family A envelope with KorService2's "0000"/"OK" header (and its XML twin when
// _type is not json), the flat {responseTime, resultCode, resultMsg} object it sends for a bad or missing
// parameter, and the data.go.kr gateway's XML errors with their HTTP statuses.
import { dataGoKrGatewayXml, jsonResponse, xmlResponse } from '@kopa/kit';

export const OK_HEADER = { resultCode: '0000', resultMsg: 'OK' } as const;

export const RESULT_MESSAGES: Readonly<Record<string, string>> = {
  '0000': 'OK',
  '01': 'APPLICATION_ERROR',
  '02': 'DB_ERROR',
  '03': 'NODATA_ERROR',
  '04': 'HTTP_ERROR',
  '05': 'SERVICETIMEOUT_ERROR',
  '10': 'INVALID_REQUEST_PARAMETER_ERROR',
  '11': 'NO_MANDATORY_REQUEST_PARAMETERS_ERROR',
  '12': 'NO_OPENAPI_SERVICE_ERROR',
  '20': 'SERVICE_ACCESS_DENIED_ERROR',
  '22': 'LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR',
  '30': 'SERVICE_KEY_IS_NOT_REGISTERED_ERROR',
  '31': 'DEADLINE_HAS_EXPIRED_ERROR',
  '32': 'UNREGISTERED_IP_ERROR',
  '99': 'UNKNOWN_ERROR',
};

/** HTTP status of each gateway error (see the README's decisions). */
const GATEWAY_STATUS: Readonly<Record<string, number>> = {
  '30': 403,
  '31': 403,
  '20': 403,
  '22': 429,
  '12': 400,
  '04': 502,
};

export interface PageOut {
  rows: ReadonlyArray<Record<string, string | number>>;
  totalCount: number;
  pageNo: number;
  numOfRows: number;
}

/**
 * KorService2 does not collapse a one-row list the way older data.go.kr services do: every recorded answer,
 * detailCommon2's single row included, has `items.item` as an array, and an empty result has `items` as ""
 * (see PROVENANCE.md). The XML twin has one `<item>` per row and an empty `<items/>`.
 */
export function okResponse(options: { page: PageOut; json: boolean }): Response {
  const { rows, numOfRows, pageNo, totalCount } = options.page;
  if (options.json) {
    return jsonResponse({
      response: {
        header: { ...OK_HEADER },
        body: { items: rows.length === 0 ? '' : { item: [...rows] }, numOfRows, pageNo, totalCount },
      },
    });
  }
  const items =
    rows.length === 0 ? '<items/>' : `<items>${rows.map((row) => `<item>${fieldsXml(row)}</item>`).join('')}</items>`;
  return xmlResponse(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><response><header><resultCode>0000</resultCode>` +
      `<resultMsg>OK</resultMsg></header><body>${items}<numOfRows>${numOfRows}</numOfRows>` +
      `<pageNo>${pageNo}</pageNo><totalCount>${totalCount}</totalCount></body></response>`,
  );
}

/** A rejected parameter: 10 (invalid value or unknown name) or 11 (mandatory one missing), named in brackets. */
export function parameterError(options: { code: '10' | '11'; parameter: string; now: Date; json: boolean }): Response {
  const resultMsg = `${RESULT_MESSAGES[options.code]}(${options.parameter})`;
  if (!options.json) {
    return xmlResponse(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><response><header><resultCode>${options.code}</resultCode>` +
        `<resultMsg>${resultMsg}</resultMsg></header></response>`,
    );
  }
  return jsonResponse({ responseTime: responseTime(options.now), resultCode: options.code, resultMsg });
}

export function gatewayError(code: string): Response {
  return xmlResponse(dataGoKrGatewayXml(RESULT_MESSAGES[code] ?? 'UNKNOWN_ERROR', code), GATEWAY_STATUS[code] ?? 200);
}

/** KST wall clock with milliseconds, as in the real responseTime field. */
function responseTime(now: Date): string {
  return new Date(now.getTime() + 9 * 3_600_000).toISOString().replace('Z', '');
}

function fieldsXml(row: Record<string, string | number>): string {
  return Object.entries(row)
    .map(([name, value]) => `<${name}>${escapeXml(String(value))}</${name}>`)
    .join('');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
