// What one emulated request sees: the dataset with the session's overlay applied and the session's
// "today" (nothing promulgated or decided after it exists; 현행/연혁/시행예정 are judged against it).
import type { SimContext, Table } from '@kopa/kit';
import { koreanToday } from '../data/dates.ts';
import type {
  AdminRuleRow,
  InterpretationRow,
  LawCorpus,
  LawDataset,
  LawVersionRow,
  OrdinanceRow,
  PrecedentRow,
} from '../data/index.ts';

export interface LawView {
  today: string;
  /** The caller's OC, which law.go.kr writes into every 상세링크. */
  oc: string;
  corpus: LawCorpus;
  laws: Table<LawVersionRow>;
  precedents: Table<PrecedentRow>;
  interpretations: Table<InterpretationRow>;
  adminRules: Table<AdminRuleRow>;
  ordinances: Table<OrdinanceRow>;
}

export function createView(options: { dataset: LawDataset; context: SimContext; oc: string }): LawView {
  const { dataset, context } = options;
  const { overlay } = context;
  return {
    today: koreanToday(context.now),
    oc: options.oc,
    corpus: dataset.corpus,
    laws: dataset.laws.withOverlay(overlay.laws),
    precedents: dataset.precedents.withOverlay(overlay.precedents),
    interpretations: dataset.interpretations.withOverlay(overlay.interpretations),
    adminRules: dataset.adminRules.withOverlay(overlay.adminRules),
    ordinances: dataset.ordinances.withOverlay(overlay.ordinances),
  };
}

/** 현행 (in force today), 시행예정 (promulgated, not yet in force) or 연혁 (superseded). */
export function statusOf(
  version: { 시행일자: string },
  current: { 시행일자: string } | undefined,
  today: string,
): string {
  if (version.시행일자 > today) return '시행예정';
  return current && current.시행일자 === version.시행일자 ? '현행' : '연혁';
}

/** The versions of one law that exist on a day (promulgated by then), oldest first. */
export function versionsOf(view: LawView, 법령ID: string): LawVersionRow[] {
  return view.laws
    .where('법령ID', 법령ID)
    .filter((row) => row.공포일자 <= view.today)
    .sort((a, b) => (a.시행일자 < b.시행일자 ? -1 : a.시행일자 > b.시행일자 ? 1 : 0));
}

/** The version in force on a day: the latest 시행일자 on or before it. */
export function inForce(versions: readonly LawVersionRow[], ymd: string): LawVersionRow | undefined {
  let found: LawVersionRow | undefined;
  for (const version of versions) if (version.시행일자 <= ymd) found = version;
  return found;
}
