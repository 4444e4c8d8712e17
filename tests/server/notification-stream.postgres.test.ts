import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app.ts';
import { loadConfig, type Config } from '@/server/config.ts';
import { openDatabase, type Database } from '@/server/db/client.ts';
import { createSandboxProvider } from '@/server/services/payments/sandbox.ts';
import { openEventStream } from '@/tests/support/event-stream.ts';
import { bearer, createActiveUser, json, openTestDatabase, promote, testDatabaseUrl, type TestServer } from '@/tests/support/server.ts';

/**
 * Two server instances on one PostgreSQL database, each with its own pool and its own LISTEN connection, as two
 * processes behind a load balancer would be: what one stores reaches the streams open on the other (LISTEN/NOTIFY), and
 * a session revoked through one ends its streams on the other once the account is told (`account_sessions`); a dropped
 * listening connection comes back.
 * PostgreSQL only (vitest.config.ts runs `*.postgres.test.ts` files there alone).
 */
const config: Config = { ...loadConfig({ NODE_ENV: 'test' }), distDir: '/nonexistent', outboxIntervalMs: 0, logLevel: 'silent' };

async function instance(database: Database): Promise<TestServer> {
  const payments = createSandboxProvider();
  const app = await buildApp(config, database, { paymentProvider: payments });
  await app.ready();
  return { app, database, config, payments, reset: async () => undefined, close: () => app.close() };
}

describe('notifications across two server instances on PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;
  let baseUrlB: string;
  let admin: { _id: string; token: string };
  let accounts = 0;
  const newAccount = () => createActiveUser(a, { email: `instances${++accounts}@example.org` });

  beforeAll(async () => {
    a = await instance(await openTestDatabase());
    b = await instance(await openDatabase({ url: await testDatabaseUrl() }));
    baseUrlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await newAccount();
    await promote(a.database, admin._id, 'admin');
  });
  afterAll(async () => {
    for (const server of [b, a]) {
      await server?.app.close();
      await server?.database.close();
    }
  });

  it('delivers on instance B what instance A stores, marks and deletes', async () => {
    const reader = await newAccount();
    const stream = await openEventStream(`${baseUrlB}/api/notifications/stream`, reader.token);
    try {
      expect(await stream.next()).toEqual({ event: 'counter', data: { unread: 0, total: 0 } });
      const sent = await a.app.inject({ method: 'POST', url: `/api/users/${reader._id}/messages`, headers: bearer(admin.token), payload: { message: 'From A' } });
      expect(sent.statusCode, sent.body).toBe(201);
      expect(await stream.next()).toEqual({ event: 'notification', data: json(sent) });
      expect(await stream.next()).toEqual({ event: 'counter', data: { unread: 1, total: 1 } });
      await a.app.inject({ method: 'POST', url: '/api/notifications/mark', headers: bearer(reader.token), payload: { ids: [json(sent)._id], read: true } });
      expect(await stream.next()).toEqual({ event: 'counter', data: { unread: 0, total: 1 } });
      await a.app.inject({ method: 'DELETE', url: '/api/notifications', headers: bearer(reader.token), payload: { all: true } });
      expect(await stream.next()).toEqual({ event: 'counter', data: { unread: 0, total: 0 } });
    } finally {
      stream.close();
    }
  });

  it('listens again when the database drops the listening connections, and sends the counts again', async () => {
    const reader = await newAccount();
    const stream = await openEventStream(`${baseUrlB}/api/notifications/stream`, reader.token);
    try {
      await stream.next('counter');
      const listeners = sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`;
      await a.database.db.execute(listeners);
      // What changed meanwhile may be lost: each stream is sent its counts once the instance listens again.
      expect(await stream.next('counter', 10_000)).toEqual({ event: 'counter', data: { unread: 0, total: 0 } });
      const sent = await a.app.inject({ method: 'POST', url: `/api/users/${reader._id}/messages`, headers: bearer(admin.token), payload: { message: 'Still listening' } });
      expect(sent.statusCode, sent.body).toBe(201);
      expect(await stream.next('notification')).toMatchObject({ data: { message: 'Still listening' } });
    } finally {
      stream.close();
    }
  });

  it('ends the stream open on B once the session is revoked through A and the account told', async () => {
    const reader = await newAccount();
    const stream = await openEventStream(`${baseUrlB}/api/notifications/stream`, reader.token);
    await stream.next('counter');
    const signedOut = await a.app.inject({ method: 'POST', url: '/api/sign-out', headers: bearer(reader.token) });
    expect(signedOut.statusCode, signedOut.body).toBe(204);
    await a.database.db.execute(sql`select pg_notify('account_sessions', ${reader._id}::text)`);
    await stream.ended;
    expect((await openEventStream(`${baseUrlB}/api/notifications/stream`, reader.token)).status).toBe(401);
  });
});
