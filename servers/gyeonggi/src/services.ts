// The Gyeonggi services this platform emulates, declared once: the real service name (URL path),
// the official Korean title, the dataset table, and the request filters with how upstream matches
// them. The emulated upstream, the client's row rules and the tools all read this list.
import type { GyeonggiDataset } from './data/index.ts';

export type FilterMatch = 'exact' | 'contains';

export interface ServiceFilter {
  /** The request parameter (case-sensitive upstream) and the row field it filters on. */
  param: string;
  match: FilterMatch;
}

export interface ServiceSpec {
  service: string;
  title: string;
  table: Exclude<keyof GyeonggiDataset, 'seed' | 'end' | 'hashes'>;
  filters: readonly ServiceFilter[];
  /** The field naming one place (for saved places), with SIGUN_NM. */
  nameField?: string;
  /** A service that serves one slice of another service's table (e.g. Genrestrtchifood of GENRESTRT):
   *  the other service's name (its overlay and clock rule apply) and the fixed field value of the slice. */
  sliceOf?: { service: string; field: string; value: string };
}

const sigun: ServiceFilter[] = [
  { param: 'SIGUN_NM', match: 'exact' },
  { param: 'SIGUN_CD', match: 'exact' },
];
const contains = (param: string): ServiceFilter => ({ param, match: 'contains' });
const exact = (param: string): ServiceFilter => ({ param, match: 'exact' });

/** The portal's per-업태 services over the 일반음식점 licences (names from public clients, see PROVENANCE.md). */
export const RESTAURANT_CATEGORY_SERVICES = {
  Genrestrtlunch: '김밥(도시락)',
  Genrestrtcate: '까페',
  Genrestrtmovmntcook: '이동조리',
  Genrestrtchifood: '중국식',
  Genrestrtjpnfood: '일식',
  Genrestrtsoup: '탕류(보신용)',
  Genrestrtfastfood: '패스트푸드',
  Genrestrtsash: '횟집',
  Genrestrtbuff: '뷔페식',
  Genrestrtfugu: '복어취급',
  Genrestrtstandpub: '정종/대포집/소주방',
  Genrestrtbsrpcook: '출장조리',
  Genrestrttratearm: '전통찻집',
} as const;

type RestaurantSlice = keyof typeof RESTAURANT_CATEGORY_SERVICES;

const RESTAURANT_SLICES = Object.fromEntries(
  Object.entries(RESTAURANT_CATEGORY_SERVICES).map(([service, category]) => [
    service,
    {
      service,
      title: `일반음식점 현황(${category})`,
      table: 'restaurants',
      filters: [...sigun, contains('BIZPLC_NM'), exact('BSN_STATE_NM')],
      sliceOf: { service: 'GENRESTRT', field: 'SANITTN_BIZCOND_NM', value: category },
    } satisfies ServiceSpec,
  ]),
) as unknown as Record<RestaurantSlice, ServiceSpec>;

