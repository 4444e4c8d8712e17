/**
 * npm test: every kind of test. The translations are compiled first (the builds and some tests read them); then
 * lanes run side by side (see `lanes`): vitest (unit, machines, screens, model paths, server on PGlite); two lanes of
 * the type check, the linter, builds and browser tests, which mostly wait on the browser and the server, so they
 * overlap well with vitest on 2 cores; and the server suite on PostgreSQL when TEST_DATABASE_URL is set.
 * Each line of a lane's output is prefixed with its step; the last lines sum the steps up.
 * FAIL_FAST=false runs every step even after a failure (by default a lane stops at its first failure, and
 * the other lanes start nothing new).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');

interface Step {
  name: string;
  /** A short tag for the lines of its output. */
  tag: string;
  command: string;
  env?: Record<string, string>;
  /** Steps of other lanes that must have passed first (the build a browser test serves). */
  after?: Step[];
}

const translations: Step = { name: 'translations', tag: 'i18n', command: 'npx lingui compile --strict --typescript' };

/** The browser's build, then the server's (which renders the pages, server/plugins/ssr.ts) into it. */
const build: Step = {
  name: 'build',
  tag: 'build',
  command: 'npx vite build --logLevel warn && npx vite build --ssr src/app/entry-server.tsx --outDir dist/.ssr --logLevel warn',
  env: { NODE_ENV: 'production' },
};
/** React's development build mounts every screen twice (Strict Mode): the browser tests run on it too, at 1280 px. */
const buildDev: Step = {
  name: 'development build',
  tag: 'build-dev',
  command:
    'npx vite build --mode development --outDir dist-dev --logLevel error && npx vite build --mode development --ssr src/app/entry-server.tsx --outDir dist-dev/.ssr --logLevel error',
  env: { NODE_ENV: 'development' },
};

/**
 * The browser tests wait on the browser and the server far more than they compute: they run as two halves side by
 * side (Playwright's shards, split by file), each against a server and a fresh database of its own on its own port,
 * so that no test sees another's data.
 */
const e2e = (half: 1 | 2, port: number): Step => ({
  name: `end-to-end in Chromium, half ${half}`,
  tag: `e2e-${half}`,
  command: `node --import tsx scripts/e2e.ts --shard=${half}/2`,
  env: { E2E_PORT: String(port), E2E_OUTPUT_DIR: `test-results/e2e-${half}` },
  after: [build],
});
/**
 * The development build's run (React's warnings, Strict Mode mounting every screen twice) takes the tests tagged
 * @dev-build: every public page hydrating in each language, and each main flow once. The screen tests render in
 * Strict Mode too; the rest of the browser tests is the production build's.
 */
const e2eDev: Step = {
  name: 'end-to-end in Chromium on the development build',
  tag: 'e2e-dev',
  command: 'node --import tsx scripts/e2e.ts --project=desktop --grep @dev-build',
  env: { E2E_DIST_DIR: 'dist-dev', E2E_PORT: '3917', E2E_OUTPUT_DIR: 'test-results/e2e-dev' },
  after: [buildDev],
};

/**
 * Lanes side by side, each one step after the other. Vitest is the longest step (two workers: on 2 cores it would
 * otherwise take one); two lanes each run half of the production build's browser tests, one browser at a time per
 * lane, one of them the development build's too. The server suite on PostgreSQL has a lane of its own from the start:
 * it mostly waits on the database (about 0.9 of a core alone), and at the end of a lane it left the second core idle
 * while it finished alone (on 2026-11-29 its last 90 s, after vitest and the other browser lane had ended).
 */
