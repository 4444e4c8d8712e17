import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createActiveUser, databaseLabel, lastLinkTo, useTestServer, validSignUp } from '@/tests/support/server.ts';

/**
 * ASVS 5.0 V6, authentication: passwords, the sign-in throttle (server/services/sign-in-throttle.ts), the emailed
 * links. Other proofs: tests/server/accounts.test.ts (argon2id hashes; the same answer for a wrong password and an
 * unknown address), account-settings.test.ts (a password change asks for the current one; wrong ones count in the
 * throttle), sign-in-code.test.ts (codes: CSPRNG, hashed, once, 10 minutes, 5 tries), google-sign-in.test.ts
 * (OpenID Connect with PKCE, state, nonce and the ID token's checks), seed.test.ts (no demo account in production).
 */
const server = useTestServer();
beforeEach(() => server.reset());

const signIn = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  server.as(undefined, { remoteAddress }).POST('/api/sign-in/{appType}', { params: { path: { appType: 'frontend' } }, body: { email, password } });
const changePassword = (jane: { _id: string; token: string }, currentPassword: string, newPassword: string) =>
  server.as(jane).POST('/api/change-password', { body: { _id: jane._id, currentPassword, newPassword } });
const askPasswordReset = () =>
  server.POST('/api/resend/{appType}/{email}/{isPasswordReset}', { params: { path: { appType: 'frontend', email: 'jane@example.org', isPasswordReset: true } } });
const link = (url: URL) => ({ userId: url.searchParams.get('u')!, email: url.searchParams.get('e')!, token: url.searchParams.get('t')! });

