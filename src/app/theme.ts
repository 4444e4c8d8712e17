import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { readStoredTheme, writeStoredTheme, type ColorMode } from './storage';

export type { ColorMode };

const fontStack = "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
    '::selection': { bg: 'brand.muted' },
  },
  theme: {
    // The desktop layout starts at `lg`, moved to the product's mobile breakpoint (spec 9: 960 px).
    breakpoints: { lg: '960px' },
    tokens: {
      fonts: {
        heading: { value: fontStack },
        body: { value: fontStack },
      },
      colors: {
        brand: {
          50: { value: '#e7f1ff' },
          100: { value: '#cce3ff' },
          200: { value: '#99c7ff' },
          300: { value: '#66abff' },
          400: { value: '#338fff' },
          500: { value: '#007bff' },
          600: { value: '#0069d9' },
          700: { value: '#0056b3' },
          800: { value: '#00448c' },
          900: { value: '#003166' },
          950: { value: '#001f40' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          /** The product's primary colour (spec 9): #007bff in light, #1f6feb in dark. */
          primary: { value: { _light: '{colors.brand.500}', _dark: '#1f6feb' } },
          // A white label on #007bff is 3.98:1; the fill of solid buttons is one step darker in light
          // mode so labels meet WCAG AA (5.2:1). Dark mode uses the primary itself (4.6:1).
          solid: { value: { _light: '{colors.brand.600}', _dark: '#1f6feb' } },
          contrast: { value: { _light: 'white', _dark: 'white' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '#58a6ff' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '#0c2d6b' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '#0a1f44' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '#133d8a' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '#1f6feb' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);

// ---- colour mode: class `light`/`dark` on <html>, as Chakra v3's conditions expect ----

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
