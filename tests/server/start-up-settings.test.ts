import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config.ts';
import { databaseLabel, json, mailbox, startTestServer, type TestServer } from '@/tests/support/server.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A stand-in for another service: records what the server asked and answers what the test says. */
function service(answer: (url: string, init?: RequestInit) => Response) {
  const calls: { url: string; body?: string }[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? String(init.body) : undefined });
    return answer(url, init);
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

const hint = (timeZone: string, remoteAddress = '127.0.0.1') =>
  server!.app.inject({ method: 'GET', url: `/api/language-hint?timeZone=${encodeURIComponent(timeZone)}`, remoteAddress });

describe(`language from the visitor's address on ${databaseLabel}`, () => {
  it('is off by default: no hint, whatever the time zone', async () => {
    server = await startTestServer();
    expect(json(await hint('Europe/Paris'))).toEqual({ enabled: false, country: null, language: null });
  });

  describe('when on', () => {
    let on: TestServer;
    beforeAll(async () => {
      on = await startTestServer({ startUp: { ...loadConfig({}).startUp, languageFromAddress: true } });
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
      const response = await on.app.inject({ method: 'GET', url: `/api/language-hint?timeZone=${encodeURIComponent(timeZone)}` });
      expect(json(response)).toEqual({ enabled: true, country, language });
    });
  });

  it('asks the IP look-up service first when one is configured, and falls back to the time zone when it fails', async () => {
    const lookUp = service((url) => new Response(url.includes('203.0.113.5') ? JSON.stringify({ country_code: 'MA' }) : 'oops', { status: url.includes('203.0.113.5') ? 200 : 500 }));
    server = await startTestServer(
      { startUp: { ...loadConfig({}).startUp, languageFromAddress: true }, ipCountryUrl: 'https://geo.example/{ip}/json' },
      { fetch: lookUp.fetch },
    );
    expect(json(await hint('Europe/Berlin', '203.0.113.5'))).toEqual({ enabled: true, country: 'MA', language: 'fr' });
    expect(lookUp.calls[0]!.url).toBe('https://geo.example/203.0.113.5/json');
    expect(json(await hint('Europe/Athens', '198.51.100.2'))).toEqual({ enabled: true, country: 'GR', language: 'en' });
    // A local address is never sent to the service.
    const asked = lookUp.calls.length;
    expect(json(await hint('Europe/Paris', '127.0.0.1'))).toMatchObject({ country: 'FR' });
    expect(lookUp.calls).toHaveLength(asked);
  });
});

describe(`the captcha of the team's forms on ${databaseLabel}`, () => {
  const message = { name: 'Léa', email: 'lea@example.org', subject: 'Hello', message: 'A question', language: 'en' };
  const send = (body: object) => server!.app.inject({ method: 'POST', url: '/api/send-email', payload: body });

  it('when on, refuses a form without a passed captcha, and takes it with one', async () => {
    const verifier = service((_url, init) =>
      Response.json({ success: new URLSearchParams(String(init?.body)).get('response') === 'good-token' }),
    );
    server = await startTestServer(
      {
        startUp: { ...loadConfig({}).startUp, captcha: { siteKey: 'site-key', scriptUrl: 'https://captcha.example/api.js' } },
        captchaSecret: 'secret',
        captchaVerifyUrl: 'https://captcha.example/verify',
      },
      { fetch: verifier.fetch },
    );
    const without = await send(message);
    expect(without.statusCode).toBe(400);
    expect(json(without)).toEqual({ code: 'CAPTCHA_REQUIRED', message: 'Fill out the captcha to continue.' });
    expect((await send({ ...message, captchaToken: 'bad-token' })).statusCode).toBe(400);
    expect(await mailbox(server.database)).toEqual([]);
    expect((await send({ ...message, captchaToken: 'good-token' })).statusCode).toBe(200);
    expect(new URLSearchParams(verifier.calls.at(-1)!.body)).toEqual(new URLSearchParams({ secret: 'secret', response: 'good-token', remoteip: '127.0.0.1' }));
    // The page is told to show the widget, and the CSP lets it in.
    const page = await server.app.inject({ method: 'GET', url: '/contact' });
    expect(page.headers['content-security-policy']).toContain('https://captcha.example');
  });

  it('is off by default: no captcha asked, no service called', async () => {
    const verifier = service(() => Response.json({ success: false }));
    server = await startTestServer({}, { fetch: verifier.fetch });
    expect((await send(message)).statusCode).toBe(200);
    expect(verifier.calls).toEqual([]);
  });
});
