import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a server-rendered page (and on the server), true afterwards and in an app rendered
 * in the browser alone. What only the browser knows (the signed-in user, the stored colour mode) is shown once
 * this is true, so that hydration finds the markup the server wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
