import { toPhotos } from './photos.ts';

/** The box a supplier's logo fits in, in pixels: twice the 120x60 the app shows at most, for sharp screens. */
export const LOGO_SIZE = { width: 240, height: 120 } as const;

/** The address suppliers.logo holds for a stored logo, served by server/plugins/logos.ts. */
export const logoPath = (id: string) => `/logos/${id}.webp`;

/** A logo as it is stored (services/photos.ts): fitted whole inside LOGO_SIZE, WebP, without its metadata. */
export async function toLogo(bytes: Buffer): Promise<Buffer> {
  const { logo } = await toPhotos(bytes, { logo: { ...LOGO_SIZE, fit: 'inside' } });
  return logo;
}
