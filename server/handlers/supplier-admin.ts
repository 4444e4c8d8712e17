import { firstFreeSlug, slugify } from '@/domain/catalog.ts';
import type { Config } from '@/server/config.ts';
import type { Db } from '@/server/db/client.ts';
import { wordsOf } from '@/server/db/search-words.ts';
import { badRequest, isUniqueViolation } from '@/server/errors.ts';
import { supplierIdentityOf, toSupplierProfile } from '@/server/mappers/suppliers.ts';
import * as repo from '@/server/repositories/supplier-admin.ts';
import type { ReadCache } from '@/server/services/read-cache.ts';
import type { Handlers, ReplyOf } from './types.ts';
import { PageSizeDefault, SupplierSortDefault } from '@/openapi/generated/enums.ts';

function toSupplierListItem(row: repo.SupplierListRow, cdnUrl: string): ReplyOf<'listSuppliers'>['items'][number] {
  return {
    ...supplierIdentityOf(row, cdnUrl),
    cars: row.cars,
    yachts: row.yachts,
    accounts: row.accounts,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The suppliers as the admins run them: the list with each one's tier and fleet, a new supplier, tiers changed
 * and empty suppliers deleted several at once. Admins only (server/access.ts); every change clears the catalogue's
 * cache, so drivers see the new tiers at once.
 */
export function createSupplierAdminHandlers(db: Db, config: Config, cache: ReadCache) {
  return {
    async listSuppliers(request) {
      const { search, tier, sort = SupplierSortDefault, page = 1, size = PageSizeDefault } = request.query;
      const { rows, total } = await repo.findSupplierPage(db, { words: wordsOf(search), ...(tier ? { tier } : {}) }, { page, size, sort });
      return { page, size, total, items: rows.map((row) => toSupplierListItem(row, config.cdnUrl)) };
    },

    async createSupplier(request, reply) {
      const { profile, tier } = request.body;
      const base = slugify(profile.name);
      if (!base) throw badRequest('body/profile/name: must hold a letter or a digit.');
      // Two admins adding the same name at once: the second takes the next number.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const slug = firstFreeSlug(base, await repo.takenSlugs(db, base));
        try {
          const row = await repo.insertSupplier(db, slug, tier, profile);
          cache.clear();
          reply.code(201);
          return toSupplierProfile(row, config.cdnUrl);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw badRequest('body/profile/name: another supplier was just added with this name; try again.');
    },

    async setSuppliersTier(request) {
      const updated = await repo.setTier(db, request.body.suppliers, request.body.tier);
      cache.clear();
      return { updated };
    },

    async deleteSuppliers(request) {
      const result = await db.transaction((tx) => repo.deleteEmptySuppliers(tx, request.body.suppliers));
      cache.clear();
      return result;
    },
  } satisfies Partial<Handlers>;
}
