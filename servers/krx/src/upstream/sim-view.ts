// What one emulated request sees: the dataset with the session's overlay applied (issues, API
// approvals, patched or halted quotes) and the last day each upstream has published by the
// session's clock.
import type { SimContext, Table } from '@kopa/kit';
import { FSC_PUBLISH_HOUR, KRX_PUBLISH_HOUR, lastPublishedDay, TRADING_DAYS, ymd } from '../data/calendar.ts';
import type { ApprovalRow, Board, IssueRow, KrxDataset, Quote } from '../data/index.ts';

export interface KrxView {
  dataset: KrxDataset;
  issues: Table<IssueRow>;
  /** Issues of a board, in code order. */
  board(board: Board): readonly IssueRow[];
  approved(api: string): boolean;
  /** Last trading day published by the KRX Open API (next trading day 08:00) and FSC (13:00). */
  krxLatest: number | undefined;
  fscLatest: number | undefined;
  quote(issue: IssueRow, index: number, light?: boolean): Quote | undefined;
  /** Whether an issue has a quote that day (listed, not halted by the overlay), without computing it. */
  present(issue: IssueRow, index: number): boolean;
  /** Whether the overlay halts any quote (so that `present` differs from the listing days). */
  halts: boolean;
  /** Overlay field overrides of a quote row (`prices` overlay, keyed ISU_SRT_CD:BAS_DD). */
  patch(code: string, date: string): Record<string, string> | undefined;
}

export function createView(dataset: KrxDataset, context: SimContext): KrxView {
  const { overlay } = context;
  const issues = dataset.issues.withOverlay(overlay.issues);
  const approvals: Table<ApprovalRow> = dataset.apiApprovals.withOverlay(overlay.apiApprovals);
  const prices = overlay.prices;
  const removed = new Set(prices?.remove ?? []);
  const patches = new Map<string, Record<string, string>>();
  for (const row of prices?.upsert ?? []) {
    const key = `${String(row.ISU_SRT_CD ?? row.ISU_CD ?? '')}:${String(row.BAS_DD ?? '')}`;
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(row)) fields[name] = String(value);
    patches.set(key, fields);
  }
  return {
    dataset,
    issues,
    board: (board) => issues.where('MKT_TP_NM', board),
    approved: (api) => approvals.get(api)?.approved === 'Y',
    krxLatest: lastPublishedDay(context.now, KRX_PUBLISH_HOUR, dataset.lastDay),
    fscLatest: lastPublishedDay(context.now, FSC_PUBLISH_HOUR, dataset.lastDay),
    quote: (issue, index, light) => {
      const quote = dataset.quote(issue, index, light);
      return quote && !removed.has(`${issue.ISU_SRT_CD}:${quote.date}`) ? quote : undefined;
    },
    present: (issue, index) =>
      dataset.listedOn(issue, index) &&
      (removed.size === 0 || !removed.has(`${issue.ISU_SRT_CD}:${ymd(TRADING_DAYS[index] ?? 0)}`)),
    halts: removed.size > 0,
    patch: (code, date) => patches.get(`${code}:${date}`),
  };
}
