import path from 'node:path';
import { defaultMapTileAttribution, defaultMapTileUrl, type MapTiles } from '@/config/map-tiles.ts';
import { defaultCaptchaScriptUrl, defaultCaptchaVerifyUrl, type StartUpSettings } from '@/config/start-up.ts';

export interface Config {
  production: boolean;
  port: number;
  host: string;
  /** Public origin of the app, used in email links. */
  appUrl: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Serve the contract at /api/docs (always when not in production). */
  apiDocs: boolean;
  trustProxy: boolean;
  distDir: string;
  /** How often the outbox worker looks for mail, in ms; 0 turns the worker off. */
  outboxIntervalMs: number;
  /**
   * How long an email claimed by a worker is its own, in seconds (OUTBOX_LEASE_SECONDS, 60): another instance sends it
   * only after that, so a worker that died mid-send is replaced. The SMTP timeouts are set well inside it.
   */
  outboxLeaseSeconds: number;
  /** Google sign-in (OpenID Connect): off unless both the client id and its secret are set. */
  googleClientId?: string;
  googleClientSecret?: string;
  /** The OpenID provider's issuer (GOOGLE_ISSUER_URL): Google's, or another provider of the same protocol (tests run one). */
  googleIssuerUrl: string;
  logLevel: string;
  /** Base URL of the catalogue's images, without a trailing slash: `/cdn` (this server) or e.g. `https://cdn.example.com`. */
  cdnUrl: string;
  /** How long an answer of a public catalogue read is kept in this process, in ms; 0 keeps none. */
  catalogCacheMs: number;
  /** The tiles of the map of places (MAP_TILE_URL, MAP_TILE_ATTRIBUTION): OpenStreetMap by default. */
  mapTiles: MapTiles;
  /** Who takes online payments (PAYMENT_PROVIDER): only the built-in `sandbox` (Stripe's test cards) for now. */
  paymentProvider: 'sandbox';
  /** ISO 4217 code card payments are charged in (PAYMENT_CURRENCY, USD as in the spec); the figure is the price shown. */
  paymentCurrency: string;
  /** Where the contact, work-with-us and concierge forms are emailed (TEAM_EMAIL). */
  teamEmail: string;
  /** What the page is told at start-up (config/start-up.ts): analytics, language from address, captcha. */
  startUp: StartUpSettings;
  /** The captcha's secret and the URL its answers are checked at (CAPTCHA_SECRET, CAPTCHA_VERIFY_URL); on with startUp.captcha. */
  captchaSecret?: string;
  captchaVerifyUrl: string;
  /**
   * IP_COUNTRY_URL: a look-up service answering the country of an IP address, `{ip}` in the URL standing for it
   * (e.g. `https://ipapi.co/{ip}/country/`); its answer is the two-letter code, as text or as a JSON field
   * `country`, `country_code` or `countryCode`. Without it, the browser's time zone gives the country.
   */
  ipCountryUrl?: string;
  /**
   * How many days the security log keeps an event (SECURITY_LOG_DAYS); the hourly maintenance removes older ones.
   * Unset: every event is kept.
   */
  securityLogDays?: number;
  /**
   * How many live notification streams an instance holds open: an account's (NOTIFICATION_STREAMS_PER_ACCOUNT, 5; one
   * more ends its oldest) and all accounts' (NOTIFICATION_STREAMS_PER_INSTANCE, 2000; beyond, 503 with Retry-After).
   */
  notificationStreams: { perAccount: number; perInstance: number };
  /**
   * How long a client has to send a whole request, headers and body, in ms (REQUEST_TIMEOUT_MS, 60 s); its headers
   * alone, a third of it. A request still arriving then is answered 408 and its connection closed (a body sent a byte
   * at a time holds a connection no longer). Answers are not bound by it: the live notification stream stays open.
   */
  requestTimeoutMs: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 3000);
  // The captcha is on with both its keys: the page's and the server's.
  const captchaOn = Boolean(env.CAPTCHA_SITE_KEY && env.CAPTCHA_SECRET);
  return {
    production,
    port,
    host: env.HOST ?? '0.0.0.0',
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Azura <no-reply@azura.example>',
    apiDocs: !production || env.API_DOCS === 'true',
    trustProxy: env.TRUST_PROXY === 'true',
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    outboxIntervalMs: Number(env.OUTBOX_INTERVAL_MS ?? 1000),
    outboxLeaseSeconds: countOf('OUTBOX_LEASE_SECONDS', env.OUTBOX_LEASE_SECONDS, 'seconds') ?? 60,
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    googleClientSecret: env.GOOGLE_CLIENT_SECRET || undefined,
    googleIssuerUrl: googleIssuerOf(env.GOOGLE_ISSUER_URL, production),
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    cdnUrl: (env.CDN_URL || '/cdn').replace(/\/+$/, ''),
    catalogCacheMs: Number(env.CATALOG_CACHE_MS ?? 10_000),
    mapTiles: { url: env.MAP_TILE_URL || defaultMapTileUrl, attribution: env.MAP_TILE_ATTRIBUTION || defaultMapTileAttribution },
    paymentProvider: paymentProviderOf(env.PAYMENT_PROVIDER),
    paymentCurrency: currencyOf(env.PAYMENT_CURRENCY),
    teamEmail: env.TEAM_EMAIL || 'team@azura.example',
    startUp: {
      analytics: env.ANALYTICS_URL
        ? { url: env.ANALYTICS_URL, domain: env.ANALYTICS_DOMAIN || new URL(env.APP_URL ?? `http://localhost:${port}`).host }
        : null,
      languageFromAddress: isOn(env.LANGUAGE_FROM_ADDRESS),
      captcha: captchaOn ? { siteKey: env.CAPTCHA_SITE_KEY!, scriptUrl: env.CAPTCHA_SCRIPT_URL || defaultCaptchaScriptUrl } : null,
      // The same condition as the Google handlers' (google-sign-in.ts): both the id and the secret.
      googleSignIn: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    },
    captchaSecret: captchaOn ? env.CAPTCHA_SECRET : undefined,
    captchaVerifyUrl: env.CAPTCHA_VERIFY_URL || defaultCaptchaVerifyUrl,
    ipCountryUrl: env.IP_COUNTRY_URL || undefined,
    securityLogDays: countOf('SECURITY_LOG_DAYS', env.SECURITY_LOG_DAYS, 'days'),
    notificationStreams: {
      perAccount: countOf('NOTIFICATION_STREAMS_PER_ACCOUNT', env.NOTIFICATION_STREAMS_PER_ACCOUNT, 'streams') ?? 5,
      perInstance: countOf('NOTIFICATION_STREAMS_PER_INSTANCE', env.NOTIFICATION_STREAMS_PER_INSTANCE, 'streams') ?? 2000,
    },
    requestTimeoutMs: countOf('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 'milliseconds') ?? 60_000,
  };
}

