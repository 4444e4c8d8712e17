import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../support/event-stream.ts';
import { bearer, createActiveUser, databaseLabel, json, promote, startTestServer, type TestServer } from '../support/server.ts';

/**
 * GET /api/notifications/stream on a listening server, read as the app reads it (fetch with the bearer token): the
 * counts at once, each new notification and the counts after every change, whichever request made it; the stream ends
 * with the session, and when the app closes. Across two server instances: notification-stream.postgres.test.ts.
 */
let server: TestServer;
let baseUrl: string;
let closed = false;
type Account = { _id: string; token: string; email: string };
let admin: Account;
let accounts = 0;
const newAccount = () => createActiveUser(server, { email: `streamer${++accounts}@example.org` });

beforeAll(async () => {
  server = await startTestServer();
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await newAccount();
  await promote(server.database, admin._id, 'admin');
});
afterAll(async () => {
  if (!closed) await server.close();
});

const streamOf = (account: Account) => openEventStream(`${baseUrl}/api/notifications/stream`, account.token);
const message = (to: Account, text: string) => server.app.inject({ method: 'POST', url: `/api/users/${to._id}/messages`, headers: bearer(admin.token), payload: { message: text } });

describe(`the notifications stream on ${databaseLabel}`, () => {
  it('sends the counts, then each new notification and the counts after every change', async () => {
    const reader = await newAccount();
    const stream = await streamOf(reader);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers.get('cache-control')).toBe('no-store');
      expect(stream.headers.get('x-accel-buffering')).toBe('no');
      // fetch asks for compressed answers; the stream must not be buffered by the compression.
      expect(stream.headers.get('content-encoding')).toBeNull();
      expect(await stream.next()).toEqual({ event: 'counter', data: { unread: 0, total: 0 } });

      const sent = await message(reader, 'Welcome aboard');
      expect(sent.statusCode, sent.body).toBe(201);
      expect(await stream.next()).toEqual({ event: 'notification', data: json(sent) });
      expect(await stream.next()).toEqual({ event: 'counter', data: { unread: 1, total: 1 } });

      await server.app.inject({ method: 'POST', url: '/api/notifications/mark', headers: bearer(reader.token), payload: { all: true, read: true } });
      expect(await stream.next()).toEqual({ event: 'counter', data: { unread: 0, total: 1 } });
      await server.app.inject({ method: 'DELETE', url: '/api/notifications', headers: bearer(reader.token), payload: { all: true } });
      expect(await stream.next()).toEqual({ event: 'counter', data: { unread: 0, total: 0 } });
    } finally {
      stream.close();
    }
  });

  it("sends nothing of another account's notifications, and reaches every open stream of the account", async () => {
    const [reader, other] = [await newAccount(), await newAccount()];
    const [first, second] = [await streamOf(reader), await streamOf(reader)];
    try {
      await first.next('counter');
      await second.next('counter');
      await message(other, 'Not for you');
      await message(reader, 'For you');
      for (const stream of [first, second]) {
        expect(await stream.next()).toMatchObject({ event: 'notification', data: { message: 'For you' } });
        expect(await stream.next()).toEqual({ event: 'counter', data: { unread: 1, total: 1 } });
      }
    } finally {
      first.close();
      second.close();
    }
  });

  it('ends when the session is revoked and its account told, and answers 401 after', async () => {
    const reader = await newAccount();
    const stream = await streamOf(reader);
    await stream.next('counter');
    await server.database.db.execute(sql`update sessions set revoked_at = now() where user_id = ${reader._id}`);
    await server.database.db.execute(sql`select pg_notify('account_sessions', ${reader._id}::text)`);
    await stream.ended;
    expect((await streamOf(reader)).status).toBe(401);
  });

  it('keeps a stream whose session is still valid when its account is told', async () => {
    const reader = await newAccount();
    const stream = await streamOf(reader);
    try {
      await stream.next('counter');
      await server.database.db.execute(sql`select pg_notify('account_sessions', ${reader._id}::text)`);
      await message(reader, 'Still here');
      expect(await stream.next('notification')).toMatchObject({ data: { message: 'Still here' } });
    } finally {
      stream.close();
    }
  });

  it('ends the open streams when the app closes, promptly', async () => {
    const reader = await newAccount();
    const stream = await streamOf(reader);
    await stream.next('counter');
    const started = Date.now();
    closed = true;
    await server.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
