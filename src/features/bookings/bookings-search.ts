import type { Language } from '@/config/languages';
import { type BookingStatus, bookingStatuses } from '@/domain/bookings';
import type { GetBookingsQuery } from '@/machines/bookings/bookings-list.machine';

/**
 * The bookings list as it lives in the address (`/bookings?status=paid,reserved&from=2026-07-01&page=2&size=20`):
 * what the route's `validateSearch` returns, so a filtered list can be shared and Back returns to it.
 * Dates are days (`YYYY-MM-DD`, as the date inputs write them); `size` is the page size the list was
 * read with (20 on a desktop, 10 on a phone when missing).
 */
export interface BookingsSearch {
  status?: BookingStatus[];
  from?: string;
  to?: string;
  page?: number;
  size?: number;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

function day(value: unknown): string | undefined {
  if (typeof value !== 'string' || !dayPattern.test(value)) return undefined;
  return Number.isNaN(new Date(`${value}T00:00`).getTime()) ? undefined : value;
}

function whole(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

function statuses(value: unknown): BookingStatus[] | undefined {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  // In the table's order, once each: the same filter always writes the same address.
  const chosen = bookingStatuses.filter((status) => raw.includes(status));
  return chosen.length > 0 ? chosen : undefined;
}

function withoutEmpty<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The route's `validateSearch`: keeps what is valid and drops the rest; page 1 is implied. */
export function validateBookingsSearch(search: Record<string, unknown>): BookingsSearch {
  const from = day(search.from);
  const to = day(search.to);
  const page = whole(search.page, 1, 10000);
  return withoutEmpty<BookingsSearch>({
    status: statuses(search.status),
    from,
    // The period is from the start of `from` to the end of `to`: a `to` before `from` finds nothing.
    to: to && (!from || to >= from) ? to : undefined,
    page: page && page > 1 ? page : undefined,
    size: whole(search.size, 1, 100),
  });
}

/** A filter change: the new filters, the same page size, the first page. */
export function withFilters(search: BookingsSearch, changes: Partial<BookingsSearch>): BookingsSearch {
  return validateBookingsSearch({ ...search, ...changes, page: undefined });
}

/** The start of a day in the browser's time zone, as the contract's date-time. */
const startOf = (value: string, plusDays = 0) => {
  const date = new Date(`${value}T00:00`);
  date.setDate(date.getDate() + plusDays);
  return date.toISOString();
};

/** The getBookings query of an address: `to` counts its whole day (the period is [from, to)). */
export function toGetBookingsQuery(search: BookingsSearch, size: number, language: Language): GetBookingsQuery {
  return withoutEmpty<GetBookingsQuery>({
    language,
    status: search.status,
    from: search.from ? startOf(search.from) : undefined,
    to: search.to ? startOf(search.to, 1) : undefined,
    page: search.page ?? 1,
    size,
  });
}
