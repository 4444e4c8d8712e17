import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadConfig } from '@/server/config.ts';
import { startMaintenance } from '@/server/services/maintenance.ts';
import { securityEventKinds } from '@/server/services/security-log.ts';
import { startOidcProvider, type TestOidcProvider } from '@/tests/support/oidc-provider.ts';
import { emailedSecrets, googleSignIn, lastSignInCode, linkParams, loggedEvents, queryRows, secretsInLog } from '@/tests/support/security-log.ts';
import { createActiveUser, databaseLabel, lastLinkTo, promote, useTestServer, validSignUp, type Body } from '@/tests/support/server.ts';

/**
 * The security log (server/services/security-log.ts, OWASP ASVS 5.0 V16): every event of an account's life, done
 * through the API as a person would, read back from the table `security_events`.
 */
const redirectUri = 'http://localhost:3000/google-login';
const client = { clientId: 'azura-audit-client', clientSecret: 'an-audit-client-secret-of-some-length', redirectUri };
const googleAccounts = {
  'google-new': { email: 'New.Person@example.org', emailVerified: true, name: 'Nadia Newcomer' },
  'google-unverified': { email: 'unverified@example.org', emailVerified: false, name: 'Una Verified' },
};
const UA = 'AuditTest/1.0 (story)';

let provider: TestOidcProvider;
beforeAll(async () => {
  provider = await startOidcProvider(client, googleAccounts);
});
const server = useTestServer(() => ({ googleClientId: client.clientId, googleClientSecret: client.clientSecret, googleIssuerUrl: provider.issuer }));
afterAll(async () => {
  await provider?.close();
});

/** The typed client as a browser that says who it is (User-Agent), signed in with `token` or not. */
const api = (token?: string, headers: Record<string, string> = {}) => server.as(token, { headers: { 'user-agent': UA, ...headers } });
const signIn = (email: string, password: string, appType: 'frontend' | 'backend' = 'frontend', stayConnected?: boolean) =>
  api().POST('/api/sign-in/{appType}', { params: { path: { appType } }, body: { email, password, ...(stayConnected ? { stayConnected } : {}) } });
const signInWithCode = (email: string, code: string) => api().POST('/api/sign-in-code/{appType}', { params: { path: { appType: 'frontend' } }, body: { email, code } });
const sendCode = (email: string) => api().POST('/api/send-signin-code', { body: { email } });
async function tokenOf(pending: Promise<{ response: Response; data?: { token: string }; error?: unknown }>) {
  const answer = await pending;
  expect(answer.response.status, JSON.stringify(answer.error)).toBe(200);
  return answer.data!.token;
}
const status = async (pending: Promise<{ response: Response }>) => (await pending).response.status;
const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(server.database, query);
const lastCode = (address: string) => lastSignInCode(server.database, address);

