// 시험과목 (InquiryExamKmInfo) per technical qualification: the real subject lists of the best
// known qualifications, and grade-shaped lists (subject names built from the qualification's own
// name) for the rest. 취득방법 texts are written from the same lists, so the two always agree.
import { createRng, hashSeed } from '@kopa/kit';
import type { Qualification } from './catalog.ts';
import type { SubjectRow } from './types.ts';

interface Plan {
  written: readonly string[];
  writtenType: string;
  /** Questions per written subject (0: one combined paper). */
  perSubject: number;
  writtenMinutes: number;
  practical: readonly string[];
  practicalType: string;
  practicalMinutes: number;
}

const KNOWN: Record<string, Partial<Plan> & Pick<Plan, 'written' | 'practical'>> = {
  정보처리기사: {
    written: [
      '소프트웨어 설계',
      '소프트웨어 개발',
      '데이터베이스 구축',
      '프로그래밍 언어 활용',
      '정보시스템 구축 관리',
    ],
    practical: ['정보처리 실무'],
    practicalType: '필답형',
    practicalMinutes: 150,
  },
  정보처리산업기사: {
    written: ['정보시스템 기반 기술', '프로그래밍 언어 활용', '데이터베이스 활용'],
    practical: ['정보처리 실무'],
    practicalType: '필답형',
    practicalMinutes: 120,
  },
  전기기사: {
    written: ['전기자기학', '전력공학', '전기기기', '회로이론 및 제어공학', '전기설비기술기준'],
    practical: ['전기설비설계 및 관리'],
    practicalType: '필답형',
    practicalMinutes: 150,
  },
  전기산업기사: {
    written: ['전기자기학', '전력공학', '전기기기', '회로이론', '전기설비기술기준'],
    practical: ['전기설비설계 및 관리'],
    practicalType: '필답형',
    practicalMinutes: 120,
  },
  산업안전기사: {
    written: [
      '산업재해 예방 및 안전보건교육',
      '인간공학 및 위험성 평가·관리',
      '기계·기구 및 설비 안전관리',
      '전기설비 안전관리',
      '화학설비 안전관리',
      '건설공사 안전관리',
    ],
    practical: ['산업안전관리 실무'],
    practicalType: '복합형',
    practicalMinutes: 150,
  },
  건축기사: {
    written: ['건축계획', '건축시공', '건축구조', '건축설비', '건축관계법규'],
    practical: ['건축시공 실무'],
    practicalType: '필답형',
    practicalMinutes: 180,
  },
  직업상담사2급: {
    written: ['직업심리학', '직업상담학', '직업정보론', '노동시장론', '노동관계법규'],
    practical: ['직업상담 실무'],
    practicalType: '필답형',
    practicalMinutes: 150,
  },
  한식조리기능사: {
    written: ['한식 재료관리, 음식조리 및 위생관리'],
    practical: ['한식조리 실무'],
    practicalType: '작업형',
    practicalMinutes: 70,
  },
  지게차운전기능사: {
    written: ['지게차 주행, 화물 적재, 운반, 하역, 안전관리'],
    practical: ['지게차 운전 작업 및 도로주행'],
    practicalType: '작업형',
    practicalMinutes: 4,
  },
  굴착기운전기능사: {
    written: ['굴착기 주행 및 작업, 점검, 안전관리'],
    practical: ['굴착기 조종 실무'],
    practicalType: '작업형',
    practicalMinutes: 6,
  },
};

/** The field part of a name: "대기환경기사" → "대기환경", "미용사(네일)" → "미용(네일)". */
export function coreOf(name: string): string {
  const match = /^(.*?)(기술사|기능장|산업기사|기사|기능사|1급|2급|장|사)(\(.*\))?$/.exec(name);
  return match ? `${match[1]}${match[3] ?? ''}` : name;
}

const WRITTEN_FIELDS = new Set(['02', '04', '06', '07', '17', '20', '23', '24']);

