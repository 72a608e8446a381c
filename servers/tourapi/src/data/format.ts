// Number and time formatting with our own code (no locale-dependent calls), in TourAPI's string formats:
// timestamps YYYYMMDDhhmmss, dates YYYYMMDD, coordinates with 10 decimals, distances in metres.

const KST_OFFSET_MS = 9 * 3_600_000;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A Korean wall-clock timestamp (YYYYMMDDhhmmss) of an instant. */
export function kstTimestamp(instant: Date): string {
  const kst = new Date(instant.getTime() + KST_OFFSET_MS);
  return (
    `${kst.getUTCFullYear()}${pad(kst.getUTCMonth() + 1)}${pad(kst.getUTCDate())}` +
    `${pad(kst.getUTCHours())}${pad(kst.getUTCMinutes())}${pad(kst.getUTCSeconds())}`
  );
}

/** Days since 1970-01-01 of a YYYYMMDD date; NaN when the date does not exist. */
export function dayNumber(yyyymmdd: string): number {
  if (!/^\d{8}$/.test(yyyymmdd)) return Number.NaN;
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return Number.NaN;
  }
  return date.getTime() / 86_400_000;
}

/** YYYYMMDD of a day number. */
export function dateOfDay(day: number): string {
  const date = new Date(day * 86_400_000);
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
}

/** YYYYMMDDhhmmss of a day number plus seconds into that day. */
export function timestampOf(options: { day: number; seconds: number }): string {
  const seconds = Math.max(0, Math.min(86_399, Math.floor(options.seconds)));
  return `${dateOfDay(options.day)}${pad(Math.floor(seconds / 3600))}${pad(Math.floor(seconds / 60) % 60)}${pad(seconds % 60)}`;
}

/** A coordinate as TourAPI writes it (10 decimals). */
export function coordinate(value: number): string {
  return value.toFixed(10);
}

/** Thousands separators, e.g. 12000 → "12,000". */
export function withCommas(value: number): string {
  const digits = String(Math.round(Math.abs(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${grouped}` : grouped;
}

/** Great-circle distance in metres (haversine). */
export function distanceMetres(from: { lat: number; lon: number }, to: { lat: number; lon: number }): number {
  const radians = Math.PI / 180;
  const dLat = (to.lat - from.lat) * radians;
  const dLon = (to.lon - from.lon) * radians;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * radians) * Math.cos(to.lat * radians) * Math.sin(dLon / 2) ** 2;
  return 6_371_008.8 * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
}
