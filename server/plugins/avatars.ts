import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { findAvatarBytes } from '../repositories/avatars.ts';

/** A picture's address never changes what it shows: a new upload gets a new id (repositories/avatars.ts). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/;

/** Avatars, from the database (every instance serves every picture): `/avatars/<id>.webp`, as users.avatar names it. */
export function registerAvatars(app: FastifyInstance, db: Db) {
  app.get<{ Params: { file: string } }>('/avatars/:file', async (request, reply) => {
    const id = FILE.exec(request.params.file)?.[1];
    const bytes = id ? await findAvatarBytes(db, id) : undefined;
    if (!bytes) throw new AppError(404, 'NOT_FOUND', 'No such picture.');
    return reply.header('Cache-Control', IMMUTABLE).type('image/webp').send(bytes);
  });
}
