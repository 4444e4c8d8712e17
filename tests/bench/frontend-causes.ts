/**
 * For each of issue 11's targets a run misses, what the kept Lighthouse report of each page shows is responsible
 * (the points each metric costs, the LCP element and its phases, the document, the long tasks, the main thread,
 * the scripts and the packages in them, the failing audits and their elements), and what would close it: each
 * remedy is written only when the figures of the run show its cause, with the figures.
 */
import type { FrontendResult } from './frontend.ts';
import { checks, jsChecks, kb, pathOf, seconds, targets } from './frontend-targets.ts';

type Page = FrontendResult['pages'][number];

const ms = (n: number) => `${Math.round(n)} ms`;
const pct = (n: number) => `${Math.round(n * 100)} %`;
/** A resource of the page named by its path; the page itself as "the document". */
const short = (url: string, page: Page) => (url === page.url ? 'the document' : /^https?:/.test(url) ? `\`${pathOf(url)}\`` : url);
/** Seconds the simulated connection needs for these bytes. */
const transfer = (bytes: number, page: Page) => (bytes * 8) / (page.diagnosis.throttling.downloadKbps || 1474.56) / 1000;

function lcpFacts(page: Page): string {
  const { lcp, observed, document, renderBlocking } = page.diagnosis;
  const phases = lcp.phases.map((p) => `${p.phase.toLowerCase()} ${ms(p.ms)}`).join(', ');
  const blocking = renderBlocking.length ? ` Render-blocking: ${renderBlocking.map((r) => `${short(r.url, page)} (${ms(r.ms)})`).join(', ')}.` : '';
  return (
    `LCP ${seconds(page.lcpMs)}: the element is ${lcp.image ? 'a picture' : 'text'}, \`${lcp.snippet.slice(0, 200)}\` (“${lcp.label}”); ` +
    `its phases in the simulation: ${phases}. In this run's unthrottled load it was painted at ${ms(observed.lcpMs)} (first paint ${ms(observed.fcpMs)}). ` +
    `The document is ${kb(document.transferBytes)} KB as sent (${page.weight.encoding === 'none' ? 'uncompressed' : page.weight.encoding}): ` +
    `${transfer(document.transferBytes, page).toFixed(2)} s of the simulated connection (${Math.round(page.diagnosis.throttling.downloadKbps)} kbit/s) for it alone; ` +
    `the server answered in ${ms(document.serverResponseMs)} (observed).${blocking}`
  );
}

function tbtFacts(page: Page): string {
  const { longTasks, mainThread, bootup, throttling } = page.diagnosis;
  const tasks = longTasks.slice(0, 5).map((t) => `${ms(t.ms)} in ${short(t.url, page)}`);
  const groups = mainThread.groups.slice(0, 4).map((g) => `${g.label.toLowerCase()} ${ms(g.ms)}`);
  const scripts = bootup.slice(0, 3).map((b) => `${short(b.url, page)} ${ms(b.totalMs)} (${ms(b.scriptingMs)} evaluating)`);
  return (
    `TBT ${ms(page.tbtMs)}: ${longTasks.length} long tasks (at ${throttling.cpuSlowdown}× CPU), the longest ${tasks.join(', ')}. ` +
    `Main thread ${ms(mainThread.totalMs)}: ${groups.join(', ')}. CPU time by script: ${scripts.join('; ')}.`
  );
}

function auditLines(page: Page, category: 'accessibility' | 'seo'): string[] {
  return page.diagnosis.failing
    .filter((a) => a.category === category && a.counted)
    .map((a) => `${category === 'seo' ? 'SEO' : 'accessibility'} audit \`${a.id}\` fails, “${a.title}”: ${a.items.slice(0, 6).join('; ') || 'no element given'}.`);
}

function pageFacts(page: Page): string[] {
  const ok = checks(page);
  const lines: string[] = [];
  if (!ok.performance) {
    const lost = page.diagnosis.pointsLost.map((p) => `${p.metric} ${p.points.toFixed(1)}`).join(', ');
    lines.push(`Performance ${page.performance}: points each metric costs (weight × (1 − its score)): ${lost}.`);
  }
  if (!ok.lcp) lines.push(lcpFacts(page));
  if (!ok.tbt) lines.push(tbtFacts(page));
  if (!ok.cls) lines.push(`CLS ${page.cls.toFixed(3)}: ${page.diagnosis.layoutShifts.map((s) => `${s.element} (${s.score.toFixed(3)})`).join('; ') || 'no element given'}.`);
  if (!ok.accessibility) lines.push(...auditLines(page, 'accessibility'));
  if (!ok.seo) lines.push(...auditLines(page, 'seo'));
  return lines;
}

/** The packages of the largest script of a page's report, largest first: their share, or their estimated gzip size. */
function packagesPhrase(page: Page, count = 6, scriptGzip?: number): string {
  return page.diagnosis.packages.entries
    .slice(0, count)
    .map((e) => `${e.name} ${scriptGzip ? `≈ ${kb(e.share * scriptGzip)} KB` : pct(e.share)}`)
    .join(', ');
}

