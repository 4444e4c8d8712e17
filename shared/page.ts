/**
 * What the server and the app's server build agree on for a page request (server/plugins/ssr.ts loads the build's
 * `entry-server.js` and calls its `renderPage`; src/app/entry-server.tsx is that entry): the request, the rendered
 * page, and the router's state the page carries for the browser to hydrate (src/app/hydration.ts writes and reads it).
 */
import type { Language } from '@/config/languages';
import type { StartUpSettings } from '@/config/start-up';

/**
 * One match of the router as TanStack Router's own `hydrate` reads it (`window.$_TSR.router`, see
 * @tanstack/router-core's ssr-server `dehydrateMatch`).
 */
export interface DehydratedMatch {
  /** The match id, with `/` written `#` as the router expects. */
  i: string;
  u: number;
  s: string;
  l?: unknown;
  ssr?: unknown;
  /** The not-found page shown at this match. */
  g?: true;
}

export interface DehydratedRouter {
  matches: DehydratedMatch[];
}

/** What the browser needs to hydrate without loading the data again. */
export interface HydrationData {
  router: DehydratedRouter;
  signedIn: boolean;
}

export interface PageRequest {
  /** The path and query asked for, as the browser sent them (`/fr/cars/...?from=...`). */
  url: string;
  /** This site's public origin (APP_URL): canonical and Open Graph addresses are built on it. */
  origin: string;
  /** How the page's loaders reach the API: answered in the same process (server/plugins/ssr.ts). */
  fetch: (request: Request) => Promise<Response>;
  /** The request carries a session cookie: the account corner stays empty until the browser knows who it is. */
  signedIn: boolean;
  /** The settings the page's meta tag carries (config/start-up.ts): the server's markup shows what the browser's will. */
  startUp: StartUpSettings;
}

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'shell'; status: number }
  | {
      kind: 'page';
      status: number;
      language: Language;
      /** Title, description, canonical, hreflang, Open Graph and Twitter tags. */
      head: string;
      /** The styles of what the page shows, for its first paint. */
      styles: string;
      /** The app's markup, for `#root`. */
      html: string;
      data: HydrationData;
    };

export type RenderPage = (request: PageRequest) => Promise<RenderedPage>;

/** The id of the JSON script that carries the page's hydration data. */
export const hydrationDataId = 'azura-data';

/**
 * The JSON of the hydration data, safe inside a `<script>` element: `<` is escaped so that no string of the
 * data can close the element (`</script>`) or open a comment.
 */
export function serializeHydrationData(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
