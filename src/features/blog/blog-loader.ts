import type { Language } from '@/config/languages';
import type { Schemas } from '@/openapi/types';
import { call, type Api } from '@/api/client';
import { orNotFound } from '@/src/core/not-found';

/** Three rows of three cards on a wide screen. */
export const BLOG_PAGE_SIZE = 9;

export interface BlogSearch {
  /** 1 for the first page; left out on the first page. */
  page?: number;
}

export function validateBlogSearch(search: Record<string, unknown>): BlogSearch {
  const value = typeof search.page === 'string' ? Number(search.page) : search.page;
  const page = typeof value === 'number' && Number.isInteger(value) && value > 1 && value <= 10000 ? value : undefined;
  return { page };
}

export function loadBlogPosts(api: Api, { page = 1, language }: BlogSearch & { language: Language }): Promise<Schemas['BlogPostPage']> {
  return call(() => api.GET('/api/blog', { params: { query: { language, page, size: BLOG_PAGE_SIZE } } }));
}

export function loadBlogPost(api: Api, { slug, language }: { slug: string; language: Language }): Promise<Schemas['BlogPost']> {
  return orNotFound(call(() => api.GET('/api/blog/{slug}', { params: { path: { slug }, query: { language } } })));
}

/** A post's day of publication, as written (a calendar date: the same day in every time zone). */
export function formatPublished(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
