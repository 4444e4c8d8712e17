/**
 * npm run bench -- pages: the home page rendered by the server (server rendering of the production build: run
 * `npm run build` first), one server process, 10 clients on loopback that each wait for their page before the next.
 *
 *  (a) English only: every client asks `/` again and again for `seconds`.
 *  (b) A mix of languages: each client asks `/`, `/fr`, `/ru` in turn (client k starts at the k-th), so that the three
 *      languages are always asked at the same time.
 *
 * Each page is checked: status 200, `<html lang>` and Content-Language of the language asked, and the same `<title>` as
 * every other page of that language (a page rendered with another request's texts would show another title).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { base, root, startServer, stop, untilHealthy } from './bench-server.ts';
import { loadAverage, machine, when, writeSection } from './report.ts';

type Language = 'en' | 'fr' | 'ru';
const pathOf: Record<Language, string> = { en: '/', fr: '/fr', ru: '/ru' };

export interface PageLoad {
  title: string;
  clients: number;
  seconds: number;
  pages: number;
  rate: number;
  p50: number;
  p99: number;
  /** Per language: pages, p50, p99. */
  byLanguage: Partial<Record<Language, { pages: number; p50: number; p99: number }>>;
  failures: number;
  /** Pages whose lang, Content-Language or title was not their language's. */
  mixed: number;
  /**
   * The server process's CPU time (user and system) per page answered, in ms: on a shared machine, far steadier than
   * pages/s and latencies, which move with what else runs on the cores. Undefined where /proc is not there.
   */
  cpuPerPage?: number;
  loadBefore: string;
  loadAfter: string;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];

async function page(language: Language) {
  const started = performance.now();
  const response = await fetch(`${base}${pathOf[language]}`);
  const html = await response.text();
  return {
    ms: performance.now() - started,
    ok: response.status === 200,
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    contentLanguage: response.headers.get('content-language'),
    title: titleOf(html),
  };
}

/** `clients` loops for `seconds`; client k's n-th request is in `languages[(k + n) % languages.length]`. */
export async function pageLoad(title: string, languages: Language[], titles: Record<Language, string>, serverPid: number | undefined, clients = 10, seconds = 10): Promise<PageLoad> {
  const loadBefore = loadAverage();
  const cpuBefore = cpuMsOf(serverPid);
  const latencies: Record<Language, number[]> = { en: [], fr: [], ru: [] };
  let failures = 0;
  let mixed = 0;
  const began = performance.now();
  const deadline = began + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let n = 0; performance.now() < deadline; n += 1) {
        const language = languages[(client + n) % languages.length]!;
        const result = await page(language);
        if (!result.ok) failures += 1;
        else if (result.lang !== language || result.contentLanguage !== language || result.title !== titles[language]) mixed += 1;
        else latencies[language].push(result.ms);
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  const cpuAfter = cpuMsOf(serverPid);
  const all = languages.flatMap((language) => latencies[language]).sort((a, b) => a - b);
  const byLanguage: PageLoad['byLanguage'] = {};
  for (const language of languages) {
    const sorted = latencies[language].sort((a, b) => a - b);
    byLanguage[language] = { pages: sorted.length, p50: Math.round(percentile(sorted, 50)), p99: Math.round(percentile(sorted, 99)) };
  }
  return {
    title,
    clients,
    seconds: Math.round(elapsed * 10) / 10,
    pages: all.length,
    rate: all.length / elapsed,
    p50: Math.round(percentile(all, 50)),
    p99: Math.round(percentile(all, 99)),
    byLanguage,
    failures,
    mixed,
    cpuPerPage: cpuBefore !== undefined && cpuAfter !== undefined && all.length + failures + mixed > 0 ? (cpuAfter - cpuBefore) / (all.length + failures + mixed) : undefined,
    loadBefore,
    loadAfter: loadAverage(),
  };
}

/** CPU time used so far by a process (Linux: utime + stime of /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return undefined;
  // The fields after the command name (which is in parentheses and may hold spaces): utime and stime are the 14th and 15th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The server of the production build (NODE_ENV=production: the catalogue seeded, no demo accounts), on a fresh database. */
async function productionServer() {
  if (!existsSync(path.join(root, 'dist', '.ssr', 'entry-server.js'))) throw new Error('No server build in dist/.ssr: run `npm run build` first.');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'azura-bench-'));
  const server = startServer(dataDir, '', { NODE_ENV: 'production' });
  await untilHealthy();
  return {
    pid: server.pid,
    async close() {
      await stop(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function benchPages() {
  const server = await productionServer();
  let loads: PageLoad[];
  let warmUp: PageLoad;
  let titles: Record<Language, string>;
  try {
    // Each language's title, from one page each, before any load: every page of the load must show it.
    const first = { en: await page('en'), fr: await page('fr'), ru: await page('ru') };
    for (const [language, result] of Object.entries(first)) if (!result.ok || !result.title) throw new Error(`${pathOf[language as Language]}: no page (${JSON.stringify(result)})`);
    titles = { en: first.en.title!, fr: first.fr.title!, ru: first.ru.title! };
    if (new Set(Object.values(titles)).size !== 3) throw new Error(`The home page has the same title in two languages: ${JSON.stringify(titles)}`);
    // V8 compiles the render's paths and the catalogue's answers are kept: shown apart, not counted.
    warmUp = await pageLoad('warm-up, the three languages (not counted)', ['en', 'fr', 'ru'], titles, server.pid, 10, 3);
    loads = [
      await pageLoad('English only: `/`', ['en'], titles, server.pid),
      await pageLoad('en, fr and ru mixed: `/`, `/fr`, `/ru` in turn', ['en', 'fr', 'ru'], titles, server.pid),
    ];
  } finally {
    await server.close();
  }
  console.log(warmUp, ...loads);
  const per = (load: PageLoad) =>
    (Object.entries(load.byLanguage) as [Language, { pages: number; p50: number; p99: number }][])
      .map(([language, figures]) => `${language} ${figures.pages}: ${figures.p50} / ${figures.p99} ms`)
      .join('; ');
  const line = (load: PageLoad) =>
    `| ${load.title} | ${load.pages} in ${load.seconds} s (${load.rate.toFixed(1)} pages/s) | ${load.p50} ms | ${load.p99} ms | ${per(load)} | ${load.cpuPerPage === undefined ? '-' : `${load.cpuPerPage.toFixed(0)} ms`} | ${load.failures} / ${load.mixed} | ${load.loadBefore} → ${load.loadAfter} |`;
  writeSection(
    'pages',
    `## Server rendering of the home page (${when} UTC)

Machine: ${machine}; other work may share the cores: the 1-minute load average is given for each load, when it started and
when it ended. One server process on the production build (\`npm run build\`, NODE_ENV=production, the seeded catalogue);
${loads[0]!.clients} clients in the benchmark's own process on loopback (tests/bench/pages.ts, \`fetch\`), each waiting for its page before asking the
next. Every page is checked: status 200, \`<html lang>\` and Content-Language of its language, and its language's title.
The server's CPU time per page (user and system, from /proc) moves far less with the machine's load than pages/s and latencies.

| load | pages | p50 | p99 | per language: pages, p50 / p99 | server CPU per page | failed / wrong language | load average |
| --- | --- | --- | --- | --- | --- | --- | --- |
${[warmUp, ...loads].map(line).join('\n')}`,
  );
  console.log('Written to docs/benchmarks.md');
}
