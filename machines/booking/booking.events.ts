import type { Language } from '@/config/languages';
import type { CarExtra } from '@/domain/price';
import type {
  AdditionalDriverValues,
  AppliedCoupon,
  BookingDriver,
  BookingOffer,
  BookingRequest,
  DatesValues,
  PaymentOption,
  PaymentType,
  Supplier,
} from './booking.form';

/** The events of the booking process, and the inputs of its actors that are not the contract's. */

export type BookingProcessEvent =
  | { type: 'dates.change'; values: Partial<DatesValues> }
  | { type: 'extras.toggle'; extra: CarExtra }
  /** The route sends it whenever the session's user changes. */
  | { type: 'session.signedIn'; driver: BookingDriver }
  | { type: 'driver.change'; values: { acceptTerms?: boolean } }
  /** An image of the driver's licence, for a supplier that requires one. */
  | { type: 'licence.upload'; file: Blob }
  | { type: 'additionalDriver.change'; values: Partial<AdditionalDriverValues> }
  | { type: 'additionalDriver.remove' }
  | { type: 'payment.change'; values: { paymentOption?: PaymentOption; paymentType?: PaymentType } }
  | { type: 'step.next' }
  | { type: 'step.back' }
  /** A coupon validateCoupon accepted (the screen checks the code). */
  | { type: 'coupon.apply'; coupon: AppliedCoupon }
  | { type: 'coupon.remove' }
  /** Spend the wallet's balance on the booking, or stop spending it. */
  | { type: 'cashback.toggle'; balance: number }
  | { type: 'booking.submit' }
  | { type: 'booking.retry' }
  /** The offer (and supplier, and wallet balance) as the server now has them, after a PRICE_CHANGED. */
  | { type: 'offer.refresh'; offer: BookingOffer; supplier?: Supplier; cashbackBalance?: number };

export interface UploadLicenceInput {
  file: Blob;
}

export interface CreateBookingInput {
  body: BookingRequest;
  language: Language;
}
