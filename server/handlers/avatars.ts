import type { Db } from '../db/client.ts';
import { AppError, badRequest, notFound } from '../errors.ts';
import { toUser } from '../mappers/users.ts';
import * as avatars from '../repositories/avatars.ts';
import * as repo from '../repositories/users.ts';
import { avatarPath, toAvatar } from '../services/avatars.ts';
import { imageTypeOf } from './documents.ts';
import type { Handlers } from './types.ts';

/** A user's picture; oneself or an admin (server/access.ts), checked before the upload is read. */
export function createAvatarHandlers(db: Db) {
  return {
    async updateAvatar(request) {
      const { userId } = request.params;
      // `image` is the file's bytes (attachFieldsToBody, server/app.ts); more than 5 MB was refused (413) while read.
      const { image } = request.body as { image: unknown };
      if (!Buffer.isBuffer(image) || image.length === 0) throw badRequest('body/image: Please add an image.');
      if (!imageTypeOf(image)) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The image must be a JPEG, PNG or WebP picture.');
      const picture = await toAvatar(image);
      const row = await db.transaction(async (tx) => {
        if (!(await repo.findUserById(tx, userId))) return undefined;
        const id = await avatars.saveAvatar(tx, userId, picture);
        return repo.updateUserRow(tx, userId, { avatar: avatarPath(id) });
      });
      if (!row) throw notFound('User');
      return toUser(row);
    },

    async deleteAvatar(request) {
      const { userId } = request.params;
      const row = await db.transaction(async (tx) => {
        await avatars.deleteAvatar(tx, userId);
        return repo.updateUserRow(tx, userId, { avatar: null });
      });
      if (!row) throw notFound('User');
      return toUser(row);
    },
  } satisfies Partial<Handlers>;
}
