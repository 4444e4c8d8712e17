import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, APIResponse, Locator, Page, TestInfo } from '@playwright/test';

/**
 * The page has hydrated: each link and control of a server-rendered page is React's (React marks the elements it
 * has adopted), those of the map and of the HTML an article or an answer carries (`data-prose`) aside. Before that the page shows but does not answer yet, as for a person whose
 * phone is still running the page's script. A page the browser renders alone is ready as it shows.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.getElementById('azura-data')) return true;
    const controls = [...document.querySelectorAll('#root a, #root button, #root input, #root select, #root textarea')].filter(
      (element) => !element.closest('.leaflet-container, [data-prose]'),
    );
    return controls.length > 0 && controls.every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
  });
}

/** Playwright's test, whose `page.goto` returns once the page it opened has hydrated (when JavaScript runs). */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false) await hydrated(page);
      return response;
    };
    await use(page);
  },
});

/**
 * The tags of a flow written for several languages: it runs in English at 1280 px and in each other language at 360 px
 * (each width and each language once), and in English on React's development build too (scripts/test.ts), where its
 * warnings and Strict Mode's second mount show.
 */
export const languageVariant = (language: string): string[] =>
  language === 'en' ? ['@desktop-only', '@dev-build'] : ['@mobile-only'];
