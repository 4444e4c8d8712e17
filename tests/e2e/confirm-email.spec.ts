import { expect, test } from './fixtures.ts';

/**
 * The email-change link, followed as a person would from the dev mailbox while signed in: the page confirms, the
 * signed-in session takes the new address, which signs in from then on; the same link a second time is refused.
 * The change itself is asked through the API (its screen is the account settings' own test).
 */
test('a driver confirms his new email address from the link he was sent @any-width', async ({ page }) => {
  const stamp = Date.now();
  const email = `change-${stamp}@example.org`;
  const newEmail = `changed-${stamp}@example.org`;
  const password = 'riviera-2026';
  const signUp = await page.request.post('/api/sign-up', {
    data: { email, password, fullName: 'Chloé Change', birthDate: '1990-01-20', language: 'en', acceptTerms: true },
  });
  expect(signUp.status()).toBe(201);

  // Activated by the link of its first email, then signed in here.
  await page.goto('/dev/mailbox');
  await page.goto((await page.getByTestId('email').filter({ hasText: email }).first().locator('a[href*="/activate?"]').getAttribute('href'))!);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is activated' })).toBeVisible();
  await page.goto(`/sign-in?email=${encodeURIComponent(email)}`);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: /Chloé Change/ })).toBeVisible();

  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'bc-x-access-token')!.value;
  const userId = (await page.evaluate(() => JSON.parse(localStorage.getItem('bc-user') ?? 'null') as { _id: string }))._id;
  const asked = await page.request.post('/api/update-email', {
    headers: { Authorization: `Bearer ${decodeURIComponent(token)}` },
    data: { _id: userId, email: newEmail, password },
  });
  expect(asked.status()).toBe(200);

  await page.goto('/dev/mailbox');
  // The link goes to the new address (the old one is only told of the request).
  const sentToNew = page.getByTestId('email').filter({ has: page.locator('.to', { hasText: newEmail }) });
  const link = await sentToNew.first().locator('a[href*="/confirm-email?"]').getAttribute('href');
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Changes made successfully.' })).toBeVisible();
  await expect(page.getByText(`Your email address is now ${newEmail}. Use it the next time you sign in.`)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toBeVisible();

  const signIn = await page.request.post('/api/sign-in/frontend', { data: { email: newEmail, password } });
  expect(signIn.status()).toBe(200);

  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid confirmation link' })).toBeVisible();
});
