import '@testing-library/jest-dom/vitest';
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { appSystem } from '../../src/app/theme';
import { server } from './msw';
// Loaded on demand in the app (the toast list with the first toast, the user's menu once signed in):
// loaded here up front, so that a test's first toast or menu is not slower than the next ones.
import '../../src/components/SignedInMenu';
import '../../src/components/ToastList';

// The app's Chakra system holds only the recipes the app uses (src/app/theme.ts). A component asking for
// one of Chakra's recipes that is not there renders unstyled, silently: the test that renders it fails.
const missingRecipes = new Set<string>();
const system = appSystem();
for (const [getter, known, chakraKnown] of [
  ['getRecipeFn', 'isRecipe', chakraRecipes],
  ['getSlotRecipeFn', 'isSlotRecipe', chakraSlotRecipes],
] as const) {
  const original = system[getter].bind(system);
  system[getter] = (key: string, fallback?: unknown) => {
    if (key in chakraKnown && !system[known](key)) missingRecipes.add(key);
    return original(key, fallback);
  };
}

// findBy… and waitFor give up after 1 s by default. On a busy 2-core CI machine a submit, its answer and the
// toast that follows can take longer than that (seen on CI: the fleet form's toast), which is not a failure.
configure({ asyncUtilTimeout: 5000 });

// What jsdom lacks and Chakra / Ark UI use.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof globalThis.ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (typeof Element.prototype.scrollIntoView !== 'function') Element.prototype.scrollIntoView = () => {};
// jsdom's scrollTo only logs "not implemented".
window.scrollTo = (() => {}) as typeof window.scrollTo;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  if (missingRecipes.size > 0) {
    const keys = [...missingRecipes].join(', ');
    missingRecipes.clear();
    throw new Error(`Chakra recipes used but not in the system of src/app/theme.ts: ${keys}`);
  }
});
afterAll(() => server.close());
