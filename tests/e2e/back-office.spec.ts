import sharp from 'sharp';
import { acceptTerms, daysAhead, projectOffset, signIn as signInAsDriver, tokenOf } from './booking.ts';
import { tr } from './catalog.ts';
import { sendLicence } from './drivers.ts';
import { expect, languageVariant, test, type Page } from './fixtures.ts';
import { expectSound, settled } from './page.ts';

/** The back office (issue 14): a supplier's fleet, its forms and its photos, as the demo supplier sees them. */
const languages = ['en', 'fr', 'ru'] as const;
const prefix = (language: string) => (language === 'en' ? '' : `/${language}`);

async function signInAsSupplier(page: Page, language: string) {
  const t = (s: string) => tr(language, s);
  await page.goto(`${prefix(language)}/sign-in`);
  await page.getByRole('textbox', { name: t('Email'), exact: true }).fill('supplier@example.com');
  await page.getByRole('textbox', { name: t('Password'), exact: true }).fill('demo1234');
  await page.getByRole('main').getByRole('button', { name: t('Sign in'), exact: true }).click();
  await expect(page.getByRole('button', { name: /Riviera Drive/ })).toBeVisible();
}

// Each language at both widths (the two projects), signed in once: the fleet, a new yacht's form with its errors, a car's form, its calendar,
// the supplier's profile.
test('the back office in en, fr and ru: no serious accessibility violation, no sideways scrolling, no error @back-office-sweep', async ({ page }) => {
  // Twelve pages each checked with axe: about a minute and a half alone, more beside the rest of the suite.
  test.setTimeout(360_000);
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await signInAsSupplier(page, 'en');
  for (const language of languages) {
    const t = (s: string) => tr(language, s);
    await page.goto(`${prefix(language)}/manage/fleet`);
    await expect(page.getByRole('heading', { level: 1, name: t('Fleet') })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d/ }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expectSound(page, `${language} fleet`);

    await page.goto(`${prefix(language)}/manage/fleet/yachts/new`);
    await page.getByRole('button', { name: t('Save') }).click();
    await expect(page.getByText(t('Please fix errors.'))).toBeVisible();
    await expectSound(page, `${language} new yacht, refused`);

    await page.goto(`${prefix(language)}/manage/fleet?kind=car`);
    await page.getByRole('link', { name: new RegExp(`^${t('Edit {0}').replace('{0}', '')}`) }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: t('Edit car') })).toBeVisible();
    await expect(page.getByRole('textbox', { name: t('Brand') })).not.toHaveValue('');
    await expectSound(page, `${language} car form`);

    await page.getByRole('link', { name: t('Calendar'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('Calendar') })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d|\./ }).first()).toBeVisible();
    await expectSound(page, `${language} car calendar`);

    await page.getByRole('navigation', { name: t('Back office') }).getByRole('link', { name: t('Company profile') }).click();
    await expect(page.getByRole('textbox', { name: t('Company name') })).toHaveValue('Riviera Drive');
    await expectSound(page, `${language} supplier profile`);
  }
  expect(problems).toEqual([]);
});

