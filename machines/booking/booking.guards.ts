import { documentFileProblem } from '@/domain/documents';
import { errorCodeOf } from '@/machines/shared/failure';
import { hasFieldErrors } from '@/machines/shared/form';
import type { BookingProcessEvent } from './booking.events';
import {
  type Booking,
  type BookingProcessContext,
  driverErrors,
  isExtraIncludedBy,
  isExtraOfferedBy,
  needsAdditionalDriverSaved,
  nowOf,
  validateDates,
} from './booking.form';

interface GuardArgs {
  context: BookingProcessContext;
  event: BookingProcessEvent;
}

/** The named guards of the booking process (booking.setup.ts). */
export const bookingProcessGuards = {
  isCar: ({ context }: GuardArgs) => context.offer.kind === 'car',
  isSignedIn: ({ context }: GuardArgs) => context.driver !== null,
  /** The supplier requires a licence image and whether one is on file is not known yet. */
  needsLicenceCheck: ({ context }: GuardArgs) => context.supplier.licenceRequired && context.licence !== 'missing' && context.licence !== 'stored',
  requiresLicence: ({ context }: GuardArgs) => context.supplier.licenceRequired,
  /** Too big or not an image: said at once, without sending it. */
  isLicenceFileRefused: ({ event }: GuardArgs) => event.type === 'licence.upload' && documentFileProblem(event.file) !== undefined,
  isLicenceRequired: ({ event }: GuardArgs) => errorCodeOf(event) === 'LICENCE_REQUIRED',
  hasDateErrors: ({ context }: GuardArgs) => hasFieldErrors(validateDates(context.offer, context.dates, nowOf(context))),
  /** An offered extra the car does not include; the additional driver stays while one is saved (remove him first). */
  isExtraToggleable: ({ context, event }: GuardArgs) =>
    event.type === 'extras.toggle' &&
    isExtraOfferedBy(context.offer, event.extra) &&
    !isExtraIncludedBy(context.offer, event.extra) &&
    !(event.extra === 'additionalDriver' && context.additionalDriverId !== null),
  hasDriverErrors: ({ context }: GuardArgs) => Object.values(driverErrors(context)).some((errors) => hasFieldErrors(errors)),
  needsAdditionalDriverSaved: ({ context }: GuardArgs) => needsAdditionalDriverSaved(context),
  hasAdditionalDriverSaved: ({ context }: GuardArgs) => context.additionalDriverId !== null,
  isAdditionalDriverEditable: ({ context }: GuardArgs) => context.additionalDriverId === null,
  hasNoPaymentType: ({ context }: GuardArgs) => context.paymentType === null,
  /** Made and confirmed: paid at pick-up, or paid already (nothing to pay); only a pending booking waits for its online payment. */
  isConfirmedAtOnce: (_: GuardArgs, booking: Booking) => booking.status !== 'pending',
  isDatesTaken: ({ event }: GuardArgs) => errorCodeOf(event) === 'DATES_TAKEN',
  isCouponInvalid: ({ event }: GuardArgs) => errorCodeOf(event) === 'COUPON_INVALID',
  hasCoupon: ({ context }: GuardArgs) => context.coupon !== null,
  /** Spending starts only with something to spend; stopping is always possible. */
  isCashbackToggleable: ({ context, event }: GuardArgs) => event.type === 'cashback.toggle' && (context.useCashback || event.balance > 0),
  isDriverTooYoung: ({ event }: GuardArgs) => errorCodeOf(event) === 'DRIVER_TOO_YOUNG',
  isNetworkFailure: ({ context }: GuardArgs) => context.failure === 'network',
};
