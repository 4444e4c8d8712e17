import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingLimits } from '@/domain/booking-limits';
import type { DatesProblem } from '@/machines/car-price/car-price.machine';
import { pickUpTooFarAheadMessage, rentalTooLongMessage } from '@/src/components/booking-limit-messages';
import type { Schemas } from '@/openapi/types';

/** The texts of the car page for the keys of the contract and of the price machine (the extras' names: src/components/booking-labels.ts). */

/** What a fuel policy means for the driver (its name is in labels.ts). */
export const fuelPolicyExplanations: Record<Schemas['FuelPolicy'], MessageDescriptor> = {
  likeForlike: msg`You get the car with a certain fuel level and return it with the same level.`,
  freeTank: msg`The car comes with a full tank at no extra cost; return it at any level.`,
};

/** Why the calculator shows no price; the limits' texts name the car's own limits. */
export function datesProblemMessage(problem: DatesProblem, limits: BookingLimits): MessageDescriptor {
  switch (problem) {
    case 'missing':
      return msg`Please enter a valid pick-up and drop-off date and time.`;
    case 'pickUpInPast':
      return msg`The pick-up date is in the past: please choose a later one.`;
    case 'dropOffNotAfterPickUp':
      return msg`The drop-off must be after the pick-up.`;
    case 'pickUpTooFarAhead':
      return pickUpTooFarAheadMessage(limits);
    case 'rentalTooLong':
      return rentalTooLongMessage(limits);
  }
}
