import type { Config } from '@/server/config.ts';
import type { Db } from '@/server/db/client.ts';
import { notFound } from '@/server/errors.ts';
import { type SupplierRow, toSupplierProfile } from '@/server/mappers/suppliers.ts';
import * as repo from '@/server/repositories/suppliers.ts';
import { supplierAvatarPath, toSupplierAvatar } from '@/server/services/avatars.ts';
import type { ReadCache } from '@/server/services/read-cache.ts';
import { uploadedImage } from './documents.ts';
import type { Handlers } from './types.ts';

/**
 * A supplier's profile: its name, contact, bio and terms of booking, and its avatar. Its own accounts and the
 * admins only, checked before the body is read (server/access.ts). What drivers see of a supplier (the catalogue, the
 * booking's terms) is read through the catalogue's cache, so each change clears it.
 */
export function createSupplierHandlers(db: Db, config: Pick<Config, 'cdnUrl'>, cache: ReadCache) {
  const answer = (row: SupplierRow | undefined) => {
    if (!row) throw notFound('Supplier');
    return toSupplierProfile(row, config.cdnUrl);
  };
  return {
    async getSupplierProfile(request) {
      return answer(await repo.findSupplierRow(db, request.params.id));
    },

    async updateSupplierProfile(request) {
      const row = await repo.updateSupplierRow(db, request.params.id, request.body);
      cache.clear();
      return answer(row);
    },

    async updateSupplierAvatar(request) {
      const { id } = request.params;
      const { bytes: image } = uploadedImage(request.body);
      // Decoded and resized before the transaction: it holds no lock while the CPU works.
      const avatar = await toSupplierAvatar(image);
      const row = await db.transaction(async (tx) => {
        if (!(await repo.supplierExists(tx, id))) return undefined;
        return repo.setSupplierAvatarPath(tx, id, supplierAvatarPath(await repo.saveSupplierAvatar(tx, id, avatar)));
      });
      cache.clear();
      return answer(row);
    },

    async deleteSupplierAvatar(request) {
      const { id } = request.params;
      const row = await db.transaction(async (tx) => {
        await repo.deleteSupplierAvatar(tx, id);
        return repo.setSupplierAvatarPath(tx, id, null);
      });
      cache.clear();
      return answer(row);
    },
  } satisfies Partial<Handlers>;
}
