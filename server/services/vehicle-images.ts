import type { ImageSize } from './stored-images.ts';

/**
 * The sizes an image of a car or a yacht is kept in (the spec's car image is 300x200 and its admin image 60x30; each
 * is stored at twice that for sharp screens), and their addresses, served by server/plugins/images.ts.
 */
export const vehicleImageSizes = {
  large: { width: 1600, height: 1067, fit: 'inside' },
  card: { width: 600, height: 400, fit: 'cover' },
  thumb: { width: 120, height: 60, fit: 'cover' },
} as const satisfies Record<string, ImageSize>;

export type VehicleImageSize = keyof typeof vehicleImageSizes;

export { MAX_VEHICLE_IMAGES } from '@/domain/fleet.ts';

export const vehicleImagePath = (id: string, size: VehicleImageSize) => `/images/${id}/${size}.webp`;

/** An image's addresses, as the contract's VehicleImage gives them. */
export const vehicleImageOf = (id: string) => ({
  _id: id,
  large: vehicleImagePath(id, 'large'),
  card: vehicleImagePath(id, 'card'),
  thumb: vehicleImagePath(id, 'thumb'),
});
