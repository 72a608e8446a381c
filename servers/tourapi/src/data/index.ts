// The TourAPI dataset: the contents table (real landmarks and festivals plus seeded contents for every 시군구)
// and the image table derived from it, both lazy; codes and details are computed from the reference data.
import { defineTable, type Table } from '@kopa/kit';
import type { ContentRow } from './content-row.ts';
import { generateContents } from './generate.ts';
import { buildImageRows, type ImageRow } from './image-rows.ts';

export const DEFAULT_SEED = 'kopa-tourapi-v1';
/** Generated contents (the reference rows come on top). */
export const GENERATED_TOTAL = 24_000;

export interface TourDataset {
  seed: string;
  contents: Table<ContentRow>;
  images: Table<ImageRow>;
  hashes(): Record<string, string>;
}

export function createTourDataset(seed: string = DEFAULT_SEED): TourDataset {
  const contents = defineTable<ContentRow>({
    name: 'tourapi.contents',
    key: 'contentid',
    build: () => generateContents({ seed, total: GENERATED_TOTAL }),
  });
  const images = defineTable<ImageRow>({
    name: 'tourapi.images',
    key: (row) => `${row.contentid}:${row.serialnum}`,
    build: () => buildImageRows({ seed, contents: contents.rows() }),
  });
  return {
    seed,
    contents,
    images,
    hashes: () => ({ [contents.name]: contents.hash(), [images.name]: images.hash() }),
  };
}

export type { ContentRow } from './content-row.ts';
export type { ImageRow } from './image-rows.ts';
