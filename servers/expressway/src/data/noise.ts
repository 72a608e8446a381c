// Cheap, pure integer hashing for the per-slot and per-day values: a value is a function of its key
// (unit, day, slot), not of a stream position, so any day or 5-minute slot can be computed alone.
import { hashSeed } from '@kopa/kit';

/** A 32-bit hash of three integers (murmur3-style finalizer). */
export function mix(a: number, b: number, c = 0): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x7f4a7c15, 0xc2b2ae35);
  h ^= Math.imul(c + 0x165667b1, 0x27d4eb2f);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Uniform in [0, 1). */
export function uniform(a: number, b: number, c = 0): number {
  return mix(a, b, c) / 4294967296;
}

/** Approximately standard normal (Irwin–Hall of three uniforms). */
export function gauss(a: number, b: number, c = 0): number {
  return (uniform(a, b, c * 3) + uniform(a, b, c * 3 + 1) + uniform(a, b, c * 3 + 2) - 1.5) * 2;
}

/** A stable integer key for a string under a seed. */
export function keyOf(seed: string, ...parts: Array<string | number>): number {
  return hashSeed(seed, ...parts);
}
