import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Column kinds the tables of every area share. */

/** A text in each of the product's languages. */
export type Localized = { en: string; fr: string; ru: string };

/** An instant: `timestamptz`, read as a Date. */
export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Euros to the cent: `numeric(10, 2)`, read as a number. */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

/** Bytes (a re-encoded image, a document), read as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
