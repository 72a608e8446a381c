// Row shapes shared by the generators, the emulated upstream and the client: Gyeonggi rows are flat
// records of UPPER_SNAKE fields whose values are strings, numbers (some services) or null (empty).
export type GgValue = string | number | null;
export type GgRow = Record<string, GgValue>;

/** The last day the generated data covers (the default clock is 2026-09-01T10:00:00+09:00). */
export const DATA_END = '20260831';

/** A field's value, null when the row has no such field. */
export const fieldOf = (row: GgRow, name: string): GgValue => row[name] ?? null;
