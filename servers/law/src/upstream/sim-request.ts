// One parsed DRF request as the handlers see it: the view of the data, the request variables, the
// target, and the cached full text of a law version for 본문검색 (search=2).
import type { LawView } from './sim-view.ts';

export interface SimRequest {
  view: LawView;
  params: URLSearchParams;
  target: string;
  /** Every article of the version with this MST as one string, normalized for matching (empty for
   *  unknown versions). */
  bodyText(mst: string): string;
}
