import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { insertRawBooking } from '@/tests/support/bookings.ts';
import { databaseLabel, signInAs, useTestServer, type Schemas } from '@/tests/support/server.ts';

/**
 * A vehicle's calendar (getVehicleBookings): the bookings that meet a period, earliest first, void ones left out,
 * for the vehicle's supplier and the admins. Who else is refused: tests/server/fleet-access.test.ts.
 */
const server = useTestServer();
let owner: string;
let car: string;
let yacht: string;
const ids: Record<string, string> = {};

const calendar = (token: string, kind: Schemas['VehicleKind'], id: string, from: string, to: string) =>
  server.as(token).GET('/api/fleet/{kind}/{id}/bookings', { params: { path: { kind, id }, query: { from, to } } });

beforeAll(async () => {
  await seedIfEmpty(server.database, { demoAccounts: true });
  owner = await signInAs(server, 'supplier@example.com', DEMO_PASSWORD);
  const fleet = (await server.as(owner).GET('/api/fleet', { params: { query: { size: 100 } } })).data!.items;
  car = fleet.find((item) => item.kind === 'car')!._id;
  yacht = fleet.find((item) => item.kind === 'yacht')!._id;
  const db = server.database.db;
  // Far in the future: the demo data books nothing then.
  ids.late = await insertRawBooking(db, { kind: 'car', id: car, status: 'reserved', from: '2031-03-20T10:00:00Z', to: '2031-03-24T10:00:00Z' });
  ids.early = await insertRawBooking(db, { kind: 'car', id: car, status: 'paid', from: '2031-02-27T10:00:00Z', to: '2031-03-03T10:00:00Z' });
  ids.cancelled = await insertRawBooking(db, { kind: 'car', id: car, status: 'cancelled', from: '2031-03-10T10:00:00Z', to: '2031-03-12T10:00:00Z' });
  ids.void = await insertRawBooking(db, { kind: 'car', id: car, status: 'void', from: '2031-03-12T10:00:00Z', to: '2031-03-14T10:00:00Z' });
  ids.after = await insertRawBooking(db, { kind: 'car', id: car, status: 'reserved', from: '2031-04-05T10:00:00Z', to: '2031-04-07T10:00:00Z' });
  ids.yacht = await insertRawBooking(db, { kind: 'yacht', id: yacht, status: 'reserved', from: '2031-03-15T10:00:00Z', to: '2031-03-16T10:00:00Z' });
});

describe(`a vehicle's calendar on ${databaseLabel}`, () => {
  it('lists the bookings that meet the period, earliest first, without the void ones nor other vehicles', async () => {
    const { response, data, error } = await calendar(owner, 'car', car, '2031-03-01T00:00:00Z', '2031-04-01T00:00:00Z');
    expect(response.status, JSON.stringify(error)).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { items } = data!;
    // The booking that starts in February and ends in March meets the month; the one of April does not.
    expect(items.map((item) => item._id)).toEqual([ids.early, ids.cancelled, ids.late]);
    expect(items.every((item) => item.offer._id === car && item.offer.kind === 'car')).toBe(true);
  });

  it("reads a yacht's calendar by its kind", async () => {
    const { items } = (await calendar(owner, 'yacht', yacht, '2031-03-01T00:00:00Z', '2031-04-01T00:00:00Z')).data!;
    expect(items.map((item) => item._id)).toEqual([ids.yacht]);
  });

  it('answers an admin too', async () => {
    const admin = await signInAs(server, 'admin@example.com', DEMO_PASSWORD);
    const { items } = (await calendar(admin, 'car', car, '2031-04-01T00:00:00Z', '2031-05-01T00:00:00Z')).data!;
    expect(items.map((item) => item._id)).toEqual([ids.after]);
  });

  it('refuses a period that ends before it starts, or longer than 100 days (400), and an unknown vehicle (404)', async () => {
    const backwards = await calendar(owner, 'car', car, '2031-04-01T00:00:00Z', '2031-03-01T00:00:00Z');
    expect(backwards.response.status).toBe(400);
    expect(backwards.error?.code).toBe('VALIDATION_ERROR');
    const tooLong = await calendar(owner, 'car', car, '2031-01-01T00:00:00Z', '2031-06-01T00:00:00Z');
    expect(tooLong.response.status).toBe(400);
    expect(tooLong.error?.message).toContain('100 days');
    const unknown = await calendar(owner, 'car', '00000000-0000-4000-8000-000000000000', '2031-03-01T00:00:00Z', '2031-04-01T00:00:00Z');
    expect(unknown.response.status).toBe(404);
    // A yacht's id asked as a car's: no such car.
    expect((await calendar(owner, 'car', yacht, '2031-03-01T00:00:00Z', '2031-04-01T00:00:00Z')).response.status).toBe(404);
  });
});