function remedies(result: FrontendResult): string[] {
  const { pages } = result;
  const out: string[] = [];
  const missLcp = pages.filter((p) => !checks(p).lcp || !checks(p).performance);

  const uncompressed = missLcp.filter((p) => p.weight.encoding === 'none' && p.weight.htmlBytes > 1024);
  if (uncompressed.length) {
    const each = uncompressed.map((p) => `${p.name} ${kb(p.weight.htmlBytes)} KB → ${kb(p.weight.gzipBytes)} KB, ${transfer(p.weight.htmlBytes - p.weight.gzipBytes, p).toFixed(2)} s less`);
    const why =
      result.routeEncoding !== 'none'
        ? `The server compresses its routes (\`/sitemap.xml\` came ${result.routeEncoding}) but not its pages: they are answered by the not-found handler ` +
          `(server/plugins/spa.ts), which @fastify/compress does not reach (it adds its onSend hook to each route, through onRoute). ` +
          `Answering pages from a route (\`app.get('/*', …)\`) or compressing the HTML in \`sendHtml\` (server/plugins/ssr.ts) would do it.`
        : 'Nothing the server sends is compressed in this run.';
    out.push(
      `**Compress the pages' HTML.** They are sent uncompressed, and in Lighthouse's simulation the first paint, the LCP and every ` +
        `request the page makes wait for the whole document. ${why} Gzip -9 and the simulated download saved: ${each.join('; ')}.`,
    );
  }

  const heavyStyles = missLcp.filter((p) => p.weight.styleBytes > 0.4 * p.weight.htmlBytes);
  if (heavyStyles.length) {
    const each = heavyStyles.map((p) => `${p.name} ${kb(p.weight.styleBytes)} KB of ${kb(p.weight.htmlBytes)} KB (${kb(p.weight.prefixedBytes)} KB vendor-prefixed)`);
    const sentRaw = heavyStyles.some((p) => p.weight.encoding === 'none');
    out.push(
      `**Lighter first-paint styles.** Emotion's inline styles are most of each page's HTML: ${each.join('; ')}. ` +
        (sentRaw
          ? 'Sent uncompressed they are downloaded before the first paint, and the browser parses them before it too (at 4× CPU in the simulation); compression shrinks their download most. '
          : 'Compressed, they cost little on the wire, but the browser parses them and matches their rules before the first paint (at 4× CPU in the simulation). ') +
        `Emotion's default stylis prefixer writes the vendor-prefixed copies (\`display:-webkit-box\`, \`-ms-flexbox\`…), which Emotion ` +
        `caches created with \`stylisPlugins: []\` (the server's and the browser's) would leave out where the browsers the app supports need none.`,
    );
  }

  const lazy = missLcp.filter((p) => p.diagnosis.lcp.lazy);
  if (lazy.length) {
    const each = lazy.map((p) => `${p.name}: \`${p.diagnosis.lcp.snippet.slice(0, 120)}\`, load delay ${ms(p.diagnosis.lcp.phases.find((x) => x.phase === 'Load Delay')?.ms ?? 0)} of ${seconds(p.lcpMs)}`);
    out.push(
      `**Load the LCP picture eagerly.** On ${lazy.map((p) => p.name).join(', ')} the LCP element is a picture with \`loading="lazy"\`, which the ` +
        `browser requests only once layout shows it is in view: ${each.join('; ')}. The first pictures of a list (those above the fold ` +
        `on a phone) with \`loading="eager"\` and \`fetchpriority="high"\` would be requested as soon as the HTML names them.`,
    );
  }

  const waiting = missLcp.filter((p) => !p.diagnosis.lcp.lazy);
  if (waiting.length) {
    const each = waiting.map((p) => {
      const phases = p.diagnosis.lcp.phases.filter((x) => x.ms >= 1).map((x) => `${x.phase.toLowerCase()} ${ms(x.ms)}`);
      return `${p.name} (${p.diagnosis.lcp.image ? 'a picture' : 'text'}): ${phases.join(', ')}`;
    });
    const unhinted = waiting.filter((p) => p.diagnosis.lcp.image && !p.diagnosis.lcp.highPriority).map((p) => p.name);
    out.push(
      `**The LCP element waits for the document and the main thread.** In the simulation an element of the HTML is painted ` +
        `after the whole document, the render-blocking style sheets and the main-thread work that came before its paint in the observed ` +
        `load (at 4× CPU); a picture is requested after the whole document: ${each.join('; ')}. Less HTML to fetch and parse ` +
        `shortens the first part, less main-thread work before the paint the rest` +
        (unhinted.length ? `; the picture of ${unhinted.join(', ')} also lacks \`fetchpriority="high"\`.` : '.'),
    );
  }

  const missTbt = pages.filter((p) => !checks(p).tbt);
  if (missTbt.length) {
    const worst = [...missTbt].sort((a, b) => b.tbtMs - a.tbtMs)[0]!;
    const longest = worst.diagnosis.longTasks[0];
    const over = missTbt.map((p) => `${p.name} ${ms(p.tbtMs)} (longest task ${ms(p.diagnosis.longTasks[0]?.ms ?? 0)} in ${short(p.diagnosis.longTasks[0]?.url ?? '', p)})`);
    out.push(
      `**Shorter start-up tasks.** TBT counts each task's time beyond 50 ms (simulated at 4× CPU): ${over.join('; ')}. ` +
        (longest && longest.url === worst.diagnosis.packages.script
          ? `The longest runs the entry script \`${pathOf(worst.diagnosis.packages.script)}\` (${packagesPhrase(worst)} of its source): its tasks are ` +
            `the app's start-up and the hydration of the page, which React runs as one synchronous render unless it is started ` +
            `in a transition (at the default hydration lane it does not yield). `
          : '') +
        `Reaching ≤ ${targets.tbtMs} ms needs that work cut into tasks under 50 ms or reduced: hydrating at a transition lane ` +
        `(\`hydrateRoot\` called inside \`startTransition\`, which React renders in slices of a few ms), in parts (\`<Suspense>\` ` +
        `boundaries hydrate separately), and less work before and during hydration.`,
    );
  }

  const js = jsChecks(result);
  if (!js.home) {
    const home = pages[0]!;
    const over = result.homeJs.totalGzip / 1024 - targets.homeJsGzipKb;
    const first = result.homeJs.files[0]!;
    out.push(
      `**Less JavaScript before the home page is interactive.** ${kb(result.homeJs.totalGzip)} KB, ${over.toFixed(1)} KB over ${targets.homeJsGzipKb} KB; ` +
        `\`${first.file}\` alone is ${kb(first.gzip)} KB, made of ${packagesPhrase(home, 8, first.gzip)} (their shares of its source applied to its gzip size). Closing it ` +
        `means ${over.toFixed(0)} KB of these out of what the home page loads before it is interactive (loaded later, or replaced by something smaller).`,
    );
  }
  if (!js.all) {
    const over = result.buildJs.totalGzip / 1024 - targets.allJsGzipKb;
    const top = result.buildJs.packages.slice(0, 10).map((p) => `${p.name} ${kb(p.gzip)} KB (${p.files} ${p.files === 1 ? 'file' : 'files'})`);
    out.push(
      `**Less JavaScript in the build.** ${kb(result.buildJs.totalGzip)} KB, ${over.toFixed(1)} KB over ${targets.allJsGzipKb} KB. Every file counts, ` +
        `those only some pages load too; the largest parts, from the source maps: ${top.join(', ')}. Closing it means ${over.toFixed(0)} KB ` +
        `of these gone from the build (a smaller library instead of a large one, or code and texts no longer shipped).`,
    );
  }

  const audits = new Map<string, { title: string; advice: string; pages: string[]; items: string[] }>();
  for (const page of pages) {
    for (const audit of page.diagnosis.failing.filter((a) => a.counted)) {
      const entry = audits.get(audit.id) ?? { title: audit.title, advice: audit.advice, pages: [], items: [] };
      entry.pages.push(page.name);
      entry.items.push(...audit.items.filter((item) => !entry.items.includes(item)));
      audits.set(audit.id, entry);
    }
  }
  for (const [id, a] of audits) {
    out.push(`**\`${id}\`: ${a.title}** (${a.pages.join(', ')}): ${a.items.slice(0, 8).join('; ') || 'no element given'}. Lighthouse's advice: ${a.advice}`);
  }
  return out;
}

