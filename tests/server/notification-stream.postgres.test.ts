import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '@/tests/support/event-stream.ts';
import { createActiveUser, promote, startSecondInstance, useTestServer, type Schemas, type TestServer } from '@/tests/support/server.ts';

/**
 * Two server instances on one PostgreSQL database, each with its own pool and its own LISTEN connection, as two
 * processes behind a load balancer would be: what one stores reaches the streams open on the other (LISTEN/NOTIFY), and
 * a session revoked through one ends its streams on the other once the account is told (`account_sessions`); a dropped
 * listening connection comes back.
 * PostgreSQL only (vitest.config.ts runs `*.postgres.test.ts` files there alone).
 */
describe('notifications across two server instances on PostgreSQL', () => {
  const a = useTestServer();
  let b: TestServer;
  let baseUrlB: string;
  let admin: Schemas['SignInResponse'];
  let accounts = 0;
  const newAccount = () => createActiveUser(a, { email: `instances${++accounts}@example.org` });
  const message = (userId: string, text: string) => a.as(admin).POST('/api/users/{userId}/messages', { params: { path: { userId } }, body: { message: text } });

  beforeAll(async () => {
    b = await startSecondInstance(a);
    // B listens on a socket: the stream is read as a browser reads it.
    baseUrlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await newAccount();
    await promote(a.database, admin._id, 'admin');
  });
  afterAll(async () => {
    await b?.close();
  });

  it('delivers on instance B what instance A stores, marks and deletes', async () => {
    const reader = await newAccount();
    const stream = await openEventStream(`${baseUrlB}/api/notifications/stream`, reader.token);
    try {
      expect(await stream.next()).toEqual({ event: 'counter', data: { unread: 0, total: 0 } });
      const sent = await message(reader._id, 'From A');
      expect(sent.response.status, JSON.stringify(sent.error)).toBe(201);
      expect(await stream.next()).toEqual({ event: 'notification', data: sent.data });
      expect(await stream.next()).toEqual({ event: 'counter', data: { unread: 1, total: 1 } });
      await a.as(reader).POST('/api/notifications/mark', { body: { ids: [sent.data!._id], read: true } });
      expect(await stream.next()).toEqual({ event: 'counter', data: { unread: 0, total: 1 } });
      await a.as(reader).DELETE('/api/notifications', { body: { all: true } });
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
      const sent = await message(reader._id, 'Still listening');
      expect(sent.response.status, JSON.stringify(sent.error)).toBe(201);
      expect(await stream.next('notification')).toMatchObject({ data: { message: 'Still listening' } });
    } finally {
      stream.close();
    }
  });

  it('ends the stream open on B once the session is revoked through A and the account told', async () => {
    const reader = await newAccount();
    const stream = await openEventStream(`${baseUrlB}/api/notifications/stream`, reader.token);
    await stream.next('counter');
    const signedOut = await a.as(reader).POST('/api/sign-out');
    expect(signedOut.response.status, JSON.stringify(signedOut.error)).toBe(204);
    await a.database.db.execute(sql`select pg_notify('account_sessions', ${reader._id}::text)`);
    await stream.ended;
    expect((await openEventStream(`${baseUrlB}/api/notifications/stream`, reader.token)).status).toBe(401);
  });
});
