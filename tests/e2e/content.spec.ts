import { tr } from './catalog.ts';
import { signIn } from './booking.ts';
import { expect, hydrated, languageVariant, test, type Page } from './fixtures.ts';
import { expectSound } from './page.ts';

/** The content pages (issue 13): the blog, an article, the help centre and the information pages with their forms. */
const pages = ['/blog', '/blog/driving-the-riviera-corniches', '/help-center', '/about', '/membership', '/work-with-us', '/concierge', '/contact'];
const languages = ['en', 'fr', 'ru'] as const;
const prefix = (language: string) => (language === 'en' ? '' : `/${language}`);

// Every language at both widths (the two projects): its texts, its layout, no serious axe violation, no error.
for (const language of languages) {
  test(`the content pages in ${language}: real content, no serious accessibility violation, no sideways scrolling, no error @public-sweep`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    for (const path of pages) {
      const address = `${prefix(language)}${path}`;
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      await expect(page.locator('html'), address).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 }).first(), address).not.toBeEmpty();
      expect((await page.getByRole('main').innerText()).length, `${address}: real content`).toBeGreaterThan(300);
      // No sideways scrolling in any language; axe in one language a width, turning from page to page (expectSound).
      await expectSound(page, `${language} ${path}`);
    }
    expect(problems).toEqual([]);
  });
}

/** The newest email to an address whose subject holds a text, from the dev mailbox. */
async function mail(page: Page, to: string, subject: string) {
  await page.goto('/dev/mailbox');
  const message = page.getByTestId('email').filter({ has: page.locator('.to', { hasText: to }) }).filter({ has: page.locator('.subject', { hasText: subject }) });
  await expect(message.first()).toBeVisible();
  return message.first();
}

