import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { carBookingPrice, rentalDays, type CarExtraPrices } from '@/domain/price.ts';
import { buildApp } from '@/server/app.ts';
import { loadConfig, type Config } from '@/server/config.ts';
import { openDatabase, type Database } from '@/server/db/client.ts';
import { migrate } from '@/server/db/migrate.ts';
import { listMailbox } from '@/server/services/mail/outbox.ts';
import { createSandboxProvider, type SandboxProvider } from '@/server/services/payments/sandbox.ts';

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

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The payment provider the server uses: the sandbox, whose `charges` tests count. */
  payments: SandboxProvider;
  reset(): Promise<void>;
  close(): Promise<void>;
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
  return {
    app,
    database,
    config,
    payments,
    reset: first.reset,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** `fetch`: how the server reaches other services (the captcha's check, the IP look-up), answered by the test; `logStream`: where its log goes. */
export async function startTestServer(
  overrides: Partial<Config> = {},
  { fetch, logStream }: { fetch?: typeof globalThis.fetch; logStream?: { write(line: string): void } } = {},
): Promise<TestServer> {
  const database = await openTestDatabase();
  const config: Config = { ...loadConfig({ NODE_ENV: 'test' }), distDir: '/nonexistent', outboxIntervalMs: 0, logLevel: 'silent', ...overrides };
  const payments = createSandboxProvider();
  const app = await buildApp(config, database, { paymentProvider: payments, fetch, logStream });
  await app.ready();
  return {
    app,
    database,
    config,
    payments,
    reset: () => database.execScript(`truncate ${ACCOUNT_TABLES.join(', ')} restart identity cascade`),
    async close() {
      await app.close();
      await database.close();
    },
  };
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

export const validSignUp = (overrides: Record<string, unknown> = {}) => ({
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
export async function createActiveUser(server: TestServer, overrides: Record<string, unknown> = {}) {
  const body = validSignUp(overrides);
  const signUp = await server.app.inject({ method: 'POST', url: '/api/sign-up', payload: body });
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`);
  const { url } = await lastLinkTo(server.database, body.email);
  const activate = await server.app.inject({
    method: 'POST',
    url: '/api/activate',
    payload: { userId: url.searchParams.get('u'), email: url.searchParams.get('e'), token: url.searchParams.get('t') },
  });
  if (activate.statusCode !== 200) throw new Error(`activation failed: ${activate.body}`);
  const signIn = await server.app.inject({
    method: 'POST',
    url: '/api/sign-in/frontend',
    payload: { email: body.email, password: body.password },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  return json<{ _id: string; token: string; email: string; type: string }>(signIn);
}

/** Makes a user an admin directly in the database (no API may do it). */
export async function promote(database: Database, userId: string, type: 'admin' | 'superadmin' | 'supplier') {
  await database.db.execute(sql`update users set type = ${type} where id = ${userId}`);
}

export async function setUserFlag(database: Database, userId: string, flag: 'suspended' | 'verified', value: boolean) {
  await database.db.execute(sql`update users set ${sql.raw(flag)} = ${value} where id = ${userId}`);
}

/** Signs an account in and answers its bearer token. */
export async function signInAs(server: TestServer, email: string, password: string): Promise<string> {
  const response = await server.app.inject({ method: 'POST', url: '/api/sign-in/frontend', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
  return json<{ token: string }>(response).token;
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
export async function uploadLicence(server: TestServer, token: string, bytes: Buffer = tinyPng) {
  const body = multipartBody({ kind: 'licence' }, { field: 'image', name: 'licence.png', type: 'image/png', bytes });
  return server.app.inject({ method: 'POST', url: '/api/create-biometric', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}

/** A driver ready to book with any company: signed up, activated, signed in, his licence on file. */
export async function createBookingDriver(server: TestServer, overrides: Record<string, unknown> = {}) {
  const driver = await createActiveUser(server, overrides);
  const uploaded = await uploadLicence(server, driver.token);
  if (uploaded.statusCode !== 201) throw new Error(`licence upload failed: ${uploaded.body}`);
  return driver;
}

/** What a booking needs of a car, as the catalogue answers it. */
export interface BookableCar {
  _id: string;
  price: number;
  extras: CarExtraPrices;
  locations: string[];
}

/** Books a car for the driver of `token` through the API, at its first place, without extras, at the total the server will compute. */
export function bookCar(
  server: TestServer,
  token: string,
  car: BookableCar,
  {
    from,
    to,
    paymentOption = 'payLater',
    paymentType = 'cash',
    coupon,
  }: { from: Date; to: Date; paymentOption?: string; paymentType?: string; coupon?: { code: string; discount: number; discountUnit: 'amount' | 'percentage' } },
) {
  return server.app.inject({
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
