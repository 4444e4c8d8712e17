import type { FastifyInstance } from 'fastify';
import type { Db } from '@/server/db/client.ts';
import { AppError } from '@/server/errors.ts';
import { findAvatarBytes } from '@/server/repositories/avatars.ts';
import { findLogoBytes } from '@/server/repositories/suppliers.ts';

/** A picture's address never changes what it shows: a new upload gets a new id (repositories/avatars.ts, suppliers.ts). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/;

/** One kind of stored picture, from the database (every instance serves every picture): `<prefix>/<id>.webp`. */
function serveStored(app: FastifyInstance, prefix: string, find: (id: string) => Promise<Buffer | undefined>) {
  app.get<{ Params: { file: string } }>(`${prefix}/:file`, async (request, reply) => {
    const id = FILE.exec(request.params.file)?.[1];
    const bytes = id ? await find(id) : undefined;
    if (!bytes) throw new AppError(404, 'NOT_FOUND', 'No such picture.');
    return reply.header('Cache-Control', IMMUTABLE).header('X-Content-Type-Options', 'nosniff').type('image/webp').send(bytes);
  });
}

/** Users' avatars (`/avatars/<id>.webp`, as users.avatar names it) and suppliers' logos (`/logos/<id>.webp`, suppliers.logo). */
export function registerAvatars(app: FastifyInstance, db: Db) {
  serveStored(app, '/avatars', (id) => findAvatarBytes(db, id));
  serveStored(app, '/logos', (id) => findLogoBytes(db, id));
}
