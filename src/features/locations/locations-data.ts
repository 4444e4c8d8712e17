import type { Language } from '../../../config/languages';
import { call, type Api, type Schemas } from '../../api/client';

/** The loader of `/location-on-map`: every place of the catalogue, named in the language shown. */
export function loadLocations(api: Api, language: Language): Promise<Schemas['Location'][]> {
  return call(() => api.GET('/api/locations', { params: { query: { language } } }));
}
