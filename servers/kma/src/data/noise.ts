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

/** The z = z0 plane of noise3, bilinear in the lattice values around (x0, y0). */
function plane(seed: number, x0: number, y0: number, z0: number, tx: number, ty: number): number {
  return lerp(
    lerp(signed(seed, x0, y0, z0), signed(seed, x0 + 1, y0, z0), tx),
    lerp(signed(seed, x0, y0 + 1, z0), signed(seed, x0 + 1, y0 + 1, z0), tx),
    ty,
  );
}

/** Value noise in [-1, 1] at (x, y, z): continuous, with features one unit apart. */
export function noise3(seed: number, x: number, y: number, z: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const z0 = Math.floor(z);
  const tx = smooth(x - x0);
  const ty = smooth(y - y0);
  const tz = smooth(z - z0);
  return lerp(plane(seed, x0, y0, z0, tx, ty), plane(seed, x0, y0, z0 + 1, tx, ty), tz);
}

/** Two octaves of value noise, still in [-1, 1]. */
export function fbm3(seed: number, x: number, y: number, z: number): number {
  return (noise3(seed, x, y, z) * 2 + noise3(seed ^ 0x5bd1e995, x * 2.03, y * 2.03, z * 1.7)) / 3;
}

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
