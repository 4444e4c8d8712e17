/**
 * The `frontend` section of docs/benchmarks.md: issue 11's targets with a met / not met mark for each, the
 * figures of this run per page, the issue's figures from before this work and of the comparison app, the
 * pages' HTML, the JavaScript, and for each target missed what the Lighthouse reports show (frontend-causes.ts).
 */
import path from 'node:path';
import { causesSection } from './frontend-causes.ts';
import type { FrontendResult } from './frontend.ts';
import { checks, jsChecks, kb, mark, pathOf, seconds, targets } from './frontend-targets.ts';

const range = (values: number[], format: (n: number) => string) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return format(low) === format(high) ? format(low) : `${format(low)}–${format(high)}`;
};

function summary(result: FrontendResult): string {
  const { pages } = result;
  const js = jsChecks(result);
  const rows = pages.map((p) => {
    const ok = checks(p);
    return `| ${p.name} (\`${pathOf(p.url)}\`) | ${p.performance} ${mark(ok.performance)} | ${seconds(p.lcpMs)} ${mark(ok.lcp)} | ${Math.round(p.tbtMs)} ms ${mark(ok.tbt)} | ${p.cls.toFixed(3)} ${mark(ok.cls)} | ${seconds(p.fcpMs)} | ${p.accessibility} ${mark(ok.accessibility)} | ${p.seo} ${mark(ok.seo)} |`;
  });
  const all = pages.map((p) => `${p.name.replace(' page', '')} ${p.performance}`).join(', ');
  return `### Targets (issue 11) and this run

| page | performance ≥ ${targets.performance} | LCP ≤ ${targets.lcpMs / 1000} s | TBT ≤ ${targets.tbtMs} ms | CLS ≤ ${targets.cls} | FCP (no target) | accessibility ${targets.accessibility} | SEO ${targets.seo} |
| --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

| JavaScript, gzip -9 | target | this run | |
| --- | --- | --- | --- |
| loaded by the home page before it is interactive | ≤ ${targets.homeJsGzipKb} KB | ${kb(result.homeJs.totalGzip)} KB (${result.homeJs.files.length} files) | ${mark(js.home)} |
| all of the build (every .js file in dist/assets) | ≤ ${targets.allJsGzipKb} KB | ${kb(result.buildJs.totalGzip)} KB (${result.buildJs.files.length} files) | ${mark(js.all)} |

### Before this work, the comparison app, and this run

The first two columns are issue 11's figures, not measured by this benchmark: a fresh clone served by \`npm start\`,
Lighthouse 12.8.2 mobile profile, median of 3; the leading open-source rental app measured in the same run. "—": the
issue gives no figure.

| measure | before this work | comparison app | target | this run |
| --- | --- | --- | --- | --- |
| performance | home 85, search 85, car page 87 | 68–70 | ≥ ${targets.performance} | ${all} |
| LCP | 3.1–3.3 s | 5.3–5.7 s | ≤ ${targets.lcpMs / 1000} s | ${range(pages.map((p) => p.lcpMs), seconds)} |
| TBT | 194–268 ms | 151–181 ms | ≤ ${targets.tbtMs} ms | ${range(pages.map((p) => p.tbtMs), (n) => `${Math.round(n)} ms`)} |
| FCP | 2.4 s | — | — | ${range(pages.map((p) => p.fcpMs), seconds)} |
| CLS | — | — | ≤ ${targets.cls} | ${range(pages.map((p) => p.cls), (n) => n.toFixed(3))} |
| accessibility | — | — | ${targets.accessibility} | ${range(pages.map((p) => p.accessibility), String)} |
| SEO | — | — | ${targets.seo} | ${range(pages.map((p) => p.seo), String)} |
| home page JavaScript before interactive, gzip | 190 KB | — | ≤ ${targets.homeJsGzipKb} KB | ${kb(result.homeJs.totalGzip)} KB |
| all JavaScript of the build, gzip | 456 KB | — | ≤ ${targets.allJsGzipKb} KB | ${kb(result.buildJs.totalGzip)} KB |`;
}

