import type { Language } from '@/config/languages';
import { PAGE_SIZE } from '@/domain/catalog';
import type { Schemas } from '@/openapi/types';
import { call, type Api } from '@/api/client';
import { orNotFound } from '@/src/core/not-found';
import type { YachtKind } from './labels';

export interface YachtListSearch {
  /** A location slug. */
  location?: string;
  /** At least this many guests. */
  guests?: number;
  /** 1 for the first page; left out on the first page. */
  page?: number;
}

const wholeNumber = (value: unknown, min: number, max: number): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max ? number : undefined;
};

const slug = (value: unknown) => (typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) ? value : undefined);

export function validateYachtListSearch(search: Record<string, unknown>): YachtListSearch {
  const page = wholeNumber(search.page, 1, 10000);
  return { location: slug(search.location), guests: wholeNumber(search.guests, 1, 100), page: page === 1 ? undefined : page };
}

export function validatePageSearch(search: Record<string, unknown>): Pick<YachtListSearch, 'page'> {
  return { page: validateYachtListSearch(search).page };
}

export interface YachtListData {
  yachts: Schemas['YachtPage'];
  locations: Schemas['Location'][];
}

/** One page of yachts (searchYachts, 30 a page) and the locations for the search form. */
export async function loadYachtList(
  api: Api,
  { kind, location, guests, page = 1, language }: YachtListSearch & { kind?: YachtKind; language: Language },
): Promise<YachtListData> {
  const [yachts, locations] = await Promise.all([
    call(() =>
      api.GET('/api/yachts', {
        params: { query: { language, kind: kind && [kind], location, guests, page, size: PAGE_SIZE.default } },
      }),
    ),
    call(() => api.GET('/api/locations', { params: { query: { language } } })),
  ]);
  return { yachts, locations };
}

export interface YachtDetailData {
  yacht: Schemas['Yacht'];
  locations: Schemas['Location'][];
}

/** The yacht page's data; a yacht that does not exist is the not-found page. */
export async function loadYachtDetail(api: Api, { id, language }: { id: string; language: Language }): Promise<YachtDetailData> {
  const query = { language };
  const [yacht, locations] = await Promise.all([
    orNotFound(call(() => api.GET('/api/yachts/{id}', { params: { path: { id }, query } }))),
    call(() => api.GET('/api/locations', { params: { query } })),
  ]);
  return { yacht, locations };
}
