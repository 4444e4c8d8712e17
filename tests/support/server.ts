import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { carBookingPrice, rentalDays } from '../../domain/price.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { listMailbox } from '../../server/services/mail/outbox.ts';
import { createSandboxProvider, type SandboxProvider } from '../../server/services/payments/sandbox.ts';
import { createTestClient, file, formData, type Caller, type ClientOptions, type Schemas, type TestClient } from './test-client.ts';

export { createHttpClient, file, formData, type Body, type Caller, type Query, type Schemas, type TestClient } from './test-client.ts';

/**
 * The server suite runs on an in-memory PGlite, and again on the PostgreSQL server named by
 * TEST_DATABASE_URL when SERVER_TEST_DB=postgres (scripts/test.ts does both).
 */
export const onPostgres = process.env.SERVER_TEST_DB === 'postgres';
export const databaseLabel = onPostgres ? 'PostgreSQL' : 'PGlite';

let workerDatabase: Promise<string> | undefined;

/**
 * The database of this vitest worker on the PostgreSQL server of TEST_DATABASE_URL (`test_w1`, `test_w2`…, created
 * on first use): each worker has one of its own, so that test files run side by side without sharing tables.
 */
export function testDatabaseUrl(): Promise<string> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('SERVER_TEST_DB=postgres needs TEST_DATABASE_URL');
  workerDatabase ??= (async () => {
    const url = new URL(base);
    const name = `${url.pathname.slice(1) || 'postgres'}_w${process.env.VITEST_POOL_ID ?? '0'}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) await admin.query(`create database "${name}"`);
    } catch (error) {
      // Another run made it meanwhile (42P04: duplicate_database).
      if ((error as { code?: string }).code !== '42P04') throw error;
    } finally {
      await admin.end();
    }
    url.pathname = `/${name}`;
    return url.toString();
  })();
  return workerDatabase;
}

/** A test database with no table yet: for the tests of a migration itself. */
export async function openEmptyTestDatabase(): Promise<Database> {
  if (onPostgres) {
    const url = await testDatabaseUrl();
    const database = await openDatabase({ url });
    await database.execScript('drop schema if exists public cascade; create schema public;');
    return database;
  }
  return openDatabase({ dataDir: 'memory://' });
}

export async function openTestDatabase(): Promise<Database> {
  const template = onPostgres ? undefined : inject('pgliteTemplate');
  // The migrated database the global setup wrote (tests/support/pglite-template.ts).
  if (template) return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(template)]) });
  const database = await openEmptyTestDatabase();
  await migrate(database);
  return database;
}

const ACCOUNT_TABLES = ['sign_in_failures', 'sessions', 'user_tokens', 'google_sign_ins', 'outbox', 'team_requests', 'users'];

/**
 * A test's server: the app on its own database, and the contract's typed client on it. `GET`, `POST`... call as
 * nobody, `as(token)` as an account (`as({ cookie })` with a cookie); `inject` is the raw way in, for what the
 * contract's types cannot say (a multipart upload, a bad JSON body, a wrong content type, an oversized body).
 */
export interface TestServer extends Pick<TestClient, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'> {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The payment provider the server uses: the sandbox, whose `charges` tests count. */
  payments: SandboxProvider;
  inject: FastifyInstance['inject'];
  as(caller: Caller, options?: ClientOptions): TestClient;
  /** Another app with other settings on this server's database, with its own caches, hub and sandbox; closing it leaves the database open. */
  variant(overrides: Partial<Config>, options?: StartOptions): Promise<TestServer>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

type ServerParts = Omit<TestServer, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'inject' | 'as' | 'variant'>;

function withClient(parts: ServerParts): TestServer {
  const { GET, POST, PUT, PATCH, DELETE } = createTestClient(parts.app);
  return {
    ...parts,
    GET,
    POST,
    PUT,
    PATCH,
    DELETE,
    inject: parts.app.inject.bind(parts.app),
    as: (caller, options) => createTestClient(parts.app, caller, options),
    async variant(overrides, { fetch, logStream } = {}) {
      const config: Config = { ...parts.config, ...overrides };
      const payments = createSandboxProvider();
      const app = await buildApp(config, parts.database, { paymentProvider: payments, fetch, logStream });
      await app.ready();
      return withClient({ app, database: parts.database, config, payments, reset: parts.reset, close: () => app.close() });
    },
  };
}

/**
 * Another server instance on the database of `first` (PostgreSQL only): its own connection pool, catalogue cache,
 * notification hub and payment sandbox, as a second process would have; nothing in memory is shared with `first`.
 */
export async function startSecondInstance(first: TestServer, overrides: Partial<Config> = {}): Promise<TestServer> {
  if (!onPostgres) throw new Error('A second instance needs PostgreSQL (PGlite has one connection, in one process)');
  const database = await openDatabase({ url: await testDatabaseUrl() });
  const config: Config = { ...first.config, ...overrides };
  const payments = createSandboxProvider();
  const app = await buildApp(config, database, { paymentProvider: payments });
  await app.ready();
  return withClient({
    app,
    database,
    config,
    payments,
    reset: first.reset,
    async close() {
      await app.close();
      await database.close();
    },
  });
}

export interface StartOptions {
  /** How the server reaches other services (the captcha's check, the IP look-up), answered by the test. */
  fetch?: typeof globalThis.fetch;
  /** Where its log goes. */
  logStream?: { write(line: string): void };
}

/** A server for one test (a setting of its own); a file's server is useTestServer's. */
export async function startTestServer(overrides: Partial<Config> = {}, { fetch, logStream }: StartOptions = {}): Promise<TestServer> {
  const database = await openTestDatabase();
  const config: Config = { ...loadConfig({ NODE_ENV: 'test' }), distDir: '/nonexistent', outboxIntervalMs: 0, logLevel: 'silent', ...overrides };
  const payments = createSandboxProvider();
  const app = await buildApp(config, database, { paymentProvider: payments, fetch, logStream });
  await app.ready();
  return withClient({
    app,
    database,
    config,
    payments,
    reset: () => database.execScript(`truncate ${ACCOUNT_TABLES.join(', ')} restart identity cascade`),
    async close() {
      await app.close();
      await database.close();
    },
  });
}

/**
 * The server of a test file: started before its tests (on PGlite from the migrated template, or on PostgreSQL as
 * SERVER_TEST_DB says), closed after them. What it answers is usable from the beforeAll hooks registered after it.
 */
export function useTestServer(
  overrides: Partial<Config> | (() => Partial<Config>) = {},
  options: StartOptions | (() => StartOptions) = {},
): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    // As functions: settings known only once an earlier beforeAll ran (a provider's address, a log's lines).
    started = await startTestServer(typeof overrides === 'function' ? overrides() : overrides, typeof options === 'function' ? options() : options);
  });
  afterAll(() => started?.close());
  return new Proxy({} as TestServer, {
    get(_target, key) {
      if (!started) throw new Error('The test server starts in beforeAll: use it in a hook or a test');
      return Reflect.get(started, key);
    },
  });
}

export const json = <T = Record<string, unknown>>(response: LightMyRequestResponse) => response.json() as T;
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

/** The smallest PNG there is (1x1): enough for the server, which checks the bytes, not the picture. */
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

/** Stores a driver's licence picture, as the booking process does for companies that ask for one. */
export function storeLicence(server: TestServer, token: string, bytes: Buffer = tinyPng) {
  return server.as(token).POST('/api/create-biometric', {
    body: { kind: 'licence', image: file(bytes, 'licence.png', 'image/png') },
    bodySerializer: formData,
  });
}

/** A driver ready to book with any company: signed up, activated, signed in, his licence on file. */
export async function createBookingDriver(server: TestServer, overrides: Partial<Schemas['SignUpRequest']> = {}) {
  const driver = await createActiveUser(server, overrides);
  const uploaded = await storeLicence(server, driver.token);
  if (uploaded.response.status !== 201) throw new Error(`licence upload failed: ${JSON.stringify(uploaded.error)}`);
  return driver;
}

/** What a booking needs of a car, as the catalogue answers it. */
export type BookableCar = Pick<Schemas['Car'], '_id' | 'price' | 'extras' | 'locations'>;

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
export const payingCard = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

/** Pays a booking by card as `as`, under an idempotency key (a new one unless told). */
export function payByCard(as: TestClient, id: string, key: string = randomUUID(), card = payingCard) {
  return as.POST('/api/bookings/{id}/payments', { params: { path: { id }, header: { 'Idempotency-Key': key } }, body: { paymentType: 'card', card } });
}

/**
 * bookCar and uploadLicence as raw `inject` answers, for the security suite's world (tests/server/security/world.ts,
 * authorization.test.ts) until its rewrite; every other file books with `book` and stores a licence with `storeLicence`.
 */
export async function bookCar(...args: Parameters<typeof book>) {
  const [server, token, car, { from, to, paymentOption = 'payLater', paymentType = 'cash', coupon }] = args;
  return server.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(token),
    payload: {
      offer: car._id,
      from: from.toISOString(),
      to: to.toISOString(),
      pickUpLocation: car.locations[0],
      dropOffLocation: car.locations[0],
      paymentOption,
      paymentType,
      ...(coupon ? { coupon: coupon.code } : {}),
      total: carBookingPrice(car, rentalDays(from, to), {}, { coupon: coupon ?? null }).total,
    },
  });
}

export async function uploadLicence(server: TestServer, token: string, bytes: Buffer = tinyPng) {
  const body = multipartBody({ kind: 'licence' }, { field: 'image', name: 'licence.png', type: 'image/png', bytes });
  return server.inject({ method: 'POST', url: '/api/create-biometric', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}
