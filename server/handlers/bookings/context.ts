import type { Language } from '@/config/languages.ts';
import type { components } from '@/openapi/generated/schema';
import type { Config } from '@/server/config.ts';
import type { Db } from '@/server/db/client.ts';
import { notFound } from '@/server/errors.ts';
import { toBooking } from '@/server/mappers/bookings.ts';
import { findBookingRow, type BookingRow, type BookingScope } from '@/server/repositories/bookings.ts';
import type { ReadCache } from '@/server/services/read-cache.ts';

type Booking = components['schemas']['Booking'];

/** What the bookings handlers share: the database, the settings, the catalogue's read cache and the one way to answer a booking. */
export interface BookingContext {
  db: Db;
  config: Pick<Config, 'cdnUrl' | 'appUrl'>;
  /** The catalogue's cache: making or freeing a booking changes what searches offer for its dates. */
  cache: ReadCache;
  /** The booking as the contract answers it, if `scope` may see it; else 404. */
  answer(id: string, scope: BookingScope, language: Language): Promise<Booking>;
  /** A booking already read (findBookingRow's row) as the contract answers it. */
  present(row: BookingRow): Booking;
}

export function createBookingContext(db: Db, config: Pick<Config, 'cdnUrl' | 'appUrl'>, cache: ReadCache): BookingContext {
  return {
    db,
    config,
    cache,
    async answer(id, scope, language) {
      const row = await findBookingRow(db, id, scope, language);
      if (!row) throw notFound('Booking');
      return toBooking(row, config.cdnUrl);
    },
    present: (row) => toBooking(row, config.cdnUrl),
  };
}
