/** What the driver sees in each state of the booking machine. */
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { type AnyMachineSnapshot } from 'xstate';
import { type AdditionalDriverValues, toAdditionalDriver, toBookingRequest } from '@/machines/booking/booking.form';
import { stepOf } from '@/src/features/booking/use-step-in-url';
import { type App, type Context, input, localValue, money, button } from './booking.screen-events';

export const headings = { dates: 'When and where?', extras: 'Choose your extras', payment: 'How do you want to pay?', review: 'Review your booking' };

export async function expectStepShown(snapshot: AnyMachineSnapshot, { router }: App) {
  const step = stepOf(snapshot as never);
  if (!step) return;
  await waitFor(() => expect(document.querySelector('[aria-current="step"]')?.getAttribute('data-step')).toBe(step));
  await waitFor(() => expect(router.state.location.search.step ?? 'dates').toBe(step));
  const { price } = snapshot.context as Context;
  expect(screen.getByTestId('action-bar-total')).toHaveTextContent(price ? money(price.total) : '—');
}

export function expectDescription(name: string, text: string | undefined) {
  if (text) {
    expect(input(name)).toHaveAccessibleDescription(text);
    expect(input(name)).toHaveAttribute('aria-invalid', 'true');
  } else {
    expect(input(name).getAttribute('aria-invalid')).not.toBe('true');
  }
}

export const requiredText = (label: string) => `Please fill in the field: ${label}`;
export const datesTexts = { from: 'Pick-up', to: 'Drop-off', pickUpLocation: 'Pick-up location', dropOffLocation: 'Drop-off location' } as const;
export const partnerTexts: Record<string, Record<string, string>> = {
  required: { fullName: requiredText('Full name'), email: requiredText('Email'), phone: requiredText('Phone'), birthDate: requiredText('Date of birth') },
  invalidEmail: { email: 'Invalid email address' },
  invalidPhone: { phone: 'Invalid phone number' },
  driverTooYoung: { birthDate: 'The driver must be at least 21 years old' },
};

