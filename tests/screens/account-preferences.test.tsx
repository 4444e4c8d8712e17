import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/src/core/i18n';
import { selectUser } from '@/src/core/session';
import { readStoredLanguage, readStoredUser } from '@/src/core/storage';
import { accountApi, expectSavedToast, setUpAccountTests, userId } from '@/tests/support/account-screen';
import { fail } from '@/tests/support/msw';
import { renderAppAs } from '@/tests/support/render-app';

setUpAccountTests();

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

async function open(path: string) {
  const app = await renderAppAs('driver', path);
  await screen.findByRole('heading', { level: 1 });
  return { ...app, session: app.router.options.context.session };
}

describe('update email', () => {
  it('asks for the new address and the password, then shows the address waiting for its link', async () => {
    const api = accountApi();
    const { user, session } = await open('/mobile/UpdateEmail');
    expect(screen.getByText(/Your email address is/)).toHaveTextContent('Your email address is driver@example.com.');

    await user.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    expect(field('email')).toHaveAccessibleDescription('Please fill in the field: New email address');
    expect(field('password')).toHaveAccessibleDescription('Please fill in the field: Password');

    await user.type(field('email'), 'alex@new.example');
    await user.type(field('password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Send the confirmation link' }));

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('We sent a confirmation link to alex@new.example.');
    expect(notice).toHaveTextContent('until then you sign in with driver@example.com');
    expect(api.sent('updateEmail').map((request) => request.body)).toEqual([{ _id: userId, email: 'alex@new.example', password: 'demo1234' }]);
    expect(selectUser(session.getSnapshot())?.pendingEmail).toBe('alex@new.example');
    expect(field('password')).toHaveValue('');
  });

  it('says an address is already registered, and a wrong password on its field', async () => {
    const api = accountApi();
    api.refuse('updateEmail', fail('EMAIL_ALREADY_REGISTERED'));
    const { user } = await open('/mobile/UpdateEmail');

    await user.type(field('email'), 'supplier@example.com');
    await user.type(field('password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This email address is already registered.');

    api.refuse('updateEmail', fail('WRONG_PASSWORD'));
    await user.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    await waitFor(() => expect(field('password')).toHaveAccessibleDescription('Wrong password'));
    expect(document.activeElement).toBe(field('password'));
  });
});

describe('phone settings', () => {
  it('shows each preference with its value, and the theme switch changes the colour mode', async () => {
    accountApi();
    const { user } = await open('/mobile/MobileSettings');
    const main = within(screen.getByRole('main'));

    expect(main.getByRole('link', { name: /Notification preferences.*Email notifications on/ })).toHaveAttribute('href', '/mobile/NotificationPreferences');
    expect(main.getByRole('link', { name: /Preferred contact method.*Email/ })).toHaveAttribute('href', '/mobile/PreferredContactMethod');
    expect(main.getByRole('link', { name: /Language.*English/ })).toHaveAttribute('href', '/mobile/Language');
    expect(main.getByRole('link', { name: /All settings/ })).toHaveAttribute('href', '/settings');

    await user.click(main.getByRole('switch', { name: 'Dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    await user.click(main.getByRole('switch', { name: 'Dark theme' }));
    expect(document.documentElement).toHaveClass('light');
  });

  it('preferred contact method: saves the choice and goes back to the settings', async () => {
    const api = accountApi();
    const { user, router } = await open('/mobile/PreferredContactMethod');

    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Phone call' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await expectSavedToast();
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobile/MobileSettings'));
    expect(api.sent('updateUser').map((request) => request.body)).toEqual([{ _id: userId, preferredContactMethod: 'phone' }]);
    expect(await screen.findByRole('link', { name: /Preferred contact method.*Phone call/ })).toBeInTheDocument();
  });

  it('notification preferences: the email notifications switch', async () => {
    const api = accountApi();
    const { user, session } = await open('/mobile/NotificationPreferences');

    await user.click(screen.getByRole('switch', { name: 'Email notifications' }));

    await expectSavedToast();
    expect(api.sent('updateEmailNotifications').map((request) => request.body)).toEqual([{ _id: userId, enableEmailNotifications: false }]);
    expect(selectUser(session.getSnapshot())?.enableEmailNotifications).toBe(false);
  });

  it('language: the app, the stored user and the account switch to the chosen language', async () => {
    const api = accountApi();
    const { user, router } = await open('/mobile/Language');

    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Français' }));

    await waitFor(() => expect(i18n.locale).toBe('fr'));
    await waitFor(() => expect(api.sent('updateLanguage').map((request) => request.body)).toEqual([{ id: userId, language: 'fr' }]));
    await expectSavedToast();
    expect(readStoredLanguage()).toBe('fr');
    expect(readStoredUser()?.language).toBe('fr');
    expect(router.history.location.pathname).toBe('/fr/mobile/Language');
    expect(screen.getByRole('radio', { name: 'Français' })).toBeChecked();
  });
});
