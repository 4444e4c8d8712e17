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

/**
 * A back-office page at the width of the test: nothing scrolls sideways, and axe finds no serious or critical violation
 * once its transitions have ended (a button still fading to its new colour has no contrast yet).
 */
export async function expectSound(page: Page, address: string) {
  await settled(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${address}: no sideways scrolling`).toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, address).toEqual([]);
}
