import type { FastifyRequest } from 'fastify';
import { drivingLicenceYearProblem, earliestLicenceYear, isOldEnough, MINIMUM_AGE } from '@/domain/validation.ts';
import type { Config } from '@/server/config.ts';
import type { Db } from '@/server/db/client.ts';
import { requireAuth } from '@/server/access.ts';
import { AppError, badRequest, isUniqueViolation, notFound } from '@/server/errors.ts';
import { toUser } from '@/server/mappers/users.ts';
import { lockLimits } from '@/server/repositories/limit-locks.ts';
import * as codes from '@/server/repositories/sign-in-codes.ts';
import * as repo from '@/server/repositories/users.ts';
import type { UserRow } from '@/server/repositories/users.ts';
import { createAccountLinks } from '@/server/services/account-links.ts';
import { actorOf, recordSecurityEvent, recordSecurityFailure } from '@/server/services/security-log.ts';
import { applySuspension } from '@/server/services/suspension.ts';
import { emailThrottle } from '@/server/services/mail/outbox.ts';
import { hashPassword, verifyPassword } from '@/server/services/secrets.ts';
import { reserveSignInAttempt } from '@/server/services/sign-in-throttle.ts';
import { tooYoung } from './accounts.ts';
import type { Handlers } from './types.ts';

const EMAIL_CHANGES_PER_HOUR = 5;

const emailTaken = () => new AppError(409, 'EMAIL_ALREADY_REGISTERED', 'This email address is already registered.');

/** The licence year and the birth date as they will be together after the change: each is checked against the other. */
function checkLicenceYear(year: number | null | undefined, birthDate: string | null | undefined) {
  if (year === null || year === undefined) return;
  const problem = drivingLicenceYearProblem(year, birthDate);
  if (problem === 'future') throw badRequest('body/drivingLicenceYear: the year the driving licence was obtained cannot be in the future.');
  if (problem === 'beforeSixteen') {
    throw badRequest(`body/drivingLicenceYear: the driving licence cannot have been obtained before ${earliestLicenceYear(birthDate)}, the year its holder turned 16.`);
  }
}

/**
 * The account settings: profile, language, email notifications, password, email address, signing out everywhere,
 * and an admin's suspension of an account. Who may call each is server/access.ts's.
 */
