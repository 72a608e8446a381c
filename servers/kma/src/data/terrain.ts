// A coarse terrain for the synthetic weather: how far a grid cell is from land (the region
// centres of KMA's spreadsheet are the land) and a rough elevation from the main ranges
// (태백·소백산맥, 지리산, 한라산). It only shapes the weather; it is not a map.
import { GRID_NX, GRID_NY, toGrid } from './grid.ts';
import reference from './regions.json' with { type: 'json' };

export interface Terrain {
  /** 1 on land, 0 at sea, in between along the coast. */
  landness: number;
  /** Metres above sea level (0 at sea). */
  elevation: number;
}

interface Ridge {
  /** Polyline of grid cells (nx, ny) along the crest. */
  path: ReadonlyArray<readonly [number, number]>;
  height: number;
  width: number;
}

// Crests in grid cells, from the real peaks' coordinates (설악 85/139, 대관령 90/130, 태백 93/117,
// 소백 86/114, 덕유 74/90, 지리 74/78, 한라 53/35); heights are rough averages of the ranges.
const RIDGES: readonly Ridge[] = [
  {
    path: [
      [84, 142],
      [88, 131],
      [92, 118],
      [95, 104],
    ],
    height: 800,
    width: 3,
  },
  {
    path: [
      [92, 118],
      [86, 114],
      [81, 106],
      [76, 100],
      [74, 90],
      [74, 78],
    ],
    height: 600,
    width: 3,
  },
  { path: [[74, 78]], height: 700, width: 3 },
  { path: [[82, 128]], height: 350, width: 8 },
  { path: [[53, 35]], height: 1400, width: 1.6 },
];

function distanceToSegment(x: number, y: number, a: readonly [number, number], b: readonly [number, number]): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.min(1, Math.max(0, ((x - a[0]) * dx + (y - a[1]) * dy) / length2));
  return Math.hypot(x - (a[0] + t * dx), y - (a[1] + t * dy));
}

function ridgeHeight(ridge: Ridge, x: number, y: number): number {
  let distance = Number.POSITIVE_INFINITY;
  const { path } = ridge;
  for (let index = 0; index < path.length; index++) {
    const a = path[index] as readonly [number, number];
    const b = path[Math.min(index + 1, path.length - 1)] as readonly [number, number];
    distance = Math.min(distance, distanceToSegment(x, y, a, b));
  }
  return ridge.height * Math.exp(-((distance / ridge.width) ** 2));
}

let cache: Float32Array | undefined;

/** Distance (cells) from every cell to the nearest region centre, built once (~38k cells). */
function landDistances(): Float32Array {
  if (cache) return cache;
  const points = (reference as Array<{ lat: number; lon: number }>).map((row) => toGrid(row));
  const distances = new Float32Array(GRID_NX * GRID_NY);
  for (let y = 1; y <= GRID_NY; y++) {
    for (let x = 1; x <= GRID_NX; x++) {
      let best = Number.POSITIVE_INFINITY;
      for (const point of points) {
        const d = (point.nx - x) ** 2 + (point.ny - y) ** 2;
        if (d < best) best = d;
      }
      distances[(y - 1) * GRID_NX + (x - 1)] = Math.sqrt(best);
    }
  }
  cache = distances;
  return distances;
}

export function terrainAt(nx: number, ny: number): Terrain {
  const x = Math.min(GRID_NX, Math.max(1, Math.round(nx)));
  const y = Math.min(GRID_NY, Math.max(1, Math.round(ny)));
  const distance = landDistances()[(y - 1) * GRID_NX + (x - 1)] ?? 99;
  const landness = Math.min(1, Math.max(0, 1 - (distance - 4) / 6));
  let elevation = 40;
  for (const ridge of RIDGES) elevation += ridgeHeight(ridge, nx, ny);
  return { landness, elevation: elevation * landness };
}
