/**
 * npm test: every kind of test, in order from the cheapest. Each step prints its own output; the
 * last line sums them up. With TEST_DATABASE_URL, the server suite runs a second time on PostgreSQL.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps: { name: string; command: string; env?: Record<string, string> }[] = [
  { name: 'types', command: 'npx tsc -p tsconfig.json --noEmit' },
  { name: 'translations', command: 'npx lingui compile --strict --typescript' },
  { name: 'unit, machines, screens, model paths, server on PGlite', command: 'npx vitest run' },
];
if (process.env.TEST_DATABASE_URL) {
  steps.push({
    name: 'server on PostgreSQL',
    command: 'npx vitest run --project server',
    env: { SERVER_TEST_DB: 'postgres' },
  });
} else {
  console.log('TEST_DATABASE_URL is not set: the server suite runs on PGlite only.');
}
steps.push({ name: 'build', command: 'npx vite build --logLevel warn', env: { NODE_ENV: 'production' } });
steps.push({ name: 'end-to-end in Chromium', command: 'node --import tsx scripts/e2e.ts' });
// React's development build mounts every screen twice (Strict Mode): the browser tests run on it too, at 1280 px.
steps.push({
  name: 'development build',
  command: 'npx vite build --mode development --outDir dist-dev --logLevel error',
  env: { NODE_ENV: 'development' },
});
steps.push({
  name: 'end-to-end in Chromium on the development build',
  command: 'node --import tsx scripts/e2e.ts --project=desktop',
  env: { E2E_DIST_DIR: 'dist-dev' },
});

let passed = 0;
let failed = 0;
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.command}`);
  const started = Date.now();
  const result = spawnSync(step.command, { cwd: root, stdio: 'inherit', shell: true, env: { ...process.env, ...step.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    passed += 1;
    console.log(`=== ${step.name}: passed in ${seconds} s`);
  } else {
    failed += 1;
    console.log(`=== ${step.name}: FAILED in ${seconds} s`);
    if (process.env.FAIL_FAST !== 'false') break;
  }
}
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
