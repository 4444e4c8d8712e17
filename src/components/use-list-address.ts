import { useRef } from 'react';

/**
 * A back-office list's address (fleet, accounts, coupons, suppliers): `goTo` writes a change of its search, filters or
 * sort (back to the first page unless the page is what changes; empty values left out); `onPage` goes to a page and
 * brings the reader back to the list's heading (`headingRef`), as a new page would.
 */
export function useListAddress<TSearch extends { page?: number }>(search: TSearch, onSearchChange: (next: TSearch) => void) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const goTo = (changes: Partial<TSearch>) => {
    const next = { ...search, ...changes, page: 'page' in changes ? changes.page : undefined };
    onSearchChange(Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined && (value as unknown) !== '')) as TSearch);
  };
  const onPage = (page: number) => {
    goTo({ page: page > 1 ? page : undefined } as Partial<TSearch>);
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  };
  return { goTo, onPage, headingRef };
}
