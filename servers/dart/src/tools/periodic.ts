// The periodic-report items (DS002) KOPA serves: dividends, largest shareholders, employees,
// executives and capital changes. They share one request shape, so one factory declares them.
import { PeriodQuery } from '../schemas.ts';
import { listApiTool } from './tool.ts';

export const getDividends = listApiTool({
  query: PeriodQuery,
  name: 'dart_get_dividends',
  api: 'alotMatter',
  title: '배당에 관한 사항',
  ko: '정기보고서의 주당배당금, 배당성향, 배당수익률 등 (당기·전기·전전기).',
  en: 'Dividend items of a periodic report: dividend per share, payout ratio, yield.',
  fields: {
    se: '구분, e.g. 주당 현금배당금(원)',
    thstrm: '당기',
    frmtrm: '전기',
    lwfr: '전전기',
  },
  // The real alotMatter sends stock_knd only on the rows kept per share kind (배당수익률, 주당 배당);
  // 주당액면가액, 당기순이익, 배당금총액 and 배당성향 rows have no such key.
  optionalFields: { stock_knd: '주식 종류 (보통주/우선주; 주식 종류별 행에만), e.g. 보통주' },
});

export const getLargestShareholders = listApiTool({
  query: PeriodQuery,
  name: 'dart_get_largest_shareholders',
  api: 'hyslrSttus',
  title: '최대주주 현황',
  ko: '최대주주와 특수관계인의 성명, 관계, 기초·기말 소유주식수와 지분율.',
  en: 'Largest shareholder and related parties with holdings at the start and end of the period.',
  fields: {
    nm: '성명',
    relate: '관계',
    stock_knd: '주식 종류',
    trmend_posesn_stock_co: '기말 소유주식수',
    trmend_posesn_stock_qota_rt: '기말 지분율',
  },
});

export const getEmployees = listApiTool({
  query: PeriodQuery,
  name: 'dart_get_employees',
  api: 'empSttus',
  title: '직원 현황',
  ko: '사업부문·성별 직원 수, 평균 근속연수, 연간급여 총액, 1인 평균급여.',
  en: 'Employees by division and sex: headcount, tenure, total and average pay.',
  fields: {
    fo_bbm: '사업부문',
    sexdstn: '성별',
    sm: '합계',
    avrg_cnwk_sdytrn: '평균 근속 연수',
    fyer_salary_totamt: '연간 급여 총액',
    jan_salary_am: '1인평균 급여액',
  },
});

export const getExecutives = listApiTool({
  query: PeriodQuery,
  name: 'dart_get_executives',
  api: 'exctvSttus',
  title: '임원 현황',
  ko: '임원의 성명, 성별, 출생년월, 직위, 등기 여부, 상근 여부, 담당업무, 재직기간.',
  en: 'Executives: name, position, registration, full-time status, duties and tenure.',
  fields: {
    nm: '성명',
    sexdstn: '성별',
    ofcps: '직위',
    rgist_exctv_at: '등기 임원 여부',
    fte_at: '상근 여부',
    chrg_job: '담당 업무',
  },
});

export const getCapitalChanges = listApiTool({
  query: PeriodQuery,
  name: 'dart_get_capital_changes',
  api: 'irdsSttus',
  title: '증자(감자) 현황',
  ko: '주식발행(감소)일자, 발행(감소) 형태, 주식 종류, 수량, 주당 액면가액과 발행가액.',
  en: 'Capital increases and decreases: date, form, share class, quantity, par and issue price.',
  fields: {
    isu_dcrs_de: '주식발행 감소일자',
    isu_dcrs_stle: '발행 감소 형태',
    isu_dcrs_stock_knd: '발행 감소 주식 종류',
    isu_dcrs_qy: '발행 감소 수량',
  },
});

export const PERIODIC_TOOLS = [getDividends, getLargestShareholders, getEmployees, getExecutives, getCapitalChanges];
