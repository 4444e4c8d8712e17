/** Free-text search in the back office's lists: the words of a search box, each to be found somewhere. */

/** The words of a search, at most eight. */
export const wordsOf = (search: string | undefined) => (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);

/** A word as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
export const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
