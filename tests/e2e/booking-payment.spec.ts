import { expect, test } from './fixtures.ts';
import { tr } from './catalog.ts';
import {
  expectAccessible,
  firstOffer,
  daysAhead,
  localInput,
  projectOffset,
  signIn,
  acceptTerms,
  stepToReview,
  payWithCard,
  expectListed,
  tokenOf,
} from './booking.ts';

/**
 * A driver books for real, against the real server and its payment sandbox: pay later in English from a car's
 * page; pay online in Russian with the test card 4242…; a declined card, then success on retry (a yacht); each
 * booking then listed in /bookings with its status. Each project (1280 px, 360 px) books its own dates.
 */

test('a signed-in driver books a car from its page and pays later (en)', async ({ page, request }, testInfo) => {
  const car = await firstOffer(request, 'cars', 'lago-strada');
  await signIn(page, 'en');
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  await page.goto(`/cars/${slug(car.brand)}/${slug(car.model)}/${car._id}`);
  await page.getByRole('link', { name: /Choose this car/ }).first().click();
  await expect(page).toHaveURL(/\/checkout\?offer=/);

  // Dates of its own for this project; the price follows them.
  const from = daysAhead(10 + projectOffset(testInfo));
  const to = daysAhead(13 + projectOffset(testInfo));
  await page.locator('input[name="from"]').fill(localInput(from));
  await page.locator('input[name="to"]').fill(localInput(to));
  await expect(page.getByText('Rental, 3 days')).toBeVisible();

  await stepToReview(page, 'en', 'Pay later');
  await page.screenshot({ path: testInfo.outputPath('review-en.png'), fullPage: true });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Book', exact: true }).click();

  await expect(page).toHaveURL(/\/thanks/);
  await expect(page.getByRole('heading', { name: 'Thank you for your booking!' })).toBeVisible();
  await expect(page.getByText('A confirmation email is on its way to driver@example.com.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('thanks-en.png'), fullPage: true });
  await expectAccessible(page);

  await expectListed(page, 'en', car, 'Reserved');
  await expectAccessible(page);
});

test('a driver pays online with the test card, in Russian', { tag: '@dev-build' }, async ({ page, request }, testInfo) => {
  const t = (s: string) => tr('ru', s);
  const car = await firstOffer(request, 'cars', 'lago-strada', 1);
  await signIn(page, 'ru');
  const from = encodeURIComponent(daysAhead(20 + projectOffset(testInfo)));
  const to = encodeURIComponent(daysAhead(22 + projectOffset(testInfo)));
  await page.goto(`/ru/checkout?offer=${car._id}&from=${from}&to=${to}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  await stepToReview(page, 'ru', 'Pay online');
  await page.getByRole('button', { name: t('Book'), exact: true }).click();
  await expect(page).toHaveURL(/\/ru\/checkout\/pay\?b=/);
  await expect(page.getByRole('heading', { name: t('Pay for your booking') })).toBeVisible();

  // A wrong number is refused before anything is sent.
  await payWithCard(page, 'ru', '4242 4242 4242 4241');
  await expect(page.getByText(t('Invalid card number')).first()).toBeVisible();

  await payWithCard(page, 'ru', '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/ru\/thanks/);
  await expect(page.getByRole('heading', { name: t('Thank you for your booking!') })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('thanks-ru.png'), fullPage: true });

  await expectListed(page, 'ru', car, 'Paid');
});

test('a declined card says so, and the retry with another card pays (yacht, en)', async ({ page, request }, testInfo) => {
  const yacht = await firstOffer(request, 'yachts', 'blue-horizon');
  const from = encodeURIComponent(daysAhead(30 + projectOffset(testInfo)));
  const to = encodeURIComponent(daysAhead(31 + projectOffset(testInfo)));
  await page.goto(`/checkout?offer=${yacht._id}&from=${from}&to=${to}`);

  // This supplier takes no pay later: pay online is the only option.
  await expect(page.getByRole('heading', { name: 'When and where?' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Who is booking?' })).toBeVisible();

  // A guest so far: he signs in over the step, and the step carries on as him.
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Book with your account' });
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('driver@example.com');
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('sign-in-dialog-en.png') });
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Alex Martin/ })).toBeVisible();
  await expect(page.locator('input[name="driver.fullName"]')).toHaveValue('Alex Martin');
  await acceptTerms(page, 'Terms of Use');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'How do you want to pay?' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Pay later/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Book', exact: true }).click();

  await expect(page).toHaveURL(/\/checkout\/pay\?b=/);
  const bell = page.getByRole('link', { name: /^Notifications/ }).first();
  const unread = async () => Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);
  const unreadBefore = await unread();
  await payWithCard(page, 'en', '4000 0000 0000 0002');
  // The error is brought into view and focused, at 360 px too (the form and its pay bar are below it).
  const failure = page.getByRole('alert').filter({ hasText: 'Payment failed.' });
  await expect(failure).toBeFocused();
  await expect(failure).toBeInViewport();
  await expect(page.getByText('Your card was declined. Try another card or contact your bank.')).toBeInViewport();
  // The refusal is also a notification of the driver's: the bell counts it, but no pop-up about this booking covers the page.
  await expect.poll(unread).toBeGreaterThan(unreadBefore);
  await expect(page.getByRole('region', { name: 'New notifications' }).getByTestId('notification-popup').filter({ hasText: yacht.model })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('declined-en.png'), fullPage: true });
  await expectAccessible(page);
  // Declined: nothing was charged, the booking still waits for its payment.
  const declined = await request.get(`/api/bookings/${new URL(page.url()).searchParams.get('b')}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(((await declined.json()) as { status: string }).status).toBe('pending');

  await page.getByRole('button', { name: 'Try again' }).click();
  await payWithCard(page, 'en', '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/thanks/);
  await expect(page.getByText(/was paid online/)).toBeVisible();

  await expectListed(page, 'en', yacht, 'Paid');
  await page.screenshot({ path: testInfo.outputPath('bookings-en.png'), fullPage: true });
});
