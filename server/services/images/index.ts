/**
 * Images of the catalogue. A car or yacht stores the path of its image relative to the CDN
 * (`cars/suv-1f6feb.svg`), the address of an image this server stores (`/images/<id>/card.webp`) or the full https
 * URL of one elsewhere; the API answers a URL. Until a vehicle has an image, the paths name drawings this server
 * generates from the file name.
 */
import { parseHex } from './color.ts';
import { drawCar, isBodyType } from './cars.ts';
import { drawYacht, isYachtKind } from './yachts.ts';
import { drawBlogCover, isBlogScene } from './blog.ts';
import { drawSupplierAvatar, INITIALS, initialsOf, plateOf } from './suppliers.ts';

export { bodyTypes } from './cars.ts';
export { yachtKinds } from './yachts.ts';

export type ImageFamily = 'cars' | 'yachts' | 'suppliers' | 'blog';

/** A colour that is not #rrggbb (never from the seed) is drawn in a neutral grey rather than refused. */
const hexOr = (color: string) => parseHex(color) ?? '8a9099';

export const carImagePath = (car: { bodyType: string; color: string }) => `cars/${car.bodyType}-${hexOr(car.color)}.svg`;
export const yachtImagePath = (yacht: { kind: string; color: string }) => `yachts/${yacht.kind}-${hexOr(yacht.color)}.svg`;
/** A supplier without an avatar of its own: its initials on a plate of its colour. */
export const supplierAvatarDrawingPath = (supplier: { name: string; slug: string }) =>
  `suppliers/${initialsOf(supplier.name)}-${plateOf(supplier.slug)}.svg`;

const isAbsolute = (url: string) => /^https?:\/\//i.test(url);

/** A post's cover as stored (`coast-1f6f8b`, a drawing) or the https URL of an image. */
export const blogCoverPath = (cover: string) => (isAbsolute(cover) ? cover : `blog/${cover}.svg`);

/** Images this server stores and serves itself (vehicles' images, suppliers' avatars), named by their own path. */
const isOwnImage = (stored: string) => stored.startsWith('/images/') || stored.startsWith('/supplier-avatars/');

/** The URL the API answers: a stored absolute URL or an image of this server as it is, a path under the CDN base otherwise. */
export function imageUrl(cdnUrl: string, stored: string): string {
  return isAbsolute(stored) || isOwnImage(stored) ? stored : `${cdnUrl.replace(/\/+$/, '')}/${stored.replace(/^\/+/, '')}`;
}

export type DrawResult = { svg: string } | { error: string };

const FILE = /^([a-z]+)-([0-9a-f]{6})\.svg$/;

/** The drawing a file name asks for (`suv-1f6feb.svg`), or why there is none. Nothing of the input reaches the SVG. */
export function drawImage(family: ImageFamily, file: string): DrawResult {
  const match = FILE.exec(file);
  const part = { cars: 'bodyType', yachts: 'kind', suppliers: 'initials', blog: 'scene' }[family];
  if (!match) return { error: `The file name must be <${part}>-<rrggbb>.svg, in lower case.` };
  const [, type = '', hex = ''] = match;
  if (family === 'suppliers') return INITIALS.test(type) ? { svg: drawSupplierAvatar(type, hex) } : { error: 'Initials are one to three letters.' };
  if (family === 'blog') return isBlogScene(type) ? { svg: drawBlogCover(type, hex) } : { error: 'Unknown scene.' };
  if (family === 'cars') return isBodyType(type) ? { svg: drawCar(type, hex) } : { error: 'Unknown body type.' };
  return isYachtKind(type) ? { svg: drawYacht(type, hex) } : { error: 'Unknown yacht kind.' };
}