export const states: Record<string, (snapshot: AnyMachineSnapshot, app: App) => Promise<void>> = {
  dates: async (snapshot) => {
    const context = snapshot.context as Context;
    expect(await screen.findByRole('heading', { level: 2, name: headings.dates })).toBeInTheDocument();
    await waitFor(() => expect(input('from')).toHaveValue(localValue(context.dates.from)));
    expect(input('to')).toHaveValue(localValue(context.dates.to));
    for (const field of ['from', 'to'] as const) {
      expectDescription(field, context.errors.dates[field] === 'required' ? requiredText(datesTexts[field]) : undefined);
    }
    if (context.formError === 'datesTaken') {
      expect(screen.getByRole('alert')).toHaveTextContent('These dates were just booked by someone else: choose other dates.');
    } else if (Object.keys(context.errors.dates).length >= 2) {
      expect(screen.getByRole('alert')).toHaveTextContent('Please fix errors.Please fill in the fields: Pick-up, Drop-off');
      expect(input('from')).toHaveFocus();
    } else {
      expect(screen.queryByRole('alert')).toBeNull();
    }
  },
  extras: async (snapshot) => {
    const context = snapshot.context as Context;
    expect(await screen.findByRole('heading', { level: 2, name: headings.extras })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Additional driver/ }).checked).toBe(context.extras.additionalDriver === true));
    expect(screen.getByRole('checkbox', { name: /Cancellation/ })).not.toBeChecked();
  },
  'driver.guest': async (snapshot) => {
    const context = snapshot.context as Context;
    const heading = context.offer.kind === 'car' ? 'Who is driving?' : 'Who is booking?';
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Booking needs an account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  },
  'driver.signedIn.editing': async (snapshot) => {
    const context = snapshot.context as Context;
    const terms = await screen.findByRole('checkbox', { name: /I accept the Terms of Use/ });
    await waitFor(() => expect((terms as HTMLInputElement).checked).toBe(context.acceptTerms));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    expect(input('driver.birthDate')).toHaveValue(context.driver?.birthDate ?? '');
    const driverErrors = context.errors.driver;
    expectDescription('driver.acceptTerms', driverErrors.acceptTerms ? 'Please accept the Terms of Use.' : undefined);
    expectDescription('driver.birthDate', driverErrors.birthDate === 'driverTooYoung' ? 'You must be at least 21 years old.' : undefined);
    if (context.supplier.licenceRequired) {
      const licenceTexts = {
        licenceTooLarge: 'This picture is too large: the limit is 5 MB.',
        licenceNotAnImage: 'This file is not a picture: choose a JPEG, PNG or WebP image.',
        licenceNotSaved: 'The picture could not be saved. Please try again.',
      };
      await waitFor(() => expect(input('driver.licence')).toBeEnabled());
      const onFile = screen.queryByText('Your licence picture is on file.');
      if (context.licence === 'stored') expect(onFile).toBeInTheDocument();
      else expect(onFile).toBeNull();
      const error = context.licenceError ? licenceTexts[context.licenceError] : driverErrors.licence ? 'Please add an image.' : undefined;
      expectDescription('driver.licence', error);
      if (!error) expect(input('driver.licence')).toHaveAccessibleDescription('JPEG, PNG or WebP, up to 5 MB.');
    } else {
      expect(document.querySelector('[name="driver.licence"]')).toBeNull();
    }
    if (context.extras.additionalDriver && context.additionalDriverId) {
      expect(screen.getByText(/will also drive/)).toHaveTextContent(`${context.additionalDriver.fullName} (${context.additionalDriver.email}) will also drive.`);
    } else if (context.extras.additionalDriver) {
      for (const field of Object.keys(context.additionalDriver) as (keyof AdditionalDriverValues)[]) {
        expect(input(`additionalDriver.${field}`)).toHaveValue(context.additionalDriver[field]);
        const key = context.errors.additionalDriver[field];
        expectDescription(`additionalDriver.${field}`, key && partnerTexts[key]?.[field]);
      }
    } else {
      expect(document.querySelector('[name="additionalDriver.fullName"]')).toBeNull();
    }
    if (context.formError === 'additionalDriverNotSaved') expect(screen.getByRole('alert')).toHaveTextContent('The additional driver could not be saved. Please try again.');
    if (context.formError === 'additionalDriverNotRemoved') expect(screen.getByRole('alert')).toHaveTextContent('The additional driver could not be removed. Please try again.');
  },
  'driver.signedIn.checkingLicence': async () => {
    expect(await screen.findByText('Looking for your licence picture…')).toBeInTheDocument();
    expect(input('driver.licence')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
  'driver.signedIn.uploadingLicence': async (_, { backend }) => {
    expect(await screen.findByText('Uploading your picture…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await waitFor(() => expect(backend.last('createBiometric')?.body).toEqual({ kind: 'licence', image: 'file' }));
  },
  'driver.signedIn.creatingAdditionalDriver': async (snapshot, { backend }) => {
    const context = snapshot.context as Context;
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    await waitFor(() => expect(backend.last('createAdditionalDriver')?.body).toEqual(toAdditionalDriver(context.additionalDriver)));
  },
  'driver.signedIn.removingAdditionalDriver': async (snapshot, { backend }) => {
    const context = snapshot.context as Context;
    expect(await screen.findByRole('button', { name: 'Removing…' })).toBeDisabled();
    await waitFor(() => expect(backend.last('deleteAdditionalDriver')?.body).toEqual({ _id: context.additionalDriverId }));
  },
  payment: async (snapshot) => {
    const context = snapshot.context as Context;
    expect(await screen.findByRole('heading', { level: 2, name: headings.payment })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: context.paymentOption === 'payLater' ? /Pay later/ : /Pay online/ })).toBeChecked());
    if (context.errors.payment.paymentType) {
      expect(screen.getByRole('alert')).toHaveTextContent('This company accepts no payment type with this option: choose the other option.');
    }
    if (context.paymentType) expect(screen.getByRole('radio', { name: context.paymentType === 'cash' ? 'Cash' : 'Card' })).toBeChecked();
    else expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).name)).not.toContain('paymentType');
  },
  review: async (snapshot) => {
    const context = snapshot.context as Context;
    expect(await screen.findByRole('heading', { level: 2, name: headings.review })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('booking-total')).toHaveTextContent(money(context.price!.total)));
    expect(button('Book')).toBeEnabled();
    const discounts = screen.getByRole('region', { name: 'Discounts' });
    if (context.coupon) expect(within(discounts).getByText('WELCOME10 applied: -10 %')).toBeInTheDocument();
    else expect(within(discounts).getByLabelText('Coupon code')).toHaveValue('');
    const cashback = within(discounts).queryByRole<HTMLInputElement>('checkbox', { name: /Use my cashback/ });
    if (context.useCashback) expect(cashback?.checked).toBe(true);
    else if (cashback) expect(cashback.checked).toBe(false);
    if (context.priceChangedFrom !== null) {
      expect(screen.getByText('The price has changed.').closest('[role="alert"]')).toHaveTextContent(
        `The total is now ${money(context.price!.total)} (it was ${money(context.priceChangedFrom)}).`,
      );
    }
    if (context.formError === 'couponInvalid') expect(screen.getByRole('alert')).toHaveTextContent('This coupon can no longer be used');
    if (context.priceChangedFrom === null && context.formError === null) expect(screen.queryByRole('alert')).toBeNull();
  },
  submitting: async (snapshot, app) => {
    const { backend } = app;
    const context = snapshot.context as Context;
    const busy = await screen.findByRole('button', { name: 'Booking…' });
    expect(busy).toBeDisabled();
    expect(busy.closest('form')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(backend.requests.filter((request) => request.operation === 'createBooking')).toHaveLength(app.submitted));
    expect(backend.last('createBooking')?.body).toEqual(toBookingRequest(context));
  },
  failed: async (snapshot) => {
    const context = snapshot.context as Context;
    const texts: Record<string, string> = {
      network: 'The server is currently unavailable. Please try again later.',
      priceChanged: 'The price has changed: getting the new price…',
      NOT_AVAILABLE: `Sorry, this ${context.offer.kind} is no longer available. Choose another one.`,
    };
    expect(await screen.findByText(texts[context.failure!]!)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
    if (context.failure === 'network') expect(button('Try again')).toBeEnabled();
  },
  confirmed: async (_, { router }) => {
    await waitFor(() => expect(router.state.location.pathname).toBe('/thanks'));
    expect(router.state.location.search).toHaveProperty('b', expect.any(String));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your booking!' })).toBeInTheDocument();
  },
  awaitingPayment: async (_, { router }) => {
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/pay'));
    expect(router.state.location.search).toHaveProperty('b', expect.any(String));
  },
};
