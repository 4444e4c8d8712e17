/** Issue 11's targets for the front end, and whether a run meets each; the formats the section writes figures in. */
import type { FrontendResult } from './frontend.ts';

/** Issue 11's targets. */
export const targets = { performance: 95, lcpMs: 1800, tbtMs: 150, cls: 0.02, accessibility: 100, seo: 100, homeJsGzipKb: 130, allJsGzipKb: 300 };

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const mark = (ok: boolean) => (ok ? 'met' : '**not met**');
export const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

type Page = FrontendResult['pages'][number];

/** Each target on a page: met or not. */
export function checks(page: Page) {
  return {
    performance: page.performance >= targets.performance,
    lcp: page.lcpMs <= targets.lcpMs,
    tbt: page.tbtMs <= targets.tbtMs,
    cls: page.cls <= targets.cls,
    accessibility: page.accessibility >= targets.accessibility,
    seo: page.seo >= targets.seo,
  };
}

export const jsChecks = (result: FrontendResult) => ({
  home: result.homeJs.totalGzip / 1024 <= targets.homeJsGzipKb,
  all: result.buildJs.totalGzip / 1024 <= targets.allJsGzipKb,
});
