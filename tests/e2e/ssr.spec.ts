import { expect, hydrated, test, type APIRequestContext } from './fixtures.ts';
import { serveOfflineTiles } from './map-tiles.ts';

/**
 * Server-rendered pages: every public route shape, in the three languages, read without JavaScript (what a
 * crawler or a link preview sees) and with it (hydration without a warning, navigation staying in the page).
 */
const languages = ['en', 'fr', 'ru'] as const;
const notFoundHeading = { en: 'Nothing to see here!', fr: 'Il n’y a rien à voir ici !', ru: 'Здесь ничего нет!' };

interface Item {
  _id: string;
  brand: string;
  model: string;
  price: number;
  category?: string;
  supplier: { name: string };
}

const slug = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

async function first(request: APIRequestContext, kind: 'cars' | 'yachts'): Promise<Item> {
  const list = (await (await request.get(`/api/${kind}?size=1`)).json()) as { items: Item[] };
  return list.items[0]!;
}

/** The public route shapes, with real ids. */
async function routeShapes(request: APIRequestContext): Promise<string[]> {
  const car = await first(request, 'cars');
  const yacht = await first(request, 'yachts');
  const carPage = `/cars/${slug(car.brand)}/${slug(car.model)}/${car._id}`;
  return [
    '/',
    '/cities/nice',
    '/search',
    '/all-cars',
    '/all-cars/nice',
    '/all-cars/category/suv',
    '/all-cars/category/suv/nice',
    `/all-cars/car/${car._id}`,
    `/all-cars/car/${car._id}/monaco`,
    '/yachts',
    '/all-yachts/category/catamaran',
    carPage,
    `${carPage}/nice`,
    `/yachts/${slug(yacht.brand)}/${slug(yacht.model)}/${yacht._id}`,
    `/offer/view/${car._id}`,
    '/location-on-map',
    '/terms-and-conditions',
    // A guest's forms, rendered by the server too: they show at the first paint.
    '/sign-in',
    '/sign-up',
    ...contentPages,
    '/blog/driving-the-riviera-corniches',
  ];
}

/** The content and information pages (issue 13). */
const contentPages = ['/blog', '/help-center', '/about', '/membership', '/work-with-us', '/concierge', '/contact'];

const inLanguage = (path: string, language: (typeof languages)[number]) =>
  language === 'en' ? path : `/${language}${path === '/' ? '' : path}`;

// The server's HTML does not depend on the window's width: read at 1280 px only.
test.describe('without JavaScript', { tag: '@any-width' }, () => {
  test.use({ javaScriptEnabled: false });

  for (const language of languages) {
    test(`every public route shape arrives rendered (${language})`, async ({ page, request }) => {
      for (const shape of await routeShapes(request)) {
        const path = inLanguage(shape, language);
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html'), path).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1 }).first(), path).not.toBeEmpty();
        expect((await page.getByRole('main').innerText()).length, `${path}: the main content is in the page`).toBeGreaterThan(100);
        // The page's own address (an offer link lands on its car's page), in its language.
        const final = new URL(page.url());
        expect(final.pathname.startsWith(language === 'en' ? '/' : `/${language}`), path).toBe(true);
        await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', `${final.origin}${final.pathname}`);
      }
    });
  }

  test('the home search form leads to the search page with the chosen place and dates', async ({ page }) => {
    await page.goto('/fr');
    const form = page.getByRole('search');
    await form.getByRole('combobox', { name: 'Lieu' }).selectOption('nice');
    await form.getByLabel('Prise en charge').fill('2027-03-10T10:00');
    await form.getByLabel('Restitution').fill('2027-03-13T10:00');
    await form.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/fr\/search\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ location: 'nice', from: '2027-03-10T10:00', to: '2027-03-13T10:00' });
    // The server's page is the search with them: the place and the dates in its filters, the results of that search.
    const filters = page.getByRole('complementary');
    await expect(filters.getByRole('combobox', { name: 'Lieu' })).toHaveValue('nice');
    await expect(filters.getByLabel('Prise en charge')).toHaveValue('2027-03-10T10:00');
    await expect(filters.getByLabel('Restitution')).toHaveValue('2027-03-13T10:00');
    await expect(page.getByRole('status').filter({ hasText: /^\d+ voitures? trouvées?$/ })).toBeVisible();
    await expect(page.getByRole('main').locator('a[href^="/fr/cars/"][href*="from=2027-03-10T10%3A00"]').first()).toBeVisible();
  });

  test('an unknown path, id, category or city is the not-found page with 404, in the address language', { tag: '@any-width' }, async ({ page, request }) => {
    const car = await first(request, 'cars');
    const unknown = [
      '/no/such/page',
      `/cars/${slug(car.brand)}/${slug(car.model)}/00000000-0000-4000-8000-000000000000`,
      '/cars/bmw/x5/not-an-id',
      '/yachts/a/b/00000000-0000-4000-8000-000000000000',
      '/all-cars/category/spaceship',
      '/all-yachts/category/submarine',
      '/cities/atlantis',
      '/all-cars/atlantis',
      '/blog/no-such-post',
    ];
    for (const language of languages) {
      for (const shape of unknown) {
        const path = inLanguage(shape, language);
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(notFoundHeading[language]);
        await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex');
      }
    }
  });
});

