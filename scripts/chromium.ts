import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The browsers, from Debian's packages. The browser tests run in the headless shell (package chromium-headless-shell:
 * the same Blink and V8 without the desktop browser around them): on this 2-core machine it loads and hydrates a
 * page for half the CPU of the whole browser in its headless mode (6 loads of /search: 29 CPU-s against 65). The
 * benchmarks (Lighthouse) measure the whole browser, as a visitor has it.
 */
export const browsers = {
  tests: { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', package: 'chromium-headless-shell' },
  benchmarks: { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', package: 'chromium' },
} as const;
export type BrowserUse = keyof typeof browsers;
/** The flags this machine needs (no sandbox as root, no network beyond loopback). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Makes sure the browser of this use is there: installs Debian's package when root, else says what to run. */
export function ensureChromium(use: BrowserUse) {
  const browser = browsers[use];
  if (existsSync(browser.path)) return;
  if (process.getuid?.() === 0) {
    console.log(`${browser.package} is missing: installing it with apt-get (about a minute)…`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${browser.package}`, { stdio: 'inherit' });
    if (existsSync(browser.path)) return;
  }
  console.error(`Chromium is needed here. Install it with:\n  sudo apt-get install -y ${browser.package}\n(or set CHROMIUM_PATH).`);
  process.exit(1);
}
