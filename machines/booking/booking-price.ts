import { type CarExtraChoice, type PricedOffer, quoteOffer } from '@/domain/price';
import { instantsOf } from './booking-dates';
import { chosenExtras } from './booking-offer';
import type { AppliedCoupon, BookingOffer, DatesValues, QuotedPrice } from './booking-types';

/** The price of the booking process: domain/price.ts quoteOffer on the offer, dates, extras and discounts. */

/** What the driver takes off the price: a coupon, and the wallet's balance when he spends it. */
export interface PriceDiscounts {
  coupon?: AppliedCoupon | null;
  /** The wallet balance offered to the booking (the price uses at most its total). */
  cashback?: number;
}

/** What the price formula needs of the offer (domain/price.ts quoteOffer). */
export const pricedOfferOf = (offer: BookingOffer): PricedOffer =>
  offer.kind === 'car' ? { kind: 'car', price: offer.car.price, extras: offer.car.extras } : { kind: 'yacht', price: offer.yacht.price };

/** The price of the dates and extras, less the discounts, or null while the dates give none. */
export function quote(offer: BookingOffer, dates: DatesValues, extras: CarExtraChoice, discounts: PriceDiscounts = {}): QuotedPrice | null {
  const { from, to } = instantsOf(offer, dates);
  if (!from || !to || to.getTime() <= from.getTime()) return null;
  const taken = { coupon: discounts.coupon ?? null, usedCashback: Math.max(0, discounts.cashback ?? 0) };
  return quoteOffer(pricedOfferOf(offer), { from, to }, chosenExtras(offer, extras), taken);
}
