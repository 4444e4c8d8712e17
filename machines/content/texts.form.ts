import { languages, type Language } from '@/config/languages';

/**
 * The texts of a post or a help-centre entry, one set per language it is written in, as the forms keep them: flat
 * values (`enTitle`, `frWritten`…) so that every field has its name, its value and its error.
 */

export type Written<TPart extends string> = `${Language}${Capitalize<TPart>}` | `${Language}Written`;

export const fieldOf = <TPart extends string>(language: Language, part: TPart) => `${language}${part[0]!.toUpperCase()}${part.slice(1)}` as `${Language}${Capitalize<TPart>}`;
export const writtenField = (language: Language) => `${language}Written` as const;

/** The languages ticked as written. */
export function writtenLanguages(values: Record<string, unknown>): Language[] {
  return languages.filter((language) => values[writtenField(language)] === true);
}

/** The flat values of texts given by language: each language written or not, its parts as they are. */
export function flatTexts<TPart extends string>(parts: readonly TPart[], texts: Partial<Record<Language, Record<TPart, string>>>): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const language of languages) {
    const text = texts[language];
    values[writtenField(language)] = text !== undefined;
    for (const part of parts) values[fieldOf(language, part)] = text?.[part] ?? '';
  }
  return values;
}

/** A text field's value: the text typed, or '' when there is none. */
function textAt(values: Record<string, unknown>, field: string): string {
  const value = values[field];
  return typeof value === 'string' ? value : '';
}

/** The texts by language of the languages written, from the flat values. */
export function textsOf<TPart extends string>(parts: readonly TPart[], values: Record<string, unknown>): Partial<Record<Language, Record<TPart, string>>> {
  return Object.fromEntries(
    writtenLanguages(values).map((language) => [language, Object.fromEntries(parts.map((part) => [part, textAt(values, fieldOf(language, part))]))]),
  );
}

/** The problems of the texts: each part of a written language required and within its length; one language at least. */
export function checkTexts<TPart extends string>(parts: Record<TPart, number>, values: Record<string, unknown>): Record<string, 'required' | 'tooLong' | 'noLanguage' | undefined> {
  const errors: Record<string, 'required' | 'tooLong' | 'noLanguage' | undefined> = {};
  const written = writtenLanguages(values);
  if (written.length === 0) errors[writtenField('en')] = 'noLanguage';
  for (const language of written) {
    for (const part of Object.keys(parts) as TPart[]) {
      const text = textAt(values, fieldOf(language, part));
      errors[fieldOf(language, part)] = text.trim() === '' ? 'required' : text.length > parts[part] ? 'tooLong' : undefined;
    }
  }
  return errors;
}
