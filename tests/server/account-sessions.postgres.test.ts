import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createActiveUser, lastLinkTo, mailbox, promote, signInAs, testDatabaseUrl, useTestServer } from '@/tests/support/server.ts';

/**
 * What only a PostgreSQL server shows: the notice other instances receive when an account's sessions end (their live
 * notification streams listen on `account_sessions` from a connection of their own), and sign-in codes spent by
 * requests arriving together on several connections.
 */
const server = useTestServer();
let listener: pg.Client;
const received: string[] = [];

beforeAll(async () => {
  listener = new pg.Client({ connectionString: await testDatabaseUrl() });
  await listener.connect();
  listener.on('notification', (message) => {
    if (message.channel === 'account_sessions') received.push(message.payload ?? '');
  });
  await listener.query('listen account_sessions');
});
afterAll(async () => {
  await listener?.end();
});
beforeEach(async () => {
  await server.reset();
  received.length = 0;
});

const signInWithCode = (code: string) =>
  server.POST('/api/sign-in-code/{appType}', { params: { path: { appType: 'frontend' } }, body: { email: 'jane@example.org', code } });

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

    expect((await server.as(jane).DELETE('/api/delete-tokens/{userId}', { params: { path: { userId: jane._id } } })).response.status).toBe(204);
    expect(await noticesFor(jane._id, 1)).toBe(1);

    const token = await signInAs(server, 'jane@example.org', 'secret123');
    const changed = await server.as(token).POST('/api/change-password', { body: { _id: jane._id, currentPassword: 'secret123', newPassword: 'brand-new-1' } });
    expect(changed.response.status).toBe(204);
    expect(await noticesFor(jane._id, 2)).toBe(2);

    await server.POST('/api/resend/{appType}/{email}/{isPasswordReset}', { params: { path: { appType: 'frontend', email: 'jane@example.org', isPasswordReset: true } } });
    const { url } = await lastLinkTo(server.database, 'jane@example.org');
    const link = { userId: url.searchParams.get('u')!, email: url.searchParams.get('e')!, token: url.searchParams.get('t')!, password: 'brand-new-2' };
    expect((await server.POST('/api/reset-password', { body: link })).response.status).toBe(204);
    expect(await noticesFor(jane._id, 3)).toBe(3);

    const suspended = await server.as(admin).POST('/api/users/{userId}/suspension', { params: { path: { userId: jane._id } }, body: { suspended: true } });
    expect(suspended.response.status).toBe(200);
    expect(await noticesFor(jane._id, 4)).toBe(4);
    expect(received.every((payload) => payload === jane._id)).toBe(true);
  });

  it('tells nothing when nothing changed (a wrong password)', async () => {
    const jane = await createActiveUser(server);
    const wrong = await server.as(jane).POST('/api/change-password', { body: { _id: jane._id, currentPassword: 'wrong-one', newPassword: 'brand-new-1' } });
    expect(wrong.response.status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([]);
  });

  async function sentCode() {
    await createActiveUser(server);
    await server.POST('/api/send-signin-code', { body: { email: 'jane@example.org' } });
    const email = (await mailbox(server.database)).find((row) => row.kind === 'signInCode')!;
    return /\b(\d{6})\b/.exec(email.textBody)![1]!;
  }

  it('signs in once when the same code arrives ten times at once', async () => {
    const code = await sentCode();
    const answers = await Promise.all(Array.from({ length: 10 }, () => signInWithCode(code)));
    expect(answers.map((answer) => answer.response.status).sort()).toEqual([200, ...new Array<number>(9).fill(401)]);
  });

  it('counts wrong tries arriving together: never more than five, and the code is dead after them', async () => {
    const code = await sentCode();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(Array.from({ length: 12 }, () => signInWithCode(wrong)));
    expect(answers.every((answer) => answer.response.status === 401)).toBe(true);
    const tries = await server.database.db.execute(sql`select failed_tries from sign_in_codes`);
    expect((tries as { rows: { failed_tries: number }[] }).rows[0]!.failed_tries).toBe(5);
    expect((await signInWithCode(code)).response.status).toBe(401);
  });
});
