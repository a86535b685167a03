import { createHash } from 'node:crypto';
import type { ProductPicture } from '../../../src/contracts/product-images.ts';
import { imageUrl } from '../../../src/contracts/product-images.ts';
import { PICTURE_SIZE, type PictureLabel } from './picture-svg.ts';

/** Raised when the drawing changes, so every picture's address changes with it and caches fetch the new one. */
export const DRAWING_VERSION = 1;

/** The key of a drawn picture: 20 hex digits of the SHA-256 of what its label shows (80 bits: no clash among a catalogue's products). */
export function pictureKey(l: PictureLabel): string {
  const content = JSON.stringify([DRAWING_VERSION, l.catalogNumber, l.nameEn, l.nameZh, l.sizes]);
  return createHash('sha256').update(content).digest('hex').slice(0, 20);
}

export const drawnPictureUrl = (l: PictureLabel) => `/api/v1/product-picture/${encodeURIComponent(l.catalogNumber)}/${pictureKey(l)}.webp`;

/** The main uploaded photograph of a product, as the list queries read it (null: none uploaded). */
export interface MainPhoto {
  sha256: string;
  webpSha256: string | null;
  contentType: string;
  width: number;
  height: number;
}

/** The picture a product shows: its main photograph (the WebP copy when there is one), else its drawn picture. */
export function productPicture(l: PictureLabel, photo: MainPhoto | null): ProductPicture {
  if (photo) {
    const url = photo.webpSha256 ? imageUrl(photo.webpSha256, 'image/webp') : imageUrl(photo.sha256, photo.contentType);
    return { url, width: photo.width, height: photo.height, drawn: false };
  }
  return { url: drawnPictureUrl(l), width: PICTURE_SIZE, height: PICTURE_SIZE, drawn: true };
}
