import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  radioCardSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
const fontStack = "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/**
 * Chakra's colour palettes the app never names (`colorPalette`, `teal.500`...): building each palette's
 * tokens and CSS variables is a good part of the system's start-up time. Use one only after removing it here.
 */
const unusedPalettes: readonly string[] = ['teal', 'cyan', 'pink'];
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !unusedPalettes.includes(name))) as T;

/**
 * Chakra's default theme (tokens, conditions, global styles) with only the recipes of the components the
 * app uses: `defaultConfig` brings all ~80 recipes into the first page's JavaScript. A component whose
 * recipe is missing here renders unstyled; the screen tests fail when one is asked for (tests/support/setup-dom.ts).
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioCard: radioCardSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
    '::selection': { bg: 'brand.muted' },
  },
  theme: {
    recipes: {
      // Chakra lightens a solid button on hover (its fill at 90 %): white on the lightened brand blue is 4.4:1,
      // under WCAG AA. A hovered or expanded solid button is darkened instead, so its label gains contrast.
      button: {
        variants: {
          variant: {
            solid: {
              _hover: { bg: 'color-mix(in srgb, var(--chakra-colors-color-palette-solid) 88%, black)' },
              _expanded: { bg: 'color-mix(in srgb, var(--chakra-colors-color-palette-solid) 88%, black)' },
            },
          },
        },
      },
    },
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
        green: {
          // Chakra's green.600 behind a white label is 3.3:1 (the admin's "Verify the licence" button); green.700 (#116932) is 6.8:1.
          solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } },
        },
        fg: {
          // Chakra's red.500 on white is 3.8:1, under WCAG AA for the small text of field errors; red.700 is 6.5:1.
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        },
      },
    },
  },
});

let system: SystemContext | undefined;

/**
 * The app's Chakra system, created on first use. Creating it (tokens, CSS variables) is the largest piece
 * of work at start-up: main.tsx has it done once the first page's requests are on their way.
 */
export function appSystem(): SystemContext {
  system ??= createSystem(defaultBaseConfig, chakraTheme, config);
  return system;
}
