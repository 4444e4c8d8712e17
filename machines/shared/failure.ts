import type { ErrorCode } from '@/openapi/types';

/** The contract's error code, or NETWORK_ERROR when the server was never reached. */
export type FailureCode = ErrorCode | 'NETWORK_ERROR';

/** Reads the code an actor failed with (an ApiFailure from `call()`); undefined for anything else. */
export function failureCode(error: unknown): FailureCode | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? (error.code as FailureCode) : undefined;
}

/** The code carried by an `xstate.error.actor.*` event; undefined for other events. */
export function errorCodeOf(event: object): FailureCode | undefined {
  return 'error' in event ? failureCode(event.error) : undefined;
}

/** The server could not be reached or said it is unavailable: worth retrying later. */
export function isUnreachable(event: object): boolean {
  const code = errorCodeOf(event);
  return code === 'NETWORK_ERROR' || code === 'SERVICE_UNAVAILABLE';
}

/** A placeholder actor body, a promise that fails: the route (or a test) must `.provide()` the real one. */
export function notProvided(name: string): Promise<never> {
  return Promise.reject(new Error(`The "${name}" actor is not provided: use machine.provide({ actors })`));
}
