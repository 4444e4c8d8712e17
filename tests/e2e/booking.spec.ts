import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { tr } from './catalog.ts';
import { settled } from './page.ts';

/**
 * A driver books for real, against the real server and its payment sandbox: pay later in English from a car's
 * page; pay online in Russian with the test card 4242…; a declined card, then success on retry (a yacht); each
 * booking then listed in /bookings with its status. Each project (1280 px, 360 px) books its own dates.
 */

/** No serious or critical axe violation and no sideways scrolling on the screen as it is now. */
async function expectAccessible(page: Page) {
  // Colours are judged once settled: a button fading back from disabled (after an upload) is not its real contrast.
  await settled(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary ?? ''}`).join(', ')})`);
  expect(serious).toEqual([]);
}

const prefix = (language: string) => (language === 'en' ? '' : `/${language}`);

interface Offer {
  _id: string;
  brand: string;
  model: string;
}

/** The first car or yacht of a company (these companies ask for no licence picture). */
async function firstOffer(request: APIRequestContext, kind: 'cars' | 'yachts', supplier: string, skip = 0): Promise<Offer> {
  const response = await request.get(`/api/${kind}?supplier=${supplier}&size=10`);
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: Offer[] };
  expect(items.length).toBeGreaterThan(skip);
  return items[skip]!;
}

/** Days from now at 10:00 local time, as an ISO date-time; each project and test books its own days. */
function daysAhead(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(10, 0, 0, 0);
  return date.toISOString();
}
const projectOffset = (testInfo: TestInfo) => (testInfo.project.name === 'mobile' ? 60 : 0);

async function signIn(page: Page, language: string) {
  const t = (s: string) => tr(language, s);
  await page.goto(`${prefix(language)}/sign-in`);
  await page.getByRole('textbox', { name: t('Email'), exact: true }).fill('driver@example.com');
  await page.getByRole('textbox', { name: t('Password'), exact: true }).fill('demo1234');
  await page.getByRole('main').getByRole('button', { name: t('Sign in'), exact: true }).click();
  await expect(page.getByRole('button', { name: /Alex Martin/ })).toBeVisible();
}

/** Ticks a box; it may sit under the phone layout's sticky bar until scrolled to the middle, as a person would. */
async function acceptTerms(page: Page, terms: string) {
  await tick(page, new RegExp(terms, 'i'));
}

async function tick(page: Page, name: RegExp) {
  const box = page.getByRole('checkbox', { name });
  await box.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await box.check({ force: true });
}

