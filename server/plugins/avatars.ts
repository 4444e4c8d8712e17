import type { FastifyInstance } from 'fastify';
import type { Db } from '@/server/db/client.ts';
import { AppError } from '@/server/errors.ts';
import { findAvatarBytes } from '@/server/repositories/avatars.ts';
import { findSupplierAvatarBytes } from '@/server/repositories/suppliers.ts';
import { redirectMoved } from './moved.ts';

/** An avatar's address never changes what it shows: a new upload gets a new id (repositories/avatars.ts, suppliers.ts). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/;

/** One kind of stored avatar, from the database (every instance serves every avatar): `<prefix>/<id>.webp`. */
function serveStored(app: FastifyInstance, prefix: string, find: (id: string) => Promise<Buffer | undefined>) {
  app.get<{ Params: { file: string } }>(`${prefix}/:file`, async (request, reply) => {
    const id = FILE.exec(request.params.file)?.[1];
    const bytes = id ? await find(id) : undefined;
    if (!bytes) throw new AppError(404, 'NOT_FOUND', 'No such image.');
    return reply.header('Cache-Control', IMMUTABLE).header('X-Content-Type-Options', 'nosniff').type('image/webp').send(bytes);
  });
}

/**
 * Users' avatars (`/avatars/<id>.webp`, as users.avatar names it) and suppliers' (`/supplier-avatars/<id>.webp`,
 * suppliers.avatar). Suppliers' former address, `/logos/<id>.webp`, redirects there for good.
 */
export function registerAvatars(app: FastifyInstance, db: Db) {
  serveStored(app, '/avatars', (id) => findAvatarBytes(db, id));
  serveStored(app, '/supplier-avatars', (id) => findSupplierAvatarBytes(db, id));
  redirectMoved(app, '/logos', '/supplier-avatars');
}
