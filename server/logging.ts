import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * What the server logs of a failure: never what a request or a row carried. A failed query's error (Drizzle's) holds
 * its parameters in its message and fields (a password hash, a name…), and PostgreSQL's own message and detail may
 * quote a value ('invalid input syntax for type uuid: "…"', 'Key (email)=(…)'); so a database error is logged by its
 * shape: the query with its $n placeholders, the SQLSTATE and the names of the table, column and constraint. Any
 * error's stack is logged as its frames alone, its first lines being the message.
 */
export function loggedError(error: unknown): { type: string; message: string; stack: string; [field: string]: unknown } {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a value that is not an Error was thrown', stack: '' };
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at ')).join('\n');
  const database = databaseFault(error);
  if (database) return { type: error.name, message: 'database query failed', ...database, stack: frames };
  return { type: error.name, message: error.message, ...(error.cause !== undefined && { cause: loggedError(error.cause) }), stack: frames };
}

interface DatabaseError {
  code?: unknown;
  severity?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  routine?: unknown;
}

const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/** The shape of a database error (Drizzle's, wrapping the driver's; or the driver's alone), or undefined. */
function databaseFault(error: Error): Record<string, unknown> | undefined {
  const query = (error as { query?: unknown }).query;
  const driver = (error.cause ?? error) as DatabaseError;
  if (typeof query !== 'string' && !isSqlState(driver.code)) return undefined;
  const names = Object.fromEntries((['table', 'column', 'constraint', 'routine'] as const).filter((name) => typeof driver[name] === 'string').map((name) => [name, driver[name]]));
  return {
    ...(typeof query === 'string' && { query: query.slice(0, 2000) }),
    ...(isSqlState(driver.code) && { sqlState: driver.code }),
    ...(typeof driver.severity === 'string' && { severity: driver.severity }),
    ...names,
  };
}

/**
 * The address of a request as logged: an API route with parameters by its pattern (`/api/check-token/:appType/:userId/
 * :email/:token` carries an emailed link's token), any other by its path; never the query (a page opened from an email
 * carries the address and the token there: `/reset-password?u=…&e=…&t=…`).
 */
export function loggedUrl(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): string {
  const pattern = request.routeOptions?.url;
  if (pattern && pattern.includes(':')) return pattern;
  return request.url.split('?')[0]!;
}

/** The server's logger: at `level`, every `err` logged as loggedError says; to `stream` instead of stdout (tests read it). */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      err: loggedError,
      req: (request: FastifyRequest) => ({ method: request.method, url: loggedUrl(request), remoteAddress: request.ip }),
    },
    ...(stream && { stream }),
  };
}
