// What the generator draws from: per content type, the classification codes (lclsSystm3 with its legacy cat3)
// in realistic proportions, and the title templates of each. Slots: {dong} a village-like place name,
// {short} the 시군구 name without its suffix, {word} a brand-like word, {food} a dish, {item} a festival theme.

export interface Kind {
  lcls3: string;
  cat3: string;
  weight: number;
  /** Only where the sea is (beaches, ports, sea fishing). */
  coastal?: boolean;
  titles: readonly string[];
}

export const TYPE_SHARES: ReadonlyArray<readonly [string, number]> = [
  ['12', 0.2],
  ['14', 0.08],
  ['15', 0.05],
  ['25', 0.03],
  ['28', 0.07],
  ['32', 0.14],
  ['38', 0.08],
  ['39', 0.35],
];

const FOOD_TITLES = ['{word}{food}', '{dong}{food}', '{short}{food}', '{word} {food}집', '원조{dong}{food}'];

export const PROFILES: Readonly<Record<string, readonly Kind[]>> = {
  '12': [
    { lcls3: 'NA010100', cat3: 'A01010400', weight: 8, titles: ['{dong}산', '{dong}봉', '{short} {dong}산'] },
    { lcls3: 'NA010200', cat3: 'A01010500', weight: 4, titles: ['{short} 치유의 숲', '{dong} 숲길', '{dong} 편백숲'] },
    { lcls3: 'NA010300', cat3: 'A01010800', weight: 3, titles: ['{dong}폭포', '{dong} 구룡폭포'] },
    { lcls3: 'NA010400', cat3: 'A01010900', weight: 5, titles: ['{dong}계곡', '{dong}천 계곡'] },
    { lcls3: 'NA020200', cat3: 'A01011700', weight: 3, titles: ['{dong}호수', '{dong}호'] },
    { lcls3: 'NA020300', cat3: 'A01011700', weight: 2, titles: ['{dong}저수지'] },
    { lcls3: 'NA020500', cat3: 'A01011300', weight: 3, coastal: true, titles: ['{dong}도', '{dong}섬'] },
    { lcls3: 'NA020700', cat3: 'A01011400', weight: 3, coastal: true, titles: ['{dong}항', '{dong}포구'] },
    {
      lcls3: 'NA020800',
      cat3: 'A01011100',
      weight: 3,
      coastal: true,
      titles: ['{dong} 해안', '{dong}곶', '{dong} 해안산책로'],
    },
    { lcls3: 'NA020900', cat3: 'A01011200', weight: 5, coastal: true, titles: ['{dong}해수욕장', '{dong}해변'] },
    { lcls3: 'NA040600', cat3: 'A01010600', weight: 3, titles: ['{short} 자연휴양림', '{dong} 자연휴양림'] },
    { lcls3: 'NA040700', cat3: 'A01010700', weight: 3, titles: ['{short} 수목원', '{dong} 정원', '{word}수목원'] },
    { lcls3: 'HS010200', cat3: 'A02010200', weight: 3, titles: ['{dong}산성', '{dong}읍성'] },
    { lcls3: 'HS010400', cat3: 'A02010400', weight: 3, titles: ['{dong} 고택', '{dong} 종택'] },
    { lcls3: 'HS010700', cat3: 'A02010700', weight: 3, titles: ['{dong} 유적지', '{dong} 사지'] },
    { lcls3: 'HS010800', cat3: 'A02010700', weight: 2, titles: ['{dong} 고분군', '{dong}릉'] },
    { lcls3: 'HS011200', cat3: 'A02010700', weight: 4, titles: ['{short}향교', '{dong}서원', '{dong}정'] },
    { lcls3: 'HS020100', cat3: 'A02050200', weight: 2, titles: ['{dong} 삼층석탑', '{dong} 기념탑'] },
    { lcls3: 'HS030100', cat3: 'A02010800', weight: 6, titles: ['{dong}사', '{dong}암'] },
    { lcls3: 'VE010200', cat3: 'A02050200', weight: 2, titles: ['{dong} 전망대', '{short} 스카이워크'] },
    { lcls3: 'VE010300', cat3: 'A02050100', weight: 1, titles: ['{dong}교', '{dong} 출렁다리'] },
    { lcls3: 'VE030100', cat3: 'A02020700', weight: 4, titles: ['{short} {word}공원', '{short}시민공원'] },
    { lcls3: 'VE030400', cat3: 'A02020700', weight: 3, titles: ['{dong}공원', '{dong} 근린공원'] },
    {
      lcls3: 'VE040100',
      cat3: 'A02030600',
      weight: 3,
      titles: ['{short} {word}거리', '{dong} 문화의 거리', '{dong} 벽화골목'],
    },
    { lcls3: 'VE040200', cat3: 'A02030600', weight: 3, titles: ['{dong}마을', '{dong} 전통마을'] },
    { lcls3: 'VE040300', cat3: 'A02030600', weight: 3, titles: ['{short} {dong} 둘레길', '{dong} 옛길'] },
    { lcls3: 'EX030100', cat3: 'A02030100', weight: 3, titles: ['{dong} 체험마을', '{dong} 농촌체험휴양마을'] },
    { lcls3: 'EX030300', cat3: 'A02030100', weight: 2, titles: ['{word} 체험농장', '{dong} 딸기체험농장'] },
    { lcls3: 'EX050100', cat3: 'A02020300', weight: 1, titles: ['{dong}온천', '{short} {word}스파'] },
  ],
  '14': [
    {
      lcls3: 'VE070100',
      cat3: 'A02060100',
      weight: 6,
      titles: ['{short}{word}박물관', '{short} 향토사료관', '{short}시립박물관'],
    },
    { lcls3: 'VE070200', cat3: 'A02060200', weight: 3, titles: ['{short} {word}기념관', '{dong} 기념관'] },
    { lcls3: 'VE070300', cat3: 'A02060300', weight: 3, titles: ['{short} {word}전시관', '{short} 홍보관'] },
    { lcls3: 'VE070500', cat3: 'A02060300', weight: 1, titles: ['{short} 어린이과학관', '{short} 천문과학관'] },
    { lcls3: 'VE070600', cat3: 'A02060500', weight: 4, titles: ['{dong}미술관', '갤러리 {word}', '{short}시립미술관'] },
    {
      lcls3: 'VE060100',
      cat3: 'A02060600',
      weight: 3,
      titles: ['{short}문화예술회관', '{short}아트센터', '{short} 소극장 {word}'],
    },
    { lcls3: 'VE090300', cat3: 'A02060900', weight: 3, titles: ['{short}중앙도서관', '{dong}도서관'] },
    { lcls3: 'VE090400', cat3: 'A02061100', weight: 2, titles: ['{short} 전통문화전수관', '{short} 국악전수관'] },
    { lcls3: 'VE090100', cat3: 'A02060700', weight: 2, titles: ['{short}문화원'] },
  ],
  '15': [
    { lcls3: 'EV010100', cat3: 'A02070100', weight: 2, titles: ['{short} {item}축제'] },
    { lcls3: 'EV010200', cat3: 'A02070200', weight: 2, titles: ['{short} {item} 페스티벌', '제{n}회 {short}예술제'] },
    { lcls3: 'EV010300', cat3: 'A02070200', weight: 4, titles: ['{short} {item}축제', '제{n}회 {short}{item}축제'] },
    { lcls3: 'EV010400', cat3: 'A02070200', weight: 2, titles: ['제{n}회 {short}문화제', '{short} 전통민속 한마당'] },
    { lcls3: 'EV010500', cat3: 'A02070200', weight: 3, titles: ['{short} {item}축제', '{dong} {item} 축제'] },
    { lcls3: 'EV010600', cat3: 'A02070200', weight: 3, titles: ['{short} 야간 {item} 축제', '{short} {item} 페스타'] },
    { lcls3: 'EV020100', cat3: 'A02080100', weight: 2, titles: ['{short} 국악 상설공연', '{short} 전통 연희 공연'] },
    {
      lcls3: 'EV020600',
      cat3: 'A02080900',
      weight: 2,
      titles: ['{short}시립교향악단 정기연주회', '{short} 가을 음악회'],
    },
    { lcls3: 'EV020300', cat3: 'A02080300', weight: 1, titles: ['뮤지컬 <{word}>', '창작뮤지컬 <{dong} 이야기>'] },
    { lcls3: 'EV030100', cat3: 'A02080500', weight: 2, titles: ['{word} 특별전', '{short} 사진전'] },
    { lcls3: 'EV030200', cat3: 'A02080600', weight: 1, titles: ['{short} {item} 박람회'] },
  ],
  '25': [
    {
      lcls3: 'C01120001',
      cat3: 'C01120001',
      weight: 3,
      titles: ['아이와 함께하는 {short} 나들이', '{short} 가족 여행 코스'],
    },
    {
      lcls3: 'C01130001',
      cat3: 'C01130001',
      weight: 2,
      titles: ['혼자 떠나는 {short} 여행', '{short} 나홀로 하루 여행'],
    },
    {
      lcls3: 'C01140001',
      cat3: 'C01140001',
      weight: 3,
      titles: ['{short} 힐링 여행 코스', '쉼표가 있는 {short} 여행'],
    },
    {
      lcls3: 'C01150001',
      cat3: 'C01150001',
      weight: 3,
      titles: ['{short} 걷기 좋은 길', '{dong}에서 {dong2}까지 걷는 길'],
    },
    { lcls3: 'C01160001', cat3: 'C01160001', weight: 1, titles: ['{short} 캠핑 여행 코스'] },
    { lcls3: 'C01170001', cat3: 'C01170001', weight: 2, titles: ['{short} 맛 기행', '{short} 먹거리 여행 코스'] },
  ],
  '28': [
    { lcls3: 'LS010400', cat3: 'A03020700', weight: 4, titles: ['{dong}컨트리클럽', '{short} {word} 골프장'] },
    {
      lcls3: 'LS011900',
      cat3: 'A03022700',
      weight: 3,
      titles: ['{short} 레일바이크', '{dong} 짚라인', '{short} 루지'],
    },
    { lcls3: 'LS010700', cat3: 'A03022600', weight: 2, titles: ['{dong} 승마장', '{short} 승마클럽'] },
    { lcls3: 'LS020800', cat3: 'A03030800', weight: 2, titles: ['{dong} 래프팅', '{short} {word} 래프팅'] },
    { lcls3: 'LS020500', cat3: 'A03030500', weight: 2, titles: ['{dong} 낚시터', '{dong}지 낚시터'] },
    { lcls3: 'LS020600', cat3: 'A03030600', weight: 2, coastal: true, titles: ['{dong}항 바다낚시', '{word} 낚시배'] },
    {
      lcls3: 'LS020400',
      cat3: 'A03030400',
      weight: 1,
      coastal: true,
      titles: ['{word} 스쿠버다이빙', '{dong} 다이브센터'],
    },
    { lcls3: 'LS030300', cat3: 'A03040300', weight: 1, titles: ['{dong} 패러글라이딩 활공장'] },
    {
      lcls3: 'AC050200',
      cat3: 'A03021700',
      weight: 5,
      titles: ['{dong} 오토캠핑장', '{short} {word} 캠핑장', '{dong}야영장'],
    },
    { lcls3: 'AC050400', cat3: 'A03021700', weight: 2, titles: ['{word} 글램핑', '{dong} 글램핑장'] },
    { lcls3: 'VE100100', cat3: 'A03020300', weight: 2, titles: ['{short}종합운동장', '{short}실내체육관'] },
    { lcls3: 'VE100200', cat3: 'A03020200', weight: 1, titles: ['{short}청소년수련원', '{dong} 수련관'] },
  ],
  '32': [
    {
      lcls3: 'AC010100',
      cat3: 'B02010100',
      weight: 4,
      titles: ['호텔 {word}', '{short} {word}호텔', '{word} 관광호텔'],
    },
    { lcls3: 'AC020100', cat3: 'B02010500', weight: 2, titles: ['{short} {word}리조트', '{word} 콘도'] },
    { lcls3: 'AC020200', cat3: 'B02011300', weight: 1, titles: ['{word} 레지던스'] },
    {
      lcls3: 'AC030100',
      cat3: 'B02010700',
      weight: 9,
      titles: ['{word} 펜션', '{dong} {word}펜션', '{word}의 아침 펜션'],
    },
    { lcls3: 'AC030200', cat3: 'B02011600', weight: 2, titles: ['{dong} 한옥스테이', '{word} 한옥'] },
    { lcls3: 'AC030300', cat3: 'B02011000', weight: 2, titles: ['{dong} 민박', '{word}네 민박'] },
    { lcls3: 'AC040100', cat3: 'B02010900', weight: 3, titles: ['{word} 모텔', '호텔 {dong}'] },
    { lcls3: 'AC060200', cat3: 'B02011100', weight: 2, titles: ['{word} 게스트하우스', '{dong} 게스트하우스'] },
    { lcls3: 'AC060100', cat3: 'B02010600', weight: 1, titles: ['{short} 유스호스텔'] },
  ],
  '38': [
    {
      lcls3: 'SH060200',
      cat3: 'A04010200',
      weight: 6,
      titles: ['{short}{dong}시장', '{dong}전통시장', '{short}중앙시장'],
    },
    { lcls3: 'SH060100', cat3: 'A04010100', weight: 3, titles: ['{dong}5일장', '{short}민속오일장'] },
    {
      lcls3: 'SH050300',
      cat3: 'A04010900',
      weight: 4,
      titles: ['{short} 로컬푸드 직매장', '{short} 특산품 판매장', '{dong} {item} 판매장'],
    },
    { lcls3: 'SH050100', cat3: 'A04010700', weight: 3, titles: ['{word} 공방', '{dong} 도예공방'] },
    { lcls3: 'SH050200', cat3: 'A04010600', weight: 2, titles: ['{short} {word}상가', '{dong} 지하상가'] },
    { lcls3: 'SH020200', cat3: 'A04010600', weight: 1, titles: ['{short} 프리미엄 아울렛'] },
    { lcls3: 'SH010100', cat3: 'A04010300', weight: 1, titles: ['{word}백화점 {short}점'] },
  ],
  '39': [
    { lcls3: 'FD010100', cat3: 'A05020100', weight: 14, titles: FOOD_TITLES },
    { lcls3: 'FD010200', cat3: 'A05020100', weight: 6, titles: FOOD_TITLES },
    { lcls3: 'FD020100', cat3: 'A05020400', weight: 2, titles: ['{word}반점', '{dong}각', '{word} 중화요리'] },
    { lcls3: 'FD020200', cat3: 'A05020300', weight: 2, titles: ['{word} 스시', '{dong}초밥', '{word} 돈카츠'] },
    {
      lcls3: 'FD020300',
      cat3: 'A05020200',
      weight: 2,
      titles: ['{word} 파스타', '비스트로 {word}', '{word} 레스토랑'],
    },
    { lcls3: 'FD050100', cat3: 'A05020900', weight: 5, titles: ['카페 {word}', '{word} 커피', '{dong} 로스터리'] },
    { lcls3: 'FD050200', cat3: 'A05020900', weight: 1, titles: ['{word} 찻집', '전통찻집 {word}'] },
    { lcls3: 'FD030100', cat3: 'A05020700', weight: 2, titles: ['{word} 베이커리', '{dong}제과'] },
  ],
};
