import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roundCents, yachtBookingPrice } from '@/domain/price.ts';
import { voidExpiredBookings } from '@/server/repositories/booking-writes.ts';
import { databaseLabel, mailbox, type TestClient } from '@/tests/support/server.ts';
import { admin, bookingOf, day, driver, nextCar, otherDriver, otherSupplier, request, server, setUpBookings, supplier } from './bookings-fixture.ts';

/**
 * Bookings through the API on the seed data: made and priced by the server, refused when they overlap, held
 * unpaid a while, listed for whom they concern. Refusals, statuses, amendments and additional drivers have their
 * own suites (booking-*.test.ts, additional-drivers.test.ts) on the same fixture (bookings-fixture.ts).
 */
setUpBookings();

describe(`bookings on ${databaseLabel}`, () => {
  it('books a car to pay later: reserved, priced by the server, seen by the driver, its supplier and the admins only', async () => {
    const car = await nextCar();
    const chosen = Object.fromEntries(
      (['theftProtection', 'cancellation'] as const).filter((extra) => car.extras[extra] >= 0).map((extra) => [extra, true]),
    );
    // 3 days and 1 hour: 4 started days.
    const created = await driver.POST('/api/bookings', { body: request(car, day(1), day(4, 11), { extras: chosen }) });
    expect(created.response.status).toBe(201);
    const booking = created.data!;
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
    // Each place names its clock: the booking's times are shown on it, whatever the reader's zone.
    const riviera = (slug: string) => (slug === 'monaco' ? 'Europe/Monaco' : 'Europe/Paris');
    expect(booking.pickUpLocation.timeZone).toBe(riviera(booking.pickUpLocation.slug));
    expect(booking.dropOffLocation.timeZone).toBe(riviera(booking.dropOffLocation.slug));
    // The lines of the subtotal, as priced: the rental, then each chosen extra, per day or once.
    expect(booking.price.lines).toEqual([
      { item: 'rental', amount: roundCents(car.price * 4) },
      ...(chosen.cancellation ? [{ item: 'cancellation', amount: car.extras.cancellation }] : []),
      ...(chosen.theftProtection ? [{ item: 'theftProtection', amount: roundCents(car.extras.theftProtection * 4) }] : []),
    ]);
    expect(booking.price.lines.reduce((sum, line) => sum + line.amount, 0)).toBeCloseTo(booking.price.subtotal, 2);

    const ids = async (as: TestClient) => (await as.GET('/api/bookings', { params: { query: { size: 100 } } })).data!.items.map((b) => b._id);
    expect(await ids(driver)).toContain(booking._id);
    expect(await ids(supplier)).toContain(booking._id);
    expect(await ids(admin)).toContain(booking._id);
    expect(await ids(otherDriver)).not.toContain(booking._id);
    expect(await ids(otherSupplier)).not.toContain(booking._id);
    expect((await bookingOf(driver, booking._id)).response.status).toBe(200);
    expect((await bookingOf(otherDriver, booking._id)).response.status).toBe(404);
    expect((await bookingOf(otherSupplier, booking._id)).response.status).toBe(404);
  });

  it('takes the dates out of the search for those dates', async () => {
    const car = await nextCar();
    const location = car.locations[0];
    const search = async () =>
      (await server.GET('/api/cars', { params: { query: { location, size: 100, from: day(20), to: day(22) } } })).data!.items.map((c) => c._id);
    expect(await search()).toContain(car._id);
    expect((await driver.POST('/api/bookings', { body: request(car, day(20), day(22)) })).response.status).toBe(201);
    expect(await search()).not.toContain(car._id);
  });

  it('refuses a total that is not the server\'s (409 PRICE_CHANGED) and keeps nothing', async () => {
    const car = await nextCar();
    const body = request(car, day(30), day(32));
    const refused = await driver.POST('/api/bookings', { body: { ...body, total: body.total - 1 } });
    expect(refused.response.status).toBe(409);
    expect(refused.error?.code).toBe('PRICE_CHANGED');
    expect(refused.error?.message).toContain(body.total.toFixed(2));
    expect(refused.error?.total).toBe(body.total);
    expect((await driver.POST('/api/bookings', { body })).response.status).toBe(201);
  });

  it('refuses overlapping dates (409 DATES_TAKEN), allows back-to-back ones, and the dates of a cancelled booking', async () => {
    const car = await nextCar();
    const first = await driver.POST('/api/bookings', { body: request(car, day(40), day(43)) });
    expect(first.response.status).toBe(201);
    const overlap = await otherDriver.POST('/api/bookings', { body: request(car, day(42), day(45)) });
    expect(overlap.response.status).toBe(409);
    expect(overlap.error?.code).toBe('DATES_TAKEN');
    expect((await otherDriver.POST('/api/bookings', { body: request(car, day(43), day(45)) })).response.status).toBe(201);
    expect((await otherDriver.POST('/api/bookings', { body: request(car, day(38), day(40)) })).response.status).toBe(201);

    const cancelled = await supplier.POST('/api/bookings/{id}/status', { params: { path: { id: first.data!._id } }, body: { status: 'cancelled' } });
    expect(cancelled.response.status).toBe(200);
    expect(cancelled.data!.status).toBe('cancelled');
    expect((await otherDriver.POST('/api/bookings', { body: request(car, day(41), day(42)) })).response.status).toBe(201);
    // The cancelled booking cannot come back over dates taken since: the database checks again.
    const reinstated = await admin.POST('/api/bookings/{id}/status', { params: { path: { id: first.data!._id } }, body: { status: 'reserved' } });
    expect(reinstated.response.status).toBe(409);
    expect(reinstated.error?.code).toBe('DATES_TAKEN');
  });

  it('makes exactly one booking out of 50 concurrent requests for overlapping dates', async () => {
    const car = await nextCar();
    const drivers = [driver, otherDriver];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => drivers[i % 2]!.POST('/api/bookings', { body: request(car, day(60, 8 + (i % 10)), day(62, 8 + (i % 10))) })),
    );
    // Counted by status and code, so that a failure says what the others got (a 500's message included).
    const outcomes: Record<string, number> = {};
    for (const { response, error } of answers) {
      const outcome = response.status === 201 ? '201' : `${response.status} ${error?.code} ${response.status >= 500 ? error?.message : ''}`.trim();
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
    expect(outcomes).toEqual({ '201': 1, '409 DATES_TAKEN': 49 });
    const stored = await server.database.db.execute(sql`select count(*)::int as n from bookings where car_id = ${car._id} and booking_holds(status)`);
    expect((stored as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('holds a pay-online booking 15 minutes unpaid, then makes it void and frees its dates', async () => {
    const car = await nextCar();
    const before = Date.now();
    const created = await driver.POST('/api/bookings', { body: request(car, day(70), day(72), { paymentOption: 'payOnline', paymentType: 'card' }) });
    expect(created.response.status).toBe(201);
    expect(created.data!.status).toBe('pending');
    const expiresAt = Date.parse(created.data!.expiresAt!);
    expect(expiresAt - before).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect(expiresAt - before).toBeLessThanOrEqual(15 * 60_000 + 60_000);
    expect((await otherDriver.POST('/api/bookings', { body: request(car, day(71), day(73)) })).error?.code).toBe('DATES_TAKEN');

    // Its deadline passes: the next booking of the car does not wait for the sweep.
    await server.database.db.execute(sql`update bookings set expires_at = now() - interval '1 second' where id = ${created.data!._id}`);
    expect((await otherDriver.POST('/api/bookings', { body: request(car, day(71), day(73)) })).response.status).toBe(201);
    expect((await bookingOf(driver, created.data!._id)).data).toMatchObject({ status: 'void', expiresAt: null });
  });

  it('the expiry sweep makes every unpaid pay-online booking past its deadline void', async () => {
    const car = await nextCar();
    const created = await driver.POST('/api/bookings', { body: request(car, day(80), day(81), { paymentOption: 'payOnline', paymentType: 'card' }) });
    const kept = await driver.POST('/api/bookings', { body: request(car, day(82), day(83), { paymentOption: 'payOnline', paymentType: 'card' }) });
    await server.database.db.execute(sql`update bookings set expires_at = now() - interval '1 second' where id = ${created.data!._id}`);
    expect(await voidExpiredBookings(server.database.db)).toContain(created.data!._id);
    expect((await bookingOf(driver, created.data!._id)).data!.status).toBe('void');
    expect((await bookingOf(driver, kept.data!._id)).data!.status).toBe('pending');
  });

  it('books a yacht', async () => {
    const yacht = (await server.GET('/api/yachts', { params: { query: { size: 1, sort: 'priceAsc' } } })).data!.items[0]!;
    const from = day(90);
    const to = day(93);
    const created = await driver.POST('/api/bookings', {
      body: {
        offer: yacht._id,
        from,
        to,
        pickUpLocation: yacht.locations[0]!,
        dropOffLocation: yacht.locations[0]!,
        paymentOption: 'payOnline',
        paymentType: 'card',
        total: yachtBookingPrice(yacht, 3).total,
      },
    });
    expect(created.response.status).toBe(201);
    expect(created.data).toMatchObject({ status: 'pending', offer: { kind: 'yacht', _id: yacht._id }, price: { rate: yacht.price, days: 3, total: yacht.price * 3 } });
  });

  it('lists a page at a time, filtered by status and dates', async () => {
    const mine = await driver.GET('/api/bookings', { params: { query: { size: 2 } } });
    expect(mine.response.status).toBe(200);
    expect(mine.data!.items).toHaveLength(2);
    expect(mine.data!.total).toBeGreaterThan(2);
    const cancelled = await driver.GET('/api/bookings', { params: { query: { size: 100, status: ['cancelled'] } } });
    expect(cancelled.data!.items.length).toBeGreaterThan(0);
    expect(cancelled.data!.items.every((b) => b.status === 'cancelled')).toBe(true);
    const window = await driver.GET('/api/bookings', { params: { query: { size: 100, from: day(20), to: day(21) } } });
    expect(window.data!.items.length).toBeGreaterThan(0);
    expect(window.data!.items.every((b) => b.from < day(21) && b.to > day(20))).toBe(true);
    // Not a status of the contract: sent as it is.
    expect((await driver.GET('/api/bookings', { params: { query: { status: ['lost'] as never[] } } })).response.status).toBe(400);
    expect((await server.GET('/api/bookings')).response.status).toBe(401);
  });
});
