import { findUsableCoupon, listWalletEntries, walletBalances } from '@/server/repositories/coupons-wallet.ts';
import type { Handlers } from '@/server/handlers/types.ts';
import type { BookingContext } from './context.ts';
import { couponInvalid } from './terms.ts';

/** A coupon's terms before booking with it, and a driver's cashback wallet (its spendable balance, pending cashback and ledger). */
export function createCouponWalletHandlers({ db }: BookingContext) {
  return {
    async validateCoupon(request) {
      const coupon = await findUsableCoupon(db, request.body.code);
      if (!coupon) throw couponInvalid();
      return { code: coupon.code, discount: coupon.discount, discountUnit: coupon.discountUnit, validUntil: coupon.validUntil?.toISOString() ?? null };
    },

    async getWallet(request) {
      const [{ balance, pending }, entries] = await Promise.all([walletBalances(db, request.params.id), listWalletEntries(db, request.params.id)]);
      return {
        balance,
        pending,
        currency: 'EUR' as const,
        entries: entries.map((entry) => ({
          kind: entry.kind,
          amount: entry.amount,
          booking: entry.bookingId,
          createdAt: entry.createdAt.toISOString(),
          availableAt: entry.availableAt.toISOString(),
        })),
      };
    },
  } satisfies Partial<Handlers>;
}
