import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, type EventObject, type SnapshotFrom, SimulatedClock, initialTransition, transition } from 'xstate';
import { createCheckoutActors } from '@/machines/checkout/checkout.actors';
import { type CheckoutContext, checkoutMachine, toPaymentRequest } from '@/machines/checkout/checkout.machine';
import { CheckoutScreen } from '@/src/features/checkout/CheckoutScreen';
import { carId } from '@/tests/support/catalog-fixtures';
import { failure } from '@/tests/support/fixtures';
import { type ModelPath, actorEventOf, coverage, doneEvent, errorEvent, stateKey } from '@/tests/support/model';
import { confirmPayment, createPayment, server } from '@/tests/support/msw';
import { renderScreen, testApi } from '@/tests/support/render';
import { checkoutInput, checkoutModel, checkoutPaths, failureStatus, timerEvents } from './checkout.paths';
import { aPayment, bookingId, paymentId, validCard } from '@/tests/support/checkout-fixtures';
import { expectFieldErrors, expectNoAlert, fillForm, input } from './form-checks';

type Operation = 'createPayment' | 'confirmPayment';

interface HeldPayment {
  operation: Operation;
  url: URL;
  key: string | null;
  body: unknown;
}

/** The payment calls of the screen, held until the path answers them (as tests/support/msw.ts holdRequests does). */
function holdPayments() {
  const waiting: Record<Operation, Array<(response: Response) => void>> = { createPayment: [], confirmPayment: [] };
  const requests: HeldPayment[] = [];
  const hold = (operation: Operation) => async ({ request }: { request: Request }) => {
    const text = await request.clone().text();
    requests.push({ operation, url: new URL(request.url), key: request.headers.get('Idempotency-Key'), body: text ? JSON.parse(text) : undefined });
    return new Promise<Response>((resolve) => waiting[operation].push(resolve));
  };
  server.use(createPayment(hold('createPayment')), confirmPayment(hold('confirmPayment')));
  return {
    requests,
    of: (operation: Operation) => requests.filter((request) => request.operation === operation),
    pending: (operation: Operation) => waiting[operation].length,
    async answer(operation: Operation, response: Response) {
      await waitFor(() => {
        if (waiting[operation].length === 0) throw new Error(`no ${operation} request is waiting for an answer`);
      });
      waiting[operation].shift()!(response);
    },
  };
}

function answerOf(event: EventObject, operation: Operation): Response {
  if (actorEventOf(event)!.kind === 'done') {
    return HttpResponse.json((event as { output?: object }).output ?? null, { status: operation === 'createPayment' ? 201 : 200 });
  }
  const { code = 'INTERNAL_ERROR', status = 500 } = (event as { error?: { code?: string; status?: number } }).error ?? {};
  if (code === 'NETWORK_ERROR') return HttpResponse.error();
  return HttpResponse.json({ code, message: `test: ${code}` }, { status });
}

const reasons: Record<string, string> = {
  CARD_DECLINED: 'Your card was declined. Try another card or contact your bank.',
  INSUFFICIENT_FUNDS: 'Your card has insufficient funds. Try another card.',
  SERVICE_UNAVAILABLE: 'The payment service is not reachable at the moment. Nothing was charged.',
};

const errorTexts = {
  invalidCardNumber: { number: 'Invalid card number' },
  invalidExpiryDate: { expiry: 'Invalid expiry date' },
  invalidCvc: { cvc: 'Invalid Card Validation Code' },
};

const payButton = () => screen.getByRole('button', { name: 'Pay 300 €' });
const cryptoButton = () => screen.getByRole('button', { name: 'Pay with crypto' });

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

interface Walk {
  held: ReturnType<typeof holdPayments>;
  clock: SimulatedClock;
  navigateAfterPayment: ReturnType<typeof vi.fn>;
  user: Awaited<ReturnType<typeof renderScreen>>['user'];
}

/** What the user does for each machine event. */
async function perform(event: EventObject, { user, clock }: Walk) {
  switch (event.type) {
    case 'card.change': {
      const { field, value } = event as unknown as { field: string; value: string };
      return fillForm(user, { [field]: value });
    }
    case 'paymentType.change':
      return user.click(screen.getByRole('radio', { name: (event as unknown as { paymentType: string }).paymentType === 'crypto' ? 'Crypto' : 'Card' }));
    case 'checkout.submit':
      return user.click(screen.queryByRole('button', { name: 'Pay with crypto' }) ?? payButton());
    case 'payment.retry':
      return user.click(screen.queryByRole('button', { name: 'Try again' }) ?? screen.getByRole('button', { name: 'Retry now' }));
    default: {
      const delay = timerEvents[event.type as keyof typeof timerEvents];
      if (delay === undefined) throw new Error(`no user action for the event "${event.type}"`);
      act(() => clock.increment(delay));
    }
  }
}

