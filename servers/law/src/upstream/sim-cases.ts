// target=prec (판례: PrecSearch / PrecService) and target=expc (법령해석례: Expc / ExpcService), with
// their filters: 법원 (org, curt), 참조법령 (JO), 사건번호 (nb), 선고일자 (prncYd), 질의·회신기관, 안건번호.
import { dotted } from '../data/dates.ts';
import type { InterpretationRow, PrecedentRow } from '../data/index.ts';
import { precedentBody } from '../data/precedent-text.ts';
import {
  compare,
  date,
  dateRange,
  inRange,
  matcher,
  normalizeText,
  option,
  paging,
  scope,
  searchText,
  slice,
} from './sim-params.ts';
import type { SimRequest } from './sim-request.ts';
import { NoMatch, searchBody } from './sim-respond.ts';

const SORTS = ['lasc', 'ldes', 'dasc', 'ddes', 'nasc', 'ndes'] as const;
type Sort = (typeof SORTS)[number];

function sorted<T>(
  rows: T[],
  sort: Sort,
  keys: { name: (row: T) => string; date: (row: T) => string; number: (row: T) => string },
) {
  const key = sort.startsWith('l') ? keys.name : sort.startsWith('d') ? keys.date : keys.number;
  const sign = sort.endsWith('des') ? -1 : 1;
  return rows.sort((a, b) => sign * compare(key(a), key(b)) || compare(keys.number(a), keys.number(b)));
}

