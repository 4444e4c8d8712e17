import { firstFreeSlug, slugify, supplierTierCodes } from '@/domain/catalog.ts';
import type { Config } from '@/server/config.ts';
import type { Db } from '@/server/db/client.ts';
import { wordsOf } from '@/server/db/search-words.ts';
import { badRequest, isUniqueViolation } from '@/server/errors.ts';
import { logoOf } from '@/server/mappers/catalog.ts';
import { toCompanyProfile } from '@/server/mappers/companies.ts';
import * as repo from '@/server/repositories/company-admin.ts';
import type { ReadCache } from '@/server/services/read-cache.ts';
import type { Handlers, ReplyOf } from './types.ts';
import { PageSizeDefault, CompanySortDefault } from '@/openapi/generated/enums.ts';


function toCompanyListItem(row: repo.CompanyListRow, cdnUrl: string): ReplyOf<'listCompanies'>['items'][number] {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    email: row.email,
    phone: row.phone,
    tier: row.tier,
    tierCode: supplierTierCodes[row.tier],
    logo: logoOf(row, cdnUrl),
    cars: row.cars,
    yachts: row.yachts,
    accounts: row.accounts,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The rental companies as the admins run them: the list with each one's tier and fleet, a new company, tiers changed
 * and empty companies deleted several at once. Admins only (server/access.ts); every change clears the catalogue's
 * cache, so drivers see the new tiers at once.
 */
export function createCompanyAdminHandlers(db: Db, config: Config, cache: ReadCache) {
  return {
    async listCompanies(request) {
      const { search, tier, sort = CompanySortDefault, page = 1, size = PageSizeDefault } = request.query;
      const { rows, total } = await repo.findCompanyPage(db, { words: wordsOf(search), ...(tier ? { tier } : {}) }, { page, size, sort });
      return { page, size, total, items: rows.map((row) => toCompanyListItem(row, config.cdnUrl)) };
    },

    async createCompany(request, reply) {
      const { profile, tier } = request.body;
      const base = slugify(profile.name);
      if (!base) throw badRequest('body/profile/name: must hold a letter or a digit.');
      // Two admins adding the same name at once: the second takes the next number.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const slug = firstFreeSlug(base, await repo.takenSlugs(db, base));
        try {
          const row = await repo.insertCompany(db, slug, tier, profile);
          cache.clear();
          reply.code(201);
          return toCompanyProfile(row, config.cdnUrl);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw badRequest('body/profile/name: another company was just added with this name; try again.');
    },

    async setCompaniesTier(request) {
      const updated = await repo.setTier(db, request.body.companies, request.body.tier);
      cache.clear();
      return { updated };
    },

    async deleteCompanies(request) {
      const result = await db.transaction((tx) => repo.deleteEmptyCompanies(tx, request.body.companies));
      cache.clear();
      return result;
    },
  } satisfies Partial<Handlers>;
}
