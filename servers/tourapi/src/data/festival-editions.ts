// Festivals recur: TourAPI keeps a festival's contentid and rewrites its event dates when the next edition is
// announced. A data window that ends after the fixed one (DataWindow) therefore moves each festival to its
// latest edition announced after the fixed end and on or before the window's end, one calendar year per
// edition, announced as long before its start as the first edition was registered before its own.
import type { ContentRow } from './content-row.ts';
import { dateOfDay, dayNumber, timestampOf } from './format.ts';

/** Each festival as of `endDay`; rows are returned unchanged when `endDay` is not after `fixedEndDay`. */
export function rollFestivals(options: {
  rows: readonly ContentRow[];
  fixedEndDay: number;
  endDay: number;
}): ContentRow[] {
  const { fixedEndDay, endDay } = options;
  if (!(endDay > fixedEndDay)) return [...options.rows];
  return options.rows.map((row) => {
    if (row.contenttypeid !== '15' || row.eventstartdate === '') return row;
    const start = dayNumber(row.eventstartdate);
    const length = dayNumber(row.eventenddate) - start;
    const lead = start - dayNumber(row.createdtime.slice(0, 8));
    let latest: { start: number; announced: number } | undefined;
    for (let years = 1; ; years++) {
      const editionStart = dayNumber(shiftYears(row.eventstartdate, years));
      const announced = editionStart - lead;
      if (announced > endDay) break;
      if (announced > fixedEndDay) latest = { start: editionStart, announced };
    }
    if (!latest) return row;
    const seconds = Number(row.modifiedtime.slice(8, 10)) * 3600 + Number(row.modifiedtime.slice(10, 12)) * 60;
    return {
      ...row,
      eventstartdate: dateOfDay(latest.start),
      eventenddate: dateOfDay(latest.start + length),
      modifiedtime: timestampOf({ day: latest.announced, seconds }),
    };
  });
}

/** The same month and day `years` later; 29 February becomes 28 February in a common year. */
function shiftYears(yyyymmdd: string, years: number): string {
  const shifted = `${Number(yyyymmdd.slice(0, 4)) + years}${yyyymmdd.slice(4)}`;
  return Number.isNaN(dayNumber(shifted)) ? `${shifted.slice(0, 6)}28` : shifted;
}