function details(result: FrontendResult): string {
  const { pages } = result;
  return `### Lighthouse per page

Lighthouse 12.8.2, default mobile settings: simulated slow 4G and a 4× CPU slowdown applied to the CPU time observed
on this machine, so a slower or busier machine scores lower (Lighthouse's CPU benchmark index is given per page).
Categories performance, accessibility and SEO; each page run ${pages[0]?.runs.length ?? 0} times in a fresh browser, the run with the
median performance score kept; its JSON report is in ${result.reportsDir} (a temporary folder) under the name given.

| page | performance (all runs) | Speed Index | CPU benchmark index | report |
| --- | --- | --- | --- | --- |
${pages.map((p) => `| ${p.name} (\`${pathOf(p.url)}\`) | ${p.performance} (${p.runs.join(', ')}) | ${seconds(p.speedIndexMs)} | ${p.benchmarkIndex} | ${path.basename(p.report)} |`).join('\n')}

### The pages' HTML

Each page fetched once as a browser that takes br and gzip asks for it. The HTML carries the server-rendered markup, the
styles of its first paint (Emotion's \`<style>\` elements) and the router's data for hydration (a JSON script).

| page | sent (Content-Encoding) | HTML | HTML gzip -9 | inline styles (vendor-prefixed) | hydration data | other inline scripts |
| --- | --- | --- | --- | --- | --- | --- |
${pages
  .map(({ name, weight: w }) => `| ${name} | ${kb(w.sentBytes)} KB (${w.encoding}) | ${kb(w.htmlBytes)} KB | ${kb(w.gzipBytes)} KB | ${kb(w.styleBytes)} KB (${kb(w.prefixedBytes)} KB) | ${kb(w.dataBytes)} KB | ${kb(w.scriptBytes)} KB |`)
  .join('\n')}

A route of the server for comparison: \`/sitemap.xml\` answered with Content-Encoding ${result.routeEncoding}.`;
}

function javascript(result: FrontendResult): string {
  const { homeJs, buildJs } = result;
  const largest = buildJs.files.slice(0, 10);
  const rest = buildJs.files.slice(10);
  const restGzip = rest.reduce((sum, f) => sum + f.gzip, 0);
  return `### JavaScript

The home page's: every script \`/\` loads until the load event and network idle (Playwright, 412×823 phone viewport).
The build's: every .js file in dist/assets. Each file gzipped at level 9 by the benchmark (the server sends the build's
brotli copies, smaller, to browsers that take them).

| the home page's scripts | raw | gzip -9 |
| --- | --- | --- |
${homeJs.files.map((f) => `| \`${f.file}\` | ${kb(f.bytes)} KB | ${kb(f.gzip)} KB |`).join('\n')}
| **total (${homeJs.files.length} files)** | **${kb(homeJs.totalBytes)} KB** | **${kb(homeJs.totalGzip)} KB** |

| the build's largest scripts | raw | gzip -9 |
| --- | --- | --- |
${largest.map((f) => `| \`${f.file}\` | ${kb(f.bytes)} KB | ${kb(f.gzip)} KB |`).join('\n')}
| ${rest.length} other files | ${kb(rest.reduce((sum, f) => sum + f.bytes, 0))} KB | ${kb(restGzip)} KB |
| **total (${buildJs.files.length} files)** | **${kb(buildJs.totalBytes)} KB** | **${kb(buildJs.totalGzip)} KB** |

What the build's scripts are made of, from their source maps (each source's share of a file's characters applied to
the file's gzip size, summed over the files: an estimate); the 15 largest:

| package or folder | gzip -9, estimated | in files |
| --- | --- | --- |
${buildJs.packages
  .slice(0, 15)
  .map((p) => `| ${p.name} | ${kb(p.gzip)} KB | ${p.files} |`)
  .join('\n')}`;
}

export function frontendSection(result: FrontendResult, machine: string, when: string): string {
  const foreign = [...new Set(result.pages.flatMap((p) => p.foreign))];
  return `## Front end: Lighthouse and JavaScript against issue 11's targets (${when} UTC)

Machine: ${machine}; 1-minute load average ${result.load.before.toFixed(2)} when the benchmark started,
${result.load.after.toFixed(2)} when it ended. Production build served by the real server (${result.startedWith}), fresh embedded
database in a temporary DATA_DIR, Chromium (\`/usr/bin/chromium\`) on loopback; the car and yacht pages are those of
the first car and the first yacht \`/api/cars\` and \`/api/yachts\` list. ${
    foreign.length ? `**Requests left the server**: ${foreign.join(', ')}.` : 'No page asked for anything outside this server.'
  } Written by \`npm run bench -- frontend\` (tests/bench/frontend*.ts).

${summary(result)}

${causesSection(result)}

${details(result)}

${javascript(result)}`;
}
