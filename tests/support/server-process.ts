import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';

/** The real server as a process of its own (server/main.ts), for the tests that kill it (tests/server/crash*.test.ts). */
const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcessOptions {
  port: number;
  /** The PostgreSQL server's database, or else the PGlite folder. */
  databaseUrl?: string;
  dataDir: string;
  env?: Record<string, string>;
}

export function startServerProcess({ port, databaseUrl, dataDir, env: extra = {} }: ServerProcessOptions): ChildProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: '/nonexistent', LOG_LEVEL: 'error', OUTBOX_INTERVAL_MS: '0', NODE_ENV: 'test', ...extra };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else env.DATA_DIR = dataDir;
  // Its stderr is the test's: a server that dies of an error says why.
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * Waits until the server at `base` answers its health check: three minutes at most, as a first start on PGlite seeds
 * the demo data, which takes a minute on a loaded 2-core machine.
 */
export async function healthy(base: string) {
  for (let i = 0; i < 1800; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

export async function kill(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** A port no one listens on now (the PGlite and PostgreSQL runs of the suite may run the same file at the same time). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: found } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return found;
}
