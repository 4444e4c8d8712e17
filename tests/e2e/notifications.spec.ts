import { expect, test, type Page } from './fixtures.ts';
import { tr } from './catalog.ts';
import { sendLicence } from './drivers.ts';
import { daysAhead, expectAccessible, firstOffer, prefix, projectOffset, signIn, stepToReview, tokenOf } from './booking.ts';

/**
 * Notifications against the real server: a booking the driver makes arrives live in the supplier's open browser
 * (a pop-up, the header's count, the list), which then marks and deletes them; the demo driver's own list in Russian.
 */

async function signInAs(page: Page, email: string, language = 'en') {
  const t = (s: string) => tr(language, s);
  await page.goto(`${prefix(language)}/sign-in`);
  await page.getByRole('textbox', { name: t('Email'), exact: true }).fill(email);
  await page.getByRole('textbox', { name: t('Password'), exact: true }).fill('demo1234');
  await page.getByRole('main').getByRole('button', { name: t('Sign in'), exact: true }).click();
  await expect(page.getByRole('link', { name: new RegExp(`^${t('Notifications')}`) })).toBeVisible();
}

/** The unread count the header's bell shows (0 when it shows none). */
async function unreadInBell(page: Page): Promise<number> {
  const label = (await page.getByRole('banner').getByRole('link', { name: /^Notifications/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

test('a booking made by the driver pops up live in the supplier’s open browser, which marks and deletes its notifications (en) @any-width', { tag: '@dev-build' }, async ({
  page,
  browser,
  request,
}, testInfo) => {
  await signInAs(page, 'supplier@example.com');
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByTestId('notification').first()).toBeVisible();
  const before = await unreadInBell(page);

  // The driver books a Riviera Drive car, pay later, in a browser of his own.
  const car = await firstOffer(request, 'cars', 'riviera-drive');
  const driverContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const driver = await driverContext.newPage();
  await signIn(driver, 'en');
  const authorization = `Bearer ${await tokenOf(driver)}`;
  // Riviera Drive asks for a licence picture.
  const licence = await sendLicence(request, authorization);
  expect(licence.ok()).toBe(true);
  await driver.goto(`/checkout?offer=${car._id}&from=${encodeURIComponent(daysAhead(150))}&to=${encodeURIComponent(daysAhead(153))}`);
  await stepToReview(driver, 'en', 'Pay later');
  await driver.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(driver).toHaveURL(/\/thanks/);
  await driverContext.close();

  // The supplier's page was open all along: a pop-up, the count, the list, without reloading.
  const name = `${car.brand} ${car.model}`;
  const popup = page.getByTestId('notification-popup').filter({ hasText: name });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('New booking');
  await page.screenshot({ path: testInfo.outputPath('notification-popup-en.png') });
  await expect.poll(() => unreadInBell(page)).toBe(before + 1);
  const newest = page.getByTestId('notification').first();
  await expect(newest).toContainText(name);
  await expect(newest).toHaveAttribute('data-read', 'false');
  // The pop-up closes by itself after 5 s.
  await expect(popup).toBeHidden({ timeout: 8000 });
  await expectAccessible(page);

  await newest.getByRole('button', { name: 'Mark as read: New booking' }).click();
  await expect(newest).toHaveAttribute('data-read', 'true');
  await expect.poll(() => unreadInBell(page)).toBe(before);

  const count = await page.getByTestId('notification').count();
  // Other tests book this car too: the notification is told apart by its whole text (dates, time received).
  const deleted = (await newest.textContent()) ?? '';
  await newest.getByRole('button', { name: 'Delete: New booking' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this notification?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('notification')).toHaveCount(count - 1);
  await expect(page.getByTestId('notification').filter({ hasText: deleted })).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete all notifications' }).click();
  await page.getByRole('alertdialog', { name: 'Delete all notifications?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No notifications yet.')).toBeVisible();
  await expect.poll(() => unreadInBell(page)).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('notifications-empty-en.png'), fullPage: true });
});

test('a status the team changes shows at once on the driver’s open bookings list and booking page, its pop-up whole at 360 px @mobile-only', async ({
  page,
  request,
}, testInfo) => {
  // A pay-later booking of the driver's own (a supplier that asks for no licence), made through the API at the server's price.
  const car = await firstOffer(request, 'cars', 'lago-strada', 3);
  await signIn(page, 'en');
  const driver = { authorization: `Bearer ${await tokenOf(page)}` };
  const offer = (await (await request.get(`/api/cars/${car._id}`)).json()) as { locations: string[] };
  const wanted = {
    offer: car._id,
    from: daysAhead(240 + projectOffset(testInfo)),
    to: daysAhead(242 + projectOffset(testInfo)),
    pickUpLocation: offer.locations[0],
    dropOffLocation: offer.locations[0],
    paymentOption: 'payLater',
    paymentType: 'cash',
  };
  const priced = await request.post('/api/bookings', { headers: driver, data: { ...wanted, total: 0 } });
  expect(priced.status()).toBe(409);
  const { total } = (await priced.json()) as { total: number };
  const made = await request.post('/api/bookings', { headers: driver, data: { ...wanted, total } });
  expect(made.status()).toBe(201);
  const { _id: bookingId } = (await made.json()) as { _id: string };

  await page.goto('/bookings');
  const name = `${car.brand} ${car.model}`;
  const entry = page.getByRole('main').getByRole('listitem').filter({ hasText: name }).filter({ has: page.locator(`a[href*="${bookingId}"]`) });
  await expect(entry.getByTestId('booking-status')).toHaveAttribute('data-status', 'reserved');
  const bookingPage = await page.context().newPage();
  await bookingPage.goto(`/booking?b=${bookingId}`);
  const badge = bookingPage.getByRole('main').getByTestId('booking-status');
  await expect(badge).toHaveText('Reserved');

  // An admin marks it paid in the back office's stead: both open screens follow without a reload.
  const admin = await request.post('/api/sign-in/backend', { data: { email: 'admin@example.com', password: 'demo1234' } });
  const { token } = (await admin.json()) as { token: string };
  const changed = await request.post(`/api/bookings/${bookingId}/status`, { headers: { authorization: `Bearer ${token}` }, data: { status: 'paid' } });
  expect(changed.ok()).toBe(true);
  await expect(badge).toHaveText('Paid');
  await expect(entry.getByTestId('booking-status')).toHaveText('Paid');

  // The pop-up says the whole sentence at 360 px, wrapped rather than cut.
  const popup = page.getByTestId('notification-popup').filter({ hasText: name });
  await expect(popup).toContainText('now Paid');
  const summary = popup.getByText(/now Paid$/);
  await expect(summary).toBeVisible();
  const cut = await summary.evaluate((element) => element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth);
  expect(cut, 'the pop-up shows its whole text').toBe(false);
  await page.screenshot({ path: testInfo.outputPath('status-popup-360.png') });
  await bookingPage.close();
});

test('the demo driver reads his notifications in Russian and marks them all read', async ({ page }, testInfo) => {
  const t = (s: string) => tr('ru', s);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Signed in in English, so that the Russian texts are not in the browser's cache yet: the page's title waits for them.
  await signInAs(page, 'driver@example.com');
  await page.goto('/ru/notifications');
  await expect(page).toHaveTitle(new RegExp(t('Notifications')));
  await expect(page.getByRole('heading', { level: 1, name: t('Notifications') })).toBeVisible();
  await expect(page.getByTestId('notification').first()).toBeVisible();
  // The team's message of the demo data in his language, and true: his licence picture is not on file yet.
  const message = page.getByTestId('notification').filter({ hasText: t('Message from the Azura team') }).first();
  await expect(message).toContainText('Добро пожаловать в Azura! Некоторые компании, например Riviera Drive, просят фото водительского удостоверения');
  await page.screenshot({ path: testInfo.outputPath('notifications-ru.png'), fullPage: true });
  await expectAccessible(page);

  // The desktop run may have read them all already: one is made unread first.
  const first = page.getByTestId('notification').first();
  if ((await first.getAttribute('data-read')) === 'true') {
    await first.getByRole('button', { name: new RegExp(`^${t('Mark as unread: {title}').replace('{title}', '')}`) }).click();
    await expect(first).toHaveAttribute('data-read', 'false');
  }
  await page.getByRole('button', { name: t('Mark all as read') }).click();
  await expect(page.getByTestId('notification').and(page.locator('[data-read="false"]'))).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: t('Notifications'), exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
