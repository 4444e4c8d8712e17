/**
 * A request whose actor was stopped (its signal aborted) never settles instead of failing. React's
 * Strict Mode stops a screen's actors and starts them again from their snapshot (@xstate/react): the
 * invoked promise then runs again, and the first, aborted one must not deliver its abort as the
 * request's failure.
 */
export function unlessAborted<T>(signal: AbortSignal, request: () => Promise<T>): Promise<T> {
  return request().catch((error: unknown) => {
    if (signal.aborted) return new Promise<T>(() => {});
    throw error;
  });
}
