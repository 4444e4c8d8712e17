import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '@/server/config.ts';
import { startOidcProvider, type TestOidcProvider } from '@/tests/support/oidc-provider.ts';
import type { JWTPayload } from 'jose';
import { createActiveUser, databaseLabel, setUserFlag, useTestServer, validSignUp, type Schemas } from '@/tests/support/server.ts';

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
afterAll(() => provider?.close());
// Started after the provider (the beforeAll above), on its address.
const server = useTestServer(() => ({ googleClientId: client.clientId, googleClientSecret: client.clientSecret, googleIssuerUrl: provider.issuer }));
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
async function start(ref?: string): Promise<Started> {
  const { data, error, response } = await server.GET('/api/auth/google', { params: { query: ref === undefined ? {} : { ref } } });
  expect(response.status, JSON.stringify(error)).toBe(200);
  const setCookie = String(response.headers.get('set-cookie'));
  return { url: new URL(data!.url), cookie: setCookie.split(';')[0]!, setCookie };
}

/** googleSignIn, as /google-login calls it, with the cookie the browser holds. */
const finish = (params: URLSearchParams, cookie: string | undefined, { appType = 'frontend', language }: SignInOptions = {}) =>
  server.as(cookie ? { cookie } : undefined).POST('/api/auth/google/{appType}', {
    params: { path: { appType } },
    body: { code: params.get('code')!, state: params.get('state')!, ...(language ? { language } : {}) },
  });

interface SignInOptions {
  appType?: Schemas['AppType'];
  language?: Schemas['Language'];
}

/** The whole sign-in: start, the provider's pages as `accountId`, back to the app. */
async function signInWithGoogle(accountId: keyof typeof accounts, options: SignInOptions & { ref?: string } = {}) {
  const started = await start(options.ref);
  const params = await provider.authorize(started.url.toString(), accountId);
  return { started, params, response: await finish(params, started.cookie, options) };
}

/** The password's way in, to see whether the account still has one. */
const signInWithPassword = (email: string, password: string) =>
  server.POST('/api/sign-in/{appType}', { params: { path: { appType: 'frontend' } }, body: { email, password } });

