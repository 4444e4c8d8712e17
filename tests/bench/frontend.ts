/**
 * npm run bench -- frontend: what the browser gets from the production build, served by the real server as
 * `npm start` runs it (scripts/start.ts: builds when the build is missing or stale), on loopback with a fresh
 * embedded database, against issue 11's targets (frontend-report.ts):
 *
 *  - the JavaScript the home page loads before it is interactive (frontend-scripts.ts) and all the JavaScript
 *    of the build, with what it is made of (frontend-build.ts);
 *  - each page's HTML: sent size, compression, inline styles, hydration data (frontend-pages.ts);
 *  - Lighthouse 12 mobile on home, search, the first car's and the first yacht's page: performance,
 *    accessibility, SEO, LCP, TBT, CLS, FCP; `LIGHTHOUSE_RUNS` runs a page (3 by default), the median kept
 *    (frontend-lighthouse.ts), and what its report shows behind each missed target (frontend-diagnosis.ts).
 *
 * DIST_DIR=<folder> serves that build instead (to compare builds) with `server/main.ts` (the server's build in
 * <folder>/.ssr carries its packages: the folder may be anywhere). The JSON reports stay in a temporary folder, printed
 * at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from '@/scripts/chromium.ts';
import { measureBuildScripts, type BuildScripts } from './frontend-build.ts';
import { freePort, runLighthouse, type PageScore } from './frontend-lighthouse.ts';
import { download, offerPages, pageWeight, type PageWeight } from './frontend-pages.ts';
import { measurePageScripts, type ScriptTotals } from './frontend-scripts.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface FrontendResult {
  homeJs: ScriptTotals;
  buildJs: BuildScripts;
  pages: (PageScore & { weight: PageWeight })[];
  /** Content-Encoding of /sitemap.xml, a route of the server, to a browser that takes br and gzip. */
  routeEncoding: string;
  reportsDir: string;
  startedWith: string;
  /** The machine's 1-minute load average when the benchmark started, and after it. */
  load: { before: number; after: number };
}

function startServer(port: number, dataDir: string): { server: ChildProcess; startedWith: string } {
  // DIST_DIR set: serve that build as it is (for comparing builds); else `npm start`'s own path.
  const distDir = process.env.DIST_DIR;
  const entry = distDir ? 'server/main.ts' : 'scripts/start.ts';
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error', OUTBOX_INTERVAL_MS: '0' };
  delete env.NODE_ENV; // as `npm start` runs it
  const server = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  return { server, startedWith: distDir ? `\`node --import tsx server/main.ts\` on the build in DIST_DIR=${distDir}` : '`npm start`: `node --import tsx scripts/start.ts`' };
}

async function untilHealthy(base: string, server: ChildProcess, timeoutMs = 600_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit code ${server.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // building or not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

export async function measureFrontend({ runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3) } = {}): Promise<FrontendResult> {
  ensureChromium('benchmarks');
  const before = loadavg()[0]!;
  if (before > 1.5) console.warn(`Load average ${before.toFixed(1)}: Lighthouse's simulated figures scale with the CPU time it observes, so they come out worse on a busy machine.`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'azura-bench-'));
  const reportsDir = mkdtempSync(path.join(tmpdir(), 'azura-lighthouse-'));
  const { server, startedWith } = startServer(port, dataDir);
  try {
    await untilHealthy(base, server);
    // Once the server is up, the build it serves is there (scripts/start.ts builds first when it is stale).
    const buildJs = measureBuildScripts(process.env.DIST_DIR ?? path.join(root, 'dist'));
    const homeJs = await measurePageScripts(`${base}/`);
    if (homeJs.foreign.length) throw new Error(`The home page asked for other origins: ${homeJs.foreign.join(', ')}`);
    const offers = await offerPages(base);
    const list = [
      ['home', 'home', `${base}/`],
      ['search', 'search', `${base}/search`],
      ['car page', 'car', offers.car],
      ['yacht page', 'yacht', offers.yacht],
    ] as const;
    const pages: FrontendResult['pages'] = [];
    for (const [name, slug, url] of list) {
      const weight = await pageWeight(url);
      pages.push({ ...(await runLighthouse(name, url, runs, reportsDir, slug)), weight });
      const last = pages.at(-1)!;
      // A build replaced while the benchmark runs, or a broken page, would be measured as something else.
      if (last.failed.length) throw new Error(`${name}: requests failed: ${last.failed.join(', ')}`);
      console.log(
        `${name}: performance ${last.performance} (runs ${last.runs.join(', ')}), accessibility ${last.accessibility}, SEO ${last.seo}, ` +
          `LCP ${Math.round(last.lcpMs)} ms, TBT ${Math.round(last.tbtMs)} ms, CLS ${last.cls.toFixed(3)}, FCP ${Math.round(last.fcpMs)} ms`,
      );
    }
    const routeEncoding = (await download(`${base}/sitemap.xml`)).encoding;
    return { homeJs, buildJs, pages, routeEncoding, reportsDir, startedWith, load: { before, after: loadavg()[0]! } };
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
