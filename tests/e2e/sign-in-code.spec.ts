import { expect, languageVariant, test, type Page } from './fixtures.ts';
import { tr } from './catalog.ts';

/**
 * Sign-in by emailed code, as a person would: a guest opening his bookings is sent to sign in, chooses the emailed
 * code, reads it in the dev mailbox (in his language), mistypes it once, then signs in and lands on his bookings.
 * The account was never activated: receiving the code proves the address. In English and in French, at 1280 and 360 px.
 */
const prefix = (language: string) => (language === 'en' ? '' : `/${language}`);

/** The code of the newest sign-in email to `email`, read from its subject in the dev mailbox (another tab). */
async function readCode(page: Page, email: string, subject: RegExp): Promise<string> {
  const mailbox = await page.context().newPage();
  try {
    await mailbox.goto('/dev/mailbox');
    const message = mailbox.getByTestId('email').filter({ hasText: email }).first();
    await expect(message.locator('.subject')).toHaveText(subject);
    const code = /\d{6}/.exec((await message.locator('.subject').textContent()) ?? '')?.[0];
    expect(code).toBeTruthy();
    await expect(message.locator('.body')).toContainText(code!);
    return code!;
  } finally {
    await mailbox.close();
  }
}

const subjects: Record<string, RegExp> = {
  en: /^\d{6} is your Azura sign-in code$/,
  fr: /^\d{6} est votre code de connexion Azura$/,
};

for (const language of ['en', 'fr']) {
  test(`a driver signs in with a code read from his email (${language})`, { tag: languageVariant(language) }, async ({ page }, testInfo) => {
    const t = (s: string) => tr(language, s);
    const email = `code-${language}-${testInfo.project.name}-${Date.now()}@example.org`;
    const signUp = await page.request.post('/api/sign-up', {
      data: { email, password: 'riviera-2026', fullName: 'Camille Code', birthDate: '1991-06-02', language, acceptTerms: true },
    });
    expect(signUp.status()).toBe(201);

    await page.goto(`${prefix(language)}/bookings`);
    await expect(page).toHaveURL(new RegExp(`${prefix(language)}/sign-in\\?redirect=%2Fbookings`));
    await page.getByRole('main').getByRole('link', { name: t('Sign in with an emailed code') }).click();

    await expect(page).toHaveURL(new RegExp(`${prefix(language)}/mobile-logIn\\?redirect=%2Fbookings`));
    await expect(page.getByRole('heading', { level: 1, name: t('Sign in with a code') })).toBeVisible();
    await page.getByRole('textbox', { name: t('Email'), exact: true }).fill(email);
    await page.getByRole('button', { name: t('Email me a code') }).click();

    await expect(page).toHaveURL(new RegExp(`${prefix(language)}/mobile-logIn/MailCode\\?`));
    await expect(page.getByRole('heading', { level: 1, name: t('Check your email') })).toBeVisible();
    const codeField = page.getByRole('textbox', { name: t('Code') });
    await expect(codeField).toBeFocused();
    // A new code is offered once the minute has passed.
    await expect(page.getByRole('button', { name: new RegExp(t('Send a new code in {time}').replace('{time}', '\\d:\\d\\d')) })).toBeDisabled();
    await page.screenshot({ path: testInfo.outputPath(`code-page-${language}.png`), fullPage: true });

    const code = await readCode(page, email, subjects[language]!);
    const wrong = code.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));
    await codeField.fill(wrong);
    await page.getByRole('button', { name: t('Sign in'), exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(t('This code is not right, or it can no longer be used. Check it, or ask for a new code.'));

    // Pasted as the email shows it, with a space: the page keeps the digits.
    await codeField.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await expect(codeField).toHaveValue(code);
    await page.getByRole('button', { name: t('Sign in'), exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`${prefix(language)}/bookings$`));
    await expect(page.getByRole('button', { name: /Camille Code/ })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'bc-x-access-token')?.value).toBeTruthy();

    // The code worked once: typed again on a new sign-in, it is refused.
    const again = await page.request.post('/api/sign-in-code/frontend', { data: { email, code } });
    expect(again.status()).toBe(401);
  });
}
