import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client.ts';
import { prepared } from '@/server/db/prepared.ts';
import { googleSignIns, sessions, signInCodes, signInFailures, userTokens, users } from '@/server/db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type TokenPurpose = (typeof userTokens.$inferSelect)['purpose'];

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(byEmail(email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUserRow(db: Db, id: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * Replaces the user's pending links of this purpose with a new one (tokens are stored hashed: services/secrets.ts).
 * An email-change link carries the new address it confirms (`email`).
 */
export async function replaceLinkToken(db: Db, userId: string, purpose: TokenPurpose, tokenHash: string, validForMs: number, email: string | null = null) {
  await db.delete(userTokens).where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
  await db.insert(userTokens).values({ userId, purpose, tokenHash, email, expiresAt: new Date(Date.now() + validForMs) });
}

export async function findLinkToken(db: Db, userId: string, tokenHash: string) {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.tokenHash, tokenHash)))
    .limit(1);
  return row;
}

/**
 * Spends a link in one conditional statement: false when it was used meanwhile (the same link sent twice at once) or
 * has expired, and then nothing may follow from it. Call it in the transaction of the change the link allows.
 */
export async function consumeLinkToken(db: Db, id: string): Promise<boolean> {
  const spent = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.id, id), isNull(userTokens.usedAt), sql`${userTokens.expiresAt} > now()`))
    .returning({ id: userTokens.id });
  return spent.length === 1;
}

export async function deleteLinkTokens(db: Db, userId: string) {
  await db.delete(userTokens).where(eq(userTokens.userId, userId));
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values);
}

/** The session and its user for a bearer token's hash, when the token is known, unexpired and not revoked. */
export async function findActiveSession(db: Db, tokenHash: string) {
  // Every signed-in request asks it: a prepared query (db/prepared.ts).
  const query = prepared(db, 'find_active_session', (name) =>
    db
      .select({ sessionId: sessions.id, userId: users.id, type: users.type, supplierId: users.supplierId, suspended: users.suspended })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
      .limit(1)
      .prepare(name),
  );
  const [row] = await query.execute({ tokenHash, now: new Date() });
  return row;
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** The live session of a token, whoever's: a sign-in ends the one the browser still sends (re-authentication). */
export async function revokeSessionByToken(db: Db, tokenHash: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, userId: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Every session of the user but the one making the request (a password change keeps its own device signed in). */
export async function revokeOtherSessions(db: Db, userId: string, keepSessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)));
}

/** The channel of notifyAccountSessions, which server/services/notification-hub.ts listens on. */
export const ACCOUNT_SESSIONS_CHANNEL = 'account_sessions';

/**
 * Tells every server instance that the user's sessions were revoked or the account suspended: the live
 * notification streams listen on this channel and close theirs. Call it in the transaction of the change, so it is
 * sent when (and only if) the change commits.
 */
export async function notifyAccountSessions(db: Db, userId: string) {
  await db.execute(sql`select pg_notify(${ACCOUNT_SESSIONS_CHANNEL}, ${userId})`);
}

/** Records a failed sign-in, or reserves one before the password is checked (services/sign-in-throttle.ts); answers its id. */
export async function recordSignInFailure(db: Db, email: string, ip: string): Promise<number> {
  const [row] = await db.insert(signInFailures).values({ email: email.toLowerCase(), ip }).returning({ id: signInFailures.id });
  return row!.id;
}

/** Gives back a reserved attempt whose password was right. */
export async function releaseSignInAttempt(db: Db, id: number) {
  await db.delete(signInFailures).where(eq(signInFailures.id, id));
}

export async function clearSignInFailures(db: Db, email: string) {
  await db.delete(signInFailures).where(sql`lower(${signInFailures.email}) = lower(${email})`);
}

/**
 * Failures in the window for this account at this client address, for this account from anywhere, and for this
 * address whatever the account; with when the oldest of each happened (for Retry-After). One query.
 */
export async function recentSignInFailures(db: Db, email: string, ip: string, windowMinutes: number) {
  const sameAccount = sql`lower(${signInFailures.email}) = lower(${email})`;
  const sameAddress = sql`${signInFailures.ip} = ${ip}`;
  const both = sql`${sameAccount} and ${sameAddress}`;
  const [row] = await db
    .select({
      accountAtAddress: sql<number>`count(*) filter (where ${both})::int`,
      accountAtAddressOldest: sql<string | null>`min(${signInFailures.at}) filter (where ${both})`,
      account: sql<number>`count(*) filter (where ${sameAccount})::int`,
      accountOldest: sql<string | null>`min(${signInFailures.at}) filter (where ${sameAccount})`,
      address: sql<number>`count(*) filter (where ${sameAddress})::int`,
      addressOldest: sql<string | null>`min(${signInFailures.at}) filter (where ${sameAddress})`,
    })
    .from(signInFailures)
    .where(and(sql`(${sameAccount} or ${sameAddress})`, sql`${signInFailures.at} > now() - make_interval(mins => ${windowMinutes})`));
  const count = (n: number | undefined, oldest: string | null | undefined) => ({ count: n ?? 0, oldest: oldest ? new Date(oldest) : undefined });
  return {
    accountAtAddress: count(row?.accountAtAddress, row?.accountAtAddressOldest),
    account: count(row?.account, row?.accountOldest),
    address: count(row?.address, row?.addressOldest),
  };
}

/**
 * Removes what can no longer be used: throttle records past their window, links and sessions a week
 * after they expired or were used or revoked (kept that long to answer "link expired" clearly), sign-in codes and
 * Google sign-ins a day old.
 */
export async function purgeStaleAccountRows(db: Db, windowMinutes: number) {
  const weekAgo = sql`now() - interval '7 days'`;
  const failures = await db
    .delete(signInFailures)
    .where(sql`${signInFailures.at} < now() - make_interval(mins => ${windowMinutes})`)
    .returning({ id: signInFailures.id });
  const links = await db
    .delete(userTokens)
    .where(sql`${userTokens.expiresAt} < ${weekAgo} or ${userTokens.usedAt} < ${weekAgo}`)
    .returning({ id: userTokens.id });
  const stale = await db
    .delete(sessions)
    .where(sql`${sessions.expiresAt} < ${weekAgo} or ${sessions.revokedAt} < ${weekAgo}`)
    .returning({ id: sessions.id });
  // Codes count in their throttle for 15 minutes and Google sign-ins live 10: a day is far beyond either.
  const codes = await db.delete(signInCodes).where(sql`${signInCodes.createdAt} < now() - interval '1 day'`).returning({ id: signInCodes.id });
  const google = await db.delete(googleSignIns).where(sql`${googleSignIns.expiresAt} < now() - interval '1 day'`).returning({ id: googleSignIns.id });
  return { signInFailures: failures.length, links: links.length, sessions: stale.length, signInCodes: codes.length, googleSignIns: google.length };
}