const lanes: Step[][] = [
  [{ name: 'unit, machines, screens, model paths, server on PGlite', tag: 'vitest', command: 'npx vitest run --maxWorkers=2' }],
  [build, e2e(1, 3917), e2eDev],
  [
    { name: 'types', tag: 'types', command: 'npx tsc -p tsconfig.json --noEmit' },
    // The whole linter (eslint.config.ts, `npm run lint`): typescript-eslint with type information, react-hooks,
    // jsx-a11y, and the architecture's layers and import style (config/layers.ts: the layerChecks that
    // eslint.layers.config.ts runs alone). Without --cache: a fresh clone has none, and a typed rule's finding in one
    // file can change with another file, which ESLint's cache (keyed by each file's own text) would not see.
    { name: 'lint', tag: 'lint', command: 'npx eslint --max-warnings=0 .' },
    buildDev,
    e2e(2, 3918),
  ],
];
if (process.env.TEST_DATABASE_URL) {
  lanes.push([{ name: 'server on PostgreSQL', tag: 'postgres', command: 'npx vitest run --project server', env: { SERVER_TEST_DB: 'postgres' } }]);
} else {
  console.log('TEST_DATABASE_URL is not set: the server suite runs on PGlite only.');
}

const failFast = process.env.FAIL_FAST !== 'false';
const results: { name: string; ok: boolean; seconds: string }[] = [];
/**
 * The lines that name what failed (vitest's FAIL and ×, Playwright's ✘, tsc's and ESLint's errors), a few per step,
 * repeated under the summary: a long run's log is often read from its end only.
 */
const failures = new Map<string, string[]>();
const failureLine = /(^|\s)(FAIL|×|✘)\s|error TS\d+|^\s+\d+:\d+\s+error\s/;
/**
 * What a failure said, after the line naming it: the assertion's error and the lines of its diff (vitest's
 * `- Expected` / `+ Received`), so that a failure seen once under load is understood from the summary alone.
 */
const reasonLine = /^\s*(\w*Error|Expected|Received):?\s|^\s*[-+]\s{1,4}\S/;
function noteFailure(step: Step, line: string) {
  const plain = stripVTControlCharacters(line);
  const lines = failures.get(step.name) ?? [];
  if (!failureLine.test(plain) && !(lines.length > 0 && reasonLine.test(plain))) return;
  if (lines.length < 30) lines.push(plain.trim());
  failures.set(step.name, lines);
}
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
        createInterface({ input: stream }).on('line', (line) => {
          console.log(`[${step.tag}] ${line}`);
          noteFailure(step, line);
        });
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

/** Each step's outcome, known as a promise before any lane starts: a step can wait on another lane's. */
const outcomes = new Map<Step, { promise: Promise<boolean>; settle: (ok: boolean) => void }>();
for (const step of lanes.flat()) {
  let settle!: (ok: boolean) => void;
  const promise = new Promise<boolean>((resolve) => (settle = resolve));
  outcomes.set(step, { promise, settle });
}

/** The steps one after the other, until one fails (or all of them, with FAIL_FAST=false). */
async function lane(steps: Step[]): Promise<void> {
  for (const step of steps) {
    const outcome = outcomes.get(step)!;
    const needed = await Promise.all((step.after ?? []).map((other) => outcomes.get(other)!.promise));
    if ((failed && failFast) || needed.includes(false)) {
      // Not run: whoever waits on it learns so at once.
      outcome.settle(false);
      continue;
    }
    const ok = await run(step, true);
    if (!ok) failed = true;
    outcome.settle(ok);
  }
}

const started = Date.now();
if (!(await run(translations, false))) failed = true;
await Promise.all(lanes.map((steps) => lane(steps)));

const passed = results.filter((result) => result.ok).length;
console.log('\n' + results.map((result) => `${result.ok ? 'passed' : 'FAILED'}  ${result.seconds.padStart(6)} s  ${result.name}`).join('\n'));
for (const result of results.filter((one) => !one.ok)) {
  const lines = failures.get(result.name) ?? [];
  console.log(`\nwhat failed in ${result.name}:${lines.length ? '' : ' (no failure line recognised: read its output above)'}`);
  for (const line of lines) console.log(`  ${line}`);
}
console.log(`\nsteps: ${passed} passed, ${results.length - passed} failed, in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(results.length - passed === 0 && !failed ? 0 : 1);
