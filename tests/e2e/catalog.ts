import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The text a screen shows for an English source text in a language, read from the Lingui catalog,
 * so the browser tests check the translated screens without repeating the translations.
 */
const catalogs = new Map<string, Map<string, string>>();

function load(language: string) {
  const file = path.resolve(import.meta.dirname, `../../src/locales/${language}/messages.po`);
  const entries = new Map<string, string>();
  const text = readFileSync(file, 'utf8');
  const unquote = (block: string) =>
    [...block.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!.replace(/\\"/g, '"').replace(/\\n/g, '\n')).join('');
  for (const entry of text.split(/\n\n+/)) {
    // A text in a context of its own ('Email' the contact method) is another entry with the same source text.
    if (/^msgctxt /m.test(entry)) continue;
    const id = /msgid ((?:"(?:[^"\\]|\\.)*"\s*)+)/.exec(entry)?.[1];
    const str = /msgstr ((?:"(?:[^"\\]|\\.)*"\s*)+)/.exec(entry)?.[1];
    if (id !== undefined && str !== undefined) entries.set(unquote(id), unquote(str));
  }
  return entries;
}

export function tr(language: string, english: string): string {
  if (language === 'en') return english;
  if (!catalogs.has(language)) catalogs.set(language, load(language));
  const translated = catalogs.get(language)!.get(english);
  if (!translated) throw new Error(`No ${language} translation for "${english}"`);
  return translated;
}
