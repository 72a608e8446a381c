// What a precedent of each law family looks like: its 사건종류 (with law.go.kr's codes), its 사건명,
// the courts that decide it and the case-number marks (사건부호) each court uses.
import type { LawSpec } from './catalog.ts';

export type CaseKind = '민사' | '형사' | '일반행정' | '세무' | '가사' | '특허';

/** 사건종류코드; 민사 400101 is recorded in public fixtures, the others follow in the same series. */
export const KIND_CODES: Record<CaseKind, string> = {
  민사: '400101',
  형사: '400102',
  일반행정: '400103',
  세무: '400104',
  가사: '400105',
  특허: '400106',
};

export const SUPREME_COURT_CODE = '400201';
export const LOWER_COURT_CODE = '400202';

export const FAMILY_KINDS: Record<string, ReadonlyArray<readonly [CaseKind, number]>> = {
  constitution: [['일반행정', 1]],
  civil: [
    ['민사', 9],
    ['가사', 1],
  ],
  criminal: [['형사', 1]],
  penal: [['형사', 1]],
  commercial: [
    ['민사', 6],
    ['형사', 1],
    ['일반행정', 1],
  ],
  lease: [['민사', 1]],
  labor: [
    ['일반행정', 4],
    ['민사', 4],
    ['형사', 2],
  ],
  tax: [['세무', 1]],
  traffic: [
    ['형사', 5],
    ['민사', 3],
    ['일반행정', 2],
  ],
  building: [
    ['일반행정', 7],
    ['민사', 3],
  ],
  privacy: [
    ['민사', 4],
    ['형사', 4],
    ['일반행정', 2],
  ],
  consumer: [
    ['일반행정', 5],
    ['민사', 5],
  ],
  publicservice: [
    ['일반행정', 8],
    ['형사', 2],
  ],
  administrative: [
    ['일반행정', 8],
    ['민사', 2],
  ],
  health: [
    ['일반행정', 6],
    ['형사', 4],
  ],
  welfare: [
    ['일반행정', 6],
    ['형사', 4],
  ],
  education: [['일반행정', 1]],
  environment: [
    ['일반행정', 6],
    ['민사', 2],
    ['형사', 2],
  ],
  ip: [
    ['특허', 5],
    ['민사', 3],
    ['형사', 2],
  ],
  safety: [
    ['일반행정', 5],
    ['형사', 3],
    ['민사', 2],
  ],
};

const CIVIL_NAMES: Record<string, readonly string[]> = {
  civil: ['손해배상(기)', '부당이득금', '소유권이전등기', '대여금', '약정금', '공사대금', '채무부존재확인', '구상금'],
  commercial: ['손해배상(기)', '주주총회결의취소', '약정금', '투자금반환', '채무부존재확인'],
  lease: ['임대차보증금반환', '건물명도', '건물인도', '배당이의', '손해배상(기)'],
  labor: ['임금', '퇴직금', '해고무효확인', '손해배상(산)'],
  traffic: ['손해배상(자)', '구상금', '채무부존재확인'],
  building: ['분양대금반환', '손해배상(기)', '공사대금', '조합원지위확인'],
  privacy: ['손해배상(기)', '손해배상(기)', '정보삭제'],
  consumer: ['약관무효확인', '손해배상(기)', '매매대금반환', '부당이득금'],
  administrative: ['손해배상(기)', '부당이득금'],
  environment: ['손해배상(기)'],
  ip: ['저작권침해금지', '손해배상(지)', '상표권침해금지'],
  safety: ['손해배상(기)'],
};

const ADMIN_NAMES: Record<string, readonly string[]> = {
  constitution: ['행정처분취소', '부작위위법확인'],
  commercial: ['시정명령등취소', '과징금부과처분취소'],
  labor: [
    '부당해고구제재심판정취소',
    '요양급여불승인처분취소',
    '유족급여및장의비부지급처분취소',
    '실업급여부지급처분취소',
  ],
  traffic: ['자동차운전면허취소처분취소', '자동차운전면허정지처분취소'],
  building: [
    '건축허가신청반려처분취소',
    '이행강제금부과처분취소',
    '시정명령취소',
    '사업계획승인신청거부처분취소',
    '주차장설치명령취소',
  ],
  privacy: ['시정명령등취소', '과징금부과처분취소'],
  consumer: ['시정명령등취소', '과징금납부명령취소'],
  publicservice: ['해임처분취소', '정직처분취소', '파면처분취소', '감봉처분취소', '승진임용거부처분취소'],
  administrative: [
    '정보공개거부처분취소',
    '영업정지처분취소',
    '주민등록전입신고수리거부처분취소',
    '여권발급거부처분취소',
    '체류기간연장등불허가처분취소',
  ],
  health: ['요양급여비용환수처분취소', '의사면허자격정지처분취소', '영업정지처분취소', '과징금부과처분취소'],
  welfare: ['생계급여중지처분취소', '장애정도결정처분취소', '보호조치결정취소'],
  education: ['학교폭력가해학생징계처분취소', '퇴학처분무효확인', '교원소청심사위원회결정취소'],
  environment: ['개선명령취소', '조업정지처분취소', '폐기물처리사업계획부적정통보처분취소'],
  safety: ['시정명령처분취소', '과태료부과처분취소'],
};

