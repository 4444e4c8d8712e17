import { tr } from './catalog.ts';
import { fillSignIn } from './drivers.ts';
import { expect, test, type Page } from './fixtures.ts';

/** Finding one's way (issue 25): the header's sections at both widths, the back office's sections on a phone. */
const prefix = (language: string) => (language === 'en' ? '' : `/${language}`);

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// English at 1280 px, Russian (the longest words) at 360 px, where the sections have a row of their own.
for (const [language, tag] of [['en', '@desktop-only'], ['ru', '@mobile-only']] as const) {
  test(`the header leads to the cars, the yachts and the blog, and marks where one is (${language})`, { tag }, async ({ page }) => {
    const t = (s: string) => tr(language, s);
    await page.goto(`${prefix(language)}/all-cars`);
    const sections = page.getByRole('navigation', { name: t('Main') });
    await expect(sections.getByRole('link', { name: t('Cars') })).toHaveAttribute('aria-current', 'true');
    await expect(sections.getByRole('link', { name: t('Blog') })).toBeInViewport();
    expect(await sidewaysOverflow(page), 'no sideways scrolling').toBeLessThanOrEqual(0);

    await sections.getByRole('link', { name: t('Yachts') }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(language)}/yachts$`));
    await expect(sections.getByRole('link', { name: t('Yachts') })).toHaveAttribute('aria-current', 'page');
    await expect(sections.getByRole('link', { name: t('Cars') })).not.toHaveAttribute('aria-current');

    await sections.getByRole('link', { name: t('Blog') }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(language)}/blog$`));
    await expect(page.getByRole('heading', { level: 1, name: t('The Azura blog') })).toBeVisible();

    await sections.getByRole('link', { name: t('Cars') }).click();
    await expect(page).toHaveURL(new RegExp(`127.0.0.1:\\d+${prefix(language) || '/'}$`));
    await expect(sections.getByRole('link', { name: t('Cars') })).toHaveAttribute('aria-current', 'page');
  });
}

test("the back office's sections show the current one on a phone, the last of an admin's too", { tag: '@mobile-only' }, async ({ page }) => {
  const t = (s: string) => tr('ru', s);
  await page.goto('/ru/sign-in');
  await fillSignIn(page, 'ru', 'admin@example.com', 'demo1234');
  await expect(page.getByRole('button', { name: /Camille Dubois/ })).toBeVisible();

  await page.goto('/ru/manage/search');
  const sections = page.getByRole('navigation', { name: t('Back office') });
  const current = sections.getByRole('link', { name: t('Search') });
  await expect(current).toHaveAttribute('aria-current', 'page');
  // Inside the row's visible part (the row clips what it scrolled away; before, none of it showed), but for a fraction
  // of a pixel the last item's rounding may leave, and the page itself did not move.
  await expect(current).toBeInViewport({ ratio: 0.99 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
