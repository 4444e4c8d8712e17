import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { bearer, createActiveUser, databaseLabel, file, formData, multipartBody, promote, signInAs, useTestServer, type Query, type Schemas } from '@/tests/support/server.ts';

/**
 * The back office's access rules for fleets (server/access.ts, domain/fleet.ts): a supplier never reads or changes
 * another supplier's cars, yachts or images, whatever the body; a driver calls none of the fleet's operations. Each
 * refusal is checked with a valid body and with one the contract refuses: the check comes first, so both get it.
 * (Another supplier's bookings: tests/server/booking-status.test.ts and bookings.test.ts.)
 */
const server = useTestServer();
/** The demo supplier: riviera-drive's account. */
let owner: string;
/** An account of another supplier (lutece-mobilite). */
let rival: string;
let driver: string;
let car: string;
let yacht: string;
let image: string;

const fleet = async (token: string, query: Query<'/api/fleet'>) => (await server.as(token).GET('/api/fleet', { params: { query } })).data!.items;
const fleetCar = (token: string, id: string) => server.as(token).GET('/api/fleet/cars/{id}', { params: { path: { id } } });

beforeAll(async () => {
  await seedIfEmpty(server.database, { demoAccounts: true });
  owner = await signInAs(server, 'supplier@example.com', DEMO_PASSWORD);
  const staff = await createActiveUser(server, { email: 'lutece.fleet@example.org' });
  await promote(server.database, staff._id, 'supplier');
  await server.database.db.execute(sql`update users set supplier_id = (select id from suppliers where slug = 'lutece-mobilite') where id = ${staff._id}`);
  rival = await signInAs(server, 'lutece.fleet@example.org', 'secret123');
  driver = (await createActiveUser(server, { email: 'driver.fleet@example.org' })).token;

  const vehicles = await fleet(owner, { size: 100 });
  car = vehicles.find((item) => item.kind === 'car')!._id;
  yacht = vehicles.find((item) => item.kind === 'yacht')!._id;
  const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#345' } }).jpeg().toBuffer();
  const uploaded = await server.as(owner).POST('/api/fleet/{kind}/{id}/images', {
    params: { path: { kind: 'yacht', id: yacht } },
    body: { image: file(jpeg, 'a.jpg', 'image/jpeg') },
    bodySerializer: formData,
  });
  expect(uploaded.response.status, JSON.stringify(uploaded.error)).toBe(201);
  image = uploaded.data!._id;
});

const imagePayload = multipartBody({}, { field: 'image', name: 'x.png', type: 'image/png', bytes: Buffer.from('89504e470d0a1a0a', 'hex') });
const notAForm = { payload: Buffer.from('--nothing-here\r\n garbage'), headers: { 'content-type': 'multipart/form-data; boundary=nothing-here' } };

/** Each fleet operation on the demo supplier's vehicles, with a body the contract takes and one it refuses: raw requests. */
function operations(): Array<{ name: string; request: (token: string, body: 'valid' | 'invalid') => InjectOptions }> {
  const json = (method: InjectOptions['method'], url: string, valid: object | undefined, invalid: object | undefined) => (token: string, body: 'valid' | 'invalid') => ({
    method,
    url,
    headers: bearer(token),
    ...(body === 'valid' ? (valid ? { payload: valid } : {}) : invalid ? { payload: invalid } : {}),
  });
  const carBody = { brand: 'Stolen', model: 'X', year: 2020, bodyType: 'suv', category: 'SUV', engineType: 'diesel', gearbox: 'manual', fuelPolicy: 'freeTank', mileage: -1, seats: 5, doors: 5, aircon: true, deposit: 0, price: 1, extras: { cancellation: 0, amendments: 0, theftProtection: 0, collisionDamageWaiver: 0, fullInsurance: 0, additionalDriver: 0 }, minimumAge: 21, available: true, badges: [], color: '#000000', locations: ['nice'], description: { en: 'x', fr: 'x', ru: 'x' } };
  const yachtBody = { brand: 'Stolen', model: 'Y', year: 2020, kind: 'motor', lengthMeters: 10, cabins: 1, guests: 4, crew: 0, price: 1, deposit: 0, available: true, badges: [], color: '#000000', locations: ['nice'], description: { en: 'y', fr: 'y', ru: 'y' } };
  return [
    { name: 'getFleetCar', request: json('GET', `/api/fleet/cars/${car}`, undefined, undefined) },
    { name: 'updateCar', request: json('PUT', `/api/cars/${car}`, carBody, { seats: 'many' }) },
    { name: 'deleteCar', request: json('DELETE', `/api/cars/${car}`, undefined, undefined) },
    { name: 'getFleetYacht', request: json('GET', `/api/fleet/yachts/${yacht}`, undefined, undefined) },
    { name: 'updateYacht', request: json('PUT', `/api/yachts/${yacht}`, yachtBody, { guests: -1 }) },
    { name: 'deleteYacht', request: json('DELETE', `/api/yachts/${yacht}`, undefined, undefined) },
    {
      name: 'addVehicleImage',
      request: (token, body) => {
        const form = body === 'valid' ? imagePayload : notAForm;
        return { method: 'POST', url: `/api/fleet/yacht/${yacht}/images`, headers: { ...bearer(token), ...form.headers }, payload: form.payload };
      },
    },
    { name: 'deleteVehicleImage', request: json('DELETE', `/api/fleet/images/${image}`, undefined, undefined) },
    {
      name: 'getVehicleBookings',
      request: (token, body) => ({
        method: 'GET',
        url: `/api/fleet/car/${car}/bookings?${body === 'valid' ? 'from=2030-01-01T00:00:00Z&to=2030-02-01T00:00:00Z' : 'from=soon'}`,
        headers: bearer(token),
      }),
    },
  ];
}

