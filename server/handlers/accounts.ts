import type { FastifyReply, FastifyRequest } from 'fastify';
import { isOldEnough, MINIMUM_AGE } from '@/domain/validation.ts';
import type { Config } from '@/server/config.ts';
import type { Db } from '@/server/db/client.ts';
import { requireAuth } from '@/server/access.ts';
import { AppError, badRequest, notFound, unauthorized } from '@/server/errors.ts';
import { lockLimits } from '@/server/repositories/limit-locks.ts';
import * as repo from '@/server/repositories/users.ts';
import { toUser } from '@/server/mappers/users.ts';
import { createAccountLinks } from '@/server/services/account-links.ts';
import { emailThrottle } from '@/server/services/mail/outbox.ts';
import type { EmailKind } from '@/server/services/mail/templates.ts';
import { hashPassword, hashToken, verifyPassword } from '@/server/services/secrets.ts';
import { recordSecurityEvent, recordSecurityFailure } from '@/server/services/security-log.ts';
import { openSession, refuseSignIn } from '@/server/services/sessions.ts';
import { reserveSignInAttempt } from '@/server/services/sign-in-throttle.ts';
import type { Handlers } from './types.ts';

const LINK_EMAILS_PER_HOUR = 5;

export const tooYoung = () => badRequest(`body/birthDate: the driver must be at least ${MINIMUM_AGE} years old.`);

/**
 * Accounts: signing up, the emailed links, signing in and out with a password, reading a user. The settings, the
 * avatar, sign-in by code and Google have files of their own beside this one. Whose data a call may read or change is
 * checked before it gets here (server/access.ts).
 */
