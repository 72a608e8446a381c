// The rows a request can see: a service's table with the session's overlay (keyed by the service
// name, e.g. `overlay.GENRESTRT`; a slice service such as Genrestrtchifood uses its source's) applied, and, for the tables split by 시군, one 시군 at a time.
import type { Overlay } from '@kopa/kit';
import type { GgRow, GyeonggiDataset, PartitionedTable } from '../data/index.ts';
import type { ServiceSpec } from '../services.ts';

export interface ServiceRows {
  all(): readonly GgRow[];
  /** Only the rows of one 시군, when the table is split by 시군. */
  sigun?(code: string): readonly GgRow[];
}

const isPartitioned = (value: unknown): value is PartitionedTable =>
  typeof value === 'object' && value !== null && 'part' in value;

export function createViews(dataset: GyeonggiDataset) {
  // Patched tables are kept per distinct overlay, so repeated calls of one session reuse them.
  const memo = new Map<string, ServiceRows>();
  return (spec: ServiceSpec, overlay: Overlay): ServiceRows => {
    const patch = overlay[spec.sliceOf?.service ?? spec.service];
    const key = `${spec.service}:${patch ? JSON.stringify(patch) : ''}`;
    const cached = memo.get(key);
    if (cached) return cached;
    const source = dataset[spec.table];
    let rows: ServiceRows;
    if (isPartitioned(source)) {
      const table = source.withOverlay(patch);
      rows = { all: () => table.rows(), sigun: (code) => table.part(code).rows() };
    } else {
      const table = source.withOverlay(patch);
      rows = { all: () => table.rows() };
    }
    if (memo.size > 64) memo.clear();
    memo.set(key, rows);
    return rows;
  };
}
