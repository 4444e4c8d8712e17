import { isSameSitePath } from '@/domain/validation';

/** Search-parameter readers for the account routes: the router parses values as JSON when it can. */

/** A search value as a trimmed string, or undefined when missing or empty. */
export function searchText(value: unknown): string | undefined {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
}

/** An in-app path to return to after signing in; anything else (other sites, `//host`) is dropped. */
export function safeRedirect(value: unknown): string | undefined {
  const path = searchText(value);
  return path && isSameSitePath(path) ? path : undefined;
}

export interface LinkSearch {
  /** User id. */
  u?: string;
  /** Email address. */
  e?: string;
  /** Token. */
  t?: string;
}

export function validateLinkSearch(search: Record<string, unknown>): LinkSearch {
  return { u: searchText(search.u), e: searchText(search.e), t: searchText(search.t) };
}

export interface SignInCodeSearch {
  /** The address the code goes to (on the code page: went to). */
  email?: string;
  /** Where to go once signed in (an in-app path); home by default. */
  redirect?: string;
}

/** The search of both pages of the sign-in by emailed code. */
export function validateSignInCodeSearch(search: Record<string, unknown>): SignInCodeSearch {
  return { email: searchText(search.email), redirect: safeRedirect(search.redirect) };
}
