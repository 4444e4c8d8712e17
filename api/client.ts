import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '@/openapi/generated/schema';
import type { ApiError, ErrorCode } from '@/openapi/types';

export interface ApiOptions {
  baseUrl?: string;
  /** Called on every request so msw (set up later in tests) still intercepts. */
  fetch?: (request: Request) => Promise<Response>;
  /** The bearer token of the signed-in user, read at each call. */
  getToken?: () => string | undefined;
}

export function createApi({ baseUrl = '', fetch = (r) => globalThis.fetch(r), getToken }: ApiOptions = {}) {
  const client = createClient<paths>({ baseUrl, fetch });
  const auth: Middleware = {
    onRequest({ request }) {
      const token = getToken?.();
      if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
  client.use(auth);
  return client;
}

export type Api = ReturnType<typeof createApi>;

/** Thrown by actors when the server answers an error: carries the contract's code and the HTTP status. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK_ERROR',
    message: string,
    /** With PRICE_CHANGED: the total the server computed. */
    readonly total?: number,
    /** With VALIDATION_ERROR from a team form: each field in error and why. */
    readonly fields?: ApiError['fields'],
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

/** The rejection of a request whose signal was aborted (fetch rejects with a DOMException named so). */
export const isAbort = (cause: unknown) => (cause as { name?: unknown } | null)?.name === 'AbortError';

/**
 * Unwraps an openapi-fetch result: the data, or an ApiFailure with the server's code.
 * A fetch that never reached the server (offline, DNS, reset) becomes NETWORK_ERROR.
 *
 * An aborted request is not an error: whoever aborted it (an actor stopped as its machine left the state,
 * React's development double mount stopping a screen's actors before starting them again) no longer wants
 * the answer, so it never settles rather than reporting a failure nobody had.
 */
export async function call<T>(
  request: () => Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await request();
  } catch (cause) {
    if (isAbort(cause)) return new Promise<T>(() => {});
    throw new ApiFailure(0, 'NETWORK_ERROR', cause instanceof Error ? cause.message : 'Network error');
  }
  const { data, error, response } = result;
  if (response.ok) return data as T;
  const body = (error ?? {}) as Partial<ApiError>;
  const code = body.code ?? (response.status === 502 || response.status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR');
  throw new ApiFailure(
    response.status,
    code,
    body.message ?? response.statusText,
    typeof body.total === 'number' ? body.total : undefined,
    Array.isArray(body.fields) ? body.fields : undefined,
  );
}
