// KDIC's directories: 예금보험금 지급대행지점 (the bank branches that pay out insured deposits when an institution
// fails) and 발행보고서정보 (KDIC's periodicals). Branch and report names follow the real naming patterns.
import { createRng } from '@kopa/kit';
import { addDays, monthsBetween } from './calendar.ts';

const AGENTS = ['농협', '국민은행', '우리은행', '신한은행', '하나은행', '중소기업은행'];
const DONGS = [
  ['서울특별시 송파구', ['가락동', '잠실', '문정동', '방이동']],
  ['서울특별시 강남구', ['역삼동', '삼성동', '대치동', '압구정']],
  ['서울특별시 마포구', ['공덕동', '합정', '상암동']],
  ['서울특별시 노원구', ['상계동', '중계동']],
  ['부산광역시 해운대구', ['해운대', '센텀', '좌동']],
  ['부산광역시 부산진구', ['서면', '부전동', '양정']],
  ['대구광역시 수성구', ['범어동', '만촌동']],
  ['인천광역시 남동구', ['구월동', '만수동']],
  ['광주광역시 서구', ['상무', '치평동']],
  ['대전광역시 서구', ['둔산', '탄방동']],
  ['울산광역시 남구', ['삼산동', '달동']],
  ['경기도 수원시 팔달구', ['인계동', '매탄']],
  ['경기도 고양시 일산동구', ['마두동', '백석']],
  ['전라남도 목포시', ['하당', '용해동']],
  ['충청북도 청주시 흥덕구', ['복대동', '가경동']],
  ['경상남도 창원시 성산구', ['상남동', '중앙동']],
  ['제주특별자치도 제주시', ['연동', '노형']],
] as const;
const AREA: Record<string, string> = {
  서울: '02',
  부산: '051',
  대구: '053',
  인천: '032',
  광주: '062',
  대전: '042',
  울산: '052',
  경기: '031',
  전라: '061',
  충청: '043',
  경상: '055',
  제주: '064',
};

export function buildPaymentBranches(seed: string): Array<Record<string, string>> {
  const rows: Array<Record<string, string>> = [];
  for (const agent of AGENTS) {
    const rng = createRng(`${seed}:branches:${agent}`);
    for (const [district, dongs] of DONGS) {
      for (const dong of dongs) {
        if (!rng.chance(0.6)) continue;
        const area = AREA[district.slice(0, 2)] ?? '02';
        rows.push({
          pymtAgncIstNm: agent,
          pymtAgncBrchNm: `${dong}지점`,
          chrpnTelnoCont: `${area}-${rng.int(200, 999)}-${rng.int(1000, 9999)}`,
          adr: `${district} ${dong.replace(/동$/, '')}로 ${rng.int(1, 250)}`,
        });
      }
    }
  }
  return rows;
}

const SERIES = [
  {
    title: (ym: string) => `해외예금보험동향 ${ym.slice(0, 4)}년 ${Number(ym.slice(4, 6))}월호`,
    every: 1,
    dept: '예금보험연구센터',
    contents: '● 주요국 예금보험기구 동향● 해외 부실은행 정리 사례● 국제기구(IADI·FSB) 논의 동향',
  },
  {
    title: (ym: string) =>
      `금융리스크리뷰 ${ym.slice(0, 4)}년 ${['봄', '여름', '가을', '겨울'][Math.floor((Number(ym.slice(4, 6)) - 1) / 3)]}호`,
    every: 3,
    dept: '리스크총괄부',
    contents: '● 금융권역별 리스크 점검● 저축은행 건전성 분석● 부동산PF 익스포저 점검',
  },
  {
    title: (ym: string) => `예금보험 이슈분석 ${ym.slice(0, 4)}-${Number(ym.slice(4, 6))}`,
    every: 2,
    dept: '예금보험연구센터',
    contents: '● 예금보호한도 관련 쟁점● 차등보험료율제도 운영 현황● 디지털 뱅크런 대응',
  },
  {
    title: (ym: string) => `KDIC 연차보고서 ${Number(ym.slice(0, 4)) - 1}`,
    every: 12,
    dept: '기획조정부',
    contents: '● 예금보험기금 운용 현황● 부실금융회사 정리 실적● 공적자금 회수 현황',
  },
];

export function buildPublications(seed: string): Array<Record<string, string>> {
  const rows: Array<Record<string, string>> = [];
  const rng = createRng(`${seed}:publications`);
  for (const ym of monthsBetween('201501', '202608')) {
    const month = Number(ym.slice(4, 6));
    for (const series of SERIES) {
      if (series.every === 12 ? month !== 4 : month % series.every !== 0) continue;
      rows.push({
        title: series.title(ym),
        contents: series.contents,
        jursDept: series.dept,
        regDate: addDays(`${ym}01`, rng.int(2, 26)),
        inqCnt: String(rng.int(40, 2600)),
      });
    }
  }
  return rows.sort((a, b) => ((a.regDate ?? '') < (b.regDate ?? '') ? 1 : -1));
}
