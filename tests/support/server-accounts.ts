import type { LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { carBookingPrice, rentalDays } from '@/domain/price.ts';
import type { Database } from '@/server/db/client.ts';
import { listMailbox } from '@/server/services/mail/outbox.ts';
import type { TestServer } from './server.ts';
import { file, formData, type Schemas, type TestClient } from './test-client.ts';

/**
 * What the server tests do through the API again and again (tests/support/server.ts re-exports it): accounts signed
 * up and in, a licence on file, a car booked and paid, the mailbox read; with the typed client of the test server.
 */

/** The JSON of a raw (`inject`) answer. */
export const json = <T = Record<string, unknown>>(response: LightMyRequestResponse) => response.json<T>();
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function mailbox(database: Database) {
  return listMailbox(database.db);
}

/** The link of the newest email to this address, as a URL. */
export async function lastLinkTo(database: Database, address: string) {
  const email = (await mailbox(database)).find((row) => row.toAddress === address);
  if (!email) throw new Error(`No email to ${address}`);
  const link = /https?:\/\/\S+/.exec(email.textBody)?.[0];
  if (!link) throw new Error(`No link in the email to ${address}`);
  return { email, url: new URL(link) };
}

export const validSignUp = (overrides: Partial<Schemas['SignUpRequest']> = {}): Schemas['SignUpRequest'] => ({
  email: 'jane@example.org',
  password: 'secret123',
  fullName: 'Jane Roe',
  phone: '+33 6 11 22 33 44',
  birthDate: '1995-06-01',
  language: 'en',
  acceptTerms: true,
  ...overrides,
});

/** Signs a driver up, follows the activation link and signs in: answers the sign-in body. */
export async function createActiveUser(server: TestServer, overrides: Partial<Schemas['SignUpRequest']> = {}): Promise<Schemas['SignInResponse']> {
  const body = validSignUp(overrides);
  const signUp = await server.POST('/api/sign-up', { body });
  if (signUp.response.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(signUp.error)}`);
  const { url } = await lastLinkTo(server.database, body.email);
  const activate = await server.POST('/api/activate', {
    body: { userId: url.searchParams.get('u')!, email: url.searchParams.get('e')!, token: url.searchParams.get('t')! },
  });
  if (activate.response.status !== 200) throw new Error(`activation failed: ${JSON.stringify(activate.error)}`);
  return signIn(server, body.email, body.password);
}

/** Makes a user an admin directly in the database (no API may do it). */
export async function promote(database: Database, userId: string, type: 'admin' | 'superadmin' | 'supplier') {
  await database.db.execute(sql`update users set type = ${type} where id = ${userId}`);
}

export async function setUserFlag(database: Database, userId: string, flag: 'suspended' | 'verified', value: boolean) {
  await database.db.execute(sql`update users set ${sql.raw(flag)} = ${value} where id = ${userId}`);
}

/** Signs an account in on the front end: answers the sign-in body (its bearer token in `token`). */
export async function signIn(server: TestServer, email: string, password: string): Promise<Schemas['SignInResponse']> {
  const { data, error } = await server.POST('/api/sign-in/{appType}', { params: { path: { appType: 'frontend' } }, body: { email, password } });
  if (!data) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(error)}`);
  return data;
}

/** Signs an account in and answers its bearer token. */
export async function signInAs(server: TestServer, email: string, password: string): Promise<string> {
  return (await signIn(server, email, password)).token;
}

/** The smallest PNG there is (1x1): enough for the server, which checks the bytes, not the image. */
export const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A multipart/form-data body with text fields and one file, as a browser's FormData sends it. */
export function multipartBody(fields: Record<string, string>, file?: { field: string; name: string; type: string; bytes: Buffer }) {
  const boundary = `----azura${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Stores a driver's licence image, as the booking process does for suppliers that ask for one. */
export function storeLicence(server: TestServer, token: string, bytes: Buffer = tinyPng) {
  return server.as(token).POST('/api/create-biometric', {
    body: { kind: 'licence', image: file(bytes, 'licence.png', 'image/png') },
    bodySerializer: formData,
  });
}

/** A driver ready to book with any supplier: signed up, activated, signed in, his licence on file. */
export async function createBookingDriver(server: TestServer, overrides: Partial<Schemas['SignUpRequest']> = {}) {
  const driver = await createActiveUser(server, overrides);
  const uploaded = await storeLicence(server, driver.token);
  if (uploaded.response.status !== 201) throw new Error(`licence upload failed: ${JSON.stringify(uploaded.error)}`);
  return driver;
}

/** What a booking needs of a car, as the catalogue answers it. */
type BookableCar = Pick<Schemas['Car'], '_id' | 'price' | 'extras' | 'locations'>;

/** Books a car for the driver of `token` through the API, at its first place, without extras, at the total the server will compute. */
export function book(
  server: TestServer,
  token: string,
  car: BookableCar,
  {
    from,
    to,
    paymentOption = 'payLater',
    paymentType = 'cash',
    coupon,
  }: {
    from: Date;
    to: Date;
    paymentOption?: Schemas['PaymentOption'];
    paymentType?: Schemas['PaymentType'];
    coupon?: { code: string; discount: number; discountUnit: 'amount' | 'percentage' };
  },
) {
  return server.as(token).POST('/api/bookings', {
    body: {
      offer: car._id,
      from: from.toISOString(),
      to: to.toISOString(),
      pickUpLocation: car.locations[0]!,
      dropOffLocation: car.locations[0]!,
      paymentOption,
      paymentType,
      ...(coupon ? { coupon: coupon.code } : {}),
      total: carBookingPrice(car, rentalDays(from, to), {}, { coupon: coupon ?? null }).total,
    },
  });
}

/** The sandbox's card that pays (services/payments/sandbox.ts). */
const payingCard = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

/** Pays a booking by card as `as`, under an idempotency key (a new one unless told). */
export function payByCard(as: TestClient, id: string, key: string = randomUUID(), card = payingCard) {
  return as.POST('/api/bookings/{id}/payments', { params: { path: { id }, header: { 'Idempotency-Key': key } }, body: { paymentType: 'card', card } });
}
