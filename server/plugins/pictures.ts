import type { FastifyInstance } from 'fastify';
import type { Db } from '@/server/db/client.ts';
import { AppError } from '@/server/errors.ts';
import { findPictureBytes } from '@/server/repositories/vehicle-pictures.ts';
import { vehiclePictureSizes, type VehiclePictureSize } from '@/server/services/vehicle-pictures.ts';

/** A picture's address never changes what it shows: a new upload gets a new id. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FILE = /^([a-z]+)\.webp$/;
const isSize = (name: string): name is VehiclePictureSize => Object.hasOwn(vehiclePictureSizes, name);

/** Photos of cars and yachts, from the database (every instance serves every picture): `/pictures/<id>/<size>.webp`. */
export function registerPictures(app: FastifyInstance, db: Db) {
  app.get<{ Params: { id: string; file: string } }>('/pictures/:id/:file', async (request, reply) => {
    const { id, file } = request.params;
    const size = FILE.exec(file)?.[1];
    const bytes = ID.test(id) && size && isSize(size) ? await findPictureBytes(db, id, size) : undefined;
    if (!bytes) throw new AppError(404, 'NOT_FOUND', 'No such picture.');
    return reply.header('Cache-Control', IMMUTABLE).header('X-Content-Type-Options', 'nosniff').type('image/webp').send(bytes);
  });
}
