// Registry identifiers for synthetic companies: DART corp_code, KRX stock_code, 법인등록번호 and
// 사업자등록번호, each unique and (for the two registry numbers) carrying a valid check digit.
import type { Rng } from '@kopa/kit';
import { padNumber } from './format.ts';

/** Draws values until one is not in `used`, then records it. */
function drawUnique(used: Set<string>, draw: () => string): string {
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const value = draw();
    if (!used.has(value)) {
      used.add(value);
      return value;
    }
  }
  throw new Error('identifier space exhausted');
}

/** An 8-digit corp_code in the range real DART codes use (00100000–01999999). */
export function drawCorpCode(rng: Rng, used: Set<string>): string {
  return drawUnique(used, () => padNumber(rng.int(100_000, 1_999_999), 8));
}

/** A 6-digit common-stock code (ends in 0, like most KRX common shares). */
export function drawStockCode(rng: Rng, used: Set<string>): string {
  return drawUnique(used, () => padNumber(rng.int(100, 49_999) * 10, 6));
}

const REGISTRY_OFFICES = [
  '1101',
  '1301',
  '1311',
  '1345',
  '1346',
  '1358',
  '1201',
  '1244',
  '1615',
  '1701',
  '1744',
  '1801',
  '1811',
  '2001',
  '2301',
  '1601',
];

/** 법인등록번호: office(4) + 11 (주식회사) + serial(6) + check digit (weights 1,2,1,2…). */
export function drawJurirNo(rng: Rng, used: Set<string>): string {
  return drawUnique(used, () => {
    const body = `${rng.pick(REGISTRY_OFFICES)}11${padNumber(rng.int(0, 999_999), 6)}`;
    let sum = 0;
    for (let index = 0; index < 12; index++) sum += Number(body[index]) * (index % 2 === 0 ? 1 : 2);
    return `${body}${(10 - (sum % 10)) % 10}`;
  });
}

const BIZR_WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/** 사업자등록번호: tax office(3) + 81/86/87 (법인) + serial(4) + check digit. */
export function drawBizrNo(rng: Rng, used: Set<string>): string {
  return drawUnique(used, () => {
    const body = `${padNumber(rng.int(101, 899), 3)}${rng.pick(['81', '86', '87'])}${padNumber(rng.int(0, 9999), 4)}`;
    let sum = 0;
    for (let index = 0; index < 9; index++) sum += Number(body[index]) * (BIZR_WEIGHTS[index] ?? 0);
    sum += Math.floor((Number(body[8]) * 5) / 10);
    return `${body}${(10 - (sum % 10)) % 10}`;
  });
}
