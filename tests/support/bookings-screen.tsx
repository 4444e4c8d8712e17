/** The bookings list (/bookings) on the msw network edge: bookings by status, the API that changes them, the viewport. */
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach } from 'vitest';
import type { BookingStatus } from '@/domain/bookings';
import type { Schemas } from '@/openapi/types';
import { clearStoredSession } from '@/src/core/storage';
import { toaster } from '@/src/core/toasts';
import { aSupplier, carId } from './catalog-fixtures';
import { userId } from './fixtures';
import { deleteBookings, getBookings, server, updateBookingStatus } from './msw';
import { type Account, renderAppAs } from './render-app';
import { aBookingRecord } from './booking-record';

export type Booking = Schemas['Booking'];

export const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function aBooking(n: number, status: BookingStatus, overrides: Partial<Booking> = {}): Booking {
  return aBookingRecord({
    _id: idOf(n),
    offer: { kind: 'car', _id: carId, brand: 'BMW', model: `X${n}`, image: '/cdn/cars/suv-000000.svg', supplier: aSupplier },
    driver: { _id: userId, fullName: `Driver ${n}`, email: `driver${n}@example.com` },
    status,
    price: { rate: 1234.5, days: 3, lines: [{ item: 'rental', amount: 3703.5 }], subtotal: 3703.5, couponDiscount: 0, usedCashback: 0, total: 3703.5, cashback: 185.18, currency: 'EUR' },
    ...overrides,
  });
}

export interface Recorded {
  method: string;
  url: URL;
  body?: unknown;
}

/** The bookings API on the msw edge: a list that deleteBookings and updateBookingStatus change; every request kept. */
export function bookingsApi(initial: Booking[], { total }: { total?: number } = {}) {
  let bookings = [...initial];
  const requests: Recorded[] = [];
  const listRequests = () => requests.filter((request) => request.method === 'GET').map((request) => request.url);
  const refusals: { delete?: Response; status?: Response } = {};
  server.use(
    getBookings(({ request }) => {
      const url = new URL(request.url);
      requests.push({ method: 'GET', url });
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('size') ?? 20);
      const statuses = url.searchParams.getAll('status');
      const matching = statuses.length ? bookings.filter((booking) => statuses.includes(booking.status)) : bookings;
      return HttpResponse.json({ page, size, total: total ?? matching.length, items: matching.slice(0, size) });
    }),
    deleteBookings(async ({ request }) => {
      const body = (await request.json()) as { ids: string[] };
      requests.push({ method: 'DELETE', url: new URL(request.url), body });
      if (refusals.delete) return refusals.delete;
      bookings = bookings.filter((booking) => !body.ids.includes(booking._id));
      return new HttpResponse(null, { status: 204 });
    }),
    updateBookingStatus(async ({ request, params }) => {
      const body = (await request.json()) as { status: BookingStatus };
      requests.push({ method: 'POST', url: new URL(request.url), body });
      if (refusals.status) return refusals.status;
      bookings = bookings.map((booking) => (booking._id === params.id ? { ...booking, status: body.status } : booking));
      return HttpResponse.json(bookings.find((booking) => booking._id === params.id));
    }),
  );
  return { requests, listRequests, lastList: () => listRequests().at(-1)!, refusals };
}

export const originalMatchMedia = window.matchMedia.bind(window);

/** A desktop (960 px and more) or a phone: what the list's media query answers. */
export function useViewport(desktop: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: desktop && /min-width:\s*960px/.test(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** The bookings list (or another address) in the whole app, as `account`. */
export const renderBookings = (account: Account | 'guest', path = '/bookings') => renderAppAs(account, path);

/** The list once loaded: the count line says how many match. */
export const loaded = () => screen.findByText(/^\d+ bookings?$/, {}, { timeout: 30_000 });
/** The table's column headers, those shown from 1280 px only too (jsdom applies no media query: they are hidden there). */
export const columnNames = ({ wide = true } = {}) => screen.getAllByRole('columnheader', { hidden: wide }).map((header) => header.textContent?.trim());
export const row = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
/** A phone's card of the booking of that car or yacht, in the list of bookings. */
export const card = (name: string) => within(screen.getByRole('list', { name: 'Bookings' })).getByRole('link', { name }).closest('li')!;

/** The address's query as written (lists are comma-separated). */
export const addressQuery = (router: { state: { location: { searchStr: string } } }) => Object.fromEntries(new URLSearchParams(router.state.location.searchStr));

/** No toast, no stored session and a desktop before each test; the real media query after it. */
export function setUpBookingsTests() {
  beforeEach(() => {
    // A toast of the test before would answer for this one.
    toaster.remove();
    localStorage.clear();
    clearStoredSession();
    useViewport(true);
  });

  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });
}
