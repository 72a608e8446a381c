// A table split by 시군 and built one 시군 at a time: a query for one 시군 (the common case, and
// what SIGUN_NM/SIGUN_CD filters ask for) builds only that part of a 100k-row table.
import { createHash } from 'node:crypto';
import { defineTable, type Table, type TableOverlay } from '@kopa/kit';
import { findSigun, SIGUNS, type Sigun } from './sigun.ts';
import type { GgRow } from './types.ts';

export interface PartitionedTable {
  readonly name: string;
  /** The rows of one 시군 (by code). */
  part(sigunCode: string): Table<GgRow>;
  /** Every row, 시군 by 시군 in code order. */
  rows(): readonly GgRow[];
  /** Overlay upserts go to the 시군 named in their SIGUN_NM; removals apply everywhere. */
  withOverlay(overlay: TableOverlay | undefined): PartitionedTable;
  hash(): string;
}

export function definePartitioned(spec: {
  name: string;
  key: (row: GgRow) => string;
  build: (sigun: Sigun) => GgRow[];
}): PartitionedTable {
  const parts = new Map<string, Table<GgRow>>();
  for (const sigun of SIGUNS) {
    parts.set(
      sigun.code,
      defineTable({ name: `${spec.name}:${sigun.code}`, key: spec.key, build: () => spec.build(sigun) }),
    );
  }
  return createPartitioned(spec.name, parts);
}

function createPartitioned(name: string, parts: ReadonlyMap<string, Table<GgRow>>): PartitionedTable {
  let all: GgRow[] | undefined;
  const table: PartitionedTable = {
    name,
    part(code) {
      const found = parts.get(code);
      if (!found) throw new Error(`no 시군 ${code} in ${name}`);
      return found;
    },
    rows() {
      all ??= [...parts.values()].flatMap((part) => part.rows());
      return all;
    },
    withOverlay(overlay) {
      if (!overlay || (!overlay.upsert?.length && !overlay.remove?.length)) return table;
      const patched = new Map<string, Table<GgRow>>();
      for (const [code, part] of parts) {
        const upsert = (overlay.upsert ?? []).filter((row) => findSigun(String(row.SIGUN_NM ?? ''))?.code === code);
        patched.set(code, part.withOverlay({ upsert, remove: overlay.remove ?? [] }));
      }
      return createPartitioned(name, patched);
    },
    hash() {
      const digest = createHash('sha256');
      for (const part of parts.values()) digest.update(part.hash());
      return digest.digest('hex');
    },
  };
  return table;
}
