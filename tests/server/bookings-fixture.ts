import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { carBookingPrice, rentalDays, type CarExtraPrices } from '@/domain/price.ts';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { bearer, createActiveUser, createBookingDriver, json, promote, signInAs, startTestServer, type TestServer } from '@/tests/support/server.ts';

/**
 * What the bookings suites share (bookings, booking-refusals, booking-status, booking-amendments, additional-drivers):
 * a server on the seed data, the accounts that book and manage, and helpers to book through the API. Each suite
 * calls setUpBookings() once; each test books its own car or dates, so the order of the tests does not matter.
 */
export let server: TestServer;
/** Bearer tokens: two drivers, one 22 on the pick-up dates below, Riviera Drive's account, Lutèce Mobilité's, an admin. */
export let driver: string;
export let otherDriver: string;
export let youngDriver: string;
export let supplier: string;
export let otherSupplier: string;
export let admin: string;

export type Car = { _id: string; price: number; extras: CarExtraPrices; locations: string[]; supplier: { slug: string }; available: boolean };
export type Yacht = { _id: string; price: number; locations: string[]; supplier: { slug: string } };
export type Booking = {
  _id: string;
  status: string;
  from: string;
  to: string;
  price: { rate: number; days: number; lines: { item: string; amount: number }[]; subtotal: number; total: number; currency: string };
  extras: Record<string, boolean>;
  expiresAt: string | null;
  cancelRequestedAt: string | null;
  offer: { kind: string; _id: string; supplier: { slug: string } };
  driver: { _id: string; email: string } | null;
  pickUpLocation: { slug: string; name: string; timeZone: string };
  dropOffLocation: { slug: string; name: string; timeZone: string };
};
export type Failure = { code: string; message: string };

export function setUpBookings(): void {
  beforeAll(async () => {
    server = await startTestServer();
    await seedIfEmpty(server.database, { demoAccounts: true });
    const signIn = (email: string) => signInAs(server, email, DEMO_PASSWORD);
    supplier = await signIn('supplier@example.com'); // Riviera Drive
    admin = await signIn('admin@example.com');
    driver = (await createBookingDriver(server, { email: 'booker@example.org' })).token;
    otherDriver = (await createBookingDriver(server, { email: 'other-booker@example.org' })).token;
    // 22 on the pick-up dates below: old enough for most companies, not for Azur Prestige (25).
    youngDriver = (await createBookingDriver(server, { email: 'young@example.org', birthDate: '2005-01-01' })).token;
    const other = await createActiveUser(server, { email: 'lutece-staff@example.org' });
    await promote(server.database, other._id, 'supplier');
    await server.database.db.execute(sql`update users set supplier_id = (select id from suppliers where slug = 'lutece-mobilite') where id = ${other._id}`);
    otherSupplier = await signInAs(server, 'lutece-staff@example.org', 'secret123');
  });
  afterAll(() => server.close());
}

export const get = async <T>(url: string, token?: string) => {
  const response = await server.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  return { status: response.statusCode, body: json<T>(response) };
};
export const post = async <T = Booking>(url: string, token: string | undefined, payload: unknown) => {
  const response = await server.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload: payload as object });
  return { status: response.statusCode, body: json<T>(response) };
};

export const carsOf = async (slug: string) => (await get<{ items: Car[] }>(`/api/cars?supplier=${slug}&size=100&sort=priceAsc`)).body.items;
let carsTaken = 0;
/** One of these cars, a different one at each call, so tests do not share dates on one car. */
export function takeCar<T>(cars: readonly T[]): T {
  const car = cars[carsTaken++ % cars.length];
  if (!car) throw new Error('no car to take');
  return car;
}
/** A different available car of the company for each call. */
export const nextCar = async (slug = 'riviera-drive') => takeCar((await carsOf(slug)).filter((car) => car.available));

/** A day of June-July 2027, at 10:00 UTC unless told. */
export const day = (n: number, hour = 10) => new Date(Date.UTC(2027, 5, 1 + n, hour)).toISOString();

/** A booking request for the car at its first place, paid later in cash, at the total the server will compute. */
export function request(car: Car, from: string, to: string, overrides: Record<string, unknown> = {}) {
  const extras = (overrides.extras as Record<string, boolean> | undefined) ?? {};
  return {
    offer: car._id,
    from,
    to,
    pickUpLocation: car.locations[0],
    dropOffLocation: car.locations[0],
    extras,
    paymentOption: 'payLater',
    paymentType: 'cash',
    total: carBookingPrice(car, rentalDays(new Date(from), new Date(to)), extras).total,
    ...overrides,
  };
}
