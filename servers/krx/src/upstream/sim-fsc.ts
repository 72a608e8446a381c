// The emulated FSC services on data.go.kr (1160100/service/...): serviceKey checked by the gateway
// (XML errors 30/31), per-service registration (HTTP 403 JSON, as observed), the family-A envelope
// with its quirks (items "" when empty, one item as an object), paging, XML unless resultType=json.
import { checkKey, dataGoKrGatewayXml, familyA, jsonResponse, type UpstreamRequest, xmlResponse } from '@kopa/kit';
import { fscItemRow, fscPriceRow } from '../data/quotes.ts';
import { daysInScope, FscParamError, issuesInScope, rangesOf, selectPage } from './fsc-query.ts';
import type { KrxView } from './sim-view.ts';

export const FSC_SERVICES: Record<string, 'price' | 'item'> = {
  'GetStockSecuritiesInfoService/getStockPriceInfo': 'price',
  'GetKrxListedInfoService/getItemInfo': 'item',
};

const PRICE_FIELDS: Record<string, string> = {
  TDD_CLSPRC: 'clpr',
  CMPPREVDD_PRC: 'vs',
  TDD_OPNPRC: 'mkp',
  TDD_HGPRC: 'hipr',
  TDD_LWPRC: 'lopr',
  ACC_TRDVOL: 'trqu',
  ACC_TRDVAL: 'trPrc',
  LIST_SHRS: 'lstgStCnt',
  MKTCAP: 'mrktTotAmt',
};

const GATEWAY = {
  missing: ['SERVICE_KEY_IS_NOT_REGISTERED_ERROR', '30'],
  invalid: ['SERVICE_KEY_IS_NOT_REGISTERED_ERROR', '30'],
  revoked: ['SERVICE_KEY_IS_NOT_REGISTERED_ERROR', '30'],
  expired: ['DEADLINE_HAS_EXPIRED_ERROR', '31'],
} as const;

function positiveInt(params: URLSearchParams, name: string, fallback: number): number {
  const value = params.get(name);
  if (value === null || value === '') return fallback;
  if (!/^\d{1,7}$/.test(value) || Number(value) < 1) throw new FscParamError(`${name}: ${value}`);
  return Number(value);
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The same envelope as XML, which the service sends when resultType is not json. */
function familyAXml(options: { rows: Record<string, string>[]; total: number; pageNo: number; numOfRows: number }) {
  const items = options.rows
    .map(
      (row) =>
        `<item>${Object.entries(row)
          .map(([k, v]) => `<${k}>${escapeXml(v)}</${k}>`)
          .join('')}</item>`,
    )
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><response><header><resultCode>00</resultCode>' +
    `<resultMsg>NORMAL SERVICE.</resultMsg></header><body><items>${items}</items><numOfRows>${options.numOfRows}` +
    `</numOfRows><pageNo>${options.pageNo}</pageNo><totalCount>${options.total}</totalCount></body></response>`
  );
}

export async function handleFsc(options: {
  request: UpstreamRequest;
  service: string;
  view: () => KrxView;
  credentials: Parameters<typeof checkKey>[1];
}): Promise<Response> {
  const { request, service, credentials } = options;
  const kind = FSC_SERVICES[service];
  if (!kind) return xmlResponse(dataGoKrGatewayXml('NO_OPENAPI_SERVICE_ERROR', '12'));
  const params = new URL(request.url).searchParams;
  const auth = checkKey(params.get('serviceKey'), credentials);
  if (auth !== 'ok') {
    const [message, code] = GATEWAY[auth];
    return xmlResponse(dataGoKrGatewayXml(message, code));
  }
  const view = options.view();
  if (!view.approved(service)) {
    // Observed for a key that has not applied for this service: HTTP 403 and a JSON gateway envelope.
    return jsonResponse(
      {
        OpenAPI_ServiceResponse: {
          cmmMsgHeader: {
            errMsg: 'SERVICE_KEY_IS_NOT_REGISTERED_ERROR',
            returnAuthMsg: '등록되지 않은 서비스키',
            returnReasonCode: '30',
          },
        },
      },
      403,
    );
  }
  try {
    const numOfRows = positiveInt(params, 'numOfRows', 10);
    const pageNo = positiveInt(params, 'pageNo', 1);
    const scope = {
      days: daysInScope(params, view.fscLatest),
      issues: issuesInScope(params, view),
      ranges: kind === 'price' ? rangesOf(params) : [],
    };
    const { total, page } = await selectPage({ scope, view, offset: (pageNo - 1) * numOfRows, limit: numOfRows });
    const rows = page.map(({ issue, quote }) => {
      if (kind === 'item') return fscItemRow(issue, quote.date);
      const row = fscPriceRow(issue, quote);
      const patch = view.patch(issue.ISU_SRT_CD, quote.date);
      if (patch)
        for (const [name, value] of Object.entries(patch)) {
          const target = PRICE_FIELDS[name];
          if (target) row[target] = value;
        }
      return row;
    });
    if (params.get('resultType') !== 'json') return xmlResponse(familyAXml({ rows, total, pageNo, numOfRows }));
    return jsonResponse(familyA.ok({ rows, totalCount: total, pageNo, numOfRows }));
  } catch (error) {
    if (!(error instanceof FscParamError)) throw error;
    if (params.get('resultType') !== 'json')
      return xmlResponse(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><response><header><resultCode>10</resultCode>' +
          '<resultMsg>INVALID_REQUEST_PARAMETER_ERROR</resultMsg></header></response>',
      );
    return jsonResponse(familyA.error('10', 'INVALID_REQUEST_PARAMETER_ERROR'));
  }
}
