import { daysAhead, firstOffer, localInput, signIn as signInAsDriver, stepToReview } from './booking.ts';
import { tr } from './catalog.ts';
import { authorizationOf, fillSignIn, newDriver, sendLicence } from './drivers.ts';
import { expect, test, type Page } from './fixtures.ts';
import { serveOfflineTiles } from './map-tiles.ts';
import { expectSound } from './page.ts';

/** The back office of the team (issue 14): the accounts, as the demo admin runs them. */
const languages = ['en', 'fr', 'ru'] as const;
const prefix = (language: string) => (language === 'en' ? '' : `/${language}`);

async function signInAsAdmin(page: Page, language: string) {
  await page.goto(`${prefix(language)}/sign-in`);
  await fillSignIn(page, language, 'admin@example.com', 'demo1234');
  await expect(page.getByRole('button', { name: /Camille Dubois/ })).toBeVisible();
}

// Each language at both widths (the two projects), signed in once: the list of accounts, the demo driver's view, the
// coupons and a new coupon's form refused, the suppliers and a new supplier's form refused, the places and a
// place's form with its map, the blog and a post's form with its preview, the help centre and an entry's form, the
// search across record types, the inbox.
test("the team's pages in en, fr and ru: no serious accessibility violation, no sideways scrolling, no error @back-office-sweep", async ({ page, request }) => {
  test.setTimeout(360_000);
  // The demo driver's view shows a licence waiting for review, whatever ran before: its green "Verify the licence"
  // button is checked at each width (white on Chakra's green.600 was 3.3:1, seen only when a booking test had sent one).
  const sent = await sendLicence(request, await authorizationOf(request, 'driver@example.com'));
  expect(sent.status()).toBe(201);
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await serveOfflineTiles(page);
  await signInAsAdmin(page, 'en');
  for (const language of languages) {
    const t = (s: string) => tr(language, s);
    await page.goto(`${prefix(language)}/manage/users?search=driver%40example.com`);
    await expect(page.getByRole('heading', { level: 1, name: t('Users') })).toBeVisible();
    await expect(page.locator('[data-user="driver@example.com"]:visible')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expectSound(page, `${language} users`);

    await page.locator('[data-user="driver@example.com"]:visible').getByRole('link', { name: 'Alex Martin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alex Martin' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t('Bookings') })).toBeVisible();
    await expect(page.getByRole('button', { name: t('Verify the licence') })).toBeVisible();
    await expectSound(page, `${language} user view`);

    await page.getByRole('navigation', { name: t('Back office') }).getByRole('link', { name: t('Coupons') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('Coupons') })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d/ }).first()).toBeVisible();
    await expectSound(page, `${language} coupons`);
    await page.getByRole('link', { name: t('New coupon') }).click();
    await page.getByRole('button', { name: t('Save') }).click();
    await expect(page.getByText(t('Please fix errors.'))).toBeVisible();
    await expectSound(page, `${language} new coupon, refused`);

    await page.getByRole('navigation', { name: t('Back office') }).getByRole('link', { name: t('Rental companies') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('Rental companies') })).toBeVisible();
    await expect(page.locator('[data-supplier="riviera-drive"]:visible')).toHaveCount(1);
    await expectSound(page, `${language} suppliers`);
    await page.getByRole('link', { name: t('New company') }).click();
    await page.getByRole('button', { name: t('Save') }).click();
    await expect(page.getByText(t('Please fix errors.'))).toBeVisible();
    await expectSound(page, `${language} new supplier, refused`);

    await page.getByRole('navigation', { name: t('Back office') }).getByRole('link', { name: t('Places') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('Places') })).toBeVisible();
    await expect(page.locator('[data-place="nice"]:visible')).toHaveCount(1);
    await expectSound(page, `${language} places`);
    await page.locator('[data-place="nice"]:visible').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: t('Edit place') })).toBeVisible();
    await expect(page.locator('.azura-place-pin')).toBeVisible();
    await expectSound(page, `${language} place form with its map`);

    await page.getByRole('navigation', { name: t('Back office') }).getByRole('link', { name: t('Blog') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('Blog') })).toBeVisible();
    await expect(page.locator('[data-post="nice-markets-guide"]:visible')).toHaveCount(1);
    await expectSound(page, `${language} blog`);
    await page.locator('[data-post="nice-markets-guide"]:visible').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: t('Edit post') })).toBeVisible();
    await page.getByRole('group', { name: t('{label}: write or preview').replace('{label}', t('Text')) }).first().getByRole('button', { name: t('Preview') }).click();
    await expect(page.getByRole('region', { name: t('{label}: preview').replace('{label}', t('Text')) }).first().getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectSound(page, `${language} post form with a preview`);

    await page.getByRole('navigation', { name: t('Back office') }).getByRole('link', { name: t('Help centre') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('Help centre') })).toBeVisible();
    await expect(page.locator('[data-entry="how-to-book"]:visible')).toHaveCount(1);
    await expectSound(page, `${language} help centre`);
    await page.locator('[data-entry="how-to-book"]:visible').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: t('Edit help-centre entry') })).toBeVisible();
    await expectSound(page, `${language} help-centre entry form`);

    await page.getByRole('navigation', { name: t('Back office') }).getByRole('link', { name: t('Search') }).click();
    await page.getByRole('searchbox', { name: t('Search the back office') }).fill('nice');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectSound(page, `${language} search`);

    // By its address: on a loaded run a click in the nav was lost here once (the page stayed on the search; see the
    // coupon and yacht tests), which is still being looked into.
    await page.goto(`${prefix(language)}/manage/inbox`);
    await expect(page.getByRole('heading', { level: 1, name: t('Inbox') })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d|\./ }).first()).toBeVisible();
    await expectSound(page, `${language} inbox`);
  }
  expect(problems).toEqual([]);
});

