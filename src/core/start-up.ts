import { startUpMeta, startUpOff, type StartUpSettings } from '@/config/start-up';

let settings: StartUpSettings | undefined;

/** The start-up settings the server wrote into the page (config/start-up.ts); all off without them (Vite's dev server, tests). */
export function startUpSettings(document: Document | undefined = globalThis.document): StartUpSettings {
  if (settings) return settings;
  const content = document?.querySelector<HTMLMetaElement>(`meta[name="${startUpMeta}"]`)?.content;
  try {
    settings = content ? { ...startUpOff, ...(JSON.parse(content) as Partial<StartUpSettings>) } : startUpOff;
  } catch {
    settings = startUpOff;
  }
  return settings;
}

/** The server's render (which has no page to read them from) and tests set the settings a page carries. */
export function setStartUpSettings(value: StartUpSettings | undefined): void {
  settings = value;
}
