import type { Language } from '@/config/languages';
import type { Schemas } from '@/openapi/types';
import { call, type Api } from '@/api/client';

export interface HelpSearch {
  /** The words looked for; left out when empty. */
  q?: string;
}

export function validateHelpSearch(search: Record<string, unknown>): HelpSearch {
  const q = typeof search.q === 'string' ? search.q.slice(0, 100) : undefined;
  return { q: q?.trim() ? q : undefined };
}

export function loadFaq(api: Api, { q, language }: HelpSearch & { language: Language }): Promise<Schemas['FaqEntry'][]> {
  return call(() => api.GET('/api/faq', { params: { query: { language, q: q?.trim() || undefined } } }));
}