for (const language of ['en', 'fr'] as const) {
  test(`a guest writes to the team; the team and the guest each get their email (${language})`, { tag: languageVariant(language) }, async ({ page }, testInfo) => {
    const t = (s: string) => tr(language, s);
    const email = `guest-${language}-${testInfo.project.name}-${Date.now()}@example.org`;
    const subject = `Child seat ${Date.now()}`;
    await page.goto(`${prefix(language)}/contact`);
    // An empty form: the product's messages, nothing sent.
    await page.getByRole('button', { name: t('Send message') }).click();
    await expect(page.getByText(t('Please fix errors.'))).toBeVisible();
    await expect(page.getByRole('textbox', { name: t('Your name') })).toBeFocused();
    await page.getByRole('textbox', { name: t('Your name') }).fill('Léa Martin');
    await page.getByRole('textbox', { name: t('Email') }).fill(email);
    await page.getByRole('textbox', { name: t('Subject') }).fill(subject);
    await page.getByRole('textbox', { name: t('Message') }).fill('Can the supplier add a child seat for a four-year-old?');
    await page.getByRole('button', { name: t('Send message') }).click();
    await expect(page.getByText(t('Thank you, your message has been sent.'))).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`contact-sent-${language}.png`), fullPage: true });

    const team = await mail(page, 'team@azura.example', subject);
    await expect(team.locator('.reply-to')).toHaveText(email);
    await expect(team.locator('.body')).toContainText('Can the supplier add a child seat for a four-year-old?');
    const acknowledgement = await mail(page, email, language === 'fr' ? 'Nous avons bien reçu votre message' : 'We received your message');
    await expect(acknowledgement.locator('.body')).toContainText(subject);
  });

  test(`a supplier applies to list its fleet; the team and the supplier get their email (${language})`, { tag: languageVariant(language) }, async ({ page }, testInfo) => {
    const t = (s: string) => tr(language, s);
    const email = `fleet-${language}-${testInfo.project.name}-${Date.now()}@example.org`;
    const supplier = `Riviera Wheels ${Date.now()}`;
    await page.goto(`${prefix(language)}/work-with-us`);
    await page.getByRole('textbox', { name: t('Company') }).fill(supplier);
    await page.getByRole('textbox', { name: t('City') }).fill('Nice');
    await page.getByRole('textbox', { name: t('Contact person') }).fill('Marc Dubois');
    await page.getByRole('textbox', { name: t('Email') }).fill(email);
    await page.getByRole('textbox', { name: t('Phone') }).fill('12');
    await page.getByRole('textbox', { name: t('Number of cars or yachts') }).fill('24');
    await page.getByRole('button', { name: t('Send my application') }).click();
    await expect(page.getByText(t('Invalid phone number'))).toBeVisible();
    await expect(page.getByText(t('Choose cars, yachts or both.'))).toBeVisible();
    await page.getByRole('textbox', { name: t('Phone') }).fill('+33 6 11 22 33 44');
    await page.getByRole('checkbox', { name: t('Yachts') }).check({ force: true });
    await page.getByRole('button', { name: t('Send my application') }).click();
    await expect(page.getByText(t('Thank you, your application has been sent.'))).toBeVisible();

    const team = await mail(page, 'team@azura.example', supplier);
    await expect(team.locator('.body')).toContainText('Fleet size: 24');
    await expect(team.locator('.body')).toContainText('Offers: Yachts');
    await mail(page, email, language === 'fr' ? 'Votre demande pour proposer votre flotte sur Azura' : 'Your application to list your fleet on Azura');
  });

  test(`a reader finds an article and an answer (${language})`, { tag: languageVariant(language) }, async ({ page }) => {
    const t = (s: string) => tr(language, s);
    await page.goto(`${prefix(language)}/blog`);
    const first = page.getByRole('article').first();
    const title = (await first.getByRole('heading').innerText()).trim();
    await first.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const article = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>;
    expect(article).toMatchObject({ '@type': 'Article', headline: title, inLanguage: language });
    await expect(page.getByRole('heading', { name: t('Read next') })).toBeVisible();

    // A post written only in Russian is shown in Russian, and says so.
    await page.goto(`${prefix(language)}/blog/documents-and-payment-cards-for-riviera-car-rental`);
    await expect(page.getByText(t('This article is not written in your language yet: here it is in {0}.').replace('{0}', 'Русский'))).toBeVisible();

    // The help centre, searched as one types; an answer linked by its anchor opens.
    await page.goto(`${prefix(language)}/help-center`);
    const all = await page.locator('details').count();
    await page.getByRole('searchbox').fill(language === 'fr' ? 'caution' : 'deposit');
    await expect.poll(() => page.locator('details').count()).toBeLessThan(all);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.locator('details[open]').first()).toBeVisible();
    await page.goto(`${prefix(language)}/help-center#how-to-book`);
    await expect(page.locator('details#how-to-book')).toHaveAttribute('open', '');
  });
}

test('a signed-in driver writes from /contact without giving a name or an address, and is answered at his', { tag: ['@desktop-only', '@dev-build'] }, async ({ page }) => {
  await signIn(page, 'en');
  // A page the server renders as a guest's, then hydrated: the form follows the session.
  await page.goto('/contact');
  const subject = `Invoice ${Date.now()}`;
  await expect(page.getByRole('textbox', { name: 'Subject' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('Could I have an invoice for my last booking?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you, your message has been sent.')).toBeVisible();
  const team = await mail(page, 'team@azura.example', subject);
  await expect(team.locator('.reply-to')).toHaveText('driver@example.com');
  await expect(team.locator('.body')).toContainText('From: Alex Martin <driver@example.com>');
});

test('what a guest types before the page comes alive is kept', { tag: '@desktop-only' }, async ({ page }) => {
  // The page's scripts wait until the guest has typed, as on a slow phone.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.mainFrame().goto('/contact', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'Subject' }).fill('Typed early');
  release();
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Your name' }).fill('Léa Martin');
  await page.getByRole('textbox', { name: 'Email' }).fill(`early-${Date.now()}@example.org`);
  await page.getByRole('textbox', { name: 'Message' }).fill('Written once the page was live.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you, your message has been sent.')).toBeVisible();
  await expect(page.getByText('Thank you, your message has been sent.')).toBeInViewport();
});
