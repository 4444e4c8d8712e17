import { type CarExtra, carExtras } from '@/domain/price';
import type { BookingStep } from './booking-messages';

/** The address of the booking process: `/checkout?offer=<id>&from=…&to=…&place=nice&extras=cancellation,theftProtection&step=driver`. */
export interface BookingProcessSearch {
  /** The car or yacht (getOffer's id); none is left out, so that the address is not rewritten to `?offer=` (the route leads to the search). */
  offer?: string;
  /** Pick-up and drop-off the offer's page chose (ISO date-times). */
  from?: string;
  to?: string;
  /** The pick-up place the offer's page chose (a location slug). */
  place?: string;
  /** The extras the offer's page chose. */
  extras?: CarExtra[];
  /** The step shown: kept in the address so that the browser's back and forward buttons move between steps. */
  step?: BookingStep;
}

export const bookingSteps: readonly BookingStep[] = ['dates', 'extras', 'driver', 'payment', 'review'];

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const dateText = (value: unknown) => {
  const date = text(value);
  return date !== '' && !Number.isNaN(new Date(date).getTime()) ? date : undefined;
};

/** A list is written `a,b` in the address (src/core/search-params.ts); JSON lists of older links still read. */
function extrasOf(value: unknown): CarExtra[] | undefined {
  const items = Array.isArray(value) ? value.map(text) : text(value).split(',');
  const extras = carExtras.filter((extra) => items.includes(extra));
  return extras.length > 0 ? extras : undefined;
}

export function validateBookingProcessSearch(search: Record<string, unknown>): BookingProcessSearch {
  const offer = text(search.offer);
  const place = text(search.place).toLowerCase();
  const step = text(search.step);
  return {
    ...(offer === '' ? {} : { offer }),
    from: dateText(search.from),
    to: dateText(search.to),
    place: SLUG.test(place) ? place : undefined,
    extras: extrasOf(search.extras),
    step: (bookingSteps as readonly string[]).includes(step) ? (step as BookingStep) : undefined,
  };
}

/** What the offer's page chose: a kept process resumes only for the same choices. */
export const originOf = ({ offer, from, to, place, extras }: BookingProcessSearch) => JSON.stringify({ offer, from, to, place, extras });
