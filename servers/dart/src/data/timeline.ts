// The filing timeline: gathers every company's drafts, numbers them per day the way DART does
// (YYYYMMDD + 6 digits; 거래소 filings from 900001, 지분공시 from 800001, the rest from 000001) and
// derives the list.json, event and majorstock rows plus the index of periodic reports.
import { createRng, type Rng } from '@kopa/kit';
import { type CompanyProfile, type Day, ymd } from '@kopa/world';
import type { Draft } from './drafts.ts';
import { convertibleBondFields, eventApiOf, rightsIssueFields, warrantBondFields } from './events.ts';
import { eventFilings, insiderNames } from './filings-events.ts';
import { auditFilings, periodicFilings } from './filings-periodic.ts';
import { formatAmount, formatFixed } from './format.ts';
import type { PlanSource } from './plan.ts';
import type { DisclosureRow, EventRow, MajorStockRow } from './types.ts';

export interface Timeline {
  disclosures: DisclosureRow[];
  events: EventRow[];
  majorstock: MajorStockRow[];
  /** `${corp_code}|${bsns_year}|${reprt_code}` → rcept_no of the latest version of that report. */
  periodicReports: Map<string, string>;
}

export function periodicKey(corpCode: string, year: number | string, reprtCode: string): string {
  return `${corpCode}|${year}|${reprtCode}`;
}

function channelOf(draft: Draft): number {
  return draft.pblntfTy === 'I' ? 900_000 : draft.pblntfTy === 'D' ? 800_000 : 0;
}

function companyDrafts(root: Rng, company: CompanyProfile, planOf: PlanSource): Draft[] {
  const rng = root.fork(`filings:${company.corpCode}`);
  if (!company.filesPeriodic && company.corpCls === 'E') return auditFilings(company, rng.fork('audit'));
  const plan = planOf(company);
  const drafts = periodicFilings(company, plan.drivers.dividendPerShare, rng.fork('periodic'));
  if (company.corpCls === 'E') return drafts;
  drafts.push(
    ...eventFilings({
      company,
      capital: plan.capital,
      holders: plan.holders,
      insiders: insiderNames(company, plan.group),
      rng: rng.fork('events'),
    }),
  );
  return drafts;
}

/** Appends the rows one numbered filing yields: its list.json row, and its event or majorstock row. */
function emit(timeline: Timeline, draft: Draft, rceptNo: string, rceptDt: string, last: boolean): void {
  const { company } = draft;
  timeline.disclosures.push({
    corp_cls: company.corpCls,
    corp_name: company.corpName,
    corp_code: company.corpCode,
    stock_code: company.stockCode,
    report_nm: draft.reportNm,
    rcept_no: rceptNo,
    flr_nm: draft.flrNm,
    rcept_dt: rceptDt,
    rm: last ? draft.rm : `${draft.rm}정`,
    pblntf_ty: draft.pblntfTy,
    pblntf_detail_ty: draft.detailTy,
    last_reprt: last,
  });
  // Filings are emitted in date order, so a correction overwrites the report it corrects.
  if (draft.periodic)
    timeline.periodicReports.set(periodicKey(company.corpCode, draft.periodic.year, draft.periodic.reprtCode), rceptNo);
  const source = draft.event;
  if (source) {
    const corrected = draft.corrects !== undefined;
    const fields =
      source.kind === 'rights'
        ? rightsIssueFields(company, source.rights, company.faceValue, rceptNo)
        : source.bond.kind === 'CB'
          ? convertibleBondFields(company, source.bond, rceptNo, corrected)
          : warrantBondFields(company, source.bond, rceptNo, corrected);
    timeline.events.push({
      api: eventApiOf(source),
      rcept_no: rceptNo,
      corp_code: company.corpCode,
      rcept_dt: rceptDt,
      fields,
    });
  }
  const report = draft.holderReport;
  if (report) {
    timeline.majorstock.push({
      rcept_no: rceptNo,
      rcept_dt: rceptDt,
      corp_code: company.corpCode,
      corp_name: company.corpName,
      report_tp: report.reportType,
      repror: report.holder,
      stkqy: formatAmount(report.shares),
      stkqy_irds: formatAmount(report.sharesDelta),
      stkrt: formatFixed(report.rate, 2),
      stkrt_irds: formatFixed(report.rateDelta, 2),
      ctr_stkqy: formatAmount(report.pledgedShares),
      ctr_stkrt: formatFixed(report.pledgedRate, 2),
      report_resn: report.reason,
    });
  }
}

function compareDrafts(left: Draft, right: Draft): number {
  return (
    channelOf(left) - channelOf(right) ||
    left.order - right.order ||
    (left.company.corpCode < right.company.corpCode ? -1 : left.company.corpCode > right.company.corpCode ? 1 : 0) ||
    (left.reportNm < right.reportNm ? -1 : left.reportNm > right.reportNm ? 1 : 0)
  );
}

export function buildTimeline(seed: string, companies: readonly CompanyProfile[], planOf: PlanSource): Timeline {
  const root = createRng(seed);
  const byDay = new Map<Day, Draft[]>();
  const superseded = new Set<Draft>();
  for (const company of companies) {
    for (const draft of companyDrafts(root, company, planOf)) {
      if (draft.corrects) superseded.add(draft.corrects);
      const bucket = byDay.get(draft.day);
      if (bucket) bucket.push(draft);
      else byDay.set(draft.day, [draft]);
    }
  }

  const timeline: Timeline = { disclosures: [], events: [], majorstock: [], periodicReports: new Map() };
  for (const day of [...byDay.keys()].sort((left, right) => left - right)) {
    const bucket = (byDay.get(day) ?? []).sort(compareDrafts);
    const rceptDt = ymd(day);
    const counters = [0, 0, 0];
    for (const draft of bucket) {
      const channel = channelOf(draft);
      const slot = channel === 0 ? 0 : channel === 800_000 ? 1 : 2;
      const sequence = (counters[slot] ?? 0) + 1;
      counters[slot] = sequence;
      emit(
        timeline,
        draft,
        `${rceptDt}${String(channel + sequence).padStart(6, '0')}`,
        rceptDt,
        !superseded.has(draft),
      );
    }
  }
  timeline.disclosures.reverse();
  timeline.events.reverse();
  timeline.majorstock.reverse();
  return timeline;
}
