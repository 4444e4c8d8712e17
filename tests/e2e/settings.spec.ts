import sharp from 'sharp';
import { expect, languageVariant, test } from './fixtures.ts';
import { tr } from './catalog.ts';
import { fillSignIn as signIn, newDriver as newAccount } from './drivers.ts';
import { expectNoSeriousViolations, settled } from './page.ts';

/**
 * The account settings against the real server, as a person would: a new driver changes his password and signs in
 * with the new one; he adds a picture and sees it in the header at once, then after a reload; a file that only
 * claims to be a picture is refused in the product's words. In English and in French, at 1280 and 360 px. Every
 * account screen of the demo driver, in each language, as a keyboard or screen-reader user sees it.
 */
const prefix = (language: string) => (language === 'en' ? '' : `/${language}`);

for (const language of ['en', 'fr']) {
  test(`a driver changes his password, then signs in with the new one (${language})`, { tag: languageVariant(language) }, async ({ page }, testInfo) => {
    const t = (s: string) => tr(language, s);
    const email = await newAccount(page, language, 'Claire Réglages', 'riviera-2026', 'settings');

    // A guest is sent to sign in, then brought back to the settings.
    await page.goto(`${prefix(language)}/settings`);
    await expect(page).toHaveURL(new RegExp(`${prefix(language)}/sign-in\\?redirect=%2Fsettings`));
    await signIn(page, language, email, 'riviera-2026');
    await expect(page).toHaveURL(new RegExp(`${prefix(language)}/settings$`));
    await expect(page.getByRole('heading', { level: 1, name: t('Settings') })).toBeVisible();

    const passwordSection = page.getByRole('region', { name: t('Password') });
    const current = passwordSection.getByRole('textbox', { name: t('Current password') });
    await current.fill('not-my-password');
    await passwordSection.getByRole('textbox', { name: t('New password') }).fill('azur-2027');
    await passwordSection.getByRole('textbox', { name: t('Confirm password') }).fill('azur-2027');
    await passwordSection.getByRole('button', { name: t('Change password') }).click();
    await expect(passwordSection.getByText(t('Wrong password'), { exact: true })).toBeVisible();
    await expect(current).toBeFocused();

    await current.fill('riviera-2026');
    await passwordSection.getByRole('button', { name: t('Change password') }).click();
    await expect(page.getByText(t('Changes made successfully.'))).toBeVisible();
    await expect(current).toHaveValue('');
    await page.screenshot({ path: testInfo.outputPath(`password-changed-${language}.png`), fullPage: true });

    // Signed out, the old password no longer works and the new one does.
    await page.getByRole('button', { name: /Claire Réglages/ }).click();
    const signOut = page.getByRole('menuitem', { name: t('Sign out') });
    await expect(signOut).toBeVisible();
    await settled(page);
    await signOut.click();
    await expect(page.getByRole('banner').getByRole('link', { name: t('Sign in') })).toBeVisible();
    await page.goto(`${prefix(language)}/sign-in`);
    await signIn(page, language, email, 'riviera-2026');
    await expect(page.getByText(t('Incorrect email or password.'))).toBeVisible();
    await page.getByRole('textbox', { name: t('Password'), exact: true }).fill('azur-2027');
    await page.getByRole('main').getByRole('button', { name: t('Sign in'), exact: true }).click();
    await expect(page.getByRole('button', { name: /Claire Réglages/ })).toBeVisible();
  });

  test(`a driver adds a picture and sees it in the header at once (${language})`, { tag: languageVariant(language) }, async ({ page }, testInfo) => {
    const t = (s: string) => tr(language, s);
    const email = await newAccount(page, language, 'Hugo Portrait', 'riviera-2026', 'settings');
    await page.goto(`${prefix(language)}/sign-in?redirect=%2Fmobile%2FMyAccountMobile%2FManageAccount`);
    await signIn(page, language, email, 'riviera-2026');
    await expect(page.getByRole('heading', { level: 1, name: t('Profile and picture') })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.locator('img')).toHaveCount(0);

    // A text file that says it is a PNG: the server reads its first bytes and refuses it (415).
    const input = page.locator('input[type="file"][name="image"]');
    await input.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are not the bytes of a picture') });
    await page.getByRole('button', { name: t('Save picture') }).click();
    await expect(page.getByRole('alert')).toHaveText(t('This file is not a picture: choose a JPEG, PNG or WebP image.'));

    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1f6feb' } }).jpeg().toBuffer();
    await input.setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByRole('img', { name: t('Preview of your new picture') })).toBeVisible();
    await page.getByRole('button', { name: t('Save picture') }).click();
    await expect(page.getByText(t('Changes made successfully.'))).toBeVisible();

    const headerPicture = header.locator('img');
    await expect(headerPicture).toHaveAttribute('src', /^\/avatars\/[\w-]+\.webp$/);
    await expect.poll(() => headerPicture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(256);
    await page.screenshot({ path: testInfo.outputPath(`avatar-${language}.png`), fullPage: true });

    // The server keeps it: after a reload the header shows the same picture.
    const src = await headerPicture.getAttribute('src');
    await page.reload();
    await expect(page.getByRole('banner').locator('img')).toHaveAttribute('src', src!);
  });
}

const accountPages = [
  '/settings',
  '/mobile/MyAccountMobile',
  '/mobile/MyAccountMobile/ManageAccount',
  '/mobile/MobileSettings',
  '/mobile/NotificationPreferences',
  '/mobile/PreferredContactMethod',
  '/mobile/Language',
  '/mobile/UpdateEmail',
  '/mobile/UpdateName',
  '/mobile/UpdatePhone',
  '/mobile/UpdateDriverExperienceYear',
];

// Each language at one width at least, Russian (the longest words) at both: English at 1280 px, French at 360 px.
const sweepWidths = { en: ' @desktop-only', fr: ' @mobile-only', ru: '' } as const;
for (const language of ['en', 'fr', 'ru'] as const) {
  test(`the account screens: no serious accessibility violation, no sideways scrolling, no console error (${language})${sweepWidths[language]}`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && problems.push(message.text())));
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${prefix(language)}/sign-in`);
    await signIn(page, language, 'driver@example.com', 'demo1234');
    await expect(page.getByRole('banner').getByRole('button', { name: /Alex Martin/ })).toBeVisible();

    for (const path of accountPages) {
      await page.goto(`${prefix(language)}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path}: no sideways scrolling`).toBeLessThanOrEqual(0);
      await expectNoSeriousViolations(page, path);
    }
    expect(problems).toEqual([]);
  });
}