export function createAccountSettingsHandlers(db: Db, config: Config) {
  const { sendEmailChangeLink, validLink, consumeLink } = createAccountLinks(db, config);

  /**
   * The account's own password, asked again before a sensitive change. A wrong one counts as a failed sign-in, so a
   * stolen session cannot be used to guess it faster than the sign-in form allows.
   */
  async function checkPassword(request: FastifyRequest, user: UserRow, password: string) {
    // Counted before the check, as a sign-in is: a wrong password leaves the reservation as the failure.
    const attempt = await reserveSignInAttempt(db, user.email, request.ip);
    if ('retryAfter' in attempt) {
      const details = { method: 'passwordCheck', retryAfter: attempt.retryAfter };
      await recordSecurityFailure(db, request, { kind: 'throttled', userId: user.id, email: user.email, details });
      throw new AppError(429, 'TOO_MANY_ATTEMPTS', 'Too many wrong passwords; try again later.', { 'Retry-After': String(attempt.retryAfter) });
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      await recordSecurityFailure(db, request, { kind: 'passwordCheckFailed', userId: user.id });
      throw new AppError(400, 'WRONG_PASSWORD', 'Wrong password');
    }
    await repo.releaseSignInAttempt(db, attempt.attemptId);
  }

  async function existingUser(id: string) {
    const user = await repo.findUserById(db, id);
    if (!user) throw notFound('User');
    return user;
  }

  return {
    async updateUser(request) {
      const { _id, ...changes } = request.body;
      if (changes.birthDate !== undefined && !isOldEnough(changes.birthDate, MINIMUM_AGE)) throw tooYoung();
      if (changes.drivingLicenceYear !== undefined || changes.birthDate !== undefined) {
        const user = await existingUser(_id);
        const year = changes.drivingLicenceYear !== undefined ? changes.drivingLicenceYear : user.drivingLicenceYear;
        checkLicenceYear(year, changes.birthDate ?? user.birthDate);
      }
      // Only profile fields reach here: the contract refuses type, suspended, verified, email and the rest.
      const row = await repo.updateUserRow(db, _id, changes);
      if (!row) throw notFound('User');
      return toUser(row);
    },

    async updateLanguage(request) {
      const { id, language } = request.body;
      const row = await repo.updateUserRow(db, id, { language });
      if (!row) throw notFound('User');
      return toUser(row);
    },

    async updateEmailNotifications(request) {
      const { _id, enableEmailNotifications } = request.body;
      const row = await repo.updateUserRow(db, _id, { enableEmailNotifications });
      if (!row) throw notFound('User');
      return toUser(row);
    },

    // The caller's own account only (server/access.ts): it asks for his password.
    async changePassword(request, reply) {
      const { _id, currentPassword, newPassword } = request.body;
      const user = await existingUser(_id);
      await checkPassword(request, user, currentPassword);
      if (newPassword === currentPassword) throw new AppError(400, 'PASSWORD_UNCHANGED', 'Please choose a new password');
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await repo.updateUserRow(tx, user.id, { passwordHash });
        // Whoever knew the old password is signed out; the device that changed it stays signed in.
        await repo.revokeOtherSessions(tx, user.id, requireAuth(request).sessionId);
        await repo.notifyAccountSessions(tx, user.id);
        await repo.clearSignInFailures(tx, user.email);
        await recordSecurityEvent(tx, request, { kind: 'passwordChanged', userId: user.id });
      });
      reply.code(204);
    },

    // The caller's own account only (server/access.ts): it asks for his password.
    async updateEmail(request) {
      const { _id, email, password } = request.body;
      const user = await existingUser(_id);
      await checkPassword(request, user, password);
      const newEmail = email.trim();
      if (newEmail.toLowerCase() === user.email.toLowerCase()) throw badRequest('body/email: this is already the address of the account.');
      if (await repo.findUserByEmail(db, newEmail)) throw emailTaken();
      const changed = await db.transaction(async (tx) => {
        // Both addresses count: the account cannot flood its own old address with notices, nor someone else's with
        // links. Counted and sent under both addresses' locks, so that changes asked at once take turns.
        await lockLimits(tx, [['emails to', user.email], ['emails to', newEmail]]);
        const waits = [
          await emailThrottle(tx, user.email, ['emailChangeNotice'], 60, EMAIL_CHANGES_PER_HOUR),
          await emailThrottle(tx, newEmail, ['emailChange'], 60, EMAIL_CHANGES_PER_HOUR),
        ].filter((wait) => wait !== undefined);
        if (waits.length > 0) return { retryAfter: Math.max(...waits) };
        await sendEmailChangeLink(tx, user, newEmail);
        const details = { to: newEmail.toLowerCase() };
        await recordSecurityEvent(tx, request, { kind: 'emailChangeRequested', userId: user.id, details });
        return { row: await repo.updateUserRow(tx, user.id, { pendingEmail: newEmail }) };
      });
      const { retryAfter } = changed;
      if (retryAfter !== undefined) {
        await recordSecurityFailure(db, request, { kind: 'throttled', userId: user.id, details: { retryAfter } });
        throw new AppError(429, 'TOO_MANY_ATTEMPTS', 'Too many email changes were asked for; try again later.', { 'Retry-After': String(retryAfter) });
      }
      return toUser(changed.row!);
    },

    async confirmEmail(request) {
      const { userId, email, token } = request.body;
      const { user, link } = await validLink(userId, email, token);
      if (link.purpose !== 'emailChange' || !link.email) throw new AppError(400, 'TOKEN_INVALID', 'This link is not an email-change link.');
      const newEmail = link.email;
      const taken = await repo.findUserByEmail(db, newEmail);
      if (taken && taken.id !== user.id) throw emailTaken();
      const row = await db
        .transaction(async (tx) => {
          await consumeLink(tx, link);
          const details = { from: user.email.toLowerCase(), to: newEmail.toLowerCase() };
          await recordSecurityEvent(tx, request, { kind: 'emailChanged', userId: user.id, details });
          return repo.updateUserRow(tx, user.id, { email: newEmail, pendingEmail: null });
        })
        // Taken between the check and the change: the unique index on lower(email) decides.
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? emailTaken() : error;
        });
      return toUser(row!);
    },

    // Oneself or an admin (server/access.ts).
    async deleteTokens(request, reply) {
      const { userId } = request.params;
      await db.transaction(async (tx) => {
        await repo.revokeAllSessions(tx, userId);
        // Pending links and codes could sign in or change the account from a device just signed out.
        await repo.deleteLinkTokens(tx, userId);
        await codes.voidSignInCodes(tx, userId);
        const account = await repo.updateUserRow(tx, userId, { pendingEmail: null });
        await repo.notifyAccountSessions(tx, userId);
        // An admin may name an account that does not exist (204, nothing to revoke): there is then no event either.
        if (account) {
          await recordSecurityEvent(tx, request, { kind: 'sessionsRevoked', userId, actorId: actorOf(request, userId) });
        }
      });
      reply.code(204);
    },

    // An admin allowed to by domain/accounts.ts maySuspend, the account known (server/access.ts).
    async setUserSuspension(request) {
      const { userId } = request.params;
      const { suspended } = request.body;
      const row = await db.transaction((tx) => applySuspension(tx, request, userId, suspended));
      if (!row) throw notFound('User');
      return toUser(row);
    },
  } satisfies Partial<Handlers>;
}