/** A refusal's status and code, to compare whole. */
const failure = ({ response, error }: { response: Response; error?: Schemas['Error'] }) => ({ status: response.status, code: error?.code });

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
    const row = (rows as { rows: { state_hash: string; ref: string; s: number }[] }).rows[0]!;
    expect(row).toMatchObject({ ref: '/cars/1', s: 600 });
    expect(row.state_hash).not.toBe(url.searchParams.get('state'));
  });

  it('creates an activated driver account from a new verified address, in the language asked, with no password', async () => {
    const { response: { data: body, error, response } } = await signInWithGoogle('google-new', { ref: '/yachts?city=nice', language: 'ru' });
    expect(response.status, JSON.stringify(error)).toBe(200);
    expect(body).toMatchObject({ email: 'new.person@example.org', fullName: 'Nadia Newcomer', type: 'user', verified: true, language: 'ru', ref: '/yachts?city=nice' });
    expect(String(response.headers.get('set-cookie'))).toMatch(/^azura_google_sign_in=; .*Max-Age=0/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const me = await server.as(body).GET('/api/user/{id}', { params: { path: { id: body!._id } } });
    expect(me.response.status).toBe(200);
    const hash = await server.database.db.execute(sql`select password_hash from users where id = ${body!._id}`);
    expect((hash as { rows: { password_hash: string | null }[] }).rows[0]!.password_hash).toBeNull();
  });

  it('signs in the existing account with the same address (any case), keeping its password', async () => {
    const jane = await createActiveUser(server);
    const { response } = await signInWithGoogle('google-jane');
    expect(response.response.status, JSON.stringify(response.error)).toBe(200);
    expect(response.data).toMatchObject({ _id: jane._id, email: 'jane@example.org', ref: null });
    const password = await signInWithPassword('jane@example.org', 'secret123');
    expect(password.response.status).toBe(200);
  });

  it('activates an account not yet activated and drops the password its creator chose (pre-hijacking)', async () => {
    await server.POST('/api/sign-up', { body: validSignUp() });
    const { response } = await signInWithGoogle('google-jane');
    expect(response.data).toMatchObject({ email: 'jane@example.org', verified: true });
    const password = await signInWithPassword('jane@example.org', 'secret123');
    expect(password.response.status).toBe(401);
  });

  it.each([
    ['an address of another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/'],
    ['a backslash address', '/\\evil.example/'],
  ])('brings nobody back to %s: ref is null', async (_label, ref) => {
    const { response } = await signInWithGoogle('google-jane', { ref });
    expect(response.data!.ref).toBeNull();
  });

  it('refuses a state finished without its cookie, or with another browser’s; the right browser still finishes', async () => {
    const started = await start();
    const params = await provider.authorize(started.url.toString(), 'google-jane');
    const other = await start();
    for (const cookie of [undefined, other.cookie, 'azura_google_sign_in=forged-value']) {
      const response = await finish(params, cookie);
      expect(failure(response)).toEqual({ status: 401, code: 'EXTERNAL_SIGN_IN_FAILED' });
      expect(response.error!.message).toContain('not started in this browser');
    }
    expect((await finish(params, started.cookie)).response.status).toBe(200);
  });

  it('takes a state once', async () => {
    const { params, started, response } = await signInWithGoogle('google-jane');
    expect(response.response.status).toBe(200);
    const again = await finish(params, started.cookie);
    expect(failure(again)).toEqual({ status: 401, code: 'EXTERNAL_SIGN_IN_FAILED' });
    expect(again.error!.message).toContain('already used');
  });

  it('refuses a sign-in finished more than 10 minutes after it started', async () => {
    const started = await start();
    const params = await provider.authorize(started.url.toString(), 'google-jane');
    await server.database.db.execute(sql`update google_sign_ins set expires_at = now() - interval '1 second'`);
    const response = await finish(params, started.cookie);
    expect(failure(response)).toEqual({ status: 401, code: 'EXTERNAL_SIGN_IN_FAILED' });
    expect(response.error!.message).toContain('expired');
  });

  it('refuses an ID token whose nonce is not the one of this sign-in', async () => {
    const started = await start();
    const tampered = new URL(started.url);
    tampered.searchParams.set('nonce', 'a-nonce-this-sign-in-never-made-up');
    const params = await provider.authorize(tampered.toString(), 'google-jane');
    const response = await finish(params, started.cookie);
    expect(failure(response)).toEqual({ status: 401, code: 'EXTERNAL_SIGN_IN_FAILED' });
    expect(response.error!.message).toBe('The identity token does not belong to this sign-in.');
  });

  it('accepts an ID token re-signed unchanged by the provider’s key (so the refusals below are the claims’)', async () => {
    await provider.forgeIdTokens((claims) => claims);
    expect((await signInWithGoogle('google-jane')).response.response.status).toBe(200);
  });

  it('refuses a code obtained for another sign-in (PKCE: its verifier is not this one’s)', async () => {
    const mine = await start();
    const theirs = await start();
    const stolen = await provider.authorize(theirs.url.toString(), 'google-jane');
    const response = await finish(new URLSearchParams({ code: stolen.get('code')!, state: mine.url.searchParams.get('state')! }), mine.cookie);
    expect(failure(response)).toEqual({ status: 401, code: 'EXTERNAL_SIGN_IN_FAILED' });
    expect(response.error!.message).toContain('refused the sign-in code');
  });

  const unverifiable = 'The identity token of the sign-in provider could not be verified.';
  const anotherApplication = 'The identity token was issued to another application.';
  it.each([
    ['issued to another application', (claims: JWTPayload) => ({ ...claims, aud: 'another-client' }), {}, unverifiable],
    ['issued to several, not for this one', (claims: JWTPayload) => ({ ...claims, aud: [client.clientId, 'other'], azp: 'other' }), {}, anotherApplication],
    ['issued to several, naming none as its party', (claims: JWTPayload) => ({ ...claims, aud: [client.clientId, 'other'], azp: undefined }), {}, anotherApplication],
    ['from another issuer', (claims: JWTPayload) => ({ ...claims, iss: 'https://evil.example' }), {}, unverifiable],
    ['expired', (claims: JWTPayload) => ({ ...claims, iat: 1_600_000_000, exp: 1_600_000_600 }), {}, unverifiable],
    ['signed by a key the provider does not publish', (claims: JWTPayload) => claims, { foreignKey: true }, unverifiable],
  ] as Array<[string, (claims: JWTPayload) => JWTPayload, { foreignKey?: boolean }, string]>)('refuses an ID token %s', async (_label, change, options, message) => {
    await provider.forgeIdTokens(change, options);
    const { response } = await signInWithGoogle('google-jane');
    expect(failure(response)).toEqual({ status: 401, code: 'EXTERNAL_SIGN_IN_FAILED' });
    expect(response.error!.message).toBe(message);
  });

  it('refuses an address the provider has not verified', async () => {
    const { response } = await signInWithGoogle('google-unverified');
    expect(failure(response)).toEqual({ status: 401, code: 'EXTERNAL_SIGN_IN_FAILED' });
    expect(response.error!.message).toBe('Google has not verified this email address.');
  });

  it('refuses a code the provider did not issue, and a body that is not one', async () => {
    const started = await start();
    const response = await finish(new URLSearchParams({ code: 'made-up-code', state: started.url.searchParams.get('state')! }), started.cookie);
    expect(failure(response)).toEqual({ status: 401, code: 'EXTERNAL_SIGN_IN_FAILED' });
    const bad = await server.POST('/api/auth/google/{appType}', { params: { path: { appType: 'frontend' } }, body: { code: 'x', state: 'short' } });
    expect(bad.response.status).toBe(400);
  });

  it("refuses a suspended account ('Your account is suspended.') and a driver at the back office", async () => {
    const jane = await createActiveUser(server);
    expect(failure((await signInWithGoogle('google-jane', { appType: 'backend' })).response)).toEqual({ status: 403, code: 'APP_TYPE_NOT_ALLOWED' });
    await setUserFlag(server.database, jane._id, 'suspended', true);
    const { response } = await signInWithGoogle('google-jane');
    expect(response.response.status).toBe(403);
    expect(response.error).toEqual({ code: 'ACCOUNT_SUSPENDED', message: 'Your account is suspended.' });
  });

  it('marks the cookie Secure in production, and is off (503) without both the client id and its secret or its provider', async () => {
    const production = await server.variant({ production: true });
    const unconfigured = await server.variant({ googleClientSecret: undefined });
    const unreachable = await server.variant({ googleIssuerUrl: 'http://127.0.0.1:9' });
    try {
      expect(failure(await unreachable.GET('/api/auth/google'))).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE' });
      const secure = await production.GET('/api/auth/google');
      expect(String(secure.response.headers.get('set-cookie')), `${secure.response.status} ${JSON.stringify(secure.error)}`).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
      for (const response of [
        await unconfigured.GET('/api/auth/google'),
        await unconfigured.POST('/api/auth/google/{appType}', { params: { path: { appType: 'frontend' } }, body: { code: 'c', state: 'x'.repeat(43) } }),
      ]) {
        expect(failure(response)).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE' });
      }
    } finally {
      await Promise.all([production.close(), unconfigured.close(), unreachable.close()]);
    }
  });

  it('refuses a provider whose configuration names another issuer (OpenID Connect Discovery 4.3): 503', async () => {
    let asked = 0;
    const impostor = createServer((_request, response) => {
      asked += 1;
      const issuer = 'https://accounts.google.com';
      response.setHeader('content-type', 'application/json').end(JSON.stringify({ issuer, authorization_endpoint: `${issuer}/o/oauth2/v2/auth`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/certs` }));
    });
    await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve));
    const app = await server.variant({ googleIssuerUrl: `http://127.0.0.1:${(impostor.address() as AddressInfo).port}` });
    try {
      expect(failure(await app.GET('/api/auth/google'))).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE' });
      expect(asked).toBe(1);
    } finally {
      await app.close();
      impostor.closeAllConnections();
      await new Promise((resolve) => impostor.close(resolve));
    }
  });

  it('reaches a provider over https only: plain http to this machine outside production (the test providers), else no start', () => {
    expect(loadConfig({ NODE_ENV: 'test', GOOGLE_ISSUER_URL: 'http://127.0.0.1:4000/' }).googleIssuerUrl).toBe('http://127.0.0.1:4000');
    expect(loadConfig({ NODE_ENV: 'production', GOOGLE_ISSUER_URL: 'https://idp.example/realm/' }).googleIssuerUrl).toBe('https://idp.example/realm');
    expect(loadConfig({ NODE_ENV: 'production' }).googleIssuerUrl).toBe('https://accounts.google.com');
    for (const [env, issuer] of [
      ['production', 'http://127.0.0.1:4000'],
      ['test', 'http://idp.example'],
      ['test', 'http://10.0.0.5'],
      ['test', 'ftp://127.0.0.1'],
      ['test', 'accounts.google.com'],
    ]) {
      expect(() => loadConfig({ NODE_ENV: env, GOOGLE_ISSUER_URL: issuer }), `${env} ${issuer}`).toThrow(/^GOOGLE_ISSUER_URL=/);
    }
  });
});