/** From the dates step to the review: accept the terms on the way, pick the payment option on its step. */
async function stepToReview(page: Page, language: string, option: 'Pay later' | 'Pay online') {
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

async function payWithCard(page: Page, language: string, number: string) {
  const t = (s: string) => tr(language, s);
  await page.getByRole('textbox', { name: t('Card number') }).fill(number);
  await page.getByRole('textbox', { name: t('Expiry date (MM/YY)') }).fill('12/34');
  await page.getByRole('textbox', { name: t('Security code (CVC)') }).fill('123');
  await page.getByRole('button', { name: new RegExp(`^${t('Pay {total}').replace('{total}', '')}\\d`) }).click();
}

/** The booking of that car or yacht in /bookings (a table row at 1280 px, a card at 360 px) shows that status. */
async function expectListed(page: Page, language: string, offer: Offer, status: string) {
  const t = (s: string) => tr(language, s);
  await page.goto(`${prefix(language)}/bookings`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const name = `${offer.brand} ${offer.model}`;
  const entry = page.getByRole('row').or(page.getByRole('article')).filter({ hasText: name }).filter({ visible: true }).first();
  await expect(entry).toBeVisible();
  await expect(entry.getByText(t(status), { exact: true })).toBeVisible();
}

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
  const local = (iso: string) => {
    const date = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  };
  await page.locator('input[name="from"]').fill(local(from));
  await page.locator('input[name="to"]').fill(local(to));
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

test('a driver pays online with the test card, in Russian', async ({ page, request }, testInfo) => {
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

  // This company takes no pay later: pay online is the only option.
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
  await payWithCard(page, 'en', '4000 0000 0000 0002');
  await expect(page.getByText('Payment failed.')).toBeVisible();
  await expect(page.getByText('Your card was declined. Try another card or contact your bank.')).toBeVisible();
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
});

/** A real 1x1 PNG: the server checks a picture's first bytes, not its name. */
const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** No picture on file: the step is refused in the product's words; a file that is not a picture is refused by the server; a real one is kept. */
async function addLicencePicture(page: Page, testInfo: TestInfo) {
  const t = (s: string) => tr('fr', s);
  await page.getByRole('button', { name: t('Continue') }).click();
  await expect(page.getByText(t('Please add an image.')).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('licence-missing-fr.png'), fullPage: true });

  const field = page.getByLabel(t('Add a picture of your licence'));
  await field.setInputFiles({ name: 'permis.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(page.getByText(t('This file is not a picture: choose a JPEG, PNG or WebP image.'))).toBeVisible();
  await field.setInputFiles({ name: 'permis.png', mimeType: 'image/png', buffer: onePixelPng });
  await expect(page.getByText(t('Your licence picture is on file.'))).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('licence-stored-fr.png'), fullPage: true });
}

test('a company that asks for the driving licence: the driver adds its picture on the way (fr)', async ({ page, request }, testInfo) => {
  const t = (s: string) => tr('fr', s);
  const car = await firstOffer(request, 'cars', 'riviera-drive');
  await signIn(page, 'fr');
  // The picture stays with the account: the first project to run adds it, the other finds it on file.
  const authorization = `Bearer ${await tokenOf(page)}`;
  const me = (await (await request.post('/api/validate-access-token', { headers: { authorization } })).json()) as { _id: string };
  const documents = await request.get(`/api/user/${me._id}/documents`, { headers: { authorization } });
  expect(documents.ok()).toBe(true);
  const onFile = ((await documents.json()) as unknown[]).length > 0;
  const from = encodeURIComponent(daysAhead(40 + projectOffset(testInfo)));
  const to = encodeURIComponent(daysAhead(42 + projectOffset(testInfo)));
  await page.goto(`/fr/checkout?offer=${car._id}&from=${from}&to=${to}`);

  await expect(page.getByRole('heading', { name: t('When and where?') })).toBeVisible();
  await page.getByRole('button', { name: t('Continue') }).click();
  await expect(page.getByRole('heading', { name: t('Choose your extras') })).toBeVisible();
  await page.getByRole('button', { name: t('Continue') }).click();
  await expect(page.getByRole('heading', { name: t('Who is driving?') })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('Driving licence') })).toBeVisible();
  await acceptTerms(page, t('Terms of Use'));
  if (onFile) {
    await expect(page.getByText(t('Your licence picture is on file.'))).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('licence-on-file-fr.png'), fullPage: true });
  } else {
    await addLicencePicture(page, testInfo);
  }
  // The section as the screen shows it (a full-page picture puts the sticky header over it).
  await page.getByRole('heading', { name: t('Driving licence') }).evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: testInfo.outputPath('licence-section-fr.png') });
  await expectAccessible(page);

  await page.getByRole('button', { name: t('Continue') }).click();
  await expect(page.getByRole('heading', { name: t('How do you want to pay?') })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(t('Pay later')) }).check({ force: true });
  await page.getByRole('button', { name: t('Continue') }).click();
  await expect(page.getByRole('heading', { name: t('Review your booking') })).toBeVisible();
  await page.getByRole('button', { name: t('Book'), exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/thanks/);
  await expectListed(page, 'fr', car, 'Reserved');
});

