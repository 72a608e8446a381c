// target=admrul (행정규칙: AdmRulSearch / AdmRulService) and target=ordin (자치법규: OrdinSearch, whose
// rows come under the key "law", / LawService with 자치법규기본정보 and 조문.조).
import type { AdminRuleRow, OrdinanceRow } from '../data/index.ts';
import { compare, date, dateRange, inRange, matcher, option, paging, scope, searchText, slice } from './sim-params.ts';
import type { SimRequest } from './sim-request.ts';
import { InvalidRequest, NoMatch, searchBody } from './sim-respond.ts';

const SORTS = ['lasc', 'ldes', 'dasc', 'ddes', 'nasc', 'ndes', 'efasc', 'efdes'] as const;
type Sort = (typeof SORTS)[number];
const TAIL = { resultCode: '00', resultMsg: 'success' };

function order<T>(
  rows: T[],
  sort: Sort,
  keys: {
    name: (row: T) => string;
    date: (row: T) => string;
    effective: (row: T) => string;
    number: (row: T) => string;
  },
): T[] {
  const key = sort.startsWith('ef')
    ? keys.effective
    : sort.startsWith('l')
      ? keys.name
      : sort.startsWith('d')
        ? keys.date
        : keys.number;
  const sign = sort.endsWith('des') ? -1 : 1;
  return rows.sort((a, b) => sign * compare(key(a), key(b)) || compare(keys.number(a), keys.number(b)));
}

/** The 발령 of a rule in force today is 현행; earlier 발령 are 연혁 (judged against the session's clock). */
function currentIds(rows: readonly AdminRuleRow[], today: string): Set<string> {
  const latest = new Map<string, AdminRuleRow>();
  for (const row of rows) {
    if (row.발령일자 > today) continue;
    const best = latest.get(row.행정규칙ID);
    if (!best || row.발령일자 > best.발령일자) latest.set(row.행정규칙ID, row);
  }
  return new Set([...latest.values()].map((row) => row.행정규칙일련번호));
}

export function searchAdminRules(request: SimRequest): Record<string, unknown> {
  const { view, params } = request;
  const page = paging(params);
  const body = scope(params) === 2;
  const match = matcher(params.get('query'));
  const nw = option(params, 'nw', ['1', '2']) ?? '1';
  const org = params.get('org');
  const knd = option(params, 'knd', ['1', '2', '3', '4', '5', '6']);
  const issued = date(params, 'date');
  const range = dateRange(params, 'prmlYd');
  const nb = params.get('nb');
  const sort = option(params, 'sort', SORTS) ?? 'lasc';
  const all = view.adminRules.rows();
  const current = currentIds(all, view.today);
  const rows = all.filter((row) => {
    if (row.발령일자 > view.today) return false;
    if ((nw === '1') !== current.has(row.행정규칙일련번호)) return false;
    if (
      match &&
      !match(
        body
          ? searchText(row, 'body', () => `${row.행정규칙명} ${row.조문내용.join(' ')}`)
          : searchText(row, 'name', () => row.행정규칙명),
      )
    )
      return false;
    if (org && row.소관부처코드 !== org) return false;
    if (knd && row.행정규칙종류코드 !== knd) return false;
    if (issued && row.발령일자 !== issued) return false;
    if (nb && row.발령번호.replace(/\D/g, '') !== nb.replace(/\D/g, '')) return false;
    return inRange(row.발령일자, range);
  });
  order(rows, sort, {
    name: (row) => row.행정규칙명,
    date: (row) => row.발령일자,
    effective: (row) => row.시행일자,
    number: (row) => row.행정규칙일련번호,
  });
  const offset = (page.page - 1) * page.display;
  return searchBody({
    root: 'AdmRulSearch',
    listKey: 'admrul',
    rows: slice(rows, page).map((row, index) => ({
      id: String(offset + index + 1),
      행정규칙일련번호: row.행정규칙일련번호,
      행정규칙명: row.행정규칙명,
      행정규칙종류: row.행정규칙종류,
      발령일자: row.발령일자,
      발령번호: row.발령번호,
      소관부처명: row.소관부처명,
      현행연혁구분: current.has(row.행정규칙일련번호) ? '현행' : '연혁',
      제개정구분코드: row.제개정구분코드,
      제개정구분명: row.제개정구분명,
      행정규칙ID: row.행정규칙ID,
      행정규칙상세링크: `/DRF/lawService.do?OC=${view.oc}&target=admrul&ID=${row.행정규칙일련번호}&type=HTML`,
      시행일자: row.시행일자,
      생성일자: row.생성일자,
    })),
    totalCnt: rows.length,
    page: page.page,
    head: { target: 'admrul', 키워드: params.get('query') ?? '*', section: body ? 'bdyText' : 'admRulNm' },
    tail: { numOfRows: String(page.display), ...TAIL },
  });
}

