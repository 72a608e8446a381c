// A memo for values derived from a table's row list, such as the rows visible on a day. A table
// without an overlay hands every session the same list, so the derivation is done once per list
// and key instead of once per call; a list from an overlaid table is a new array and misses.

export type ListMemo<Row, Value> = (rows: readonly Row[], key: string, derive: () => Value) => Value;

/**
 * Remembers up to `perList` keys for each list (the oldest is dropped first); lists are held
 * weakly. The value must be a pure function of the list and the key, and callers must not
 * change it: it is shared.
 */
export function createListMemo<Row, Value>(perList = 8): ListMemo<Row, Value> {
  const byList = new WeakMap<readonly Row[], Map<string, Value>>();
  return (rows, key, derive) => {
    let values = byList.get(rows);
    if (!values) {
      values = new Map();
      byList.set(rows, values);
    }
    if (values.has(key)) return values.get(key) as Value;
    const value = derive();
    if (values.size >= perList) values.delete(values.keys().next().value as string);
    values.set(key, value);
    return value;
  };
}
