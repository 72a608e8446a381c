// Follow-up calls for the tools a blind sweep cannot reach, made as a careful caller would: find the
// record with the search tool first, then ask for it. Each chain reads its values from the tools.
import { DEFAULT_NOW, type Hub } from '@kopa/kit';
import type { CheckedCall } from './output-validator.ts';

type Row = Record<string, string>;

/** The default session clock's day, YYYYMMDD. */
const TODAY = DEFAULT_NOW.slice(0, 10).replaceAll('-', '');

interface ChainContext {
  call(tool: string, args: Record<string, unknown>): Promise<Row[]>;
  key: string;
}

const CHAINS: Record<string, (context: ChainContext) => Promise<void>> = {
  // DART's event reports answer only for a company that filed one in the window.
  async dart({ call, key }) {
    const filings = await call('dart_list_disclosures', {
      crtfc_key: key,
      pblntf_ty: 'B',
      bgn_de: '20260601',
      end_de: '20260831',
      page_count: 100,
    });
    const events = [
      ['전환사채권발행결정', 'dart_get_convertible_bond_decisions'],
      ['신주인수권부사채권발행결정', 'dart_get_bond_with_warrant_decisions'],
      ['유상증자결정', 'dart_get_paid_in_capital_increase_decisions'],
    ] as const;
    for (const [report, tool] of events) {
      const filing = filings.find((row) => row.report_nm?.includes(report));
      if (filing) {
        const day = filing.rcept_dt;
        await call(tool, { crtfc_key: key, corp_code: filing.corp_code, bgn_de: day, end_de: day });
      }
    }
  },
  // An ordinance is asked for by exactly one of its serial number or its ID.
  async law({ call, key }) {
    const [ordinance] = await call('law_search_ordinances', { OC: key, display: 1 });
    if (!ordinance) return;
    await call('law_get_ordinance', { OC: key, MST: ordinance.자치법규일련번호 });
    await call('law_get_ordinance', { OC: key, ID: ordinance.자치법규ID, JO: '000100' });
  },
  // An application needs a round whose registration is open at the session clock; then cancel it.
  async hrdkorea({ call, key }) {
    const qualifications = await call('hrdkorea_list_qualifications', { serviceKey: key, seriesnm: '기능사' });
    for (const qualification of qualifications) {
      const rounds = await call('hrdkorea_get_exam_schedule', { serviceKey: key, jmCd: qualification.jmcd });
      const open = rounds.find((row) => (row.docRegStartDt ?? '9') <= TODAY && TODAY <= (row.docRegEndDt ?? ''));
      if (!open) continue;
      const [applied] = await call('hrdkorea_apply_exam', {
        serviceKey: key,
        jmCd: qualification.jmcd,
        implYy: open.implYy,
        implSeq: open.implSeq,
        stage: '필기',
      });
      if (applied?.receiptNo) await call('hrdkorea_cancel_exam_application', { receiptNo: applied.receiptNo });
      return;
    }
  },
};

/** Runs the platform's chain, if it has one, in a fresh session; returns every call made. */
export async function runChain(options: { hub: Hub; platform: string }): Promise<CheckedCall[]> {
  const { hub, platform } = options;
  const chain = CHAINS[platform];
  if (!chain) return [];
  const { token } = hub.createSession();
  const calls: CheckedCall[] = [];
  const call = async (tool: string, args: Record<string, unknown>) => {
    const result = await hub.callTool({ token, platform, name: tool, args });
    calls.push({ platform, tool, args, result });
    const output = (result.isError ? {} : (result.structuredContent ?? {})) as {
      items?: Row[];
      item?: Row;
      application?: Row;
    };
    return output.items ?? [output.item ?? output.application].filter((row): row is Row => row !== undefined);
  };
  const keyResult = await hub.callTool({ token, platform, name: `${platform}_get_api_key`, args: {} });
  await chain({ call, key: String((keyResult.structuredContent as { key?: string } | undefined)?.key ?? '') });
  hub.deleteSession(token);
  return calls;
}
