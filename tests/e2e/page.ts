import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** Transitions and finite animations (a dialog or a menu opening, a button fading back) have ended; spinners may go on. */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * The element has stopped moving: the same box twice, 200 ms apart. For what moves by script rather than by a CSS
 * animation (a Leaflet popup that pans the map to show itself), which settled() cannot see.
 */
export async function steady(locator: Locator) {
  await expect
    .poll(async () => {
      const before = await locator.boundingBox();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const after = await locator.boundingBox();
      return before !== null && after !== null && JSON.stringify(before) === JSON.stringify(after);
    })
    .toBe(true);
}

const sweepLanguages = ['en', 'fr', 'ru'] as const;

/**
 * Whether a sweep's page is checked with axe in this language at this width. The sweeps open each page in en, fr and
 * ru at 360 and 1280 px: the texts (their length, their overflow) differ by language, but what axe checks (roles,
 * names, contrast, structure) is the same page in each, and axe is the sweeps' costliest step. So each page is checked
 * by axe in one language at each width, a different one at each, and the language turns from page to page, so that
 * every language is checked on some pages at both widths. An address that names no language is always checked.
 */
function axeChecks(address: string, width: number): boolean {
  const [language, ...rest] = address.split(' ');
  const index = sweepLanguages.indexOf(language as (typeof sweepLanguages)[number]);
  if (index < 0 || rest.length === 0) return true;
  let turn = width < 768 ? 1 : 0;
  for (const char of rest.join(' ')) turn += char.charCodeAt(0);
  return turn % sweepLanguages.length === index;
}

/**
 * A back-office page at the width of the test: nothing scrolls sideways, and (see axeChecks) axe finds no serious or
 * critical violation once its transitions have ended (a button still fading to its new colour has no contrast yet).
 * `address` begins with the page's language in the sweeps ('fr fleet').
 */
export async function expectSound(page: Page, address: string) {
  await settled(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${address}: no sideways scrolling`).toBeLessThanOrEqual(0);
  if (axeChecks(address, page.viewportSize()?.width ?? 1280)) await expectNoSeriousViolations(page, address);
}

/**
 * axe (WCAG 2.1 A and AA) finds no serious or critical violation on the page as it is now. In axe's legacy mode: one
 * `axe.run` in the page, where the default opens a blank page beside it to merge each frame's results. The product
 * has no frame of another origin, which is all the default adds, and the legacy mode takes 40% of its CPU (on /search
 * at 1280 px: 3.7 CPU-s against 6.3 to 8.9, the same 29 rules passed).
 */
export async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode(true).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary ?? ''}`).join(', ')})`);
  expect(serious, label).toEqual([]);
}
