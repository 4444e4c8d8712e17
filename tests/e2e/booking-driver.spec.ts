import { expect, test, type Page, type TestInfo } from './fixtures.ts';
import { tr } from './catalog.ts';
import { settled } from './page.ts';
import { onePixelPng, sendLicence } from './drivers.ts';
import { expectAccessible, type Offer, firstOffer, daysAhead, projectOffset, signIn, acceptTerms, tick, expectListed, tokenOf } from './booking.ts';

/**
 * A driver books for real, against the real server: a supplier that asks for the driving licence (its picture added on
 * the way, in French), a car whose additional driver is included (booked alone), and a guest who creates an account
 * on the way. Each project (1280 px, 360 px) books its own dates.
 */

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

test('a supplier that asks for the driving licence: the driver adds its picture on the way (fr)', async ({ page, request }, testInfo) => {
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
  // The supplier asks for the licence picture: have one on file, as the licence test shows adding it.
  const authorization = `Bearer ${await tokenOf(page)}`;
  const me = (await (await request.post('/api/validate-access-token', { headers: { authorization } })).json()) as { _id: string };
  if (((await (await request.get(`/api/user/${me._id}/documents`, { headers: { authorization } })).json()) as unknown[]).length === 0) {
    const stored = await sendLicence(request, authorization);
    expect(stored.ok()).toBe(true);
  }
  const from = encodeURIComponent(daysAhead(56 + projectOffset(testInfo)));
  const to = encodeURIComponent(daysAhead(58 + projectOffset(testInfo)));
  await page.goto(`/checkout?offer=${car!._id}&from=${from}&to=${to}`);
  await expect(page.getByRole('heading', { name: 'When and where?' })).toBeVisible();
  const total = await page.getByTestId('booking-total').first().textContent();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Included in the price: ticked for good, like every included extra; naming a second driver is optional.
  await expect(page.getByRole('heading', { name: 'Choose your extras' })).toBeVisible();
  const additional = page.getByRole('checkbox', { name: /^Additional driver/ });
  await expect(additional).toBeChecked();
  await expect(additional).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('included-extra-en.png'), fullPage: true });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // A second driver may be named, and need not be: left empty, the driver goes on alone.
  await expect(page.getByRole('heading', { name: 'Who is driving?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Additional driver (optional)' })).toBeVisible();
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


test('a guest creates an account on the way, and the booking waits for the activation (en)', { tag: '@dev-build' }, async ({ page, request, context }, testInfo) => {
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
