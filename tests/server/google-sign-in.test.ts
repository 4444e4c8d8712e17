import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider.ts';
import type { JWTPayload } from 'jose';
import { createActiveUser, databaseLabel, setUserFlag, signIn, useTestServer, validSignUp, type Schemas, type TestServer } from '../support/server.ts';

/**
 * Google sign-in against a real OpenID provider started here (tests/support/oidc-provider.ts): the app discovers it,
 * sends the browser to it, and the scripted browser signs in and consents on its pages; the code and state it brings
 * back go to the app, which exchanges the code and verifies the ID token against the provider's published key.
 */
const client = { clientId: 'azura-test-client', clientSecret: 'a-test-client-secret-of-some-length', redirectUri: 'http://localhost:3000/google-login' };
const accounts = {
  'google-jane': { email: 'Jane@Example.org', emailVerified: true, name: 'Jane Roe' },
  'google-new': { email: 'new.person@example.org', emailVerified: true, name: 'Nadia Newcomer' },
  'google-unverified': { email: 'unverified@example.org', emailVerified: false, name: 'Una Verified' },
};

let provider: TestOidcProvider;
beforeAll(async () => {
  provider = await startOidcProvider(client, accounts);
});
const server = useTestServer(() => ({ googleClientId: client.clientId, googleClientSecret: client.clientSecret, googleIssuerUrl: provider.issuer }));
afterAll(async () => {
  await provider?.close();
});
beforeEach(async () => {
  await server.reset();
  await provider.forgeIdTokens();
});

interface Started {
  url: URL;
  cookie: string;
  setCookie: string;
}

/** googleAuth, as the sign-in page calls it: where to go, and the cookie it sets. */
async function start(ref?: string, on: TestServer = server): Promise<Started> {
  const { response, data, error } = await on.GET('/api/auth/google', { params: { query: ref === undefined ? {} : { ref } } });
  expect(response.status, JSON.stringify(error)).toBe(200);
  const setCookie = String(response.headers.get('set-cookie'));
  return { url: new URL(data!.url), cookie: setCookie.split(';')[0]!, setCookie };
}

/** googleSignIn, as /google-login calls it, with the cookie the browser holds. */
const finish = (
  params: URLSearchParams,
  cookie: string | undefined,
  { appType = 'frontend', language }: { appType?: 'frontend' | 'backend'; language?: Schemas['Language'] } = {},
  on: TestServer = server,
) =>
  on.as(cookie ? { cookie } : undefined).POST('/api/auth/google/{appType}', {
    params: { path: { appType } },
    body: { code: params.get('code')!, state: params.get('state')!, ...(language ? { language } : {}) },
  });

/** The whole sign-in: start, the provider's pages as `accountId`, back to the app. */
async function signInWithGoogle(accountId: keyof typeof accounts, options: { ref?: string; language?: Schemas['Language']; appType?: 'frontend' | 'backend' } = {}) {
  const started = await start(options.ref);
  const params = await provider.authorize(started.url.toString(), accountId);
  return { started, params, answer: await finish(params, started.cookie, options) };
}

const failure = ({ response, error }: { response: Response; error?: { code: string } }) => ({ status: response.status, code: error?.code });

