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

  it('answers 429 after 10 failed sign-ins for one account, even with the right password', async () => {
    await createActiveUser(server);
    const codes: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      codes.push((await post('/api/sign-in/frontend', { email: 'jane@example.org', password: `wrong-${i}` })).statusCode);
    }
    expect(codes).toEqual(Array(10).fill(401));
    const blocked = await post('/api/sign-in/frontend', { email: 'jane@example.org', password: 'secret123' });
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked).code).toBe('TOO_MANY_ATTEMPTS');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Once the window has passed, the account opens again.
    await server.database.db.execute(sql`update sign_in_failures set at = now() - interval '16 minutes'`);
    expect((await post('/api/sign-in/frontend', { email: 'jane@example.org', password: 'secret123' })).statusCode).toBe(200);
  });

  it('answers 429 after 10 failed sign-ins from one client address across accounts', async () => {
    await createActiveUser(server);
    for (let i = 0; i < 10; i += 1) {
      await server.app.inject({
        method: 'POST',
        url: '/api/sign-in/frontend',
        payload: { email: `guess${i}@example.org`, password: 'whatever' },
        remoteAddress: '203.0.113.9',
      });
    }
    const fromAttacker = await server.app.inject({
      method: 'POST',
      url: '/api/sign-in/frontend',
      payload: { email: 'jane@example.org', password: 'secret123' },
      remoteAddress: '203.0.113.9',
    });
    expect(fromAttacker.statusCode).toBe(429);
    const fromElsewhere = await server.app.inject({
      method: 'POST',
      url: '/api/sign-in/frontend',
      payload: { email: 'jane@example.org', password: 'secret123' },
      remoteAddress: '198.51.100.7',
    });
    expect(fromElsewhere.statusCode).toBe(200);
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
