// The institution universe: the real names of the committed JSON, each with the 금융권역 it belongs to and the
// contact details the 부보금융회사 service shows. Missing addresses and phone numbers are generated from the seed.
import { createRng, type Rng } from '@kopa/kit';
import reference from './institutions.json' with { type: 'json' };

export const SECTORS = ['은행', '저축은행', '금융투자', '생명보험', '손해보험', '종합금융'] as const;
export type Sector = (typeof SECTORS)[number];

export interface Institution {
  /** The name KDIC's insured-product and institution services use (fncIstNm / fnccmpNm). */
  name: string;
  sector: Sector;
  /** Savings banks: the short name of the finance-state service (finIstNm). */
  finIstNm?: string;
  /** Insurers: the 구분명 (dvsnNm) of the management overview service. */
  dvsnNm?: string;
  crpno?: string;
  insured: boolean;
  /** Major domestic banks carry the largest product shelves. */
  major: boolean;
  hmpg: string;
  tel: string;
  addr: string;
  lat: number;
  lng: number;
}

const REGIONS = [
  {
    prefix: '서울특별시 중구',
    streets: ['세종대로', '을지로', '남대문로', '소공로', '퇴계로'],
    lat: 37.5638,
    lng: 126.9976,
    area: '02',
  },
  {
    prefix: '서울특별시 영등포구',
    streets: ['여의대로', '국제금융로', '은행로', '의사당대로'],
    lat: 37.5216,
    lng: 126.9242,
    area: '02',
  },
  {
    prefix: '서울특별시 강남구',
    streets: ['테헤란로', '강남대로', '봉은사로', '도산대로'],
    lat: 37.5013,
    lng: 127.0396,
    area: '02',
  },
  { prefix: '서울특별시 종로구', streets: ['종로', '새문안로', '율곡로'], lat: 37.5704, lng: 126.9831, area: '02' },
  {
    prefix: '서울특별시 서초구',
    streets: ['서초대로', '강남대로', '반포대로'],
    lat: 37.4918,
    lng: 127.0093,
    area: '02',
  },
  { prefix: '부산광역시 남구', streets: ['문현금융로', '전포대로'], lat: 35.1368, lng: 129.0843, area: '051' },
  { prefix: '대구광역시 중구', streets: ['달구벌대로', '국채보상로'], lat: 35.8693, lng: 128.6062, area: '053' },
  {
    prefix: '경기도 성남시 분당구',
    streets: ['판교역로', '분당내곡로', '황새울로'],
    lat: 37.3826,
    lng: 127.1189,
    area: '031',
  },
  { prefix: '인천광역시 남동구', streets: ['인하로', '예술로'], lat: 37.4474, lng: 126.7313, area: '032' },
  { prefix: '광주광역시 서구', streets: ['상무중앙로', '시청로'], lat: 35.152, lng: 126.8895, area: '062' },
  { prefix: '대전광역시 서구', streets: ['둔산로', '대덕대로'], lat: 36.3504, lng: 127.3845, area: '042' },
  { prefix: '충청북도 청주시 상당구', streets: ['상당로', '사직대로'], lat: 36.6358, lng: 127.4913, area: '043' },
  { prefix: '경상남도 창원시 성산구', streets: ['중앙대로', '원이대로'], lat: 35.2285, lng: 128.6811, area: '055' },
];

function generatedContact(rng: Rng, seoulOnly: boolean) {
  const region = rng.pick(seoulOnly ? REGIONS.slice(0, 5) : REGIONS);
  const addr = `${region.prefix} ${rng.pick(region.streets)} ${rng.int(1, 180)}`;
  const tel = rng.chance(0.5)
    ? `1588-${rng.int(1000, 9999)}`
    : `${region.area}-${rng.int(200, 999)}-${rng.int(1000, 9999)}`;
  return { addr, tel, lat: region.lat + rng.normal(0, 0.01), lng: region.lng + rng.normal(0, 0.01) };
}

function regionOf(addr: string) {
  const city = addr.split(' ')[0] ?? '';
  return (
    REGIONS.find((region) => addr.startsWith(region.prefix)) ?? REGIONS.find((region) => region.prefix.startsWith(city))
  );
}

export function buildUniverse(seed: string): Institution[] {
  const rng = createRng(`${seed}:universe`);
  const institutions: Institution[] = [];
  const add = (base: Omit<Institution, 'addr' | 'tel' | 'lat' | 'lng' | 'hmpg'> & Partial<Institution>) => {
    const generated = generatedContact(rng.fork(base.name), base.sector !== '저축은행');
    const addr = base.addr || generated.addr;
    const region = regionOf(addr);
    const known = Boolean(base.addr);
    institutions.push({
      ...base,
      hmpg: base.hmpg ?? '',
      tel: base.tel || generated.tel,
      addr,
      lat: known && region ? region.lat + rng.normal(0, 0.005) : generated.lat,
      lng: known && region ? region.lng + rng.normal(0, 0.005) : generated.lng,
    });
  };
  for (const [index, bank] of reference.banks.entries()) {
    add({ ...bank, sector: '은행', insured: true, major: index < 19, hmpg: bank.hmpg });
  }
  for (const bank of reference.savingsBanks) add({ ...bank, sector: '저축은행', insured: true, major: false });
  for (const name of reference.securities) add({ name, sector: '금융투자', insured: true, major: false });
  const insurers = [
    ...reference.lifeInsurers.map((insurer) => ({ ...insurer, sector: '생명보험' as const, base: 1101110100000 })),
    ...reference.nonLifeInsurers.map((insurer) => ({ ...insurer, sector: '손해보험' as const, base: 1101110200000 })),
  ];
  for (const [index, { base, ...insurer }] of insurers.entries()) {
    add({ ...insurer, crpno: crpnoOf({ given: insurer, index, base }), insured: true, major: false });
  }
  for (const name of reference.merchantBanks) add({ name, sector: '종합금융', insured: true, major: false });
  for (const entry of reference.notInsured)
    add({ name: entry.name, sector: entry.sector as Sector, insured: false, major: false });
  return institutions;
}

/** 법인등록번호: the real one where the reference has it, otherwise a stable 13-digit stand-in. */
function crpnoOf(options: { given: object; index: number; base: number }): string {
  const given = 'crpno' in options.given ? String(options.given.crpno) : undefined;
  return given ?? String(options.base + options.index * 7919 + 13);
}
