import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '@/server/config.ts';
import { databaseLabel, useTestServer, type TestServer } from '@/tests/support/server.ts';

/**
 * ASVS 5.0 V1.3.6 (SSRF), V13.2.4 (an allowlist of what the server calls) and V15.3.2 (no redirect followed). The
 * server calls out in three places, each to an address of its configuration: the Google (OpenID) provider, the
 * captcha's check and the IP look-up; mail goes to SMTP_URL. The map's tiles and the CDN's images are loaded by
 * the browser, never by the server. Other proofs: tests/server/start-up-settings.test.ts (a local address is never
 * looked up), google-sign-in.test.ts (the `ref` to come back to stays on this site), images.test.ts (/cdn reads no
 * path out of its folder).
 */
/** The file's server; each test asks an app of its own with the settings it is about (`variant`), on its database. */
const base = useTestServer();
let server: TestServer | undefined;
afterEach(async () => {
  vi.unstubAllGlobals();
  await server?.close();
  server = undefined;
});

const serverRoot = fileURLToPath(new URL('../../../server/', import.meta.url));
const sourcesOf = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourcesOf(path.join(folder, entry.name)) : entry.name.endsWith('.ts') ? [path.join(folder, entry.name)] : [],
  );

/** The address a fetch was asked for. */
const urlOf = (input: string | URL | Request) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
/** A request's body as text: the server sends these services text or a form; any other body is a mistake of the test. */
const textOf = (body: BodyInit | null | undefined) => {
  if (body === undefined || body === null || typeof body === 'string') return body ?? undefined;
  if (body instanceof URLSearchParams) return body.toString();
  throw new Error('a request body this stand-in cannot read');
};

