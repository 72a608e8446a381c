import { describe, expect, it } from 'vitest';
import { createListMemo } from '../src/index.ts';

describe('the list memo', () => {
  it('derives once per list and key, keeps a few keys per list, and tells lists apart', () => {
    const memo = createListMemo<number, number[]>(2);
    const rows = [1, 2, 3, 4];
    let derived = 0;
    const even = (key: string) =>
      memo(rows, key, () => {
        derived++;
        return rows.filter((row) => row % 2 === 0);
      });
    expect(even('a')).toEqual([2, 4]);
    expect(even('a')).toBe(even('a'));
    expect(derived).toBe(1);
    even('b');
    even('c');
    even('a');
    expect(derived).toBe(4);
    expect(memo([...rows], 'a', () => [])).toEqual([]);
  });
});
