import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openEventStream } from '@/tests/support/event-stream.ts';
import { createActiveUser, databaseLabel, promote, useTestServer, type Schemas, type TestServer } from '@/tests/support/server.ts';

/**
 * GET /api/notifications/stream on a listening server, read as the app reads it (fetch with the bearer token): the
 * counts at once, each new notification and the counts after every change, whichever request made it; the stream ends
 * with the session, and when the app closes. Across two server instances: notification-stream.postgres.test.ts.
 */
const server = useTestServer();
let baseUrl: string;
type Account = Schemas['SignInResponse'];
let admin: Account;
let accounts = 0;
const newAccount = () => createActiveUser(server, { email: `streamer${++accounts}@example.org` });

beforeAll(async () => {
  // The stream is read through a socket, as the app reads it.
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await newAccount();
  await promote(server.database, admin._id, 'admin');
});

const streamOf = (account: Account) => openEventStream(`${baseUrl}/api/notifications/stream`, account.token);
const message = (to: Account, text: string, on: TestServer = server, from: Account = admin) =>
  on.as(from).POST('/api/users/{userId}/messages', { params: { path: { userId: to._id } }, body: { message: text } });

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
      expect(sent.response.status, JSON.stringify(sent.error)).toBe(201);
      expect(await stream.next()).toEqual({ event: 'notification', data: sent.data });
      expect(await stream.next()).toEqual({ event: 'counter', data: { unread: 1, total: 1 } });

      await server.as(reader).POST('/api/notifications/mark', { body: { all: true, read: true } });
      expect(await stream.next()).toEqual({ event: 'counter', data: { unread: 0, total: 1 } });
      await server.as(reader).DELETE('/api/notifications', { body: { all: true } });
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
    await server.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

/**
 * The streams are bounded (issue 24: one token opened 1,500 of them): an account's oldest stream ends when it opens
 * one more than its share, and a full instance refuses a new one with 503 and Retry-After. Small bounds here, each test
 * on a server of its own; the defaults are 5 an account and 2,000 an instance (server/config.ts).
 */
describe(`the notifications streams' bounds on ${databaseLabel}`, () => {
  const limits = { perAccount: 3, perInstance: 5 };
  // Each test on an app of its own with these bounds (on a server of its own: the one above closes in its last test).
  const base = useTestServer();
  let limited: TestServer;
  let limitedUrl: string;
  let streamers = 0;
  beforeEach(async () => {
    limited = await base.variant({ notificationStreams: limits });
    limitedUrl = await limited.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => limited.close());
  const accountOn = () => createActiveUser(limited, { email: `bounded${++streamers}@example.org` });
  const streamOn = (account: Account) => openEventStream(`${limitedUrl}/api/notifications/stream`, account.token);
  const open = async (account: Account) => {
    const stream = await streamOn(account);
    expect(stream.status).toBe(200);
    await stream.next('counter');
    return stream;
  };

  it("ends the account's oldest stream when it opens one more than its share, and keeps the others", async () => {
    const reader = await accountOn();
    const streams = [];
    try {
      for (let i = 0; i < limits.perAccount + 1; i++) streams.push(await open(reader));
      const [oldest, ...kept] = streams;
      // Told why first: its page then waits to be shown before reconnecting (machines/notifications standingBy).
      expect(await oldest!.next('replaced')).toMatchObject({ data: { limit: limits.perAccount } });
      await oldest!.ended;
      let keptEnded = false;
      for (const stream of kept) void stream.ended.then(() => (keptEnded = true));
      const administrator = await accountOn();
      await promote(limited.database, administrator._id, 'admin');
      const sent = await message(reader, 'Still live', limited, administrator);
      expect(sent.response.status, JSON.stringify(sent.error)).toBe(201);
      for (const stream of kept) expect(await stream.next('notification')).toMatchObject({ data: { message: 'Still live' } });
      expect(keptEnded).toBe(false);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it("refuses a stream beyond the instance's bound with 503 and Retry-After, and opens one again once streams end", async () => {
    const readers = [await accountOn(), await accountOn()];
    const streams = [];
    try {
      for (let i = 0; i < limits.perInstance; i++) streams.push(await open(readers[i % 2]!));
      const refused = await limited.as(readers[1]).GET('/api/notifications/stream', { parseAs: 'stream' });
      expect(refused.response.status).toBe(503);
      expect(refused.response.headers.get('retry-after')).toBe('30');
      expect(refused.error?.code).toBe('SERVICE_UNAVAILABLE');
      // None of the open streams was ended to make room.
      expect(streams.map((stream) => stream.events.length)).toEqual(streams.map(() => 1));

      // The first reader signs out everywhere: his streams end, and their room is free again.
      const signedOut = await limited.as(readers[0]).DELETE('/api/delete-tokens/{userId}', { params: { path: { userId: readers[0]!._id } } });
      expect(signedOut.response.status, JSON.stringify(signedOut.error)).toBe(204);
      const ended = streams.filter((_, i) => i % 2 === 0);
      await Promise.all(ended.map((stream) => stream.ended));
      streams.push(await open(readers[1]!));
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
