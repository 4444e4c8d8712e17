import type { Browser, Page, TestInfo } from '@playwright/test';
import { instantOf } from '@/domain/zoned-time.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { signIn, stepToReview, tokenOf } from './booking.ts';
import { authorizationOf } from './drivers.ts';

/**
 * A booking's times are the place's clock whatever the zone of the device: the same yacht in Monaco, the same times
 * picked on its page from a device in UTC, in Paris and in New York, read the same on every step and are stored as the
 * same instants (10:00 in Monaco). Each booking is deleted (by the admin, through the API) before the next zone books
 * the same days.
 */

const zones = ['UTC', 'Europe/Paris', 'America/New_York'];
const monaco = 'Europe/Monaco';

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** A day in `days` days, as the wall-clock date the datetime-local fields take. */
function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

interface Seen {
  fields: string[];
  review: string[];
  preview: string[];
  stored: { from: string; to: string };
}

/** The pick-up's and the drop-off's values as the screen shows them (a list of terms: the review step, the payment's preview). */
async function shownDates(page: Page): Promise<string[]> {
  const value = (term: string) =>
    page.getByRole('main').locator('dt', { hasText: new RegExp(`^${term}$`) }).first().locator('xpath=following-sibling::dd[1]').innerText();
  return [await value('Pick-up'), await value('Drop-off')];
}

async function bookFrom(browser: Browser, testInfo: TestInfo, timezoneId: string, yacht: { _id: string; brand: string; model: string }, day: string): Promise<{ seen: Seen; bookingId: string }> {
  const context = await browser.newContext({ timezoneId });
  const page = await context.newPage();
  // As the test's own page does (fixtures.ts): each page is used once it has hydrated.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await hydrated(page);
    return response;
  };
  await signIn(page, 'en');
  await page.goto(`/yachts/${slug(yacht.brand)}/${slug(yacht.model)}/${yacht._id}`);
  await page.locator('input[name="pickUp"]').fill(`${day}T10:00`);
  await page.locator('input[name="dropOff"]').fill(`${day}T18:00`);
  await page.getByRole('link', { name: 'Choose this yacht' }).click();
  await expect(page.getByRole('heading', { name: 'When and where?' })).toBeVisible();
  const fields = [await page.locator('input[name="from"]').inputValue(), await page.locator('input[name="to"]').inputValue()];
  await page.screenshot({ path: testInfo.outputPath(`dates-${slug(timezoneId)}.png`) });

  await stepToReview(page, 'en', 'Pay online');
  const review = await shownDates(page);
  await page.screenshot({ path: testInfo.outputPath(`review-${slug(timezoneId)}.png`) });
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/pay\?b=/);
  const bookingId = new URL(page.url()).searchParams.get('b')!;
  await expect(page.getByRole('heading', { name: 'Pay for your booking' })).toBeVisible();
  const preview = await shownDates(page);

  const answer = await page.request.get(`/api/bookings/${bookingId}`, { headers: { authorization: `Bearer ${await tokenOf(page)}` } });
  expect(answer.ok()).toBe(true);
  const { from, to } = (await answer.json()) as { from: string; to: string };
  await context.close();
  return { seen: { fields, review, preview, stored: { from, to } }, bookingId };
}

test('the booking process reads and stores the place’s times from a device in UTC, Paris and New York', { tag: '@any-width' }, async ({ browser, request }, testInfo) => {
  const found = await request.get('/api/yachts?supplier=blue-horizon&location=monaco&size=1');
  const yacht = ((await found.json()) as { items: { _id: string; brand: string; model: string }[] }).items[0]!;
  const admin = { authorization: await authorizationOf(request, 'admin@example.com') };
  const day = dayAhead(200);

  const seen: Seen[] = [];
  for (const zone of zones) {
    const { seen: fromZone, bookingId } = await bookFrom(browser, testInfo, zone, yacht, day);
    seen.push(fromZone);
    const deleted = await request.delete('/api/bookings', { headers: admin, data: { ids: [bookingId] } });
    expect(deleted.status(), `the ${zone} booking is deleted for the next zone`).toBe(204);
  }

  // What was picked is what is stored: 10:00 to 18:00 on the Monaco clock.
  expect(seen[0]!.stored).toEqual({ from: instantOf(`${day}T10:00`, monaco)!.toISOString(), to: instantOf(`${day}T18:00`, monaco)!.toISOString() });
  expect(seen[0]!.fields).toEqual([`${day}T10:00`, `${day}T18:00`]);
  expect(seen[0]!.review[0]).toMatch(/10:00 AM GMT\+[12]/);
  for (const [index, zone] of zones.entries()) expect(seen[index], `the same times from ${zone}`).toEqual(seen[0]);
});
