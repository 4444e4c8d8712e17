import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config.ts';
import { databaseLabel, mailbox, useTestServer, type Body, type TestServer } from '@/tests/support/server.ts';

/** The file's server; each test asks an app of its own with the settings it is about (`variant`), on its database. */
const base = useTestServer();
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The address a fetch was asked for. */
const urlOf = (input: string | URL | Request) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
/** A request's body as text: the server sends these services text or a form; any other body is a mistake of the test. */
const textOf = (body: BodyInit | null | undefined) => {
  if (body === undefined || body === null || typeof body === 'string') return body ?? undefined;
  if (body instanceof URLSearchParams) return body.toString();
  throw new Error('a request body this stand-in cannot read');
};

/** A stand-in for another service: records what the server asked and answers what the test says. */
function service(answer: (url: string, init?: RequestInit) => Response) {
  const calls: { url: string; body?: string }[] = [];
  const fetch = ((input: string | URL | Request, init?: RequestInit) => {
    const url = urlOf(input);
    calls.push({ url, body: textOf(init?.body) || undefined });
    return Promise.resolve(answer(url, init));
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

const hint = async (timeZone: string, remoteAddress = '127.0.0.1', on: TestServer = server!) =>
  (await on.as(undefined, { remoteAddress }).GET('/api/language-hint', { params: { query: { timeZone } } })).data;

describe(`language from the visitor's address on ${databaseLabel}`, () => {
  it('is off by default: no hint, whatever the time zone', async () => {
    server = await base.variant({});
    expect(await hint('Europe/Paris')).toEqual({ enabled: false, country: null, language: null });
  });

  describe('when on', () => {
    let on: TestServer;
    beforeAll(async () => {
      on = await base.variant({ startUp: { ...loadConfig({}).startUp, languageFromAddress: true } });
    });
    afterAll(() => on.close());

    it.each([
      ['Europe/Paris', 'FR', 'fr'],
      ['Africa/Casablanca', 'MA', 'fr'],
      // Greek is asked for, and Greek is not supported yet: the default language.
      ['Europe/Athens', 'GR', 'en'],
      ['Europe/Berlin', 'DE', 'en'],
      ['Europe/Moscow', 'RU', 'en'],
      ['Pacific/Auckland', null, 'en'],
    ])('a browser in %s is in %s and starts in %s', async (timeZone, country, language) => {
      expect(await hint(timeZone, '127.0.0.1', on)).toEqual({ enabled: true, country, language });
    });
  });

  it('asks the IP look-up service first when one is configured, and falls back to the time zone when it fails', async () => {
    const lookUp = service((url) => new Response(url.includes('203.0.113.5') ? JSON.stringify({ country_code: 'MA' }) : 'oops', { status: url.includes('203.0.113.5') ? 200 : 500 }));
    server = await base.variant(
      { startUp: { ...loadConfig({}).startUp, languageFromAddress: true }, ipCountryUrl: 'https://geo.example/{ip}/json' },
      { fetch: lookUp.fetch },
    );
    expect(await hint('Europe/Berlin', '203.0.113.5')).toEqual({ enabled: true, country: 'MA', language: 'fr' });
    expect(lookUp.calls[0]!.url).toBe('https://geo.example/203.0.113.5/json');
    expect(await hint('Europe/Athens', '198.51.100.2')).toEqual({ enabled: true, country: 'GR', language: 'en' });
    // A local address is never sent to the service.
    const asked = lookUp.calls.length;
    expect(await hint('Europe/Paris', '127.0.0.1')).toMatchObject({ country: 'FR' });
    expect(lookUp.calls).toHaveLength(asked);
  });
});

describe(`the captcha of the team's forms on ${databaseLabel}`, () => {
  const message: Body<'/api/send-email', 'post'> = { name: 'Léa', email: 'lea@example.org', subject: 'Hello', message: 'A question', language: 'en' };
  const send = async (body: Body<'/api/send-email', 'post'>) => server!.POST('/api/send-email', { body });
  // The outbox empty at each test's start.
  beforeEach(() => base.reset());

  it('when on, refuses a form without a passed captcha, and takes it with one', async () => {
    const verifier = service((_url, init) =>
      Response.json({ success: new URLSearchParams(textOf(init?.body)).get('response') === 'good-token' }),
    );
    server = await base.variant(
      {
        startUp: { ...loadConfig({}).startUp, captcha: { siteKey: 'site-key', scriptUrl: 'https://captcha.example/api.js' } },
        captchaSecret: 'secret',
        captchaVerifyUrl: 'https://captcha.example/verify',
      },
      { fetch: verifier.fetch },
    );
    const without = await send(message);
    expect(without.response.status).toBe(400);
    expect(without.error).toEqual({ code: 'CAPTCHA_REQUIRED', message: 'Fill out the captcha to continue.' });
    expect((await send({ ...message, captchaToken: 'bad-token' })).response.status).toBe(400);
    expect(await mailbox(server.database)).toEqual([]);
    expect((await send({ ...message, captchaToken: 'good-token' })).response.status).toBe(200);
    expect(new URLSearchParams(verifier.calls.at(-1)!.body)).toEqual(new URLSearchParams({ secret: 'secret', response: 'good-token', remoteip: '127.0.0.1' }));
    // The page is told to show the widget, and the CSP lets it in.
    const page = await server.inject({ method: 'GET', url: '/contact' });
    expect(page.headers['content-security-policy']).toContain('https://captcha.example');
  });

  it('is off by default: no captcha asked, no service called', async () => {
    const verifier = service(() => Response.json({ success: false }));
    server = await base.variant({}, { fetch: verifier.fetch });
    expect((await send(message)).response.status).toBe(200);
    expect(verifier.calls).toEqual([]);
  });
});
