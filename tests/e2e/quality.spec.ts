import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** Each account screen, as a keyboard or screen-reader user and as the browser's security policy sees it. */
const pages = ['/', '/sign-in', '/sign-up', '/forgot-password', '/activate', '/reset-password', '/terms-and-conditions', '/fr/sign-up', '/ru/sign-in', '/nowhere'];

for (const path of pages) {
  test(`${path}: no serious accessibility violation, no CSP violation, no console error`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(serious).toEqual([]);
    // A CSP refusal, a failed request or an uncaught error all land here.
    expect(problems).toEqual([]);
  });
}

test('the page fits a 360 px wide screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/', '/sign-in', '/sign-up', '/terms-and-conditions']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