test('the demo admin suspends a new driver from the list: the driver is signed out at his next request and cannot sign in', { tag: ['@desktop-only'] }, async ({ page, browser }) => {
  const email = await newDriver(page, 'en', 'Sam Suspended', 'riviera-2026', 'suspended');
  const driverContext = await browser.newContext();
  const driver = await driverContext.newPage();
  await driver.goto('/sign-in');
  await fillSignIn(driver, 'en', email, 'riviera-2026');
  await expect(driver.getByRole('button', { name: /Sam Suspended/ })).toBeVisible();

  await signInAsAdmin(page, 'en');
  await page.goto(`/manage/users?search=${encodeURIComponent(email)}`);
  const row = page.locator(`[data-user="${email}"]:visible`);
  await row.getByRole('checkbox', { name: 'Select Sam Suspended' }).check({ force: true });
  await page.getByRole('group', { name: 'Selection' }).getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Suspend this account?' });
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('1 account suspended.')).toBeVisible();
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();

  // The driver's next request is refused: the app signs him out; signing in again says why.
  await driver.goto('/settings');
  await expect(driver).toHaveURL(/\/sign-in/);
  await expect(driver.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
  await expect(driver.getByRole('button', { name: /Sam Suspended/ })).toHaveCount(0);
  await fillSignIn(driver, 'en', email, 'riviera-2026');
  await expect(driver.getByText('Your account is suspended.')).toBeVisible();
  await driverContext.close();
});

