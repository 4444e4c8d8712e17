import { defineConfig } from '@lingui/cli';
import { languages, defaultLanguage } from './config/languages';

export default defineConfig({
  sourceLocale: defaultLanguage,
  locales: [...languages],
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
  compileNamespace: 'ts',
});
