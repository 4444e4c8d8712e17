import type { PhotoSize } from './photos.ts';

/**
 * The sizes a photo of a car or a yacht is kept in (the spec's car image is 300x200 and its admin image 60x30; each
 * is stored at twice that for sharp screens), and their addresses, served by server/plugins/pictures.ts.
 */
export const vehiclePictureSizes = {
  large: { width: 1600, height: 1067, fit: 'inside' },
  card: { width: 600, height: 400, fit: 'cover' },
  thumb: { width: 120, height: 60, fit: 'cover' },
} as const satisfies Record<string, PhotoSize>;

export type VehiclePictureSize = keyof typeof vehiclePictureSizes;

export { MAX_VEHICLE_PICTURES } from '@/domain/fleet.ts';

export const vehiclePicturePath = (id: string, size: VehiclePictureSize) => `/pictures/${id}/${size}.webp`;

/** A picture's addresses, as the contract's VehiclePicture gives them. */
export const vehiclePictureOf = (id: string) => ({
  _id: id,
  large: vehiclePicturePath(id, 'large'),
  card: vehiclePicturePath(id, 'card'),
  thumb: vehiclePicturePath(id, 'thumb'),
});
