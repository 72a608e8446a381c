// data.go.kr B490007 qualExamSchd/getQualExamSchdList (국가자격 시험일정) as it answers: family A″
// JSON (no `response` wrapper, `items` an array) or XML by `dataFormat` (case-insensitive),
// numOfRows ≤ 50 (930 otherwise), filters by implYy, qualgbCd and jmCd.
import { familyADoublePrime, jsonResponse, xmlResponse } from '@kopa/kit';
import type { RoundRow } from '../data/index.ts';
import { messageOf } from './codes.ts';
import { compareText, optionalParam, pageRows, SimError } from './sim-params.ts';
import type { HrdView } from './sim-view.ts';
import { errorXml, okXml } from './sim-xml.ts';

const MAX_ROWS = 50;
const QUALGB_ORDER: Record<string, number> = { T: 0, S: 1, C: 2, W: 3 };

const FIELDS = [
  'implYy',
  'implSeq',
  'qualgbCd',
  'qualgbNm',
  'description',
  'docRegStartDt',
  'docRegEndDt',
  'docExamStartDt',
  'docExamEndDt',
  'docPassDt',
  'pracRegStartDt',
  'pracRegEndDt',
  'pracExamStartDt',
  'pracExamEndDt',
  'pracPassDt',
] as const;

export function wantsJson(params: URLSearchParams): boolean {
  return (params.get('dataFormat') ?? '').trim().toLowerCase() === 'json';
}

/** The error answer in the format the caller asked for. */
export function scheduleError(options: { params: URLSearchParams; error: SimError }): Response {
  const { params, error } = options;
  return wantsJson(params)
    ? jsonResponse(familyADoublePrime.error(error.code, error.message))
    : xmlResponse(errorXml({ resultCode: error.code, resultMsg: error.message }));
}

export function qualExamSchd(options: { params: URLSearchParams; view: HrdView }): Response {
  const { params, view } = options;
  const implYy = optionalParam({ params, name: 'implYy', pattern: /^\d{4}$/ });
  const qualgbCd = optionalParam({ params, name: 'qualgbCd', pattern: /^[TCWStcws]$/ })?.toUpperCase();
  const jmCd = optionalParam({ params, name: 'jmCd', pattern: /^[0-9A-Z]{4}$/ });
  const pageNo = Number(optionalParam({ params, name: 'pageNo', pattern: /^[1-9]\d{0,5}$/ }) ?? '1');
  const numOfRows = Number(optionalParam({ params, name: 'numOfRows', pattern: /^\d{1,6}$/ }) ?? '10');
  if (numOfRows > MAX_ROWS) throw new SimError('930', messageOf('930'));
  if (numOfRows < 1) throw new SimError('10', `${messageOf('10')} (numOfRows)`);

  const roundKeys = jmCd ? new Set(view.offerings.where('jmCd', jmCd).map((row) => row.roundKey)) : undefined;
  const matches = view.rounds
    .rows()
    .filter(
      (round) =>
        view.roundPublished(round) &&
        (!implYy || round.implYy === implYy) &&
        (!qualgbCd || round.qualgbCd === qualgbCd) &&
        (!roundKeys || roundKeys.has(round.roundKey)),
    )
    .sort(
      (a, b) =>
        compareText(a.implYy, b.implYy) ||
        (QUALGB_ORDER[a.qualgbCd] ?? 9) - (QUALGB_ORDER[b.qualgbCd] ?? 9) ||
        compareText(a.docRegStartDt, b.docRegStartDt) ||
        compareText(a.description, b.description),
    );
  const rows = pageRows(matches, { pageNo, numOfRows }).map(publicRow);
  const page = { rows, totalCount: matches.length, pageNo, numOfRows };
  return wantsJson(params) ? jsonResponse(familyADoublePrime.ok(page)) : xmlResponse(okXml(page));
}

function publicRow(round: RoundRow): Record<string, string> {
  const row: Record<string, string> = {};
  for (const field of FIELDS) row[field] = round[field];
  return row;
}
