// target=law and target=eflaw: the 법령 search (LawSearch) and the 법령 본문 (법령 → 기본정보, 조문단위,
// 부칙단위), with MST/ID/LM, efYd (the version in force on a date) and JO (one article).
import { parseJo } from '../data/articles.ts';
import type { LawSpec } from '../data/catalog.ts';
import { compact, dayOf, spaced } from '../data/dates.ts';
import type { LawVersionRow } from '../data/index.ts';
import type { LawVersion } from '../data/versions.ts';
import { compare, date, dateRange, inRange, matcher, option, paging, scope, searchText, slice } from './sim-params.ts';
import type { SimRequest } from './sim-request.ts';
import { InvalidRequest, NoMatch, searchBody } from './sim-respond.ts';
import { inForce, statusOf, versionsOf } from './sim-view.ts';

/** 법종구분코드; A0002 (법률) is recorded in public fixtures, the others follow the same series. */
export const KIND_CODES: Record<string, string> = {
  헌법: 'A0001',
  법률: 'A0002',
  대통령령: 'A0003',
  총리령: 'A0004',
  부령: 'A0005',
  대법원규칙: 'A0006',
};

const SORTS = ['lasc', 'ldes', 'dasc', 'ddes', 'nasc', 'ndes', 'efasc', 'efdes'] as const;

function lawRow(request: SimRequest, row: LawVersionRow, status: string, id: number): Record<string, unknown> {
  return {
    id: String(id),
    법령일련번호: row.법령일련번호,
    현행연혁코드: status,
    법령명한글: row.법령명한글,
    법령약칭명: row.법령약칭명,
    법령ID: row.법령ID,
    공포일자: row.공포일자,
    공포번호: row.공포번호,
    제개정구분명: row.제개정구분명,
    소관부처코드: row.소관부처코드,
    소관부처명: row.소관부처명,
    법령구분명: row.법령구분명,
    공동부령정보: '',
    시행일자: row.시행일자,
    자법타법여부: '',
    법령상세링크: `/DRF/lawService.do?OC=${request.view.oc}&target=${request.target}&MST=${row.법령일련번호}&type=HTML&efYd=${row.시행일자}`,
  };
}

function kindCode(row: { 법령구분명: string }): string {
  return KIND_CODES[row.법령구분명] ?? (row.법령구분명.endsWith('령') ? 'A0005' : 'A0002');
}

export function searchLaws(request: SimRequest): Record<string, unknown> {
  const { view, params, target } = request;
  const page = paging(params);
  const body = scope(params) === 2;
  const match = matcher(params.get('query'));
  const efYd = dateRange(params, 'efYd');
  const ancYd = dateRange(params, 'ancYd');
  const announced = date(params, 'date');
  const sort = option(params, 'sort', SORTS) ?? (target === 'eflaw' ? 'efdes' : 'lasc');
  const knd = params.get('knd');
  const org = params.get('org');
  const nb = params.get('nb');
  const lid = params.get('LID');
  const wanted = new Set((params.get('nw') ?? (target === 'eflaw' ? '2,3' : '3')).split(','));
  if ([...wanted].some((value) => !['1', '2', '3'].includes(value))) throw new InvalidRequest('nw');

  const candidates: Array<{ row: LawVersionRow; status: string }> = [];
  const ids = lid ? [lid.padStart(6, '0')] : [...new Set(view.laws.rows().map((row) => row.법령ID))];
  for (const id of ids) {
    const versions = versionsOf(view, id);
    const current = inForce(versions, view.today);
    for (const row of target === 'law' ? (current ? [current] : []) : versions) {
      const status = statusOf(row, current, view.today);
      const code = status === '현행' ? '3' : status === '시행예정' ? '2' : '1';
      if (target === 'eflaw' && !wanted.has(code)) continue;
      candidates.push({ row, status });
    }
  }
  const matches = candidates.filter(({ row }) => {
    if (
      match &&
      !match(
        body
          ? request.bodyText(row.법령일련번호)
          : searchText(row, 'name', () => `${row.법령명한글} ${row.법령약칭명}`),
      )
    )
      return false;
    if (knd && kindCode(row) !== knd) return false;
    if (org && row.소관부처코드 !== org) return false;
    if (nb && row.공포번호 !== nb) return false;
    if (announced && row.공포일자 !== announced) return false;
    return inRange(row.시행일자, efYd) && inRange(row.공포일자, ancYd);
  });
  const key: Record<(typeof SORTS)[number], (row: LawVersionRow) => string> = {
    lasc: (row) => row.법령명한글,
    ldes: (row) => row.법령명한글,
    dasc: (row) => row.공포일자,
    ddes: (row) => row.공포일자,
    nasc: (row) => row.공포번호.padStart(8, '0'),
    ndes: (row) => row.공포번호.padStart(8, '0'),
    efasc: (row) => row.시행일자,
    efdes: (row) => row.시행일자,
  };
  const sign = sort.endsWith('des') ? -1 : 1;
  matches.sort(
    (a, b) =>
      sign * compare(key[sort](a.row), key[sort](b.row)) ||
      compare(a.row.법령명한글, b.row.법령명한글) ||
      compare(b.row.시행일자, a.row.시행일자),
  );
  const offset = (page.page - 1) * page.display;
  return searchBody({
    root: 'LawSearch',
    listKey: 'law',
    rows: slice(matches, page).map(({ row, status }, index) => lawRow(request, row, status, offset + index + 1)),
    totalCnt: matches.length,
    page: page.page,
    head: { target, 키워드: params.get('query') ?? '*', section: body ? 'bdyText' : 'lawNm' },
    tail: { numOfRows: String(page.display), resultCode: '00', resultMsg: 'success' },
  });
}

