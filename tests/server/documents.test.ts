import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { bearer, book, createActiveUser, databaseLabel, multipartBody, signInAs, storeLicence, tinyPng, useTestServer } from '@/tests/support/server.ts';
import type { Schemas } from '@/openapi/types';

/** The driver's licence image some suppliers ask for before a booking (createBiometric, getDocuments). */
const server = useTestServer();
let admin: string;

beforeAll(async () => {
  await seedIfEmpty(server.database, { demoAccounts: true });
  admin = await signInAs(server, 'admin@example.com', DEMO_PASSWORD);
});

let users = 0;
const newDriver = () => createActiveUser(server, { email: `licence-${++users}@example.org` });
const documents = (userId: string, token: string) => server.as(token).GET('/api/user/{id}/documents', { params: { path: { id: userId } } });
const firstCarOf = async (supplier: string) => (await server.GET('/api/cars', { params: { query: { supplier: [supplier], size: 1 } } })).data!.items[0]!;
/** A multipart form the contract's types cannot say (a kind it does not know, no file): sent raw. */
const rawUpload = (form: ReturnType<typeof multipartBody>, token?: string) =>
  server.inject({ method: 'POST', url: '/api/create-biometric', headers: { ...(token ? bearer(token) : {}), ...form.headers }, payload: form.payload });
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

describe(`identity documents on ${databaseLabel}`, () => {
  it('stores a licence image, and a new one replaces it', async () => {
    const driver = await newDriver();
    const first = await storeLicence(server, driver.token);
    expect(first.response.status).toBe(201);
    expect(first.data).toMatchObject({ kind: 'licence', contentType: 'image/png', size: tinyPng.length });
    expect((await storeLicence(server, driver.token, jpeg)).response.status).toBe(201);
    const listed = (await documents(driver._id, driver.token)).data!;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ contentType: 'image/jpeg', size: jpeg.length });
    expect((await documents(driver._id, admin)).response.status).toBe(200);
    expect((await documents(driver._id, (await newDriver()).token)).response.status).toBe(403);
  });

  it('refuses what is not an image (415), an image over 5 MB (413), a wrong kind (400) and a guest (401)', async () => {
    const driver = await newDriver();
    const text = await storeLicence(server, driver.token, Buffer.from('not an image at all'));
    expect([text.response.status, text.error?.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const huge = await storeLicence(server, driver.token, Buffer.concat([tinyPng, Buffer.alloc(5 * 1024 * 1024)]));
    expect([huge.response.status, huge.error?.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const refused = await rawUpload(multipartBody({ kind: 'passport' }, { field: 'image', name: 'p.png', type: 'image/png', bytes: tinyPng }), driver.token);
    expect([refused.statusCode, refused.json<Schemas['Error']>().message]).toEqual([400, expect.stringContaining('kind')]);
    expect((await rawUpload(multipartBody({ kind: 'licence' }), driver.token)).statusCode).toBe(400);
    expect((await rawUpload(multipartBody({ kind: 'licence' }, { field: 'image', name: 'l.png', type: 'image/png', bytes: tinyPng }))).statusCode).toBe(401);
    expect((await documents(driver._id, driver.token)).data).toEqual([]);
  });

  it('a supplier that asks for the licence refuses a booking without one (422 LICENCE_REQUIRED), and takes it after the upload', async () => {
    const driver = await newDriver();
    const car = await firstCarOf('riviera-drive');
    const booked = () => book(server, driver.token, car, { from: new Date(Date.UTC(2028, 3, 1, 10)), to: new Date(Date.UTC(2028, 3, 3, 10)) });
    const refused = await booked();
    expect([refused.response.status, refused.error?.code]).toEqual([422, 'LICENCE_REQUIRED']);
    await storeLicence(server, driver.token);
    expect((await booked()).response.status).toBe(201);
  });

  it('a supplier that does not ask for it books without one', async () => {
    const driver = await newDriver();
    const car = await firstCarOf('lago-strada');
    const { response, error } = await book(server, driver.token, car, { from: new Date(Date.UTC(2028, 4, 1, 10)), to: new Date(Date.UTC(2028, 4, 2, 10)) });
    expect(response.status, JSON.stringify(error)).toBe(201);
  });
});
