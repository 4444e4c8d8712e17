/** npm run bench -- accounts: the server's start-up (empty and existing DATA_DIR) and the sign-in throughput. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, untilHealthy, stop, load } from './bench-server.ts';
import { writeSection, machine, when } from './report.ts';

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function coldStart() {
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

export async function throughput() {
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

export async function benchAccounts() {
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
}
