import { tr } from './catalog.ts';
import { expect, type APIRequestContext, type APIResponse, type Page } from './fixtures.ts';

/** A real 1x1 PNG, a driver's licence picture: the server checks a picture's first bytes, not its name. */
export const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The `authorization` header of an account signed in through the API (a demo account by default), for a test's own calls. */
export async function authorizationOf(request: APIRequestContext, email: string, password = 'demo1234'): Promise<string> {
  const signedIn = await request.post('/api/sign-in/frontend', { data: { email, password } });
  if (!signedIn.ok()) throw new Error(`${email} could not sign in: ${signedIn.status()}`);
  return `Bearer ${((await signedIn.json()) as { token: string }).token}`;
}

/** Sends a licence picture for the account whose `authorization` header this is (createBiometric); the caller checks the answer. */
export function sendLicence(request: APIRequestContext, authorization: string, image: Buffer = onePixelPng): Promise<APIResponse> {
  return request.post('/api/create-biometric', {
    headers: { authorization },
    multipart: { kind: 'licence', image: { name: 'licence.png', mimeType: 'image/png', buffer: image } },
  });
}

/** A new, activated driver (signed up through the API, activated by the link of his first email); not signed in. */
export async function newDriver(page: Page, language: string, fullName: string, password: string, prefix = 'driver'): Promise<string> {
  const email = `${prefix}-${language}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const signUp = await page.request.post('/api/sign-up', {
    data: { email, password, fullName, birthDate: '1990-01-20', language, acceptTerms: true },
  });
  expect(signUp.status()).toBe(201);
  await page.goto('/dev/mailbox');
  const link = await page.getByTestId('email').filter({ hasText: email }).first().locator('a[href*="/activate?"]').getAttribute('href');
  const activated = await page.request.post('/api/activate', {
    data: Object.fromEntries(['userId', 'email', 'token'].map((key) => [key, new URL(link!, 'http://x').searchParams.get(key[0]!)])),
  });
  expect(activated.status()).toBe(200);
  return email;
}

/** Fills the sign-in form shown and sends it. */
export async function fillSignIn(page: Page, language: string, email: string, password: string) {
  const t = (s: string) => tr(language, s);
  await page.getByRole('textbox', { name: t('Email'), exact: true }).fill(email);
  await page.getByRole('textbox', { name: t('Password'), exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: t('Sign in'), exact: true }).click();
}
