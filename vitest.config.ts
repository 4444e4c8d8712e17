import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
          include: ['tests/screens/**/*.test.tsx', 'tests/model/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/support/setup-dom.ts'],
          // A model path renders a whole screen and types into it: on a busy 2-core CI machine that can
          // take several seconds, which is not a failure.
          testTimeout: 30000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // What only a PostgreSQL server can show (a second connection waiting on a lock) runs on PostgreSQL alone.
          exclude: process.env.SERVER_TEST_DB === 'postgres' ? [] : ['tests/server/**/*.postgres.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
