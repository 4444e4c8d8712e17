import type { FastifyReply, FastifyRequest } from 'fastify';
import { roleOf } from '@/domain/accounts.ts';
import type { AppType } from '@/openapi/generated/enums.ts';
import type { Db } from '@/server/db/client.ts';
import { AppError } from '@/server/errors.ts';
import type { ReplyOf } from '@/server/handlers/types.ts';
import { toUser } from '@/server/mappers/users.ts';
import * as repo from '@/server/repositories/users.ts';
import type { UserRow } from '@/server/repositories/users.ts';
import { hashToken, newToken } from './secrets.ts';
import { recordSecurityEvent, recordSecurityFailure } from './security-log.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_MS = DAY_MS;
export const REMEMBERED_SESSION_MS = 30 * DAY_MS;

/** How a person proved who he is: a password, a code sent by email, or Google. */
export type SignInMethod = 'password' | 'code' | 'google';

/**
 * What refuses a sign-in once the person is known, whatever the way (password, emailed code, Google): a suspended
 * account, and a driver at the back office. Activation is the caller's: a code or Google proves the address. A refusal
 * is recorded in the security log.
 */
export async function refuseSignIn(db: Db, request: FastifyRequest, user: UserRow, appType: AppType, method: SignInMethod) {
  const refusal = user.suspended
    ? { reason: 'suspended', error: new AppError(403, 'ACCOUNT_SUSPENDED', 'Your account is suspended.') }
    : appType === 'backend' && roleOf(user.type) === 'driver'
      ? { reason: 'appTypeNotAllowed', error: new AppError(403, 'APP_TYPE_NOT_ALLOWED', 'Driver accounts sign in to the frontend app.') }
      : undefined;
  if (!refusal) return;
  const details = { method, reason: refusal.reason, appType };
  await recordSecurityFailure(db, request, { kind: 'signInFailed', userId: user.id, email: user.email, details });
  throw refusal.error;
}

/**
 * A new session for the user (a fresh bearer token, stored hashed) and the answer every sign-in gives. The session and
 * its record in the security log commit together: no session is opened that the log does not show.
 */
export async function openSession(
  db: Db,
  user: UserRow,
  request: FastifyRequest,
  reply: FastifyReply,
  { appType, stayConnected, method }: { appType: AppType; stayConnected?: boolean; method: SignInMethod },
): Promise<ReplyOf<'signIn'>> {
  // Re-authentication ends the session the browser held (ASVS 7.2.4): the API client sends its token with every call.
  const held = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(request.headers.authorization ?? '')?.[1];
  if (held) await repo.revokeSessionByToken(db, hashToken(held));
  const token = newToken();
  const expiresAt = new Date(Date.now() + (stayConnected ? REMEMBERED_SESSION_MS : SESSION_MS));
  await db.transaction(async (tx) => {
    await repo.insertSession(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      appType,
      expiresAt,
      userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      ip: request.ip,
    });
    const details = { method, appType, stayConnected: Boolean(stayConnected) };
    await recordSecurityEvent(tx, request, { kind: 'signIn', userId: user.id, details });
  });
  reply.header('Cache-Control', 'no-store');
  return { ...toUser(user), token, expiresAt: expiresAt.toISOString() };
}

/**
 * Activates an account not yet activated when its owner proves the address another way than its activation link
 * (an emailed code, Google). The password it was created with goes: whoever chose it never proved the address, and
 * could be someone who registered it first to share the account with its owner later (account pre-hijacking).
 * The owner sets a password of his own with a reset link.
 */
export async function activateByProof(db: Db, request: FastifyRequest, user: UserRow, method: 'code' | 'google'): Promise<UserRow> {
  if (user.verified) return user;
  return db.transaction(async (tx) => {
    const row = await repo.updateUserRow(tx, user.id, { verified: true, verifiedAt: new Date(), passwordHash: null });
    const details = { method, passwordDropped: user.passwordHash !== null };
    await recordSecurityEvent(tx, request, { kind: 'accountActivated', userId: user.id, details });
    return row ?? user;
  });
}
