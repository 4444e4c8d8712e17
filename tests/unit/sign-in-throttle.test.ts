import { describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS, signInRetryAfter, type FailureCount, type ThrottleScope } from '@/server/services/sign-in-throttle.ts';

const now = Date.UTC(2026, 10, 24, 12, 0);
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);
const none: FailureCount = { count: 0 };
const counts = (overrides: Partial<Record<ThrottleScope, FailureCount>>) => ({ accountAtAddress: none, account: none, address: none, ...overrides });

describe('signInRetryAfter', () => {
  it.each<[string, Partial<Record<ThrottleScope, FailureCount>>, number | null]>([
    ['no failures', {}, null],
    ['9 typos for one account at one address', { accountAtAddress: { count: 9, oldest: minutesAgo(1) }, account: { count: 9 }, address: { count: 9 } }, null],
    ['10 for one account at one address: until the oldest is 15 minutes old', { accountAtAddress: { count: 10, oldest: minutesAgo(5) } }, 10 * 60],
    ['29 for one account from anywhere', { account: { count: 29, oldest: minutesAgo(1) } }, null],
    ['30 for one account from anywhere', { account: { count: 30, oldest: minutesAgo(14) } }, 60],
    ['199 from one address across accounts', { address: { count: 199, oldest: minutesAgo(1) } }, null],
    ['200 from one address across accounts', { address: { count: 200, oldest: minutesAgo(3) } }, 12 * 60],
    [
      'two scopes at their limit: until both are free',
      { accountAtAddress: { count: 10, oldest: minutesAgo(14) }, address: { count: 200, oldest: minutesAgo(2) } },
      13 * 60,
    ],
    ['a failure just leaving the window: at least a second', { accountAtAddress: { count: 10, oldest: minutesAgo(15) } }, 1],
  ])('%s', (_, failures, expected) => {
    expect(signInRetryAfter(counts(failures), now)).toBe(expected);
  });

  it('keeps the address ceiling far above one person, and the account ceilings apart', () => {
    expect(SIGN_IN_LIMITS.address).toBeGreaterThanOrEqual(10 * SIGN_IN_LIMITS.accountAtAddress);
    expect(SIGN_IN_LIMITS.account).toBeGreaterThan(SIGN_IN_LIMITS.accountAtAddress);
  });
});
