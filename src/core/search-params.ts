import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';

/**
 * How search parameters are written in the address: flat and readable, as people share them.
 * A list is one comma-separated value (`bodyType=suv,sedan`), a text is written as it is
 * (`q=golf`). Only a value that cannot be written so (an object, a list with a comma inside an item)
 * is written as JSON. Each route's `validateSearch` reads values back (numbers arrive as numbers,
 * lists as comma-separated text), and addresses written as JSON before (`gearbox=["automatic"]`)
 * still read as lists.
 */
function writeValue(value: unknown): string {
  if (Array.isArray(value) && value.every((item) => ['string', 'number'].includes(typeof item) && !String(item).includes(','))) {
    return value.join(',');
  }
  return JSON.stringify(value);
}

/** U+0000, which no text of ours holds and the API refuses (a crafted `?q=a%00` once showed the search failing). */
const withoutNul = (text: string) => text.replaceAll('\u0000', '');

function readValue(value: string): unknown {
  const text = withoutNul(value);
  if (!/^\s*[[{]/.test(text)) return text;
  try {
    return JSON.parse(text, (_key, inner: unknown) => (typeof inner === 'string' ? withoutNul(inner) : inner)) as unknown;
  } catch {
    return text;
  }
}

export const parseSearch = parseSearchWith(readValue);
export const stringifySearch = stringifySearchWith(writeValue);
