import { and, eq, sql } from 'drizzle-orm';
import type { BookingStatus, PaymentOption } from '@/domain/bookings.ts';
import { audiences, tellsActor, type NotificationKind } from '@/domain/notifications.ts';
import { cashbackFor, quoteOffer, type PricedOffer } from '@/domain/price.ts';
import { adminTypes } from '@/domain/accounts.ts';
import { timeZoneOfCountry } from '@/domain/places.ts';
import { instantOf, wallClockOf } from '@/domain/zoned-time.ts';
import type { Db } from '@/server/db/client.ts';
import { demoMessages } from './demo-messages.ts';
import { bookings, carLocations, cars, locations, notifications, suppliers, users, yachtLocations, yachts } from '@/server/db/schema.ts';

/**
 * What the demo driver (driver@example.com) has done with the demo supplier (Riviera Drive), so that a new
 * user finds the bookings and notifications screens with content: bookings in several statuses, past and coming (the
 * coming ones within 9 days, clear of the dates the browser tests book), and the notifications they made, told to whom
 * domain/notifications.ts says, the older ones read; and a message from the team to each (demo-messages.ts). Dates are relative to the
 * seeding. Written directly: nobody listens yet when the seed runs.
 */

interface DemoBooking {
  offer: { kind: 'car' | 'yacht'; model: string };
  status: BookingStatus;
  /** Pick-up and drop-off, in days from the seeding, at 10:00 on the place's clock. */
  from: number;
  to: number;
  /** When it was made, in days before the seeding. */
  madeDaysAgo: number;
  paymentOption: PaymentOption;
  paymentType: 'card' | 'cash';
}

const story: DemoBooking[] = [
  { offer: { kind: 'car', model: 'Model 3 Long Range' }, status: 'paid', from: -40, to: -36, madeDaysAgo: 50, paymentOption: 'payOnline', paymentType: 'card' },
  { offer: { kind: 'car', model: '208' }, status: 'cancelled', from: -18, to: -16, madeDaysAgo: 25, paymentOption: 'payLater', paymentType: 'cash' },
  { offer: { kind: 'car', model: '500C Hybrid' }, status: 'void', from: -9, to: -7, madeDaysAgo: 12, paymentOption: 'payOnline', paymentType: 'card' },
  { offer: { kind: 'car', model: 'Golf' }, status: 'deposit', from: 6, to: 9, madeDaysAgo: 5, paymentOption: 'payLater', paymentType: 'card' },
  { offer: { kind: 'car', model: 'Cooper Convertible' }, status: 'reserved', from: 4, to: 7, madeDaysAgo: 2, paymentOption: 'payLater', paymentType: 'cash' },
  { offer: { kind: 'yacht', model: 'F55' }, status: 'paid', from: 8, to: 9, madeDaysAgo: 1, paymentOption: 'payOnline', paymentType: 'card' },
];

/** Notices older than this are read; the newer ones wait, unread. */
const READ_BEFORE_DAYS = 3;


