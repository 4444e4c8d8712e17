/** The payment (checkout) screen on the msw network edge: its payments, the card form and the screen alone. */
import { screen } from '@testing-library/react';
import { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, vi } from 'vitest';
import { createCheckoutActors } from '@/machines/checkout/checkout.actors';
import { type Booking, type OnlinePaymentType, checkoutMachine } from '@/machines/checkout/checkout.machine';
import type { NotificationsActor } from '@/src/core/notifications';
import { CheckoutScreen } from '@/src/features/checkout/CheckoutScreen';
import { NotificationPopups } from '@/src/features/notifications/NotificationPopups';
import { createPayment, server } from './msw';
import { renderScreen, testApi } from './render';
import { aBooking, aPayment, bookingId, validCard } from './checkout-fixtures';

export const refused = (code: string, status: number) => HttpResponse.json({ code, message: `test: ${code}` }, { status });

export interface SentPayment {
  key: string | null;
  body: unknown;
}

/** Answers createPayment with the given answers in turn (the last repeats) and records every request. */
export function payments(...answers: Array<() => Response | Promise<Response>>) {
  const sent: SentPayment[] = [];
  server.use(
    createPayment(async ({ request }) => {
      sent.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
      return answers[Math.min(sent.length - 1, answers.length - 1)]!();
    }),
  );
  return sent;
}

export const paid = () => HttpResponse.json(aPayment(), { status: 201 });

export async function fillCard(user: UserEvent, card: Partial<Record<keyof typeof validCard, string>> = validCard) {
  const fields = { number: 'Card number', expiry: 'Expiry date (MM/YY)', cvc: 'Security code (CVC)' } as const;
  for (const [field, value] of Object.entries(card) as Array<[keyof typeof fields, string]>) {
    const input = screen.getByRole('textbox', { name: new RegExp(fields[field].replace(/[()]/g, '\\$&')) });
    // The digits arrive in one input (as pasted): the field formats them as it does typed ones.
    await user.clear(input);
    await user.paste(value.replace(/\D/g, ''));
  }
}

export function renderCheckout({
  booking = aBooking(),
  paymentTypes = ['card', 'crypto'],
  delays,
  notifications,
}: {
  booking?: Booking;
  paymentTypes?: OnlinePaymentType[];
  delays?: { confirmRetryDelay?: number; networkRetryDelay?: number };
  /** A root notifications actor: the page's live pop-ups are shown beside the checkout. */
  notifications?: NotificationsActor;
} = {}) {
  const api = testApi();
  const navigateAfterPayment = vi.fn<(bookingId: string) => void>();
  const logic = checkoutMachine.provide({
    actors: createCheckoutActors(api),
    actions: { navigateAfterPayment: (_, { bookingId: id }) => navigateAfterPayment(id) },
    ...(delays ? { delays } : {}),
  });
  const screenUi = <CheckoutScreen booking={booking} paymentTypes={paymentTypes} logic={logic} />;
  const ui = notifications ? (
    <>
      {screenUi}
      <NotificationPopups />
    </>
  ) : (
    screenUi
  );
  return renderScreen(ui, { api, path: `/checkout/pay?b=${bookingId}`, notifications }).then(
    (rendered) => ({ ...rendered, navigateAfterPayment }),
  );
}

export const cardInput = (name: RegExp) => screen.getByRole('textbox', { name });

/** Empty storage and no session cookie before each test; mocks restored after it. */
export function setUpCheckoutTests() {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'bc-x-access-token=; Max-Age=0; Path=/';
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });
}
