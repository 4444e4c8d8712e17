import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '@/server/app.ts';
import { loadConfig, type Config } from '@/server/config.ts';
import { openDatabase, type Database } from '@/server/db/client.ts';
import { migrate } from '@/server/db/migrate.ts';
import { createSandboxProvider, type SandboxProvider } from '@/server/services/payments/sandbox.ts';
import { createTestClient, type Caller, type ClientOptions, type TestClient } from './test-client.ts';

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
    async variant(overrides, { fetch, logStream, extend } = {}) {
      const config: Config = { ...parts.config, ...overrides };
      const payments = createSandboxProvider();
      const app = await buildApp(config, parts.database, { paymentProvider: payments, fetch, logStream });
      extend?.(app);
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
    reset: () => first.reset(),
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
  /** Routes of the test's own, added before the app is ready (an operation that fails on purpose). */
  extend?: (app: FastifyInstance) => void;
}

/** The app on a database of its own: useTestServer's, once per file. */
async function startTestServer(overrides: Partial<Config> = {}, { fetch, logStream, extend }: StartOptions = {}): Promise<TestServer> {
  const database = await openTestDatabase();
  const config: Config = { ...loadConfig({ NODE_ENV: 'test' }), distDir: '/nonexistent', outboxIntervalMs: 0, logLevel: 'silent', ...overrides };
  const payments = createSandboxProvider();
  const app = await buildApp(config, database, { paymentProvider: payments, fetch, logStream });
  extend?.(app);
  await app.ready();
  let closing: Promise<void> | undefined;
  return withClient({
    app,
    database,
    config,
    payments,
    reset: () => database.execScript(`truncate ${ACCOUNT_TABLES.join(', ')} restart identity cascade`),
    // Once, whoever asks first: a test may close its server to see what closing does, and the fixture closes it after.
    close: () =>
      (closing ??= (async () => {
        await app.close();
        await database.close();
      })()),
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
      const value: unknown = Reflect.get(started, key);
      return value;
    },
  });
}

export * from './server-accounts.ts';
