/** The server a benchmark measures: started on loopback with a fresh database, its health awaited, loaded by autocannon, stopped. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const root = path.resolve(import.meta.dirname, '../..');
/** BENCH_PORT when given (several people benchmark on one machine), else 3931. */
export const PORT = Number(process.env.BENCH_PORT ?? 3931);
export const base = `http://127.0.0.1:${PORT}`;

export function startServer(dataDir: string, databaseUrl = '', env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, NODE_ENV: 'development', LOG_LEVEL: 'error', OUTBOX_INTERVAL_MS: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function untilHealthy(timeoutMs = 120_000): Promise<number> {
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

export async function stop(server: ChildProcess) {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

export async function load(title: string, options: autocannon.Options) {
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

export type LoadLine = Awaited<ReturnType<typeof load>>;

/** The demo data in a migrated PostgreSQL database (the server seeds only its embedded one). */
export async function seedPostgres(url: string) {
  const { openDatabase } = await import('@/server/db/client.ts');
  const { seedIfEmpty } = await import('@/server/seed/seed.ts');
  const database = await openDatabase({ url });
  await seedIfEmpty(database, { demoAccounts: true });
  await database.close();
}

/** Empties a PostgreSQL database given for the benchmark (never the one of the tests or of the product). */
export async function emptyPostgres(url: string) {
  const { openDatabase } = await import('@/server/db/client.ts');
  const database = await openDatabase({ url });
  await database.execScript('drop schema public cascade; create schema public;');
  await database.close();
}

/** A server on a fresh database with the demo data: the embedded PGlite, or the PostgreSQL server given (emptied first). */
export async function seededServer(databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'azura-bench-'));
  if (databaseUrl) {
    await emptyPostgres(databaseUrl);
    const first = startServer(dataDir, databaseUrl);
    await untilHealthy();
    await stop(first);
    await seedPostgres(databaseUrl);
  }
  const server = startServer(dataDir, databaseUrl);
  await untilHealthy();
  return {
    async close() {
      await stop(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
