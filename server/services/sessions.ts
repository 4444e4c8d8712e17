import type { FastifyReply, FastifyRequest } from 'fastify';
import { roleOf } from '../../domain/accounts.ts';
import type { AppType } from '../../openapi/generated/enums.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { ReplyOf } from '../handlers/types.ts';
import { toUser } from '../mappers/users.ts';
import * as repo from '../repositories/users.ts';
import type { UserRow } from '../repositories/users.ts';
import { hashToken, newToken } from './secrets.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_MS = DAY_MS;
export const REMEMBERED_SESSION_MS = 30 * DAY_MS;

/**
 * What refuses a sign-in once the person is known, whatever the way (password, emailed code, Google): a suspended
 * account, and a driver at the back office. Activation is the caller's: a code or Google proves the address.
 */
export function refuseSignIn(user: UserRow, appType: AppType) {
  if (user.suspended) throw new AppError(403, 'ACCOUNT_SUSPENDED', 'Your account is suspended.');
  if (appType === 'backend' && roleOf(user.type) === 'driver') {
    throw new AppError(403, 'APP_TYPE_NOT_ALLOWED', 'Driver accounts sign in to the frontend app.');
  }
}

/** A new session for the user (a fresh bearer token, stored hashed) and the answer every sign-in gives. */
export async function openSession(
  db: Db,
  user: UserRow,
  request: FastifyRequest,
  reply: FastifyReply,
  { appType, stayConnected }: { appType: AppType; stayConnected?: boolean },
): Promise<ReplyOf<'signIn'>> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + (stayConnected ? REMEMBERED_SESSION_MS : SESSION_MS));
  await repo.insertSession(db, {
    userId: user.id,
    tokenHash: hashToken(token),
    appType,
    expiresAt,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    ip: request.ip,
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
export async function activateByProof(db: Db, user: UserRow): Promise<UserRow> {
  if (user.verified) return user;
  return (await repo.updateUserRow(db, user.id, { verified: true, verifiedAt: new Date(), passwordHash: null })) ?? user;
}