export function causesSection(result: FrontendResult): string {
  const missed = result.pages.filter((p) => Object.values(checks(p)).some((ok) => !ok));
  const js = jsChecks(result);
  const uncounted = new Map<string, { title: string; pages: string[]; items: string[] }>();
  for (const page of result.pages) {
    for (const audit of page.diagnosis.failing.filter((a) => !a.counted)) {
      const entry = uncounted.get(audit.id) ?? { title: audit.title, pages: [], items: [] };
      entry.pages.push(page.name);
      entry.items.push(...audit.items.filter((item) => !entry.items.includes(item)));
      uncounted.set(audit.id, entry);
    }
  }
  const notCounted = uncounted.size
    ? `\n\nAudits that fail without counting in their category's score (Lighthouse weighs them 0): ${[...uncounted]
        .map(([id, a]) => `\`${id}\` “${a.title}” (${a.pages.join(', ')}): ${a.items.slice(0, 4).join('; ')}`)
        .join('. ')}.`
    : '';
  if (!missed.length && js.home && js.all) return `### Targets not met\n\nNone: every target is met in this run.${notCounted}`;
  const perPage = missed.map((p) => `**${p.name}** (\`${pathOf(p.url)}\`)\n\n${pageFacts(p).map((line) => `- ${line}`).join('\n')}`);
  return `### Targets not met: what the Lighthouse reports show

From the kept report of each page (the median run). Times of the LCP phases, long tasks and main thread are
Lighthouse's simulated ones (slow 4G, 4× CPU) unless marked observed.

${perPage.join('\n\n')}

### What would close them

Each point is written by the benchmark when this run's figures show its cause; the figures are this run's.

${remedies(result)
  .map((line) => `- ${line}`)
  .join('\n')}${notCounted}`;
}