test('the demo supplier adds a yacht with two photos; drivers find it, one books it, the supplier marks it paid on its calendar and the driver is told', { tag: languageVariant('en') }, async ({ page }, testInfo) => {
  const bow = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#1b6ca8' } }).jpeg().toBuffer();
  const deck = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#e9c46a' } }).png().toBuffer();
  const model = `V50 ${testInfo.project.name} ${Date.now()}`;
  await signInAsSupplier(page, 'en');
  // By its address: on a loaded machine the account menu's 'Fleet' click was lost once (the menu is the sweep's).
  await page.goto('/manage/fleet');
  await page.getByRole('link', { name: 'New yacht' }).click();

  await page.getByRole('textbox', { name: 'Brand' }).fill('Princess');
  await page.getByRole('textbox', { name: 'Model' }).fill(model);
  await page.getByRole('textbox', { name: 'Year' }).fill('2022');
  await page.getByRole('combobox', { name: 'Type of yacht' }).selectOption('motor');
  await page.getByRole('textbox', { name: 'Length (m)' }).fill('15,6');
  await page.getByRole('textbox', { name: 'Cabins' }).fill('3');
  await page.getByRole('textbox', { name: 'Guests' }).fill('8');
  await page.getByRole('textbox', { name: 'Price per day (€)' }).fill('2400');
  await page.getByRole('textbox', { name: 'Deposit (€)' }).fill('5000');
  await page.getByRole('checkbox', { name: 'Monaco' }).check({ force: true });
  await page.getByRole('textbox', { name: 'Description in English' }).fill('A fast day cruiser.');
  await page.getByRole('textbox', { name: 'Description in French' }).fill('Un day cruiser rapide.');
  await page.getByRole('textbox', { name: 'Description in Russian' }).fill('Быстрая яхта.');
  await page.getByTestId('vehicle-images-input').setInputFiles([
    { name: 'bow.jpg', mimeType: 'image/jpeg', buffer: bow },
    { name: 'deck.png', mimeType: 'image/png', buffer: deck },
  ]);
  await expect(page.getByText('Not Uploaded')).toHaveCount(2);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/manage\/fleet$/);
  await expect(page.getByText('Changes made successfully.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the fleet' }).fill(model);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole('status').filter({ hasText: '1 vehicle' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: model });
  await expect(row).toContainText('2 photos');
  await row.getByRole('link', { name: `View Princess ${model}` }).click();

  // The yacht's own page, as drivers see it: its first photo, served by the server, re-encoded.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(model);
  const photo = page.locator('img[src^="/images/"]').first();
  await expect(photo).toBeVisible();
  const served = await page.request.get((await photo.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('image/webp');
  await page.screenshot({ path: testInfo.outputPath('new-yacht-page.png'), fullPage: true });

  // And in the yachts of Monaco.
  await page.goto('/all-yachts/category/motor');
  await expect(page.getByText(model).first()).toBeVisible();
  const yachtId = /\/yachts\/[^/]+\/[^/]+\/([0-9a-f-]{36})/.exec(await page.getByRole('link', { name: new RegExp(model) }).first().getAttribute('href') ?? '')?.[1];
  expect(yachtId, 'the yacht page of the search result').toBeTruthy();

  // A driver books it, paying at pick-up (the supplier asks for a licence picture: on file before he starts).
  const driver = await page.context().browser()!.newContext({ viewport: page.viewportSize()! });
  const driverPage = await driver.newPage();
  await signInAsDriver(driverPage, 'en');
  const licence = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } }).png().toBuffer();
  const stored = await sendLicence(driverPage.request, `Bearer ${await tokenOf(driverPage)}`, licence);
  expect(stored.status()).toBe(201);
  const from = encodeURIComponent(daysAhead(20 + projectOffset(testInfo)));
  const to = encodeURIComponent(daysAhead(23 + projectOffset(testInfo)));
  await driverPage.goto(`/checkout?offer=${yachtId}&from=${from}&to=${to}`);
  await expect(driverPage.getByRole('heading', { name: 'When and where?' })).toBeVisible();
  await driverPage.getByRole('button', { name: 'Continue' }).click();
  const extras = driverPage.getByRole('heading', { name: 'Choose your extras' });
  const who = driverPage.getByRole('heading', { name: /^Who is (driving|booking)\?$/ });
  await expect(extras.or(who)).toBeVisible();
  if (await extras.isVisible()) await driverPage.getByRole('button', { name: 'Continue' }).click();
  await expect(who).toBeVisible();
  await acceptTerms(driverPage, 'Terms of Use');
  await driverPage.getByRole('button', { name: 'Continue' }).click();
  await driverPage.getByRole('radio', { name: /Pay later/ }).check({ force: true });
  await driverPage.getByRole('button', { name: 'Continue' }).click();
  await expect(driverPage.getByRole('heading', { name: 'Review your booking' })).toBeVisible();
  await driverPage.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(driverPage).toHaveURL(/\/thanks/);

  // The supplier finds it on the yacht's calendar and marks it paid: the driver is told.
  await page.goto(`/manage/fleet?search=${encodeURIComponent(model)}`);
  await page.getByRole('link', { name: `Calendar of Princess ${model}` }).filter({ visible: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next month' });
  const card = page.locator('[id^="calendar-booking-"]').filter({ hasText: 'Alex Martin' });
  // Twenty days ahead may be next month, or the one after.
  for (let month = 0; month < 3 && !(await card.first().isVisible()); month += 1) {
    await next.click();
    await expect(page.getByRole('status').filter({ hasText: /booking/ })).toBeVisible();
  }
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Reserved', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Change the status of Alex Martin' }).click();
  // The menu opens with an animation: a click before it has settled can be lost (as the account menu's, accounts.spec.ts).
  const paid = page.getByRole('menuitem', { name: 'Paid', exact: true });
  await expect(paid).toBeVisible();
  await settled(page);
  await paid.click();
  await expect(page.getByText('Changes made successfully.')).toBeVisible();
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('yacht-calendar.png'), fullPage: true });

  await driverPage.goto('/notifications');
  await expect(driverPage.getByText('Booking status changed').first()).toBeVisible();
  await expect(driverPage.getByRole('main')).toContainText(model);
  await driver.close();
});
