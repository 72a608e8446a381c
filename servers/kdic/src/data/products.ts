// 보호대상 금융상품 (getProductList202008): a seeded shelf of deposit, installment, securities-deposit and
// insurance products per insured institution, with registration and sale-discontinuation dates up to the
// end of the data window. Names follow the shapes of real Korean product names.
import { createRng, type Rng } from '@kopa/kit';
import { addDays, daysBetween } from './calendar.ts';
import type { Institution, Sector } from './universe.ts';

export interface ProductRow extends Record<string, string> {
  fncIstNm: string;
  prdNm: string;
  prdSalDscnDt: string;
  regDate: string;
  /** Not sent by the upstream; it answers the regnNm filter. */
  regnNm: string;
}

export const DATA_FIRST_DAY = '20050103';
export const DATA_LAST_DAY = '20260831';

const ADJECTIVES = [
  '든든',
  '스마트',
  '플러스',
  '알뜰',
  '첫거래우대',
  '모바일',
  '비대면',
  '착한',
  '급여',
  '시니어',
  '청년',
  '아이사랑',
  '행복',
  '새희망',
  '더드림',
  '프리미엄',
  '골드',
  '함께',
  '미래',
  '희망나눔',
  '다이렉트',
  'e-',
  '온라인',
  '특판',
];

const SHELVES: Record<Sector, readonly string[]> = {
  은행: [
    '정기예금',
    '자유적금',
    '정기적금',
    '보통예금',
    '저축예금',
    '기업자유예금',
    '외화정기예금',
    'MMDA',
    '표지어음',
    '주택청약종합저축',
    '정기예금(회전형)',
    '자유입출금통장',
    '외화보통예금',
    '목돈마련적금',
    '기업정기예금',
  ],
  저축은행: [
    '정기예금',
    '정기적금',
    '자유적금',
    '보통예금',
    '파킹통장',
    '복리정기예금',
    '회전정기예금',
    '정기예금(인터넷)',
    '자유입출금예금',
    '기업자유예금',
    '표지어음',
  ],
  금융투자: [
    '위탁자예수금',
    'CMA 예수금',
    '선물옵션예수금',
    '신용공여담보금',
    '개인연금신탁',
    '연금저축신탁',
    '원금보장형신탁',
    '비과세장기회사채형',
    '퇴직연금 현금성자산',
    '종합자산관리계좌 예탁금',
  ],
  생명보험: [
    '종신보험',
    '정기보험',
    '연금보험',
    '저축보험',
    '암보험',
    '건강보험',
    '어린이보험',
    '실손의료보험',
    '간병보험',
    '치아보험',
    '변액연금보험',
    '교육보험',
    '유니버설보험',
  ],
  손해보험: [
    '운전자보험',
    '화재보험',
    '상해보험',
    '실손의료보험',
    '어린이보험',
    '통합보험',
    '재물보험',
    '배상책임보험',
    '암보험',
    '펫보험',
    '여행자보험',
    '주택화재보험',
  ],
  종합금융: ['발행어음', 'CMA', '표지어음', '정기예탁금'],
};

function shelfSize(institution: Institution, rng: Rng): number {
  if (institution.major) return rng.int(70, 150);
  switch (institution.sector) {
    case '은행':
      return rng.int(3, 10);
    case '저축은행':
      return rng.int(8, 40);
    case '금융투자':
      return rng.int(6, 22);
    case '생명보험':
      return rng.int(25, 80);
    case '손해보험':
      return rng.int(20, 60);
    case '종합금융':
      return rng.int(6, 12);
  }
}

function brandOf(institution: Institution): string {
  if (institution.dvsnNm) return institution.dvsnNm.replace(/손보$/, '');
  return institution.name.replace(/^\(주\)/, '').replace(/(상호)?저축은행$|은행$|증권.*$|투자.*$|종합금융.*$/, '');
}

function productName(options: { institution: Institution; rng: Rng; serial: number }): string {
  const { institution, rng, serial } = options;
  const type = rng.pick(SHELVES[institution.sector]);
  const adjective = rng.pick(ADJECTIVES);
  const brand = brandOf(institution);
  const insurance = institution.sector === '생명보험' || institution.sector === '손해보험';
  const base = insurance
    ? `${rng.chance(0.7) ? '무배당 ' : ''}${brand} ${adjective === 'e-' ? '' : adjective}${type}`
    : `${rng.chance(0.4) ? `${brand} ` : ''}${adjective === 'e-' ? 'e-' : `${adjective} `}${type}`;
  const variant = rng.chance(0.25) ? `(${rng.int(1, 3)}종)` : rng.chance(0.15) ? ` ${serial}호` : '';
  return `${base.trim()}${variant}`;
}

export function buildProducts(options: { seed: string; institutions: readonly Institution[] }): ProductRow[] {
  const rows: ProductRow[] = [];
  const span = daysBetween(DATA_FIRST_DAY, DATA_LAST_DAY);
  for (const institution of options.institutions) {
    if (!institution.insured) continue;
    const rng = createRng(`${options.seed}:products:${institution.name}`);
    const count = shelfSize(institution, rng);
    const seen = new Set<string>();
    const shelf: ProductRow[] = [];
    for (let serial = 1; shelf.length < count && serial < count * 4; serial++) {
      const prdNm = productName({ institution, rng, serial });
      if (seen.has(prdNm)) continue;
      seen.add(prdNm);
      const regDate = addDays(DATA_FIRST_DAY, Math.floor(rng.next() ** 0.8 * span));
      const discontinued = rng.chance(0.5) ? addDays(regDate, rng.int(180, 3650)) : '';
      shelf.push({
        fncIstNm: institution.name,
        prdNm,
        prdSalDscnDt: discontinued && discontinued <= DATA_LAST_DAY ? discontinued : '',
        regDate,
        regnNm: institution.sector,
      });
    }
    shelf.sort((a, b) => (a.regDate < b.regDate ? -1 : a.regDate > b.regDate ? 1 : 0));
    rows.push(...shelf);
  }
  return rows;
}
