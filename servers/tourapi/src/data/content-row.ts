// One TourAPI content as the emulation stores it: every list field of the real responses, as strings, plus
// the event dates of festivals and the sync flag. List operations project it onto their real field sets.

export interface ContentRow {
  [field: string]: string;
  contentid: string;
  contenttypeid: string;
  title: string;
  addr1: string;
  addr2: string;
  zipcode: string;
  tel: string;
  areacode: string;
  sigungucode: string;
  lDongRegnCd: string;
  lDongSignguCd: string;
  cat1: string;
  cat2: string;
  cat3: string;
  lclsSystm1: string;
  lclsSystm2: string;
  lclsSystm3: string;
  mapx: string;
  mapy: string;
  mlevel: string;
  firstimage: string;
  firstimage2: string;
  cpyrhtDivCd: string;
  createdtime: string;
  modifiedtime: string;
  /** "1" shown, "0" withdrawn (only areaBasedSyncList2 lists withdrawn contents). */
  showflag: string;
  /** Festivals (contenttypeid 15) only; "" otherwise. */
  eventstartdate: string;
  eventenddate: string;
}

/** The fields every list operation returns, in the order the real API sends them. */
export const LIST_FIELDS = [
  'addr1',
  'addr2',
  'areacode',
  'cat1',
  'cat2',
  'cat3',
  'contentid',
  'contenttypeid',
  'createdtime',
  'firstimage',
  'firstimage2',
  'cpyrhtDivCd',
  'mapx',
  'mapy',
  'mlevel',
  'modifiedtime',
  'sigungucode',
  'tel',
  'title',
  'zipcode',
  'lDongRegnCd',
  'lDongSignguCd',
  'lclsSystm1',
  'lclsSystm2',
  'lclsSystm3',
] as const;

export function listItem(row: ContentRow, extra: readonly string[] = []): Record<string, string> {
  const item: Record<string, string> = {};
  for (const field of LIST_FIELDS) item[field] = row[field] ?? '';
  for (const field of extra) item[field] = row[field] ?? '';
  return item;
}