export function createAccountHandlers(db: Db, config: Config) {
  const { sendLink, validLink, consumeLink } = createAccountLinks(db, config);

  const handlers = {
    async signUp(request, reply) {
      const body = request.body;
      if (!isOldEnough(body.birthDate, MINIMUM_AGE)) throw tooYoung();
      if (await repo.findUserByEmail(db, body.email)) {
        throw new AppError(409, 'EMAIL_ALREADY_REGISTERED', 'This email address is already registered.');
      }
      const passwordHash = await hashPassword(body.password);
      const user = await db.transaction(async (tx) => {
        const row = await repo.insertUser(tx, {
          email: body.email.trim(),
          passwordHash,
          fullName: body.fullName.trim(),
          phone: body.phone ?? null,
          birthDate: body.birthDate,
          language: body.language,
          type: 'user',
        });
        await sendLink(tx, 'activation', row);
        await recordSecurityEvent(tx, request, { kind: 'accountCreated', userId: row.id, details: { method: 'password' } });
        return row;
      }).catch((error: unknown) => {
        // Two sign-ups with one address at once: the unique index decides.
        if ((error as { cause?: { code?: string } }).cause?.code === '23505') {
          throw new AppError(409, 'EMAIL_ALREADY_REGISTERED', 'This email address is already registered.');
        }
        throw error;
      });
      reply.code(201);
      return { _id: user.id };
    },

    async checkToken(request) {
      const { userId, email, token } = request.params;
      const { link } = await validLink(userId, email, token);
      return { status: 'valid' as const, purpose: link.purpose };
    },

    async resend(request) {
      const { email, isPasswordReset } = request.params;
      const user = await repo.findUserByEmail(db, email);
      if (!user) throw new AppError(404, 'EMAIL_NOT_REGISTERED', 'Email address not registered');
      const kind: EmailKind = isPasswordReset ? 'passwordReset' : 'activation';
      if (kind === 'activation' && user.verified) throw new AppError(409, 'ALREADY_ACTIVATED', 'This account is already activated.');
      // Counted and sent under the address's lock: links asked for at once take turns, and the limit holds.
      const retryAfter = await db.transaction(async (tx) => {
        await lockLimits(tx, [['emails to', user.email]]);
        const wait = await emailThrottle(tx, user.email, [kind], 60, LINK_EMAILS_PER_HOUR);
        if (wait === undefined) await sendLink(tx, kind, user);
        return wait;
      });
      if (retryAfter !== undefined) {
        const details = { purpose: kind, retryAfter };
        await recordSecurityFailure(db, request, { kind: 'throttled', userId: user.id, email, details });
        throw new AppError(429, 'TOO_MANY_ATTEMPTS', 'Too many emails were sent to this address; try again later.', { 'Retry-After': String(retryAfter) });
      }
      return { queued: true as const };
    },

    async activate(request) {
      const { userId, email, token } = request.body;
      const { user, link } = await validLink(userId, email, token);
      if (link.purpose !== 'activation') throw new AppError(400, 'TOKEN_INVALID', 'This link is not an activation link.');
      const activated = await db.transaction(async (tx) => {
        await consumeLink(tx, link);
        await recordSecurityEvent(tx, request, { kind: 'accountActivated', userId: user.id, details: { method: 'link' } });
        return repo.updateUserRow(tx, user.id, { verified: true, verifiedAt: new Date() });
      });
      return toUser(activated!);
    },

    async resetPassword(request, reply) {
      const { userId, email, token, password } = request.body;
      const { user, link } = await validLink(userId, email, token);
      if (link.purpose !== 'passwordReset') throw new AppError(400, 'TOKEN_INVALID', 'This link is not a password-reset link.');
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await consumeLink(tx, link);
        // Following the emailed link proves the address, so the account counts as activated too.
        await repo.updateUserRow(tx, user.id, { passwordHash, verified: true, verifiedAt: user.verifiedAt ?? new Date() });
        await repo.revokeAllSessions(tx, user.id);
        await repo.notifyAccountSessions(tx, user.id);
        await repo.clearSignInFailures(tx, user.email);
        await recordSecurityEvent(tx, request, { kind: 'passwordReset', userId: user.id });
        if (!user.verified) {
          await recordSecurityEvent(tx, request, { kind: 'accountActivated', userId: user.id, details: { method: 'passwordReset' } });
        }
      });
      reply.code(204);
    },

    async signIn(request, reply) {
      const { email, password, stayConnected } = request.body;
      const { appType } = request.params;
      const ip = request.ip;
      // The attempt is counted before the password is checked: a wrong one leaves it as the failure.
      const attempt = await reserveSignInAttempt(db, email, ip);
      if ('retryAfter' in attempt) {
        const { retryAfter } = attempt;
        await recordSecurityFailure(db, request, { kind: 'throttled', email, details: { method: 'password', retryAfter } });
        throw new AppError(429, 'TOO_MANY_ATTEMPTS', 'Too many failed sign-ins; try again later.', { 'Retry-After': String(retryAfter) });
      }
      const user = await repo.findUserByEmail(db, email);
      if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
        const reason = !user ? 'unknownAccount' : user.passwordHash ? 'wrongPassword' : 'noPassword';
        const details = { method: 'password', reason, appType };
        await recordSecurityFailure(db, request, { kind: 'signInFailed', userId: user?.id, email, details });
        throw new AppError(401, 'INVALID_CREDENTIALS', 'Incorrect email or password.');
      }
      await repo.releaseSignInAttempt(db, attempt.attemptId);
      await refuseSignIn(db, request, user, appType, 'password');
      if (!user.verified) {
        const details = { method: 'password', reason: 'notActivated', appType };
        await recordSecurityFailure(db, request, { kind: 'signInFailed', userId: user.id, email, details });
        throw new AppError(403, 'ACCOUNT_NOT_ACTIVATED', 'This account is not activated yet.');
      }
      await repo.clearSignInFailures(db, user.email);
      return openSession(db, user, request, reply, { appType, stayConnected, method: 'password' });
    },

    async signOut(request, reply) {
      const auth = requireAuth(request);
      await db.transaction(async (tx) => {
        await repo.revokeSession(tx, auth.sessionId);
        await recordSecurityEvent(tx, request, { kind: 'signOut', userId: auth.userId });
      });
      reply.code(204);
    },

    validateAccessToken(request) {
      return Promise.resolve({ valid: true as const, _id: requireAuth(request).userId });
    },

    async getUser(request) {
      const row = await repo.findUserById(db, request.params.id);
      if (!row) throw notFound('User');
      return toUser(row);
    },
  } satisfies Partial<Handlers>;
  return handlers;
}

/** The bearerAuth security scheme: resolves the token to a live session or answers 401. */
export function createBearerAuth(db: Db) {
  return async function bearerAuth(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header);
    if (!match) throw unauthorized();
    const session = await repo.findActiveSession(db, hashToken(match[1]!));
    if (!session || session.suspended) throw unauthorized();
    request.auth = { userId: session.userId, type: session.type, supplierId: session.supplierId, sessionId: session.sessionId };
  };
}