export const SERVICES = {
  TBGGPHSTRNFACLTM: {
    service: 'TBGGPHSTRNFACLTM',
    title: '경기도 체육시설 현황',
    table: 'sportsFacilities',
    filters: [
      exact('SIGNGU_NM'),
      exact('INDUTYPE_NM'),
      exact('FACLT_DIV_NM'),
      exact('FACLT_STATE_NM'),
      contains('SI_DESC'),
    ],
  },
  PublicTrainingFacilitySoccer: {
    service: 'PublicTrainingFacilitySoccer',
    title: '공공체육시설 현황(축구장)',
    table: 'soccerFields',
    filters: [...sigun, contains('FACLT_NM')],
    nameField: 'FACLT_NM',
  },
  PublicSwimmingPool: {
    service: 'PublicSwimmingPool',
    title: '공공체육시설 현황(수영장)',
    table: 'swimmingPools',
    filters: [...sigun, contains('FACLT_NM')],
    nameField: 'FACLT_NM',
  },
  GolfPlace: {
    service: 'GolfPlace',
    title: '골프장 현황',
    table: 'golfCourses',
    filters: [...sigun, contains('BIZPLC_NM')],
    nameField: 'BIZPLC_NM',
  },
  GENRESTRT: {
    service: 'GENRESTRT',
    title: '일반음식점 현황',
    table: 'restaurants',
    filters: [...sigun, contains('BIZPLC_NM'), exact('BSN_STATE_NM'), exact('SANITTN_BIZCOND_NM')],
    nameField: 'BIZPLC_NM',
  },
  ...RESTAURANT_SLICES,
  RegionMnyFacltStus: {
    service: 'RegionMnyFacltStus',
    title: '지역화폐 가맹점 현황',
    table: 'merchants',
    filters: [
      exact('SIGUN_NM'),
      contains('CMPNM_NM'),
      exact('INDUTYPE_NM'),
      contains('REFINE_ROADNM_ADDR'),
      contains('REFINE_LOTNO_ADDR'),
    ],
    nameField: 'CMPNM_NM',
  },
  TfcacdarM: {
    service: 'TfcacdarM',
    title: '교통사고 다발지역 현황',
    table: 'accidentHotspots',
    filters: [...sigun, exact('ACDNT_YY'), exact('ACDNT_DIV_NM')],
  },
  ParmacyInfo: {
    service: 'ParmacyInfo',
    title: '약국 현황',
    table: 'pharmacies',
    filters: [...sigun, contains('INST_NM')],
    nameField: 'INST_NM',
  },
  TBGGIBLLBR: {
    service: 'TBGGIBLLBR',
    title: '공공도서관 현황',
    table: 'libraries',
    filters: [exact('SIGUN_NM'), contains('LIBRRY_NM')],
    nameField: 'LIBRRY_NM',
  },
  ParkingPlace: {
    service: 'ParkingPlace',
    title: '주차장 현황',
    table: 'parkingLots',
    filters: [...sigun, contains('PARKPLC_NM'), exact('PARKPLC_DIV_NM'), exact('CHRG_INFO')],
    nameField: 'PARKPLC_NM',
  },
  ChildHouse: {
    service: 'ChildHouse',
    title: '어린이집 현황',
    table: 'childcareCenters',
    filters: [...sigun, contains('KIDGARTN_NM'), exact('KIDGARTN_DIV_NM')],
    nameField: 'KIDGARTN_NM',
  },
  AgeAcctoPopltn: {
    service: 'AgeAcctoPopltn',
    title: '연령별 인구 현황',
    table: 'population',
    filters: [
      exact('EXAMIN_YY'),
      exact('EXAMIN_MT'),
      exact('ADMZONE_DIV_NM'),
      contains('ADMZONE_NM'),
      exact('LEGALDONG_CD'),
    ],
  },
  Aedstus: {
    service: 'Aedstus',
    title: '자동심장충격기(AED) 설치 현황',
    table: 'aeds',
    filters: [...sigun, contains('INSTL_PLACE')],
  },
  Animalhosptl: {
    service: 'Animalhosptl',
    title: '동물병원 현황',
    table: 'animalHospitals',
    filters: [...sigun, contains('BIZPLC_NM'), exact('BSN_STATE_NM')],
    nameField: 'BIZPLC_NM',
  },
  ChildNightTreatHosptl: {
    service: 'ChildNightTreatHosptl',
    title: '소아 야간진료 의료기관 현황',
    table: 'nightClinics',
    filters: [...sigun, contains('FACLT_NM')],
    nameField: 'FACLT_NM',
  },
} as const satisfies Record<string, ServiceSpec>;

export type ServiceName = keyof typeof SERVICES;
export const SERVICE_NAMES = Object.keys(SERVICES) as ServiceName[];

export function serviceSpec(name: string): ServiceSpec | undefined {
  return (SERVICES as Record<string, ServiceSpec>)[name];
}

/** Services that name one place per row, for the saved-places tools. */
export const PLACE_SERVICES = SERVICE_NAMES.filter((name) => (SERVICES[name] as ServiceSpec).nameField !== undefined);
