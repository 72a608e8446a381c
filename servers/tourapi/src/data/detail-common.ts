// detailCommon2's extra fields (overview, homepage, telname), generated coherently from the content row: the
// overview names the place, its region and its classification, and reads as the real 개요 texts do.
import { createRng, hashSeed, type Rng } from '@kopa/kit';
import type { ContentRow } from './content-row.ts';
import { josa } from './korean.ts';
import { regionPrefix } from './places.ts';
import { findClass, sigunguOf } from './reference.ts';

const FEATURES: Readonly<Record<string, readonly string[]>> = {
  NA: [
    '맑은 물과 울창한 숲이 어우러져 사계절 내내 경치가 빼어나다',
    '탁 트인 전망과 잘 정비된 탐방로 덕분에 가볍게 걷기 좋다',
    '계절마다 다른 빛깔로 물드는 풍경이 아름다워 사진 명소로 꼽힌다',
  ],
  HS: [
    '오랜 역사와 문화가 고스란히 남아 있어 선조들의 삶을 엿볼 수 있다',
    '옛 건축 양식이 잘 보존되어 있어 역사 탐방지로 사랑받는다',
    '지역의 역사를 간직한 곳으로 해설사와 함께 둘러보면 더욱 좋다',
  ],
  VE: [
    '누구나 편하게 둘러볼 수 있는 문화 공간으로 가족 단위 방문객이 많다',
    '다양한 볼거리와 체험 프로그램이 마련되어 있다',
    '지역 주민과 여행자가 함께 어울리는 도심 속 명소다',
  ],
  EX: ['직접 만들고 체험하는 프로그램이 알차게 운영된다', '아이들과 함께 자연 속에서 특별한 체험을 할 수 있다'],
  EV: [
    '지역의 특색을 살린 공연과 체험, 먹거리 장터가 함께 열린다',
    '매년 많은 관람객이 찾는 지역 대표 행사로 다채로운 프로그램이 준비된다',
  ],
  LS: ['초보자도 안전하게 즐길 수 있도록 전문 강사가 안내한다', '자연 속에서 활기찬 레저를 즐길 수 있는 곳이다'],
  AC: ['깔끔한 객실과 편리한 부대시설을 갖추고 있다', '주변 관광지와 가까워 여행 거점으로 머물기 좋다'],
  SH: [
    '지역 특산물과 다양한 상품을 합리적인 가격에 만날 수 있다',
    '활기 넘치는 분위기 속에서 장보기와 먹거리를 즐길 수 있다',
  ],
  FD: ['신선한 제철 재료로 정성껏 차린 음식을 맛볼 수 있다', '오랜 시간 한자리를 지켜 온 지역 주민들의 단골집이다'],
  C01: ['하루 일정으로 지역의 대표 명소를 효율적으로 둘러볼 수 있다', '걷고 쉬고 맛보는 여정을 알차게 담은 코스다'],
};

export interface CommonExtras {
  telname: string;
  homepage: string;
  overview: string;
}

export function commonExtras(options: { seed: string; row: ContentRow }): CommonExtras {
  const { row } = options;
  const rng = createRng(hashSeed(options.seed, 'common', row.contentid));
  const sigungu = sigunguOf(row.areacode, row.sigungucode);
  const region = sigungu ? regionPrefix(sigungu) : row.addr1.split(' ').slice(0, 2).join(' ');
  const classes = findClass(row.lclsSystm3 ?? '');
  const kind = classes?.lclsSystm3Nm.split(/[,/.ㆍ]/)[0]?.trim() ?? '관광지';
  const features = FEATURES[row.lclsSystm1] ?? FEATURES.VE ?? [];
  const sentences = [
    `${josa(row.title, '은', '는')} ${region}에 자리한 ${kind}${row.contenttypeid === '15' ? ' 행사' : ''}이다.`,
    `${rng.pick(features)}.`,
    overviewTail({ rng, row }),
  ];
  const breakAt = rng.chance(0.4) ? 1 : -1;
  return {
    telname: row.tel ? (row.contenttypeid === '12' ? `${region.split(' ').at(-1) ?? ''} 관광안내소` : row.title) : '',
    homepage: homepage({ rng, row }),
    overview: sentences.map((sentence, index) => (index === breakAt ? `<br>${sentence}` : sentence)).join(' '),
  };
}

function overviewTail(options: { rng: Rng; row: ContentRow }): string {
  const { rng, row } = options;
  if (row.contenttypeid === '15') {
    return `행사는 ${formatDate(row.eventstartdate)}부터 ${formatDate(row.eventenddate)}까지 열린다.`;
  }
  if (row.contenttypeid === '39') return '점심과 저녁 모두 가볍게 들르기 좋으며 주차가 가능하다.';
  if (row.contenttypeid === '32') return '체크인과 부대시설 이용 안내는 예약 시 확인하면 된다.';
  return rng.pick([
    '주변에 함께 둘러볼 만한 명소가 많아 여행 일정을 짜기 좋다.',
    '대중교통으로도 찾아가기 쉬우며 주차장이 마련되어 있다.',
    '봄과 가을에 특히 많은 여행객이 찾는다.',
  ]);
}

function homepage(options: { rng: Rng; row: ContentRow }): string {
  const { rng, row } = options;
  if (rng.chance(0.4)) return '';
  const url = `https://korean.visitkorea.or.kr/detail/ms_detail.do?cotid=${row.contentid}`;
  return `<a href="${url}" target="_blank" title="새창 : ${row.title} 상세정보">${url}</a>`;
}

export function formatDate(yyyymmdd: string): string {
  if (!/^\d{8}$/.test(yyyymmdd)) return yyyymmdd;
  return `${yyyymmdd.slice(0, 4)}년 ${Number(yyyymmdd.slice(4, 6))}월 ${Number(yyyymmdd.slice(6, 8))}일`;
}
