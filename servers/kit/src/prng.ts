// Seeded PRNG (xoshiro128**) for the deterministic datasets. Math.random and locale-dependent calls
// are never used for data, so that every table is the same on every machine (DESIGN §3.4).

const FNV_PRIME = 0x01000193;

/** A 32-bit FNV-1a hash of the parts joined by U+0000; used to derive independent streams from names. */
export function hashSeed(...parts: Array<string | number>): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < parts.length; index++) {
    // The separator's char code is 0, so hashing it is the multiplication alone.
    if (index > 0) hash = Math.imul(hash, FNV_PRIME);
    const part = parts[index];
    const text = part === undefined || part === null ? '' : String(part);
    for (let at = 0; at < text.length; at++) hash = Math.imul(hash ^ text.charCodeAt(at), FNV_PRIME);
  }
  return hash >>> 0;
}

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T;
  /** A normally distributed value (Box–Muller). */
  normal(mean: number, sd: number): number;
  /** A new independent stream derived from this seed and a label. */
  fork(label: string | number): Rng;
}

/** The 32-bit output of one splitmix32 step from `state`, which advances by the golden gamma. */
function splitmix32(state: number): number {
  let z = state;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return z ^ (z >>> 16);
}

const GAMMA = 0x9e3779b9;

/**
 * The generator as a class: its methods live on the prototype (creating a stream allocates one
 * object and one typed array, not a closure per method) and the state sits in an Int32Array, so
 * drawing a value allocates nothing.
 */
class Xoshiro128 implements Rng {
  private readonly state = new Int32Array(4);

  constructor(private readonly base: number) {
    let seed = base;
    let any = 0;
    for (let index = 0; index < 4; index++) {
      seed = (seed + GAMMA) >>> 0;
      const word = splitmix32(seed);
      this.state[index] = word;
      any |= word;
    }
    if (any === 0) this.state[0] = 1;
  }

  /** One xoshiro128** step; the result as an unsigned 32-bit integer. */
  private nextUint(): number {
    const s = this.state;
    const s0 = s[0] as number;
    const s1 = s[1] as number;
    const s2 = (s[2] as number) ^ s0;
    const s3 = (s[3] as number) ^ s1;
    const scrambled = Math.imul(s1, 5);
    const result = Math.imul((scrambled << 7) | (scrambled >>> 25), 9) >>> 0;
    s[0] = s0 ^ s3;
    s[1] = s1 ^ s2;
    s[2] = s2 ^ (s1 << 9);
    s[3] = (s3 << 11) | (s3 >>> 21);
    return result;
  }

  next(): number {
    return this.nextUint() / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick() needs at least one item');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    // Indexed loops, summing and subtracting in the same order as ever, so the picks never change.
    let total = 0;
    for (let index = 0; index < entries.length; index++) total += (entries[index] as readonly [T, number])[1];
    let target = this.next() * total;
    for (let index = 0; index < entries.length; index++) {
      const entry = entries[index] as readonly [T, number];
      target -= entry[1];
      if (target < 0) return entry[0];
    }
    const last = entries.at(-1);
    if (!last) throw new Error('weighted() needs at least one entry');
    return last[0];
  }

  normal(mean: number, sd: number): number {
    const u = Math.max(this.next(), 1e-12);
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  fork(label: string | number): Rng {
    return new Xoshiro128(hashSeed(this.base, label));
  }
}

export function createRng(seed: string | number): Rng {
  return new Xoshiro128(typeof seed === 'number' ? seed >>> 0 : hashSeed(seed));
}
