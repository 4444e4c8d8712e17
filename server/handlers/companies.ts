import { supplierTierCodes } from '../../domain/catalog.ts';
import type { PaymentType } from '../../openapi/generated/enums.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../errors.ts';
import * as repo from '../repositories/companies.ts';
import { imageUrl, supplierLogoPath } from '../services/images/index.ts';
import { logoPath, toLogo } from '../services/logos.ts';
import type { ReadCache } from '../services/read-cache.ts';
import { uploadedImage } from './documents.ts';
import type { Handlers, ReplyOf } from './types.ts';

type CompanyRow = NonNullable<Awaited<ReturnType<typeof repo.findCompanyRow>>>;

/** A company's profile as the contract answers it (CompanyProfile). */
function toCompanyProfile(row: CompanyRow, cdnUrl: string): ReplyOf<'getCompanyProfile'> {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    email: row.email,
    phone: row.phone,
    tier: row.tier,
    tierCode: supplierTierCodes[row.tier],
    logo: imageUrl(cdnUrl, row.logo ?? supplierLogoPath(row)),
    hasOwnLogo: row.logo !== null,
    paymentTypes: row.paymentTypes as PaymentType[],
    payLater: row.payLater,
    minimumAge: row.minimumAge,
    licenceRequired: row.licenceRequired,
    bio: row.bio,
  };
}

/**
 * A rental company's profile: its name, contact, bio and terms of booking, and its logo. Its own accounts and the
 * admins only, checked before the body is read (server/access.ts). What drivers see of a company (the catalogue, the
 * booking's terms) is read through the catalogue's cache, so each change clears it.
 */
export function createCompanyHandlers(db: Db, config: Pick<Config, 'cdnUrl'>, cache: ReadCache) {
  const answer = (row: CompanyRow | undefined) => {
    if (!row) throw notFound('Company');
    return toCompanyProfile(row, config.cdnUrl);
  };
  return {
    async getCompanyProfile(request) {
      return answer(await repo.findCompanyRow(db, request.params.id));
    },

    async updateCompanyProfile(request) {
      const row = await repo.updateCompanyRow(db, request.params.id, request.body);
      cache.clear();
      return answer(row);
    },

    async updateCompanyLogo(request) {
      const { id } = request.params;
      const { bytes: image } = uploadedImage(request.body);
      // Decoded and resized before the transaction: it holds no lock while the CPU works.
      const logo = await toLogo(image);
      const row = await db.transaction(async (tx) => {
        if (!(await repo.findCompanyRow(tx, id))) return undefined;
        return repo.setLogoPath(tx, id, logoPath(await repo.saveLogo(tx, id, logo)));
      });
      cache.clear();
      return answer(row);
    },

    async deleteCompanyLogo(request) {
      const { id } = request.params;
      const row = await db.transaction(async (tx) => {
        await repo.deleteLogo(tx, id);
        return repo.setLogoPath(tx, id, null);
      });
      cache.clear();
      return answer(row);
    },
  } satisfies Partial<Handlers>;
}
