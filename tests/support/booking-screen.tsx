/** One booking's page (/booking) on the msw network edge: the booking, the API its page calls, the page in the app. */
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach } from 'vitest';
import { wallClockOf } from '@/domain/zoned-time';
import type { Schemas } from '@/openapi/types';
import { clearStoredSession } from '@/src/core/storage';
import { toaster } from '@/src/core/toasts';
import { aCar, someLocations } from './catalog-fixtures';
import { getBooking, getLocations, getOffer, requestCancellation, server, updateBooking, updateBookingStatus, validateCoupon } from './msw';
import { type Account, renderAppAs } from './render-app';
import { aBookingRecord } from './booking-record';

export type Booking = Schemas['Booking'];

export const bookingId = '3c2b1a09-8f7e-4d6c-9b5a-493827160504';
// 100 a day; cancellation 25 one-off, theft protection 9 a day, full insurance 28 a day.
export const car = aCar({ price: 100 });

export function aBooking(overrides: Partial<Booking> = {}): Booking {
  return aBookingRecord({
    _id: bookingId,
    from: '2035-07-01T10:00:00.000Z',
    to: '2035-07-04T10:00:00.000Z',
    dropOffLocation: { slug: 'cannes', name: 'Cannes', timeZone: 'Europe/Paris' },
    extras: { cancellation: true },
    paymentType: 'cash',
    price: { rate: 100, days: 3, lines: [{ item: 'rental', amount: 300 }, { item: 'cancellation', amount: 25 }], subtotal: 325, couponDiscount: 0, usedCashback: 0, total: 325, cashback: 16.25, currency: 'EUR' },
    createdAt: '2035-06-01T10:00:00.000Z',
    ...overrides,
  });
}

export interface Recorded {
  method: string;
  path: string;
  body?: unknown;
}

/** One booking on the msw edge, with what its page calls; `answers` replace the next answers of updateBooking. */
export function bookingApi(initial: Booking | null, { updateAnswers = [] as Response[] } = {}) {
  let booking = initial;
  const requests: Recorded[] = [];
  const updates = [...updateAnswers];
  server.use(
    getBooking(({ request }) => {
      requests.push({ method: 'GET', path: new URL(request.url).pathname });
      return booking ? HttpResponse.json(booking) : HttpResponse.json({ code: 'NOT_FOUND', message: 'No such booking.' }, { status: 404 });
    }),
    getOffer(() => HttpResponse.json({ kind: 'car', car })),
    getLocations(() => HttpResponse.json(someLocations)),
    validateCoupon(() => HttpResponse.json({ code: 'WELCOME10', discount: 10, discountUnit: 'percentage', validUntil: null })),
    requestCancellation(({ request }) => {
      requests.push({ method: 'POST', path: new URL(request.url).pathname });
      booking = { ...booking!, cancelRequestedAt: '2035-06-15T10:00:00.000Z' };
      return HttpResponse.json(booking);
    }),
    updateBookingStatus(async ({ request }) => {
      const body = (await request.json()) as { status: Booking['status'] };
      requests.push({ method: 'POST', path: new URL(request.url).pathname, body });
      booking = { ...booking!, status: body.status };
      return HttpResponse.json(booking);
    }),
    updateBooking(async ({ request }) => {
      const body = (await request.json()) as { to?: string; total: number };
      requests.push({ method: 'PATCH', path: new URL(request.url).pathname, body });
      const refusal = updates.shift();
      if (refusal) return refusal;
      booking = { ...booking!, to: body.to ?? booking!.to, price: { ...booking!.price, days: 5, total: body.total } };
      return HttpResponse.json(booking);
    }),
  );
  return { requests, patches: () => requests.filter((request) => request.method === 'PATCH').map((request) => request.body as { to?: string; total: number }) };
}

/** The booking's page (or another address) in the whole app, as `account`. */
export const renderBooking = (account: Account | 'guest', path = `/booking?b=${bookingId}`) => renderAppAs(account, path);

export const shown = () => screen.findByRole('heading', { level: 1, name: 'BMW X5' }, { timeout: 30_000 });
/** An instant as the form shows it: on the clock of the booking's place (Nice, Europe/Paris). */
export const local = (iso: string) => wallClockOf(iso, 'Europe/Paris');

/** No toast and no stored session before each test. */
export function setUpBookingTests() {
  beforeEach(() => {
    toaster.remove();
    localStorage.clear();
    clearStoredSession();
  });
}
