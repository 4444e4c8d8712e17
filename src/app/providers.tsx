import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Api } from '../api/client';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Toaster } from '../components/toaster';
import { ApiProvider } from './api-context';
import { i18n } from './i18n';
import type { SessionActor } from './session';
import { SessionProvider } from './session-context';
import { appSystem, applyColorMode, initialColorMode, saveColorMode, type ColorMode } from './theme';

interface ColorModeValue {
  colorMode: ColorMode;
  setColorMode: (mode: ColorMode) => void;
  toggleColorMode: () => void;
}

const ColorModeContext = createContext<ColorModeValue | null>(null);

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [colorMode, setState] = useState<ColorMode>(() => {
    const mode = initialColorMode();
    applyColorMode(mode);
    return mode;
  });
  const setColorMode = useCallback((mode: ColorMode) => {
    saveColorMode(mode);
    setState(mode);
  }, []);
  const value = useMemo<ColorModeValue>(
    () => ({ colorMode, setColorMode, toggleColorMode: () => setColorMode(colorMode === 'dark' ? 'light' : 'dark') }),
    [colorMode, setColorMode],
  );
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode must be used inside <ColorModeProvider>');
  return value;
}

export interface ProvidersProps {
  api: Api;
  session: SessionActor;
  children: ReactNode;
}

/** Everything a screen relies on: theme and colour mode, texts, API, session, toasts, a last-resort boundary. */
export function Providers({ api, session, children }: ProvidersProps) {
  return (
    <ChakraProvider value={appSystem()}>
      <ColorModeProvider>
        <I18nProvider i18n={i18n}>
          <ApiProvider api={api}>
            <SessionProvider session={session}>
              <ErrorBoundary>{children}</ErrorBoundary>
              <Toaster />
            </SessionProvider>
          </ApiProvider>
        </I18nProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}