/** Whether a 참조조문 cites this law ("민법 제750조", "구 민법(…) 제750조"); built once per search. */
export function citesLaw(lawName: string): (참조조문: string) => boolean {
  const escaped = lawName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(^|[\\s,/\\]])(구 )?${escaped}(\\([^)]*\\))? 제\\d`);
  return (참조조문) => pattern.test(참조조문);
}

export function searchPrecedents(request: SimRequest): Record<string, unknown> {
  const { view, params } = request;
  const page = paging(params);
  const body = scope(params) === 2;
  const match = matcher(params.get('query'));
  const org = option(params, 'org', ['400201', '400202']);
  const court = params.get('curt');
  const courtText = court ? normalizeText(court) : '';
  const law = params.get('JO');
  const cites = law ? citesLaw(law.trim()) : undefined;
  const number = params.get('nb');
  const range = dateRange(params, 'prncYd');
  const exact = date(params, 'date');
  const source = params.get('datSrcNm');
  const sort = option(params, 'sort', SORTS) ?? 'ddes';
  const rows = view.precedents.rows().filter((row) => {
    if (row.선고일자 > view.today) return false;
    if (
      match &&
      !match(
        body
          ? searchText(
              row,
              'body',
              () => `${row.사건명} ${row.사건번호} ${row.판시사항} ${row.판결요지} ${row.참조조문}`,
            )
          : searchText(row, 'name', () => row.사건명),
      )
    )
      return false;
    if (org && row.법원종류코드 !== org) return false;
    if (court && searchText(row, 'court', () => row.법원명) !== courtText) return false;
    if (cites && !cites(row.참조조문)) return false;
    if (number && !number.split(',').includes(row.사건번호)) return false;
    if (source && row.데이터출처명 !== source) return false;
    if (exact && row.선고일자 !== exact) return false;
    return inRange(row.선고일자, range);
  });
  sorted(rows, sort, {
    name: (row) => row.사건명,
    date: (row) => row.선고일자,
    number: (row) => row.판례일련번호.padStart(9, '0'),
  });
  const offset = (page.page - 1) * page.display;
  return searchBody({
    root: 'PrecSearch',
    listKey: 'prec',
    rows: slice(rows, page).map((row, index) => ({
      id: String(offset + index + 1),
      판례일련번호: row.판례일련번호,
      사건명: row.사건명,
      사건번호: row.사건번호,
      선고일자: dotted(row.선고일자),
      법원명: row.법원명,
      법원종류코드: row.법원종류코드,
      사건종류명: row.사건종류명,
      사건종류코드: row.사건종류코드,
      판결유형: row.판결유형,
      선고: row.선고,
      데이터출처명: row.데이터출처명,
      판례상세링크: `/DRF/lawService.do?OC=${view.oc}&target=prec&ID=${row.판례일련번호}&type=HTML`,
    })),
    totalCnt: rows.length,
    page: page.page,
    head: { target: 'prec', 키워드: params.get('query') ?? '*', section: body ? 'bdyText' : 'evtNm' },
  });
}

function found<T extends Record<string, unknown>>(row: T | undefined, visible: (row: T) => boolean): T {
  if (!row || !visible(row)) throw new NoMatch();
  return row;
}

export function precedentService(request: SimRequest): Record<string, unknown> {
  const { view, params } = request;
  const row: PrecedentRow = found(
    view.precedents.get(params.get('ID') ?? ''),
    (candidate) => candidate.선고일자 <= view.today,
  );
  return {
    PrecService: {
      판례정보일련번호: row.판례일련번호,
      사건명: row.사건명,
      사건번호: row.사건번호,
      선고일자: row.선고일자,
      선고: row.선고,
      법원명: row.법원명,
      법원종류코드: row.법원종류코드,
      사건종류명: row.사건종류명,
      사건종류코드: row.사건종류코드,
      판결유형: row.판결유형,
      판시사항: row.판시사항,
      판결요지: row.판결요지,
      참조조문: row.참조조문,
      참조판례: row.참조판례,
      판례내용: typeof row.판례내용 === 'string' ? row.판례내용 : precedentBody(row),
    },
  };
}

export function searchInterpretations(request: SimRequest): Record<string, unknown> {
  const { view, params } = request;
  const page = paging(params);
  const body = scope(params) === 2;
  const match = matcher(params.get('query'));
  const asker = params.get('inq');
  const replier = params.get('rpl');
  const item = params.get('itmno');
  const range = dateRange(params, 'explYd');
  const registered = dateRange(params, 'regYd');
  const sort = option(params, 'sort', SORTS) ?? 'ddes';
  const rows = view.interpretations.rows().filter((row: InterpretationRow) => {
    if (row.해석일자 > view.today) return false;
    if (
      match &&
      !match(
        body
          ? searchText(row, 'body', () => `${row.안건명} ${row.질의요지} ${row.회답} ${row.이유}`)
          : searchText(row, 'name', () => row.안건명),
      )
    )
      return false;
    if (asker && row.질의기관코드 !== asker && row.질의기관명 !== asker) return false;
    if (replier && row.회신기관코드 !== replier && row.회신기관명 !== replier) return false;
    if (item && row.안건번호.replace('-', '') !== item.replace('-', '')) return false;
    return inRange(row.해석일자, range) && inRange(row.등록일시.slice(0, 8), registered);
  });
  sorted(rows, sort, { name: (row) => row.안건명, date: (row) => row.해석일자, number: (row) => row.안건번호 });
  const offset = (page.page - 1) * page.display;
  return searchBody({
    root: 'Expc',
    listKey: 'expc',
    rows: slice(rows, page).map((row, index) => ({
      id: String(offset + index + 1),
      법령해석례일련번호: row.법령해석례일련번호,
      안건명: row.안건명,
      안건번호: row.안건번호,
      질의기관명: row.질의기관명,
      질의기관코드: row.질의기관코드,
      회신기관명: row.회신기관명,
      회신기관코드: row.회신기관코드,
      회신일자: dotted(row.해석일자),
      법령해석례상세링크: `/DRF/lawService.do?OC=${view.oc}&target=expc&ID=${row.법령해석례일련번호}&type=HTML&mobileYn=`,
    })),
    totalCnt: rows.length,
    page: page.page,
    head: { target: 'expc', 키워드: params.get('query') ?? '*', section: body ? 'bdyText' : 'itmNm' },
    tail: { numOfRows: String(page.display), resultCode: '00', resultMsg: 'success' },
  });
}

export function interpretationService(request: SimRequest): Record<string, unknown> {
  const { view, params } = request;
  const row = found(view.interpretations.get(params.get('ID') ?? ''), (candidate) => candidate.해석일자 <= view.today);
  return {
    ExpcService: {
      법령해석례일련번호: row.법령해석례일련번호,
      안건명: row.안건명,
      안건번호: row.안건번호,
      해석일자: row.해석일자,
      해석기관코드: row.회신기관코드,
      해석기관명: row.회신기관명,
      질의기관코드: row.질의기관코드,
      질의기관명: row.질의기관명,
      관리기관코드: row.관리기관코드,
      등록일시: row.등록일시,
      질의요지: row.질의요지,
      회답: row.회답,
      이유: row.이유,
    },
  };
}
