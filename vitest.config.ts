import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { linguiMacros } from './config/lingui-macros.ts';
import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react(), linguiMacros(), lingui()],
  // `@/x` is the file x from the project's root (tsconfig.json `paths`): how an import leaves its folder.
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./', import.meta.url)) }] },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/machines/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'screens',
          include: ['tests/screens/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/support/setup-dom.ts'],
          // A whole form filled in jsdom takes 15 s alone and was seen taking 120 s on CI, beside two browser lanes.
          testTimeout: 300_000,
          // The screen files share a worker's loaded modules (the app, its router, Chakra, msw) instead of loading them
          // again each: 45% less CPU for the project (553 s to 306 s of CPU on two workers, 321 tests). The setup file
          // gives each file a new visitor's storage, cookies and toasts. Workers are never shared between projects: two
          // earlier whole runs that then failed on a server file (the Google provider's discovery past its 10 s) point to load.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'paths',
          include: ['tests/model/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/support/setup-dom.ts'],
          // A model path renders a whole screen and types into it: on a busy 2-core CI machine that can
          // take several seconds, which is not a failure.
          testTimeout: 300_000,
          // The model files share a worker's loaded modules (the app, Chakra, msw) instead of loading them again
          // each: a third less time. Each path renders its own screen, session and actors.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/support/pglite-template.ts'],
          // Each file builds its own app on its own database; sharing a worker's loaded modules (Fastify, the contract's
          // validators, PGlite) halves the suite's time. The server keeps nothing at module level between apps.
          isolate: false,
          // What only a PostgreSQL server can show (a second connection waiting on a lock) runs on PostgreSQL alone.
          exclude: process.env.SERVER_TEST_DB === 'postgres' ? [] : ['tests/server/**/*.postgres.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