const TAX_NAMES: Record<string, readonly string[]> = {
  소득세법: ['종합소득세부과처분취소', '양도소득세부과처분취소'],
  법인세법: ['법인세부과처분취소', '법인세등부과처분취소'],
  부가가치세법: ['부가가치세부과처분취소'],
  국세기본법: ['경정청구거부처분취소', '가산세부과처분취소'],
  '상속세 및 증여세법': ['증여세부과처분취소', '상속세부과처분취소'],
  조세특례제한법: ['법인세부과처분취소', '종합소득세부과처분취소'],
  지방세법: ['취득세부과처분취소', '재산세부과처분취소'],
  관세법: ['관세등부과처분취소'],
  종합부동산세법: ['종합부동산세부과처분취소'],
};

const QUALIFIERS: Record<string, string> = {
  '도로교통법 44': '(음주운전)',
  '도로교통법 148의2': '(음주운전)',
  '도로교통법 43': '(무면허운전)',
  '도로교통법 54': '(사고후미조치)',
  '교통사고처리 특례법 3': '(치상)',
  '마약류 관리에 관한 법률': '(향정)',
  아동복지법: '(아동학대)',
  '정보통신망 이용촉진 및 정보보호 등에 관한 법률': '(명예훼손)',
};

/** 사건명 for a case under a law and article (형법 cases are named after the crime). */
export function caseName(options: {
  spec: LawSpec;
  kind: CaseKind;
  key: string;
  title: string;
  pick: <T>(items: readonly T[]) => T;
}): string {
  const { spec, kind, key, title, pick } = options;
  if (kind === '형사') {
    if (spec.name === '형법') {
      const crime = title.split(',')[0]?.trim();
      return crime && crime.length <= 8 && !/[의에]/.test(crime)
        ? crime
        : pick(['사기', '절도', '상해', '횡령', '업무상배임']);
    }
    const qualifier = QUALIFIERS[`${spec.name} ${key}`] ?? QUALIFIERS[spec.name] ?? '';
    return `${spec.name.replace(/[\sㆍ·]/g, '')}위반${qualifier}`;
  }
  if (kind === '세무') return pick(TAX_NAMES[spec.name] ?? ['부과처분취소']);
  if (kind === '가사') return pick(['가족관계등록부정정', '친생자관계존재확인', '이혼및재산분할']);
  if (kind === '특허') return pick(['등록무효(특)', '권리범위확인(특)', '거절결정(상)', '등록무효(상)']);
  if (kind === '일반행정') return pick(ADMIN_NAMES[spec.family] ?? ['행정처분취소']);
  return pick(CIVIL_NAMES[spec.family] ?? ['손해배상(기)']);
}

export const HIGH_COURTS = [
  '서울고등법원',
  '부산고등법원',
  '대구고등법원',
  '광주고등법원',
  '대전고등법원',
  '수원고등법원',
];
export const DISTRICT_COURTS = [
  '서울중앙지방법원',
  '서울동부지방법원',
  '서울남부지방법원',
  '서울북부지방법원',
  '서울서부지방법원',
  '의정부지방법원',
  '인천지방법원',
  '수원지방법원',
  '춘천지방법원',
  '대전지방법원',
  '청주지방법원',
  '대구지방법원',
  '부산지방법원',
  '울산지방법원',
  '창원지방법원',
  '광주지방법원',
  '전주지방법원',
  '제주지방법원',
];
export const FAMILY_COURTS = ['서울가정법원', '부산가정법원', '대구가정법원', '광주가정법원', '대전가정법원'];

/** 사건부호 of a 결정: 재항고 at 대법원 (마/모/무/스), 항고 at 고등법원 (라/로/루/브); none in the first
 *  instance here (its 결정 are 신청사건 the emulation does not generate), so those stay 판결. */
export const DECISION_MARKS: Record<'supreme' | 'high' | 'first', Partial<Record<CaseKind, string>>> = {
  supreme: { 민사: '마', 형사: '모', 일반행정: '무', 세무: '무', 가사: '스' },
  high: { 민사: '라', 형사: '로', 일반행정: '루', 세무: '루', 가사: '브' },
  first: {},
};

/** 사건부호 by court level and kind: 대법원 다/도/두, 고등법원 나/노/누, 1심 가합/고단/구합. */
export const CASE_MARKS: Record<'supreme' | 'high' | 'first', Record<CaseKind, readonly string[]>> = {
  supreme: { 민사: ['다'], 형사: ['도'], 일반행정: ['두'], 세무: ['두'], 가사: ['므'], 특허: ['후'] },
  high: { 민사: ['나'], 형사: ['노'], 일반행정: ['누'], 세무: ['누'], 가사: ['르'], 특허: ['허'] },
  first: {
    민사: ['가합', '가단'],
    형사: ['고합', '고단'],
    일반행정: ['구합', '구단'],
    세무: ['구합'],
    가사: ['드합', '드단'],
    특허: ['허'],
  },
};

/** "서울고등법원" → "서울고법", as court names appear inside 판례 text. */
export function shortCourt(name: string): string {
  return name
    .replace('고등법원', '고법')
    .replace('지방법원', '지법')
    .replace('행정법원', '행법')
    .replace('가정법원', '가법');
}
