import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, createActiveUser, databaseLabel, json, lastLinkTo, startTestServer, validSignUp, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const post = (url: string, payload?: unknown, headers?: Record<string, string>) =>
  server.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe(`security on ${databaseLabel}`, () => {
  it("refuses to read or change another user's data (403)", async () => {
    const jane = await createActiveUser(server);
    const mallory = await createActiveUser(server, { email: 'mallory@example.org' });
    const h = bearer(mallory.token);
    const attempts = [
      server.app.inject({ method: 'GET', url: `/api/user/${jane._id}`, headers: h }),
      post('/api/update-user', { _id: jane._id, fullName: 'Owned' }, h),
      post('/api/update-language', { id: jane._id, language: 'ru' }, h),
      post('/api/update-email-notifications', { _id: jane._id, enableEmailNotifications: false }, h),
      post(`/api/delete-avatar/${jane._id}`, undefined, h),
      server.app.inject({ method: 'DELETE', url: `/api/delete-tokens/${jane._id}`, headers: h }),
      server.app.inject({ method: 'GET', url: `/api/user/${jane._id}/wallet`, headers: h }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
      expect(json(response).code).toBe('FORBIDDEN');
    }
    const unchanged = json(await server.app.inject({ method: 'GET', url: `/api/user/${jane._id}`, headers: bearer(jane.token) }));
    expect(unchanged).toMatchObject({ fullName: 'Jane Roe', language: 'en', enableEmailNotifications: true });
  });

  it('refuses calls with no token, a malformed one, an unknown one or a revoked one', async () => {
    const jane = await createActiveUser(server);
    await post('/api/sign-out', undefined, bearer(jane.token));
    for (const authorization of [undefined, 'Basic abc', 'Bearer', `Bearer ${'x'.repeat(43)}`, `Bearer ${jane.token}`]) {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/user/${jane._id}`,
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ code: 'UNAUTHORIZED', message: 'A valid bearer token is required.' });
    }
  });

  it('refuses an expired session token', async () => {
    const jane = await createActiveUser(server);
    await server.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`);
    expect((await post('/api/validate-access-token', undefined, bearer(jane.token))).statusCode).toBe(401);
  });

  it('keeps only hashes of tokens in the database', async () => {
    const jane = await createActiveUser(server);
    const result = await server.database.db.execute(sql`select token_hash from sessions union all select token_hash from user_tokens`);
    const hashes = (result as unknown as { rows: { token_hash: string }[] }).rows.map((r) => r.token_hash);
    expect(hashes.length).toBeGreaterThan(0);
    expect(hashes).not.toContain(jane.token);
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a forged check-token or a link of another user', async () => {
    await post('/api/sign-up', validSignUp());
    await post('/api/sign-up', validSignUp({ email: 'other@example.org' }));
    const { url } = await lastLinkTo(server.database, 'jane@example.org');
    const other = (await lastLinkTo(server.database, 'other@example.org')).url;
    const [u, e, t] = ['u', 'e', 't'].map((k) => url.searchParams.get(k)!);
    const forged = 'A'.repeat(43);
    const cases = [
      `/api/check-token/frontend/${u}/${encodeURIComponent(e!)}/${forged}`,
      `/api/check-token/frontend/${other.searchParams.get('u')}/${encodeURIComponent(other.searchParams.get('e')!)}/${t}`,
      `/api/check-token/frontend/${u}/${encodeURIComponent('other@example.org')}/${t}`,
    ];
    for (const path of cases) {
      const response = await server.app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(400);
      expect(json(response).code).toBe('TOKEN_INVALID');
    }
    expect((await post('/api/activate', { userId: u, email: e, token: forged })).statusCode).toBe(400);
  });

  const signIn = (email: string, password: string, remoteAddress = '127.0.0.1') =>
    server.app.inject({ method: 'POST', url: '/api/sign-in/frontend', payload: { email, password }, remoteAddress });

  it('answers 429 after 10 failed sign-ins for one account from one address, even with the right password', async () => {
    await createActiveUser(server);
    const codes: number[] = [];
    for (let i = 0; i < 10; i += 1) codes.push((await signIn('jane@example.org', `wrong-${i}`)).statusCode);
    expect(codes).toEqual(Array(10).fill(401));
    const blocked = await signIn('jane@example.org', 'secret123');
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked).code).toBe('TOO_MANY_ATTEMPTS');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The owner, somewhere else, is not locked out by what was typed here.
    expect((await signIn('jane@example.org', 'secret123', '198.51.100.7')).statusCode).toBe(200);
    // Once the window has passed, the account opens again here too.
    await server.database.db.execute(sql`update sign_in_failures set at = now() - interval '16 minutes'`);
    expect((await signIn('jane@example.org', 'secret123')).statusCode).toBe(200);
  });

  it("does not lock the other accounts of an address out when one account is throttled there (a shared NAT)", async () => {
    await createActiveUser(server);
    await createActiveUser(server, { email: 'colleague@example.org' });
    for (let i = 0; i < 10; i += 1) await signIn('jane@example.org', `typo-${i}`, '203.0.113.9');
    expect((await signIn('jane@example.org', 'secret123', '203.0.113.9')).statusCode).toBe(429);
    // A colleague behind the same address signs in, and so do ten people who each mistyped once.
    expect((await signIn('colleague@example.org', 'secret123', '203.0.113.9')).statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1) expect((await signIn(`guess${i}@example.org`, 'whatever', '203.0.113.9')).statusCode).toBe(401);
    expect((await signIn('colleague@example.org', 'secret123', '203.0.113.9')).statusCode).toBe(200);
  });

  it('answers 429 for an account guessed from 30 addresses, wherever the next try comes from', async () => {
    await createActiveUser(server);
    for (let i = 0; i < 30; i += 1) {
      expect((await signIn('jane@example.org', `guess-${i}`, `192.0.2.${i + 1}`)).statusCode).toBe(401);
    }
    const blocked = await signIn('jane@example.org', 'secret123', '198.51.100.7');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The emailed password-reset link still lets the owner in: following it clears the count.
    await post('/api/resend/frontend/jane%40example.org/true');
    const { url } = await lastLinkTo(server.database, 'jane@example.org');
    const reset = await post('/api/reset-password', { userId: url.searchParams.get('u'), email: url.searchParams.get('e'), token: url.searchParams.get('t'), password: 'new-secret-456' });
    expect(reset.statusCode).toBe(204);
    expect((await signIn('jane@example.org', 'new-secret-456', '198.51.100.7')).statusCode).toBe(200);
  });

  it('answers 429 to an address that failed 200 sign-ins across accounts (credential stuffing), and only to it', async () => {
    await createActiveUser(server);
    await server.database.db.execute(
      sql`insert into sign_in_failures (email, ip, at) select 'victim' || n || '@example.org', '203.0.113.66', now() - interval '5 minutes' from generate_series(1, 199) n`,
    );
    expect((await signIn('jane@example.org', 'secret123', '203.0.113.66')).statusCode).toBe(200);
    expect((await signIn('victim200@example.org', 'whatever', '203.0.113.66')).statusCode).toBe(401);
    const blocked = await signIn('jane@example.org', 'secret123', '203.0.113.66');
    expect(blocked.statusCode).toBe(429);
    // Free again when the oldest of those failures leaves the window: in about 10 minutes.
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect((await signIn('jane@example.org', 'secret123', '198.51.100.7')).statusCode).toBe(200);
  });

  it.each([
    ['type', 'admin'],
    ['suspended', false],
    ['verified', true],
    ['email', 'new@example.org'],
  ])('refuses mass assignment of %s through update-user', async (field, value) => {
    const jane = await createActiveUser(server);
    const response = await post('/api/update-user', { _id: jane._id, [field]: value }, bearer(jane.token));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ code: 'VALIDATION_ERROR', message: `body has a field that may not be set: ${field}` });
    const me = json(await server.app.inject({ method: 'GET', url: `/api/user/${jane._id}`, headers: bearer(jane.token) }));
    expect(me).toMatchObject({ type: 'user', email: 'jane@example.org' });
  });

  it('refuses to let sign-up choose the account type or verification', async () => {
    const response = await post('/api/sign-up', { ...validSignUp(), type: 'admin', verified: true });
    expect(response.statusCode).toBe(400);
  });

  it('answers malformed JSON with a clean 400 and no stack trace', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/sign-in/frontend',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "jane@example.org", ',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ code: 'VALIDATION_ERROR', message: 'The request body is not valid JSON.' });
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers an unsupported content type with 415 in the error shape', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/sign-in/frontend',
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expect(response.statusCode).toBe(415);
    expect(json(response).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('sends security headers on every answer and no X-Powered-By', async () => {
    for (const url of ['/api/health', '/api/nowhere', '/dev/mailbox']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('in production', () => {
  let production: TestServer;
  beforeAll(async () => {
    production = await startTestServer({ production: true, apiDocs: false });
  });
  afterAll(() => production.close());

  it('adds HSTS, and has neither the dev mailbox nor the API docs', async () => {
    const health = await production.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['strict-transport-security']).toContain('max-age=31536000');
    expect((await production.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    expect((await production.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
  });
});