type Check = (snapshot: AnyMachineSnapshot, step: { event: EventObject; previous: string; walk: Walk }) => Promise<void>;

const checks: Record<string, Check> = {
  editingCard: async (snapshot, { event, previous }) => {
    const context = snapshot.context as CheckoutContext;
    expect(screen.getByRole('radio', { name: 'Card' })).toHaveProperty('checked', context.paymentType === 'card');
    expect(screen.getByRole('radio', { name: 'Crypto' })).toHaveProperty('checked', context.paymentType === 'crypto');
    expectNoAlert();
    if (context.paymentType === 'crypto') {
      await waitFor(() => expect(cryptoButton()).toBeEnabled());
      expect(document.querySelector('input[name="number"]')).toBeNull();
      if (previous === 'failed') expect(cryptoButton()).toHaveFocus();
      return;
    }
    for (const field of ['number', 'expiry', 'cvc'] as const) {
      expect(input(field)).toHaveValue(context.card[field]);
      expect(input(field)).toBeEnabled();
    }
    await expectFieldErrors(context.errors, errorTexts, ['number', 'expiry', 'cvc'], event.type === 'checkout.submit');
    expect(payButton()).toBeEnabled();
    if (previous === 'failed') expect(input('number')).toHaveFocus();
  },
  submittingPayment: async (snapshot, { previous, walk: { held } }) => {
    const context = snapshot.context as CheckoutContext;
    const byCard = context.paymentType === 'card';
    expect(await screen.findByRole('button', { name: byCard ? 'Paying…' : 'Creating the invoice…' })).toBeDisabled();
    expect(screen.getByRole('form', { name: 'Payment details' })).toHaveAttribute('aria-busy', 'true');
    if (byCard) expect(input('number')).toBeDisabled();
    await waitFor(() => expect(held.pending('createPayment')).toBe(1));
    const sent = held.of('createPayment');
    const request = sent.at(-1)!;
    expect(request.url.pathname).toBe(`/api/bookings/${bookingId}/payments`);
    expect(request.body).toEqual(toPaymentRequest(context));
    expect(request.key).toMatch(/^[0-9a-f-]{36}$/);
    if (previous === 'editingCard') {
      // A new attempt: a key never sent before.
      expect(sent.slice(0, -1).map((earlier) => earlier.key)).not.toContain(request.key);
    } else {
      // The same attempt sent again (offline, an earlier attempt in progress): the same key, nothing charged twice.
      expect(request.key).toBe(sent.at(-2)?.key);
    }
  },
  offline: async () => {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Connection lost. Retrying…');
    expect(alert).toHaveTextContent('nothing will be charged twice');
    expect(screen.getByRole('button', { name: 'Retry now' })).toBeEnabled();
  },
  waitingForEarlierAttempt: async () => {
    expect(await screen.findByText(/An earlier payment of this booking is still being processed/)).toBeVisible();
    expect(screen.getByRole('form', { name: 'Payment details' })).toHaveAttribute('aria-busy', 'true');
    expectNoAlert();
  },
  failed: async (snapshot) => {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed.');
    expect(alert).toHaveTextContent(reasons[(snapshot.context as CheckoutContext).failure!]!);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
  'confirming.asking': async (_, { walk: { held } }) => {
    expect(await screen.findByTestId('crypto-address')).toHaveTextContent('bc1qsandboxaddress');
    expect(screen.getByTestId('crypto-amount')).toHaveTextContent('300 USDC');
    expect(screen.getByText('Waiting for the payment to be confirmed…')).toBeVisible();
    expect(screen.getByTestId('charge-currency')).toHaveTextContent('Charged in USD');
    await waitFor(() => expect(held.pending('confirmPayment')).toBe(1));
    expect(held.of('confirmPayment').at(-1)?.url.pathname).toBe(`/api/payments/${paymentId}/confirm`);
  },
  'confirming.waiting': async (_, { walk: { held } }) => {
    await waitFor(() => expect(held.pending('confirmPayment')).toBe(0));
    expect(screen.getByTestId('crypto-address')).toBeVisible();
    expect(screen.getByText('Waiting for the payment to be confirmed…')).toBeVisible();
    expectNoAlert();
  },
  paid: async (_, { walk: { navigateAfterPayment } }) => {
    await waitFor(() => expect(navigateAfterPayment).toHaveBeenCalledExactlyOnceWith(bookingId));
    expect(screen.getByText('Payment received. Opening your confirmation…')).toBeVisible();
  },
  expired: async (snapshot) => {
    const expired = (snapshot.context as CheckoutContext).failure === 'BOOKING_EXPIRED';
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: expired ? 'This booking expired before it was paid. Please book again.' : 'This booking can no longer be paid online.',
    });
    expect(heading).toHaveFocus();
    if (expired) expect(screen.getByRole('link', { name: 'Book again' })).toHaveAttribute('href', `/offer/view/${carId}`);
    expect(screen.getByRole('link', { name: 'View the booking' })).toHaveAttribute('href', `/booking?b=${bookingId}`);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  },
};

