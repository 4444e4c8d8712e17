import type { I18n } from '@lingui/core';
import type { Api } from '@/api/client';
import type { SessionActor } from './session';

/** What every route's `beforeLoad`/`loader` receives: the root actors, created once in main.tsx. */
export interface RouterContext {
  session: SessionActor;
  api: Api;
  /**
   * The texts of this router's pages, for what runs outside components (heads, loaders): `t(context.i18n)`. The
   * browser's one instance; on the server, the request's own (never Lingui's global: see core/i18n.ts).
   */
  i18n: I18n;
}
