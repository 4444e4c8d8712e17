import { notFound } from '@tanstack/react-router';
import type { Language } from '@/config/languages';
import type { Schemas } from '@/openapi/types';
import { call, type Api } from '@/api/client';
import { orNotFound } from './not-found';
import { isUuid } from './uuid';

// One booking by its id, as the booking page, the thank-you page, the payment and the preview address it.

/** `?b=<id>`: the booking's id. */
export interface BookingSearch {
  b?: string;
}

/** The routes' `validateSearch`: `b` when it is a booking id (lower case), else nothing. */
export function validateBookingSearch(search: Record<string, unknown>): BookingSearch {
  const id = typeof search.b === 'string' ? search.b.trim() : '';
  return isUuid(id) ? { b: id.toLowerCase() } : {};
}

/** getBooking in the page's language; a booking that does not exist (or is not the user's to see) is the not-found page. */
export async function loadBooking(api: Api, { id, language }: { id: string | undefined; language: Language }): Promise<Schemas['Booking']> {
  if (!id) throw notFound();
  return orNotFound(call(() => api.GET('/api/bookings/{id}', { params: { path: { id }, query: { language } } })));
}
