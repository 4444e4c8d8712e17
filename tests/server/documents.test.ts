import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarExtraPrices } from '@/domain/price.ts';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import {
  bearer,
  bookCar,
  createActiveUser,
  databaseLabel,
  json,
  multipartBody,
  signInAs,
  startTestServer,
  tinyPng,
  uploadLicence,
  type TestServer,
} from '@/tests/support/server.ts';

/** The driver's licence picture some companies ask for before a booking (createBiometric, getDocuments). */
let server: TestServer;
let admin: string;

type Document = { _id: string; kind: string; contentType: string; size: number };
type Failure = { code: string; message: string };
type Car = { _id: string; price: number; extras: CarExtraPrices; locations: string[]; available: boolean };

beforeAll(async () => {
  server = await startTestServer();
  await seedIfEmpty(server.database, { demoAccounts: true });
  admin = await signInAs(server, 'admin@example.com', DEMO_PASSWORD);
});
afterAll(() => server.close());

let users = 0;
const newDriver = () => createActiveUser(server, { email: `licence-${++users}@example.org` });
const documents = async (userId: string, token: string) =>
  server.app.inject({ method: 'GET', url: `/api/user/${userId}/documents`, headers: bearer(token) });
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

describe(`identity documents on ${databaseLabel}`, () => {
  it('stores a licence picture, and a new one replaces it', async () => {
    const driver = await newDriver();
    const first = await uploadLicence(server, driver.token);
    expect(first.statusCode).toBe(201);
    expect(json<Document>(first)).toMatchObject({ kind: 'licence', contentType: 'image/png', size: tinyPng.length });
    expect((await uploadLicence(server, driver.token, jpeg)).statusCode).toBe(201);
    const listed = json<Document[]>(await documents(driver._id, driver.token));
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ contentType: 'image/jpeg', size: jpeg.length });
    expect((await documents(driver._id, admin)).statusCode).toBe(200);
    expect((await documents(driver._id, (await newDriver()).token)).statusCode).toBe(403);
  });

  it('refuses what is not a picture (415), a picture over 5 MB (413), a wrong kind (400) and a guest (401)', async () => {
    const driver = await newDriver();
    const text = await uploadLicence(server, driver.token, Buffer.from('not a picture at all'));
    expect([text.statusCode, json<Failure>(text).code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const huge = await uploadLicence(server, driver.token, Buffer.concat([tinyPng, Buffer.alloc(5 * 1024 * 1024)]));
    expect([huge.statusCode, json<Failure>(huge).code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const wrongKind = multipartBody({ kind: 'passport' }, { field: 'image', name: 'p.png', type: 'image/png', bytes: tinyPng });
    const refused = await server.app.inject({ method: 'POST', url: '/api/create-biometric', headers: { ...bearer(driver.token), ...wrongKind.headers }, payload: wrongKind.payload });
    expect([refused.statusCode, json<Failure>(refused).message]).toEqual([400, expect.stringContaining('kind')]);
    const noFile = multipartBody({ kind: 'licence' });
    expect((await server.app.inject({ method: 'POST', url: '/api/create-biometric', headers: { ...bearer(driver.token), ...noFile.headers }, payload: noFile.payload })).statusCode).toBe(400);
    const guest = multipartBody({ kind: 'licence' }, { field: 'image', name: 'l.png', type: 'image/png', bytes: tinyPng });
    expect((await server.app.inject({ method: 'POST', url: '/api/create-biometric', headers: guest.headers, payload: guest.payload })).statusCode).toBe(401);
    expect(json<Document[]>(await documents(driver._id, driver.token))).toEqual([]);
  });

  it('a company that asks for the licence refuses a booking without one (422 LICENCE_REQUIRED), and takes it after the upload', async () => {
    const driver = await newDriver();
    const car = json<{ items: Car[] }>(await server.app.inject({ method: 'GET', url: '/api/cars?supplier=riviera-drive&size=1' })).items[0]!;
    const book = () => bookCar(server, driver.token, car, { from: new Date(Date.UTC(2028, 3, 1, 10)), to: new Date(Date.UTC(2028, 3, 3, 10)) });
    const refused = await book();
    expect([refused.statusCode, json<Failure>(refused).code]).toEqual([422, 'LICENCE_REQUIRED']);
    await uploadLicence(server, driver.token);
    expect((await book()).statusCode).toBe(201);
  });

  it('a company that does not ask for it books without one', async () => {
    const driver = await newDriver();
    const car = json<{ items: Car[] }>(await server.app.inject({ method: 'GET', url: '/api/cars?supplier=lago-strada&size=1' })).items[0]!;
    const response = await bookCar(server, driver.token, car, { from: new Date(Date.UTC(2028, 4, 1, 10)), to: new Date(Date.UTC(2028, 4, 2, 10)) });
    expect(response.statusCode, response.body).toBe(201);
  });
});
