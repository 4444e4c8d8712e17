import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { type BookingLimits, latestDropOff, latestPickUp } from '@/domain/booking-limits';
import { wallClockOf } from '@/domain/zoned-time';

/**
 * The booking limits in words (domain/booking-limits.ts), for every screen where dates are chosen: the booking's
 * dates step, the car and yacht pages, the searches and the amendment dialog. Said before the driver tries, and
 * again beside a date that breaks them.
 */

/** Shown under the dates before any is chosen. */
export function limitsHint({ maxDaysAhead, maxRentalDays }: BookingLimits): MessageDescriptor {
  return msg`Bookings open up to ${plural(maxDaysAhead, { one: '# day', other: '# days' })} ahead, for at most ${plural(maxRentalDays, { one: '# day', other: '# days' })}.`;
}

/** A pick-up past the horizon. */
export function pickUpTooFarAheadMessage({ maxDaysAhead }: BookingLimits): MessageDescriptor {
  return msg`The pick-up can be at most ${plural(maxDaysAhead, { one: '# day', other: '# days' })} ahead: please choose an earlier date.`;
}

/** A rental longer than the limits allow. */
export function rentalTooLongMessage({ maxRentalDays }: BookingLimits): MessageDescriptor {
  return msg`A rental lasts at most ${plural(maxRentalDays, { one: '# day', other: '# days' })}: please choose an earlier drop-off.`;
}

/**
 * The `max` of a pick-up and a drop-off picker, as wall-clock times on the place's clock (`timeZone`): no day past the
 * horizon, no drop-off past the longest rental from the chosen pick-up (or from the latest pick-up while none is chosen).
 */
export function pickerBounds(limits: BookingLimits, now: Date, pickUp: Date | undefined, timeZone: string): { pickUpMax: string; dropOffMax: string } {
  const latest = latestPickUp(now, limits);
  const from = pickUp && !Number.isNaN(pickUp.getTime()) ? pickUp : latest;
  return { pickUpMax: wallClockOf(latest, timeZone), dropOffMax: wallClockOf(latestDropOff(from, limits), timeZone) };
}

/** Under a place's date fields: the clock they are read on, named ("Monaco time (GMT+2)"). */
export function placeClockHint(place: string, zone: string): MessageDescriptor {
  return msg`${place} time (${zone})`;
}
