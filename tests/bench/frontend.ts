/**
 * npm run bench -- frontend: what the browser gets from the production build, served by the real
 * server as `npm start` runs it (scripts/start.ts: builds when the build is missing or stale).
 *
 *  (a) the JavaScript the home page loads before it is interactive: every script response until the
 *      load event and network idle, Chromium (Playwright) at a phone's viewport; each file's bytes are
 *      gzipped here at level 9, so the figure does not depend on the server's compression settings.
 *  (b) Lighthouse 12 (mobile profile: moto G power, slow 4G and 4x CPU throttling, simulated) on `/`,
 *      `/search` and the first car of /search; performance and accessibility. Each page is run
 *      `LIGHTHOUSE_RUNS` times (3 by default) and the run with the median performance score is kept.
 *
 * The JSON reports are kept in a temporary folder (printed at the end) to read the failing audits.
 * Everything is on loopback: the pages must not ask for anything outside this server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath, ensureChromium } from '../../scripts/chromium.ts';

const root = path.resolve(import.meta.dirname, '../..');

export const targets = { homeJsGzipKb: 170, performance: 90, accessibility: 95 };

export interface ScriptFile {
  file: string;
  bytes: number;
  gzip: number;
  /** Content-Encoding the server answered with (br, gzip or none). */
  encoding: string;
}

export interface PageScore {
  name: string;
  url: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  /** Performance scores of every run, in order. */
  runs: number[];
  /** Lighthouse's measure of this machine's CPU speed during the kept run (a simulated run scales with it). */
  benchmarkIndex: number;
  /** Requests to anything but this server (there should be none). */
  foreign: string[];
  report: string;
}

export interface FrontendResult {
  homeJs: { files: ScriptFile[]; totalBytes: number; totalGzip: number };
  pages: PageScore[];
  reportsDir: string;
  startedWith: string;
}

/** A loopback port nobody listens on. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
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

async function untilHealthy(base: string, timeoutMs = 300_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
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

/** Every script the page loads until `load` and then 500 ms without network activity. */
export async function measurePageScripts(url: string): Promise<{ files: ScriptFile[]; totalBytes: number; totalGzip: number; foreign: string[] }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    const origin = new URL(url).origin;
    const pending: Promise<ScriptFile | null>[] = [];
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const contentType = response.headers()['content-type'] ?? '';
      if (type !== 'script' && !/javascript/.test(contentType)) return;
      pending.push(
        response.body().then(
          (body) => ({
            file: new URL(response.url()).pathname,
            bytes: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            encoding: response.headers()['content-encoding'] ?? 'none',
          }),
          () => null,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const files = (await Promise.all(pending)).filter((f): f is ScriptFile => f !== null).sort((a, b) => b.gzip - a.gzip);
    return {
      files,
      totalBytes: files.reduce((sum, f) => sum + f.bytes, 0),
      totalGzip: files.reduce((sum, f) => sum + f.gzip, 0),
      foreign,
    };
  } finally {
    await browser.close();
  }
}

