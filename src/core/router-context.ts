import type { Api } from '@/api/client';
import type { SessionActor } from './session';

/** What every route's `beforeLoad`/`loader` receives: the root actors, created once in main.tsx. */
export interface RouterContext {
  session: SessionActor;
  api: Api;
}
