/**
 * What the back office's lists share (fleet, bookings, accounts): a page of rows at a time, as the address asks it,
 * with rows ticked for a change of several at once.
 */

/** The ticked ids with `id` ticked or unticked. */
export const toggleId = (selected: readonly string[], id: string): string[] =>
  selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id];

/** Every id that can be ticked is (and there is at least one). */
export const allSelected = (ids: readonly string[], selected: readonly string[]): boolean => ids.length > 0 && ids.every((id) => selected.includes(id));

/** How many pages `total` rows make, `size` a page. */
export const pagesOf = (total: number, size: number): number => (size > 0 ? Math.ceil(total / size) : 0);

/** Two queries of a list ask the same rows (whatever the order of their keys). */
export const sameQuery = (a: object, b: object): boolean => JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());
