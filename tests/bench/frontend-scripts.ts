/**
 * The JavaScript the home page loads before it is interactive: every script response until the load event and
 * network idle, Chromium at a phone's viewport. Each file is gzipped here at level 9, so the figure does not
 * depend on the server's compression settings.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { browsers, chromiumArgs } from '@/scripts/chromium.ts';

export interface ScriptFile {
  file: string;
  bytes: number;
  gzip: number;
  /** Content-Encoding the server answered with (br, gzip or none). */
  encoding: string;
}

export interface ScriptTotals {
  files: ScriptFile[];
  totalBytes: number;
  totalGzip: number;
}

export const totals = (files: ScriptFile[]): ScriptTotals => ({
  files: [...files].sort((a, b) => b.gzip - a.gzip),
  totalBytes: files.reduce((sum, f) => sum + f.bytes, 0),
  totalGzip: files.reduce((sum, f) => sum + f.gzip, 0),
});

/** Every script the page loads until `load` and then 500 ms without network activity. */
export async function measurePageScripts(url: string): Promise<ScriptTotals & { foreign: string[] }> {
  const browser = await chromium.launch({ executablePath: browsers.benchmarks.path, args: chromiumArgs });
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
    const files = (await Promise.all(pending)).filter((f): f is ScriptFile => f !== null);
    return { ...totals(files), foreign };
  } finally {
    await browser.close();
  }
}
