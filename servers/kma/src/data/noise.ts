// Seeded smooth noise over the grid and time: an integer hash of lattice points, interpolated
// with a smoothstep, so that every field is continuous in space and in time and the same on
// every machine (only the seeded generator, never an unseeded one).

/** A 32-bit integer mix of the seed and up to three lattice coordinates. */
export function mix(seed: number, a: number, b = 0, c = 0): number {
  let h = seed ^ Math.imul(a | 0, 0x27d4eb2d);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h ^= Math.imul(b | 0, 0x165667b1);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= Math.imul(c | 0, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  return (h ^ (h >>> 15)) >>> 0;
}

/** A uniform float in [0, 1) for the lattice point. */
export function unit(seed: number, a: number, b = 0, c = 0): number {
  return mix(seed, a, b, c) / 4294967296;
}

/** A uniform float in [-1, 1) for the lattice point. */
export function signed(seed: number, a: number, b = 0, c = 0): number {
  return unit(seed, a, b, c) * 2 - 1;
}

const smooth = (t: number) => t * t * (3 - 2 * t);
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

/** Value noise in [-1, 1] at (x, y, z): continuous, with features one unit apart. */
export function noise3(seed: number, x: number, y: number, z: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const z0 = Math.floor(z);
  const tx = smooth(x - x0);
  const ty = smooth(y - y0);
  const tz = smooth(z - z0);
  const corner = (dx: number, dy: number, dz: number) => signed(seed, x0 + dx, y0 + dy, z0 + dz);
  const plane = (dz: number) =>
    lerp(lerp(corner(0, 0, dz), corner(1, 0, dz), tx), lerp(corner(0, 1, dz), corner(1, 1, dz), tx), ty);
  return lerp(plane(0), plane(1), tz);
}

/** Two octaves of value noise, still in [-1, 1]. */
export function fbm3(seed: number, x: number, y: number, z: number): number {
  return (noise3(seed, x, y, z) * 2 + noise3(seed ^ 0x5bd1e995, x * 2.03, y * 2.03, z * 1.7)) / 3;
}

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
