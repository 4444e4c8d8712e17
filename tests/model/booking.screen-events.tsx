/** The booking process in the whole app for a model variant, and what the driver does for each event of the machine. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { expect } from 'vitest';
import { type EventObject } from 'xstate';
import { formatMoney } from '@/domain/money';
import {
  type AdditionalDriverValues,
  type BookingOffer,
  type BookingProcessContext,
} from '@/machines/booking/booking.form';
import { toWallClock } from '@/domain/zoned-time';
import { createApi } from '@/api/client';
import { i18n } from '@/src/core/i18n';
import { createAppRouter } from '@/src/app/router';
import { createSession, whenSessionReady } from '@/src/core/session';
import { readToken } from '@/src/core/storage';
import { apiBaseUrl } from '@/tests/support/msw';
import { type BookingVariant, olderDriver } from './booking.paths';
import { driverUser, dropOff, pickUp } from '@/tests/support/booking-fixtures';
import { AppFrame } from '@/tests/support/render';
import { modelBackend } from './booking.backend';

export async function renderVariant(variant: BookingVariant) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const backend = modelBackend(variant);
  const api = createApi({ baseUrl: apiBaseUrl, getToken: readToken });
  const session = createSession({ api, language: 'en', navigateHome: () => {} });
  const path = `/checkout?offer=${backend.vehicleId}&from=${encodeURIComponent(pickUp)}&to=${encodeURIComponent(dropOff)}`;
  const router = createAppRouter({ api, session, language: 'en', history: createMemoryHistory({ initialEntries: [path] }) });
  session.start();
  await whenSessionReady(session);
  if (variant.signedIn) session.send({ type: 'session.signedIn', user: driverUser, stayConnected: false });
  render(
    <AppFrame api={api} session={session}>
      <RouterProvider router={router} />
    </AppFrame>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: /^Book the / })).toBeInTheDocument();
  /** How many bookings the path sent so far (submits and retries). */
  const submitted = 0;
  return { router, session, backend, submitted, user: userEvent.setup({ delay: null }) };
}

export type App = Awaited<ReturnType<typeof renderVariant>>;
export type Context = BookingProcessContext;

// What the driver does for each event of the machine

export const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
/** A date-time as the dates step shows it: on the clock of the offer's places (French and Monaco ones: Europe/Paris's). */
export const localValue = (value: string) => toWallClock(value, 'Europe/Paris') ?? value;
export const money = (amount: number) => formatMoney(amount, 'en');
export const button = (name: string) => screen.getByRole('button', { name });

export const events: Record<string, (event: EventObject, app: App) => Promise<void>> = {
  'step.next': async (_, { user }) => user.click(await screen.findByRole('button', { name: 'Continue' })),
  'step.back': async (_, { user }) => user.click(button('Back')),
  'dates.change': (event) => {
    const { from, to } = (event as unknown as { values: { from: string; to: string } }).values;
    fireEvent.change(input('from'), { target: { value: localValue(from) } });
    fireEvent.change(input('to'), { target: { value: localValue(to) } });
    return Promise.resolve();
  },
  'session.signedIn': (event, { session }) => {
    const { driver } = event as unknown as { driver: { birthDate: string } };
    // A guest signs in; a driver's profile changes (another tab, a settings page).
    if (driver.birthDate === olderDriver.birthDate) {
      const { token: _token, expiresAt: _expiresAt, ...user } = driverUser;
      act(() => session.send({ type: 'session.userChanged', user: { ...user, birthDate: olderDriver.birthDate } }));
    } else {
      act(() => session.send({ type: 'session.signedIn', user: driverUser, stayConnected: false }));
    }
    return Promise.resolve();
  },
  'extras.toggle': async (_, { user }) => user.click(screen.getByRole('checkbox', { name: /Additional driver/ })),
  'driver.change': async (_, { user }) => user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ })),
  'additionalDriver.change': (event) => {
    const values = (event as unknown as { values: AdditionalDriverValues }).values;
    for (const field of Object.keys(values) as (keyof AdditionalDriverValues)[]) {
      fireEvent.change(input(`additionalDriver.${field}`), { target: { value: values[field] } });
    }
    return Promise.resolve();
  },
  'additionalDriver.remove': async (_, { user }) => user.click(button('Remove')),
  'licence.upload': async (event, { user }) => {
    const { file } = event as unknown as { file: File };
    await user.upload(screen.getByLabelText(/Add a picture of your licence|Replace the picture/), file);
  },
  'payment.change': async (event, { user }) => {
    const option = (event as unknown as { values: { paymentOption: string } }).values.paymentOption;
    await user.click(screen.getByRole('radio', { name: option === 'payOnline' ? /Pay online/ : /Pay later/ }));
  },
  'coupon.apply': async (_, { user }) => {
    await user.type(screen.getByLabelText('Coupon code'), 'WELCOME10');
    await user.click(button('Apply'));
  },
  'coupon.remove': async (_, { user }) => user.click(button('Remove coupon')),
  'cashback.toggle': async (_, { user }) => user.click(screen.getByRole('checkbox', { name: /Use my cashback/ })),
  'booking.submit': async (_, { user }) => user.click(button('Book')),
  'booking.retry': async (_, { user }) => user.click(button('Try again')),
  'offer.refresh': async (event, { backend }) => backend.answerRefresh((event as unknown as { offer: BookingOffer }).offer),
};
