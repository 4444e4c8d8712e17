import { defineConfig } from '@playwright/test';
import { browsers, chromiumArgs } from './scripts/chromium.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  // Generous: the sweeps open every page of a kind in three languages, and CI runs vitest and two browser lanes at once
  // on 2 cores (a page that takes 1 s alone can take 8 there). What the tests assert is never how long it took.
  timeout: 240_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // Its own folder per run: npm test runs two at once, and each empties its folder as it starts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3917',
    launchOptions: { executablePath: browsers.tests.path, args: chromiumArgs },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  projects: [
    // A test tagged @mobile-only runs at 360 px only, @desktop-only at 1280 px only (a sweep split between the widths).
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, grepInvert: /@mobile-only/ },
    // What does not depend on the width (tagged @any-width: HTTP answers, the sitemap, the colour mode) runs at 1280 px only.
    {
      name: 'mobile',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      grepInvert: /@any-width|@desktop-only/,
    },
  ],
});
