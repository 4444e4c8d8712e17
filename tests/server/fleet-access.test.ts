import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { bearer, createActiveUser, databaseLabel, json, multipartBody, promote, signInAs, startTestServer, type TestServer } from '@/tests/support/server.ts';

/**
 * The back office's access rules for fleets (server/access.ts, domain/fleet.ts): a supplier never reads or changes
 * another company's cars, yachts or photos, whatever the body; a driver calls none of the fleet's operations. Each
 * refusal is checked with a valid body and with one the contract refuses: the check comes first, so both get it.
 * (Another company's bookings: tests/server/booking-status.test.ts and bookings.test.ts.)
 */
let server: TestServer;
/** The demo supplier: riviera-drive's account. */
let owner: string;
/** An account of another company (lutece-mobilite). */
let rival: string;
let driver: string;
let car: string;
let yacht: string;
let picture: string;

const call = (token: string, method: InjectOptions['method'], url: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  server = await startTestServer();
  await seedIfEmpty(server.database, { demoAccounts: true });
  owner = await signInAs(server, 'supplier@example.com', DEMO_PASSWORD);
  const staff = await createActiveUser(server, { email: 'lutece.fleet@example.org' });
  await promote(server.database, staff._id, 'supplier');
  await server.database.db.execute(sql`update users set supplier_id = (select id from suppliers where slug = 'lutece-mobilite') where id = ${staff._id}`);
  rival = await signInAs(server, 'lutece.fleet@example.org', 'secret123');
  driver = (await createActiveUser(server, { email: 'driver.fleet@example.org' })).token;

  const fleet = json<{ items: { _id: string; kind: string }[] }>(await call(owner, 'GET', '/api/fleet?size=100')).items;
  car = fleet.find((item) => item.kind === 'car')!._id;
  yacht = fleet.find((item) => item.kind === 'yacht')!._id;
  const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#345' } }).jpeg().toBuffer();
  const form = multipartBody({}, { field: 'image', name: 'a.jpg', type: 'image/jpeg', bytes: jpeg });
  const uploaded = await server.app.inject({ method: 'POST', url: `/api/fleet/yacht/${yacht}/pictures`, headers: { ...bearer(owner), ...form.headers }, payload: form.payload });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  picture = json<{ _id: string }>(uploaded)._id;
});
afterAll(() => server.close());

const picturePayload = multipartBody({}, { field: 'image', name: 'x.png', type: 'image/png', bytes: Buffer.from('89504e470d0a1a0a', 'hex') });
const notAForm = { payload: Buffer.from('--nothing-here\r\n garbage'), headers: { 'content-type': 'multipart/form-data; boundary=nothing-here' } };

/** Each fleet operation on the demo supplier's vehicles, with a body the contract takes and one it refuses. */
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
      name: 'addVehiclePicture',
      request: (token, body) => {
        const form = body === 'valid' ? picturePayload : notAForm;
        return { method: 'POST', url: `/api/fleet/yacht/${yacht}/pictures`, headers: { ...bearer(token), ...form.headers }, payload: form.payload };
      },
    },
    { name: 'deleteVehiclePicture', request: json('DELETE', `/api/fleet/pictures/${picture}`, undefined, undefined) },
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
  it("refuses another company's account each operation on a car, a yacht or a photo (403), valid body or not", async () => {
    for (const { name, request } of operations()) {
      for (const body of ['valid', 'invalid'] as const) {
        const response = await server.app.inject(request(rival, body));
        expect(response.statusCode, `${name}, ${body} body: ${response.body}`).toBe(403);
        expect(json(response).code).toBe('FORBIDDEN');
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
      const response = await server.app.inject(options);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(403);
    }
  });

  it("changes nothing of a selection that holds another company's vehicle (404, as an unknown id)", async () => {
    const own = json<{ items: { _id: string; kind: string }[] }>(await call(rival, 'GET', '/api/fleet?kind=car&availability=available&size=1')).items;
    expect(own).toHaveLength(1);
    const items = [{ kind: 'car', _id: own[0]!._id }, { kind: 'car', _id: car }];
    const off = await call(rival, 'POST', '/api/fleet/availability', { items, available: false });
    expect(off.statusCode).toBe(404);
    const removed = await call(rival, 'POST', '/api/fleet/delete', { items });
    expect(removed.statusCode).toBe(404);
    // Neither its own car nor the other company's changed.
    const still = json<{ car: { available: boolean } }>(await call(rival, 'GET', `/api/fleet/cars/${own[0]!._id}`));
    expect(still.car.available).toBe(true);
    expect(json<{ car: { available: boolean; brand: string } }>(await call(owner, 'GET', `/api/fleet/cars/${car}`)).car.brand).not.toBe('Stolen');
  });

  it("never lists another company's vehicles to a supplier", async () => {
    const listed = json<{ items: { supplier: { slug: string } }[] }>(await call(rival, 'GET', '/api/fleet?size=100&supplier=riviera-drive')).items;
    expect(listed.length).toBeGreaterThan(0);
    expect(new Set(listed.map((item) => item.supplier.slug))).toEqual(new Set(['lutece-mobilite']));
  });

  it("lets an admin act on any company's vehicle, and refuses a car moved to an unknown company (400)", async () => {
    const admin = await signInAs(server, 'admin@example.com', DEMO_PASSWORD);
    expect((await call(admin, 'GET', `/api/fleet/cars/${car}`)).statusCode).toBe(200);
    const { car: body } = json<{ car: Record<string, unknown> }>(await call(admin, 'GET', `/api/fleet/cars/${car}`));
    expect((await call(admin, 'PUT', `/api/cars/${car}`, { ...body, supplier: 'nowhere' })).statusCode).toBe(400);
    const moved = await call(admin, 'PUT', `/api/cars/${car}`, { ...body, supplier: 'lutece-mobilite' });
    expect(moved.statusCode).toBe(200);
    // Now the other company's: its own account may read it, the demo supplier may not.
    expect((await call(rival, 'GET', `/api/fleet/cars/${car}`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', `/api/fleet/cars/${car}`)).statusCode).toBe(403);
  });
});
