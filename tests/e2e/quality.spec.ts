import { expect, test } from './fixtures.ts';
import { serveOfflineTiles } from './map-tiles.ts';
import { expectNoSeriousViolations } from './page.ts';

/** Each account screen, as a keyboard or screen-reader user and as the browser's security policy sees it. */
const pages = [
  '/', '/sign-in', '/sign-up', '/forgot-password', '/activate', '/reset-password', '/terms-and-conditions', '/fr/sign-up',
  '/ru/sign-in', '/nowhere', '/search', '/fr/search?bodyType=suv&sort=priceDesc', '/cities/nice', '/all-cars/category/electric',
  '/yachts', '/ru/all-yachts/category/sailing', 'car', 'yacht', '/location-on-map', '/ru/location-on-map',
];

/** The page of the first car or yacht the API lists, so the detail pages are checked too. */
async function resolve(path: string, request: import('@playwright/test').APIRequestContext) {
  if (path !== 'car' && path !== 'yacht') return path;
  const list = (await (await request.get(path === 'car' ? '/api/cars?size=1' : '/api/yachts?size=1')).json()) as {
    items: { _id: string; brand: string; model: string }[];
  };
  const item = list.items[0]!;
  const slug = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `/${path}s/${slug(item.brand)}/${slug(item.model)}/${item._id}`;
}

for (const path of pages) {
  test(`${path}: no serious accessibility violation, no CSP violation, no console error @public-sweep`, async ({ page, request }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      // The not-found page answers 404, which Chromium reports of the page itself.
      const pageStatus = path === '/nowhere' && message.location().url === page.url() && /status of 404/.test(message.text());
      if (message.type() === 'error' && !pageStatus) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await serveOfflineTiles(page);
    await page.goto(await resolve(path, request));
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The map loads after the list: check it with its markers in place (a cluster's places have theirs hidden).
    if (path.endsWith('/location-on-map')) await expect(page.locator('.leaflet-marker-icon button').filter({ visible: true }).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page, path);
    // A CSP refusal, a failed request or an uncaught error all land here.
    expect(problems).toEqual([]);
  });
}
