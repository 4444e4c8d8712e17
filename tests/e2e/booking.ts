/** Steps of the booking flows in the browser, against the real server: an offer, the dates, signing in, the steps, the payment, the list. */
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { tr } from './catalog.ts';
import { expectNoSeriousViolations, settled } from './page.ts';

/** No serious or critical axe violation and no sideways scrolling on the screen as it is now. */
export async function expectAccessible(page: Page) {
  // Colours are judged once settled: a button fading back from disabled (after an upload) is not its real contrast.
  await settled(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, page.url());
}

export const prefix = (language: string) => (language === 'en' ? '' : `/${language}`);

export interface Offer {
  _id: string;
  brand: string;
  model: string;
}

/** The first car or yacht of a supplier (these suppliers ask for no licence picture). */
export async function firstOffer(request: APIRequestContext, kind: 'cars' | 'yachts', supplier: string, skip = 0): Promise<Offer> {
  const response = await request.get(`/api/${kind}?supplier=${supplier}&size=10`);
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: Offer[] };
  expect(items.length).toBeGreaterThan(skip);
  return items[skip]!;
}

/** Days from now at 10:00 local time, as an ISO date-time; each project and test books its own days. */
export function daysAhead(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(10, 0, 0, 0);
  return date.toISOString();
}
/** An instant as a datetime-local field takes it, in the browser's time zone. */
export function localInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const projectOffset = (testInfo: TestInfo) => (testInfo.project.name === 'mobile' ? 60 : 0);

export async function signIn(page: Page, language: string) {
  const t = (s: string) => tr(language, s);
  await page.goto(`${prefix(language)}/sign-in`);
  await page.getByRole('textbox', { name: t('Email'), exact: true }).fill('driver@example.com');
  await page.getByRole('textbox', { name: t('Password'), exact: true }).fill('demo1234');
  await page.getByRole('main').getByRole('button', { name: t('Sign in'), exact: true }).click();
  await expect(page.getByRole('button', { name: /Alex Martin/ })).toBeVisible();
}

/** Ticks a box; it may sit under the phone layout's sticky bar until scrolled to the middle, as a person would. */
export async function acceptTerms(page: Page, terms: string) {
  await tick(page, new RegExp(terms, 'i'));
}

export async function tick(page: Page, name: RegExp) {
  const box = page.getByRole('checkbox', { name });
  await box.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await box.check({ force: true });
}

/** From the dates step to the review: accept the terms on the way, pick the payment option on its step. */
export async function stepToReview(page: Page, language: string, option: 'Pay later' | 'Pay online') {
  const t = (s: string) => tr(language, s);
  await expect(page.getByRole('heading', { name: t('When and where?') })).toBeVisible();
  await page.getByRole('button', { name: t('Continue') }).click();
  const extras = page.getByRole('heading', { name: t('Choose your extras') });
  const driver = page.getByRole('heading', { name: t('Who is driving?') }).or(page.getByRole('heading', { name: t('Who is booking?') }));
  await expect(extras.or(driver)).toBeVisible();
  if (await extras.isVisible()) await page.getByRole('button', { name: t('Continue') }).click();

  await expect(driver).toBeVisible();
  // Forgetting the terms is refused in the product's words.
  await page.getByRole('button', { name: t('Continue') }).click();
  await expect(page.getByText(t('Please accept the Terms of Use.')).first()).toBeVisible();
  await acceptTerms(page, t('Terms of Use'));
  await page.getByRole('button', { name: t('Continue') }).click();

  await expect(page.getByRole('heading', { name: t('How do you want to pay?') })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(t(option)) }).check({ force: true });
  await page.getByRole('button', { name: t('Continue') }).click();
  await expect(page.getByRole('heading', { name: t('Review your booking') })).toBeVisible();
}

export async function payWithCard(page: Page, language: string, number: string) {
  const t = (s: string) => tr(language, s);
  await page.getByRole('textbox', { name: t('Card number') }).fill(number);
  await page.getByRole('textbox', { name: t('Expiry date (MM/YY)') }).fill('12/34');
  await page.getByRole('textbox', { name: t('Security code (CVC)') }).fill('123');
  await page.getByRole('button', { name: new RegExp(`^${t('Pay {total}').replace('{total}', '')}\\d`) }).click();
}

/** The booking of that car or yacht in /bookings (a table row at 1280 px, a card at 360 px) shows that status. */
export async function expectListed(page: Page, language: string, offer: Offer, status: string) {
  const t = (s: string) => tr(language, s);
  await page.goto(`${prefix(language)}/bookings`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const name = `${offer.brand} ${offer.model}`;
  const list = page.getByRole('main');
  const entry = list.getByRole('row').or(list.getByRole('listitem')).filter({ hasText: name }).filter({ visible: true }).first();
  await expect(entry).toBeVisible();
  await expect(entry.getByText(t(status), { exact: true })).toBeVisible();
}

/** The session token the app keeps in its cookie. */
export async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'bc-x-access-token');
  expect(cookie).toBeDefined();
  return decodeURIComponent(cookie!.value);
}
