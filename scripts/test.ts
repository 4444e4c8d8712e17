/**
 * npm test: every kind of test. The translations are compiled first (the builds and some tests read them);
 * then two lanes run side by side: vitest (unit, machines, screens, model paths, server on PGlite), then the server
 * suite on PostgreSQL when TEST_DATABASE_URL is set; and the rest in order — the type check, the builds, the browser
 * tests (which mostly wait on the browser, so they overlap well with vitest on 2 cores).
 * Each line of a lane's output is prefixed with its step; the last lines sum the steps up.
 * FAIL_FAST=false runs every step even after a failure (by default a lane stops at its first failure, and
 * the other lane starts nothing new).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');

interface Step {
  name: string;
  /** A short tag for the lines of its output. */
  tag: string;
  command: string;
  env?: Record<string, string>;
}

const translations: Step = { name: 'translations', tag: 'i18n', command: 'npx lingui compile --strict --typescript' };

/**
 * The longest step, in a lane of its own (the server suite on PostgreSQL follows it, below). Two workers: on 2 cores
 * vitest would otherwise take one, and the browser tests of the other lane mostly wait.
 */
const vitest: Step[] = [{ name: 'unit, machines, screens, model paths, server on PGlite', tag: 'vitest', command: 'npx vitest run --maxWorkers=2' }];

/** The rest, one after the other: about as long as vitest when both run together. */
const others: Step[] = [
  { name: 'types', tag: 'types', command: 'npx tsc -p tsconfig.json --noEmit' },
  // The browser's build, then the server's (which renders the pages, server/plugins/ssr.ts) into it.
  {
    name: 'build',
    tag: 'build',
    command: 'npx vite build --logLevel warn && npx vite build --ssr src/app/entry-server.tsx --outDir dist/.ssr --logLevel warn',
    env: { NODE_ENV: 'production' },
  },
  // React's development build mounts every screen twice (Strict Mode): the browser tests run on it too, at 1280 px.
  {
    name: 'development build',
    tag: 'build-dev',
    command:
      'npx vite build --mode development --outDir dist-dev --logLevel error && npx vite build --mode development --ssr src/app/entry-server.tsx --outDir dist-dev/.ssr --logLevel error',
    env: { NODE_ENV: 'development' },
  },
  { name: 'end-to-end in Chromium', tag: 'e2e', command: 'node --import tsx scripts/e2e.ts' },
  // The accessibility sweep of the public pages (quality.spec.ts) is the production build's: every public page's
  // development-build warnings are ssr.spec.ts's to catch.
  {
    name: 'end-to-end in Chromium on the development build',
    tag: 'e2e-dev',
    command: 'node --import tsx scripts/e2e.ts --project=desktop --grep-invert "@public-sweep"',
    env: { E2E_DIST_DIR: 'dist-dev' },
  },
];
// After vitest, in its lane: the two lanes end at about the same time.
if (process.env.TEST_DATABASE_URL) {
  vitest.push({ name: 'server on PostgreSQL', tag: 'postgres', command: 'npx vitest run --project server', env: { SERVER_TEST_DB: 'postgres' } });
} else {
  console.log('TEST_DATABASE_URL is not set: the server suite runs on PGlite only.');
}

const failFast = process.env.FAIL_FAST !== 'false';
const results: { name: string; ok: boolean; seconds: string }[] = [];
let failed = false;

function run(step: Step, prefixed: boolean): Promise<boolean> {
  console.log(`\n=== ${step.name}: ${step.command}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, {
      cwd: root,
      shell: true,
      env: { ...process.env, ...step.env },
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefixed) {
      for (const stream of [child.stdout!, child.stderr!]) {
        createInterface({ input: stream }).on('line', (line) => console.log(`[${step.tag}] ${line}`));
      }
    }
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      results.push({ name: step.name, ok, seconds });
      console.log(`=== ${step.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds} s`);
      resolve(ok);
    });
  });
}

/** The steps one after the other, until one fails (or all of them, with FAIL_FAST=false). */
async function lane(steps: Step[], prefixed: boolean): Promise<void> {
  for (const step of steps) {
    if (failed && failFast) return;
    if (!(await run(step, prefixed))) failed = true;
  }
}

const started = Date.now();
await lane([translations], false);
await Promise.all([lane(vitest, true), lane(others, true)]);

const passed = results.filter((result) => result.ok).length;
console.log('\n' + results.map((result) => `${result.ok ? 'passed' : 'FAILED'}  ${result.seconds.padStart(6)} s  ${result.name}`).join('\n'));
console.log(`\nsteps: ${passed} passed, ${results.length - passed} failed, in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(results.length - passed === 0 && !failed ? 0 : 1);
