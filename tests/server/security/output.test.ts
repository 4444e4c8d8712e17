import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '@/server/app.ts';
import { bearer, createActiveUser, databaseLabel, json, lastLinkTo, mailbox, startTestServer, validSignUp, type TestServer } from '@/tests/support/server.ts';
import { contractOperations } from './world.ts';

/**
 * ASVS 5.0 V3.4 (the browser's security headers), V4.1, V13.4 (what production leaves out), V14.3 (what a browser may
 * keep) and V16.5 (errors). Other proofs: tests/server/access.test.ts (every operation with a token answers
 * no-store, with or without one, whatever the status), contract-fuzz.test.ts (no 5xx, every answer in its
 * contract's shape), crash.test.ts (a server killed mid-booking loses nothing it answered), platform.test.ts.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (url: string) => server.app.inject({ method: 'GET', url });
const post = (url: string, payload?: unknown, headers?: Record<string, string>) =>
  server.app.inject({ method: 'POST', url, payload: payload as object, headers });
/** Answers of every kind: an operation's, an unknown API path's, a plain page's (the dev mailbox), the API docs'. */
const everyKind = ['/api/health', '/api/nowhere', '/dev/mailbox', '/api/docs'];
const directives = (response: LightMyRequestResponse) =>
  new Map(String(response.headers['content-security-policy']).split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
const STACK = /\bat .*\.(ts|js):\d+|node_modules|Error:/;

describe(`security headers (ASVS V3.4) on ${databaseLabel}`, () => {
  it("V3.4.3 sends a CSP at 'self' on every answer, object-src and base-uri 'none', and no unsafe-inline in script-src", async () => {
    for (const url of everyKind) {
      const response = await get(url);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      const policy = directives(response);
      expect(policy.get('object-src'), url).toEqual(["'none'"]);
      expect(policy.get('base-uri'), url).toEqual(["'none'"]);
      expect(policy.get('script-src'), url).toContain("'self'");
      expect(policy.get('script-src'), url).not.toContain("'unsafe-inline'");
      expect(policy.get('script-src'), url).not.toContain("'unsafe-eval'");
    }
  });

  it('V3.4.4 sends nosniff on every answer', async () => {
    for (const url of everyKind) expect((await get(url)).headers['x-content-type-options'], url).toBe('nosniff');
  });

  it('V3.4.5 sends a referrer policy that keeps addresses on this site', async () => {
    for (const url of everyKind) expect((await get(url)).headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
  });

  it("V3.4.6 lets no page frame any answer (frame-ancestors 'none', and X-Frame-Options for older browsers)", async () => {
    for (const url of everyKind) {
      const response = await get(url);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('V3.4.2 answers no CORS header to another origin: no site but this one reads an answer', async () => {
    const jane = await createActiveUser(server, { email: 'cors@example.org' });
    const read = await server.app.inject({ method: 'GET', url: `/api/user/${jane._id}`, headers: { ...bearer(jane.token), origin: 'https://evil.example' } });
    expect(read.statusCode).toBe(200);
    const preflight = await server.app.inject({ method: 'OPTIONS', url: '/api/update-user', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' } });
    for (const response of [read, preflight]) {
      expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });

  it('V3.4.1 sends no HSTS outside production (see the production tests below)', async () => {
    for (const url of everyKind) expect((await get(url)).headers['strict-transport-security']).toBeUndefined();
  });

  it('V13.4.6 names no framework in its answers (no X-Powered-By)', async () => {
    for (const url of everyKind) expect((await get(url)).headers['x-powered-by']).toBeUndefined();
  });
});

describe(`answers (ASVS V4.1, V13.4, V14.3) on ${databaseLabel}`, () => {
  it('V4.1.1 labels every JSON answer as JSON in UTF-8, errors included', async () => {
    const answers = [await get('/api/health'), await get('/api/nowhere'), await get('/api/user/not-an-id'), await post('/api/sign-in/frontend', {})];
    for (const response of answers) expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('V13.4.4 does not answer TRACE', async () => {
    const response = await server.app.inject({ method: 'TRACE' as 'GET', url: '/api/health', headers: { 'x-secret': 'echo me' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('echo me');
  });

  it('V14.3.2 answers no-store to every operation without a token that answers an account (what an emailed link opens)', async () => {
    // Those with a token: tests/server/access.test.ts. These answer the account, or a session, to its owner.
    const personal = contractOperations()
      .filter((operation) => !operation.secured && /#\/components\/schemas\/(User|SignInResponse)"/.test(JSON.stringify(operation.answers)))
      .map((operation) => operation.operationId);
    // googleSignIn's no-store: input.test.ts, which has an identity provider.
    expect(personal.sort()).toEqual(['activate', 'confirmEmail', 'googleSignIn', 'signIn', 'signInWithCode']);
    await post('/api/sign-up', validSignUp({ email: 'personal@example.org' }));
    const link = (await lastLinkTo(server.database, 'personal@example.org')).url.searchParams;
    const activated = await post('/api/activate', { userId: link.get('u'), email: link.get('e'), token: link.get('t') });
    const signedIn = await post('/api/sign-in/frontend', { email: 'personal@example.org', password: 'secret123' });
    const { _id, token } = json<{ _id: string; token: string }>(signedIn);
    await post('/api/send-signin-code', { email: 'personal@example.org' });
    const code = /\b(\d{6})\b/.exec((await mailbox(server.database)).find((row) => row.kind === 'signInCode')!.textBody)![1];
    const byCode = await post('/api/sign-in-code/frontend', { email: 'personal@example.org', code });
    await post('/api/update-email', { _id, email: 'personal.new@example.org', password: 'secret123' }, bearer(token));
    const change = (await lastLinkTo(server.database, 'personal.new@example.org')).url.searchParams;
    const confirmed = await post('/api/confirm-email', { userId: change.get('u'), email: change.get('e'), token: change.get('t') });
    for (const [name, response] of Object.entries({ activated, signedIn, byCode, confirmed })) {
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      expect(response.headers['cache-control'], name).toBe('no-store');
    }
  });
});

describe(`errors (ASVS V16.5) on ${databaseLabel}`, () => {
  it('V16.5.1 answers malformed JSON with a clean 400 and no stack trace', async () => {
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

  it('V16.5.1 answers every refusal as { code, message } with nothing of the server inside', async () => {
    const jane = await createActiveUser(server, { email: 'refusals@example.org' });
    const other = await createActiveUser(server, { email: 'refusals.other@example.org' });
    await server.database.db.execute(sql`insert into sign_in_failures (email, ip, at) select 'refusals@example.org', '203.0.113.77', now() from generate_series(1, 10)`);
    const refusals = {
      400: await post('/api/update-language', { id: jane._id, language: 'xx' }, bearer(jane.token)),
      401: await get(`/api/user/${jane._id}`),
      403: await server.app.inject({ method: 'GET', url: `/api/user/${other._id}`, headers: bearer(jane.token) }),
      404: await get('/api/cars/00000000-0000-4000-8000-000000000000'),
      409: await post('/api/sign-up', validSignUp({ email: 'refusals@example.org' })),
      413: await post('/api/send-email', 'x'.repeat(1024 * 1024 + 1), { 'content-type': 'application/json' }),
      415: await post('/api/sign-in/frontend', '<x/>', { 'content-type': 'application/xml' }),
      429: await server.app.inject({ method: 'POST', url: '/api/sign-in/frontend', payload: { email: 'refusals@example.org', password: 'secret123' }, remoteAddress: '203.0.113.77' }),
    };
    for (const [status, response] of Object.entries(refusals)) {
      expect(response.statusCode, response.body).toBe(Number(status));
      expect(Object.keys(json(response)).sort(), status).toEqual(['code', 'message']);
      expect(response.body, status).not.toMatch(STACK);
    }
  });

  it('V16.5.1 answers an unexpected failure with a generic 500: no message, no stack, no query of its own', async () => {
    const app = await buildApp(server.config, server.database);
    app.get('/api/boom', async () => {
      throw new Error('select secret from vault where key = $1 (at /srv/server/handlers/vault.ts:12:7)');
    });
    await app.ready();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/boom' });
      expect(response.statusCode).toBe(500);
      expect(json(response)).toEqual({ code: 'INTERNAL_ERROR', message: 'An unexpected error occurred.' });
      expect(response.body).not.toMatch(/secret|vault/);
      expect(response.body).not.toMatch(STACK);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    } finally {
      await app.close();
    }
  });
});

describe('in production', () => {
  let production: TestServer;
  beforeAll(async () => {
    production = await startTestServer({ production: true, apiDocs: false });
  });
  afterAll(() => production.close());

  it('V3.4.1 sends HSTS for a year, subdomains included, on every answer', async () => {
    for (const url of ['/api/health', '/api/nowhere', '/']) {
      const response = await production.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toContain('max-age=31536000');
      expect(response.headers['strict-transport-security'], url).toContain('includeSubDomains');
    }
  });

  it('V13.4.5 has neither the dev mailbox nor the API docs (V15.2.3: nothing of development)', async () => {
    const health = await production.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['strict-transport-security']).toContain('max-age=31536000');
    expect((await production.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    expect((await production.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
  });
});
