import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingStatus } from '../../../domain/bookings';
import type { Schemas } from '../../api/client';

/** The names the bookings screens give the contract's enums; complete by type. */

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

export { extraLabels } from '../cars/car-detail-messages';
