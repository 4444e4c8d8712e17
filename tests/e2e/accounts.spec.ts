import { expect, hydrated, languageVariant, test, type Page } from './fixtures.ts';
import { tr } from './catalog.ts';
import { settled } from './page.ts';

/**
 * A new driver, as a person would: sign up, follow the activation link from the dev mailbox,
 * sign in, sign out. Once in English and once in French, at 1280 px and 360 px (the two projects).
 */
const prefix = (language: string) => (language === 'en' ? '' : `/${language}`);

async function openActivationLink(page: Page, email: string) {
  await page.goto('/dev/mailbox');
  const message = page.getByTestId('email').filter({ hasText: email }).first();
  await expect(message).toBeVisible();
  const href = await message.locator('a[href*="/activate?"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  await page.goto(href!);
}

for (const language of ['en', 'fr']) {
  test(`a new driver signs up, activates, signs in and out (${language})`, { tag: languageVariant(language) }, async ({ page }, testInfo) => {
    const t = (s: string) => tr(language, s);
    const email = `driver-${language}-${testInfo.project.name}-${Date.now()}@example.org`;

    await page.goto(`${prefix(language)}/sign-up`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { name: t('Create your account') })).toBeVisible();

    // Submitting an empty form shows the product's messages, and nothing is lost.
    await page.getByRole('button', { name: t('Sign up'), exact: true }).click();
    await expect(page.getByText(t('Please fix errors.'))).toBeVisible();

    await page.getByRole('textbox', { name: t('Full name'), exact: true }).fill('Claire Martin');
    await page.getByRole('textbox', { name: t('Email'), exact: true }).fill(email);
    await page.getByRole('textbox', { name: t('Date of birth'), exact: true }).fill('1992-03-14');
    await page.getByRole('textbox', { name: t('Password'), exact: true }).fill('riviera-2026');
    await page.getByRole('textbox', { name: t('Confirm password'), exact: true }).fill('riviera-2062');
    await page.getByRole('checkbox').check({ force: true });
    await page.getByRole('button', { name: t('Sign up'), exact: true }).click();
    await expect(page.getByText(t("Passwords don't match."))).toBeVisible();
    await expect(page.getByRole('textbox', { name: t('Full name'), exact: true })).toHaveValue('Claire Martin');

    await page.getByRole('textbox', { name: t('Password'), exact: true }).fill('riviera-2026');
    await page.getByRole('textbox', { name: t('Confirm password'), exact: true }).fill('riviera-2026');
    await page.getByRole('button', { name: t('Sign up'), exact: true }).click();
    await expect(page.getByRole('heading', { name: t('Check your inbox') })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`sign-up-done-${language}.png`), fullPage: true });

    await openActivationLink(page, email);
    await expect(page).toHaveURL(new RegExp(`${prefix(language)}/activate\\?`));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('link', { name: t('Sign in') }).last()).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: t('Sign in') }).first().click();

    await expect(page).toHaveURL(new RegExp(`${prefix(language)}/sign-in`));
    await page.getByRole('textbox', { name: t('Email'), exact: true }).fill(email);
    await page.getByRole('textbox', { name: t('Password'), exact: true }).fill('wrong-password');
    await page.getByRole('main').getByRole('button', { name: t('Sign in'), exact: true }).click();
    await expect(page.getByText(t('Incorrect email or password.'))).toBeVisible();
    await page.getByRole('textbox', { name: t('Password'), exact: true }).fill('riviera-2026');
    await page.getByRole('main').getByRole('button', { name: t('Sign in'), exact: true }).click();

    // Signed in: the token is in the cookie, bc-user in local storage, the menu shows the driver.
    await expect(page.getByRole('button', { name: /Claire Martin/ })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'bc-x-access-token')?.path).toBe('/');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('bc-user') ?? 'null') as unknown);
    expect(stored).toMatchObject({ language });
    await page.screenshot({ path: testInfo.outputPath(`signed-in-${language}.png`), fullPage: true });

    await page.getByRole('button', { name: /Claire Martin/ }).click();
    await expect(page.getByText(t('Driver'), { exact: true })).toBeVisible();
    // The menu's code loads on the first click, then it opens with an animation: a click before it has settled can be lost.
    const signOut = page.getByRole('menuitem', { name: t('Sign out') });
    await expect(signOut).toBeVisible();
    await settled(page);
    await signOut.click();
    await expect(page).toHaveURL(new RegExp(`${prefix(language) || ''}/?$`));
    await expect(page.getByRole('banner').getByRole('link', { name: t('Sign in') })).toBeVisible();
    // The page deletes the cookie at once; Chromium's cookie store, which Playwright reads, learns it a moment later.
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'bc-x-access-token')).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('bc-user'))).toBeNull();
  });
}

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Nothing to see here!')).toBeVisible();
});

test('the language comes from ?l=, then the path, and the head follows', async ({ page }) => {
  await page.goto('/sign-in?l=ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ru_RU');
  await page.goto('/fr/sign-in');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/sign-in$/);
  await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute('href', /\/ru\/sign-in$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /:\d+\/sign-in$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /:\d+\/sign-in$/);
  await page.goto('/sign-in?l=el');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

/**
 * A slow phone (the CPU slowed 6x) whose page's scripts arrive only once the person has typed: what was typed into
 * the server's sign-in and sign-up forms is what they send once the page is alive.
 */
test('what a guest types into sign-in and sign-up before the page comes alive is kept', { tag: '@desktop-only' }, async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  let release = () => {};
  const hold = () => {
    const released = new Promise<void>((resolve) => (release = resolve));
    return page.route('**/*.js', async (route) => {
      await released;
      await route.continue();
    });
  };
  const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });

  await hold();
  await page.mainFrame().goto('/sign-up', { waitUntil: 'commit' });
  const email = `early-${Date.now()}@example.org`;
  await expect(textbox('Full name')).toBeVisible();
  await textbox('Full name').fill('Léa Early');
  // Off until the page's script sends the form: Enter sends nothing meanwhile.
  await expect(page.getByRole('button', { name: 'Sign up', exact: true })).toBeDisabled();
  await textbox('Email').fill(email);
  await textbox('Date of birth').fill('1991-05-02');
  await textbox('Password').fill('riviera-2026');
  await textbox('Confirm password').fill('riviera-2026');
  await page.getByRole('checkbox').check({ force: true });
  release();
  await hydrated(page);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText(email)).toBeVisible();

  await page.unrouteAll();
  await hold();
  await page.mainFrame().goto('/sign-in', { waitUntil: 'commit' });
  await textbox('Email').fill('driver@example.com');
  await textbox('Password').fill('demo1234');
  release();
  await hydrated(page);
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: /Alex Martin/ })).toBeVisible();
});
