// Indexes of a text column (kept per shown list): the positions of each value, and of each UTF-16 code
// unit, so that a substring search checks only the rows holding the query's rarest unit. The unit index
// is built on a column's second search; a column searched once is cheaper to scan.
// Keyed by the column itself; columns are never mutated, and a dropped column drops its indexes.
const exactIndexes = new WeakMap<readonly string[], Map<string, readonly number[]>>();
const unitIndexes = new WeakMap<readonly string[], UnitIndex | 'scanned'>();
/** Shorter columns are always scanned: a scan is cheap and the packed index costs 256 KB. */
const INDEXED_FROM = 2048;

/** Positions by code unit, packed: unit u holds positions[starts[u]] … positions[starts[u + 1] - 1]. */
interface UnitIndex {
  starts: Int32Array;
  positions: Int32Array;
}

const UNITS = 0x10000;

/** Positions whose text is `wanted`, ascending. */
export function positionsEqual(column: readonly string[], wanted: string): readonly number[] {
  let index = exactIndexes.get(column);
  if (!index) {
    const built = new Map<string, number[]>();
    column.forEach((text, position) => {
      const bucket = built.get(text);
      if (bucket) bucket.push(position);
      else built.set(text, [position]);
    });
    index = built;
    exactIndexes.set(column, index);
  }
  return index.get(wanted) ?? [];
}

/** Positions whose text contains `wanted` (a non-empty string), ascending. */
export function positionsContaining(column: readonly string[], wanted: string): number[] {
  const found: number[] = [];
  const index = unitIndexes.get(column);
  if (index === undefined || column.length < INDEXED_FROM) {
    unitIndexes.set(column, 'scanned');
    column.forEach((text, position) => {
      if (text.includes(wanted)) found.push(position);
    });
    return found;
  }
  const { starts, positions } = index === 'scanned' ? buildUnitIndex(column) : index;
  let from = 0;
  let to = positions.length;
  for (let at = 0; at < wanted.length; at++) {
    const unit = wanted.charCodeAt(at);
    const [start, end] = [starts[unit] as number, starts[unit + 1] as number];
    if (end - start < to - from) [from, to] = [start, end];
  }
  for (let at = from; at < to; at++) {
    const position = positions[at] as number;
    if ((column[position] as string).includes(wanted)) found.push(position);
  }
  return found;
}

function buildUnitIndex(column: readonly string[]): UnitIndex {
  // Two passes over the text: count the rows holding each unit, then place each row once per unit.
  const lastRow = new Int32Array(UNITS).fill(-1);
  const starts = new Int32Array(UNITS + 1);
  column.forEach((text, position) => {
    for (let at = 0; at < text.length; at++) {
      const unit = text.charCodeAt(at);
      if (lastRow[unit] === position) continue;
      lastRow[unit] = position;
      (starts[unit + 1] as number)++;
    }
  });
  for (let unit = 0; unit < UNITS; unit++) (starts[unit + 1] as number) += starts[unit] as number;
  const positions = new Int32Array(starts[UNITS] as number);
  const next = starts.slice(0, UNITS);
  lastRow.fill(-1);
  column.forEach((text, position) => {
    for (let at = 0; at < text.length; at++) {
      const unit = text.charCodeAt(at);
      if (lastRow[unit] === position) continue;
      lastRow[unit] = position;
      positions[(next[unit] as number)++] = position;
    }
  });
  const index = { starts, positions };
  unitIndexes.set(column, index);
  return index;
}
