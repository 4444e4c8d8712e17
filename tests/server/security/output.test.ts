import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createActiveUser, databaseLabel, lastLinkTo, mailbox, useTestServer, validSignUp, type TestServer } from '@/tests/support/server.ts';
import { contractOperations } from './world.ts';

/**
 * ASVS 5.0 V3.4 (the browser's security headers), V4.1, V13.4 (what production leaves out), V14.3 (what a browser may
 * keep) and V16.5 (errors). Other proofs: tests/server/access.test.ts (every operation with a token answers
 * no-store, with or without one, whatever the status), contract-fuzz.test.ts (no 5xx, every answer in its
 * contract's shape), crash.test.ts (a server killed mid-booking loses nothing it answered), platform.test.ts.
 */
const server = useTestServer();

/**
 * An answer as a browser gets it, whatever it is (an operation's, a page's, an unknown path's): asked raw, its
 * headers read as sent.
 */
const answerAt = (url: string) => server.inject({ method: 'GET', url });
/** Answers of every kind: an operation's, an unknown API path's, a plain page's (the dev mailbox), the API docs'. */
const everyKind = ['/api/health', '/api/nowhere', '/dev/mailbox', '/api/docs'];
const directives = (response: LightMyRequestResponse) =>
  new Map(String(response.headers['content-security-policy']).split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
const STACK = /\bat .*\.(ts|js):\d+|node_modules|Error:/;

describe(`security headers (ASVS V3.4) on ${databaseLabel}`, () => {
  it("V3.4.3 sends a CSP at 'self' on every answer, object-src and base-uri 'none', and no unsafe-inline in script-src", async () => {
    for (const url of everyKind) {
      const response = await answerAt(url);
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
    for (const url of everyKind) expect((await answerAt(url)).headers['x-content-type-options'], url).toBe('nosniff');
  });

  it('V3.4.5 sends a referrer policy that keeps addresses on this site', async () => {
    for (const url of everyKind) expect((await answerAt(url)).headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
  });

  it("V3.4.6 lets no page frame any answer (frame-ancestors 'none', and X-Frame-Options for older browsers)", async () => {
    for (const url of everyKind) {
      const response = await answerAt(url);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('V3.4.2 answers no CORS header to another origin: no site but this one reads an answer', async () => {
    const jane = await createActiveUser(server, { email: 'cors@example.org' });
    const read = await server.as(jane, { headers: { origin: 'https://evil.example' } }).GET('/api/user/{id}', { params: { path: { id: jane._id } } });
    expect(read.response.status).toBe(200);
    const preflight = await server.inject({ method: 'OPTIONS', url: '/api/update-user', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' } });
    for (const names of [[...read.response.headers.keys()], Object.keys(preflight.headers)]) {
      expect(names.filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });

  it('V3.4.1 sends no HSTS outside production (see the production tests below)', async () => {
    for (const url of everyKind) expect((await answerAt(url)).headers['strict-transport-security']).toBeUndefined();
  });

  it('V13.4.6 names no framework in its answers (no X-Powered-By)', async () => {
    for (const url of everyKind) expect((await answerAt(url)).headers['x-powered-by']).toBeUndefined();
  });
});

describe(`answers (ASVS V4.1, V13.4, V14.3) on ${databaseLabel}`, () => {
  it('V4.1.1 labels every JSON answer as JSON in UTF-8, errors included', async () => {
    const types = [
      (await server.GET('/api/health')).response.headers.get('content-type'),
      (await answerAt('/api/nowhere')).headers['content-type'],
      (await server.GET('/api/user/{id}', { params: { path: { id: 'not-an-id' } } })).response.headers.get('content-type'),
      // An empty body, which the contract refuses.
      (await server.POST('/api/sign-in/{appType}', { params: { path: { appType: 'frontend' } }, body: {} as never })).response.headers.get('content-type'),
    ];
    for (const type of types) expect(type).toBe('application/json; charset=utf-8');
  });

  it('V13.4.4 does not answer TRACE', async () => {
    const response = await server.inject({ method: 'TRACE' as 'GET', url: '/api/health', headers: { 'x-secret': 'echo me' } });
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
    await server.POST('/api/sign-up', { body: validSignUp({ email: 'personal@example.org' }) });
    const link = (await lastLinkTo(server.database, 'personal@example.org')).url.searchParams;
    const activated = await server.POST('/api/activate', { body: { userId: link.get('u')!, email: link.get('e')!, token: link.get('t')! } });
    const signedIn = await server.POST('/api/sign-in/{appType}', { params: { path: { appType: 'frontend' } }, body: { email: 'personal@example.org', password: 'secret123' } });
    const { _id, token } = signedIn.data!;
    await server.POST('/api/send-signin-code', { body: { email: 'personal@example.org' } });
    const code = /\b(\d{6})\b/.exec((await mailbox(server.database)).find((row) => row.kind === 'signInCode')!.textBody)![1]!;
    const byCode = await server.POST('/api/sign-in-code/{appType}', { params: { path: { appType: 'frontend' } }, body: { email: 'personal@example.org', code } });
    await server.as(token).POST('/api/update-email', { body: { _id, email: 'personal.new@example.org', password: 'secret123' } });
    const change = (await lastLinkTo(server.database, 'personal.new@example.org')).url.searchParams;
    const confirmed = await server.POST('/api/confirm-email', { body: { userId: change.get('u')!, email: change.get('e')!, token: change.get('t')! } });
    for (const [name, { response, error }] of Object.entries({ activated, signedIn, byCode, confirmed })) {
      expect(response.status, `${name}: ${JSON.stringify(error)}`).toBe(200);
      expect(response.headers.get('cache-control'), name).toBe('no-store');
    }
  });
});

describe(`errors (ASVS V16.5) on ${databaseLabel}`, () => {
  it('V16.5.1 answers malformed JSON with a clean 400 and no stack trace', async () => {
    // Broken JSON: sent raw.
    const response = await server.inject({
      method: 'POST',
      url: '/api/sign-in/frontend',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "jane@example.org", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'The request body is not valid JSON.' });
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('V16.5.1 answers every refusal as { code, message } with nothing of the server inside', async () => {
    const jane = await createActiveUser(server, { email: 'refusals@example.org' });
    const other = await createActiveUser(server, { email: 'refusals.other@example.org' });
    await server.database.db.execute(sql`insert into sign_in_failures (email, ip, at) select 'refusals@example.org', '203.0.113.77', now() from generate_series(1, 10)`);
    // Each refusal as it is sent, a body the contract refuses, an oversized one or one of another type included: raw.
    const refusals = {
      400: await server.inject({ method: 'POST', url: '/api/update-language', payload: { id: jane._id, language: 'xx' }, headers: bearer(jane.token) }),
      401: await answerAt(`/api/user/${jane._id}`),
      403: await server.inject({ method: 'GET', url: `/api/user/${other._id}`, headers: bearer(jane.token) }),
      404: await answerAt('/api/cars/00000000-0000-4000-8000-000000000000'),
      409: await server.inject({ method: 'POST', url: '/api/sign-up', payload: validSignUp({ email: 'refusals@example.org' }) }),
      413: await server.inject({ method: 'POST', url: '/api/send-email', payload: 'x'.repeat(1024 * 1024 + 1), headers: { 'content-type': 'application/json' } }),
      415: await server.inject({ method: 'POST', url: '/api/sign-in/frontend', payload: '<x/>', headers: { 'content-type': 'application/xml' } }),
      429: await server.inject({ method: 'POST', url: '/api/sign-in/frontend', payload: { email: 'refusals@example.org', password: 'secret123' }, remoteAddress: '203.0.113.77' }),
    };
    for (const [status, response] of Object.entries(refusals)) {
      expect(response.statusCode, response.body).toBe(Number(status));
      expect(Object.keys(response.json()).sort(), status).toEqual(['code', 'message']);
      expect(response.body, status).not.toMatch(STACK);
    }
  });

  it('V16.5.1 answers an unexpected failure with a generic 500: no message, no stack, no query of its own', async () => {
    const app = await server.variant(
      {},
      {
        extend: (fastify) =>
          fastify.get('/api/boom', () =>
            Promise.reject(new Error('select secret from vault where key = $1 (at /srv/server/handlers/vault.ts:12:7)')),
          ),
      },
    );
    try {
      // A route of the test's own, not the contract's: asked raw.
      const response = await app.inject({ method: 'GET', url: '/api/boom' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'An unexpected error occurred.' });
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
    production = await server.variant({ production: true, apiDocs: false });
  });
  afterAll(() => production.close());

  it('V3.4.1 sends HSTS for a year, subdomains included, on every answer', async () => {
    for (const url of ['/api/health', '/api/nowhere', '/']) {
      const response = await production.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toContain('max-age=31536000');
      expect(response.headers['strict-transport-security'], url).toContain('includeSubDomains');
    }
  });

  it('V13.4.5 has neither the dev mailbox nor the API docs (V15.2.3: nothing of development)', async () => {
    const health = await production.GET('/api/health');
    expect(health.response.headers.get('strict-transport-security')).toContain('max-age=31536000');
    // A page and the docs: outside the contract's API, asked raw.
    expect((await production.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    expect((await production.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
  });
});