test('a car whose additional driver is included is booked alone and paid later (en)', async ({ page, request }, testInfo) => {
  // Costa Sol Rent takes pay later and includes the additional driver with its larger cars.
  const search = await request.get('/api/cars?supplier=costa-sol-rent&size=30');
  const { items } = (await search.json()) as { items: Array<Offer & { extras: { additionalDriver: number } }> };
  const car = items.find((item) => item.extras.additionalDriver === 0);
  expect(car, 'a car with an included additional driver').toBeDefined();
  await signIn(page, 'en');
  // The company asks for the licence picture: have one on file, as the licence test shows adding it.
  const authorization = `Bearer ${await tokenOf(page)}`;
  const me = (await (await request.post('/api/validate-access-token', { headers: { authorization } })).json()) as { _id: string };
  if (((await (await request.get(`/api/user/${me._id}/documents`, { headers: { authorization } })).json()) as unknown[]).length === 0) {
    const stored = await request.post('/api/create-biometric', {
      headers: { authorization },
      multipart: { kind: 'licence', image: { name: 'licence.png', mimeType: 'image/png', buffer: onePixelPng } },
    });
    expect(stored.ok()).toBe(true);
  }
  const from = encodeURIComponent(daysAhead(56 + projectOffset(testInfo)));
  const to = encodeURIComponent(daysAhead(58 + projectOffset(testInfo)));
  await page.goto(`/checkout?offer=${car!._id}&from=${from}&to=${to}`);
  await expect(page.getByRole('heading', { name: 'When and where?' })).toBeVisible();
  const total = await page.getByTestId('booking-total').first().textContent();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Included: the driver may add a second driver at no cost; the box starts unticked.
  await expect(page.getByRole('heading', { name: 'Choose your extras' })).toBeVisible();
  const additional = page.getByRole('checkbox', { name: /^Additional driver/ });
  await expect(additional).not.toBeChecked();
  await expect(additional).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath('included-extra-en.png'), fullPage: true });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // No second driver is asked for.
  await expect(page.getByRole('heading', { name: 'Who is driving?' })).toBeVisible();
  await expect(page.locator('input[name="additionalDriver.fullName"]')).toHaveCount(0);
  await acceptTerms(page, 'Terms of Use');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'How do you want to pay?' })).toBeVisible();
  await page.getByRole('radio', { name: /Pay later/ }).check({ force: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Review your booking' })).toBeVisible();
  await expect(page.getByTestId('booking-total').first()).toHaveText(total!);
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(/\/thanks/);

  const booking = await request.get(`/api/bookings/${new URL(page.url()).searchParams.get('b')}`, { headers: { authorization } });
  expect(booking.ok()).toBe(true);
  expect(await booking.json()).toMatchObject({ status: 'reserved', additionalDriver: null, paymentOption: 'payLater' });
  await expectListed(page, 'en', car!, 'Reserved');
});

async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'bc-x-access-token');
  expect(cookie).toBeDefined();
  return decodeURIComponent(cookie!.value);
}

test('a guest creates an account on the way, and the booking waits for the activation (en)', async ({ page, request, context }, testInfo) => {
  const car = await firstOffer(request, 'cars', 'lago-strada', 2);
  const from = encodeURIComponent(daysAhead(50 + projectOffset(testInfo)));
  const to = encodeURIComponent(daysAhead(52 + projectOffset(testInfo)));
  await page.goto(`/checkout?offer=${car._id}&from=${from}&to=${to}`);
  await expect(page.getByRole('heading', { name: 'When and where?' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your extras' })).toBeVisible();
  await tick(page, /^Full insurance/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Booking needs an account' })).toBeVisible();
  const total = await page.getByTestId('booking-total').first().textContent();

  // The account is made in a dialog over the step: the page stays where it is.
  await page.getByRole('button', { name: 'Create account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book with your account' });
  // The dialog opens with an animation; its form is taller than a phone's screen.
  await expect(dialog).toBeVisible();
  await settled(page);
  const email = `guest-${testInfo.project.name}-${Date.now()}@example.org`;
  await dialog.getByRole('textbox', { name: 'Full name', exact: true }).fill('Noé Guest');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dialog.getByRole('textbox', { name: 'Date of birth', exact: true }).fill('1990-06-01');
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('riviera-2026');
  await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('riviera-2026');
  await tick(page, /I accept the Terms of Use/);
  await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(dialog.getByText(/Your booking is kept/)).toBeVisible();
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('guest-email-sent-en.png') });
  await expectAccessible(page);

  // The link is followed in another tab, as from a mail app.
  const mail = await context.newPage();
  await mail.goto('/dev/mailbox');
  const href = await mail.getByTestId('email').filter({ hasText: email }).first().locator('a[href*="/activate?"]').first().getAttribute('href');
  await mail.goto(href!);
  await expect(mail.getByRole('main').getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await mail.close();

  await dialog.getByRole('button', { name: 'I have activated my account: sign in' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('riviera-2026');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog).toBeHidden();

  // The same step, choices and price, as the new driver.
  await expect(page.getByRole('heading', { name: 'Who is driving?' })).toBeVisible();
  await expect(page.locator('input[name="driver.fullName"]')).toHaveValue('Noé Guest');
  await expect(page.getByTestId('booking-total').first()).toHaveText(total!);
  await acceptTerms(page, 'Terms of Use');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'How do you want to pay?' })).toBeVisible();
  await page.getByRole('radio', { name: /Pay later/ }).check({ force: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Full insurance').first()).toBeVisible();
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(/\/thanks/);
  await expect(page.getByText(`A confirmation email is on its way to ${email}.`)).toBeVisible();
});
