import type { Page } from '@playwright/test';

/** Transitions and finite animations (a dialog or a menu opening, a button fading back) have ended; spinners may go on. */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}
