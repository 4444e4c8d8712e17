import type { ReplyOf } from '@/server/handlers/types.ts';
import type { UserListRow } from '@/server/repositories/user-admin.ts';
import type { UserRow } from '@/server/repositories/users.ts';

/** A user row as the contract answers it: never its password hash or tokens. */

type User = ReplyOf<'getUser'>;

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    email: row.email,
    fullName: row.fullName,
    phone: row.phone,
    location: row.location,
    bio: row.bio,
    birthDate: row.birthDate,
    avatar: row.avatar,
    type: row.type,
    language: row.language,
    enableEmailNotifications: row.enableEmailNotifications,
    preferredContactMethod: row.preferredContactMethod,
    drivingLicenceYear: row.drivingLicenceYear,
    pendingEmail: row.pendingEmail,
    verified: row.verified,
    suspended: row.suspended,
    licence: row.licenceCheck,
    supplierId: row.supplierId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An account as the admins' list shows it. */
export function toUserListItem(row: UserListRow): ReplyOf<'listUsers'>['items'][number] {
  return {
    _id: row.id,
    email: row.email,
    fullName: row.fullName,
    type: row.type,
    avatar: row.avatar,
    verified: row.verified,
    suspended: row.suspended,
    licence: row.licenceCheck,
    supplierId: row.supplierId,
    createdAt: row.createdAt.toISOString(),
  };
}
