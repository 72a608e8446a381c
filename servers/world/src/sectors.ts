// The industry catalog: one entry per sector gives its KSIC code (company.json induty_code) and the
// shape of its financial statements.

export type SectorKey =
  | 'semiconductor'
  | 'semi-equipment'
  | 'electronic-parts'
  | 'electronics'
  | 'display'
  | 'telecom-equipment'
  | 'battery'
  | 'battery-materials'
  | 'auto'
  | 'auto-parts'
  | 'chemical'
  | 'materials'
  | 'steel'
  | 'nonferrous'
  | 'shipbuilding'
  | 'construction'
  | 'pharma'
  | 'bio'
  | 'medical-device'
  | 'cosmetics'
  | 'food'
  | 'beverage'
  | 'retail'
  | 'internet'
  | 'game'
  | 'software'
  | 'entertainment'
  | 'media'
  | 'telecom'
  | 'utility'
  | 'refining'
  | 'gas'
  | 'bank'
  | 'insurance'
  | 'securities'
  | 'card'
  | 'holding'
  | 'airline'
  | 'shipping'
  | 'logistics'
  | 'defense'
  | 'machinery'
  | 'electrical'
  | 'trading'
  | 'apparel'
  | 'leisure'
  | 'tobacco'
  | 'tire';

export interface Sector {
  key: SectorKey;
  /** KSIC code as company.json sends it. */
  induty: string;
  grossMargin: number;
  operatingMargin: number;
  /** Typical operating-margin spread between companies and years. */
  marginSpread: number;
  /** Liabilities / revenue. */
  liabilitiesToRevenue: number;
  /** Opening equity / revenue. */
  equityToRevenue: number;
  currentShare: number;
  inventoryDays: number;
  receivableDays: number;
  /** Revenue per employee, in won. */
  revenuePerEmployee: number;
  /** Business segments shown in empSttus. */
  segments: readonly string[];
}

function sector(
  key: SectorKey,
  induty: string,
  [grossMargin, operatingMargin, marginSpread]: readonly [number, number, number],
  [liabilitiesToRevenue, equityToRevenue, currentShare]: readonly [number, number, number],
  [inventoryDays, receivableDays, revenuePerEmployeeEok]: readonly [number, number, number],
  segments: readonly string[],
): Sector {
  return {
    key,
    induty,
    grossMargin,
    operatingMargin,
    marginSpread,
    liabilitiesToRevenue,
    equityToRevenue,
    currentShare,
    inventoryDays,
    receivableDays,
    revenuePerEmployee: revenuePerEmployeeEok * 1e8,
    segments,
  };
}

