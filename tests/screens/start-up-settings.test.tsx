import { afterEach, describe, expect, it, vi } from 'vitest';
import { startUpMeta, startUpOff } from '@/config/start-up';
import { trackPageViews } from '@/src/core/analytics';
import { languageFromAddress } from '@/src/core/language-from-address';
import { setStartUpSettings, startUpSettings } from '@/src/core/start-up';
import { languageStorageKey } from '@/shared/storage-keys';
import { getLanguageHint, ok, server } from '@/tests/support/msw';
import { testApi } from '@/tests/support/render';

afterEach(() => {
  setStartUpSettings(undefined);
  localStorage.clear();
  document.head.querySelectorAll(`meta[name="${startUpMeta}"]`).forEach((meta) => meta.remove());
});

describe('start-up settings', () => {
  it('are read from the meta tag the server writes, and all off without it', () => {
    expect(startUpSettings()).toEqual(startUpOff);
    setStartUpSettings(undefined);
    const meta = document.createElement('meta');
    meta.name = startUpMeta;
    meta.content = JSON.stringify({ ...startUpOff, languageFromAddress: true });
    document.head.append(meta);
    expect(startUpSettings().languageFromAddress).toBe(true);
  });
});

describe('analytics page views', () => {
  const router = () => {
    let listener: () => void = () => {};
    return {
      subscribe: (_event: 'onResolved', next: () => void) => {
        listener = next;
        return () => {};
      },
      state: { location: { href: '/' } },
      navigate: (path: string) => {
        window.history.pushState({}, '', path);
        listener();
      },
    };
  };

  it('sends nothing when off', () => {
    const send = vi.fn(() => Promise.resolve(new Response()));
    trackPageViews(router(), null, send);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the first page and each new page once, to the configured endpoint, without a cookie or an identifier', () => {
    const send = vi.fn((_url: string | URL | Request, _init?: RequestInit) => Promise.resolve(new Response()));
    const pages = router();
    window.history.pushState({}, '', '/blog');
    trackPageViews(pages, { url: 'https://stats.example/api/event', domain: 'azura.example' }, send);
    pages.navigate('/help-center');
    pages.navigate('/help-center');
    expect(send).toHaveBeenCalledTimes(2);
    const [url, init] = send.mock.calls[1]!;
    expect(url).toBe('https://stats.example/api/event');
    expect(init?.credentials).toBeUndefined();
    const body = init?.body;
    if (typeof body !== 'string') throw new Error('the page view is not sent as JSON text');
    expect(JSON.parse(body)).toMatchObject({ name: 'pageview', url: 'http://localhost:3000/help-center', domain: 'azura.example', referrer: 'http://localhost:3000/blog' });
  });
});

describe('language from the visitor\'s address', () => {
  const hint = (language: string | null) => server.use(getLanguageHint(() => ok('getLanguageHint', { enabled: true, country: 'FR', language })));

  it('asks for the language of a first visit with no language of its own', async () => {
    hint('fr');
    expect(await languageFromAddress(testApi(), true, new URL('http://localhost/blog'))).toBe('fr');
  });

  it('stays when the setting is off, a language is stored, or the address names one', async () => {
    hint('fr');
    expect(await languageFromAddress(testApi(), false, new URL('http://localhost/blog'))).toBeUndefined();
    expect(await languageFromAddress(testApi(), true, new URL('http://localhost/ru/blog'))).toBeUndefined();
    expect(await languageFromAddress(testApi(), true, new URL('http://localhost/blog?l=en'))).toBeUndefined();
    localStorage.setItem(languageStorageKey, 'en');
    expect(await languageFromAddress(testApi(), true, new URL('http://localhost/blog'))).toBeUndefined();
  });

  it('stays in the default language for a country of the default language', async () => {
    hint('en');
    expect(await languageFromAddress(testApi(), true, new URL('http://localhost/blog'))).toBeUndefined();
  });
});