test('the booking process without an offer is answered by the server with a redirect to the search, in the address language', { tag: '@any-width' }, async ({ request }) => {
  for (const language of languages) {
    for (const shape of ['/mobile/individualOffer/BookingProcess', '/checkout?offer=']) {
      const path = inLanguage(shape, language);
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(response.headers()['location'], path).toBe(`${inLanguage('/search', language)}?why=choose-offer`);
    }
  }
});

test('a car page tells a crawler its name, price per day and supplier, and a link preview its title and picture', { tag: '@any-width' }, async ({ request }) => {
  const car = await first(request, 'cars');
  const response = await request.get(`/fr/cars/${slug(car.brand)}/${slug(car.model)}/${car._id}`, { headers: { Accept: 'text/html' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(response.headers()['content-language']).toBe('fr');
  const html = await response.text();
  const name = `${car.brand} ${car.model}`;
  const meta = (property: string) => new RegExp(`<meta data-page-head property="${property}" content="([^"]*)"`).exec(html)?.[1];
  expect(html).toContain(`<h1`);
  expect(html).toContain(name);
  expect(html).toContain(car.supplier.name);
  expect(html).toMatch(new RegExp(`${car.price}(,00)?\\s?€`));
  expect(meta('og:title')).toContain(name);
  expect(meta('og:type')).toBe('product');
  expect(meta('og:locale')).toBe('fr_FR');
  expect(meta('og:image')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/cdn\/cars\//);
  expect(html).toMatch(new RegExp(`<link data-page-head rel="canonical" href="http://127\\.0\\.0\\.1:\\d+/fr/cars/[^"]+/${car._id}"`));
  // A request with a session cookie gets a page for that browser only (it holds no one's data either way).
  const signedIn = await request.get('/', { headers: { Cookie: 'bc-x-access-token=abc' } });
  expect(signedIn.headers()['cache-control']).toBe('private, no-cache');
});

test('the sitemap lists only pages that answer 200', { tag: '@any-width' }, async ({ request }) => {
  // Every page of every language is rendered: a few hundred, which takes more than a minute on a busy machine (over
  // three beside the rest of the suite on a slow one).
  test.setTimeout(600_000);
  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(urls.length).toBeGreaterThan(50);
  const failed: string[] = [];
  for (let index = 0; index < urls.length; index += 6) {
    const batch = urls.slice(index, index + 6);
    const statuses = await Promise.all(batch.map(async (url) => (await request.get(url, { maxRedirects: 0 })).status()));
    statuses.forEach((status, at) => status !== 200 && failed.push(`${batch[at]} ${status}`));
  }
  expect(failed).toEqual([]);
});

/**
 * The hydration of every page in each language at 1280 px; at 360 px, where the screens differ by width, in Russian
 * (the longest words); on the development build, in English.
 */
const hydrationTags: Record<(typeof languages)[number], string[]> = { en: ['@desktop-only', '@dev-build'], fr: ['@desktop-only'], ru: [] };

test.describe('with JavaScript', () => {
  // Far from the server's clock (UTC+14), so that a time written differently by the server and the browser shows.
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  for (const language of languages) {
    test(`every public route shape hydrates without a warning or an error (${language})`, { tag: hydrationTags[language] }, async ({ page, request }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      await serveOfflineTiles(page);
      for (const shape of await routeShapes(request)) {
        // goto returns once the page has hydrated (fixtures.ts): React has reported any mismatch by then.
        await page.goto(inLanguage(shape, language));
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      }
      expect(problems).toEqual([]);
    });
  }

  // Issue 25: the router scrolled to the top once the app came alive, 0.3 to 1 s after the page showed, under the finger
  // of a visitor who had already scrolled to 'See all cars'. Only the app's own navigations move the scroll.
  test('the place a visitor scrolled to before the app came alive is kept; after hydration, links navigate inside the page to its top, and back returns to the place', { tag: '@any-width' }, async ({ context }) => {
    // A page of its own: its scripts are held back until the visitor has scrolled, which the fixture's goto would wait for.
    const page = await context.newPage();
    const documents: string[] = [];
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    let scrolled!: () => void;
    const visitorScrolled = new Promise<void>((resolve) => (scrolled = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await visitorScrolled;
      await route.continue();
    });
    await page.goto('/fr', { waitUntil: 'commit' });
    const allCars = page.getByRole('link', { name: /Voir toutes les voitures|Toutes les voitures/ }).first();
    await allCars.scrollIntoViewIfNeeded();
    const place = await page.evaluate(() => window.scrollY);
    expect(place).toBeGreaterThan(0);

    scrolled();
    await hydrated(page);
    // The router scrolled right after hydration: watch well beyond it.
    const watchUntil = Date.now() + 1_500;
    while (Date.now() < watchUntil) {
      expect(await page.evaluate(() => window.scrollY), 'the scroll after hydration').toBe(place);
      await page.waitForTimeout(50);
    }
    await expect(allCars).toBeInViewport();

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await allCars.click();
    await expect(page).toHaveURL(/\/fr\/(search|all-cars)/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Riviera/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(allCars).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(place);
    expect(documents).toHaveLength(1);
  });

  test('the dark mode chosen earlier is there at the first paint, before the app runs', { tag: '@any-width' }, async ({ context }) => {
    // A page of its own: the app never hydrates here, which the fixture's goto would wait for.
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    // The app's scripts never arrive: what shows is the server's page and its inline theme script.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/search');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(r! + g! + b!, `body background ${background}`).toBeLessThan(150);
  });
});
