import { describe, expect, it } from 'vitest';
import { createRng, defineTable, hashSeed } from '../src/index.ts';

describe('the seeded PRNG', () => {
  it('repeats the same stream for the same seed and differs across seeds', () => {
    const draw = (seed: string) =>
      Array.from(
        { length: 5 },
        (() => {
          const rng = createRng(seed);
          return () => rng.next();
        })(),
      );
    expect(draw('kopa')).toEqual(draw('kopa'));
    expect(draw('kopa')).not.toEqual(draw('kopb'));
  });

  it('keeps int() within bounds and roughly uniform', () => {
    const rng = createRng(7);
    const counts = [0, 0, 0, 0];
    for (let index = 0; index < 8000; index++) {
      const value = rng.int(0, 3);
      counts[value] = (counts[value] ?? 0) + 1;
    }
    for (const count of counts) expect(count).toBeGreaterThan(1700);
    expect(counts.reduce((a, b) => a + b)).toBe(8000);
  });

  it('draws exactly the values every committed dataset was built from', () => {
    // Pinned from the first implementation: a faster generator must keep the stream bit for bit.
    expect([hashSeed('kopa'), hashSeed('a', 1), hashSeed()]).toEqual([3307209108, 1609836591, 2166136261]);
    const rng = createRng('kopa');
    expect([rng.next(), rng.next(), rng.next()]).toEqual([
      0.0901779665146023, 0.0069597449619323015, 0.4177243250887841,
    ]);
    expect([rng.int(1, 6), rng.int(-100, 100), rng.pick(['a', 'b', 'c', 'd'])]).toEqual([1, 28, 'a']);
    const weights = [
      ['x', 0.15],
      ['y', 3],
      ['z', 2],
    ] as const;
    expect([rng.weighted(weights), rng.weighted(weights)]).toEqual(['y', 'z']);
    expect([rng.normal(10, 2), rng.chance(0.5)]).toEqual([14.870984049770431, true]);
    expect(createRng(7).fork('company-1').next()).toBe(0.7089724212419242);
  });

  it('forks independent, reproducible streams', () => {
    const a = createRng('x').fork('company-1');
    const b = createRng('x').fork('company-1');
    const c = createRng('x').fork('company-2');
    const first = a.next();
    expect(b.next()).toBe(first);
    expect(c.next()).not.toBe(first);
    expect(hashSeed('a', 1)).toBe(hashSeed('a', 1));
  });
});

describe('lazy indexed tables', () => {
  it('builds on first use only, indexes by field and gets by key', () => {
    let builds = 0;
    const table = defineTable({
      name: 't',
      key: 'id',
      build: () => {
        builds++;
        return [
          { id: 'a', g: 1 },
          { id: 'b', g: 2 },
          { id: 'c', g: 1 },
        ];
      },
    });
    expect(builds).toBe(0);
    expect(table.where('g', 1).map((row) => row.id)).toEqual(['a', 'c']);
    expect(table.get('b')).toEqual({ id: 'b', g: 2 });
    expect(table.where('g', 9)).toEqual([]);
    table.rows();
    expect(builds).toBe(1);
  });

  it('applies an overlay without touching the base table, and hashes content', () => {
    const table = defineTable({
      name: 't',
      key: 'id',
      build: () => [
        { id: 'a', v: 1 },
        { id: 'b', v: 2 },
      ],
    });
    const patched = table.withOverlay({
      upsert: [
        { id: 'a', v: 10 },
        { id: 'z', v: 26 },
      ],
      remove: ['b'],
    });
    expect(patched.rows()).toEqual([
      { id: 'a', v: 10 },
      { id: 'z', v: 26 },
    ]);
    expect(table.rows()).toEqual([
      { id: 'a', v: 1 },
      { id: 'b', v: 2 },
    ]);
    expect(patched.hash()).not.toBe(table.hash());
    expect(table.withOverlay(undefined)).toBe(table);
  });
});
