// `coord-address`: a place whose coordinates sit nearer the other places of another 동 than those of
// the 동 its address names. The data has no 동 boundaries, so each 동's centre is the mean of the
// places in it (across every task linted, the place itself left out); a 동 needs at least
// MIN_PLACES others to have a centre, and a place is flagged only when it is clearly nearer the
// other centre (RATIO) and not right beside its own (MIN_KM).
import type { LintCheck, LintContext, LintFinding } from './finding.ts';
import { type Place, placesOf } from './places.ts';
import { recordsOf } from './records.ts';

const MIN_PLACES = 3;
const RATIO = 2;
const MIN_KM = 0.5;

function kilometres(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const x = (b.lon - a.lon) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = (b.lat - a.lat) * rad;
  return Math.sqrt(x * x + y * y) * 6371;
}

function centre(places: readonly Place[]): { lat: number; lon: number } {
  const sum = places.reduce((total, place) => ({ lat: total.lat + place.lat, lon: total.lon + place.lon }), {
    lat: 0,
    lon: 0,
  });
  return { lat: sum.lat / places.length, lon: sum.lon / places.length };
}

/** Where `place` looks misplaced against `reference`, a sentence; otherwise undefined. */
export function misplaced(place: Place, reference: readonly Place[]): string | undefined {
  const byDong = new Map<string, Place[]>();
  for (const other of reference) {
    if (other.area !== place.area || other.identity === place.identity) continue;
    byDong.set(other.dong, [...(byDong.get(other.dong) ?? []), other]);
  }
  const own = byDong.get(place.dong);
  if (!own || own.length < MIN_PLACES) return undefined;
  const ownKm = kilometres(place, centre(own));
  let nearest: { dong: string; km: number } | undefined;
  for (const [dong, places] of byDong) {
    if (dong === place.dong || places.length < MIN_PLACES) continue;
    const km = kilometres(place, centre(places));
    if (!nearest || km < nearest.km) nearest = { dong, km };
  }
  if (!nearest || ownKm < MIN_KM || ownKm < RATIO * nearest.km) return undefined;
  return `${place.where}: address in ${place.dong}, but ${nearest.km.toFixed(2)} km from the places of ${nearest.dong} and ${ownKm.toFixed(2)} km from those of ${place.dong}`;
}

export function coordAddress({ task, outputs, places }: LintContext): LintFinding[] {
  const reference = places.length > 0 ? places : placesOf(recordsOf(task, outputs));
  const seen = new Set<string>();
  const problems = placesOf(recordsOf(task, outputs)).flatMap((place) => {
    if (seen.has(place.identity)) return [];
    seen.add(place.identity);
    const problem = misplaced(place, reference);
    return problem ? [problem] : [];
  });
  if (problems.length === 0) return [];
  return [
    {
      task: task.id,
      check: 'coord-address',
      severity: 'warning',
      message: `${problems.length} place(s) whose coordinates lie in another 동 than their address names: move the coordinates into the 동, or keep them out of the golden records`,
      detail: problems,
    },
  ];
}

export const coordAddressCheck: LintCheck = { name: 'coord-address', replays: true, run: coordAddress };
