// What each emulated service shows at the session's clock: licences granted after "today" do not
// exist yet, closures after today have not happened, accident years and population months appear
// only once published. Rows are stored as of DATA_END and adjusted here, per request.
import { accidentYearVisible } from '../data/accidents.ts';
import { monthVisible } from '../data/population.ts';
import type { GgRow } from '../data/types.ts';
import type { ServiceName } from '../services.ts';

export interface ClockRule {
  visible?(row: GgRow, today: string): boolean;
  present?(row: GgRow, today: string): GgRow;
  /** The YYYYMMDD dates of a row that `visible` and `present` compare with today (their only use of
   *  today), when the rule is that simple: then days between two such dates see the same rows. */
  dates?(row: GgRow): string[];
}

const ymd = (value: unknown) => String(value ?? '').replace(/-/g, '');

/** A licence-style service: hidden before LICENSG_DE, still open before CLSBIZ_DE. */
function licensed(openState: string): ClockRule {
  return {
    visible: (row, today) => ymd(row.LICENSG_DE) <= today,
    present: (row, today) => {
      if (!row.CLSBIZ_DE || ymd(row.CLSBIZ_DE) <= today) return row;
      const open = { ...row, BSN_STATE_NM: openState, CLSBIZ_DE: null };
      return 'UNITY_BSN_STATE_NM' in row ? { ...open, UNITY_BSN_STATE_NM: '영업/정상' } : open;
    },
    dates: (row) => [ymd(row.LICENSG_DE), ymd(row.CLSBIZ_DE)],
  };
}

export const CLOCK_RULES: Partial<Record<ServiceName, ClockRule>> = {
  GENRESTRT: licensed('영업'),
  GolfPlace: licensed('영업'),
  Animalhosptl: licensed('정상'),
  TBGGPHSTRNFACLTM: {
    visible: (row, today) => ymd(row.COMPLTN_DE) <= today,
    present: (row, today) =>
      row.CLSBIZ_DE && ymd(row.CLSBIZ_DE) > today ? { ...row, FACLT_STATE_NM: '정상운영', CLSBIZ_DE: null } : row,
    dates: (row) => [ymd(row.COMPLTN_DE), ymd(row.CLSBIZ_DE)],
  },
  RegionMnyFacltStus: {
    present: (row, today) =>
      row.CLSBIZ_DAY && ymd(row.CLSBIZ_DAY) > today
        ? { ...row, LEAD_TAX_MAN_STATE: '계속사업자', LEAD_TAX_MAN_STATE_CD: '01', CLSBIZ_DAY: null }
        : row,
    dates: (row) => [ymd(row.CLSBIZ_DAY)],
  },
  TfcacdarM: { visible: (row, today) => accidentYearVisible(String(row.ACDNT_YY), today) },
  AgeAcctoPopltn: { visible: (row, today) => monthVisible(`${row.EXAMIN_YY}${row.EXAMIN_MT}`, today) },
};
