import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, createActiveUser, json, lastLinkTo, mailbox, promote, startTestServer, testDatabaseUrl, type TestServer } from '@/tests/support/server.ts';

/**
 * What only a PostgreSQL server shows: the notice other instances receive when an account's sessions end (their live
 * notification streams listen on `account_sessions` from a connection of their own), and sign-in codes spent by
 * requests arriving together on several connections.
 */
let server: TestServer;
let listener: pg.Client;
const received: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  listener = new pg.Client({ connectionString: await testDatabaseUrl() });
  await listener.connect();
  listener.on('notification', (message) => {
    if (message.channel === 'account_sessions') received.push(message.payload ?? '');
  });
  await listener.query('listen account_sessions');
});
afterAll(async () => {
  await listener?.end();
  await server?.close();
});
beforeEach(async () => {
  await server.reset();
  received.length = 0;
});

const post = (url: string, payload?: unknown, headers?: Record<string, string>) =>
  server.app.inject({ method: 'POST', url, payload: payload as object, headers });

/** The notices about the user, once `expected` arrived or a second passed: they reach the listener after the commit. */
async function noticesFor(userId: string, expected: number) {
  const count = () => received.filter((payload) => payload === userId).length;
  for (let i = 0; i < 40 && count() < expected; i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
  return count();
}

describe('account sessions on PostgreSQL', () => {
  it('tells every instance when sessions are revoked: sign out everywhere, password change, password reset, suspension', async () => {
    const jane = await createActiveUser(server);
    const admin = await createActiveUser(server, { email: 'admin@example.org' });
    await promote(server.database, admin._id, 'admin');

    expect((await server.app.inject({ method: 'DELETE', url: `/api/delete-tokens/${jane._id}`, headers: bearer(jane.token) })).statusCode).toBe(204);
    expect(await noticesFor(jane._id, 1)).toBe(1);

    const token = json<{ token: string }>(await post('/api/sign-in/frontend', { email: 'jane@example.org', password: 'secret123' })).token;
    expect((await post('/api/change-password', { _id: jane._id, currentPassword: 'secret123', newPassword: 'brand-new-1' }, bearer(token))).statusCode).toBe(204);
    expect(await noticesFor(jane._id, 2)).toBe(2);

    await post('/api/resend/frontend/jane%40example.org/true');
    const { url } = await lastLinkTo(server.database, 'jane@example.org');
    const link = { userId: url.searchParams.get('u'), email: url.searchParams.get('e'), token: url.searchParams.get('t'), password: 'brand-new-2' };
    expect((await post('/api/reset-password', link)).statusCode).toBe(204);
    expect(await noticesFor(jane._id, 3)).toBe(3);

    expect((await post(`/api/users/${jane._id}/suspension`, { suspended: true }, bearer(admin.token))).statusCode).toBe(200);
    expect(await noticesFor(jane._id, 4)).toBe(4);
    expect(received.every((payload) => payload === jane._id)).toBe(true);
  });

  it('tells nothing when nothing changed (a wrong password)', async () => {
    const jane = await createActiveUser(server);
    expect((await post('/api/change-password', { _id: jane._id, currentPassword: 'wrong-one', newPassword: 'brand-new-1' }, bearer(jane.token))).statusCode).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([]);
  });

  async function sentCode() {
    await createActiveUser(server);
    await post('/api/send-signin-code', { email: 'jane@example.org' });
    const email = (await mailbox(server.database)).find((row) => row.kind === 'signInCode')!;
    return /\b(\d{6})\b/.exec(email.textBody)![1]!;
  }

  it('signs in once when the same code arrives ten times at once', async () => {
    const code = await sentCode();
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/api/sign-in-code/frontend', { email: 'jane@example.org', code })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(401)]);
  });

  it('counts wrong tries arriving together: never more than five, and the code is dead after them', async () => {
    const code = await sentCode();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(Array.from({ length: 12 }, () => post('/api/sign-in-code/frontend', { email: 'jane@example.org', code: wrong })));
    expect(answers.every((answer) => answer.statusCode === 401)).toBe(true);
    const tries = await server.database.db.execute(sql`select failed_tries from sign_in_codes`);
    expect((tries as unknown as { rows: { failed_tries: number }[] }).rows[0]!.failed_tries).toBe(5);
    expect((await post('/api/sign-in-code/frontend', { email: 'jane@example.org', code })).statusCode).toBe(401);
  });
});
