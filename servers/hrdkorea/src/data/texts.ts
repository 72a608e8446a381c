// The descriptive texts: 종목 상세 (InquiryQualInfo) and 종목별 자격정보 (InquiryInformationTradeNTQSVC).
// The job definitions and pass criteria per grade are the statutory ones; the rest is written from
// templates over the qualification's own name and field, so every text names the right thing.
import { createRng, hashSeed } from '@kopa/kit';
import type { Qualification } from './catalog.ts';
import { coreOf, planOf } from './subjects.ts';
import type { ExamInfoRow, QualInfoRow, SeriesName } from './types.ts';

/** 국가기술자격법 시행규칙 검정기준 (statutory job definitions per grade). */
const JOB_BY_GRADE: Partial<Record<SeriesName, string>> = {
  기술사:
    '분야에 관한 고도의 전문지식과 실무경험에 입각한 계획·연구·설계·분석·조사·시험·시공·감리·평가·진단·사업관리·기술관리 등의 업무를 수행한다.',
  기능장:
    '분야에 관한 최상급 숙련기능을 가지고 산업현장에서 작업관리, 소속 기능인력의 지도 및 감독, 현장훈련, 경영계층과 생산계층을 유기적으로 연계시켜 주는 현장관리 등의 업무를 수행한다.',
  기사: '분야에 관한 공학적 기술이론 지식을 가지고 설계·시공·분석 등의 업무를 수행한다.',
  산업기사: '분야에 관한 기술기초이론 지식 또는 숙련기능을 바탕으로 복합적인 기초기술 및 기능업무를 수행한다.',
  기능사:
    '분야에 관한 숙련기능을 가지고 제작·제조·조작·운전·보수·정비·채취·검사 또는 작업관리 및 이에 관련되는 업무를 수행한다.',
};

const PASS_CRITERIA: Partial<Record<SeriesName, [string, string]>> = {
  기술사: ['100점을 만점으로 하여 60점 이상', '100점을 만점으로 하여 60점 이상'],
  기능장: ['100점을 만점으로 하여 60점 이상', '100점을 만점으로 하여 60점 이상'],
  기사: ['100점을 만점으로 하여 과목당 40점 이상, 전과목 평균 60점 이상', '100점을 만점으로 하여 60점 이상'],
  산업기사: ['100점을 만점으로 하여 과목당 40점 이상, 전과목 평균 60점 이상', '100점을 만점으로 하여 60점 이상'],
  '1급': ['100점을 만점으로 하여 과목당 40점 이상, 전과목 평균 60점 이상', '100점을 만점으로 하여 60점 이상'],
  '2급': ['100점을 만점으로 하여 과목당 40점 이상, 전과목 평균 60점 이상', '100점을 만점으로 하여 60점 이상'],
  기능사: ['100점을 만점으로 하여 60점 이상', '100점을 만점으로 하여 60점 이상'],
};

const SERIES_ENGLISH: Partial<Record<SeriesName, string>> = {
  기술사: 'Professional Engineer',
  기능장: 'Master Craftsman',
  기사: 'Engineer',
  산업기사: 'Industrial Engineer',
  기능사: 'Craftsman',
};

const KNOWN_ENGLISH: Record<string, string> = {
  정보처리기사: 'Engineer Information Processing',
  정보처리산업기사: 'Industrial Engineer Information Processing',
  전기기사: 'Engineer Electricity',
  전기산업기사: 'Industrial Engineer Electricity',
  산업안전기사: 'Engineer Industrial Safety',
  건축기사: 'Engineer Architecture',
  한식조리기능사: 'Craftsman Cook, Korean Food',
  지게차운전기능사: 'Craftsman Fork Lift Truck Operator',
  굴착기운전기능사: 'Craftsman Excavating Machine Operator',
};

/** 관련부처 by 대직무분야. */
const MINISTRY: Record<string, string> = {
  '02': '고용노동부',
  '04': '고용노동부',
  '06': '보건복지부',
  '07': '고용노동부',
  '08': '산업통상자원부',
  '09': '국토교통부',
  '12': '보건복지부',
  '13': '식품의약품안전처',
  '14': '국토교통부',
  '15': '산업통상자원부',
  '16': '산업통상자원부',
  '17': '산업통상자원부',
  '18': '산업통상자원부',
  '19': '산업통상자원부',
  '20': '과학기술정보통신부',
  '21': '식품의약품안전처',
  '22': '산업통상자원부',
  '23': '고용노동부',
  '24': '농림축산식품부',
};

