import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { QueryResult } from 'pg';
import type { ListenHandlers, Listener } from './listen.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type RunScript = <R = Record<string, unknown>>(sql: string) => Promise<R[]>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs SQL text with several statements (migrations, test resets). */
  execScript(sql: string): Promise<void>;
  /**
   * Runs `fn` on one connection while holding a cluster-wide advisory lock, so that several server
   * instances starting together take turns (migrations, seeding).
   */
  exclusive<T>(lockId: number, fn: (run: RunScript) => Promise<T>): Promise<T>;
  /**
   * LISTENs on these channels for what any connection NOTIFYs at its commit: a dedicated connection on a server
   * (db/listen.ts), PGlite's own listeners on the embedded database (its one connection sees its own notifications).
   */
  listen(channels: readonly string[], handlers: ListenHandlers): Promise<Listener>;
  close(): Promise<void>;
}

/**
 * A real PostgreSQL server when a URL is given, else an embedded PGlite in `dataDir`
 * (`memory://` for tests). Both get the same schema and the same queries.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  /** An embedded database to start from, as PGlite's dumpDataDir wrote it (the tests' migrated template). */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { listenOnPostgres } = await import('./listen.ts');
    const url = options.url;
    const pool = new pg.Pool({ connectionString: options.url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
    return {
      db: drizzle({ client: pool, schema }) as unknown as Db,
      kind: 'postgres',
      execScript: async (sql) => {
        await pool.query(sql);
      },
      exclusive: async (lockId, fn) => {
        const connection = await pool.connect();
        try {
          await connection.query('select pg_advisory_lock($1)', [lockId]);
          try {
            return await fn(async (text) => {
              // Text of several statements answers one result each (pg's types know only one): the rows are the last one's.
              const answered: QueryResult<Record<string, unknown>> | QueryResult<Record<string, unknown>>[] = await connection.query<Record<string, unknown>>(text);
              return ([answered].flat().at(-1)?.rows ?? []) as never[];
            });
          } finally {
            await connection.query('select pg_advisory_unlock($1)', [lockId]);
          }
        } finally {
          connection.release();
        }
      },
      listen: (channels, handlers) => listenOnPostgres(pg.Client, url, channels, handlers),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = await PGlite.create(options.dataDir ?? 'memory://', { extensions: { btree_gist, pg_trgm }, loadDataDir: options.loadDataDir });
  return {
    db: drizzle({ client, schema }) as unknown as Db,
    kind: 'pglite',
    execScript: async (sql) => {
      await client.exec(sql);
    },
    exclusive: (_lockId, fn) =>
      fn(async (text) => {
        const results = await client.exec(text);
        return (results[results.length - 1]?.rows ?? []) as never[];
      }),
    listen: async (channels, handlers) => {
      const stops = await Promise.all(channels.map((channel) => client.listen(channel, (payload) => handlers.onNotification(channel, payload))));
      return { close: async () => void (await Promise.all(stops.map((stop) => stop()))) };
    },
    close: () => client.close(),
  };
}
