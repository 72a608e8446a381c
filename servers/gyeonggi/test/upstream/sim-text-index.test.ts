// The text indexes answer exactly what a scan of the column answers, on the first search (a scan) and
// on later ones (the code-unit index).
import { createRng } from '@kopa/kit';
import { describe, expect, it } from 'vitest';
import { positionsContaining, positionsEqual } from '../../src/upstream/sim-text-index.ts';

const UNITS = ['가', '나', '다', '시', '동', '1', ' ', '-', '😀'];
const rng = createRng('sim-text-index');
const text = (length: number) => Array.from({ length }, () => rng.pick(UNITS)).join('');
const column = Array.from({ length: 3000 }, () => text(rng.int(0, 8)));
const scan = (keep: (value: string) => boolean) => column.flatMap((value, position) => (keep(value) ? [position] : []));

describe('the text indexes of a column', () => {
  it.each(['가', '나다', '시 동', '1-1', '😀', '\uD83D', '없음', column.find((value) => value.length > 3) as string])(
    'find the positions containing %j on every search',
    (wanted) => {
      const expected = scan((value) => value.includes(wanted));
      for (let search = 0; search < 3; search++) expect(positionsContaining(column, wanted)).toEqual(expected);
    },
  );

  it('finds the positions equal to a value', () => {
    for (const wanted of [column[3] as string, '', '없음']) {
      expect(positionsEqual(column, wanted)).toEqual(scan((value) => value === wanted));
    }
  });
});
