import type { Language } from '@/config/languages';
import type { Schemas } from '@/openapi/types';
import { call, type Api } from '@/api/client';

/** The loader of `/location-on-map`: every place of the catalogue, named in the language shown. */
export function loadLocations(api: Api, language: Language): Promise<Schemas['Location'][]> {
  return call(() => api.GET('/api/locations', { params: { query: { language } } }));
}
