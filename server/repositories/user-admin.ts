import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client.ts';
import { containing } from '@/server/db/search-words.ts';
import { identityDocuments, users } from '@/server/db/schema.ts';
import type { UserListStatus, UserSort, UserType } from '@/openapi/generated/enums.ts';

/** The admins' list of accounts (listUsers) and the image of an identity document. */

export type UserStatus = UserListStatus;
export type { UserSort };

export interface UserFilters {
  /** Each word in the name or the email address. */
  words: string[];
  type?: UserType;
  status?: UserStatus;
}

const statusCondition: Record<UserStatus, SQL> = {
  active: sql`${users.verified} and not ${users.suspended}`,
  suspended: sql`${users.suspended}`,
  notActivated: sql`not ${users.verified}`,
  licenceToVerify: sql`${users.licenceCheck} = 'toVerify'`,
};

function usersWhere(filters: UserFilters): SQL | undefined {
  const conditions: SQL[] = filters.words.map((word) => or(ilike(users.fullName, containing(word)), ilike(users.email, containing(word)))!);
  if (filters.type) conditions.push(eq(users.type, filters.type));
  if (filters.status) conditions.push(statusCondition[filters.status]);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const userOrder: Record<UserSort, SQL[]> = {
  newest: [desc(users.createdAt), asc(users.id)],
  oldest: [asc(users.createdAt), asc(users.id)],
  name: [sql`lower(${users.fullName})`, asc(users.id)],
  email: [sql`lower(${users.email})`, asc(users.id)],
};

const listed = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  type: users.type,
  avatar: users.avatar,
  verified: users.verified,
  suspended: users.suspended,
  licenceCheck: users.licenceCheck,
  supplierId: users.supplierId,
  createdAt: users.createdAt,
};

export async function findUserPage(db: Db, filters: UserFilters, paging: { page: number; size: number; sort: UserSort }) {
  return db
    .select(listed)
    .from(users)
    .where(usersWhere(filters))
    .orderBy(...userOrder[paging.sort])
    .limit(paging.size)
    .offset((paging.page - 1) * paging.size);
}

export type UserListRow = Awaited<ReturnType<typeof findUserPage>>[number];

export async function countUsers(db: Db, filters: UserFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(usersWhere(filters));
  return row?.total ?? 0;
}

/** The type of each of these accounts that exists. */
export function findUserTypes(db: Db, ids: readonly string[]) {
  return db.select({ id: users.id, type: users.type }).from(users).where(inArray(users.id, [...ids]));
}

/** The bytes of one of the user's identity images, with their type; undefined when the user has no such image. */
export async function findDocumentImage(db: Db, userId: string, documentId: string) {
  const [row] = await db
    .select({ contentType: identityDocuments.contentType, bytes: identityDocuments.bytes })
    .from(identityDocuments)
    .where(and(eq(identityDocuments.id, documentId), eq(identityDocuments.userId, userId)))
    .limit(1);
  return row;
}

export async function hasLicenceImage(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: identityDocuments.id })
    .from(identityDocuments)
    .where(and(eq(identityDocuments.userId, userId), eq(identityDocuments.kind, 'licence')))
    .limit(1);
  return row !== undefined;
}