export const SECTORS: Readonly<Record<SectorKey, Sector>> = {
  semiconductor: sector(
    'semiconductor',
    '261',
    [0.38, 0.14, 0.12],
    [0.45, 1.3, 0.45],
    [90, 60, 12],
    ['메모리사업부', '파운드리사업부'],
  ),
  'semi-equipment': sector(
    'semi-equipment',
    '292',
    [0.42, 0.15, 0.1],
    [0.35, 1.1, 0.6],
    [110, 70, 7],
    ['장비사업부', '서비스사업부'],
  ),
  'electronic-parts': sector(
    'electronic-parts',
    '262',
    [0.2, 0.07, 0.06],
    [0.45, 0.6, 0.5],
    [45, 55, 9],
    ['부품사업부', '모듈사업부'],
  ),
  electronics: sector(
    'electronics',
    '264',
    [0.25, 0.05, 0.04],
    [0.5, 0.45, 0.5],
    [50, 50, 15],
    ['가전사업본부', '솔루션사업본부'],
  ),
  display: sector('display', '262', [0.1, 0.01, 0.08], [0.8, 0.6, 0.35], [40, 45, 10], ['디스플레이사업부']),
  'telecom-equipment': sector(
    'telecom-equipment',
    '264',
    [0.27, 0.04, 0.12],
    [0.45, 0.7, 0.6],
    [80, 90, 5],
    ['광통신사업부', '네트워크사업부'],
  ),
  battery: sector('battery', '282', [0.15, 0.04, 0.07], [0.8, 0.9, 0.4], [70, 60, 12], ['배터리사업부', 'ESS사업부']),
  'battery-materials': sector(
    'battery-materials',
    '202',
    [0.13, 0.05, 0.08],
    [0.6, 0.8, 0.45],
    [80, 60, 15],
    ['양극재사업부', '소재사업부'],
  ),
  auto: sector('auto', '301', [0.19, 0.07, 0.03], [0.9, 0.5, 0.4], [35, 20, 25], ['차량부문', '금융부문']),
  'auto-parts': sector(
    'auto-parts',
    '303',
    [0.13, 0.04, 0.03],
    [0.5, 0.45, 0.5],
    [30, 50, 12],
    ['모듈사업부', '부품사업부'],
  ),
  chemical: sector(
    'chemical',
    '201',
    [0.14, 0.06, 0.06],
    [0.55, 0.6, 0.45],
    [55, 50, 20],
    ['석유화학부문', '첨단소재부문'],
  ),
  materials: sector('materials', '204', [0.3, 0.12, 0.08], [0.35, 0.9, 0.5], [60, 60, 8], ['소재사업부']),
  steel: sector('steel', '241', [0.1, 0.05, 0.04], [0.6, 0.7, 0.45], [70, 40, 25], ['철강부문', '가공부문']),
  nonferrous: sector('nonferrous', '242', [0.09, 0.06, 0.03], [0.3, 0.6, 0.55], [80, 25, 30], ['제련부문']),
  shipbuilding: sector(
    'shipbuilding',
    '311',
    [0.06, 0.02, 0.06],
    [1.1, 0.5, 0.55],
    [30, 70, 10],
    ['조선부문', '해양플랜트부문'],
  ),
  construction: sector(
    'construction',
    '411',
    [0.09, 0.04, 0.03],
    [0.8, 0.45, 0.65],
    [25, 90, 12],
    ['건축부문', '토목부문', '플랜트부문'],
  ),
  pharma: sector('pharma', '212', [0.48, 0.08, 0.06], [0.4, 0.9, 0.55], [120, 80, 4], ['의약품사업부', '원료사업부']),
  bio: sector('bio', '701', [0.5, -0.05, 0.25], [0.5, 2.5, 0.5], [100, 70, 3], ['연구개발부문', '생산부문']),
  'medical-device': sector(
    'medical-device',
    '271',
    [0.55, 0.15, 0.08],
    [0.3, 0.9, 0.6],
    [120, 70, 4],
    ['의료기기사업부'],
  ),
  cosmetics: sector(
    'cosmetics',
    '204',
    [0.5, 0.07, 0.05],
    [0.35, 0.8, 0.55],
    [90, 45, 5],
    ['화장품사업부', '생활용품사업부'],
  ),
  food: sector('food', '107', [0.24, 0.05, 0.02], [0.5, 0.55, 0.45], [45, 35, 8], ['식품사업부문', '사료사업부문']),
  beverage: sector('beverage', '111', [0.42, 0.07, 0.03], [0.7, 0.8, 0.35], [40, 40, 9], ['음료사업부', '주류사업부']),
  retail: sector('retail', '471', [0.28, 0.025, 0.02], [0.7, 0.5, 0.3], [30, 10, 10], ['할인점사업부', '온라인사업부']),
  internet: sector('internet', '631', [0.6, 0.1, 0.08], [0.5, 1.5, 0.45], [0, 40, 6], ['플랫폼부문', '콘텐츠부문']),
  game: sector('game', '582', [0.65, 0.12, 0.15], [0.3, 1.5, 0.6], [0, 40, 4], ['게임사업부']),
  software: sector('software', '582', [0.3, 0.08, 0.06], [0.4, 0.7, 0.65], [5, 70, 3], ['SI사업부', '솔루션사업부']),
  entertainment: sector(
    'entertainment',
    '591',
    [0.4, 0.09, 0.07],
    [0.5, 1, 0.55],
    [10, 40, 8],
    ['음반사업부', '매니지먼트사업부'],
  ),
  media: sector('media', '591', [0.3, 0.05, 0.05], [0.6, 0.8, 0.5], [10, 60, 9], ['미디어사업부', '커머스사업부']),
  telecom: sector('telecom', '612', [0.55, 0.07, 0.02], [1.1, 1, 0.3], [10, 60, 12], ['무선사업부', '유선사업부']),
  utility: sector('utility', '351', [0.08, 0.03, 0.06], [2.5, 1.1, 0.15], [20, 40, 25], ['발전부문', '송배전부문']),
  refining: sector(
    'refining',
    '192',
    [0.06, 0.04, 0.04],
    [0.45, 0.35, 0.45],
    [35, 25, 60],
    ['정유부문', '윤활기유부문'],
  ),
  gas: sector('gas', '352', [0.06, 0.03, 0.02], [0.9, 0.4, 0.45], [20, 40, 40], ['가스사업부']),
  bank: sector('bank', '641', [0.7, 0.25, 0.04], [11, 1.1, 0.2], [0, 0, 15], ['은행부문', '카드부문']),
  insurance: sector('insurance', '651', [0.2, 0.07, 0.03], [7, 1, 0.2], [0, 0, 20], ['생명보험부문', '손해보험부문']),
  securities: sector('securities', '661', [0.4, 0.15, 0.08], [6, 1.2, 0.7], [0, 0, 10], ['위탁매매부문', 'IB부문']),
  card: sector('card', '649', [0.5, 0.2, 0.03], [5, 1.1, 0.7], [0, 0, 20], ['신용카드부문']),
  holding: sector('holding', '715', [0.2, 0.07, 0.05], [0.6, 0.9, 0.35], [30, 40, 30], ['지주부문', '사업부문']),
  airline: sector('airline', '511', [0.15, 0.05, 0.09], [1.4, 0.35, 0.3], [10, 20, 12], ['항공운송부문']),
  shipping: sector('shipping', '501', [0.15, 0.1, 0.15], [0.8, 1, 0.35], [10, 25, 40], ['컨테이너부문', '벌크부문']),
  logistics: sector('logistics', '529', [0.1, 0.04, 0.02], [0.5, 0.45, 0.45], [5, 45, 15], ['물류부문', '유통부문']),
  defense: sector('defense', '313', [0.18, 0.07, 0.04], [0.8, 0.6, 0.6], [120, 80, 7], ['방산부문', '항공부문']),
  machinery: sector('machinery', '291', [0.2, 0.06, 0.05], [0.6, 0.6, 0.55], [80, 70, 8], ['기계사업부', '엔진사업부']),
  electrical: sector(
    'electrical',
    '281',
    [0.18, 0.07, 0.05],
    [0.5, 0.55, 0.6],
    [70, 80, 9],
    ['전력기기사업부', '전선사업부'],
  ),
  trading: sector('trading', '461', [0.07, 0.025, 0.02], [0.35, 0.2, 0.6], [20, 40, 50], ['상사부문', '물류부문']),
  apparel: sector('apparel', '141', [0.55, 0.08, 0.06], [0.4, 0.8, 0.55], [150, 30, 6], ['패션사업부']),
  leisure: sector('leisure', '912', [0.4, 0.08, 0.1], [0.6, 1, 0.4], [20, 20, 5], ['레저사업부', '면세사업부']),
  tobacco: sector(
    'tobacco',
    '120',
    [0.55, 0.22, 0.03],
    [0.3, 1.5, 0.55],
    [200, 60, 8],
    ['담배사업부', '건강기능식품사업부'],
  ),
  tire: sector('tire', '221', [0.25, 0.09, 0.04], [0.5, 0.9, 0.5], [90, 60, 10], ['타이어사업부']),
};
