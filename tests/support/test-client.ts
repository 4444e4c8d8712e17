import type { FastifyInstance, InjectOptions } from 'fastify';
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from '@/openapi/generated/schema';

/** The contract's schemas, for what a test names (an answer's type comes from the client's result). */
export type Schemas = components['schemas'];

/** The contract's typed client (openapi-fetch), answered by the test server in the same process. */
export type TestClient = Client<paths>;

/** Who calls: a bearer token (the string itself, or a sign-in's answer), a cookie header, or nobody. */
export type Caller = string | { token: string } | { cookie: string } | undefined;

export interface ClientOptions {
  /** Headers sent with every request of this client (an Origin, an Accept-Language...). */
  headers?: Record<string, string>;
  /** The caller's IP address as the server sees it (rate limits, logs). */
  remoteAddress?: string;
}

/** Statuses whose answer has no body: a Response refuses one. */
const bodiless = new Set([101, 204, 205, 304]);

/**
 * A fetch that hands each request to Fastify's `inject` (no socket, no port): the address's path and query, its
 * headers and body go to the app as they are, and its answer comes back as a Response, every Set-Cookie kept.
 */
export function injectFetch(app: FastifyInstance, remoteAddress?: string) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as InjectOptions['method'],
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const empty = bodiless.has(answer.statusCode) || request.method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, statusText: answer.statusMessage, headers });
  };
}

function callerHeaders(caller: Caller): Record<string, string> {
  if (caller === undefined) return {};
  if (typeof caller === 'string') return { authorization: `Bearer ${caller}` };
  if ('token' in caller) return { authorization: `Bearer ${caller.token}` };
  return { cookie: caller.cookie };
}

/** The typed client of the contract on `app`, calling as `caller`. */
export function createTestClient(app: FastifyInstance, caller?: Caller, { headers = {}, remoteAddress }: ClientOptions = {}): TestClient {
  return createClient<paths>({
    baseUrl: 'http://localhost',
    fetch: injectFetch(app, remoteAddress),
    headers: { ...callerHeaders(caller), ...headers },
  });
}

/**
 * The same typed client on a server process listening at `baseUrl` (the crash tests kill and restart a real one):
 * through a socket, with the global fetch.
 */
export function createHttpClient(baseUrl: string, caller?: Caller): TestClient {
  return createClient<paths>({ baseUrl, headers: callerHeaders(caller) });
}

/** A file for a multipart body sent through the typed client (with `bodySerializer: formData`). */
export const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

/** openapi-fetch's bodySerializer for a multipart/form-data operation: each field as a browser's FormData sends it. */
export function formData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (value instanceof Blob || typeof value === 'string') form.append(name, value);
    else if (typeof value === 'number' || typeof value === 'boolean') form.append(name, String(value));
    else throw new Error(`formData: the field ${name} is neither a file nor a text`);
  }
  return form;
}

/** The query of an address's GET, as the contract types it: `Query<'/api/cars'>`. */
export type Query<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } } ? NonNullable<Q> : never;

/** The JSON body of an operation, as the contract types it: `Body<'/api/bookings/{id}', 'patch'>`. */
export type Body<P extends keyof paths, M extends 'post' | 'put' | 'patch' | 'delete'> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;
