/**
 * Lighthouse 12 (mobile profile: moto G power, slow 4G and 4x CPU throttling, simulated) on one page:
 * performance, accessibility and SEO, `runs` times in a fresh browser each; the run with the median
 * performance score is kept, its JSON report written to `reportsDir`, and what it says about the page read
 * out (frontend-diagnosis.ts): the LCP element and its phases, the main thread, the scripts, the failing audits.
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { browsers, chromiumArgs } from '@/scripts/chromium.ts';
import { diagnose, type LhReport, type PageDiagnosis } from './frontend-diagnosis.ts';

export interface PageScore {
  name: string;
  url: string;
  performance: number;
  accessibility: number;
  seo: number;
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
  /** Requests of the kept run that failed or answered 400 or more (there should be none). */
  failed: string[];
  report: string;
  diagnosis: PageDiagnosis;
}

/** A loopback port nobody listens on. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const score = (lhr: LhReport, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** One Lighthouse run in a fresh Chromium (a cold cache, as a first visit); once more when Lighthouse itself fails. */
async function runOnce(url: string): Promise<{ lhr: LhReport; json: string }> {
  const { default: lighthouse } = await import('lighthouse');
  for (let attempt = 1; ; attempt += 1) {
    // Chromium with the flags of scripts/chromium.ts, opened to Lighthouse on a debugging port.
    const port = await freePort();
    const chrome = await chromium.launch({ executablePath: browsers.benchmarks.path, args: [...chromiumArgs, `--remote-debugging-port=${port}`] });
    try {
      const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const lhr = result.lhr as unknown as LhReport;
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      return { lhr, json: result.report as string };
    } catch (error) {
      if (attempt >= 2) throw error;
      console.warn(`Lighthouse run failed, once more: ${String(error)}`);
    } finally {
      await chrome.close();
    }
  }
}

export async function runLighthouse(name: string, url: string, runs: number, reportsDir: string, slug = name): Promise<PageScore> {
  const results: { performance: number; lhr: LhReport; json: string }[] = [];
  for (let i = 0; i < runs; i += 1) {
    const { lhr, json } = await runOnce(url);
    results.push({ performance: score(lhr, 'performance'), lhr, json });
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
        (lhr.audits['network-requests']?.details?.items ?? []).map((item) => (typeof item.url === 'string' ? item.url : '')).filter((u) => u && !u.startsWith(origin) && !u.startsWith('data:')),
      ),
    ),
  ];
  const failed = (kept.lhr.audits['network-requests']?.details?.items ?? [])
    .filter((item) => Number(item.statusCode) >= 400 || item.statusCode === -1)
    .map((item) => `${String(item.url)} (${String(item.statusCode)})`);
  return {
    name,
    url,
    performance: kept.performance,
    accessibility: score(kept.lhr, 'accessibility'),
    seo: score(kept.lhr, 'seo'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    speedIndexMs: audit('speed-index'),
    runs: results.map((r) => r.performance),
    benchmarkIndex: Math.round(kept.lhr.environment.benchmarkIndex),
    foreign,
    failed,
    report,
    diagnosis: diagnose(kept.lhr),
  };
}
