// The resolution side of KDIC: 보험사고 발생 금융회사, 파산금융회사, 파산재단 매물(부동산) and the 영업정지저축은행
// 수익성 보고서. All hang off the committed list of real failed institutions, so that a name found in one
// service finds its rows in the others.
import { createRng } from '@kopa/kit';
import { addDays, addMonths, dottedDate } from './calendar.ts';
import reference from './failed-institutions.json' with { type: 'json' };
import { fixed, integer } from './format.ts';

export interface FailedInstitution {
  name: string;
  sector: string;
  accident: string;
  method: string;
}

export const FAILED: readonly FailedInstitution[] = reference.failed;

const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권', '황'];

export function buildAccidents(seed: string): Array<Record<string, string>> {
  return FAILED.map((failed) => {
    const rng = createRng(`${seed}:accident:${failed.name}`);
    const transfer = failed.method === '제3자P&A' || failed.method === '계약이전';
    return {
      fnccmpNm: failed.name,
      stsNm: failed.accident >= '20140101' && rng.chance(0.5) ? '진행' : '완료',
      insacdDyVal: dottedDate(failed.accident),
      telnoKindCont: transfer ? '인수금융회사' : '재단',
      rsluMthoCont: failed.method,
      ctrcBfrDcsnDyVal: transfer ? dottedDate(addDays(failed.accident, rng.int(40, 240))) : '',
      telno: `02-${rng.int(300, 799)}-${rng.int(1000, 9999)}`,
      baseYm: failed.accident.slice(0, 6),
    };
  });
}

export function buildBankrupts(seed: string): Array<Record<string, string>> {
  return FAILED.filter((failed) => failed.method === '파산').map((failed) => {
    const rng = createRng(`${seed}:bankrupt:${failed.name}`);
    const adjudicated = addDays(failed.accident, rng.int(60, 300));
    const specialAccount = failed.sector === '저축은행' && failed.accident >= '20110101';
    return {
      fncRegnDscdNm: failed.sector,
      fndDscdNm: failed.accident < '20030101' ? '상환기금' : '예보기금',
      spraccYn: specialAccount ? 'Y' : 'N',
      bkrpFnccmpNm: failed.name,
      bkrpTrspnPrxyNmp: `${rng.pick(SURNAMES)}${rng.int(1955, 1985)}${String(rng.int(101, 1231)).padStart(4, '0')}`,
      bkrpAdjdDt: adjudicated,
      concDscdNm: adjudicated < '20080101' || rng.chance(0.3) ? '종결' : '파산',
    };
  });
}

const PROPERTY_KINDS = [
  { kind: '아파트', gds: (n: number) => `아파트 ${n}동 ${n + 100}호`, land: [20, 80], bldg: [59, 135] },
  { kind: '상가', gds: (n: number) => `근린상가 ${n}층 ${n}0${n}호`, land: [15, 60], bldg: [30, 220] },
  { kind: '토지', gds: () => '토지', land: [300, 12000], bldg: [0, 0] },
  { kind: '업무시설', gds: (n: number) => `업무시설 ${n}층 전부`, land: [100, 900], bldg: [300, 2400] },
  { kind: '임야', gds: () => '임야', land: [2000, 60000], bldg: [0, 0] },
];
const LOCATIONS = [
  '부산광역시 해운대구 우동',
  '부산광역시 사하구 하단동',
  '대전광역시 유성구 봉명동',
  '전라남도 목포시 상동',
  '강원특별자치도 춘천시 퇴계동',
  '경기도 용인시 수지구 풍덕천동',
  '서울특별시 강남구 역삼동',
  '충청남도 천안시 서북구 불당동',
  '경상남도 김해시 내동',
  '제주특별자치도 서귀포시 중문동',
  '전북특별자치도 전주시 완산구 효자동',
  '인천광역시 연수구 송도동',
];
export const PROGRESS = ['매각검토', '매각공고', '입찰진행', '유찰', '매각완료'] as const;

export function buildRealEstates(seed: string): Array<Record<string, string>> {
  const rows: Array<Record<string, string>> = [];
  for (const failed of FAILED.filter((entry) => entry.method === '파산')) {
    const rng = createRng(`${seed}:estate:${failed.name}`);
    const count = rng.int(3, 14);
    for (let serial = 1; serial <= count; serial++) {
      const property = rng.pick(PROPERTY_KINDS);
      const land = rng.int(property.land[0] ?? 0, property.land[1] ?? 0);
      const building = property.bldg[1] ? rng.int(property.bldg[0] ?? 0, property.bldg[1] ?? 0) : 0;
      const appraisal = Math.round((land * rng.int(80, 900) + building * rng.int(1200, 6000)) / 10) * 10_000;
      rows.push({
        gdsNo: `${failed.accident.slice(0, 4)}-${String(FAILED.indexOf(failed) + 1).padStart(2, '0')}-${String(serial).padStart(3, '0')}`,
        bkrpFnccmpNm: failed.name,
        gdsKndNm: property.kind,
        gdsNm: property.gds(rng.int(1, 15)),
        lctnAdr: `${rng.pick(LOCATIONS)} ${rng.int(1, 1500)}-${rng.int(1, 30)}`,
        lndAr: fixed(land, 2),
        bldgAr: fixed(building, 2),
        aprsAmt: integer(appraisal),
        minSlPrc: integer(Math.round((appraisal * rng.int(50, 100)) / 100_000) * 1000),
        progStutNm: rng.weighted(PROGRESS.map((status, i) => [status, [4, 2, 2, 2, 3][i] ?? 1] as const)),
        rgstDt: addDays(failed.accident, rng.int(200, 4000)),
      });
    }
  }
  return rows;
}

const PROFIT_COLUMNS = [
  ['A', '총자산순이익률', 0.4],
  ['B', '자기자본순이익률', 4],
  ['C', '예대금리차', 3.2],
  ['D', '영업이익률', 5],
  ['E', '고정이하여신비율', 12],
] as const;

export function buildSuspendedProfit(seed: string): Array<Record<string, string>> {
  const rows: Array<Record<string, string>> = [];
  for (const failed of FAILED.filter((entry) => entry.sector === '저축은행' && entry.accident >= '20110101')) {
    const rng = createRng(`${seed}:profit:${failed.name}`);
    const lastQuarter = addMonths(failed.accident.slice(0, 6), -(Number(failed.accident.slice(4, 6)) % 3 || 3));
    for (let back = 3; back >= 0; back--) {
      const baseYm = addMonths(lastQuarter, -3 * back);
      for (const [colnCd, colnNm, scale] of PROFIT_COLUMNS) {
        const stress = (4 - back) / 4;
        const sign = colnCd === 'E' ? 1 : -1;
        const previous = scale * (0.6 + rng.next() * 0.5) + sign * scale * stress * 1.1;
        const current = previous + sign * scale * (0.2 + rng.next() * 0.6);
        rows.push({
          baseYm,
          fnccmpNm: failed.name,
          colnCd,
          colnNm,
          lsqtedHis: fixed(previous, 2),
          thyrQteHist: fixed(current, 2),
          icdcVal: fixed(current - previous, 2),
        });
      }
    }
  }
  return rows;
}