describe(`the security log of an account's whole story on ${databaseLabel}`, () => {
  const secrets = ['secret123', 'guess-one', 'guess-two', 'guess-three', 'brand-new-1', 'brand-new-2'];
  let jane: { _id: string; token: string };
  let admin: { _id: string; token: string };
  let late: string;
  let supplier: string;

  beforeAll(async () => {
    await server.reset();
    jane = await createActiveUser(server);
    admin = await createActiveUser(server, { email: 'admin@example.org' });
    await promote(server.database, admin._id, 'admin');
    secrets.push(jane.token, admin.token);
    expect(await status(signIn('jane@example.org', 'guess-one'))).toBe(401);
    expect(await status(signIn('Nobody@Example.org', 'guess-two'))).toBe(401);
    const token = await tokenOf(signIn('jane@example.org', 'secret123', 'frontend', true));
    await sendCode('jane@example.org');
    const code = await lastCode('jane@example.org');
    const wrongCode = code === '000000' ? '000001' : '000000';
    expect(await status(signInWithCode('jane@example.org', wrongCode))).toBe(401);
    secrets.push(token, await tokenOf(signInWithCode('jane@example.org', code)));
    const change = (currentPassword: string) => api(token).POST('/api/change-password', { body: { _id: jane._id, currentPassword, newPassword: 'brand-new-1' } });
    expect(await status(change('guess-three'))).toBe(400);
    expect(await status(change('secret123'))).toBe(204);
    expect(await status(api(token).POST('/api/update-email', { body: { _id: jane._id, email: 'Jane.New@example.org', password: 'brand-new-1' } }))).toBe(200);
    expect(await status(api().POST('/api/confirm-email', { body: linkParams((await lastLinkTo(server.database, 'Jane.New@example.org')).url) }))).toBe(200);
    await api().POST('/api/resend/{appType}/{email}/{isPasswordReset}', { params: { path: { appType: 'frontend', email: 'jane.new@example.org', isPasswordReset: true } } });
    const reset = { ...linkParams((await lastLinkTo(server.database, 'Jane.New@example.org')).url), password: 'brand-new-2' };
    expect(await status(api().POST('/api/reset-password', { body: reset }))).toBe(204);
    const signedIn = await tokenOf(signIn('jane.new@example.org', 'brand-new-2'));
    expect(await status(api(signedIn).GET('/api/users'))).toBe(403);
    expect(await status(api(signedIn).POST('/api/sign-out'))).toBe(204);
    expect(await status(signIn('jane.new@example.org', 'brand-new-2', 'backend'))).toBe(403);

    await server.database.execScript(`insert into suppliers (slug, name, email, phone, tier, payment_types, pay_later, bio)
      values ('audit-cars', 'Audit Cars', 'a@example.org', '+33 1', 'gold', '{}', false, '{}') on conflict do nothing`);
    supplier = (await rows<{ id: string }>(sql`select id from suppliers where slug = 'audit-cars'`))[0]!.id;
    const setType = (body: Body<'/api/users/{userId}/type', 'post'>) => api(admin.token).POST('/api/users/{userId}/type', { params: { path: { userId: jane._id } }, body });
    expect(await status(setType({ type: 'supplier', supplierId: supplier }))).toBe(200);
    expect(await status(setType({ type: 'user' }))).toBe(200);
    expect(await status(api(admin.token).POST('/api/users/{userId}/suspension', { params: { path: { userId: jane._id } }, body: { suspended: true } }))).toBe(200);
    expect(await status(signIn('jane.new@example.org', 'brand-new-2'))).toBe(403);
    expect(await status(api(admin.token).POST('/api/users/suspension', { body: { users: [jane._id], suspended: false } }))).toBe(200);
    const signOutEverywhere = (as: string) => api(as).DELETE('/api/delete-tokens/{userId}', { params: { path: { userId: jane._id } } });
    expect(await status(signOutEverywhere(admin.token))).toBe(204);
    const again = await tokenOf(signIn('jane.new@example.org', 'brand-new-2'));
    expect(await status(signOutEverywhere(again))).toBe(204);

    // An account not activated yet: refused with its password, activated by a code (which drops that password).
    expect(await status(api().POST('/api/sign-up', { body: validSignUp({ email: 'late@example.org' }) }))).toBe(201);
    expect(await status(signIn('late@example.org', 'secret123'))).toBe(403);
    await sendCode('late@example.org');
    const lateCode = await lastCode('late@example.org');
    late = (await signInWithCode('late@example.org', lateCode)).data!._id;

    const created = await googleSignIn(server, provider, 'google-new', { 'user-agent': UA });
    secrets.push(...created.secrets, await tokenOf(Promise.resolve(created.answer)));
    expect((await created.again()).response.status).toBe(401);
    const unverified = await googleSignIn(server, provider, 'google-unverified', { 'user-agent': UA });
    secrets.push(...unverified.secrets);
    expect(unverified.answer.response.status).toBe(401);
    secrets.push(...(await emailedSecrets(server.database)));
  });

  it('V16.3.1 records each sign-in, success and failure (password, emailed code, Google, with the reason), and sign-out', async () => {
    const events = await loggedEvents(server.database, 'signIn', 'signInFailed', 'passwordCheckFailed', 'signOut');
    const shape = events.map(({ kind, email, details: { method, reason } }) => ({ kind, ...(email && { email }), method, ...(reason ? { reason } : {}) }));
    expect(shape).toEqual([
      { kind: 'signIn', method: 'password' }, // createActiveUser: jane, then the admin
      { kind: 'signIn', method: 'password' },
      { kind: 'signInFailed', email: 'jane@example.org', method: 'password', reason: 'wrongPassword' },
      { kind: 'signInFailed', email: 'nobody@example.org', method: 'password', reason: 'unknownAccount' },
      { kind: 'signIn', method: 'password' },
      { kind: 'signInFailed', email: 'jane@example.org', method: 'code', reason: 'wrongCode' },
      { kind: 'signIn', method: 'code' },
      { kind: 'passwordCheckFailed' }, // the current password, asked again before a change
      { kind: 'signIn', method: 'password' },
      { kind: 'signOut' },
      { kind: 'signInFailed', email: 'jane.new@example.org', method: 'password', reason: 'appTypeNotAllowed' },
      { kind: 'signInFailed', email: 'jane.new@example.org', method: 'password', reason: 'suspended' },
      { kind: 'signIn', method: 'password' },
      { kind: 'signInFailed', email: 'late@example.org', method: 'password', reason: 'notActivated' },
      { kind: 'signIn', method: 'code' },
      { kind: 'signIn', method: 'google' },
      { kind: 'signInFailed', method: 'google', reason: 'alreadyUsed' },
      { kind: 'signInFailed', email: 'unverified@example.org', method: 'google', reason: 'emailNotVerified' },
    ]);
    expect(events.find((event) => event.details.reason === 'unknownAccount')?.userId).toBeNull();
    expect(events.find((event) => event.kind === 'passwordCheckFailed')).toMatchObject({ userId: jane._id, details: { operation: 'changePassword' } });
    expect(events.find((event) => event.kind === 'signOut')?.userId).toBe(jane._id);
  });

  it('V16.3.2 records a signed-in account refused an operation (403), with what it asked for', async () => {
    const [refused, ...more] = await loggedEvents(server.database, 'accessRefused');
    expect(more).toEqual([]);
    expect(refused).toMatchObject({ userId: jane._id, details: { operation: 'listUsers', method: 'GET', route: '/api/users' } });
  });

  it('V16.3.3 records the changes of an account: creation, activation, password change and reset, email change, sessions revoked', async () => {
    const kinds = ['accountCreated', 'accountActivated', 'passwordChanged', 'passwordReset', 'emailChangeRequested', 'emailChanged', 'sessionsRevoked'] as const;
    const events = await loggedEvents(server.database, ...kinds);
    const google = events.find((event) => event.kind === 'accountCreated' && event.details.method === 'google');
    const janes = events.filter((event) => event.userId === jane._id);
    expect(janes.map(({ kind, actorId, details: { operation, ...details } }) => ({ kind, actorId, operation, details }))).toEqual([
      { kind: 'accountCreated', actorId: null, operation: 'signUp', details: { method: 'password' } },
      { kind: 'accountActivated', actorId: null, operation: 'activate', details: { method: 'link' } },
      { kind: 'passwordChanged', actorId: null, operation: 'changePassword', details: {} },
      { kind: 'emailChangeRequested', actorId: null, operation: 'updateEmail', details: { to: 'jane.new@example.org' } },
      { kind: 'emailChanged', actorId: null, operation: 'confirmEmail', details: { from: 'jane@example.org', to: 'jane.new@example.org' } },
      { kind: 'passwordReset', actorId: null, operation: 'resetPassword', details: {} },
      { kind: 'sessionsRevoked', actorId: admin._id, operation: 'deleteTokens', details: {} },
      { kind: 'sessionsRevoked', actorId: null, operation: 'deleteTokens', details: {} },
    ]);
    expect(events.filter((event) => event.userId === late).map(({ kind, details }) => [kind, details.method, details.passwordDropped])).toEqual([
      ['accountCreated', 'password', undefined],
      ['accountActivated', 'code', true],
    ]);
    expect(google?.details).toEqual({ method: 'google', operation: 'googleSignIn' });
  });

  it("V16.3.3 records an admin's changes to an account, with the admin as actor: type, supplier, suspension, reinstatement", async () => {
    const events = await loggedEvents(server.database, 'typeChanged', 'supplierChanged', 'accountSuspended', 'accountReinstated');
    expect(events.map(({ kind, userId, actorId, details }) => ({ kind, userId, actorId, details }))).toEqual([
      { kind: 'typeChanged', userId: jane._id, actorId: admin._id, details: { operation: 'setUserType', from: 'user', to: 'supplier' } },
      { kind: 'supplierChanged', userId: jane._id, actorId: admin._id, details: { operation: 'setUserType', from: null, to: supplier } },
      { kind: 'typeChanged', userId: jane._id, actorId: admin._id, details: { operation: 'setUserType', from: 'supplier', to: 'user' } },
      { kind: 'supplierChanged', userId: jane._id, actorId: admin._id, details: { operation: 'setUserType', from: supplier, to: null } },
      { kind: 'accountSuspended', userId: jane._id, actorId: admin._id, details: { operation: 'setUserSuspension' } },
      { kind: 'accountReinstated', userId: jane._id, actorId: admin._id, details: { operation: 'setUsersSuspension' } },
    ]);
  });

  it('V16.2.1 gives each entry when, where from, who and what', async () => {
    const events = await loggedEvents(server.database);
    expect(events.length).toBeGreaterThan(30);
    for (const event of events) {
      expect(Math.abs(event.at.getTime() - Date.now()), event.kind).toBeLessThan(10 * 60_000);
      expect(event.ip, event.kind).toBe('127.0.0.1');
      expect(event.details.operation, event.kind).toMatch(/^[a-z][A-Za-z]+$/);
      // Who: the account, or the address tried; nobody yet when a Google sign-in is refused before Google named anyone.
      if (event.details.reason !== 'alreadyUsed') expect(event.userId ?? event.email, event.kind).toBeTruthy();
    }
    expect(events.filter((event) => event.userAgent === UA).length).toBeGreaterThan(20);
    expect(events.find((event) => event.kind === 'signIn' && event.details.stayConnected)).toMatchObject({ userId: jane._id, details: { appType: 'frontend' } });
  });

  it('V16.2.5 never writes a password, a bearer token, an emailed link or a sign-in code to the log', async () => {
    expect(secrets.length).toBeGreaterThan(20);
    expect(await secretsInLog(server.database, secrets)).toEqual([]);
    // The scan finds what is there: the addresses tried are.
    expect(await secretsInLog(server.database, ['nobody@example.org'])).toEqual(['nobody@example.org']);
  });

  it('V16.1.1 documents each kind of event in one list (SecurityEventKind), the one the database accepts', async () => {
    const [{ definition }] = (await rows<{ definition: string }>(sql`
      select pg_get_constraintdef(c.oid) as definition from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.conrelid = 'security_events'::regclass and c.contype = 'c' and a.attname = 'kind'`)) as [{ definition: string }];
    expect([...definition.matchAll(/'([^']*)'/g)].map((match) => match[1]).sort()).toEqual([...securityEventKinds].sort());
    // The story above shows every kind but the throttle's, which has its own test below.
    const logged = new Set((await loggedEvents(server.database)).map((event) => event.kind));
    expect(logged).toEqual(new Set(securityEventKinds.filter((kind) => kind !== 'throttled')));
  });
});

describe(`the security log's guarantees on ${databaseLabel}`, () => {
  beforeEach(() => server.reset());
  const refuseKind = (kind: string) => server.database.execScript(`alter table security_events add constraint refuse_in_test check (kind <> '${kind}') not valid`);
  const allowAgain = () => server.database.execScript('alter table security_events drop constraint if exists refuse_in_test');

  it('V16.3.3 records throttled sign-ins (429), by password and by emailed code, with when to try again', async () => {
    await createActiveUser(server);
    for (let i = 0; i < 10; i += 1) expect(await status(signIn('jane@example.org', `guess-${i}`))).toBe(401);
    expect(await status(signIn('jane@example.org', 'secret123'))).toBe(429);
    for (let i = 0; i < 5; i += 1) expect(await status(sendCode('jane@example.org'))).toBe(200);
    expect(await status(sendCode('jane@example.org'))).toBe(429);
    const throttled = await loggedEvents(server.database, 'throttled');
    expect(throttled.map(({ email, details: { method, operation } }) => [email, method, operation])).toEqual([
      ['jane@example.org', 'password', 'signIn'],
      ['jane@example.org', 'code', 'sendSigninCode'],
    ]);
    for (const event of throttled) expect(event.details.retryAfter).toBeGreaterThan(0);
  });

  it('V16.5.3 makes no change whose event cannot be written, and still answers a refused sign-in as before', async () => {
    const jane = await createActiveUser(server);
    try {
      await refuseKind('passwordChanged');
      const change = await api(jane.token).POST('/api/change-password', { body: { _id: jane._id, currentPassword: 'secret123', newPassword: 'brand-new-1' } });
      expect(change.response.status).toBe(500);
      await allowAgain();
      expect(await status(signIn('jane@example.org', 'secret123'))).toBe(200);
      await refuseKind('signIn');
      const sessions = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from sessions`))[0];
      const before = await sessions();
      expect(await status(signIn('jane@example.org', 'secret123'))).toBe(500);
      expect(await sessions()).toEqual(before);
      await allowAgain();
      await refuseKind('signInFailed');
      const wrong = await signIn('jane@example.org', 'guess-one');
      expect([wrong.response.status, wrong.error?.code]).toEqual([401, 'INVALID_CREDENTIALS']);
    } finally {
      await allowAgain();
    }
    expect((await loggedEvents(server.database)).map((event) => event.kind)).not.toContain('passwordChanged');
  });

  it('V16.4.1 keeps no line break or control character a client sent, and cuts a long user agent', async () => {
    const forged = `Evil/1.0\r\n2026-01-01T00:00:00Z signIn admin@example.org\u2028\u0000${'x'.repeat(300)}`;
    // A header no fetch would send (CR, LF, NUL in it): raw.
    await server.inject({ method: 'POST', url: '/api/sign-in/frontend', headers: { 'user-agent': forged }, payload: { email: 'x@example.org', password: 'guess-one' } });
    const [event] = await loggedEvents(server.database, 'signInFailed');
    expect(event!.userAgent).toMatch(/^Evil\/1\.0 {2}2026-01-01T00:00:00Z signIn admin@example\.org {2}x+$/);
    expect(event!.userAgent).toHaveLength(200);
  });

  it('V16.4.2 refuses to change a logged event; a deleted account leaves its events, without its id', async () => {
    const jane = await createActiveUser(server);
    const other = await createActiveUser(server, { email: 'other@example.org' });
    await expect(server.database.execScript(`update security_events set kind = 'signOut' where kind = 'signIn'`)).rejects.toThrow(/append-only/);
    await expect(server.database.execScript(`update security_events set user_id = '${other._id}' where user_id = '${jane._id}'`)).rejects.toThrow(/append-only/);
    const before = (await loggedEvents(server.database)).filter((event) => event.userId === jane._id).map((event) => event.id);
    await server.database.execScript(`delete from users where id = '${jane._id}'`);
    const after = (await loggedEvents(server.database)).filter((event) => before.includes(event.id));
    expect(after.map((event) => [event.kind, event.userId])).toEqual([['accountCreated', null], ['accountActivated', null], ['signIn', null]]);
  });

  it("V16.2.2 stores each instant with its offset from UTC: the same moment whatever the session's time zone", async () => {
    await createActiveUser(server);
    const read = await server.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'Pacific/Kiritimati'`);
      const result = await tx.execute(sql`select at::text as text, extract(epoch from at) * 1000 as ms from security_events order by id limit 1`);
      return (result as { rows: { text: string; ms: string }[] }).rows[0]!;
    });
    expect(read.text).toMatch(/\+14$/);
    expect(Math.abs(Number(read.ms) - Date.now())).toBeLessThan(60_000);
    const [first] = await loggedEvents(server.database);
    expect(first!.at.getTime()).toBe(Math.floor(Number(read.ms)));
  });

  it('V16.1.1 removes the events older than SECURITY_LOG_DAYS at the hourly maintenance, and keeps all without it', async () => {
    expect(loadConfig({}).securityLogDays).toBeUndefined();
    expect(() => loadConfig({ SECURITY_LOG_DAYS: '0' })).toThrow(/SECURITY_LOG_DAYS/);
    const { securityLogDays } = loadConfig({ SECURITY_LOG_DAYS: '30' });
    await createActiveUser(server);
    await server.database.execScript(`insert into security_events (at, kind) values (now() - interval '31 days', 'signIn'), (now() - interval '29 days', 'signOut')`);
    const maintenance = startMaintenance(server.database.db, server.app.log, { securityLogDays });
    try {
      const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
      for (let i = 0; i < 40 && (await loggedEvents(server.database, 'signIn')).length > 1; i += 1) await pause();
    } finally {
      maintenance.stop();
    }
    expect((await loggedEvents(server.database)).map((event) => event.kind)).toEqual(['accountCreated', 'accountActivated', 'signIn', 'signOut']);
  });
});
