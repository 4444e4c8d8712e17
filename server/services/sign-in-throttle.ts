import type { Db } from '@/server/db/client.ts';
import { lockLimits } from '@/server/repositories/limit-locks.ts';
import { recentSignInFailures, recordSignInFailure } from '@/server/repositories/users.ts';

/** Failed sign-ins are counted over this window; each one leaves the count when it is this old. */
export const SIGN_IN_WINDOW_MINUTES = 15;

/**
 * How many failed sign-ins within the window refuse the next ones (429), by what they share:
 * - `accountAtAddress`: one account from one address — a person's typos, or someone guessing from one place;
 * - `account`: one account from any address — guessing spread over many addresses (the owner still gets in
 *   with a password-reset link, which clears the count);
 * - `address`: any accounts from one address — credential stuffing; far above one person's mistakes, so that
 *   people behind one NAT (an office, a hotel, a mobile carrier) do not lock each other out.
 */
export const SIGN_IN_LIMITS = { accountAtAddress: 10, account: 30, address: 200 } as const;

export type ThrottleScope = keyof typeof SIGN_IN_LIMITS;

/** The failures of one scope within the window, and when the oldest of them happened. */
export interface FailureCount {
  count: number;
  oldest?: Date;
}

/**
 * Null when a sign-in may be tried; else the seconds until every scope at its limit is below it again
 * (the Retry-After of the 429).
 */
export function signInRetryAfter(failures: Record<ThrottleScope, FailureCount>, now = Date.now()): number | null {
  const scopes = Object.keys(SIGN_IN_LIMITS) as ThrottleScope[];
  return windowRetryAfter(scopes.map((scope) => ({ ...failures[scope], limit: SIGN_IN_LIMITS[scope] })), SIGN_IN_WINDOW_MINUTES, now);
}

/**
 * Any limit over a sliding window of `windowMinutes` (sign-in failures, requests to the team): null when every count
 * is below its limit; else the seconds until each count at its limit is below it again (the Retry-After of the 429).
 */
export function windowRetryAfter(counts: readonly (FailureCount & { limit: number })[], windowMinutes: number, now = Date.now()): number | null {
  const blocking = counts.filter(({ count, limit }) => count >= limit);
  if (blocking.length === 0) return null;
  const freeAt = Math.max(...blocking.map(({ oldest }) => (oldest?.getTime() ?? now) + windowMinutes * 60_000));
  return Math.max(1, Math.ceil((freeAt - now) / 1000));
}

/**
 * Reserves a failed sign-in for this account at this address BEFORE its password is checked: the count and the record
 * are one step under the account's and the address's locks (repositories/limit-locks.ts), so that requests sent at once,
 * to one instance or several, are checked no more often than the limits allow. Answers the reservation, which stays as
 * the failure when the password is wrong and is given back (users.ts releaseSignInAttempt) when it is right; or the
 * seconds to wait (the 429's Retry-After), and then nothing is recorded.
 */
export function reserveSignInAttempt(db: Db, email: string, ip: string): Promise<{ attemptId: number } | { retryAfter: number }> {
  return db.transaction(async (tx) => {
    await lockLimits(tx, [['sign-in account', email], ['sign-in address', ip]]);
    const retryAfter = signInRetryAfter(await recentSignInFailures(tx, email, ip, SIGN_IN_WINDOW_MINUTES));
    if (retryAfter !== null) return { retryAfter };
    return { attemptId: await recordSignInFailure(tx, email, ip) };
  });
}
