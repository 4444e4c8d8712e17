import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carBookingPrice, rentalDays, roundCents, yachtBookingPrice, type CarExtraPrices } from '../../domain/price.ts';
import { voidExpiredBookings } from '../../server/repositories/bookings.ts';
import { DEMO_PASSWORD, seedIfEmpty } from '../../server/seed/seed.ts';
import { bearer, createActiveUser, databaseLabel, json, mailbox, promote, signInAs, startTestServer, type TestServer, createBookingDriver } from '../support/server.ts';

/**
 * Bookings through the API on the seed data: priced by the server, refused when they overlap, moved by the
 * transition table, and seen by whom they concern. Each test books its own car or dates, so the order of the
 * tests does not matter.
 */
let server: TestServer;
let driver: string;
let otherDriver: string;
let youngDriver: string;
let supplier: string;
let otherSupplier: string;
let admin: string;

type Car = { _id: string; price: number; extras: CarExtraPrices; locations: string[]; supplier: { slug: string }; available: boolean };
type Yacht = { _id: string; price: number; locations: string[]; supplier: { slug: string } };
type Booking = {
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
  pickUpLocation: { slug: string; name: string };
};
type Failure = { code: string; message: string };

const signIn = (email: string) => signInAs(server, email, DEMO_PASSWORD);

beforeAll(async () => {
  server = await startTestServer();
  await seedIfEmpty(server.database, { demoAccounts: true });
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

const get = async <T>(url: string, token?: string) => {
  const response = await server.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  return { status: response.statusCode, body: json<T>(response) };
};
const post = async <T = Booking>(url: string, token: string | undefined, payload: unknown) => {
  const response = await server.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload: payload as object });
  return { status: response.statusCode, body: json<T>(response) };
};

const carsOf = async (slug: string) => (await get<{ items: Car[] }>(`/api/cars?supplier=${slug}&size=100&sort=priceAsc`)).body.items;
let carsTaken = 0;
/** A different car of the company for each call, so tests do not share dates on one car. */
const nextCar = async (slug = 'riviera-drive') => {
  const cars = (await carsOf(slug)).filter((car) => car.available);
  const car = cars[carsTaken++ % cars.length];
  if (!car) throw new Error(`no car at ${slug}`);
  return car;
};

const day = (n: number, hour = 10) => new Date(Date.UTC(2027, 5, 1 + n, hour)).toISOString();

