/**
 * A back-office list's address, as its route validates it: the words searched, a value of one of the contract's
 * enums (openapi/generated/enums.ts: its filters and its sorts, never listed again here), the page. What the list does
 * not understand is dropped. The sort the contract gives by default (`<Name>SortDefault`) is the address without
 * `sort`, as the first choice of the list's 'Sort by' is.
 */

/** The words searched, trimmed and at most `max` characters long; none when empty. */
export function listText(value: unknown, max = 80): string | undefined {
  const text = typeof value === 'string' ? value.trim().slice(0, max) : '';
  return text || undefined;
}

/** One of `allowed`, else nothing. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

/** A sort of the contract's enum other than its default (which the address leaves out), else nothing. */
export function listSort<T extends string, TDefault extends T>(value: unknown, sorts: readonly T[], fallback: TDefault): Exclude<T, TDefault> | undefined {
  return value !== fallback && sorts.includes(value as T) ? (value as Exclude<T, TDefault>) : undefined;
}

/** A page past the first (the first is the address without `page`), up to the contract's last (Page: 10 000). */
export function listPage(value: unknown): number | undefined {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined;
}

/** The address's values without the ones left out. */
export function definedOnly<T extends object>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T;
}

/**
 * The choices of a list's 'Sort by': the contract's sorts in its order, the default first and written as the empty
 * value (the address without `sort`); `labels` names each, and the compiler asks for a label of every sort.
 */
export function sortChoices<T extends string, TDefault extends T>(
  sorts: readonly T[],
  fallback: TDefault,
  labels: Record<T, string>,
): Array<{ value: Exclude<T, TDefault> | ''; label: string }> {
  return [fallback, ...sorts.filter((sort) => sort !== fallback)].map((sort) => ({
    value: sort === fallback ? '' : (sort as Exclude<T, TDefault>),
    label: labels[sort],
  }));
}