describe(`authentication (ASVS V6) on ${databaseLabel}`, () => {
  it('V6.2.5 takes a password of any characters, with no rule on their kinds', async () => {
    for (const [i, password] of ['        ', 'только буквы', '🔑🔑🔑🔑🔑🔑', 'aaaaaaaa'].entries()) {
      await createActiveUser(server, { email: `any${i}@example.org`, password });
      expect((await signIn(`any${i}@example.org`, password)).response.status).toBe(200);
    }
  });

  it('V6.2.8 checks the password exactly as typed: no trimming, no case change, no truncation', async () => {
    const password = 'Correct Horse Battery Staple '.repeat(3);
    await createActiveUser(server, { password });
    for (const wrong of [password.trim(), password.toLowerCase(), password.toUpperCase(), password.slice(0, 72), `${password}!`]) {
      expect((await signIn('jane@example.org', wrong)).response.status, JSON.stringify(wrong)).toBe(401);
    }
    expect((await signIn('jane@example.org', password)).response.status).toBe(200);
  });

  it('V6.2.9 takes passwords of 64 characters and more (up to 128)', async () => {
    const long = 'x'.repeat(64) + 'y'.repeat(64);
    await createActiveUser(server, { password: long });
    const jane = await signIn('jane@example.org', long);
    expect(jane.response.status).toBe(200);
    const changed = await changePassword(jane.data!, long, 'z'.repeat(100));
    expect(changed.response.status, JSON.stringify(changed.error)).toBe(204);
  });

  it('V6.3.1 answers 429 after 10 failed sign-ins for one account from one address, even with the right password', async () => {
    await createActiveUser(server);
    const codes: number[] = [];
    for (let i = 0; i < 10; i += 1) codes.push((await signIn('jane@example.org', `wrong-${i}`)).response.status);
    expect(codes).toEqual(Array(10).fill(401));
    const blocked = await signIn('jane@example.org', 'secret123');
    expect(blocked.response.status).toBe(429);
    expect(blocked.error?.code).toBe('TOO_MANY_ATTEMPTS');
    const retryAfter = Number(blocked.response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The owner, somewhere else, is not locked out by what was typed here.
    expect((await signIn('jane@example.org', 'secret123', '198.51.100.7')).response.status).toBe(200);
    // Once the window has passed, the account opens again here too.
    await server.database.db.execute(sql`update sign_in_failures set at = now() - interval '16 minutes'`);
    expect((await signIn('jane@example.org', 'secret123')).response.status).toBe(200);
  });

  it('V6.3.1 does not lock the other accounts of an address out when one account is throttled there (a shared NAT)', async () => {
    await createActiveUser(server);
    await createActiveUser(server, { email: 'colleague@example.org' });
    for (let i = 0; i < 10; i += 1) await signIn('jane@example.org', `typo-${i}`, '203.0.113.9');
    expect((await signIn('jane@example.org', 'secret123', '203.0.113.9')).response.status).toBe(429);
    // A colleague behind the same address signs in, and so do ten people who each mistyped once.
    expect((await signIn('colleague@example.org', 'secret123', '203.0.113.9')).response.status).toBe(200);
    for (let i = 0; i < 10; i += 1) expect((await signIn(`guess${i}@example.org`, 'whatever', '203.0.113.9')).response.status).toBe(401);
    expect((await signIn('colleague@example.org', 'secret123', '203.0.113.9')).response.status).toBe(200);
  });

  it('V6.3.1 answers 429 for an account guessed from 30 addresses, wherever the next try comes from', async () => {
    await createActiveUser(server);
    for (let i = 0; i < 30; i += 1) {
      expect((await signIn('jane@example.org', `guess-${i}`, `192.0.2.${i + 1}`)).response.status).toBe(401);
    }
    const blocked = await signIn('jane@example.org', 'secret123', '198.51.100.7');
    expect(blocked.response.status).toBe(429);
    expect(Number(blocked.response.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // The emailed password-reset link still lets the owner in: following it clears the count.
    await askPasswordReset();
    const { url } = await lastLinkTo(server.database, 'jane@example.org');
    const reset = await server.POST('/api/reset-password', { body: { ...link(url), password: 'new-secret-456' } });
    expect(reset.response.status).toBe(204);
    expect((await signIn('jane@example.org', 'new-secret-456', '198.51.100.7')).response.status).toBe(200);
  });

  it('V6.3.1 answers 429 to an address that failed 200 sign-ins across accounts (credential stuffing), and only to it', async () => {
    await createActiveUser(server);
    await server.database.db.execute(
      sql`insert into sign_in_failures (email, ip, at) select 'victim' || n || '@example.org', '203.0.113.66', now() - interval '5 minutes' from generate_series(1, 199) n`,
    );
    expect((await signIn('jane@example.org', 'secret123', '203.0.113.66')).response.status).toBe(200);
    expect((await signIn('victim200@example.org', 'whatever', '203.0.113.66')).response.status).toBe(401);
    const blocked = await signIn('jane@example.org', 'secret123', '203.0.113.66');
    expect(blocked.response.status).toBe(429);
    // Free again when the oldest of those failures leaves the window: in about 10 minutes.
    const retryAfter = Number(blocked.response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect((await signIn('jane@example.org', 'secret123', '198.51.100.7')).response.status).toBe(200);
  });

  it('V6.3.1 counts sign-ins sent at once: of 16 wrong passwords for one account, 10 are checked (401) and 6 refused (429)', async () => {
    await createActiveUser(server);
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => signIn('jane@example.org', `wrong-${i}`)));
    const codes = answers.map((answer) => answer.response.status);
    expect(codes.filter((code) => code === 401)).toHaveLength(10);
    expect(codes.filter((code) => code === 429)).toHaveLength(6);
    expect((await signIn('jane@example.org', 'secret123')).response.status).toBe(429);
  });

  it('V6.3.1 counts the password asked again by the settings the same way: 16 wrong ones at once, 10 checked', async () => {
    const jane = await createActiveUser(server);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        i % 2 === 0
          ? changePassword(jane, `guess-${i}`, 'brand-new-1')
          : server.as(jane).POST('/api/update-email', { body: { _id: jane._id, email: `jane.${i}@example.org`, password: `guess-${i}` } }),
      ),
    );
    const codes = answers.map((answer) => answer.response.status);
    expect(codes.filter((code) => code === 400)).toHaveLength(10);
    expect(codes.filter((code) => code === 429)).toHaveLength(6);
  });

  it('V6.4.1 lets a one-time link work once when it is sent 6 times at once: password reset, activation, email change', async () => {
    const sixAtOnce = <T extends { response: Response }>(send: () => Promise<T>) => Promise.all(Array.from({ length: 6 }, send));
    const succeeded = (answers: { response: Response }[]) => answers.filter((answer) => answer.response.status < 300).length;

    await server.POST('/api/sign-up', { body: validSignUp() });
    const activationLink = link((await lastLinkTo(server.database, 'jane@example.org')).url);
    const activation = await sixAtOnce(() => server.POST('/api/activate', { body: activationLink }));
    expect(succeeded(activation)).toBe(1);

    await askPasswordReset();
    const reset = link((await lastLinkTo(server.database, 'jane@example.org')).url);
    const resets = await Promise.all(Array.from({ length: 6 }, (_, i) => server.POST('/api/reset-password', { body: { ...reset, password: `new-secret-${i}` } })));
    expect(resets.map((answer) => answer.response.status).sort()).toEqual([204, 400, 400, 400, 400, 400]);
    const events = await server.database.db.execute(sql`select count(*)::int as n from security_events where kind = 'passwordReset'`);
    expect((events as { rows: { n: number }[] }).rows[0]!.n).toBe(1);

    const password = `new-secret-${resets.findIndex((answer) => answer.response.status === 204)}`;
    const jane = (await signIn('jane@example.org', password)).data!;
    const asked = await server.as(jane).POST('/api/update-email', { body: { _id: jane._id, email: 'jane.new@example.org', password } });
    expect(asked.response.status, JSON.stringify(asked.error)).toBe(200);
    const changeLink = link((await lastLinkTo(server.database, 'jane.new@example.org')).url);
    const changes = await sixAtOnce(() => server.POST('/api/confirm-email', { body: changeLink }));
    expect(succeeded(changes)).toBe(1);
    const changed = await server.database.db.execute(sql`select count(*)::int as n from security_events where kind = 'emailChanged'`);
    expect((changed as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('V6.4.1 refuses a forged check-token or a link of another user', async () => {
    await server.POST('/api/sign-up', { body: validSignUp() });
    await server.POST('/api/sign-up', { body: validSignUp({ email: 'other@example.org' }) });
    const { url } = await lastLinkTo(server.database, 'jane@example.org');
    const other = (await lastLinkTo(server.database, 'other@example.org')).url;
    const [u, e, t] = ['u', 'e', 't'].map((k) => url.searchParams.get(k)!) as [string, string, string];
    const forged = 'A'.repeat(43);
    const cases = [
      { userId: u, email: e, token: forged },
      { userId: other.searchParams.get('u')!, email: other.searchParams.get('e')!, token: t },
      { userId: u, email: 'other@example.org', token: t },
    ];
    for (const path of cases) {
      const { response, error } = await server.GET('/api/check-token/{appType}/{userId}/{email}/{token}', { params: { path: { appType: 'frontend', ...path } } });
      expect(response.status).toBe(400);
      expect(error?.code).toBe('TOKEN_INVALID');
    }
    expect((await server.POST('/api/activate', { body: { userId: u, email: e, token: forged } })).response.status).toBe(400);
  });

  it('V6.5.2 keeps only hashes of tokens in the database', async () => {
    const jane = await createActiveUser(server);
    const result = await server.database.db.execute(sql`select token_hash from sessions union all select token_hash from user_tokens`);
    const hashes = (result as { rows: { token_hash: string }[] }).rows.map((r) => r.token_hash);
    expect(hashes.length).toBeGreaterThan(0);
    expect(hashes).not.toContain(jane.token);
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
