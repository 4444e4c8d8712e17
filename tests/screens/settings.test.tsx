import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectUser } from '@/src/core/session';
import { readStoredUser, readToken } from '@/src/core/storage';
import { accountApi, expectSavedToast, inSection, section, setUpAccountTests, userId } from '@/tests/support/account-screen';
import { fail } from '@/tests/support/msw';
import { renderAppAs } from '@/tests/support/render-app';

setUpAccountTests();

const openSettings = async () => {
  const app = await renderAppAs('driver', '/settings');
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return { ...app, session: app.router.options.context.session };
};
const field = (name: string) => document.querySelector<HTMLInputElement & HTMLTextAreaElement>(`[name="${name}"]`)!;

describe('/settings', () => {
  it('shows every section of the account, with links to them on a desktop', async () => {
    accountApi();
    await openSettings();

    for (const name of ['Profile', 'Email address', 'Preferences', 'Password', 'Devices']) expect(section(name)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(within(nav).getByRole('link', { name: 'Password' })).toHaveAttribute('href', '#password');
    expect(field('fullName')).toHaveValue('Alex Driver');
    expect(field('birthDate')).toHaveValue('1990-04-12');
    expect(screen.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
  });

  it('refuses the profile with the rules of domain/validation.ts, in the product’s words', async () => {
    const api = accountApi();
    const { user } = await openSettings();
    const profile = inSection('Profile');

    await user.clear(field('fullName'));
    await user.type(field('phone'), '12ab');
    fireEvent.change(field('birthDate'), { target: { value: '2015-01-01' } });
    await user.click(profile.getByRole('button', { name: 'Save changes' }));

    expect(field('fullName')).toHaveAccessibleDescription('Please fill in the field: Full name');
    expect(field('phone')).toHaveAccessibleDescription('Invalid phone number');
    expect(field('birthDate')).toHaveAccessibleDescription('You must be at least 21 years old.');
    expect(document.activeElement).toBe(field('fullName'));
    expect(api.sent('updateUser')).toHaveLength(0);
  });

  it('saves the profile fields, says so, and the header shows the new name', async () => {
    const api = accountApi();
    const { user, session } = await openSettings();

    await user.clear(field('fullName'));
    await user.type(field('fullName'), 'Alex Martin');
    await user.type(field('phone'), '+33 6 12 34 56 78');
    await user.type(field('location'), 'Nice');
    await user.type(field('bio'), 'Loves convertibles.');
    await user.click(inSection('Profile').getByRole('button', { name: 'Save changes' }));

    await expectSavedToast();
    expect(api.sent('updateUser').map((request) => request.body)).toEqual([
      { _id: userId, fullName: 'Alex Martin', phone: '+33 6 12 34 56 78', location: 'Nice', bio: 'Loves convertibles.', birthDate: '1990-04-12' },
    ]);
    expect(selectUser(session.getSnapshot())?.fullName).toBe('Alex Martin');
    expect(screen.getByRole('banner').textContent).toContain('Alex Martin');
  });

  it('shows a refused save in the product’s words', async () => {
    const api = accountApi();
    api.refuse('updateUser', fail('INTERNAL_ERROR'));
    const { user } = await openSettings();

    await user.click(inSection('Profile').getByRole('button', { name: 'Save changes' }));

    expect(await inSection('Profile').findByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.');
  });

  it('saves the contact method and a licence year within the driver’s years', async () => {
    const api = accountApi();
    const { user } = await openSettings();
    const preferences = inSection('Preferences');

    await user.click(preferences.getByRole('radio', { name: 'SMS' }));
    await user.type(field('drivingLicenceYear'), '2001');
    await user.click(preferences.getByRole('button', { name: 'Save changes' }));
    expect(field('drivingLicenceYear')).toHaveAccessibleDescription('A driving licence cannot date from before 2006, the year you turned 16.');

    await user.clear(field('drivingLicenceYear'));
    await user.type(field('drivingLicenceYear'), '2008');
    await user.click(preferences.getByRole('button', { name: 'Save changes' }));

    await expectSavedToast();
    expect(api.sent('updateUser').map((request) => request.body)).toEqual([
      { _id: userId, preferredContactMethod: 'sms', drivingLicenceYear: 2008 },
    ]);
  });

  it('turns email notifications off, and the stored user follows', async () => {
    const api = accountApi();
    const { user, session } = await openSettings();

    await user.click(screen.getByRole('switch', { name: 'Email notifications' }));

    await expectSavedToast();
    expect(api.sent('updateEmailNotifications').map((request) => request.body)).toEqual([{ _id: userId, enableEmailNotifications: false }]);
    expect(screen.getByRole('switch', { name: 'Email notifications' })).not.toBeChecked();
    expect(selectUser(session.getSnapshot())?.enableEmailNotifications).toBe(false);
  });

  it('puts the switch back when the change is refused', async () => {
    const api = accountApi();
    api.refuse('updateEmailNotifications', fail('INTERNAL_ERROR'));
    const { user } = await openSettings();

    await user.click(screen.getByRole('switch', { name: 'Email notifications' }));

    expect(await screen.findByText('An unhandled error occurred.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
  });

  it.each([
    ['WRONG_PASSWORD', 'currentPassword', 'Wrong password'],
    ['PASSWORD_UNCHANGED', 'newPassword', 'Please choose a new password'],
  ] as const)('shows %s on its field', async (code, name, text) => {
    const api = accountApi();
    api.refuse('changePassword', fail(code));
    const { user } = await openSettings();

    await user.type(field('currentPassword'), 'demo1234');
    await user.type(field('newPassword'), 'riviera-2026');
    await user.type(field('confirmPassword'), 'riviera-2026');
    await user.click(inSection('Password').getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(field(name)).toHaveAccessibleDescription(text));
    expect(document.activeElement).toBe(field(name));
  });

  it('checks the new password before sending it, and says when the change failed', async () => {
    const api = accountApi();
    api.refuse('changePassword', fail('INTERNAL_ERROR'));
    const { user } = await openSettings();
    const password = inSection('Password');

    await user.type(field('currentPassword'), 'demo1234');
    await user.type(field('newPassword'), 'demo');
    await user.type(field('confirmPassword'), 'dmeo');
    await user.click(password.getByRole('button', { name: 'Change password' }));
    expect(field('newPassword')).toHaveAccessibleDescription('Password must be at least 6 characters long.');
    expect(field('confirmPassword')).toHaveAccessibleDescription("Passwords don't match.");
    expect(api.sent('changePassword')).toHaveLength(0);

    await user.clear(field('newPassword'));
    await user.type(field('newPassword'), 'demo1234');
    await user.clear(field('confirmPassword'));
    await user.type(field('confirmPassword'), 'demo1234');
    await user.click(password.getByRole('button', { name: 'Change password' }));
    expect(field('newPassword')).toHaveAccessibleDescription('Please choose a new password');

    await user.clear(field('newPassword'));
    await user.type(field('newPassword'), 'riviera-2026');
    await user.clear(field('confirmPassword'));
    await user.type(field('confirmPassword'), 'riviera-2026');
    await user.click(password.getByRole('button', { name: 'Change password' }));
    expect(await password.findByRole('alert')).toHaveTextContent('An error occurred while updating password.');

    api.accept('changePassword');
    await user.click(password.getByRole('button', { name: 'Change password' }));
    await expectSavedToast();
    expect(api.sent('changePassword').at(-1)?.body).toEqual({ _id: userId, currentPassword: 'demo1234', newPassword: 'riviera-2026' });
    expect(field('currentPassword')).toHaveValue('');
  });

  it('signs out of every device after a confirmation, then asks to sign in', async () => {
    const api = accountApi();
    const { user, router, session } = await openSettings();

    await user.click(screen.getByRole('button', { name: 'Sign out of every device' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out of every device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.sent('deleteTokens')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Sign out of every device' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out everywhere' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(api.sent('deleteTokens').map((request) => request.url.pathname)).toEqual([`/api/delete-tokens/${userId}`]);
    expect(selectUser(session.getSnapshot())).toBeNull();
    expect(readToken()).toBeUndefined();
    expect(readStoredUser()).toBeNull();
  });

  it('keeps the dialog open with the reason when signing out everywhere fails', async () => {
    const api = accountApi();
    api.refuse('deleteTokens', fail('INTERNAL_ERROR'));
    const { user } = await openSettings();

    await user.click(screen.getByRole('button', { name: 'Sign out of every device' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.');
  });
});
