// What one emulated request sees: the dataset with the session's overlay applied, and the
// session's "today" (filings after it do not exist yet).
import type { SimContext, Table } from '@kopa/kit';
import type { CompanyRow, CorpCodeRow, DartDataset, DisclosureRow, EventRow, MajorStockRow } from '../data/index.ts';
import { koreanDate } from './sim-params.ts';

export interface DartView {
  today: string;
  dataset: DartDataset;
  corpCodes: Table<CorpCodeRow>;
  companies: Table<CompanyRow>;
  disclosures: Table<DisclosureRow>;
  events: Table<EventRow>;
  majorstock: Table<MajorStockRow>;
}

export function createView(dataset: DartDataset, context: SimContext): DartView {
  const { overlay } = context;
  return {
    today: koreanDate(context.now),
    dataset,
    corpCodes: dataset.corpCodes.withOverlay(overlay.corpCodes),
    companies: dataset.companies.withOverlay(overlay.companies),
    disclosures: dataset.disclosures.withOverlay(overlay.disclosures),
    events: dataset.events.withOverlay(overlay.events),
    majorstock: dataset.majorstock.withOverlay(overlay.majorstock),
  };
}
