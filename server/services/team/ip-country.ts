import { isIP } from 'node:net';

/** How long the start-up waits for the look-up service before it falls back to the time zone. */
const LOOK_UP_TIMEOUT_MS = 1500;

/** Loopback, private and link-local addresses: no service knows their country. */
const isLocal = (ip: string) =>
  /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|::1$|fc|fd|fe80:|::ffff:127\.)/i.test(ip);

/**
 * The two-letter country of an IP address from the configured look-up service (IP_COUNTRY_URL, `{ip}` standing
 * for the address), or null when the address is local, the service fails or answers nothing usable.
 */
export async function lookUpCountry(urlTemplate: string, ip: string, fetchImpl: typeof fetch = fetch): Promise<string | null> {
  if (!isIP(ip) || isLocal(ip)) return null;
  try {
    const response = await fetchImpl(urlTemplate.replace('{ip}', encodeURIComponent(ip)), {
      signal: AbortSignal.timeout(LOOK_UP_TIMEOUT_MS),
      // The configured service answers, or nobody: a redirect is never followed.
      redirect: 'error',
      headers: { Accept: 'application/json, text/plain' },
    });
    if (!response.ok) return null;
    const text = (await response.text()).trim();
    const value = text.startsWith('{') ? countryField(JSON.parse(text) as Record<string, unknown>) : text;
    return typeof value === 'string' && /^[A-Za-z]{2}$/.test(value.trim()) ? value.trim().toUpperCase() : null;
  } catch {
    return null;
  }
}

const countryField = (answer: Record<string, unknown>) => answer.country_code ?? answer.countryCode ?? answer.country;