test('the demo admin creates a coupon that a driver then uses as he books', { tag: ['@desktop-only'] }, async ({ page, browser, request }) => {
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await signInAsAdmin(page, 'en');
  await page.goto('/manage/users');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Coupons' }).click();
  await page.getByRole('link', { name: 'New coupon' }).click();
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('textbox', { name: 'Discount' }).fill('10');
  await page.getByRole('textbox', { name: 'Usage limit' }).fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  const row = page.locator(`[data-coupon="${code}"]:visible`);
  await expect(row.getByText('0 of 5 uses')).toBeVisible();

  // The demo driver books a car with it, paying later.
  const car = await firstOffer(request, 'cars', 'lago-strada', 3);
  const driverContext = await browser.newContext();
  const driver = await driverContext.newPage();
  await signInAsDriver(driver, 'en');
  await driver.goto(`/checkout?offer=${car._id}`);
  await driver.locator('input[name="from"]').fill(localInput(daysAhead(200)));
  await driver.locator('input[name="to"]').fill(localInput(daysAhead(202)));
  await stepToReview(driver, 'en', 'Pay later');
  await driver.getByRole('textbox', { name: 'Coupon code' }).fill(code.toLowerCase());
  await driver.getByRole('button', { name: 'Apply' }).click();
  await expect(driver.getByText(`${code} applied: -10 %`)).toBeVisible();
  await driver.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(driver.getByRole('heading', { name: 'Thank you for your booking!' })).toBeVisible();
  await driverContext.close();

  await page.reload();
  await expect(page.locator(`[data-coupon="${code}"]:visible`).getByText('1 of 5 uses')).toBeVisible();
});

test('the demo admin adds a place picked on the map, drivers see it, and it is deleted while nothing names it', { tag: ['@desktop-only'] }, async ({ page, request }) => {
  test.setTimeout(180_000);
  await serveOfflineTiles(page);
  await signInAsAdmin(page, 'en');
  await page.goto('/manage/places/new');
  await page.getByRole('textbox', { name: /Name in English/ }).fill('Portofino');
  await page.getByRole('textbox', { name: /Name in French/ }).fill('Portofino');
  await page.getByRole('textbox', { name: /Name in Russian/ }).fill('Портофино');
  await page.getByRole('combobox', { name: /Country/ }).selectOption({ label: 'Italy' });

  // A click on the map puts the pin there and writes its point into the fields.
  const latitude = page.getByRole('textbox', { name: /Latitude/ });
  await expect(latitude).toHaveValue('');
  await page.getByRole('region', { name: "Map: click to put the place's pin" }).click({ position: { x: 200, y: 120 } });
  await expect(latitude).toHaveValue(/^-?\d+(\.\d+)?$/);
  await expect(page.locator('.azura-place-pin')).toBeVisible();
  // Typed coordinates move the pin; the typed ones are saved.
  await latitude.fill('44.3033');
  await page.getByRole('textbox', { name: /Longitude/ }).fill('9.2098');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Places' })).toBeVisible();

  const places = (await (await request.get('/api/locations?language=ru')).json()) as Array<{ slug: string; name: string; latitude: number; country: string }>;
  expect(places.find((place) => place.slug === 'portofino')).toMatchObject({ name: 'Портофино', latitude: 44.3033, country: 'IT' });

  await page.getByRole('searchbox', { name: 'Search the places' }).fill('portofino');
  await expect(page).toHaveURL(/search=portofino/);
  await expect(page.getByRole('status').filter({ hasText: /^1 place$/ })).toBeVisible();
  const row = page.locator('[data-place="portofino"]:visible');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Delete Portofino' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this place?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('1 place deleted.')).toBeVisible();
  const after = (await (await request.get('/api/locations')).json()) as Array<{ slug: string }>;
  expect(after.map((place) => place.slug)).not.toContain('portofino');
});

test('the demo admin rewrites a help-centre answer in French and French readers read it at once', { tag: ['@desktop-only'] }, async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page, 'en');
  await page.goto('/manage/help?search=how-to-book');
  await page.locator('[data-entry="how-to-book"]:visible').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit help-centre entry' })).toBeVisible();
  const answers = page.getByRole('textbox', { name: /^Answer/ });
  // English, French and Russian, in this order.
  await expect(answers).toHaveCount(3);
  await answers.nth(1).fill('Choisissez vos dates, puis **réservez** en deux minutes.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();

  const reader = await browser.newPage();
  await reader.goto('/fr/help-center#how-to-book');
  await expect(reader.locator('#how-to-book').getByText('réservez')).toBeVisible();
  await expect(reader.locator('#how-to-book strong')).toHaveText('réservez');
  await reader.close();
});
