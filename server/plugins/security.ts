import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '@/server/config.ts';
import { themeScriptHash } from './ssr.ts';

/**
 * Security headers on every answer. Everything the app loads comes from this server, so the policy
 * stays at 'self'; styles also allow inline because Chakra (Emotion) injects its CSS at run time.
 */
/** The origin of an absolute URL for a CSP source list (CDN_URL, the captcha's, the analytics'); none for a missing or relative one. */
const originOf = (url: string | undefined) => (url && /^https?:\/\//i.test(url) ? [new URL(url).origin] : []);

/**
 * The CSP source of a tile URL template elsewhere (MAP_TILE_URL): its origin, a subdomain placeholder
 * becoming a wildcard (`https://{s}.tile.example.org/...` -> `https://*.tile.example.org`).
 */
export function tileSource(template: string): string[] {
  const origin = /^(https?:\/\/)([^/?#]+)/i.exec(template);
  if (!origin) return [];
  const host = origin[2]!.replace(/^[^.]*\{[^}]*\}[^.]*\./, '*.');
  return host.includes('{') ? [] : [`${origin[1]!.toLowerCase()}${host.toLowerCase()}`];
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script, which sets the colour mode before the first paint, by its hash.
        // With the captcha on (CAPTCHA_SITE_KEY), its widget's script and frame.
        scriptSrc: ["'self'", themeScriptHash, ...originOf(config.startUp.captcha?.scriptUrl)],
        frameSrc: ["'self'", ...originOf(config.startUp.captcha?.scriptUrl)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // A CDN elsewhere (CDN_URL) serves the catalogue's images; a tile server (MAP_TILE_URL) the map's.
        imgSrc: ["'self'", 'data:', 'blob:', ...originOf(config.cdnUrl), ...tileSource(config.mapTiles.url)],
        fontSrc: ["'self'", 'data:'],
        // Page views go to the analytics endpoint when it is on (ANALYTICS_URL).
        connectSrc: ["'self'", ...originOf(config.startUp.analytics?.url)],
        objectSrc: ["'none'"],
        // The app sets no <base>: none may be injected (ASVS 3.4.3).
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