export function planOf(options: { seed: string; qualification: Qualification }): Plan | undefined {
  const { seed, qualification } = options;
  const { jmfldnm, jmcd, obligfldcd } = qualification.row;
  const core = coreOf(jmfldnm);
  const known = KNOWN[jmfldnm];
  const rng = createRng(hashSeed(seed, 'subjects', jmcd));
  const practicalType = WRITTEN_FIELDS.has(obligfldcd) ? '필답형' : rng.pick(['작업형', '복합형']);
  switch (qualification.series) {
    case '기술사':
      return {
        written: ['1교시', '2교시', '3교시', '4교시'].map((part) => `${core} 관련 이론 및 실무(${part})`),
        writtenType: '필답형',
        perSubject: 0,
        writtenMinutes: 100,
        practical: [`${core} 관련 실무경험, 전문지식 및 응용능력`],
        practicalType: '면접형',
        practicalMinutes: 30,
      };
    case '기능장':
      return {
        written: [`${core} 일반`, `${core} 관리`, '공업경영'],
        writtenType: '객관식',
        perSubject: 0,
        writtenMinutes: 60,
        practical: [`${core} 실무`],
        practicalType: '작업형',
        practicalMinutes: 300,
      };
    case '기사':
    case '산업기사':
    case '1급':
    case '2급': {
      const full = [`${core} 개론`, `${core} 공학`, `${core} 설계 및 시공`, `${core} 관리`, `${core} 관계법규`];
      const count = qualification.series === '기사' ? rng.int(4, 5) : rng.int(3, 4);
      return {
        written: full.slice(full.length - count),
        writtenType: '객관식',
        perSubject: 20,
        writtenMinutes: 30,
        practical: [`${core} 실무`],
        practicalType,
        practicalMinutes: qualification.series === '기사' ? 150 : 120,
        ...known,
      };
    }
    case '기능사':
      return {
        written: [`${core} 이론 및 안전관리`],
        writtenType: '객관식',
        perSubject: 0,
        writtenMinutes: 60,
        practical: [`${core} 실무`],
        practicalType: '작업형',
        practicalMinutes: rng.pick([60, 120, 180, 240]),
        ...known,
      };
    default:
      return undefined;
  }
}

export function buildSubjects(options: { seed: string; catalog: readonly Qualification[] }): SubjectRow[] {
  const rows: SubjectRow[] = [];
  for (const qualification of options.catalog) {
    const plan = planOf({ seed: options.seed, qualification });
    if (!plan) continue;
    const { jmcd, jmfldnm } = qualification.row;
    let seqNo = 0;
    const push = (fields: Omit<SubjectRow, 'subjectKey' | 'jmCd' | 'jmNm' | 'seqNo' | 'kmYn' | 'selfldNm'>) => {
      seqNo += 1;
      rows.push({
        subjectKey: `${jmcd}-${seqNo}`,
        jmCd: jmcd,
        jmNm: jmfldnm,
        seqNo: String(seqNo),
        kmYn: 'Y',
        selfldNm: '선택분야없음',
        ...fields,
      });
    };
    const combined = plan.perSubject === 0 && plan.writtenType === '객관식';
    plan.written.forEach((kmNm, index) => {
      push({
        lssnNo: plan.writtenType === '필답형' ? String(index + 1) : '1',
        dtlTypNm: plan.writtenType,
        kmNm,
        kmOrder: String(index + 1),
        omrStdPnt: '100',
        qitemCnt: combined ? String(Math.round(60 / plan.written.length)) : String(plan.perSubject || 1),
        suhmTmMi: combined
          ? String(Math.round(plan.writtenMinutes / plan.written.length))
          : String(plan.writtenMinutes),
      });
    });
    plan.practical.forEach((kmNm, index) => {
      push({
        lssnNo: '1',
        dtlTypNm: plan.practicalType,
        kmNm,
        kmOrder: String(index + 1),
        omrStdPnt: '100',
        qitemCnt: plan.practicalType === '필답형' ? '20' : '1',
        suhmTmMi: String(plan.practicalMinutes),
      });
    });
  }
  return rows;
}
