import { supplierTierCodes } from '@/domain/catalog.ts';
import type { PaymentType } from '@/openapi/generated/enums.ts';
import type { ReplyOf } from '@/server/handlers/types.ts';
import type { findSupplierRow } from '@/server/repositories/suppliers.ts';
import { avatarOf } from './catalog.ts';

export type SupplierRow = NonNullable<Awaited<ReturnType<typeof findSupplierRow>>>;

/** What every answer about a supplier begins with (its profile, a row of the admins' list): who it is, its tier, its avatar. */
export function supplierIdentityOf(
  row: Pick<SupplierRow, 'id' | 'slug' | 'name' | 'email' | 'phone' | 'tier' | 'avatar'>,
  cdnUrl: string,
) {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    email: row.email,
    phone: row.phone,
    tier: row.tier,
    tierCode: supplierTierCodes[row.tier],
    avatar: avatarOf(row, cdnUrl),
  };
}

/** A supplier's profile as the contract answers it (SupplierProfile); its avatar as the catalogue shows it. */
export function toSupplierProfile(row: SupplierRow, cdnUrl: string): ReplyOf<'getSupplierProfile'> {
  return {
    ...supplierIdentityOf(row, cdnUrl),
    hasOwnAvatar: row.avatar !== null,
    paymentTypes: row.paymentTypes as PaymentType[],
    payLater: row.payLater,
    minimumAge: row.minimumAge,
    licenceRequired: row.licenceRequired,
    bio: row.bio,
    ...(row.maxDaysAhead !== null ? { maxDaysAhead: row.maxDaysAhead } : {}),
    ...(row.maxRentalDays !== null ? { maxRentalDays: row.maxRentalDays } : {}),
  };
}
