// Synthetic members of the Assembly: a Korean name with its hanja and romanization, sex, birth date
// and a MONA_CD in the real 8-character shape. Names are unique across the generated universe so
// that a name resolves to one MONA_CD (the real roster has a few homonyms; see the README).
import type { Rng } from '@kopa/kit';
import { SURNAMES, SYLLABLES, type Syllable } from './reference.ts';

export interface Person {
  monaCd: string;
  name: string;
  hanja: string;
  eng: string;
  sex: '남' | '여';
  /** YYYY-MM-DD */
  birth: string;
  /** 양 (solar) or 음 (lunar) birthday. */
  calendar: '양' | '음';
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** MONA_CD like "H7X3372O": three letters/digits, four digits, one letter. */
export function monaCode(rng: Rng): string {
  let code = '';
  for (let index = 0; index < 3; index++) code += ALNUM[rng.int(0, ALNUM.length - 1)];
  for (let index = 0; index < 4; index++) code += String(rng.int(0, 9));
  return code + LETTERS[rng.int(0, LETTERS.length - 1)];
}

/** BILL_ID like "PRC_T2M6W0F2I1W2T1X7T4K2Q5A9J4P2M5": 15 letter–digit pairs. The last digit is the
 *  term's last digit (an internal routing hint that looks as random as the real one). */
export function billId(rng: Rng, age: number): string {
  let id = 'PRC_';
  for (let index = 0; index < 14; index++) id += `${LETTERS[rng.int(0, 25)]}${rng.int(0, 9)}`;
  return `${id}${LETTERS[rng.int(0, 25)]}${age % 10}`;
}

/** The term a generated BILL_ID belongs to (see billId). */
export function ageOfBillId(id: string, ages: readonly number[]): number | undefined {
  const digit = Number(id.at(-1));
  return ages.find((age) => age % 10 === digit);
}

const SURNAME_WEIGHTS = SURNAMES.map((entry) => [entry, entry[3]] as const);

function syllablePool(sex: '남' | '여'): Array<readonly [Syllable, number]> {
  const own = sex === '남' ? 'm' : 'f';
  return SYLLABLES.map((syllable) => [syllable, syllable[3] === own ? 3 : syllable[3] === 'n' ? 2 : 0.15] as const);
}
const POOLS = { 남: syllablePool('남'), 여: syllablePool('여') };

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface PersonFactory {
  create(rng: Rng, options: { birthFrom: number; birthTo: number; femaleShare: number }): Person;
  byCode: Map<string, Person>;
}

export function createPersonFactory(): PersonFactory {
  const names = new Set<string>();
  const byCode = new Map<string, Person>();
  return {
    byCode,
    create(rng, { birthFrom, birthTo, femaleShare }) {
      const sex = rng.chance(femaleShare) ? '여' : '남';
      let surname = rng.weighted(SURNAME_WEIGHTS);
      let first = rng.weighted(POOLS[sex]);
      let second = rng.weighted(POOLS[sex]);
      while (names.has(surname[0] + first[0] + second[0]) || first[0] === second[0]) {
        surname = rng.weighted(SURNAME_WEIGHTS);
        first = rng.weighted(POOLS[sex]);
        second = rng.weighted(POOLS[sex]);
      }
      const name = surname[0] + first[0] + second[0];
      names.add(name);
      let monaCd = monaCode(rng);
      while (byCode.has(monaCd)) monaCd = monaCode(rng);
      const year = rng.int(birthFrom, birthTo);
      const month = String(rng.int(1, 12)).padStart(2, '0');
      const date = String(rng.int(1, 28)).padStart(2, '0');
      const person: Person = {
        monaCd,
        name,
        hanja: surname[1] + first[1] + second[1],
        eng: `${surname[2]} ${capitalize(first[2] + second[2])}`,
        sex,
        birth: `${year}-${month}-${date}`,
        calendar: rng.chance(0.15) ? '음' : '양',
      };
      byCode.set(monaCd, person);
      return person;
    },
  };
}

/** A Korean name that is not a member (staff, aides); homonyms allowed. */
export function staffName(rng: Rng): string {
  const sex = rng.chance(0.45) ? '여' : '남';
  const pool = POOLS[sex];
  return rng.weighted(SURNAME_WEIGHTS)[0] + rng.weighted(pool)[0] + rng.weighted(pool)[0];
}
