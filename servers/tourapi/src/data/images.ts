// Image URLs in the real tong.visitkorea.or.kr CMS format: a two-digit bucket, the image id, and the variant
// (image2 = original, image3 = thumbnail).

export function imageUrl(options: { imageId: number; variant: 'origin' | 'thumb'; n?: number }): string {
  const bucket = String(options.imageId % 100).padStart(2, '0');
  const kind = options.variant === 'origin' ? 'image2' : 'image3';
  return `http://tong.visitkorea.or.kr/cms/resource/${bucket}/${options.imageId}_${kind}_${options.n ?? 1}.jpg`;
}

/** The image id encoded in a firstimage URL, or undefined. */
export function imageIdOf(url: string): number | undefined {
  const match = /\/(\d+)_image[23]_\d+\.jpg$/.exec(url);
  return match?.[1] ? Number(match[1]) : undefined;
}
