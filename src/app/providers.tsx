import { ChakraProvider } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import type { Api } from '@/api/client';
import { ErrorBoundary } from '@/src/components/ErrorBoundary';
import { Toaster } from '@/src/components/toaster';
import { ApiProvider } from '@/src/core/api-context';
import { ColorModeProvider } from '@/src/core/color-mode';
import { i18n as browserI18n } from '@/src/core/i18n';
import type { NotificationsActor } from '@/src/core/notifications';
import { NotificationsProvider } from '@/src/core/notifications-context';
import type { SessionActor } from '@/src/core/session';
import { SessionProvider } from '@/src/core/session-context';
import { appSystem } from './theme';

export interface ProvidersProps {
  api: Api;
  session: SessionActor;
  /** The signed-in account's notifications (live count and pop-ups); none on the server. */
  notifications?: NotificationsActor;
  /** The page was asked for with a session cookie (server rendering and hydration, see useSessionPending). */
  signedIn?: boolean;
  /** The texts the screens read (`useLingui`, `<Trans>`): the request's own on the server, the browser's one instance by default. */
  i18n?: I18n;
  children: ReactNode;
}

/** Everything a screen relies on: theme and colour mode, texts, API, session, toasts, a last-resort boundary. */
export function Providers({ api, session, notifications, signedIn, i18n = browserI18n, children }: ProvidersProps) {
  return (
    <ChakraProvider value={appSystem()}>
      <ColorModeProvider>
        <I18nProvider i18n={i18n}>
          <ApiProvider api={api}>
            <SessionProvider session={session} signedIn={signedIn}>
              <NotificationsProvider notifications={notifications}>
                <ErrorBoundary>{children}</ErrorBoundary>
                <Toaster />
              </NotificationsProvider>
            </SessionProvider>
          </ApiProvider>
        </I18nProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}
