import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectUser } from '@/src/core/session';
import { ok, server, signIn, signUp } from '@/tests/support/msw';
import { additionalDriverId, bookingNow, carOffer, supplierOf, driverUser, freeSecondDriverOffer, partner } from '@/tests/support/booking-fixtures';
import {
  backend,
  bookingProcessPath,
  renderApp,
  type App,
  stepHeading,
  total,
  field,
  next,
  back,
  setUpBookingProcessTests,
} from '@/tests/support/booking-process-app';

setUpBookingProcessTests();

describe('booking process: driver', () => {
  it('asks a guest to sign in, in a dialog over the step, and goes on as that driver', async () => {
    const { requests } = backend();
    const bodies: unknown[] = [];
    server.use(
      signIn(async ({ request }) => {
        bodies.push(await request.json());
        return ok('signIn', driverUser);
      }),
    );
    const app = await renderApp(bookingProcessPath(), { signedIn: false });
    await stepHeading('When and where?');
    await next(app);
    await stepHeading('Choose your extras');
    await next(app);
    await stepHeading('Who is driving?');

    expect(screen.getByRole('heading', { name: 'Booking needs an account' })).toBeInTheDocument();
    expect(screen.getByText(/we send you an activation link by email/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(requests.filter((r) => r.operation === 'getWallet')).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Book with your account' }));
    await app.user.type(dialog.getByRole('textbox', { name: /Email/ }), 'driver@example.com');
    await app.user.type(dialog.getByLabelText(/^Password/), 'demo1234');
    await app.user.click(dialog.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('checkbox', { name: /I accept the Terms of Use/ })).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ email: 'driver@example.com', password: 'demo1234' })]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field('driver.fullName')).toHaveValue('Alex Driver');
    expect(app.router.state.location.pathname).toBe('/checkout');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('lets a guest create an account in the dialog, then sign in there once it is activated', async () => {
    backend();
    const signUps: unknown[] = [];
    server.use(
      signUp(async ({ request }) => {
        signUps.push(await request.json());
        return ok('signUp', { _id: driverUser._id });
      }),
      signIn(() => ok('signIn', driverUser)),
    );
    const app = await renderApp(bookingProcessPath(carOffer, '&extras=cancellation'), { signedIn: false });
    await stepHeading('When and where?');
    await next(app);
    await stepHeading('Choose your extras');
    await next(app);
    await stepHeading('Who is driving?');

    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Book with your account' }));
    await app.user.type(dialog.getByRole('textbox', { name: /Full name/ }), 'Alex Driver');
    await app.user.type(dialog.getByRole('textbox', { name: /Email/ }), 'alex@example.com');
    fireEvent.change(document.querySelector<HTMLInputElement>('[role="dialog"] input[name="birthDate"]')!, { target: { value: '1990-04-12' } });
    await app.user.type(document.querySelector<HTMLInputElement>('[role="dialog"] input[name="password"]')!, 'secret1');
    await app.user.type(document.querySelector<HTMLInputElement>('[role="dialog"] input[name="confirmPassword"]')!, 'secret1');
    await app.user.click(dialog.getByRole('checkbox', { name: /I accept the Terms of Use/ }));
    await app.user.click(dialog.getByRole('button', { name: 'Sign up' }));

    expect(await dialog.findByText('alex@example.com')).toBeInTheDocument();
    expect(signUps).toEqual([expect.objectContaining({ email: 'alex@example.com', fullName: 'Alex Driver', language: 'en' })]);
    // The step is still there behind the dialog, as the guest left it.
    expect(app.router.state.location.pathname).toBe('/checkout');

    await app.user.click(dialog.getByRole('button', { name: 'I have activated my account: sign in' }));
    expect(dialog.getByRole('textbox', { name: /Email/ })).toHaveValue('alex@example.com');
    await app.user.type(dialog.getByLabelText(/^Password/), 'secret1');
    await app.user.click(dialog.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('checkbox', { name: /I accept the Terms of Use/ })).not.toBeChecked();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(total()).toBe('325 €');
  });

  it('asks to accept the terms, links them, and says the minimum age of the supplier', async () => {
    backend({ supplier: supplierOf(carOffer, { minimumAge: 40 }) });
    const app = await renderApp(bookingProcessPath());
    await stepHeading('When and where?');
    await next(app);
    await next(app);
    await stepHeading('Who is driving?');
    // The step's own link (the footer has one too).
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-and-conditions');
    await next(app);

    expect(field('driver.birthDate')).toHaveAccessibleDescription('The driver must be at least 40 years old');
    expect(field('driver.acceptTerms')).toHaveAccessibleDescription('Please accept the Terms of Use.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix errors.');
    expect(field('driver.birthDate')).toHaveFocus();
  });

  it('says "You must be at least 21 years old." at the minimum age of 21', async () => {
    backend();
    const app = await renderApp(bookingProcessPath(), { user: { ...driverUser, birthDate: '2006-01-01' } });
    await stepHeading('When and where?');
    await next(app);
    await next(app);
    await stepHeading('Who is driving?');
    await app.user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ }));
    await next(app);
    expect(field('driver.birthDate')).toHaveAccessibleDescription('You must be at least 21 years old.');
  });

  it('shows an included additional driver ticked and fixed, says what it means, and lets the driver book alone', async () => {
    const { of } = backend({ offer: freeSecondDriverOffer });
    const app = await renderApp(bookingProcessPath(freeSecondDriverOffer));
    await stepHeading('When and where?');
    await next(app);
    await stepHeading('Choose your extras');
    const extra = screen.getByRole('checkbox', { name: /Additional driver/ });
    expect(extra).toBeChecked();
    expect(extra).toBeDisabled();
    expect(screen.getByText('Included: a second driver may drive at no cost. Name him on the next step, if you wish.')).toBeInTheDocument();
    await next(app);
    await stepHeading('Who is driving?');
    expect(screen.getByRole('heading', { name: 'Additional driver (optional)' })).toBeInTheDocument();
    expect(screen.getByText('A second driver is included in the price. Leave this empty to drive alone.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ }));
    await next(app);
    await stepHeading('How do you want to pay?');
    expect(of('createAdditionalDriver')).toHaveLength(0);
  });

  it('records the additional driver on the way to the payment, and removes him', async () => {
    const { of } = backend({ createAdditionalDriver: [{ code: 'NETWORK_ERROR' }, 'ok'] });
    const app = await renderApp(bookingProcessPath());
    await stepHeading('When and where?');
    await next(app);
    await app.user.click(await screen.findByRole('checkbox', { name: /Additional driver/ }));
    expect(total()).toBe('345 €');
    await next(app);
    await stepHeading('Who is driving?');
    await app.user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ }));
    await app.user.type(field('additionalDriver.email'), 'sam@');
    await app.user.type(field('additionalDriver.phone'), '12');
    await next(app);
    expect(field('additionalDriver.fullName')).toHaveAccessibleDescription('Please fill in the field: Full name');
    expect(field('additionalDriver.email')).toHaveAccessibleDescription('Invalid email address');
    expect(field('additionalDriver.phone')).toHaveAccessibleDescription('Invalid phone number');
    expect(field('additionalDriver.birthDate')).toHaveAccessibleDescription('Please fill in the field: Date of birth');
    expect(screen.getByRole('alert')).toHaveTextContent("Please fill in the additional driver's fields: Full name, Date of birth");
    expect(field('additionalDriver.fullName')).toHaveFocus();

    await app.user.type(field('additionalDriver.fullName'), partner.fullName);
    await app.user.clear(field('additionalDriver.email'));
    await app.user.type(field('additionalDriver.email'), partner.email);
    await app.user.clear(field('additionalDriver.phone'));
    await app.user.type(field('additionalDriver.phone'), partner.phone);
    fireEvent.change(field('additionalDriver.birthDate'), { target: { value: partner.birthDate } });
    await next(app);
    expect(await screen.findByRole('alert')).toHaveTextContent('The additional driver could not be saved. Please try again.');
    await next(app);
    await stepHeading('How do you want to pay?');
    expect(of('createAdditionalDriver').map((r) => r.body)).toEqual([partner, partner]);
    expect(of('createAdditionalDriver')[0]?.authorization).toBe('Bearer token-of-alex');

    await back(app);
    expect(await screen.findByText(/will also drive/)).toHaveTextContent('Sam Partner (sam@example.com) will also drive.');
    await app.user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByLabelText(/^Full name/, { selector: '[name="additionalDriver.fullName"]' })).toHaveValue('');
    expect(of('deleteAdditionalDriver').map((r) => r.body)).toEqual([{ _id: additionalDriverId }]);
  });
});

