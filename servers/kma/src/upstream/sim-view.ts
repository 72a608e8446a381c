// What one emulated request sees: the dataset, the session clock, and the session's overlay
// applied to the rows of the request (only upserts whose scope matches the request apply).
import { defineTable, type Overlay } from '@kopa/kit';
import type { KmaDataset } from '../data/index.ts';

type Row = Record<string, unknown>;

export interface KmaView {
  dataset: KmaDataset;
  now: number;
  /** The rows of one answer with the overlay of `table` applied. */
  overlaid(options: { table: string; rows: readonly Row[]; key: (row: Row) => string; scope: Row }): Row[];
}

export function createView(options: { dataset: KmaDataset; now: Date; overlay: Overlay }): KmaView {
  return {
    dataset: options.dataset,
    now: options.now.getTime(),
    overlaid({ table, rows, key, scope }) {
      const overlay = options.overlay[table];
      if (!overlay) return [...rows];
      const inScope = (row: Row) =>
        Object.entries(scope).every(
          ([field, value]) => row[field] !== undefined && String(row[field]) === String(value),
        );
      const scoped = { upsert: (overlay.upsert ?? []).filter(inScope), remove: overlay.remove ?? [] };
      return [
        ...defineTable<Row>({ name: `kma.${table}`, key, build: () => [...rows] })
          .withOverlay(scoped)
          .rows(),
      ];
    },
  };
}

/** Overlay keys: one string per row, documented in the README. */
export const fcstKey = (row: Row) =>
  `${row.baseDate}${row.baseTime}-${row.nx}-${row.ny}-${row.category}-${row.fcstDate}${row.fcstTime}`;
export const ncstKey = (row: Row) => `${row.baseDate}${row.baseTime}-${row.nx}-${row.ny}-${row.category}`;
