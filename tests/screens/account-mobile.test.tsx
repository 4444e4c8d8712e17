import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectUser } from '@/src/core/session';
import { accountApi, aWallet, bookingOf, expectSavedToast, setUpAccountTests, userId } from '@/tests/support/account-screen';
import { fail, ok, server, signOut } from '@/tests/support/msw';
import { renderAppAs } from '@/tests/support/render-app';

setUpAccountTests();

const accountPaths = [
  '/settings',
  '/mobile/MyAccountMobile',
  '/mobile/MyAccountMobile/ManageAccount',
  '/mobile/MobileSettings',
  '/mobile/NotificationPreferences',
  '/mobile/PreferredContactMethod',
  '/mobile/Language',
  '/mobile/UpdateEmail',
  '/mobile/UpdateName',
  '/mobile/UpdatePhone',
  '/mobile/UpdateDriverExperienceYear',
];

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

async function open(path: string, account: 'driver' | 'supplier' = 'driver') {
  const app = await renderAppAs(account, path);
  await screen.findByRole('heading', { level: 1 });
  return { ...app, session: app.router.options.context.session };
}

describe('account screens', () => {
  it.each(accountPaths)('%s sends a guest to sign in first, then back here', async (path) => {
    const { router } = await renderAppAs('guest', path);

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toEqual({ redirect: path });
  });

  it('my account: who is signed in, the wallet with its movements, and the way to every account screen', async () => {
    accountApi({ wallet: aWallet() });
    await open('/mobile/MyAccountMobile');

    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getAllByText('Alex Driver')[0]).toBeInTheDocument();
    expect(main.getAllByText('driver@example.com')[0]).toBeInTheDocument();
    expect(main.getByText('Driver')).toBeInTheDocument();

    const wallet = within(screen.getByRole('region', { name: 'Cashback wallet' }));
    expect(await wallet.findByText('42.50 €')).toBeInTheDocument();
    const movements = wallet.getAllByRole('listitem');
    expect(wallet.getByText('+ 12 € pending, spendable when the rental ends')).toBeInTheDocument();
    expect(movements.map((item) => item.textContent)).toEqual([
      'Cashback earnedMay 10, 2026Spendable from Jul 4, 2031, when the rental endsView the booking+12 €',
      'Cashback usedMay 3, 2026View the booking−10 €',
      'Cashback earnedApr 20, 2026View the booking+52.50 €',
    ]);
    expect(within(movements[1]!).getByRole('link', { name: 'View the booking' })).toHaveAttribute('href', `/booking?b=${bookingOf(2)}`);

    const hrefs = main.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/mobile/MyAccountMobile/ManageAccount',
        '/mobile/UpdateName',
        '/mobile/UpdatePhone',
        '/mobile/UpdateEmail',
        '/mobile/UpdateDriverExperienceYear',
        '/bookings',
        '/notifications',
        '/mobile/MobileSettings',
      ]),
    );
  });

  it('my account: an empty wallet says how cashback is earned; a supplier account has none', async () => {
    accountApi({ wallet: aWallet({ balance: 0, pending: 0, entries: [] }) });
    await open('/mobile/MyAccountMobile');
    expect(await screen.findByText(/No movements yet\. Each paid booking earns 5 % cashback/)).toBeInTheDocument();
  });

  it('my account: a wallet that could not be loaded is tried again', async () => {
    const api = accountApi();
    api.refuse('getWallet', fail('INTERNAL_ERROR'));
    const { user } = await open('/mobile/MyAccountMobile');

    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    api.accept('getWallet');
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('42.50 €')).toBeInTheDocument();
    expect(api.sent('getWallet').map((request) => request.url.pathname)).toEqual(Array(3).fill(`/api/user/${userId}/wallet`));
  });

  it('my account: a supplier sees no wallet, and signs out from here', async () => {
    const api = accountApi();
    server.use(signOut(() => ok('signOut')));
    const { user, session } = await open('/mobile/MyAccountMobile', 'supplier');

    expect(within(screen.getByRole('main')).getByText('Supplier')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cashback wallet' })).not.toBeInTheDocument();
    expect(api.sent('getWallet')).toHaveLength(0);
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(selectUser(session.getSnapshot())).toBeNull());
  });

  it('update name: saves it and goes back to the account, which shows it', async () => {
    const api = accountApi();
    const { user, router } = await open('/mobile/UpdateName');

    await user.clear(field('fullName'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(field('fullName')).toHaveAccessibleDescription('Please fill in the field: Full name');
    await user.type(field('fullName'), 'Alex Martin');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/mobile/MyAccountMobile'));
    expect(api.sent('updateUser').map((request) => request.body)).toEqual([{ _id: userId, fullName: 'Alex Martin' }]);
    expect(await screen.findByRole('link', { name: /^Name.*Alex Martin/ })).toHaveAttribute('href', '/mobile/UpdateName');
  });

  it('update phone: refuses an invalid number, saves a valid one', async () => {
    const api = accountApi();
    const { user, router } = await open('/mobile/UpdatePhone');

    await user.type(field('phone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(field('phone')).toHaveAccessibleDescription('Invalid phone number');
    await user.clear(field('phone'));
    await user.type(field('phone'), '+33 6 12 34 56 78');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await expectSavedToast();
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobile/MyAccountMobile'));
    expect(api.sent('updateUser').map((request) => request.body)).toEqual([{ _id: userId, phone: '+33 6 12 34 56 78' }]);
  });

  it('my account: the driving licence row says whether an image of it is on file, and its check', async () => {
    accountApi();
    const { session } = await open('/mobile/MyAccountMobile');
    const row = () => screen.getByRole('link', { name: /^Driving licence/ });
    expect(row()).toHaveTextContent('Driving licenceNo picture sent · Year not set');

    const user = selectUser(session.getSnapshot())!;
    session.send({ type: 'session.userChanged', user: { ...user, licence: 'toVerify', drivingLicenceYear: 2010 } });
    await waitFor(() => expect(row()).toHaveTextContent('Driving licencePicture on file, waiting for the team’s check · Since 2010'));
    session.send({ type: 'session.userChanged', user: { ...user, licence: 'verified' } });
    await waitFor(() => expect(row()).toHaveTextContent('Driving licencePicture on file, verified · Year not set'));
  });

  it('driving licence: a year from the driver’s 16th to this year, shown to the account afterwards', async () => {
    const api = accountApi();
    const { user, router } = await open('/mobile/UpdateDriverExperienceYear');

    await user.type(field('drivingLicenceYear'), '3000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(field('drivingLicenceYear')).toHaveAccessibleDescription('Please enter a year, such as 2012.');
    await user.clear(field('drivingLicenceYear'));
    await user.type(field('drivingLicenceYear'), String(new Date().getFullYear() + 1));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(field('drivingLicenceYear')).toHaveAccessibleDescription('This year has not come yet.');
    await user.clear(field('drivingLicenceYear'));
    await user.type(field('drivingLicenceYear'), '2010');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/mobile/MyAccountMobile'));
    expect(api.sent('updateUser').map((request) => request.body)).toEqual([{ _id: userId, drivingLicenceYear: 2010 }]);
    expect(await screen.findByText('No picture sent · Since 2010')).toBeInTheDocument();
  });
});
