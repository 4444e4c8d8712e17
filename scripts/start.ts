/**
 * npm start: builds the app when the build is missing or older than its sources, then serves the
 * product (API + SPA) with the demo data on the embedded database.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// The browser's build (index.html) and the server's (.ssr/entry-server.js, written after it): the older of the two.
const builtAt = Math.min(
  ...['index.html', '.ssr/entry-server.js'].map((file) => {
    const built = path.join(root, 'dist', file);
    return existsSync(built) ? statSync(built).mtimeMs : 0;
  }),
);

function newestIn(target: string): number {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((newest, entry) => Math.max(newest, newestIn(path.join(target, entry))), stat.mtimeMs);
}

const sources = ['src', 'machines', 'domain', 'config', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
if (builtAt === 0 || sources.some((s) => newestIn(s) > builtAt)) {
  console.log(builtAt === 0 ? 'Building the app (first start)…' : 'Sources changed since the last build: rebuilding…');
  // Always the production bundle: Vite would follow NODE_ENV=development into a development build, and NODE_ENV
  // keeps its meaning for the server (server/config.ts) only.
  execSync('npm run build', { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}

await import('@/server/main.ts');
