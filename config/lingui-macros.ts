import babel from '@rolldown/plugin-babel';

/**
 * What Lingui reads as its macros (lingui.config.ts): the packages' `t`, `msg`, `<Trans>`, `useLingui`, and the
 * emails' `msg` twin (server/services/mail/define-message.ts), as the files import them.
 */
export const macroPackages = {
  core: ['@lingui/macro', '@lingui/core/macro', './define-message.ts'],
  jsx: ['@lingui/macro', '@lingui/react/macro'],
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A file that imports one of the macros. */
const importsAMacro = new RegExp(`from ['"](?:${[...new Set([...macroPackages.core, ...macroPackages.jsx])].map(escaped).join('|')})['"]`);

/**
 * Lingui's macros compiled by Babel, for the builds and the tests. Only the files that import a macro go through Babel
 * (about 300 of 1,070): on the others it changed nothing and was the slowest part of their transform.
 */
export const linguiMacros = () =>
  babel({
    presets: [{ preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] }, rolldown: { filter: { code: importsAMacro } } }],
  });
