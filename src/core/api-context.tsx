import { createContext, useContext, type ReactNode } from 'react';
import { createApi, type Api, type ApiOptions } from '@/api/client';
import { readToken } from './storage';

/** The app's API client: the bearer token is read from the `bc-x-access-token` cookie at each call. */
export function createAppApi(options: Omit<ApiOptions, 'getToken'> = {}): Api {
  return createApi({ ...options, getToken: readToken });
}

const ApiContext = createContext<Api | null>(null);

export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside <ApiProvider>');
  return api;
}