export function adminRuleService(request: SimRequest): Record<string, unknown> {
  const { view, params } = request;
  const id = params.get('ID');
  const lid = params.get('LID');
  const name = params.get('LM');
  if (!id && !lid && !name) throw new InvalidRequest('ID');
  const all = view.adminRules.rows();
  const current = currentIds(all, view.today);
  const row = id
    ? view.adminRules.get(id)
    : all.find(
        (candidate) =>
          current.has(candidate.행정규칙일련번호) &&
          (lid ? candidate.행정규칙ID === lid : candidate.행정규칙명 === name),
      );
  if (!row || row.발령일자 > view.today) throw new NoMatch();
  return {
    AdmRulService: {
      행정규칙기본정보: {
        행정규칙일련번호: row.행정규칙일련번호,
        행정규칙명: row.행정규칙명,
        행정규칙종류: row.행정규칙종류,
        행정규칙종류코드: row.행정규칙종류코드,
        발령일자: row.발령일자,
        발령번호: row.발령번호,
        제개정구분명: row.제개정구분명,
        제개정구분코드: row.제개정구분코드,
        조문형식여부: 'Y',
        행정규칙ID: row.행정규칙ID,
        소관부처명: row.소관부처명,
        소관부처코드: row.소관부처코드,
        담당부서기관명: row.담당부서기관명,
        담당자명: '',
        전화번호: '',
        현행여부: current.has(row.행정규칙일련번호) ? 'Y' : 'N',
        시행일자: row.시행일자,
        생성일자: row.생성일자,
      },
      조문내용: row.조문내용,
      부칙: { 부칙공포일자: row.발령일자, 부칙공포번호: row.발령번호.replace(/\D/g, ''), 부칙내용: row.부칙내용 },
    },
  };
}

export const ORDINANCE_KINDS: Record<string, string> = { 조례: 'C0001', 규칙: 'C0002' };

export function searchOrdinances(request: SimRequest): Record<string, unknown> {
  const { view, params } = request;
  const page = paging(params);
  const body = scope(params) === 2;
  const match = matcher(params.get('query'));
  const org = params.get('org');
  const knd = option(params, 'knd', ['C0001', 'C0002']);
  const range = dateRange(params, 'ancYd');
  const effective = dateRange(params, 'efYd');
  const nb = params.get('nb');
  const sort = option(params, 'sort', SORTS) ?? 'lasc';
  const rows = view.ordinances.rows().filter((row: OrdinanceRow) => {
    if (row.공포일자 > view.today) return false;
    if (
      match &&
      !match(
        body
          ? searchText(row, 'body', () => `${row.자치법규명} ${row.조.map((article) => article.조내용).join(' ')}`)
          : searchText(row, 'name', () => row.자치법규명),
      )
    )
      return false;
    if (org && row.지자체기관코드 !== org) return false;
    if (knd && ORDINANCE_KINDS[row.자치법규종류] !== knd) return false;
    if (nb && row.공포번호 !== nb) return false;
    return inRange(row.공포일자, range) && inRange(row.시행일자, effective);
  });
  order(rows, sort, {
    name: (row) => row.자치법규명,
    date: (row) => row.공포일자,
    effective: (row) => row.시행일자,
    number: (row) => row.자치법규일련번호,
  });
  const offset = (page.page - 1) * page.display;
  return searchBody({
    root: 'OrdinSearch',
    listKey: 'law',
    rows: slice(rows, page).map((row, index) => ({
      id: String(offset + index + 1),
      자치법규일련번호: row.자치법규일련번호,
      자치법규명: row.자치법규명,
      자치법규ID: row.자치법규ID,
      공포일자: row.공포일자,
      공포번호: row.공포번호,
      제개정구분명: row.제개정구분명,
      지자체기관명: row.지자체기관명,
      자치법규종류: row.자치법규종류,
      시행일자: row.시행일자,
      자치법규상세링크: `/DRF/lawService.do?OC=${view.oc}&target=ordin&MST=${row.자치법규일련번호}&type=HTML&mobileYn=`,
      자치법규분야명: row.자치법규분야명,
      참조데이터구분: '0',
    })),
    totalCnt: rows.length,
    page: page.page,
    head: { target: 'ordin', 키워드: params.get('query') ?? '*', section: body ? 'bdyText' : 'ordinNm' },
    tail: { numOfRows: String(page.display), ...TAIL },
  });
}

export function ordinanceService(request: SimRequest): Record<string, unknown> {
  const { view, params } = request;
  const mst = params.get('MST');
  const id = params.get('ID');
  if (!mst && !id) throw new InvalidRequest('MST');
  const row = mst ? view.ordinances.get(mst) : view.ordinances.where('자치법규ID', id).at(-1);
  if (!row || row.공포일자 > view.today) throw new NoMatch();
  const jo = params.get('JO');
  if (jo && !/^\d{6}$/.test(jo)) throw new InvalidRequest('JO');
  const articles = jo ? row.조.find((article) => article.조문번호 === jo) : row.조;
  if (!articles) throw new NoMatch();
  return {
    LawService: {
      자치법규기본정보: {
        자치법규ID: row.자치법규ID,
        자치법규일련번호: row.자치법규일련번호,
        자치법규명: row.자치법규명,
        자치법규종류: ORDINANCE_KINDS[row.자치법규종류] ?? 'C0001',
        공포일자: row.공포일자,
        공포번호: row.공포번호,
        시행일자: row.시행일자,
        제개정정보: row.제개정구분명,
        지자체기관명: row.지자체기관명,
        담당부서명: '',
        전화번호: '',
      },
      조문: { 조: articles },
      부칙: { 부칙공포일자: row.공포일자, 부칙공포번호: row.공포번호, 부칙내용: row.부칙내용 },
    },
  };
}