async function walk(path: ModelPath) {
  const held = holdPayments();
  const clock = new SimulatedClock();
  const navigateAfterPayment = vi.fn<(bookingId: string) => void>();
  const api = testApi();
  const logic = checkoutMachine.provide({
    actors: createCheckoutActors(api),
    actions: { navigateAfterPayment: (_, { bookingId: id }) => navigateAfterPayment(id) },
  });
  const { booking, paymentTypes } = checkoutInput;
  const { user } = await renderScreen(<CheckoutScreen booking={booking} paymentTypes={paymentTypes} logic={logic} clock={clock} />, {
    api,
    path: `/checkout/pay?b=${bookingId}`,
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Pay for your booking' })).toHaveFocus();
  const context: Walk = { held, clock, navigateAfterPayment, user };
  let previous = '';
  for (const [index, step] of path.steps.entries()) {
    const state: CheckoutSnapshot = step.state;
    const key = stateKey(state.value);
    try {
      if (index > 0) {
        const actor = actorEventOf(step.event);
        if (actor) await held.answer(actor.id as Operation, answerOf(step.event, actor.id as Operation));
        else await perform(step.event, context);
      }
      const check = checks[key];
      if (!check) throw new Error(`no screen check for the state "${key}"`);
      await check(step.state, { event: step.event, previous, walk: context });
    } catch (error) {
      if (error instanceof Error) error.message = `step ${index} (${step.event.type} -> ${key}): ${error.message}`;
      throw error;
    }
    previous = key;
  }
}

/** The state key a path ends in. */
function lastStateKey(path: ModelPath): string {
  const last: CheckoutSnapshot = path.steps.at(-1)!.state;
  return stateKey(last.value);
}

/** A story told by its events (the model's shortest paths stop at the first state they reach): replayed on the machine for its states. */
function story(name: string, events: EventObject[]): ModelPath {
  let [snapshot] = initialTransition(checkoutMachine, checkoutInput);
  const steps = [{ event: { type: 'xstate.init' }, state: snapshot as AnyMachineSnapshot }];
  for (const event of events) {
    [snapshot] = transition(checkoutMachine, snapshot, event as never);
    steps.push({ event, state: snapshot as AnyMachineSnapshot });
  }
  return { name, variant: { input: checkoutInput }, steps };
}

const fillCard = (['number', 'expiry', 'cvc'] as const).map((field) => ({ type: 'card.change', field, value: validCard[field] }) as EventObject);
const submit: EventObject = { type: 'checkout.submit' };
const refused = (id: Operation, code: keyof typeof failureStatus) => errorEvent(id, failure(code, failureStatus[code]));

const stories = [
  story('checkout story: declined, tried again, paid', [
    ...fillCard,
    submit,
    refused('createPayment', 'CARD_DECLINED'),
    { type: 'payment.retry' },
    submit,
    doneEvent('createPayment', aPayment()),
  ]),
  story('checkout story: offline, sent again by itself with the same key, paid', [
    ...fillCard,
    submit,
    refused('createPayment', 'NETWORK_ERROR'),
    { type: 'xstate.after.networkRetryDelay.checkout.offline' },
    doneEvent('createPayment', aPayment()),
  ]),
  story('checkout story: an earlier attempt in progress, then already paid', [
    ...fillCard,
    submit,
    refused('createPayment', 'PAYMENT_IN_PROGRESS'),
    { type: 'xstate.after.confirmRetryDelay.checkout.waitingForEarlierAttempt' },
    refused('createPayment', 'ALREADY_PAID'),
  ]),
];

const paths = checkoutPaths();

describe('checkout model', () => {
  it('covers every state and every transition of the machine', () => {
    const { missingStates, missingTransitions } = coverage(checkoutModel, paths);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  it('tells the stories the way the machine does', () => {
    expect(stories.map((path) => lastStateKey(path))).toEqual(['paid', 'paid', 'paid']);
  });

  for (const path of [...paths, ...stories]) {
    it(path.name, async () => {
      await walk(path);
    });
  }
});
