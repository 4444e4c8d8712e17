/**
 * Runs the Playwright suite against the real server: a fresh embedded database in a temporary
 * DATA_DIR, the built SPA (E2E_DIST_DIR, default dist), the demo data. Installs Chromium first when it
 * is missing. Arguments go to `playwright test` (`--project desktop`, `-g <title>`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startGoogleProvider } from '@/tests/e2e/google-provider.ts';
import { ensureChromium } from './chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
ensureChromium('tests');

const port = Number(process.env.E2E_PORT ?? 3917);
/** The build served: `dist` (production), or another folder such as `dist-dev` (a development build). */
const distDir = process.env.E2E_DIST_DIR ?? 'dist';
const dataDir = mkdtempSync(path.join(tmpdir(), 'azura-e2e-'));
const appUrl = `http://127.0.0.1:${port}`;
// Google sign-in goes to a real OpenID provider on this machine (tests/e2e/google-provider.ts).
const google = await startGoogleProvider(appUrl);
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    APP_URL: appUrl,
    ...google.env,
    NODE_ENV: 'test',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForHealth() {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The server did not answer within 90 s');
}

let status = 1;
try {
  await waitForHealth();
  // Not spawnSync: the Google provider runs in this process and must keep answering while the tests run.
  const tests = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: appUrl },
  });
  status = await new Promise<number>((resolve) => tests.once('exit', (code) => resolve(code ?? 1)));
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await google.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
