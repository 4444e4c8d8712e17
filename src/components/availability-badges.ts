import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Schemas } from '@/openapi/types';

/** The availability badges of cars and yachts, as every screen names them. */
export const availabilityBadgeLabels: Record<Schemas['AvailabilityBadge'], MessageDescriptor> = {
  now: msg`Available now`,
  tomorrow: msg`Available tomorrow`,
  delivery: msg`Delivery`,
  sameday: msg`Same-day pick-up`,
  limited: msg`Limited availability`,
  onsale: msg`On sale`,
};
