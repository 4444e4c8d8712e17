import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The catalogs' entries stay with their own texts. `lingui compile --strict` refuses a missing translation but not a
 * translation left on another message: catalogs merged by hand once gave the cashback sentence the text 'Contact us' in
 * English and 'Nous contacter' in French, and "Spendable from {spendableOn}" the text of 'Welcome back, {firstName}!'.
 */
interface Entry {
  id: string;
  text: string;
}

function entriesOf(language: string): Entry[] {
  const source = readFileSync(new URL(`../../src/locales/${language}/messages.po`, import.meta.url), 'utf8');
  return source
    .split(/\n\s*\n/)
    .map((block) => {
      const fields: Record<string, string> = {};
      let field: string | undefined;
      for (const line of block.split('\n')) {
        const start = /^(msgctxt|msgid|msgstr) "(.*)"$/.exec(line);
        if (start) [, field, fields[start[1]!]] = [undefined, start[1]!, start[2]!];
        else if (field && /^".*"$/.test(line)) fields[field] += line.slice(1, -1);
      }
      return { id: fields.msgid ?? '', text: fields.msgstr ?? '' };
    })
    .filter((entry) => entry.id !== '');
}

/**
 * What a text must carry over whatever its language: its placeholders ({0}, {firstName}, {count, plural, …}) and its
 * tags (<0>, </1>); each once, as plural forms repeat them as many times as the language has forms.
 */
const markersOf = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)(?:\}|, ?(?:plural|select|selectordinal|number|date|time)\b)|<\/?\d+>/g)].map((match) => match[1] ?? match[0]))].sort();

describe('the catalogs', () => {
  it('give each English message its own text', () => {
    const astray = entriesOf('en').filter((entry) => entry.text !== entry.id);
    expect(astray).toEqual([]);
  });

  it.each(['fr', 'ru'])('give each message in %s the placeholders and tags of its English text', (language) => {
    const entries = entriesOf(language);
    expect(entries.length).toBeGreaterThan(1000);
    const astray = entries.filter((entry) => JSON.stringify(markersOf(entry.text)) !== JSON.stringify(markersOf(entry.id)));
    expect(astray).toEqual([]);
  });
});
