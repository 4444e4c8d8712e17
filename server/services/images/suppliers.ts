import { luminance } from './color.ts';

/**
 * The avatar of a supplier until it sends its own (the screens' logo): its initials on a rounded plate in its colour,
 * drawn for the lists' 60x30 box (spec 9), at twice that size for sharp screens.
 */
export const AVATAR_WIDTH = 120;
export const AVATAR_HEIGHT = 60;

/** One to three letters a-z, as the file name carries them. */
export const INITIALS = /^[a-z]{1,3}$/;

/** `initials` match INITIALS and `hex` is #rrggbb without '#': nothing else reaches the SVG. */
export function drawSupplierAvatar(initials: string, hex: string): string {
  const ink = luminance(hex) > 0.45 ? '#111827' : '#ffffff';
  const size = initials.length === 3 ? 26 : 30;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${AVATAR_WIDTH} ${AVATAR_HEIGHT}" width="${AVATAR_WIDTH}" height="${AVATAR_HEIGHT}" role="img">` +
    `<title>${initials.toUpperCase()}</title>` +
    `<rect x="2" y="2" width="116" height="56" rx="12" fill="#${hex}"/>` +
    `<rect x="8" y="8" width="104" height="44" rx="8" fill="none" stroke="${ink}" stroke-opacity="0.35" stroke-width="2"/>` +
    `<text x="60" y="31" dominant-baseline="central" text-anchor="middle" font-family="Inter, Arial, Helvetica, sans-serif" ` +
    `font-size="${size}" font-weight="700" letter-spacing="2" fill="${ink}">${initials.toUpperCase()}</text></svg>`
  );
}

/** The initials of a supplier name: the first letter of its first two words, in a-z (accents dropped). */
export function initialsOf(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => /^[a-z]/.test(word));
  const initials = words.slice(0, 2).map((word) => word[0]).join('');
  return initials || 'x';
}

/** A steady colour per supplier, from its slug: the same supplier always gets the same plate. */
const plates = ['0b7285', '1f6feb', '5f3dc4', 'c2255c', 'e67700', '2b8a3e', '364fc7', '862e9c', 'a61e4d', '087f5b'];
export function plateOf(slug: string): string {
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return plates[hash % plates.length]!;
}
