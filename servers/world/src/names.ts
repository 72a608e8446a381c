// Word lists for synthetic people, asset managers, auditors and addresses. Every name here is made
// up from common syllables.
import type { Rng } from '@kopa/kit';

const SURNAMES: ReadonlyArray<readonly [string, number]> = [
  ['김', 21],
  ['이', 15],
  ['박', 8],
  ['최', 5],
  ['정', 5],
  ['강', 2.4],
  ['조', 2.1],
  ['윤', 2.1],
  ['장', 2],
  ['임', 1.7],
  ['한', 1.5],
  ['오', 1.5],
  ['서', 1.5],
  ['신', 1.5],
  ['권', 1.4],
  ['황', 1.4],
  ['안', 1.3],
  ['송', 1.3],
  ['전', 1.1],
  ['홍', 1.1],
  ['유', 1.1],
  ['고', 0.9],
  ['문', 0.9],
  ['양', 0.9],
  ['손', 0.9],
  ['배', 0.8],
  ['백', 0.7],
  ['허', 0.6],
  ['남', 0.5],
  ['노', 0.5],
  ['하', 0.5],
  ['곽', 0.4],
];

const GIVEN_FIRST = [
  '민',
  '준',
  '서',
  '현',
  '지',
  '영',
  '수',
  '호',
  '성',
  '우',
  '재',
  '경',
  '진',
  '혜',
  '은',
  '정',
  '상',
  '동',
  '태',
  '윤',
  '승',
  '희',
  '종',
  '용',
  '철',
  '광',
  '기',
  '석',
  '선',
  '미',
] as const;
const GIVEN_SECOND = [
  '호',
  '준',
  '수',
  '민',
  '영',
  '철',
  '희',
  '석',
  '훈',
  '진',
  '우',
  '현',
  '식',
  '규',
  '환',
  '범',
  '원',
  '연',
  '경',
  '아',
  '숙',
  '정',
  '택',
  '섭',
  '혁',
  '욱',
  '근',
  '완',
  '열',
  '빈',
] as const;

/** A synthetic Korean personal name such as 김민호. */
export function personName(rng: Rng): string {
  return `${rng.weighted(SURNAMES)}${rng.pick(GIVEN_FIRST)}${rng.pick(GIVEN_SECOND)}`;
}

/** Asset managers and pension funds that file 대량보유 reports. Only 국민연금공단 is a real filer name. */
export const INSTITUTIONS: readonly string[] = [
  '국민연금공단',
  '한빛자산운용',
  '동방투자자문',
  '누리자산운용',
  '라온인베스트먼트',
  '세진자산운용',
  '대원투자신탁운용',
  '미래파트너스자산운용',
  '청호자산운용',
  '글로벌밸류자산운용',
  '해성에셋매니지먼트',
  'Pacific Crest Capital Management, LLC',
  'Northbridge Asset Management Ltd.',
  'Harbor Lane Investors LP',
];

/** The four large audit firms and a few others (they sign F-type 감사보고서 filings). */
export const AUDITORS: readonly string[] = [
  '삼일회계법인',
  '삼정회계법인',
  '안진회계법인',
  '한영회계법인',
  '대주회계법인',
  '신한회계법인',
  '성현회계법인',
  '태성회계법인',
];

/** Lead managers of public bond issues. */
export const UNDERWRITERS: readonly string[] = [
  '한국투자증권',
  'NH투자증권',
  'KB증권',
  '미래에셋증권',
  '삼성증권',
  '신한투자증권',
];

interface Region {
  prefix: string;
  phone: string;
  streets: readonly string[];
}

const REGIONS: readonly Region[] = [
  { prefix: '서울특별시 강남구', phone: '02', streets: ['테헤란로', '논현로', '도산대로', '영동대로'] },
  { prefix: '서울특별시 영등포구', phone: '02', streets: ['여의대로', '국제금융로', '의사당대로'] },
  { prefix: '서울특별시 중구', phone: '02', streets: ['세종대로', '을지로', '퇴계로'] },
  { prefix: '서울특별시 금천구', phone: '02', streets: ['가산디지털1로', '디지털로'] },
  { prefix: '경기도 성남시 분당구', phone: '031', streets: ['판교역로', '대왕판교로', '분당내곡로'] },
  { prefix: '경기도 수원시 영통구', phone: '031', streets: ['광교로', '덕영대로'] },
  { prefix: '경기도 화성시', phone: '031', streets: ['동탄첨단산업1로', '삼성1로'] },
  { prefix: '경기도 안산시 단원구', phone: '031', streets: ['산단로', '능안로'] },
  { prefix: '인천광역시 연수구', phone: '032', streets: ['송도과학로', '컨벤시아대로'] },
  { prefix: '충청북도 청주시 흥덕구', phone: '043', streets: ['오송생명로', '직지대로'] },
  { prefix: '대전광역시 유성구', phone: '042', streets: ['테크노중앙로', '유성대로'] },
  { prefix: '경상남도 창원시 성산구', phone: '055', streets: ['공단로', '창원대로'] },
  { prefix: '부산광역시 해운대구', phone: '051', streets: ['센텀중앙로', '센텀동로'] },
  { prefix: '울산광역시 남구', phone: '052', streets: ['산업로', '용잠로'] },
  { prefix: '경상북도 구미시', phone: '054', streets: ['1공단로', '3공단로'] },
  { prefix: '광주광역시 북구', phone: '062', streets: ['첨단과기로', '하서로'] },
  { prefix: '충청남도 천안시 서북구', phone: '041', streets: ['직산로', '백석공단1로'] },
];

export interface Address {
  adres: string;
  phnNo: string;
  faxNo: string;
}

export function address(rng: Rng): Address {
  const region = rng.pick(REGIONS);
  const exchange = rng.int(200, 999);
  const line = rng.int(1000, 9899);
  return {
    adres: `${region.prefix} ${rng.pick(region.streets)} ${rng.int(1, 420)}`,
    phnNo: `${region.phone}-${exchange}-${line}`,
    faxNo: `${region.phone}-${exchange}-${line + rng.int(1, 99)}`,
  };
}

/** A plausible home page derived from the English name ("Daehan Bio Co., Ltd." → www.daehanbio.co.kr). */
export function homePage(engName: string, rng: Rng): string {
  const slug = engName
    .replace(/\b(co|ltd|inc|corp|corporation|company)\b\.?/gi, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 20);
  return slug ? `www.${slug}${rng.chance(0.6) ? '.co.kr' : '.com'}` : '';
}
