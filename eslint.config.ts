// The linter (`npm run lint`, part of `npm test`): TypeScript with type information, React's hooks, accessibility,
// and the layers of the architecture (README "Architecture"). `layers` below is the one statement of who may import
// whom; scripts/gen-layers.ts draws it into the README.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import type { Linter } from 'eslint';
import { layers } from './config/layers.ts';

const elements = layers.map(({ name, paths, capture }) => ({
  type: name,
  pattern: paths,
  partialMatch: false,
  ...(capture ? { capture: [capture] } : {}),
}));

const policies = layers.map(({ name, capture, imports }) => ({
  from: { element: { type: name } },
  allow: {
    to: [
      // A folder's own files; a feature's own files only (features never import each other).
      capture ? { element: { type: name, captured: { [capture]: `{{ from.element.captured.${capture} }}` } } } : { element: { type: name } },
      ...imports.map((type) => ({ element: { type } })),
    ],
  },
}));

/** What is not ours to lint: dependencies, builds, generated files. */
export const ignored = {
  ignores: ['node_modules/', 'dist/', 'dist-dev/', 'coverage/', 'test-results/', 'data/', '.tmp/', 'openapi/generated/', 'src/routeTree.gen.ts', 'src/locales/*/messages.ts', 'public/'],
};

/** The architecture's rules: one import style, and each layer importing only what config/layers.ts lets it. */
export const layerChecks = [
  {
    // One import style: a file reaches its own folder and below with `./`, anything else from the root with `@/`.
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./', message: 'Leave the folder with `@/` and the path from the project root.' }] },
      ],
    },
  },
  {
    files: layers.flatMap(({ paths }) => paths.map((path) => `${path.replace(/\/\*\*$/, '')}/**/*.{ts,tsx}`)),
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': layers.flatMap(({ paths }) => paths),
      'import/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies }],
    },
  },
] satisfies Linter.Config[];

export default tseslint.config(
  ignored,
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  { files: ['**/*.js'], extends: [tseslint.configs.disableTypeChecked] },
  // The rules of hooks wherever a hook may be written (a hook of its own file is a .ts); JSX only in .tsx.
  { files: ['src/**/*.{ts,tsx}'], extends: [reactHooks.configs.flat.recommended] },
  { files: ['src/**/*.tsx'], extends: [jsxA11y.flatConfigs.recommended] },
  {
    rules: {
      // A name that starts with `_` is there to be left out (a parameter before one that is used, a key removed from a copy).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // A spinner is a bare span, where a name is not allowed (axe: aria-prohibited-attr): name the box around it.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Spinner'] > JSXAttribute[name.name='aria-label']",
          message: 'A spinner cannot carry a name: show `LoadingSpinner` (src/components/PageSpinner.tsx), or hide it with aria-hidden.',
        },
      ],
      // TanStack Router's way of leaving a loader: `throw redirect(...)`, `throw notFound()`.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] },
      ],
    },
  },
  ...layerChecks,
);