describe('booking process: the driving licence a supplier requires', () => {
  const withLicence = supplierOf(carOffer, { licenceRequired: true });
  const anImage = (size = 2048) => new File([new Uint8Array(size)], 'licence.png', { type: 'image/png' });

  async function toDriverStep(app: App) {
    await stepHeading('When and where?');
    await next(app);
    await stepHeading('Choose your extras');
    await next(app);
    await stepHeading('Who is driving?');
  }

  it("asks for an image ('Please add an image.'), uploads it, then goes on", async () => {
    const { of } = backend({ supplier: withLicence });
    const app = await renderApp(bookingProcessPath());
    await toDriverStep(app);
    expect(await screen.findByRole('heading', { level: 3, name: 'Driving licence' })).toBeInTheDocument();
    await waitFor(() => expect(field('driver.licence')).toBeEnabled());
    expect(of('getDocuments')).toHaveLength(1);
    expect(of('getDocuments')[0]!.url.pathname).toBe(`/api/user/${driverUser._id}/documents`);
    await app.user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ }));
    await next(app);
    expect(field('driver.licence')).toHaveAccessibleDescription('Please add an image.');
    await waitFor(() => expect(field('driver.licence')).toHaveFocus());

    await app.user.upload(screen.getByLabelText(/Add a picture of your licence/), anImage());
    expect(await screen.findByText('Your licence picture is on file.')).toBeInTheDocument();
    expect(of('createBiometric').map((request) => request.body)).toEqual([{ kind: 'licence', image: true }]);
    expect(of('createBiometric')[0]!.authorization).toMatch(/^Bearer /);
    expect(screen.getByLabelText(/Replace the picture/)).toBeInTheDocument();
    // The account screens learn it too: the session's account is read again.
    await waitFor(() => expect(selectUser(app.session.getSnapshot())?.licence).toBe('toVerify'));
    await next(app);
    await stepHeading('How do you want to pay?');
  });

  it('says an image is on file and goes on without asking again', async () => {
    backend({ supplier: withLicence, documents: [{ _id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d', kind: 'licence', contentType: 'image/jpeg', size: 9000, createdAt: bookingNow.toISOString() }] });
    const app = await renderApp(bookingProcessPath());
    await toDriverStep(app);
    expect(await screen.findByText('Your licence picture is on file.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ }));
    await next(app);
    await stepHeading('How do you want to pay?');
  });

  it('says why the server refused the image', async () => {
    backend({ supplier: withLicence, createBiometric: [{ code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 }] });
    const app = await renderApp(bookingProcessPath());
    await toDriverStep(app);
    await waitFor(() => expect(field('driver.licence')).toBeEnabled());
    await app.user.upload(screen.getByLabelText(/Add a picture of your licence/), anImage());
    await waitFor(() =>
      expect(field('driver.licence')).toHaveAccessibleDescription('This file is not a picture: choose a JPEG, PNG or WebP image.'),
    );
    expect(screen.queryByText('Your licence picture is on file.')).toBeNull();
  });
});
