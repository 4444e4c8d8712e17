import { defineConfig } from '@lingui/cli';
import { languages, defaultLanguage } from './config/languages';
import { macroPackages } from './config/lingui-macros';

export default defineConfig({
  sourceLocale: defaultLanguage,
  locales: [...languages],
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      // server/services/mail: the emails' texts.
      include: ['<rootDir>/src', '<rootDir>/machines', '<rootDir>/server/services/mail'],
    },
  ],
  // The emails' texts are written with server/services/mail/define-message.ts, the `msg` macro's twin at run time (the
  // server runs without macros): named here as the files import it, so that extraction reads it as the macro.
  macro: { corePackage: macroPackages.core, jsxPackage: macroPackages.jsx },
  format: 'po',
  orderBy: 'messageId',
  compileNamespace: 'ts',
});