const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedDemoActivity(tx: Db, now = new Date()): Promise<{ bookings: number; notifications: number }> {
  const at = (days: number, minutes = 0) => new Date(now.getTime() + days * DAY_MS + minutes * 60_000);
  const accounts = await tx.select({ id: users.id, email: users.email, type: users.type }).from(users);
  const driverId = accounts.find((a) => a.email === 'driver@example.com')?.id;
  const supplierAccount = accounts.find((a) => a.email === 'supplier@example.com');
  const [supplier] = await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.slug, 'riviera-drive'));
  if (!driverId || !supplierAccount || !supplier) return { bookings: 0, notifications: 0 };
  const adminIds = accounts.filter((a) => adminTypes.includes(a.type)).map((a) => a.id);
  const supplierIds = [supplierAccount.id];

  const notices: (typeof notifications.$inferInsert)[] = [];
  const tell = (kind: NotificationKind, bookingId: string | null, when: Date, extra: { status?: BookingStatus; message?: string; to?: string[] } = {}) => {
    const wanted = kind === 'accountMessage' ? [] : audiences[kind];
    const readers = extra.to ?? [
      ...(wanted.includes('driver') ? [driverId] : []),
      ...(wanted.includes('supplier') ? supplierIds : []),
      ...(wanted.includes('admins') ? adminIds : []),
    ];
    // Status changes here are the supplier's doing: its account is not told of its own.
    const told = tellsActor(kind) ? readers : readers.filter((id) => id !== supplierAccount.id);
    const readAt = when.getTime() < now.getTime() - READ_BEFORE_DAYS * DAY_MS ? new Date(when.getTime() + 60 * 60_000) : null;
    for (const userId of new Set(told)) {
      notices.push({ userId, bookingId, kind, status: extra.status ?? null, message: extra.message ?? null, createdAt: when, readAt });
    }
  };

  for (const demo of story) {
    const offer = await offerOf(tx, supplier.id, demo.offer);
    const timeZone = timeZoneOfCountry(offer.country);
    const tenOClock = (days: number) => instantOf(`${wallClockOf(at(days), timeZone).slice(0, 10)}T10:00`, timeZone)!;
    const from = tenOClock(demo.from);
    const to = tenOClock(demo.to);
    const quote = quoteOffer(offer.priced, { from, to }, {});
    const made = at(-demo.madeDaysAgo);
    const [row] = await tx
      .insert(bookings)
      .values({
        carId: demo.offer.kind === 'car' ? offer.id : null,
        yachtId: demo.offer.kind === 'yacht' ? offer.id : null,
        driverId,
        // A paid booking is written pending, then paid: the wallet's trigger credits its cashback as for a real one.
        status: demo.status === 'paid' ? 'pending' : demo.status,
        period: sql`tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`,
        createdAt: made,
        updatedAt: made,
        pickUpLocationId: offer.locationId,
        dropOffLocationId: offer.locationId,
        paymentOption: demo.paymentOption,
        paymentType: demo.paymentType,
        rate: offer.priced.price,
        days: quote.days,
        priceLines: quote.lines,
        subtotal: quote.subtotal,
        total: quote.total,
        cashback: cashbackFor(quote.total),
        expiresAt: demo.status === 'void' ? at(-demo.madeDaysAgo, 15) : null,
        cancelRequestedAt: demo.status === 'cancelled' ? at(-demo.madeDaysAgo + 1) : null,
      })
      .returning({ id: bookings.id });
    const id = row!.id;
    if (demo.status === 'paid') await tx.update(bookings).set({ status: 'paid', updatedAt: at(-demo.madeDaysAgo, 5) }).where(eq(bookings.id, id));

    tell('bookingCreated', id, made);
    if (demo.status === 'paid') tell('bookingPaid', id, at(-demo.madeDaysAgo, 5));
    if (demo.status === 'void') tell('bookingVoided', id, at(-demo.madeDaysAgo, 16));
    if (demo.status === 'deposit') tell('statusChanged', id, at(-demo.madeDaysAgo + 1), { status: 'deposit' });
    if (demo.status === 'cancelled') {
      tell('cancelRequested', id, at(-demo.madeDaysAgo + 1));
      tell('statusChanged', id, at(-demo.madeDaysAgo + 2), { status: 'cancelled' });
    }
  }
  tell('accountMessage', null, at(0, -180), { message: demoMessages.driver.en, to: [driverId] });
  tell('accountMessage', null, at(-4), { message: demoMessages.supplier.en, to: [supplierAccount.id] });
  await tx.insert(notifications).values(notices);
  return { bookings: story.length, notifications: notices.length };
}

/** A car or yacht of the supplier by model, with a place it is rented from and what pricing needs. */
async function offerOf(tx: Db, supplierId: string, offer: DemoBooking['offer']): Promise<{ id: string; locationId: string; country: string; priced: PricedOffer }> {
  if (offer.kind === 'yacht') {
    const [row] = await tx
      .select({ id: yachts.id, price: yachts.price, locationId: yachtLocations.locationId, country: locations.country })
      .from(yachts)
      .innerJoin(yachtLocations, eq(yachtLocations.yachtId, yachts.id))
      .innerJoin(locations, eq(locations.id, yachtLocations.locationId))
      .where(and(eq(yachts.supplierId, supplierId), eq(yachts.model, offer.model)))
      .limit(1);
    if (!row) throw new Error(`Demo activity names an unknown yacht: ${offer.model}`);
    return { id: row.id, locationId: row.locationId, country: row.country, priced: { kind: 'yacht', price: row.price } };
  }
  const [row] = await tx
    .select({ car: cars, locationId: carLocations.locationId, country: locations.country })
    .from(cars)
    .innerJoin(carLocations, eq(carLocations.carId, cars.id))
    .innerJoin(locations, eq(locations.id, carLocations.locationId))
    .where(and(eq(cars.supplierId, supplierId), eq(cars.model, offer.model)))
    .limit(1);
  if (!row) throw new Error(`Demo activity names an unknown car: ${offer.model}`);
  const { car } = row;
  const extras = {
    cancellation: car.cancellation,
    amendments: car.amendments,
    theftProtection: car.theftProtection,
    collisionDamageWaiver: car.collisionDamageWaiver,
    fullInsurance: car.fullInsurance,
    additionalDriver: car.additionalDriver,
  };
  return { id: car.id, locationId: row.locationId, country: row.country, priced: { kind: 'car', price: car.price, extras } };
}