function request(car: Car, from: string, to: string, overrides: Record<string, unknown> = {}) {
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

describe(`bookings on ${databaseLabel}`, () => {
  it('books a car to pay later: reserved, priced by the server, seen by the driver, its company and the admins only', async () => {
    const car = await nextCar();
    const chosen = Object.fromEntries(
      (['theftProtection', 'cancellation'] as const).filter((extra) => car.extras[extra] >= 0).map((extra) => [extra, true]),
    );
    // 3 days and 1 hour: 4 started days.
    const created = await post('/api/bookings', driver, request(car, day(1), day(4, 11), { extras: chosen }));
    expect(created.status).toBe(201);
    const booking = created.body;
    const perDay = car.price + (chosen.theftProtection ? car.extras.theftProtection : 0);
    expect(booking.price.total).toBeCloseTo(perDay * 4 + (chosen.cancellation ? car.extras.cancellation : 0), 2);
    const confirmation = (await mailbox(server.database)).filter((mail) => mail.kind === 'bookingConfirmed' && mail.textBody.includes(booking._id));
    expect(confirmation.map((mail) => mail.toAddress)).toEqual(['booker@example.org']);
    expect(booking).toMatchObject({
      status: 'reserved',
      expiresAt: null,
      cancelRequestedAt: null,
      from: day(1),
      to: day(4, 11),
      extras: chosen,
      offer: { kind: 'car', _id: car._id, supplier: { slug: 'riviera-drive' } },
      driver: { email: 'booker@example.org' },
      pickUpLocation: { slug: car.locations[0] },
      price: { rate: car.price, days: 4, currency: 'EUR' },
    });
    // The lines of the subtotal, as priced: the rental, then each chosen extra, per day or once.
    expect(booking.price.lines).toEqual([
      { item: 'rental', amount: roundCents(car.price * 4) },
      ...(chosen.cancellation ? [{ item: 'cancellation', amount: car.extras.cancellation }] : []),
      ...(chosen.theftProtection ? [{ item: 'theftProtection', amount: roundCents(car.extras.theftProtection * 4) }] : []),
    ]);
    expect(booking.price.lines.reduce((sum, line) => sum + line.amount, 0)).toBeCloseTo(booking.price.subtotal, 2);

    const ids = async (token: string) => (await get<{ items: Booking[] }>('/api/bookings?size=100', token)).body.items.map((b) => b._id);
    expect(await ids(driver)).toContain(booking._id);
    expect(await ids(supplier)).toContain(booking._id);
    expect(await ids(admin)).toContain(booking._id);
    expect(await ids(otherDriver)).not.toContain(booking._id);
    expect(await ids(otherSupplier)).not.toContain(booking._id);
    expect((await get(`/api/bookings/${booking._id}`, driver)).status).toBe(200);
    expect((await get(`/api/bookings/${booking._id}`, otherDriver)).status).toBe(404);
    expect((await get(`/api/bookings/${booking._id}`, otherSupplier)).status).toBe(404);
  });

  it('takes the dates out of the search for those dates', async () => {
    const car = await nextCar();
    const location = car.locations[0];
    const search = async () =>
      (await get<{ items: Car[] }>(`/api/cars?location=${location}&size=100&from=${encodeURIComponent(day(20))}&to=${encodeURIComponent(day(22))}`)).body.items.map((c) => c._id);
    expect(await search()).toContain(car._id);
    expect((await post('/api/bookings', driver, request(car, day(20), day(22)))).status).toBe(201);
    expect(await search()).not.toContain(car._id);
  });

  it('refuses a total that is not the server\'s (409 PRICE_CHANGED) and keeps nothing', async () => {
    const car = await nextCar();
    const body = request(car, day(30), day(32));
    const refused = await post<Failure>('/api/bookings', driver, { ...body, total: body.total - 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('PRICE_CHANGED');
    expect(refused.body.message).toContain(body.total.toFixed(2));
    expect((refused.body as Failure & { total?: number }).total).toBe(body.total);
    expect((await post('/api/bookings', driver, body)).status).toBe(201);
  });

  it('refuses overlapping dates (409 DATES_TAKEN), allows back-to-back ones, and the dates of a cancelled booking', async () => {
    const car = await nextCar();
    const first = await post('/api/bookings', driver, request(car, day(40), day(43)));
    expect(first.status).toBe(201);
    const overlap = await post<Failure>('/api/bookings', otherDriver, request(car, day(42), day(45)));
    expect(overlap.status).toBe(409);
    expect(overlap.body.code).toBe('DATES_TAKEN');
    expect((await post('/api/bookings', otherDriver, request(car, day(43), day(45)))).status).toBe(201);
    expect((await post('/api/bookings', otherDriver, request(car, day(38), day(40)))).status).toBe(201);

    const cancelled = await post(`/api/bookings/${first.body._id}/status`, supplier, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await post('/api/bookings', otherDriver, request(car, day(41), day(42)))).status).toBe(201);
    // The cancelled booking cannot come back over dates taken since: the database checks again.
    const reinstated = await post<Failure>(`/api/bookings/${first.body._id}/status`, admin, { status: 'reserved' });
    expect(reinstated.status).toBe(409);
    expect(reinstated.body.code).toBe('DATES_TAKEN');
  });

  it('makes exactly one booking out of 50 concurrent requests for overlapping dates', async () => {
    const car = await nextCar();
    const drivers = [driver, otherDriver];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post<Booking | Failure>('/api/bookings', drivers[i % 2], request(car, day(60, 8 + (i % 10)), day(62, 8 + (i % 10))))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => (answer.body as Failure).code === 'DATES_TAKEN')).toBe(true);
    const stored = await server.database.db.execute(sql`select count(*)::int as n from bookings where car_id = ${car._id} and booking_holds(status)`);
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('holds a pay-online booking 15 minutes unpaid, then makes it void and frees its dates', async () => {
    const car = await nextCar();
    const before = Date.now();
    const created = await post('/api/bookings', driver, request(car, day(70), day(72), { paymentOption: 'payOnline', paymentType: 'card' }));
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('pending');
    const expiresAt = Date.parse(created.body.expiresAt!);
    expect(expiresAt - before).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect(expiresAt - before).toBeLessThanOrEqual(15 * 60_000 + 60_000);
    expect((await post<Failure>('/api/bookings', otherDriver, request(car, day(71), day(73)))).body.code).toBe('DATES_TAKEN');

    // Its deadline passes: the next booking of the car does not wait for the sweep.
    await server.database.db.execute(sql`update bookings set expires_at = now() - interval '1 second' where id = ${created.body._id}`);
    expect((await post('/api/bookings', otherDriver, request(car, day(71), day(73)))).status).toBe(201);
    expect((await get<Booking>(`/api/bookings/${created.body._id}`, driver)).body).toMatchObject({ status: 'void', expiresAt: null });
  });

  it('the expiry sweep makes every unpaid pay-online booking past its deadline void', async () => {
    const car = await nextCar();
    const created = await post('/api/bookings', driver, request(car, day(80), day(81), { paymentOption: 'payOnline', paymentType: 'card' }));
    const kept = await post('/api/bookings', driver, request(car, day(82), day(83), { paymentOption: 'payOnline', paymentType: 'card' }));
    await server.database.db.execute(sql`update bookings set expires_at = now() - interval '1 second' where id = ${created.body._id}`);
    expect(await voidExpiredBookings(server.database.db)).toBeGreaterThanOrEqual(1);
    expect((await get<Booking>(`/api/bookings/${created.body._id}`, driver)).body.status).toBe('void');
    expect((await get<Booking>(`/api/bookings/${kept.body._id}`, driver)).body.status).toBe('pending');
  });

  it('books a yacht', async () => {
    const yacht = (await get<{ items: Yacht[] }>('/api/yachts?size=1&sort=priceAsc')).body.items[0]!;
    const from = day(90);
    const to = day(93);
    const created = await post('/api/bookings', driver, {
      offer: yacht._id,
      from,
      to,
      pickUpLocation: yacht.locations[0],
      dropOffLocation: yacht.locations[0],
      paymentOption: 'payOnline',
      paymentType: 'card',
      total: yachtBookingPrice(yacht, 3).total,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'pending', offer: { kind: 'yacht', _id: yacht._id }, price: { rate: yacht.price, days: 3, total: yacht.price * 3 } });
  });

  describe('refuses, in the product\'s words', () => {
    it.each([
      ['to before from', { from: day(101), to: day(100) }, 'body/to'],
      ['a pick-up in the past', { from: '2020-01-01T10:00:00.000Z', to: '2020-01-03T10:00:00.000Z' }, 'body/from'],
      ['a place the car is not at', { pickUpLocation: 'nowhere-town' }, 'body/pickUpLocation'],
      ['a drop-off place the car is not at', { dropOffLocation: 'nowhere-town' }, 'body/dropOffLocation'],
      ['cash paid online', { paymentOption: 'payOnline', paymentType: 'cash' }, 'body/paymentType'],
      ['an unknown field', { voucher: 'FREE' }, 'voucher'],
    ])('%s: 400 naming the field', async (_, overrides, field) => {
      const car = await nextCar();
      const refused = await post<Failure>('/api/bookings', driver, request(car, day(100), day(102), overrides));
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('VALIDATION_ERROR');
      expect(refused.body.message).toContain(field);
    });

    it('an offer that is not there: 404; no sign-in: 401; a company or an admin account: 403', async () => {
      const car = await nextCar();
      const body = request(car, day(110), day(111));
      expect((await post('/api/bookings', driver, { ...body, offer: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
      expect((await post('/api/bookings', undefined, body)).status).toBe(401);
      expect((await post('/api/bookings', supplier, body)).status).toBe(403);
      expect((await post('/api/bookings', admin, body)).status).toBe(403);
    });

    it('an unavailable car: 422 NOT_AVAILABLE', async () => {
      const car = await nextCar();
      await server.database.db.execute(sql`update cars set available = false where id = ${car._id}`);
      const refused = await post<Failure>('/api/bookings', driver, request(car, day(120), day(121)));
      await server.database.db.execute(sql`update cars set available = true where id = ${car._id}`);
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('NOT_AVAILABLE');
    });

    it('a driver under the company\'s minimum age: 422 DRIVER_TOO_YOUNG naming the age', async () => {
      const car = await nextCar('azur-prestige');
      const body = request(car, day(130), day(131), { paymentOption: 'payOnline', paymentType: 'card' });
      const refused = await post<Failure>('/api/bookings', youngDriver, body);
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('DRIVER_TOO_YOUNG');
      expect(refused.body.message).toContain('25');
      expect((await post('/api/bookings', driver, body)).status).toBe(201);
    });

    it('a payment type or option the company does not take: 422', async () => {
      const lutece = await nextCar('lutece-mobilite'); // card only, online only
      const cash = await post<Failure>('/api/bookings', driver, request(lutece, day(140), day(141)));
      expect([cash.status, cash.body.code]).toEqual([422, 'PAYMENT_TYPE_NOT_ACCEPTED']);
      const later = await post<Failure>('/api/bookings', driver, request(lutece, day(140), day(141), { paymentType: 'card' }));
      expect([later.status, later.body.code]).toEqual([422, 'PAY_LATER_NOT_ACCEPTED']);
    });

    it('an extra the car does not offer: 422 EXTRA_NOT_OFFERED', async () => {
      const cars = (await get<{ items: Car[] }>('/api/cars?size=100')).body.items;
      const car = cars.find((c) => c.available && Object.values(c.extras).some((price) => price < 0));
      expect(car, 'a seed car with an extra not offered').toBeDefined();
      const extra = Object.entries(car!.extras).find(([, price]) => price < 0)![0];
      const body = request(car!, day(150), day(151), { paymentOption: 'payOnline', paymentType: 'card' });
      const refused = await post<Failure>('/api/bookings', driver, { ...body, extras: { [extra]: true } });
      expect([refused.status, refused.body.code]).toEqual([422, 'EXTRA_NOT_OFFERED']);
    });
  });

  describe('statuses, by the transition table', () => {
    it('the company takes the deposit, then the payment; nobody brings back a void booking', async () => {
      const car = await nextCar();
      const { body: booking } = await post('/api/bookings', driver, request(car, day(160), day(162)));
      const move = (token: string, status: string) => post<Booking | Failure>(`/api/bookings/${booking._id}/status`, token, { status });

      expect((await move(driver, 'paid')).status).toBe(403);
      expect((await move(otherSupplier, 'paid')).status).toBe(404);
      expect((await move(supplier, 'deposit')).body).toMatchObject({ status: 'deposit' });
      const backwards = await move(supplier, 'reserved');
      expect([backwards.status, (backwards.body as Failure).code]).toEqual([409, 'STATUS_CHANGE_NOT_ALLOWED']);
      expect((await move(supplier, 'paid')).body).toMatchObject({ status: 'paid' });
      // The payment of a pending booking is the payment's own, not a status call.
      const { body: online } = await post('/api/bookings', driver, request(car, day(164), day(165), { paymentOption: 'payOnline', paymentType: 'card' }));
      expect((await post<Failure>(`/api/bookings/${online._id}/status`, admin, { status: 'paid' })).body.code).toBe('STATUS_CHANGE_NOT_ALLOWED');
      await server.database.db.execute(sql`update bookings set status = 'void' where id = ${online._id}`);
      for (const status of ['pending', 'reserved', 'paid', 'cancelled']) {
        expect((await post<Failure>(`/api/bookings/${online._id}/status`, admin, { status })).status).toBe(409);
      }
    });

    it('an admin cancels and reinstates a booking whose dates are still free', async () => {
      const car = await nextCar();
      const { body: booking } = await post('/api/bookings', driver, request(car, day(170), day(171)));
      expect((await post(`/api/bookings/${booking._id}/status`, admin, { status: 'cancelled' })).body.status).toBe('cancelled');
      expect((await post(`/api/bookings/${booking._id}/status`, supplier, { status: 'reserved' })).status).toBe(409);
      expect((await post(`/api/bookings/${booking._id}/status`, admin, { status: 'reserved' })).body.status).toBe('reserved');
    });
  });

  describe('cancel requests', () => {
    it('records the driver\'s request once, without changing the status', async () => {
      const car = await nextCar();
      const { body: booking } = await post('/api/bookings', driver, request(car, day(180), day(182)));
      const first = await post(`/api/bookings/${booking._id}/cancel-request`, driver, undefined);
      expect(first.status).toBe(200);
      expect(first.body.status).toBe('reserved');
      expect(first.body.cancelRequestedAt).not.toBeNull();
      const notices = async () =>
        (
          (await server.database.db.execute(
            sql`select u.email from notifications n join users u on u.id = n.user_id where n.booking_id = ${booking._id} and n.kind = 'cancelRequested' order by u.email`,
          )) as unknown as { rows: { email: string }[] }
        ).rows.map((row) => row.email);
      const told = await notices();
      expect(told).toEqual(expect.arrayContaining(['admin@example.com', 'supplier@example.com']));
      expect(told).not.toContain('lutece-staff@example.org');
      const second = await post(`/api/bookings/${booking._id}/cancel-request`, driver, undefined);
      expect(second.body.cancelRequestedAt).toBe(first.body.cancelRequestedAt);
      expect(await notices()).toEqual(told);
      expect((await post(`/api/bookings/${booking._id}/cancel-request`, otherDriver, undefined)).status).toBe(404);
      expect((await post(`/api/bookings/${booking._id}/cancel-request`, supplier, undefined)).status).toBe(403);
    });

    it('refuses it for a booking already cancelled (409 CANCELLATION_NOT_ALLOWED)', async () => {
      const car = await nextCar();
      const { body: booking } = await post('/api/bookings', driver, request(car, day(190), day(191)));
      await post(`/api/bookings/${booking._id}/status`, supplier, { status: 'cancelled' });
      const refused = await post<Failure>(`/api/bookings/${booking._id}/cancel-request`, driver, undefined);
      expect([refused.status, refused.body.code]).toEqual([409, 'CANCELLATION_NOT_ALLOWED']);
    });
  });

  it('lists a page at a time, filtered by status and dates', async () => {
    const mine = await get<{ total: number; size: number; items: Booking[] }>('/api/bookings?size=2', driver);
    expect(mine.status).toBe(200);
    expect(mine.body.items).toHaveLength(2);
    expect(mine.body.total).toBeGreaterThan(2);
    const cancelled = await get<{ items: Booking[] }>('/api/bookings?size=100&status=cancelled', driver);
    expect(cancelled.body.items.length).toBeGreaterThan(0);
    expect(cancelled.body.items.every((b) => b.status === 'cancelled')).toBe(true);
    const window = await get<{ items: Booking[] }>(`/api/bookings?size=100&from=${encodeURIComponent(day(20))}&to=${encodeURIComponent(day(21))}`, driver);
    expect(window.body.items.length).toBeGreaterThan(0);
    expect(window.body.items.every((b) => b.from < day(21) && b.to > day(20))).toBe(true);
    expect((await get('/api/bookings?status=lost', driver)).status).toBe(400);
    expect((await get('/api/bookings')).status).toBe(401);
  });

  describe('additional drivers', () => {
    const person = (overrides: Record<string, unknown> = {}) => ({
      fullName: 'Sam Second',
      email: 'Sam.Second@example.org',
      phone: '+33 6 55 44 33 22',
      birthDate: '1990-02-03',
      ...overrides,
    });
    const record = (token: string, body: unknown) => post<{ _id: string; email: string } & Failure>('/api/additional-driver/create', token, body);
    const remove = (token: string, id: string) =>
      server.app.inject({ method: 'DELETE', url: '/api/additional-driver/delete', headers: bearer(token), payload: { _id: id } });
    const carWithAdditionalDriver = async () => {
      const cars = (await carsOf('riviera-drive')).filter((car) => car.available && car.extras.additionalDriver >= 0);
      expect(cars.length, 'a Riviera Drive car offering an additional driver').toBeGreaterThan(0);
      return cars[carsTaken++ % cars.length]!;
    };

    it('records one, books with him (charged per day), and keeps him while a booking names him', async () => {
      const recorded = await record(driver, person());
      expect(recorded.status).toBe(201);
      expect(recorded.body).toMatchObject({ fullName: 'Sam Second', email: 'sam.second@example.org' });
      const car = await carWithAdditionalDriver();
      const body = request(car, day(200), day(203), { extras: { additionalDriver: true }, additionalDriver: recorded.body._id });
      const booked = await post('/api/bookings', driver, body);
      expect(booked.status).toBe(201);
      expect(booked.body.price.total).toBeCloseTo((car.price + car.extras.additionalDriver) * 3, 2);
      expect((booked.body as unknown as { additionalDriver: { _id: string } }).additionalDriver._id).toBe(recorded.body._id);

      const kept = await remove(driver, recorded.body._id);
      expect([kept.statusCode, json<Failure>(kept).code]).toEqual([409, 'ADDITIONAL_DRIVER_IN_USE']);
    });

    it('removes one no booking names; another driver\'s is not found', async () => {
      const recorded = await record(driver, person({ fullName: 'Removable' }));
      expect((await remove(otherDriver, recorded.body._id)).statusCode).toBe(404);
      expect((await remove(driver, recorded.body._id)).statusCode).toBe(204);
      expect((await remove(driver, recorded.body._id)).statusCode).toBe(404);
    });

    it('refuses a young one, bad fields, and a booking naming someone else\'s or none', async () => {
      const young = await record(driver, person({ birthDate: `${new Date().getUTCFullYear() - 19}-01-01` }));
      expect([young.status, young.body.code]).toEqual([422, 'DRIVER_TOO_YOUNG']);
      expect((await record(driver, person({ email: 'not-an-email' }))).body.message).toContain('email');
      expect((await record(driver, person({ phone: '12' }))).body.message).toContain('phone');
      expect((await record(driver, { fullName: 'No Phone', email: 'a@b.org', birthDate: '1990-01-01' })).status).toBe(400);

      const othersOwn = await record(otherDriver, person());
      const car = await carWithAdditionalDriver();
      const named = await post<Failure>('/api/bookings', driver, request(car, day(210), day(211), { extras: { additionalDriver: true }, additionalDriver: othersOwn.body._id }));
      expect([named.status, named.body.message]).toEqual([400, expect.stringContaining('body/additionalDriver')]);
      const missing = await post<Failure>('/api/bookings', driver, request(car, day(210), day(211), { extras: { additionalDriver: true } }));
      expect([missing.status, missing.body.message]).toEqual([400, expect.stringContaining('additionalDriver')]);
      const withoutExtra = await post<Failure>('/api/bookings', driver, request(car, day(210), day(211), { additionalDriver: othersOwn.body._id }));
      expect(withoutExtra.status).toBe(400);
    });
  });

  describe('amendments', () => {
    const amend = (token: string, id: string, payload: unknown) =>
      server.app.inject({ method: 'PATCH', url: `/api/bookings/${id}`, headers: bearer(token), payload: payload as object });

    it('moves a pay-later booking to other dates, re-priced by the server, and refuses dates taken or a wrong total', async () => {
      const car = await nextCar();
      const { body: booking } = await post('/api/bookings', driver, request(car, day(220), day(222)));
      const newTotal = carBookingPrice(car, 4, {}).total;
      const wrong = await amend(driver, booking._id, { from: day(230), to: day(234), total: booking.price.total });
      expect([wrong.statusCode, json<Failure>(wrong).code]).toEqual([409, 'PRICE_CHANGED']);
      expect(json<{ total?: number }>(wrong).total).toBe(newTotal);
      const moved = await amend(driver, booking._id, { from: day(230), to: day(234), total: newTotal });
      expect(moved.statusCode).toBe(200);
      expect(json<Booking>(moved)).toMatchObject({ from: day(230), to: day(234), price: { days: 4, total: newTotal } });
      // The old dates are free again; the new ones are not.
      expect((await post('/api/bookings', otherDriver, request(car, day(220), day(222)))).status).toBe(201);
      const { body: other } = await post('/api/bookings', otherDriver, request(car, day(240), day(241)));
      const taken = await amend(driver, booking._id, { from: day(240), to: day(241), total: carBookingPrice(car, 1, {}).total });
      expect([taken.statusCode, json<Failure>(taken).code]).toEqual([409, 'DATES_TAKEN']);
      expect(other._id).toBeDefined();
      // Another driver does not see it; its company may amend it.
      expect((await amend(otherDriver, booking._id, { total: newTotal })).statusCode).toBe(404);
      expect((await amend(supplier, booking._id, { total: newTotal })).statusCode).toBe(200);
    });

    it('answers the lines it was priced with, kept when the car\'s prices change, and the new lines of an amendment', async () => {
      const cars = (await carsOf('riviera-drive')).filter((c) => c.available && c.extras.theftProtection > 0 && c.extras.cancellation > 0);
      expect(cars.length, 'a Riviera Drive car selling theft protection and cancellation').toBeGreaterThan(0);
      const car = cars[carsTaken++ % cars.length]!;
      const extras = { theftProtection: true, cancellation: true };
      const { body: booking } = await post('/api/bookings', driver, request(car, day(280), day(282), { extras }));
      const priced = [
        { item: 'rental', amount: roundCents(car.price * 2) },
        { item: 'cancellation', amount: car.extras.cancellation },
        { item: 'theftProtection', amount: roundCents(car.extras.theftProtection * 2) },
      ];
      expect(booking.price.lines).toEqual(priced);
      expect(roundCents(booking.price.lines.reduce((sum, line) => sum + line.amount, 0))).toBe(booking.price.subtotal);

      // The company raises its prices: the booking keeps the lines it was made with.
      await server.database.db.execute(sql`update cars set price = price + 10, theft_protection = theft_protection + 1 where id = ${car._id}`);
      try {
        expect((await get<Booking>(`/api/bookings/${booking._id}`, driver)).body.price.lines).toEqual(priced);
        // An amendment is priced anew, at today's prices: one more day, the cancellation fee dropped.
        const now = { ...car, price: car.price + 10, extras: { ...car.extras, theftProtection: car.extras.theftProtection + 1 } };
        const total = carBookingPrice(now, 3, { theftProtection: true }).total;
        const amended = await amend(driver, booking._id, { to: day(283), extras: { theftProtection: true }, total });
        expect(amended.statusCode).toBe(200);
        const { price } = json<Booking>(amended);
        expect(price.lines).toEqual([
          { item: 'rental', amount: roundCents(now.price * 3) },
          { item: 'theftProtection', amount: roundCents(now.extras.theftProtection * 3) },
        ]);
        expect(roundCents(price.lines.reduce((sum, line) => sum + line.amount, 0))).toBe(price.subtotal);
        expect((await get<Booking>(`/api/bookings/${booking._id}`, driver)).body.price.lines).toEqual(price.lines);
      } finally {
        await server.database.db.execute(sql`update cars set price = price - 10, theft_protection = theft_protection - 1 where id = ${car._id}`);
      }
    });

    it('refuses a pay-online booking without the amendments extra, and a paid one whose total would change', async () => {
      const car = await nextCar();
      const { body: online } = await post('/api/bookings', driver, request(car, day(250), day(251), { paymentOption: 'payOnline', paymentType: 'card' }));
      const refused = await amend(driver, online._id, { from: day(252), to: day(254), total: carBookingPrice(car, 2, {}).total });
      expect([refused.statusCode, json<Failure>(refused).code]).toEqual([409, 'AMENDMENT_NOT_ALLOWED']);

      const { body: paid } = await post('/api/bookings', driver, request(car, day(256), day(257)));
      await post(`/api/bookings/${paid._id}/status`, supplier, { status: 'paid' });
      const longer = await amend(supplier, paid._id, { to: day(259), total: carBookingPrice(car, 3, {}).total });
      expect([longer.statusCode, json<Failure>(longer).code]).toEqual([409, 'AMENDMENT_NOT_ALLOWED']);
    });
  });

  describe('deleting bookings', () => {
    const remove = (token: string, ids: string[]) => server.app.inject({ method: 'DELETE', url: '/api/bookings', headers: bearer(token), payload: { ids } });

    it('an admin deletes a selection, all or none; a company only its void or cancelled ones; a driver none', async () => {
      const car = await nextCar();
      const { body: a } = await post('/api/bookings', driver, request(car, day(260), day(261)));
      const { body: b } = await post('/api/bookings', driver, request(car, day(262), day(263)));
      expect((await remove(driver, [a._id])).statusCode).toBe(403);
      expect((await remove(supplier, [a._id])).statusCode).toBe(403);
      expect((await remove(otherSupplier, [a._id])).statusCode).toBe(404);
      expect((await remove(admin, [a._id, '00000000-0000-4000-8000-000000000000'])).statusCode).toBe(404);
      expect((await get(`/api/bookings/${a._id}`, driver)).status).toBe(200);

      await post(`/api/bookings/${a._id}/status`, supplier, { status: 'cancelled' });
      expect((await remove(supplier, [a._id])).statusCode).toBe(204);
      expect((await remove(admin, [b._id])).statusCode).toBe(204);
      expect((await get(`/api/bookings/${a._id}`, driver)).status).toBe(404);
      expect((await get(`/api/bookings/${b._id}`, driver)).status).toBe(404);
    });

    it('keeps a booking with a payment on record (409 BOOKING_HAS_PAYMENTS)', async () => {
      const car = await nextCar();
      const { body: online } = await post('/api/bookings', driver, request(car, day(270), day(271), { paymentOption: 'payOnline', paymentType: 'card' }));
      const paid = await server.app.inject({
        method: 'POST',
        url: `/api/bookings/${online._id}/payments`,
        headers: { ...bearer(driver), 'idempotency-key': `test-key-${online._id}` },
        payload: { paymentType: 'card', card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } },
      });
      expect(paid.statusCode).toBe(201);
      const refused = await remove(admin, [online._id]);
      expect([refused.statusCode, json<Failure>(refused).code]).toEqual([409, 'BOOKING_HAS_PAYMENTS']);
    });
  });
});
