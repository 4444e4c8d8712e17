import { i18n as globalI18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startUpOff } from '@/config/start-up';
import type { RenderedPage } from '@/shared/page';
import { renderPage } from '@/src/app/entry-server';
import { i18n as browserI18n } from '@/src/core/i18n';
import { aCar, someLocations } from '@/tests/support/catalog-fixtures';

/**
 * Server rendering with a Lingui instance per request (src/app/entry-server.tsx): pages in several languages render
 * at the same time, none waiting for another, and each is written in its own language only. (Run after
 * `lingui compile`: the server renders from the compiled catalogs, as `npm test` does.)
 */
type Language = 'en' | 'fr' | 'ru';

/** Texts of the home page: its title (from siteMeta, read in the head) and texts of its screen. */
const homeTexts: Record<Language, string[]> = {
  en: ['Azura · Car and yacht rental on the Riviera', 'Browse by category', 'Free cancellation', 'See all places on a map'],
  fr: ['Azura · Location de voitures et de yachts sur la Riviera', 'Parcourir par catégorie', 'Annulation gratuite', 'Voir tous les lieux sur une carte'],
  ru: ['Azura · Аренда автомобилей и яхт на Ривьере', 'Выбор по категории', 'Бесплатная отмена', 'Все места на карте'],
};
/** The about page's title, from its route's head. */
const aboutTitle: Record<Language, string> = { en: 'About Azura · Azura', fr: 'À propos d’Azura · Azura', ru: 'Об Azura · Azura' };
const homePath: Record<Language, string> = { en: '/', fr: '/fr', ru: '/ru' };
const languages: Language[] = ['en', 'fr', 'ru'];

/**
 * The API of the pages, answered in the test: every answer is held until the home page's loaders of all three
 * languages have asked, so the three renders are under way together. A server that
 * made one language wait for another would never get there: the test fails after 30 s instead.
 */
function apiHoldingAnswersUntil(asking: Language[]) {
  const asked = new Set<string>();
  let release!: () => void;
  const together = new Promise<void>((resolve, reject) => {
    release = resolve;
    setTimeout(() => reject(new Error(`Only ${[...asked].join(', ')} asked: one language waited for another`)), 30_000);
  });
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    asked.add(url.searchParams.get('language') ?? '?');
    if (asking.every((language) => asked.has(language))) release();
    await together;
    if (url.pathname === '/api/locations') return Response.json(someLocations);
    if (url.pathname === '/api/cars') return Response.json({ items: [aCar()], total: 1, page: 1, size: 4 });
    return Response.json({ code: 'NOT_FOUND', message: `no ${url.pathname} in this test` }, { status: 404 });
  };
  return { fetch, together };
}

const render = (url: string, fetch: (request: Request) => Promise<Response>) =>
  renderPage({ url, origin: 'https://azura.test', fetch, signedIn: false, startUp: startUpOff });

function page(rendered: RenderedPage) {
  if (rendered.kind !== 'page') throw new Error(`not a page: ${JSON.stringify(rendered)}`);
  return rendered;
}

afterEach(() => vi.restoreAllMocks());

describe('server rendering, one Lingui instance per request', () => {
  it('renders pages in three languages at the same time, each in its own language only', async () => {
    const global = vi.spyOn(globalI18n, '_');
    const browser = vi.spyOn(browserI18n, '_');
    const { fetch, together } = apiHoldingAnswersUntil(languages);
    // Interleaved: the French home page first, then the English and Russian ones and two pages without a loader.
    const renders = Promise.all([
      render(homePath.fr, fetch),
      render(homePath.en, fetch),
      render('/fr/about', fetch),
      render(homePath.ru, fetch),
      render('/about', fetch),
    ]);
    await together;
    type Page = ReturnType<typeof page>;
    const [fr, en, frAbout, ru, enAbout] = (await renders).map(page) as [Page, Page, Page, Page, Page];
    for (const [language, home] of [['en', en], ['fr', fr], ['ru', ru]] as const) {
      expect(home.status).toBe(200);
      expect(home.language).toBe(language);
      const text = home.head + home.html;
      for (const expected of homeTexts[language]) expect(text).toContain(expected);
      for (const other of languages.filter((candidate) => candidate !== language)) {
        for (const foreign of homeTexts[other]) expect(text).not.toContain(foreign);
      }
    }
    expect(frAbout.head).toContain(`<title>${aboutTitle.fr}</title>`);
    expect(enAbout.head).toContain(`<title>${aboutTitle.en}</title>`);
    // No text came from Lingui's global instance or the browser's.
    expect(global).not.toHaveBeenCalled();
    expect(browser).not.toHaveBeenCalled();
  }, 120_000);
});
