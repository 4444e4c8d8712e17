import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client.ts';
import { signInCodes } from '@/server/db/schema.ts';

export type SignInCodeRow = typeof signInCodes.$inferSelect;

/** A new code for the user; the codes he still had stop working (a new code replaces the previous). */
export async function insertSignInCode(db: Db, userId: string, codeHash: string, validForMs: number) {
  await db.update(signInCodes).set({ usedAt: new Date() }).where(and(eq(signInCodes.userId, userId), isNull(signInCodes.usedAt)));
  await db.insert(signInCodes).values({ userId, codeHash, expiresAt: new Date(Date.now() + validForMs) });
}

/** The codes sent to the user within the window, and when the oldest of them was (for Retry-After). */
export async function recentSignInCodes(db: Db, userId: string, windowMinutes: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${signInCodes.createdAt})` })
    .from(signInCodes)
    .where(and(eq(signInCodes.userId, userId), sql`${signInCodes.createdAt} > now() - make_interval(mins => ${windowMinutes})`));
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : undefined };
}

/** The user's newest code: the only one that may still work. */
export async function latestSignInCode(db: Db, userId: string) {
  const [row] = await db.select().from(signInCodes).where(eq(signInCodes.userId, userId)).orderBy(desc(signInCodes.createdAt)).limit(1);
  return row;
}

/**
 * Takes one of the code's tries BEFORE the code is compared, in one conditional statement, so that tries sent at once
 * are compared no more often than the code allows: false when the code is used, expired or out of tries, and then
 * it must not be compared. A right code gives its try back as it is spent (spendSignInCode).
 */
export async function takeTry(db: Db, id: string, maxTries: number) {
  const [row] = await db
    .update(signInCodes)
    .set({ failedTries: sql`${signInCodes.failedTries} + 1` })
    .where(and(eq(signInCodes.id, id), isNull(signInCodes.usedAt), lt(signInCodes.failedTries, maxTries), gt(signInCodes.expiresAt, sql`now()`)))
    .returning({ id: signInCodes.id });
  return row !== undefined;
}

/**
 * Spends a code whose try was taken and which matched: single use even when two sign-ins send it at once. The try it
 * took is given back, so that failed_tries counts the wrong ones.
 */
export async function spendSignInCode(db: Db, id: string) {
  const [row] = await db
    .update(signInCodes)
    .set({ usedAt: sql`now()`, failedTries: sql`${signInCodes.failedTries} - 1` })
    .where(and(eq(signInCodes.id, id), isNull(signInCodes.usedAt), gt(signInCodes.expiresAt, sql`now()`)))
    .returning({ id: signInCodes.id });
  return row !== undefined;
}

export async function findSignInCode(db: Db, id: string) {
  const [row] = await db.select().from(signInCodes).where(eq(signInCodes.id, id)).limit(1);
  return row;
}

/** Signing out everywhere voids the codes not yet used too. */
export async function voidSignInCodes(db: Db, userId: string) {
  await db.update(signInCodes).set({ usedAt: new Date() }).where(and(eq(signInCodes.userId, userId), isNull(signInCodes.usedAt)));
}