/** The address of the first car offered by /search, as a visitor would follow it. */
export async function firstCarUrl(base: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/search`);
    const link = page.locator('a[href^="/cars/"]').first();
    await link.waitFor({ timeout: 30_000 });
    const href = await link.getAttribute('href');
    if (!href) throw new Error('no car link on /search');
    return new URL(href, base).href;
  } finally {
    await browser.close();
  }
}

interface LhAudit {
  numericValue?: number;
  details?: { items?: { url?: string }[] };
}
interface LhReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, LhAudit>;
  environment: { benchmarkIndex: number };
  runtimeError?: { code: string; message: string };
}

export async function runLighthouse(name: string, url: string, runs: number, reportsDir: string, slug = name): Promise<PageScore> {
  const { default: lighthouse } = await import('lighthouse');
  const results: { performance: number; lhr: LhReport; json: string }[] = [];
  for (let i = 0; i < runs; i += 1) {
    // A fresh browser per run: a cold cache, as a first visit. One retry when Lighthouse itself fails.
    for (let attempt = 1; ; attempt += 1) {
      // Chromium with the flags of scripts/chromium.ts, opened to Lighthouse on a debugging port.
      const port = await freePort();
      const chrome = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, `--remote-debugging-port=${port}`] });
      try {
        const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        const lhr = result.lhr as unknown as LhReport;
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        results.push({ performance: Math.round((lhr.categories.performance?.score ?? 0) * 100), lhr, json: result.report as string });
        break;
      } catch (error) {
        if (attempt >= 2) throw error;
        console.warn(`Lighthouse run failed, once more: ${String(error)}`);
      } finally {
        await chrome.close();
      }
    }
  }
  const ordered = [...results].sort((a, b) => a.performance - b.performance);
  const kept = ordered[Math.floor(ordered.length / 2)]!;
  const report = path.join(reportsDir, `${slug.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.json`);
  writeFileSync(report, kept.json);
  const audit = (id: string) => kept.lhr.audits[id]?.numericValue ?? NaN;
  const origin = new URL(url).origin;
  const foreign = [
    ...new Set(
      results.flatMap(({ lhr }) =>
        (lhr.audits['network-requests']?.details?.items ?? []).map((item) => item.url ?? '').filter((u) => u && !u.startsWith(origin) && !u.startsWith('data:')),
      ),
    ),
  ];
  return {
    name,
    url,
    performance: kept.performance,
    accessibility: Math.round((kept.lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    speedIndexMs: audit('speed-index'),
    runs: results.map((r) => r.performance),
    benchmarkIndex: Math.round(kept.lhr.environment.benchmarkIndex),
    foreign,
    report,
  };
}

export async function measureFrontend({ runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3) } = {}): Promise<FrontendResult> {
  ensureChromium();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'azura-bench-'));
  const reportsDir = mkdtempSync(path.join(tmpdir(), 'azura-lighthouse-'));
  const { server, startedWith } = startServer(port, dataDir);
  try {
    await untilHealthy(base);
    const homeJs = await measurePageScripts(`${base}/`);
    if (homeJs.foreign.length) throw new Error(`The home page asked for other origins: ${homeJs.foreign.join(', ')}`);
    const carUrl = await firstCarUrl(base);
    const pages: PageScore[] = [];
    for (const [name, slug, url] of [['home', 'home', `${base}/`], ['search', 'search', `${base}/search`], ['car page', 'car', carUrl]] as const) {
      pages.push(await runLighthouse(name, url, runs, reportsDir, slug));
      const last = pages.at(-1)!;
      console.log(`${name}: performance ${last.performance} (runs ${last.runs.join(', ')}), accessibility ${last.accessibility}`);
    }
    return { homeJs, pages, reportsDir, startedWith };
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const met = (ok: boolean) => (ok ? 'met' : '**not met**');

export function frontendSection(result: FrontendResult, machine: string, when: string): string {
  const { homeJs, pages } = result;
  const jsOk = homeJs.totalGzip / 1024 < targets.homeJsGzipKb;
  const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;
  const foreign = [...new Set(pages.flatMap((p) => p.foreign))];
  return `## Front end: home page JavaScript and Lighthouse (${when} UTC)

Machine: ${machine}. Production build served by the real server (${result.startedWith}), fresh embedded
database in a temporary DATA_DIR, Chromium (\`/usr/bin/chromium\`) on loopback. ${
    foreign.length ? `**Requests left the server**: ${foreign.join(', ')}.` : 'No page asked for anything outside this server.'
  }

### Home page JavaScript before it is interactive

Every script \`/\` loads until the load event and network idle (Playwright, 412×823 phone viewport), each file
gzipped at level 9 by the benchmark; the server itself sends the build's brotli copies (smaller) to browsers that take them.

| file | raw | gzip -9 |
| --- | --- | --- |
${homeJs.files.map((f) => `| \`${f.file}\` | ${kb(f.bytes)} KB | ${kb(f.gzip)} KB |`).join('\n')}
| **total (${homeJs.files.length} files)** | **${kb(homeJs.totalBytes)} KB** | **${kb(homeJs.totalGzip)} KB** |

Target: under ${targets.homeJsGzipKb} KB gzip. This run: ${kb(homeJs.totalGzip)} KB, ${met(jsOk)}.

### Lighthouse 12.8.2, mobile profile

Default mobile settings (simulated slow 4G, 4× CPU slowdown applied to the CPU time observed on this machine,
so a slower or busier machine scores lower; Lighthouse's own CPU benchmark index is given per page), performance
and accessibility categories; each page run ${pages[0]?.runs.length ?? 0} times in a fresh browser, the run with the median
performance score shown (its JSON report is kept in a temporary folder the benchmark prints, to read the audits).

| page | performance (all runs) | accessibility | LCP | TBT | CLS | FCP | Speed Index | CPU benchmark index |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${pages
  .map(
    (p) =>
      `| ${p.name} (\`${pathOf(p.url)}\`) | ${p.performance} (${p.runs.join(', ')}) | ${p.accessibility} | ${(p.lcpMs / 1000).toFixed(1)} s | ${Math.round(p.tbtMs)} ms | ${p.cls.toFixed(3)} | ${(p.fcpMs / 1000).toFixed(1)} s | ${(p.speedIndexMs / 1000).toFixed(1)} s | ${p.benchmarkIndex} |`,
  )
  .join('\n')}

Targets: performance ≥ ${targets.performance} and accessibility ≥ ${targets.accessibility} on each page. This run:
${pages.map((p) => `${p.name} performance ${met(p.performance >= targets.performance)}, accessibility ${met(p.accessibility >= targets.accessibility)}`).join('; ')}.`;
}
