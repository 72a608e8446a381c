// The rows a request can see: a service's table with the session's overlay (keyed by the service
// name, e.g. `overlay.GENRESTRT`; a slice service such as Genrestrtchifood uses its source's) applied, and, for the tables split by 시군, one 시군 at a time.
import type { Overlay } from '@kopa/kit';
import type { GgRow, GyeonggiDataset, PartitionedTable } from '../data/index.ts';
import { SIGUNS } from '../data/sigun.ts';
import type { ServiceSpec } from '../services.ts';

export interface ServiceRows {
  all(): readonly GgRow[];
  /** Only the rows of one 시군, when the table is split by 시군. */
  sigun?(code: string): readonly GgRow[];
  /**
   * Builds every 시군's part, one at a time with a turn of the event loop between them, so that the
   * first request over a whole 100k-row table does not stall every other session while it builds.
   */
  prepare?(): Promise<void>;
}

/** A part that took longer than this to build yields the event loop before the next one. */
const BUILD_SLICE_MS = 4;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function buildParts(table: PartitionedTable): Promise<void> {
  for (const sigun of SIGUNS) {
    const started = performance.now();
    table.part(sigun.code).rows();
    if (performance.now() - started > BUILD_SLICE_MS) await nextTurn();
  }
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
      let prepared: Promise<void> | undefined;
      rows = {
        all: () => table.rows(),
        sigun: (code) => table.part(code).rows(),
        prepare: () => {
          prepared ??= buildParts(table);
          return prepared;
        },
      };
    } else {
      const table = source.withOverlay(patch);
      rows = { all: () => table.rows() };
    }
    if (memo.size > 64) memo.clear();
    memo.set(key, rows);
    return rows;
  };
}
