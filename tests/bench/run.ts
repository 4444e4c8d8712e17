/**
 * npm run bench: measures the server and writes the figures to docs/benchmarks.md.
 * Each benchmark starts its own server on loopback with a fresh embedded database.
 * Loads are bounded in time and connections, and target 127.0.0.1 only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '../..');
const PORT = 3931;
const base = `http://127.0.0.1:${PORT}`;

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development', LOG_LEVEL: 'error', OUTBOX_INTERVAL_MS: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function untilHealthy(timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('server did not become healthy');
}

async function stop(server: ChildProcess) {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function coldStart() {
  const fresh: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'azura-bench-'));
    let server = startServer(dataDir);
    fresh.push(await untilHealthy());
    await stop(server);
    server = startServer(dataDir);
    warm.push(await untilHealthy());
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { fresh: median(fresh), warm: median(warm), freshAll: fresh, warmAll: warm };
}

async function load(title: string, options: autocannon.Options) {
  const result = await autocannon({ ...options, url: `${base}${options.url ?? ''}` });
  return {
    title,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function throughput() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'azura-bench-'));
  const server = startServer(dataDir);
  try {
    await untilHealthy();
    const signIn = {
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'driver@example.com', password: 'demo1234' }),
    };
    // Warm-up, then the measured runs. Sign-in failures are not counted against the throttle: the password is right.
    await load('warm-up', { url: '/api/sign-in/frontend', connections: 2, duration: 2, ...signIn });
    const health = await load('GET /api/health', { url: '/api/health', connections: 10, duration: 10 });
    const signInResult = await load('POST /api/sign-in/frontend', { url: '/api/sign-in/frontend', connections: 10, duration: 10, ...signIn });
    return [health, signInResult];
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function writeSection(name: string, body: string) {
  const file = path.join(root, 'docs', 'benchmarks.md');
  const header = '# Benchmarks\n\nFigures written by `npm run bench` (tests/bench/run.ts). Each section says when and where it was measured.\n';
  let text = existsSync(file) ? readFileSync(file, 'utf8') : header;
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  text = pattern.test(text) ? text.replace(pattern, block) : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, text);
}

const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
console.log(`Benchmarks on ${machine}`);

const start = await coldStart();
console.log('cold start', start);
const loads = await throughput();
console.table(loads);

const f = (n: number) => n.toFixed(0);
writeSection(
  'accounts',
  `## Start-up and sign-in (${when} UTC)

Machine: ${machine}. Embedded PGlite database in a temporary DATA_DIR, server started with \`node --import tsx server/main.ts\`.

| measure | figure |
| --- | --- |
| cold start, empty DATA_DIR (migrations + seed of the demo data) to the first answered \`/api/health\`, median of 3 | ${f(start.fresh)} ms (runs: ${start.freshAll.map(f).join(', ')}) |
| start on an existing DATA_DIR to the first answered \`/api/health\`, median of 3 | ${f(start.warm)} ms (runs: ${start.warmAll.map(f).join(', ')}) |

Load from autocannon on loopback, 10 connections, 10 s each:

| call | requests/s | p50 latency | p99 latency | non-2xx |
| --- | --- | --- | --- | --- |
${loads.map((l) => `| ${l.title} | ${f(l.rps)} | ${l.p50} ms | ${l.p99} ms | ${l.non2xx} |`).join('\n')}

Sign-in is bound by argon2id (19 MiB, 2 passes, the OWASP baseline) on purpose: it is what makes a stolen
password table expensive to crack, so its rate is a property of the hash, one hash per core at a time.`,
);
console.log('Written to docs/benchmarks.md');
