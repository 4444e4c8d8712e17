import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server renders each request with its own Lingui instance (src/app/entry-server.tsx): a text read from Lingui's
 * global instance, or from the browser's, would be written in whatever language that instance last had, into
 * another request's page. These rules keep every text on the instance of the page being rendered:
 * - `t` of '@lingui/core/macro' only with an instance (`t(i18n)`, `t(match.context.i18n)`): a bare t`…` or
 *   t({ … }) reads the global; in a component, `useLingui()` of '@lingui/react/macro' reads the page's;
 * - `plural`/`select` of '@lingui/core/macro' only inside a message (msg`${plural(…)}`, translated by an instance);
 * - Lingui's global `i18n` is never imported, and the browser's instance (src/core/i18n.ts) only by browser code.
 * (tests/unit/ssr-languages.test.ts renders pages of several languages at once and checks each page's texts.)
 */
const root = path.resolve(import.meta.dirname, '../..');

/** Read only in the browser, or handed to the router and the provider as the browser's default. */
const browserInstanceReaders = new Set([
  'src/core/i18n.ts',
  'src/app/main.tsx',
  'src/app/router.tsx',
  'src/app/providers.tsx',
  'src/core/switch-language.ts',
  'src/core/errors.ts',
  'src/core/session.ts',
]);

function sourceFiles(directory: string): string[] {
  return readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${directory}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [relative] : [];
  });
}

const files = [...sourceFiles('src'), ...sourceFiles('machines')].map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));

/** The names a file imports from a module (`import { a, b as c } from 'module'`), type-only imports left out. */
function importedNames(text: string, module: string): string[] {
  const pattern = new RegExp(`import\\s+\\{([^}]*)\\}\\s+from\\s+'${module.replace(/[/.]/g, '\\$&')}'`, 'g');
  return [...text.matchAll(pattern)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/).pop()!),
  );
}

/** What in a file would read the global instance, as `file: line`. */
function globalReads({ file, text }: { file: string; text: string }): string[] {
  const found: string[] = [];
  const at = (index: number) => `${file}:${text.slice(0, index).split('\n').length}`;
  const core = importedNames(text, '@lingui/core/macro');
  if (core.includes('t')) for (const match of text.matchAll(/(?<![\w.$])t\s*(`|\(\s*\{)/g)) found.push(`${at(match.index)} t without an instance`);
  for (const name of ['plural', 'select', 'selectOrdinal'].filter((name) => core.includes(name))) {
    for (const match of text.matchAll(new RegExp(`(?<![\\w.$])${name}\\(`, 'g'))) {
      if (text.slice(Math.max(0, match.index - 2), match.index) !== '${') found.push(`${at(match.index)} ${name} outside a message`);
    }
  }
  if (importedNames(text, '@lingui/core').includes('i18n')) found.push(`${file} imports Lingui's global i18n`);
  if (!browserInstanceReaders.has(file) && /from '((\.\.?\/)+(src\/)?|@\/)core\/i18n'/.test(text)) found.push(`${file} imports the browser's instance`);
  return found;
}

describe('texts come from the instance of the page being rendered', () => {
  it('finds a bare t, a standalone plural, the global and the browser instance where they would be read', () => {
    const bad = [
      "import { t } from '@lingui/core/macro';\nexport const title = () => t`Sign in`;",
      "import { t } from '@lingui/core/macro';\nexport const title = () => t({ message: 'Sign in' });",
      "import { plural } from '@lingui/core/macro';\nexport const cars = (n: number) => plural(n, { one: '# car', other: '# cars' });",
      "import { i18n } from '@lingui/core';\nexport const title = () => i18n.locale;",
      "import { i18n } from '../../core/i18n';\nexport const title = () => i18n.locale;",
      "import { i18n } from '@/core/i18n';\nexport const title = () => i18n.locale;",
    ];
    for (const text of bad) expect(globalReads({ file: 'src/features/example.ts', text })).toHaveLength(1);
    const good = [
      "import { t } from '@lingui/core/macro';\nexport const title = (i18n: I18n) => t(i18n)`Sign in`;",
      "import { msg, plural } from '@lingui/core/macro';\nexport const cars = (i18n: I18n, n: number) => i18n._(msg`${plural(n, { one: '# car', other: '# cars' })}`);",
      "import type { I18n } from '@lingui/core';\nimport { useLingui } from '@lingui/react/macro';\nexport function Title() { const { t } = useLingui(); return t`Sign in`; }",
    ];
    for (const text of good) expect(globalReads({ file: 'src/features/example.ts', text })).toEqual([]);
  });

  it('holds for every file of src/ and machines/', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap(globalReads)).toEqual([]);
  });
});
