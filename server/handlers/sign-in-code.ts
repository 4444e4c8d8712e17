import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '@/server/db/client.ts';
import { AppError } from '@/server/errors.ts';
import { lockLimits } from '@/server/repositories/limit-locks.ts';
import * as codes from '@/server/repositories/sign-in-codes.ts';
import * as repo from '@/server/repositories/users.ts';
import { renderSignInCodeEmail } from '@/server/services/mail/account-emails.ts';
import { enqueueEmail } from '@/server/services/mail/outbox.ts';
import { recordSecurityFailure } from '@/server/services/security-log.ts';
import { activateByProof, openSession, refuseSignIn } from '@/server/services/sessions.ts';
import { windowRetryAfter } from '@/server/services/sign-in-throttle.ts';
import type { Handlers } from './types.ts';

const CODE_VALIDITY_MS = 10 * 60 * 1000;
/** Wrong tries a code takes; the next one finds it dead. */
const MAX_TRIES = 5;
const CODES_PER_WINDOW = 5;
const CODE_WINDOW_MINUTES = 15;

/**
 * Six digits are only a million values: the hash is salted with the user's id so that one table of a million hashes
 * does not read every code at once. A code lives ten minutes and takes five tries, which is what protects it.
 */
const hashCode = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest('hex');

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const codeInvalid = () => new AppError(401, 'CODE_INVALID', 'This code is not valid.');

/** Sign-in with a code sent by email: the same session and answer as a password sign-in (services/sessions.ts). */
export function createSignInCodeHandlers(db: Db) {
  return {
    async sendSigninCode(request) {
      const user = await repo.findUserByEmail(db, request.body.email);
      if (!user) throw new AppError(404, 'EMAIL_NOT_REGISTERED', 'Email address not registered');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      // Counted and sent under the account's lock: codes asked for at once take turns, and the limit holds.
      const retryAfter = await db.transaction(async (tx) => {
        await lockLimits(tx, [['sign-in codes', user.id]]);
        const recent = await codes.recentSignInCodes(tx, user.id, CODE_WINDOW_MINUTES);
        if (recent.count >= CODES_PER_WINDOW) return windowRetryAfter([{ ...recent, limit: CODES_PER_WINDOW }], CODE_WINDOW_MINUTES);
        await codes.insertSignInCode(tx, user.id, hashCode(user.id, code), CODE_VALIDITY_MS);
        // In the language the account chose, whatever the page the code was asked from.
        await enqueueEmail(tx, renderSignInCodeEmail(user, code));
        return null;
      });
      if (retryAfter !== null) {
        const details = { method: 'code', retryAfter };
        await recordSecurityFailure(db, request, { kind: 'throttled', userId: user.id, email: user.email, details });
        throw new AppError(429, 'TOO_MANY_ATTEMPTS', 'Too many codes were sent to this address; try again later.', { 'Retry-After': String(retryAfter) });
      }
      return { queued: true as const };
    },

    async signInWithCode(request, reply) {
      const { email, code, stayConnected } = request.body;
      const { appType } = request.params;
      const user = await repo.findUserByEmail(db, email);
      // Each refusal goes to the security log with its reason, never with the code tried.
      const refused = async (reason: string, error = codeInvalid()) => {
        const details = { method: 'code', reason, appType };
        await recordSecurityFailure(db, request, { kind: 'signInFailed', userId: user?.id, email, details });
        return error;
      };
      // Why a code may not be compared, if it may not.
      const unusable = async (row: codes.SignInCodeRow | undefined) => {
        if (!row) return refused('noCode');
        if (row.usedAt) return refused('codeUsed');
        if (row.failedTries >= MAX_TRIES) return refused('tooManyTries');
        if (row.expiresAt.getTime() <= Date.now()) {
          return refused('codeExpired', new AppError(410, 'CODE_EXPIRED', 'This code has expired; ask for a new one.'));
        }
        return undefined;
      };
      if (!user) throw await refused('unknownAccount');
      const row = await codes.latestSignInCode(db, user.id);
      if (!row) throw await refused('noCode');
      const refusal = await unusable(row);
      if (refusal) throw refusal;
      // The try is taken before the code is compared: tries sent at once cannot outnumber the code's tries.
      if (!(await codes.takeTry(db, row.id, MAX_TRIES))) {
        throw (await unusable(await codes.findSignInCode(db, row.id))) ?? (await refused('tooManyTries'));
      }
      if (!sameHash(hashCode(user.id, code), row.codeHash)) throw await refused('wrongCode');
      // Spent before anything else is answered: whatever follows, a code signs in once.
      if (!(await codes.spendSignInCode(db, row.id))) throw await refused('codeUsed');
      await refuseSignIn(db, request, user, appType, 'code');
      // Receiving the code proves the address.
      const account = await activateByProof(db, request, user, 'code');
      return openSession(db, account, request, reply, { appType, stayConnected, method: 'code' });
    },
  } satisfies Partial<Handlers>;
}
