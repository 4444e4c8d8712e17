import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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

/** Makes sure Chromium is there: installs Debian's package when root, else says what to run. */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing it with apt-get (about a minute)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    if (existsSync(chromiumPath)) return;
  }
  console.error(`Chromium is needed for the browser tests. Install it with:\n  sudo apt-get install -y chromium\n(or set CHROMIUM_PATH).`);
  process.exit(1);
}
