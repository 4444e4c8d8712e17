import type { Db } from '@/server/db/client.ts';
import { notFound } from '@/server/errors.ts';
import { toUser } from '@/server/mappers/users.ts';
import * as avatars from '@/server/repositories/avatars.ts';
import * as repo from '@/server/repositories/users.ts';
import { avatarPath, toAvatar } from '@/server/services/avatars.ts';
import { uploadedImage } from './documents.ts';
import type { Handlers } from './types.ts';

/** A user's avatar; oneself or an admin (server/access.ts), checked before the upload is read. */
export function createAvatarHandlers(db: Db) {
  return {
    async updateAvatar(request) {
      const { userId } = request.params;
      const { bytes: image } = uploadedImage(request.body);
      const avatar = await toAvatar(image);
      const row = await db.transaction(async (tx) => {
        if (!(await repo.findUserById(tx, userId))) return undefined;
        const id = await avatars.saveAvatar(tx, userId, avatar);
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
