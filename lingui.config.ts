import { defineConfig } from '@lingui/cli';
import { languages, defaultLanguage } from './config/languages';

export default defineConfig({
  sourceLocale: defaultLanguage,
  locales: [...languages],
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      // The emails' texts are in the same catalogs (server/services/mail/define-message.ts).
      include: ['<rootDir>/src', '<rootDir>/machines', '<rootDir>/server/services/mail'],
    },
  ],
  macro: {
    corePackage: ['@lingui/macro', '@lingui/core/macro', './define-message.ts'],
    jsxPackage: ['@lingui/macro', '@lingui/react/macro'],
  },
  format: 'po',
  orderBy: 'messageId',
  compileNamespace: 'ts',
});
