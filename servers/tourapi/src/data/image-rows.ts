// The detailImage2 table: every content with a representative image has a gallery of 1–10 photos, and
// restaurants also have menu photos (imageYN=N). With ~24k contents this is the domain's >100k-row table, so a
// row keeps only its keys; the URLs, name and licence are derived from them and the content when served.
import { createRng, hashSeed } from '@kopa/kit';
import type { ContentRow } from './content-row.ts';
import { imageIdOf, imageUrl } from './images.ts';

export interface ImageRow {
  [field: string]: string;
  contentid: string;
  /** `<imageId>_<n>`: the CMS image id and its position in the gallery. */
  serialnum: string;
  /** "Y" for gallery photos, "N" for a restaurant's menu photos (the imageYN filter). */
  imageYN: string;
}

export function buildImageRows(options: { seed: string; contents: readonly ContentRow[] }): ImageRow[] {
  const rows: ImageRow[] = [];
  for (const content of options.contents) {
    const imageId = imageIdOf(content.firstimage);
    if (imageId === undefined) continue;
    const rng = createRng(hashSeed(options.seed, 'images', content.contentid));
    const gallery = rng.int(1, 10);
    for (let n = 1; n <= gallery; n++) {
      rows.push({ contentid: content.contentid, serialnum: `${imageId + n}_${n}`, imageYN: 'Y' });
    }
    if (content.contenttypeid !== '39') continue;
    const menus = rng.int(1, 4);
    for (let n = 1; n <= menus; n++) {
      rows.push({ contentid: content.contentid, serialnum: `${imageId + 20 + n}_${n}`, imageYN: 'N' });
    }
  }
  return rows;
}

/** The row as detailImage2 sends it. */
export function imageItem(options: { row: ImageRow; content: ContentRow | undefined }): Record<string, string> {
  const { row, content } = options;
  const [id = '0', n = '1'] = row.serialnum.split('_');
  const imageId = Number(id);
  const title = content?.title ?? '';
  return {
    contentid: row.contentid,
    originimgurl: imageUrl({ imageId, variant: 'origin' }),
    imgname: `${row.imageYN === 'N' ? `${title} 메뉴` : title} ${n}`.trim(),
    smallimageurl: imageUrl({ imageId, variant: 'thumb' }),
    cpyrhtDivCd: content?.cpyrhtDivCd || 'Type3',
    serialnum: row.serialnum,
  };
}
