import '@testing-library/jest-dom/vitest';
import { createRequire } from 'node:module';
import * as React from 'react';
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { Language } from '@/config/languages';
import { appSystem } from '@/src/app/theme';
import { toaster } from '@/src/core/toasts';
import { server } from './msw';
// Loaded on demand in the app (the toast list with the first toast, the user's menu once signed in):
// loaded here up front, so that a test's first toast or menu is not slower than the next ones.
import '@/src/components/SignedInMenu';
import '@/src/components/ToastList';

// Compiled catalogs are a build product: screens and model paths run on the English source texts, in every language
// (a language switch is still seen: the address, the stored choice and the account follow it). For every file here, as
// the files share their loaded modules.
vi.mock('@/src/core/i18n', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/src/core/i18n')>();
  return {
    ...actual,
    activateLanguage: (language: Language) => Promise.resolve(actual.i18n.loadAndActivate({ locale: language, messages: {} })),
  };
});

// The app's Chakra system holds only the recipes the app uses (src/app/theme.ts). A component asking for
// one of Chakra's recipes that is not there renders unstyled, silently: the test that renders it fails.
const missingRecipes = new Set<string>();
const system = appSystem();
for (const [getter, known, chakraKnown] of [
  ['getRecipeFn', 'isRecipe', chakraRecipes],
  ['getSlotRecipeFn', 'isSlotRecipe', chakraSlotRecipes],
] as const) {
  const original: (key: string, fallback?: unknown) => unknown = system[getter].bind(system);
  system[getter] = (key: string, fallback?: unknown) => {
    if (key in chakraKnown && !system[known](key)) missingRecipes.add(key);
    return original(key, fallback);
  };
}

// React's development build records, for each of the first 10,000 elements a second, an Error (its stack) and a console
// task naming where it was created: only the text of its warnings uses them (the component stack under a message). Told
// the budget is always spent, it uses its one shared stack: the warnings still come, the screens and paths take 5 to 7%
// less CPU (36.5 s to 33.8 s for two model files).
const reactInternals = (React as unknown as Record<string, object>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE!;
Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { configurable: true, get: () => 10_000, set: () => {} });

// findBy… and waitFor give up after 1 s by default. On a busy 2-core CI machine (three lanes of tests at once) a submit, its answer and the
// toast that follows can take longer than that (seen on CI: the fleet form's toast), which is not a failure.
configure({ asyncUtilTimeout: 60_000 });

// jsdom finds a label's control by walking the whole document for its `for` id, and an input's labels by asking every
// node of the document for its control: each accessible name of a field (getByRole with a name) walks the document
// once per label in it. Through the document's id index instead, as browsers do: the same element, the first with
// that id in tree order. A big form's test ran three times faster.
const jsdomRequire = createRequire(createRequire(import.meta.url).resolve('jsdom'));
const labelImpl = (jsdomRequire('./jsdom/living/nodes/HTMLLabelElement-impl.js') as { implementation: { prototype: object } }).implementation.prototype;
const { isLabelable } = jsdomRequire('./jsdom/living/helpers/form-controls.js') as { isLabelable: (node: unknown) => boolean };
const walkingControl = Object.getOwnPropertyDescriptor(labelImpl, 'control')!;
Object.defineProperty(labelImpl, 'control', {
  configurable: true,
  get(this: { getAttributeNS(ns: null, name: string): string | null; getRootNode(options: object): { nodeType: number; getElementById?(id: string): unknown } }): unknown {
    const id = this.getAttributeNS(null, 'for');
    const root = this.getRootNode({});
    if (!id || root.nodeType !== 9 || !root.getElementById) return walkingControl.get?.call(this);
    const element = root.getElementById(id);
    return element && isLabelable(element) ? element : null;
  },
});

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
window.scrollTo = () => {};

// The screen files share a worker's document and loaded modules (vitest.config.ts, isolate: false), and this file runs
// before each of them: each starts as a new visitor would, with nothing stored, no cookie and no toast.
localStorage.clear();
sessionStorage.clear();
for (const part of document.cookie.split(';')) {
  const name = part.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
}
toaster.remove();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  toaster.remove();
  server.resetHandlers();
  if (missingRecipes.size > 0) {
    const keys = [...missingRecipes].join(', ');
    missingRecipes.clear();
    throw new Error(`Chakra recipes used but not in the system of src/app/theme.ts: ${keys}`);
  }
});
afterAll(() => server.close());
