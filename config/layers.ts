/**
 * The layers of the code and who may import whom: the linter's boundary rule (eslint.config.ts) is built from this
 * list, and the README's architecture diagram is drawn from it (`npm run gen:layers`; a test fails when it is stale).
 * A layer imports its own files and the layers it names, nothing else; a feature imports only its own folder.
 * Tests and scripts may import any layer.
 */
export interface Layer {
  name: string;
  /** Its files, from the project's root. */
  paths: string[];
  /** What it holds, for the README's diagram. */
  holds: string;
  /** The layers it may import. */
  imports: string[];
  /** A layer of separate parts (one folder each) that never import each other: the name of the part. */
  capture?: string;
}

export const layers: Layer[] = [
  { name: 'config', paths: ['config/**'], holds: 'settings both sides read: languages, routes, map tiles, start-up, these layers', imports: [] },
  { name: 'contract', paths: ['openapi/**'], holds: 'the OpenAPI contract, its generated types and enums', imports: ['config'] },
  { name: 'domain', paths: ['domain/**'], holds: 'the rules: prices, statuses, limits, validation, zoned time', imports: ['contract', 'config'] },
  { name: 'shared', paths: ['shared/**'], holds: 'what the server and the app both run for a page: HTML escaping, storage keys, the theme script, the page render interface', imports: ['config'] },
  { name: 'api', paths: ['api/**'], holds: 'the typed API client (openapi-fetch) and the event stream', imports: ['contract'] },
  { name: 'machines', paths: ['machines/**'], holds: 'XState machines and their actors (one per operation)', imports: ['api', 'contract', 'domain', 'config'] },
  { name: 'locales', paths: ['src/locales/**'], holds: 'the Lingui catalogs (en, fr, ru) of the app and the emails', imports: [] },
  { name: 'core', paths: ['src/core/**'], holds: 'the app’s ground: API and session contexts, language, errors, toasts, head tags, storage', imports: ['api', 'machines', 'contract', 'domain', 'config', 'shared', 'locales'] },
  { name: 'components', paths: ['src/components/**'], holds: 'shared UI: form, list and record kits, the back office frame, labels', imports: ['core', 'machines', 'contract', 'domain', 'config', 'shared'] },
  { name: 'feature', paths: ['src/features/*/**'], capture: 'feature', holds: 'screens and their loaders, one folder a feature', imports: ['components', 'api', 'core', 'machines', 'contract', 'domain', 'config', 'shared'] },
  { name: 'routes', paths: ['src/routes/**'], holds: 'thin file routes: address, loader, head; they put features together', imports: ['feature', 'components', 'core', 'machines', 'api', 'contract', 'domain', 'config', 'shared'] },
  { name: 'app', paths: ['src/app/**'], holds: 'the roof: browser and server entries, router, providers, theme, hydration', imports: ['routes', 'feature', 'components', 'core', 'machines', 'api', 'contract', 'domain', 'config', 'shared', 'locales'] },
  { name: 'server', paths: ['server/**'], holds: 'Fastify: routes from the contract, handlers, repositories, services; renders pages from the app’s server build', imports: ['contract', 'domain', 'config', 'shared', 'locales'] },
];
