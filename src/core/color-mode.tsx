import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from './hydrated';
import { readStoredTheme, writeStoredTheme, type ColorMode } from './storage';

// The colour mode is a class, `light` or `dark`, on <html>, as Chakra v3's conditions expect.
export type { ColorMode };

export function preferredColorMode(): ColorMode {
  const query = typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : undefined;
  return query?.matches ? 'dark' : 'light';
}

/** The stored choice, else what the system prefers. */
export function initialColorMode(): ColorMode {
  return readStoredTheme() ?? preferredColorMode();
}

export function applyColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  root.classList.remove(mode === 'dark' ? 'light' : 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', mode === 'dark' ? '#0d1117' : '#007bff');
}

/** Applies and remembers the user's choice. */
export function saveColorMode(mode: ColorMode): void {
  applyColorMode(mode);
  writeStoredTheme(mode);
}

interface ColorModeValue {
  colorMode: ColorMode;
  setColorMode: (mode: ColorMode) => void;
  toggleColorMode: () => void;
}

const ColorModeContext = createContext<ColorModeValue | null>(null);

/** The mode the page shows: set on <html> before the first paint (theme-script.ts, or main.tsx without a server). */
function appliedColorMode(): ColorMode {
  return typeof document !== 'undefined' && document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [appliedMode, setState] = useState<ColorMode>(appliedColorMode);
  // The server knows no stored choice: while a server-rendered page hydrates, the controls show the light mode's.
  const colorMode = useHydrated() ? appliedMode : 'light';
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