/** A stand-in for the services the server calls: records each call, and answers what the test says. */
function recorder(answer: (url: string) => Response) {
  const calls: Array<{ url: string; body: string }> = [];
  const fetch = ((input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: urlOf(input), body: textOf(init?.body) ?? '' });
    return Promise.resolve(answer(urlOf(input)));
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

describe(`outbound calls (ASVS V1.3.6, V13.2.4) on ${databaseLabel}`, () => {
  it('V13.2.4 calls out from the reviewed places only, each to an address of the configuration', () => {
    const outbound = /\bfetch\(|\bfetchImpl\(|createRemoteJWKSet\(|\bopenid\.(discovery|authorizationCodeGrant)\(|\bhttps?\.(request|get)\(|\b(net|tls)\.connect\(|nodemailer\.createTransport\(/g;
    const found: Record<string, number> = {};
    for (const file of sourcesOf(serverRoot)) {
      const count = readFileSync(file, 'utf8').match(outbound)?.length ?? 0;
      if (count > 0) found[path.relative(serverRoot, file)] = count;
    }
    // A new call out fails here: add it once it goes only to an address of the configuration, never one of a request.
    expect(found).toEqual({
      'services/oidc-client.ts': 2, // openid-client: GOOGLE_ISSUER_URL's discovery, then the token endpoint and keys it names
      'services/team/captcha.ts': 1, // CAPTCHA_VERIFY_URL
      'services/team/ip-country.ts': 1, // IP_COUNTRY_URL, with a checked IP address in it
      'services/mail/worker.ts': 1, // SMTP_URL
    });
  });

  it('V1.3.6 sends the IP look-up service an IP address only, whatever the forwarding header says', async () => {
    const lookUp = recorder(() => new Response('FR'));
    server = await base.variant(
      { trustProxy: true, startUp: { ...loadConfig({}).startUp, languageFromAddress: true }, ipCountryUrl: 'https://geo.example/{ip}/json' },
      { fetch: lookUp.fetch },
    );
    const hint = async (forwardedFor: string) =>
      (
        await server!
          .as(undefined, { headers: { 'x-forwarded-for': forwardedFor }, remoteAddress: '10.0.0.2' })
          .GET('/api/language-hint', { params: { query: { timeZone: 'Europe/Berlin' } } })
      ).data;
    for (const forged of ['http://169.254.169.254/latest/meta-data/', '169.254.169.254', 'evil.example', '198.51.100.7/../../admin', '10.0.0.1', '::1']) {
      expect(await hint(forged), forged).toMatchObject({ country: 'DE' });
    }
    expect(lookUp.calls).toEqual([]);
    expect(await hint('198.51.100.23')).toMatchObject({ country: 'FR' });
    expect(lookUp.calls.map((call) => call.url)).toEqual(['https://geo.example/198.51.100.23/json']);
  });

  it('V1.3.6 reaches the identity provider at its configured address only, whatever a sign-in carries', async () => {
    const issuer = 'https://idp.example';
    const provider = recorder((url) =>
      url.endsWith('/.well-known/openid-configuration')
        ? Response.json({ issuer, authorization_endpoint: `${issuer}/authorize`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks` })
        : Response.json({ error: 'invalid_grant' }, { status: 400 }),
    );
    vi.stubGlobal('fetch', provider.fetch);
    server = await base.variant({ googleClientId: 'client', googleClientSecret: 'a-secret-of-some-length', googleIssuerUrl: issuer });
    const started = await server.GET('/api/auth/google', { params: { query: { ref: 'http://169.254.169.254/' } } });
    expect(started.response.status, JSON.stringify(started.error)).toBe(200);
    const state = new URL(started.data!.url).searchParams.get('state')!;
    const code = 'http://169.254.169.254/latest/meta-data/iam';
    const cookie = String(started.response.headers.get('set-cookie')).split(';')[0]!;
    const finished = await server.as({ cookie }).POST('/api/auth/google/{appType}', { params: { path: { appType: 'frontend' } }, body: { code, state } });
    expect(finished.response.status).toBe(401);
    expect(provider.calls.map((call) => new URL(call.url).origin)).toEqual([issuer, issuer]);
    // The code the browser brought is a value sent to the provider, never an address called.
    expect(new URLSearchParams(provider.calls[1]!.body).get('code')).toBe(code);
  });

  it("V1.3.6 fetches nothing for the map's tiles or the catalogue's images: the browser loads them", async () => {
    const anything = recorder(() => new Response('from elsewhere'));
    vi.stubGlobal('fetch', anything.fetch);
    server = await base.variant({ cdnUrl: 'https://cdn.example', mapTiles: { url: 'https://{s}.tiles.example/{z}/{x}/{y}.png', attribution: '' } });
    for (const url of ['/cdn/https://evil.example/car.svg', '/cdn//169.254.169.254/car.svg', '/cdn/http:%2F%2F169.254.169.254%2Fx.svg', '/tiles/1/2/3.png', '/api/tiles/1/2/3.png']) {
      // Addresses outside the contract's API: asked raw.
      const response = await server.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('from elsewhere');
    }
    expect(anything.calls).toEqual([]);
  });
});

describe(`redirects (ASVS V15.3.2) on ${databaseLabel}`, () => {
  /** A service elsewhere that would say yes to anything: what a redirect would lead the server to. */
  let elsewhere: Server;
  let elsewhereCalls = 0;
  /** The configured service, which only redirects there. */
  let redirector: Server;
  const origin = (http: Server) => `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  beforeAll(async () => {
    elsewhere = createServer((request, response) => {
      elsewhereCalls += 1;
      const discovery = request.url?.includes('openid-configuration');
      const body = discovery ? { issuer: origin(redirector), authorization_endpoint: `${origin(redirector)}/a`, token_endpoint: `${origin(redirector)}/t`, jwks_uri: `${origin(redirector)}/k` } : { success: true, country_code: 'MA' };
      response.setHeader('content-type', 'application/json').end(JSON.stringify(body));
    });
    redirector = createServer((request, response) => response.writeHead(307, { location: `${origin(elsewhere)}${request.url}` }).end());
    await Promise.all([elsewhere, redirector].map((http) => new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))));
  });
  afterAll(async () => {
    for (const http of [elsewhere, redirector]) {
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    }
  });

  it('V15.3.2 follows no redirect from the services it calls: the IP look-up, the captcha, the identity provider', async () => {
    const configured = origin(redirector);
    server = await base.variant({
      startUp: { ...loadConfig({}).startUp, languageFromAddress: true, captcha: { siteKey: 'site', scriptUrl: `${configured}/api.js` } },
      ipCountryUrl: `${configured}/{ip}`,
      captchaSecret: 'secret',
      captchaVerifyUrl: `${configured}/verify`,
      googleClientId: 'client',
      googleClientSecret: 'a-secret-of-some-length',
      googleIssuerUrl: configured,
    });
    const hint = await server.as(undefined, { remoteAddress: '198.51.100.23' }).GET('/api/language-hint', { params: { query: { timeZone: 'Europe/Berlin' } } });
    expect(hint.data).toMatchObject({ country: 'DE' });
    const form = { name: 'Léa', email: 'lea@example.org', subject: 'Hello', message: 'A question', language: 'en' as const, captchaToken: 'any' };
    const sent = await server.POST('/api/send-email', { body: form });
    expect(sent.error?.code).toBe('CAPTCHA_REQUIRED');
    const google = await server.GET('/api/auth/google');
    expect(google.response.status).toBe(503);
    expect(elsewhereCalls).toBe(0);
  });
});
