/**
 * The start-up settings the spec names (analytics, language from the visitor's address, captcha) and Google sign-in,
 * all off by default. The server reads them from its environment (server/config.ts, README "Configuration"), writes what the
 * browser needs into the page as one meta tag, and the app reads it there (src/core/start-up.ts); under the Vite
 * dev server there is no tag, and everything is off.
 */

export interface StartUpSettings {
  /** Page views sent on each navigation to a Plausible-compatible events API (ANALYTICS_URL); null when off. */
  analytics: { url: string; domain: string } | null;
  /** LANGUAGE_FROM_ADDRESS: a visitor with no language of their own starts in their country's (GET /api/language-hint). */
  languageFromAddress: boolean;
  /** A Turnstile-compatible captcha on the forms that reach the team (CAPTCHA_SITE_KEY and CAPTCHA_SECRET); null when off. */
  captcha: { siteKey: string; scriptUrl: string } | null;
  /** Google sign-in is configured (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET): the sign-in pages offer it only then. */
  googleSignIn: boolean;
}

export const startUpOff: StartUpSettings = { analytics: null, languageFromAddress: false, captcha: null, googleSignIn: false };

/** The meta tag's name; its content is the settings as JSON. */
export const startUpMeta = 'azura-start-up';

/** Cloudflare Turnstile's widget and its answer's check; any service of the same protocol may replace them. */
export const defaultCaptchaScriptUrl = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
export const defaultCaptchaVerifyUrl = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
