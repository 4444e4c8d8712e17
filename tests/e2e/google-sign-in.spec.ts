import { expect, languageVariant, test, type Page } from './fixtures.ts';
import { tr } from './catalog.ts';
import { googleAccounts } from './google-accounts.ts';

/**
 * Google sign-in against the local OpenID provider scripts/e2e.ts starts (a real one: discovery, PKCE, its own login
 * and consent pages, signed ID tokens): a guest sent from his bookings to sign in chooses Google, signs in on the
 * provider's page, and comes back signed in to his bookings, in the language he left in.
 */
const prefix = (language: string) => (language === 'en' ? '' : `/${language}`);

/** What a person does on the provider's pages: signs in as `login`, then consents. */
async function signInAtProvider(page: Page, login: keyof typeof googleAccounts) {
  await expect(page.locator('input[name="login"]')).toBeVisible();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
  await page.locator('input[name="prompt"][value="consent"] ~ button[type="submit"]').click();
}

for (const language of ['en', 'fr']) {
  test(`a newcomer signs in with Google and comes back to his bookings (${language})`, { tag: languageVariant(language) }, async ({ page }) => {
    const t = (s: string) => tr(language, s);
    await page.goto(`${prefix(language)}/bookings`);
    await expect(page).toHaveURL(new RegExp(`${prefix(language)}/sign-in\\?redirect=%2Fbookings`));

    await page.getByRole('button', { name: t('Continue with Google') }).click();
    await signInAtProvider(page, 'google-newcomer');

    await expect(page).toHaveURL(new RegExp(`${prefix(language)}/bookings$`));
    await expect(page.getByRole('button', { name: /Nadia Newcomer/ })).toBeVisible();
    // The provider sends everyone back to /google-login, which has no language: the way back had it.
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1, name: t('Bookings') })).toBeVisible();
  });
}

test('Google sign-in with the address of an existing account signs into that account', async ({ page }) => {
  await page.goto('/mobile-logIn');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, 'google-driver');

  await expect(page).toHaveURL(/:\d+\/$/);
  // The demo driver's own account (linked, not a new one): his name, not the provider's.
  await expect(page.getByRole('button', { name: /Alex Martin/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Alex Martin \(Google\)/ })).toHaveCount(0);
});

test('a Google sign-in cancelled at the provider says so in the language it started in, with a way back to sign in', async ({ page }) => {
  const t = (s: string) => tr('fr', s);
  await page.goto('/fr/sign-in');
  await page.getByRole('button', { name: t('Continue with Google') }).click();
  await page.getByRole('link', { name: '[ Cancel ]' }).click();

  await expect(page).toHaveURL(/\/google-login\?.*error=access_denied/);
  await expect(page.getByRole('heading', { level: 1, name: t('Google sign-in was cancelled') })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: t('Back to sign in') }).click();
  await expect(page).toHaveURL(/\/fr\/sign-in$/);
});