describe(`fleet access on ${databaseLabel}`, () => {
  it("refuses another supplier's account each operation on a car, a yacht or an image (403), valid body or not", async () => {
    for (const { name, request } of operations()) {
      for (const body of ['valid', 'invalid'] as const) {
        const response = await server.inject(request(rival, body));
        expect(response.statusCode, `${name}, ${body} body: ${response.body}`).toBe(403);
        expect(response.json<Schemas['Error']>().code).toBe('FORBIDDEN');
      }
    }
  });

  it('refuses a driver every fleet operation (403), before any body', async () => {
    const selection = { items: [{ kind: 'car', _id: car }] };
    const calls: Array<[string, InjectOptions]> = [
      ...operations().map(({ name, request }) => [name, request(driver, 'valid')] as [string, InjectOptions]),
      ['getFleet', { method: 'GET', url: '/api/fleet', headers: bearer(driver) }],
      ['createCar', { method: 'POST', url: '/api/cars', headers: bearer(driver), payload: { brand: 1 } }],
      ['createYacht', { method: 'POST', url: '/api/yachts', headers: bearer(driver), payload: { brand: 1 } }],
      ['setFleetAvailability', { method: 'POST', url: '/api/fleet/availability', headers: bearer(driver), payload: { ...selection, available: false } }],
      ['deleteFleetVehicles', { method: 'POST', url: '/api/fleet/delete', headers: bearer(driver), payload: selection }],
    ];
    for (const [name, options] of calls) {
      const response = await server.inject(options);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(403);
    }
  });

  it("changes nothing of a selection that holds another supplier's vehicle (404, as an unknown id)", async () => {
    const own = await fleet(rival, { kind: 'car', availability: 'available', size: 1 });
    expect(own).toHaveLength(1);
    const items: Schemas['FleetVehicleRef'][] = [{ kind: 'car', _id: own[0]!._id }, { kind: 'car', _id: car }];
    const off = await server.as(rival).POST('/api/fleet/availability', { body: { items, available: false } });
    expect(off.response.status).toBe(404);
    const removed = await server.as(rival).POST('/api/fleet/delete', { body: { items } });
    expect(removed.response.status).toBe(404);
    // Neither its own car nor the other supplier's changed.
    const still = (await fleetCar(rival, own[0]!._id)).data!;
    expect(still.car.available).toBe(true);
    expect((await fleetCar(owner, car)).data!.car.brand).not.toBe('Stolen');
  });

  it("never lists another supplier's vehicles to a supplier", async () => {
    const listed = await fleet(rival, { size: 100, supplier: 'riviera-drive' });
    expect(listed.length).toBeGreaterThan(0);
    expect(new Set(listed.map((item) => item.supplier.slug))).toEqual(new Set(['lutece-mobilite']));
  });

  it("lets an admin act on any supplier's vehicle, and refuses a car moved to an unknown supplier (400)", async () => {
    const admin = await signInAs(server, 'admin@example.com', DEMO_PASSWORD);
    expect((await fleetCar(admin, car)).response.status).toBe(200);
    // The car as the fleet reads it, sent back as its input with another supplier.
    const body = (await fleetCar(admin, car)).data!.car;
    const update = (supplier: string) => server.as(admin).PUT('/api/cars/{id}', { params: { path: { id: car } }, body: { ...body, supplier } });
    expect((await update('nowhere')).response.status).toBe(400);
    const moved = await update('lutece-mobilite');
    expect(moved.response.status).toBe(200);
    // Now the other supplier's: its own account may read it, the demo supplier may not.
    expect((await fleetCar(rival, car)).response.status).toBe(200);
    expect((await fleetCar(owner, car)).response.status).toBe(403);
  });
});