function resolveVersion(request: SimRequest): { row: LawVersionRow; spec: LawSpec; version: LawVersion } {
  const { view, params } = request;
  const mst = params.get('MST');
  const id = params.get('ID');
  const name = params.get('LM');
  const efYd = date(params, 'efYd');
  let row: LawVersionRow | undefined;
  if (mst) {
    if (!/^\d{1,9}$/.test(mst)) throw new InvalidRequest('MST');
    row = view.laws.get(mst);
    if (row && row.공포일자 > view.today) row = undefined;
  } else if (id || name) {
    if (id && !/^\d{1,6}$/.test(id)) throw new InvalidRequest('ID');
    const lawId = id ? id.padStart(6, '0') : view.corpus.specByName(name ?? '')?.법령ID;
    row = lawId ? inForce(versionsOf(view, lawId), efYd ?? view.today) : undefined;
  } else {
    throw new InvalidRequest('MST');
  }
  const found = row ? view.corpus.byMst(row.법령일련번호) : undefined;
  if (!row || !found) throw new NoMatch();
  return { row, ...found };
}

function enforcementClause(spec: LawSpec, version: LawVersion): string {
  const self =
    spec.kind === '헌법' ? '이 헌법' : spec.kind === '법률' ? '이 법' : spec.kind === '대통령령' ? '이 영' : '이 규칙';
  const delay = dayOf(version.시행일자) - dayOf(version.공포일자);
  const months: Record<number, string> = { 90: '3개월', 180: '6개월', 365: '1년' };
  if (delay === 0) return `${self}은 공포한 날부터 시행한다.`;
  const period = months[delay];
  return period
    ? `${self}은 공포 후 ${period}이 경과한 날부터 시행한다.`
    : `${self}은 ${spaced(version.시행일자)}부터 시행한다.`;
}

export function lawService(request: SimRequest): Record<string, unknown> {
  const { view, params } = request;
  const { row, spec, version } = resolveVersion(request);
  const jo = params.get('JO');
  let articles: unknown;
  if (jo) {
    const wanted = parseJo(jo);
    if (!wanted) throw new InvalidRequest('JO');
    articles = view.corpus.unit(version, wanted);
    if (!articles) throw new NoMatch();
  } else {
    articles = view.corpus.units(version);
  }
  const history = view.corpus.versions(spec.법령ID).filter((candidate) => candidate.index <= version.index);
  return {
    법령: {
      법령키: `${spec.법령ID}${version.공포일자}${version.공포번호.padStart(5, '0')}`,
      기본정보: {
        법령ID: spec.법령ID,
        공포일자: row.공포일자,
        공포번호: row.공포번호,
        언어: '한글',
        법종구분: { content: spec.kind === '부령' ? spec.kindName : spec.kind, 법종구분코드: kindCode(row) },
        법령명_한글: row.법령명한글,
        법령명_한자: '',
        법령명약칭: row.법령약칭명,
        제명변경여부: 'N',
        한글법령여부: 'Y',
        편장절관: '',
        소관부처: { content: row.소관부처명, 소관부처코드: row.소관부처코드 },
        전화번호: '',
        시행일자: row.시행일자,
        제개정구분: row.제개정구분명,
        공포법령여부: 'Y',
      },
      조문: { 조문단위: articles },
      ...(jo
        ? {}
        : {
            부칙: {
              부칙단위: history.map((entry) => ({
                부칙공포일자: entry.공포일자,
                부칙공포번호: entry.공포번호,
                부칙내용: `부칙 <${spec.kind === '부령' ? spec.kindName : spec.kind} 제${entry.공포번호}호, ${compact(entry.공포일자)}> ${enforcementClause(spec, entry)}`,
              })),
            },
          }),
    },
  };
}
