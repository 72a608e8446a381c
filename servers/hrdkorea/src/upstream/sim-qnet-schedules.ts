// Q-Net's schedule services (InquiryTestInformationNTQSVC): the grade lists getPEList 기술사,
// getMCList 기능장, getEList 기사·산업기사, getCList 기능사, and getJMList 종목별. They answer the
// plan of the session's current year in lower-case tags, with upstream's `docsubmitentdt` typo.
import { addDays } from '../data/calendar.ts';
import { planName, type RoundRow, seriesDescription } from '../data/index.ts';
import { compareText, pagingOf, requiredParam } from './sim-params.ts';
import { answer, type QnetHandler } from './sim-qnet.ts';
import type { HrdView } from './sim-view.ts';

function currentRounds(options: { view: HrdView; family: RoundRow['family'] }): RoundRow[] {
  const { view, family } = options;
  return view.rounds
    .where('family', family)
    .filter((round) => round.implYy === view.clockYear)
    .sort((a, b) => compareText(a.docRegStartDt, b.docRegStartDt));
}

function gradeList(family: RoundRow['family']): QnetHandler {
  return (params, view) => {
    const rows = currentRounds({ view, family }).map((round) => ({
      description: seriesDescription(round),
      docregstartdt: round.docRegStartDt,
      docregenddt: round.docRegEndDt,
      docexamdt: round.docExamStartDt,
      docpassdt: round.docPassDt,
      docsubmitstartdt: round.docSubmitStartDt,
      docsubmitentdt: round.docSubmitEndDt,
      pracregstartdt: round.pracRegStartDt,
      pracregenddt: round.pracRegEndDt,
      pracexamstartdt: round.pracExamStartDt,
      pracexamenddt: round.pracExamEndDt,
      pracpassdt: round.pracPassDt,
    }));
    return answer({ rows, paging: pagingOf(params) });
  };
}

/** getJMList?jmCd=: the current year's rounds one technical qualification sits in. */
const jmList: QnetHandler = (params, view) => {
  const jmCd = requiredParam({ params, name: 'jmCd', pattern: /^[0-9A-Z]{4}$/ });
  const qualification = view.qualifications.get(jmCd);
  const rounds =
    qualification?.qualgbcd === 'T'
      ? view.offerings
          .where('jmCd', jmCd)
          .filter((offering) => offering.implYy === view.clockYear)
          .flatMap((offering) => view.rounds.get(offering.roundKey) ?? [])
          .sort((a, b) => compareText(a.docRegStartDt, b.docRegStartDt))
      : [];
  const rows = rounds.map((round) => ({
    implplannm: planName(round),
    jmfldnm: qualification?.jmfldnm ?? '',
    obligfldcd: qualification?.obligfldcd ?? '',
    obligfldnm: qualification?.obligfldnm ?? '',
    mdobligfldcd: qualification?.mdobligfldcd ?? '',
    mdobligfldnm: qualification?.mdobligfldnm ?? '',
    docregstartdt: round.docRegStartDt,
    docregenddt: round.docRegEndDt,
    docexamstartdt: round.docExamStartDt,
    docexamenddt: round.docExamEndDt,
    docpassdt: round.docPassDt,
    docsubmitstartdt: round.docSubmitStartDt,
    docsubmitenddt: round.docSubmitEndDt,
    pracregstartdt: round.pracRegStartDt,
    pracregenddt: round.pracRegEndDt,
    pracexamstartdt: round.pracExamStartDt,
    pracexamenddt: round.pracExamEndDt,
    pracpassstartdt: round.pracPassDt,
    pracpassenddt: addDays(round.pracPassDt, 60),
  }));
  return answer({ rows, paging: pagingOf(params) });
};

export const SCHEDULE_HANDLERS: Record<string, QnetHandler> = {
  'InquiryTestInformationNTQSVC/getPEList': gradeList('PE'),
  'InquiryTestInformationNTQSVC/getMCList': gradeList('MC'),
  'InquiryTestInformationNTQSVC/getEList': gradeList('E'),
  'InquiryTestInformationNTQSVC/getCList': gradeList('C'),
  'InquiryTestInformationNTQSVC/getJMList': jmList,
};
