import type { Browser, Page } from '@playwright/test';
import { tr } from './catalog.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { serveOfflineTiles } from './map-tiles.ts';

/**
 * Every public page as a first visit sees it (issue 15): a fresh browser (no cookie, no storage, nothing cached), the
 * pages opened in quick succession, four at a time, in each language. Nothing may fail on the way, not even for a
 * moment: no error text ever shown (watched from the first byte, before the app runs, to the page being ready), no
 * error in the console, no uncaught exception, no request that fails or answers an error.
 */
const pages = [
  '/',
  '/search',
  '/search?bodyType=suv&sort=priceDesc',
  '/cities/nice',
  '/all-cars/category/electric',
  '/yachts',
  '/all-yachts/category/sailing',
  '/location-on-map',
  '/blog',
  '/blog/nice-markets-guide',
  '/help-center',
  '/about',
  '/membership',
  '/work-with-us',
  '/concierge',
  '/contact',
  '/terms-and-conditions',
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  'car',
  'yacht',
];
const languages = ['en', 'fr', 'ru'] as const;
const prefix = (language: string) => (language === 'en' ? '' : `/${language}`);

/** The texts of a failure the app may show, in the page's language. */
const errorTexts = (language: string) =>
  ['Something went wrong', 'An unexpected error occurred. Please try again.', 'Service Unavailable', 'The server is currently unavailable. Please try again later.'].map((text) =>
    tr(language, text),
  );

async function detailPaths(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const get = async (url: string) => (await (await context.request.get(url)).json()) as { items: Array<{ _id: string; brand: string; model: string }> };
  const slug = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const car = (await get('/api/cars?size=1')).items[0]!;
  const yacht = (await get('/api/yachts?size=1')).items[0]!;
  await context.close();
  return { car: `/cars/${slug(car.brand)}/${slug(car.model)}/${car._id}`, yacht: `/yachts/${slug(yacht.brand)}/${slug(yacht.model)}/${yacht._id}` };
}

/** Opens one page in a browser of its own and answers what went wrong on the way. */
async function firstVisit(browser: Browser, baseURL: string, address: string, language: string): Promise<string[]> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page: Page = await context.newPage();
  const problems: string[] = [];
  await serveOfflineTiles(page);
  // From the first byte: any node that ever holds an error text, even one replaced a moment later.
  await page.addInitScript((texts: string[]) => {
    const seen: string[] = [];
    (window as unknown as { __errorTextsSeen: string[] }).__errorTextsSeen = seen;
    const look = () => {
      const text = document.body?.innerText ?? '';
      for (const candidate of texts) if (text.includes(candidate) && !seen.includes(candidate)) seen.push(candidate);
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  }, errorTexts(language));
  page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A request the page cancelled itself is no failure: the map drops the tiles of its first view when it zooms onto
    // the places (net::ERR_ABORTED), which a loaded machine shows.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => response.status() >= 400 && problems.push(`answer ${response.status()}: ${response.request().method()} ${response.url()}`));
  const response = await page.goto(address);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  if (response?.status() !== 200) problems.push(`the page answered ${response?.status()}`);
  const seen = await page.evaluate(() => (window as unknown as { __errorTextsSeen: string[] }).__errorTextsSeen);
  for (const text of seen) problems.push(`showed "${text}"`);
  await context.close();
  return problems.map((problem) => `${address}: ${problem}`);
}

for (const language of languages) {
  test(`every public page, each in a fresh browser, opened in quick succession in ${language}: nothing fails, not even for a moment`, { tag: '@any-width' }, async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    const details = await detailPaths(browser, baseURL!);
    const addresses = pages.map((path) => `${prefix(language)}${path === 'car' ? details.car : path === 'yacht' ? details.yacht : path === '/' && language !== 'en' ? '' : path}` || '/');
    const problems: string[] = [];
    for (let start = 0; start < addresses.length; start += 4) {
      const batch = addresses.slice(start, start + 4);
      problems.push(...(await Promise.all(batch.map((address) => firstVisit(browser, baseURL!, address, language)))).flat());
    }
    expect(problems).toEqual([]);
  });
}
