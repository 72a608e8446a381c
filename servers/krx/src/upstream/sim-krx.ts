// The emulated KRX Open API (data-dbg.krx.co.kr/svc/apis/{cat}/{op}): AUTH_KEY (a header, or a query
// parameter as published clients send it) checked against the session, per-API approval (HTTP 401 "Unauthorized API Call"), one trading day per
// call with the whole board in `OutBlock_1`, and an empty block on closed or unpublished days.
import { checkKey, jsonResponse, krxEnvelope, type UpstreamRequest } from '@kopa/kit';
import { FIRST_DAY, parseYmd, TRADING_DAYS, tradingIndex } from '../data/calendar.ts';
import { compareText, type IndexFamily } from '../data/index.ts';
import { baseInfoRow, krxTradeRow } from '../data/quotes.ts';
import type { Board } from '../data/ticks.ts';
import type { KrxView } from './sim-view.ts';

type Rows = Record<string, string>[];
type Handler = (view: KrxView, index: number) => Rows;

const KRX_FIELDS = new Set([
  'TDD_CLSPRC',
  'CMPPREVDD_PRC',
  'FLUC_RT',
  'TDD_OPNPRC',
  'TDD_HGPRC',
  'TDD_LWPRC',
  'ACC_TRDVOL',
  'ACC_TRDVAL',
  'MKTCAP',
  'LIST_SHRS',
]);

const byName = (field: string) => (a: Record<string, string>, b: Record<string, string>) =>
  compareText(a[field] ?? '', b[field] ?? '');

const trades =
  (board: Board): Handler =>
  (view, index) => {
    const rows: Rows = [];
    for (const issue of view.board(board)) {
      const quote = view.quote(issue, index);
      if (!quote) continue;
      const row = krxTradeRow(issue, quote);
      const patch = view.patch(issue.ISU_SRT_CD, quote.date);
      if (patch) for (const [name, value] of Object.entries(patch)) if (KRX_FIELDS.has(name)) row[name] = value;
      rows.push(row);
    }
    return rows.sort(byName('ISU_NM'));
  };

const baseInfo =
  (board: Board): Handler =>
  (view, index) => {
    const rows: Rows = [];
    for (const issue of view.board(board)) {
      const quote = view.quote(issue, index);
      if (quote) rows.push(baseInfoRow({ issue, details: view.dataset.details(issue), shares: quote.shares }));
    }
    return rows.sort(byName('ISU_NM'));
  };

const indices =
  (family: IndexFamily): Handler =>
  (view, index) =>
    view.dataset.indexRows(family, index);

export const KRX_HANDLERS: Record<string, Handler> = {
  'sto/stk_bydd_trd': trades('KOSPI'),
  'sto/ksq_bydd_trd': trades('KOSDAQ'),
  'sto/knx_bydd_trd': trades('KONEX'),
  'sto/stk_isu_base_info': baseInfo('KOSPI'),
  'sto/ksq_isu_base_info': baseInfo('KOSDAQ'),
  'sto/knx_isu_base_info': baseInfo('KONEX'),
  'idx/kospi_dd_trd': indices('KOSPI'),
  'idx/kosdaq_dd_trd': indices('KOSDAQ'),
  'idx/krx_dd_trd': indices('KRX'),
  'etp/etf_bydd_trd': (view, index) => view.dataset.etfRows(index),
};

/** Real KRX Open API paths that this emulation does not serve: the demo key is not approved for them. */
const UNSERVED = new Set([
  'sto/sw_bydd_trd',
  'sto/sr_bydd_trd',
  'idx/bon_dd_trd',
  'idx/drvprod_dd_trd',
  'etp/etn_bydd_trd',
  'etp/elw_bydd_trd',
  'bon/kts_bydd_trd',
  'bon/bnd_bydd_trd',
  'bon/smb_bydd_trd',
  'drv/fut_bydd_trd',
  'drv/opt_bydd_trd',
  'gen/oil_bydd_trd',
  'gen/gold_bydd_trd',
  'gen/ets_bydd_trd',
  'esg/sri_bond_info',
]);

const krxError = (status: number, respMsg: string) => jsonResponse({ respMsg, respCode: String(status) }, status);

export async function handleKrx(options: {
  request: UpstreamRequest;
  api: string;
  view: () => KrxView;
  credentials: Parameters<typeof checkKey>[1];
}): Promise<Response> {
  const { request, api, credentials } = options;
  const handler = KRX_HANDLERS[api];
  if (!handler && !UNSERVED.has(api))
    return krxError(404, `[svc/apis/${api}] API referenced by the path does not exist.`);
  const auth = checkKey(requestKey(request), credentials);
  if (auth === 'expired') return krxError(401, 'Expired Key');
  if (auth !== 'ok') return krxError(401, 'Unauthorized Key');
  const view = options.view();
  if (!handler || !view.approved(api)) return jsonResponse(krxEnvelope.unauthorized(), 401);
  const basDd = await requestBasDd(request);
  const day = basDd === undefined ? undefined : parseYmd(basDd);
  if (day === undefined) return krxError(400, 'Invalid basDd: 기준일자(basDd)는 YYYYMMDD 형식의 날짜여야 합니다.');
  const index = tradingIndex(day);
  const published = view.krxLatest !== undefined && day <= view.krxLatest;
  if (index < 1 || day < FIRST_DAY || !published || index >= TRADING_DAYS.length)
    return jsonResponse(krxEnvelope.ok([]));
  return jsonResponse(krxEnvelope.ok(handler(view, index)));
}

/**
 * The header is what the KRX guide shows; pykrx-openapi and openkrx-mcp send `?AUTH_KEY=` instead (GET, and
 * with a POST JSON body), and they work against the real service, so both are read. The header wins.
 */
function requestKey(request: UpstreamRequest): string | null {
  return request.headers.get('AUTH_KEY') ?? new URL(request.url).searchParams.get('AUTH_KEY');
}

/** basDd from the query string (GET) or a JSON body (POST, as some clients send it). */
async function requestBasDd(request: UpstreamRequest): Promise<string | undefined> {
  const fromQuery = new URL(request.url).searchParams.get('basDd');
  if (fromQuery !== null) return fromQuery;
  if (request.method !== 'POST') return undefined;
  try {
    const body = (await request.json()) as { basDd?: unknown };
    return typeof body.basDd === 'string' ? body.basDd : undefined;
  } catch {
    return undefined;
  }
}