describe(`Google sign-in against a local OpenID provider on ${databaseLabel}`, () => {
  it('sends the browser to the provider with PKCE (S256), a state, a nonce, and a cookie that binds it', async () => {
    const { url, setCookie } = await start('/cars/1');
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: client.clientId,
      redirect_uri: 'http://localhost:3000/google-login',
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const param of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(param)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(setCookie).toMatch(/^azura_google_sign_in=[A-Za-z0-9_-]{43}; Path=\/api\/auth\/google; Max-Age=600; HttpOnly; SameSite=Lax$/);
    const rows = await server.database.db.execute(sql`select state_hash, ref, extract(epoch from expires_at - created_at)::int as s from google_sign_ins`);
    const row = (rows as unknown as { rows: { state_hash: string; ref: string; s: number }[] }).rows[0]!;
    expect(row).toMatchObject({ ref: '/cars/1', s: 600 });
    expect(row.state_hash).not.toBe(url.searchParams.get('state'));
  });

  it('creates an activated driver account from a new verified address, in the language asked, with no password', async () => {
    const { answer } = await signInWithGoogle('google-new', { ref: '/yachts?city=nice', language: 'ru' });
    expect(answer.response.status, JSON.stringify(answer.error)).toBe(200);
    const body = answer.data!;
    expect(body).toMatchObject({ email: 'new.person@example.org', fullName: 'Nadia Newcomer', type: 'user', verified: true, language: 'ru', ref: '/yachts?city=nice' });
    expect(String(answer.response.headers.get('set-cookie'))).toMatch(/^azura_google_sign_in=; .*Max-Age=0/);
    expect(answer.response.headers.get('cache-control')).toBe('no-store');
    const me = await server.as(body).GET('/api/user/{id}', { params: { path: { id: body._id } } });
    expect(me.response.status).toBe(200);
    const hash = await server.database.db.execute(sql`select password_hash from users where id = ${body._id}`);
    expect((hash as unknown as { rows: { password_hash: string | null }[] }).rows[0]!.password_hash).toBeNull();
  });

  it('signs in the existing account with the same address (any case), keeping its password', async () => {
    const jane = await createActiveUser(server);
    const { answer } = await signInWithGoogle('google-jane');
    expect(answer.response.status, JSON.stringify(answer.error)).toBe(200);
    expect(answer.data).toMatchObject({ _id: jane._id, email: 'jane@example.org', ref: null });
    expect((await signIn(server, 'jane@example.org', 'secret123')).email).toBe('jane@example.org');
  });

  it('activates an account not yet activated and drops the password its creator chose (pre-hijacking)', async () => {
    await server.POST('/api/sign-up', { body: validSignUp() });
    const { answer } = await signInWithGoogle('google-jane');
    expect(answer.data).toMatchObject({ email: 'jane@example.org', verified: true });
    const password = await server.POST('/api/sign-in/{appType}', { params: { path: { appType: 'frontend' } }, body: { email: 'jane@example.org', password: 'secret123' } });
    expect(password.response.status).toBe(401);
  });

  it.each([
    ['an address of another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/'],
    ['a backslash address', '/\\evil.example/'],
  ])('brings nobody back to %s: ref is null', async (_label, ref) => {
    const { answer } = await signInWithGoogle('google-jane', { ref });
    expect(answer.data!.ref).toBeNull();
  });

  it('refuses a state finished without its cookie, or with another browser’s; the right browser still finishes', async () => {
    const started = await start();
    const params = await provider.authorize(started.url.toString(), 'google-jane');
    const other = await start();
    for (const cookie of [undefined, other.cookie, 'azura_google_sign_in=forged-value']) {
      const answer = await finish(params, cookie);
      expect(failure(answer)).toEqual({ status: 401, code: 'EXTERNAL_SIGN_IN_FAILED' });
      expect(answer.error?.message).toContain('not started in this browser');
    }
    expect((await finish(params, started.cookie)).response.status).toBe(200);
  });

  it('takes a state once', async () => {
    const { params, started, answer } = await signInWithGoogle('google-jane');
    expect(answer.response.status).toBe(200);
    const again = await finish(params, started.cookie);
    expect(failure(again)).toEqual({ status: 401, code: 'EXTERNAL_SIGN_IN_FAILED' });
    expect(again.error?.message).toContain('already used');
  });

  it('refuses a sign-in finished more than 10 minutes after it started', async () => {
    const started = await start();
    const params = await provider.authorize(started.url.toString(), 'google-jane');
    await server.database.db.execute(sql`update google_sign_ins set expires_at = now() - interval '1 second'`);
    const answer = await finish(params, started.cookie);
    expect(failure(answer)).toEqual({ status: 401, code: 'EXTERNAL_SIGN_IN_FAILED' });
    expect(answer.error?.message).toContain('expired');
  });

  it('refuses an ID token whose nonce is not the one of this sign-in', async () => {
    const started = await start();
    const tampered = new URL(started.url);
    tampered.searchParams.set('nonce', 'a-nonce-this-sign-in-never-made-up');
    const params = await provider.authorize(tampered.toString(), 'google-jane');
    const answer = await finish(params, started.cookie);
    expect(failure(answer)).toEqual({ status: 401, code: 'EXTERNAL_SIGN_IN_FAILED' });
    expect(answer.error?.message).toBe('The identity token does not belong to this sign-in.');
  });

  it('accepts an ID token re-signed unchanged by the provider’s key (so the refusals below are the claims’)', async () => {
    await provider.forgeIdTokens((claims) => claims);
    expect((await signInWithGoogle('google-jane')).answer.response.status).toBe(200);
  });

  it('refuses a code obtained for another sign-in (PKCE: its verifier is not this one’s)', async () => {
    const mine = await start();
    const theirs = await start();
    const stolen = await provider.authorize(theirs.url.toString(), 'google-jane');
    const answer = await finish(new URLSearchParams({ code: stolen.get('code')!, state: mine.url.searchParams.get('state')! }), mine.cookie);
    expect(failure(answer)).toEqual({ status: 401, code: 'EXTERNAL_SIGN_IN_FAILED' });
    expect(answer.error?.message).toContain('refused the sign-in code');
  });

  it.each([
    ['issued to another application', (claims: JWTPayload) => ({ ...claims, aud: 'another-client' }), {}],
    ['issued to several, not for this one', (claims: JWTPayload) => ({ ...claims, aud: [client.clientId, 'other'], azp: 'other' }), {}],
    ['from another issuer', (claims: JWTPayload) => ({ ...claims, iss: 'https://evil.example' }), {}],
    ['expired', (claims: JWTPayload) => ({ ...claims, iat: 1_600_000_000, exp: 1_600_000_600 }), {}],
    ['signed by a key the provider does not publish', (claims: JWTPayload) => claims, { foreignKey: true }],
  ] as Array<[string, (claims: JWTPayload) => JWTPayload, { foreignKey?: boolean }]>)('refuses an ID token %s', async (_label, change, options) => {
    await provider.forgeIdTokens(change, options);
    const { answer } = await signInWithGoogle('google-jane');
    expect(failure(answer)).toEqual({ status: 401, code: 'EXTERNAL_SIGN_IN_FAILED' });
  });

  it('refuses an address the provider has not verified', async () => {
    const { answer } = await signInWithGoogle('google-unverified');
    expect(failure(answer)).toEqual({ status: 401, code: 'EXTERNAL_SIGN_IN_FAILED' });
    expect(answer.error?.message).toBe('Google has not verified this email address.');
  });

  it('refuses a code the provider did not issue, and a body that is not one', async () => {
    const started = await start();
    const answer = await finish(new URLSearchParams({ code: 'made-up-code', state: started.url.searchParams.get('state')! }), started.cookie);
    expect(failure(answer)).toEqual({ status: 401, code: 'EXTERNAL_SIGN_IN_FAILED' });
    const bad = await finish(new URLSearchParams({ code: 'x', state: 'short' }), undefined);
    expect(bad.response.status).toBe(400);
  });

  it("refuses a suspended account ('Your account is suspended.') and a driver at the back office", async () => {
    const jane = await createActiveUser(server);
    expect(failure((await signInWithGoogle('google-jane', { appType: 'backend' })).answer)).toEqual({ status: 403, code: 'APP_TYPE_NOT_ALLOWED' });
    await setUserFlag(server.database, jane._id, 'suspended', true);
    const { answer } = await signInWithGoogle('google-jane');
    expect(answer.response.status).toBe(403);
    expect(answer.error).toEqual({ code: 'ACCOUNT_SUSPENDED', message: 'Your account is suspended.' });
  });

  it('marks the cookie Secure in production, and is off (503) without both the client id and its secret or its provider', async () => {
    const production = await server.variant({ production: true });
    const unconfigured = await server.variant({ googleClientSecret: undefined });
    const unreachable = await server.variant({ googleIssuerUrl: 'http://127.0.0.1:9' });
    try {
      expect(failure(await unreachable.GET('/api/auth/google'))).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE' });
      expect((await start(undefined, production)).setCookie).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
      expect(failure(await unconfigured.GET('/api/auth/google'))).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE' });
      const finished = await finish(new URLSearchParams({ code: 'c', state: 'x'.repeat(43) }), undefined, {}, unconfigured);
      expect(failure(finished)).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await Promise.all([production.close(), unconfigured.close(), unreachable.close()]);
    }
  });
});
