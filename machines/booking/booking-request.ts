import type { CarExtraChoice } from '@/domain/price';
import type { ErrorCode } from '@/openapi/types';
import { instantsOf } from './booking-dates';
import { bookedExtras, offerIdOf } from './booking-offer';
import type {
  AppliedCoupon,
  BookingFailure,
  BookingOffer,
  BookingRequest,
  DatesValues,
  PaymentOption,
  PaymentType,
  QuotedPrice,
} from './booking-types';

/** What createBooking is sent, and what its refusal means. */

export function toBookingRequest(values: {
  offer: BookingOffer;
  dates: DatesValues;
  extras: CarExtraChoice;
  paymentOption: PaymentOption;
  paymentType: PaymentType | null;
  price: QuotedPrice | null;
  additionalDriverId: string | null;
  coupon?: AppliedCoupon | null;
  useCashback?: boolean;
}): BookingRequest {
  const { offer, dates } = values;
  const extras = bookedExtras(offer, values.extras, values.additionalDriverId !== null);
  // The instants of the places' wall-clock times (the steps have checked them).
  const instants = instantsOf(offer, dates);
  return {
    offer: offerIdOf(offer),
    from: instants.from?.toISOString() ?? dates.from,
    to: instants.to?.toISOString() ?? dates.to,
    pickUpLocation: dates.pickUpLocation,
    dropOffLocation: dates.dropOffLocation,
    ...(offer.kind === 'car' ? { extras } : {}),
    // The contract takes the recorded additional driver with the additionalDriver extra, and only then.
    ...(extras.additionalDriver && values.additionalDriverId ? { additionalDriver: values.additionalDriverId } : {}),
    ...(values.coupon ? { coupon: values.coupon.code } : {}),
    ...(values.useCashback ? { useCashback: true } : {}),
    paymentOption: values.paymentOption,
    paymentType: values.paymentType ?? 'card',
    total: values.price?.total ?? 0,
  };
}

/** The reason a createBooking failure is shown with. */
export function bookingFailureOf(error: unknown): BookingFailure {
  const { status, code } = (error ?? {}) as { status?: unknown; code?: unknown };
  if (code === 'PRICE_CHANGED') return 'priceChanged';
  if (typeof status !== 'number' || status === 0 || status >= 500 || typeof code !== 'string') return 'network';
  return code as ErrorCode;
}
