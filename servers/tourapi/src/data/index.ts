// The TourAPI dataset: the contents table (real landmarks and festivals plus seeded contents for every 시군구)
// and the image table derived from it, both lazy; codes and details are computed from the reference data. A
// data window past the fixed one moves festivals to their later editions (festival-editions.ts).
import { type DataWindow, defineTable, type Table } from '@kopa/kit';
import type { ContentRow } from './content-row.ts';
import { rollFestivals } from './festival-editions.ts';
import { dayNumber } from './format.ts';
import { END_DAY, generateContents } from './generate.ts';
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

/** The dataset of the fixed window, or through `window.end` with each festival at its latest edition. */
export function createTourDataset(seed: string = DEFAULT_SEED, window?: DataWindow): TourDataset {
  const endDay = window ? dayNumber(window.end.replaceAll('-', '')) : END_DAY;
  if (Number.isNaN(endDay)) throw new Error(`data window end ${window?.end} is not a YYYY-MM-DD day`);
  const contents = defineTable<ContentRow>({
    name: 'tourapi.contents',
    key: 'contentid',
    build: () =>
      rollFestivals({ rows: generateContents({ seed, total: GENERATED_TOTAL }), fixedEndDay: END_DAY, endDay }),
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
