/**
 * The captcha of the forms that reach the team, off unless CAPTCHA_SITE_KEY and CAPTCHA_SECRET are set: the
 * widget's answer is checked with the service (Cloudflare Turnstile's protocol, which hCaptcha and reCAPTCHA share:
 * a form POST of secret, response and remoteip answered by `{ success }`).
 */
const VERIFY_TIMEOUT_MS = 5000;

export async function verifyCaptcha(
  { secret, verifyUrl }: { secret: string; verifyUrl: string },
  token: string,
  ip: string,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const response = await fetchImpl(verifyUrl, {
      method: 'POST',
      body: new URLSearchParams({ secret, response: token, remoteip: ip }),
      // The secret goes to the configured service only: a redirect is an error, never followed.
      redirect: 'error',
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) return false;
    const answer = (await response.json()) as { success?: unknown };
    return answer.success === true;
  } catch {
    return false;
  }
}
