import { themeStorageKey } from './storage-keys';

/**
 * Sets the stored (else the system's) colour mode on <html> before the page paints, as `applyColorMode` does
 * (src/core/color-mode.tsx): written inline at the top of each server-rendered page (server/plugins/ssr.ts), so that a
 * dark page never flashes light. The Content Security Policy allows it by its hash (server/plugins/security.ts).
 */
export const themeScript = `(function(){var m,r=document.documentElement;try{m=localStorage.getItem(${JSON.stringify(themeStorageKey)})}catch(e){}if(m!=='dark'&&m!=='light')m=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';r.classList.add(m);r.style.colorScheme=m})()`;
