import type { FastifyInstance } from 'fastify';
import type { Db } from '@/server/db/client.ts';
import { AppError } from '@/server/errors.ts';
import { findImageBytes } from '@/server/repositories/vehicle-images.ts';
import { vehicleImageSizes, type VehicleImageSize } from '@/server/services/vehicle-images.ts';
import { redirectMoved } from './moved.ts';

/** An image's address never changes what it shows: a new upload gets a new id. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FILE = /^([a-z]+)\.webp$/;
const isSize = (name: string): name is VehicleImageSize => Object.hasOwn(vehicleImageSizes, name);

/**
 * Images of cars and yachts, from the database (every instance serves every image): `/images/<id>/<size>.webp`.
 * Their former address, `/pictures/<id>/<size>.webp`, redirects there for good.
 */
export function registerImages(app: FastifyInstance, db: Db) {
  app.get<{ Params: { id: string; file: string } }>('/images/:id/:file', async (request, reply) => {
    const { id, file } = request.params;
    const size = FILE.exec(file)?.[1];
    const bytes = ID.test(id) && size && isSize(size) ? await findImageBytes(db, id, size) : undefined;
    if (!bytes) throw new AppError(404, 'NOT_FOUND', 'No such image.');
    return reply.header('Cache-Control', IMMUTABLE).header('X-Content-Type-Options', 'nosniff').type('image/webp').send(bytes);
  });
  redirectMoved(app, '/pictures', '/images');
}
