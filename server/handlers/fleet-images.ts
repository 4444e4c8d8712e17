import type { Db } from '@/server/db/client.ts';
import { AppError, notFound } from '@/server/errors.ts';
import { lockLimits } from '@/server/repositories/limit-locks.ts';
import * as images from '@/server/repositories/vehicle-images.ts';
import { toStoredImages } from '@/server/services/stored-images.ts';
import type { ReadCache } from '@/server/services/read-cache.ts';
import { MAX_VEHICLE_IMAGES, vehicleImageOf, vehicleImageSizes } from '@/server/services/vehicle-images.ts';
import { uploadedImage } from './documents.ts';
import type { Handlers } from './types.ts';

/**
 * Images of cars and yachts. That the caller manages the vehicle or the image is checked before the upload is read
 * (server/access.ts); the first image is what drivers see, so each change clears the catalogue's read cache.
 */
export function createFleetImageHandlers(db: Db, cache: ReadCache) {
  return {
    async addVehicleImage(request, reply) {
      const { kind, id } = request.params;
      const { bytes: image } = uploadedImage(request.body);
      const full = async (reader: Db) => (await images.countImages(reader, kind, id)) >= MAX_VEHICLE_IMAGES;
      const tooMany = () => new AppError(409, 'TOO_MANY_IMAGES', `A car or a yacht has at most ${MAX_VEHICLE_IMAGES} images: remove one first.`);
      // Refused early without the work of resizing; counted for good below.
      if (await full(db)) throw tooMany();
      // Decoding and resizing happen before the transaction: it holds no lock while the CPU works.
      const files = await toStoredImages(image, vehicleImageSizes);
      const imageId = await db.transaction(async (tx) => {
        // Counted and stored under the vehicle's lock: uploads at once take turns, and the limit holds.
        await lockLimits(tx, [[`${kind} images`, id]]);
        if (await full(tx)) throw tooMany();
        const added = await images.insertImage(tx, kind, id, files);
        await images.refreshVehicleImage(tx, kind, id);
        return added;
      });
      cache.clear();
      reply.code(201);
      return vehicleImageOf(imageId);
    },

    async deleteVehicleImage(request, reply) {
      const { imageId } = request.params;
      const removed = await db.transaction(async (tx) => {
        const owner = await images.findImageOwner(tx, imageId);
        if (!owner || !(await images.deleteImage(tx, imageId))) return false;
        await images.refreshVehicleImage(tx, owner.kind, owner.vehicleId);
        return true;
      });
      if (!removed) throw notFound('Image');
      cache.clear();
      reply.code(204);
    },
  } satisfies Partial<Handlers>;
}
