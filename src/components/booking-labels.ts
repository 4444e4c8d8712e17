import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingStatus } from '@/domain/bookings';
import type { CarExtra, PriceItem } from '@/domain/price';
import type { Schemas } from '@/openapi/types';

/** The names the screens give the booking enums of the contract (statuses, payment, extras): the car page, the
 * booking process, the checkout and the bookings share them; complete by type. */

/** Spec 4: Void, Pending, Deposit, Paid, Reserved, Cancelled. */
export const statusLabels: Record<BookingStatus, MessageDescriptor> = {
  void: msg`Void`,
  pending: msg`Pending`,
  deposit: msg({ message: 'Deposit', context: 'booking status' }),
  paid: msg`Paid`,
  reserved: msg`Reserved`,
  cancelled: msg`Cancelled`,
};

/** The colour of each status's badge: active ones coloured, void and cancelled grey and red. */
export const statusPalettes: Record<BookingStatus, string> = {
  void: 'gray',
  pending: 'orange',
  deposit: 'purple',
  paid: 'green',
  reserved: 'blue',
  cancelled: 'red',
};

export const paymentOptionLabels: Record<Schemas['PaymentOption'], MessageDescriptor> = {
  payLater: msg`Pay later`,
  payOnline: msg`Pay online`,
};

export const paymentTypeLabels: Record<Schemas['PaymentType'], MessageDescriptor> = {
  card: msg`Card`,
  cash: msg`Cash`,
  crypto: msg`Crypto`,
};

/** The extras of a car (spec 1), on its page, in the booking and on the bookings. */
export const extraLabels: Record<CarExtra, MessageDescriptor> = {
  cancellation: msg`Cancellation`,
  amendments: msg`Amendments`,
  theftProtection: msg`Theft protection`,
  collisionDamageWaiver: msg`Collision damage waiver`,
  fullInsurance: msg`Full insurance`,
  additionalDriver: msg`Additional driver`,
};

/** The terms of a price other than the rental (whose label counts the days): the extras, the mileage and the franchise. */
export const priceItemLabels: Record<Exclude<PriceItem, 'rental'>, MessageDescriptor> = {
  ...extraLabels,
  mileage: msg`Mileage`,
  franchise: msg`Excess`,
};
