import { sql } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { carBookingPrice, rentalDays } from '@/domain/price.ts';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { createActiveUser, createBookingDriver, promote, signInAs, useTestServer, type Schemas, type TestClient, type TestServer } from '@/tests/support/server.ts';

/**
 * What the bookings suites share (bookings, booking-refusals, booking-status, booking-amendments, additional-drivers):
 * a server on the seed data, the accounts that book and manage, and what a booking request needs. Each suite
 * calls setUpBookings() once; each test books its own car or dates, so the order of the tests does not matter.
 */
export let server: TestServer;
/** The typed client as: two drivers, one 22 on the pick-up dates below, Riviera Drive's account, Lutèce Mobilité's, an admin. */
export let driver: TestClient;
export let otherDriver: TestClient;
export let youngDriver: TestClient;
export let supplier: TestClient;
export let otherSupplier: TestClient;
export let admin: TestClient;

export type Car = Schemas['Car'];
export type Booking = Schemas['Booking'];

export function setUpBookings(): void {
  server = useTestServer();
  beforeAll(async () => {
    await seedIfEmpty(server.database, { demoAccounts: true });
    const signIn = async (email: string) => server.as(await signInAs(server, email, DEMO_PASSWORD));
    supplier = await signIn('supplier@example.com'); // Riviera Drive
    admin = await signIn('admin@example.com');
    driver = server.as(await createBookingDriver(server, { email: 'booker@example.org' }));
    otherDriver = server.as(await createBookingDriver(server, { email: 'other-booker@example.org' }));
    // 22 on the pick-up dates below: old enough for most suppliers, not for Azur Prestige (25).
    youngDriver = server.as(await createBookingDriver(server, { email: 'young@example.org', birthDate: '2005-01-01' }));
    const other = await createActiveUser(server, { email: 'lutece-staff@example.org' });
    await promote(server.database, other._id, 'supplier');
    await server.database.db.execute(sql`update users set supplier_id = (select id from suppliers where slug = 'lutece-mobilite') where id = ${other._id}`);
    otherSupplier = server.as(await signInAs(server, 'lutece-staff@example.org', 'secret123'));
  });
}

export const carsOf = async (slug: string) =>
  (await server.GET('/api/cars', { params: { query: { supplier: [slug], size: 100, sort: 'priceAsc' } } })).data!.items;
let carsTaken = 0;
/** One of these cars, a different one at each call, so tests do not share dates on one car. */
export function takeCar<T>(cars: readonly T[]): T {
  const car = cars[carsTaken++ % cars.length];
  if (!car) throw new Error('no car to take');
  return car;
}
/** A different available car of the supplier for each call. */
export const nextCar = async (slug = 'riviera-drive') => takeCar((await carsOf(slug)).filter((car) => car.available));

/** A day of June-July 2027, at 10:00 UTC unless told. */
export const day = (n: number, hour = 10) => new Date(Date.UTC(2027, 5, 1 + n, hour)).toISOString();

/** A booking request for the car at its first place, paid later in cash, at the total the server will compute. */
export function request(car: Car, from: string, to: string, overrides: Partial<Schemas['BookingRequest']> = {}): Schemas['BookingRequest'] {
  const extras = overrides.extras ?? {};
  return {
    offer: car._id,
    from,
    to,
    pickUpLocation: car.locations[0]!,
    dropOffLocation: car.locations[0]!,
    extras,
    paymentOption: 'payLater',
    paymentType: 'cash',
    total: carBookingPrice(car, rentalDays(new Date(from), new Date(to)), extras).total,
    ...overrides,
  };
}

/** A booking by its id, as `as` sees it. */
export const bookingOf = (as: TestClient, id: string) => as.GET('/api/bookings/{id}', { params: { path: { id } } });