export function buildQualInfo(options: { seed: string; catalog: readonly Qualification[] }): QualInfoRow[] {
  const rows: QualInfoRow[] = [];
  for (const qualification of options.catalog) {
    const { series, row } = qualification;
    const english = SERIES_ENGLISH[series];
    const job = JOB_BY_GRADE[series];
    if (!english || !job) continue; // 1급/2급 and professional qualifications are not served here
    const rng = createRng(hashSeed(options.seed, 'info', row.jmcd));
    const core = coreOf(row.jmfldnm);
    const founded = rng.int(1974, 2012);
    const renamed = founded < 1999 && rng.chance(0.4) ? rng.int(founded + 5, 2015) : undefined;
    rows.push({
      jmCd: row.jmcd,
      jmNm: row.jmfldnm,
      engJmNm: KNOWN_ENGLISH[row.jmfldnm] ?? `${english} ${core}`,
      seriesCd: row.seriescd,
      seriesNm: series,
      implNm: '한국산업인력공단',
      instiNm: MINISTRY[row.obligfldcd] ?? '고용노동부',
      mdobligFldNm: row.mdobligfldnm,
      summary: `${core} 분야의 ${series} 수준 기술인력을 양성하기 위하여 제정된 국가기술자격으로, ${row.mdobligfldnm} 직무의 현장 수요를 반영하여 시행한다.`,
      job: `${core} ${job}`,
      career: `${row.obligfldnm} 관련 산업체, 공공기관 및 공기업, 연구소 등의 ${row.mdobligfldnm} 부문으로 진출할 수 있으며, 관련 법령에 따라 선임 자격으로 인정되는 경우가 있다.`,
      trend: `최근 ${row.mdobligfldnm} 분야 현장 실무 중심으로 출제기준이 개편되어, 필기는 이론의 응용, 실기는 실무 수행능력 평가의 비중이 높아지고 있다.`,
      hist: renamed
        ? `${founded}년 ${core} 관련 종목으로 신설 → ${renamed}년 ${row.jmfldnm}(으)로 명칭 변경`
        : `${founded}년 ${row.jmfldnm} 신설`,
    });
  }
  return rows;
}

export function buildExamInfo(options: { seed: string; catalog: readonly Qualification[] }): ExamInfoRow[] {
  const rows: ExamInfoRow[] = [];
  for (const qualification of options.catalog) {
    const { row, series } = qualification;
    const plan = planOf({ seed: options.seed, qualification });
    const criteria = PASS_CRITERIA[series];
    if (!plan || !criteria) continue;
    const core = coreOf(row.jmfldnm);
    const written =
      plan.writtenType === '필답형'
        ? `필답형(교시당 ${plan.writtenMinutes}분, ${plan.written.length}교시)`
        : plan.perSubject > 0
          ? `객관식 4지 택일형, 과목당 ${plan.perSubject}문항(과목당 ${plan.writtenMinutes}분)`
          : `객관식 4지 택일형, 60문항(${plan.writtenMinutes}분)`;
    const add = (infogb: string, contents: string) =>
      rows.push({ infoKey: `${row.jmcd}-${infogb}`, jmCd: row.jmcd, infogb, contents, jmfldnm: row.jmfldnm });
    add(
      '출제경향',
      `${core} 분야 ${series}의 직무 수행에 필요한 지식과 실무 능력을 평가합니다. 필기는 ${plan.written.length}개 과목에서 고르게 출제되며, 실기는 ${plan.practicalType}으로 현장 적용 능력을 확인합니다.`,
    );
    add('출제기준', `적용기간 : 2025.01.01 ~ 2027.12.31\n직무분야 : ${row.obligfldnm} / ${row.mdobligfldnm}`);
    add(
      '취득방법',
      [
        '① 시행처 : 한국산업인력공단',
        `② 관련학과 : ${row.mdobligfldnm} 관련 학과`,
        '③ 시험과목',
        ` - ${series === '기술사' ? '1차' : '필기'} : ${plan.written.join(', ')}`,
        ` - ${series === '기술사' ? '2차(면접)' : '실기'} : ${plan.practical.join(', ')}`,
        '④ 검정방법',
        ` - ${series === '기술사' ? '1차' : '필기'} : ${written}`,
        ` - ${series === '기술사' ? '2차(면접)' : '실기'} : ${plan.practicalType}(${plan.practicalMinutes}분 정도)`,
        '⑤ 합격기준',
        ` - 필기 : ${criteria[0]}`,
        ` - 실기 : ${criteria[1]}`,
      ].join('\n'),
    );
  }
  return rows;
}