/** An address over plain http on this machine (127.0.0.0/8, ::1, localhost): the test OpenID providers'. */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(url.hostname));
}

/**
 * GOOGLE_ISSUER_URL, without a trailing slash: an https address; plain http only to this machine and outside
 * production (the test providers), the one case where the OpenID client allows it (services/oidc-client.ts).
 */
function googleIssuerOf(value: string | undefined, production: boolean): string {
  const issuer = (value || 'https://accounts.google.com').replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new Error(`GOOGLE_ISSUER_URL=${value}: expected the https address of an OpenID provider.`);
  }
  if (url.protocol !== 'https:' && (production || !isLoopbackHttp(url))) {
    throw new Error(`GOOGLE_ISSUER_URL=${value}: an OpenID provider is reached over https only (http only on this machine, outside production).`);
  }
  return issuer;
}

const isOn = (value: string | undefined) => value === 'on' || value === 'true' || value === '1';

function paymentProviderOf(value: string | undefined): Config['paymentProvider'] {
  if (!value || value === 'sandbox') return 'sandbox';
  throw new Error(`PAYMENT_PROVIDER=${value}: the only payment provider built in is 'sandbox'.`);
}

/** A setting that is a whole count of `unit`, 1 or more; undefined when unset. */
function countOf(name: string, value: string | undefined, unit: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new Error(`${name}=${value}: expected a whole number of ${unit}, 1 or more.`);
  return count;
}

function currencyOf(value: string | undefined): string {
  const code = (value || 'USD').toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) throw new Error(`PAYMENT_CURRENCY=${value}: expected a three-letter ISO 4217 code such as USD or EUR.`);
  return code;
}
