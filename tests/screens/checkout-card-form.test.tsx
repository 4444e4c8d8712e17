import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aBooking } from '@/tests/support/checkout-fixtures';
import { payments, paid, renderCheckout, cardInput, setUpCheckoutTests } from '@/tests/support/checkout-screen';

setUpCheckoutTests();

describe('checkout screen: the card form', () => {
  it('groups the number by 4 as it is typed, shapes the expiry MM/YY and keeps the CVC to digits, with the autofill hints', async () => {
    const { user } = await renderCheckout();

    await user.type(cardInput(/Card number/), '4242424242424242');
    await user.type(cardInput(/Expiry date/), '1230');
    await user.type(cardInput(/CVC/), '12a3');
    await user.type(cardInput(/Name on card/), 'Alex Driver');

    expect(cardInput(/Card number/)).toHaveValue('4242 4242 4242 4242');
    expect(cardInput(/Expiry date/)).toHaveValue('12/30');
    expect(cardInput(/CVC/)).toHaveValue('123');
    expect(cardInput(/Card number/)).toHaveAttribute('inputmode', 'numeric');
    for (const [name, autocomplete] of [
      [/Card number/, 'cc-number'],
      [/Expiry date/, 'cc-exp'],
      [/CVC/, 'cc-csc'],
      [/Name on card/, 'cc-name'],
    ] as const) {
      expect(cardInput(name)).toHaveAttribute('autocomplete', autocomplete);
    }
  });

  it('refuses an invalid card with the exact texts, focuses the first invalid field and sends nothing', async () => {
    const sent = payments(paid);
    const { user } = await renderCheckout();
    await user.type(cardInput(/Expiry date/), '0120');

    await user.click(screen.getByRole('button', { name: 'Pay 300 €' }));

    expect(cardInput(/Card number/)).toHaveAccessibleDescription('Invalid card number');
    expect(cardInput(/Expiry date/)).toHaveAccessibleDescription('Invalid expiry date');
    expect(cardInput(/CVC/)).toHaveAccessibleDescription('Invalid Card Validation Code');
    expect(cardInput(/Card number/)).toHaveFocus();
    expect(sent).toEqual([]);

    await user.type(cardInput(/Card number/), '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay 300 €' }));
    expect(cardInput(/Expiry date/)).toHaveFocus();
  });

  it('keeps the test mode note with the sandbox card', async () => {
    await renderCheckout();
    expect(screen.getByTestId('test-mode-note')).toHaveTextContent('Test mode: no real charge. Pay with the card 4242 4242 4242 4242');
  });
});

describe('checkout screen: the time left', () => {
  it('shows the time left to pay, and tells screen readers at 5 minutes only', async () => {
    // The clock stands still while the screen renders (however long that takes on a busy machine), then moves on.
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now });
    try {
      await renderCheckout({ booking: aBooking({ expiresAt: new Date(now + 5 * 60_000 + 800).toISOString() }) });

      expect(screen.getByRole('timer')).toHaveTextContent(/^5:0[01]$/);
      expect(screen.getByTestId('time-left-announcement')).toHaveAttribute('aria-live', 'polite');
      expect(screen.getByTestId('time-left-announcement')).toHaveTextContent(/^$/);

      vi.setSystemTime(now + 1000);
      await waitFor(() => expect(screen.getByTestId('time-left-announcement')).toHaveTextContent('5 minutes left to pay.'));
      expect(screen.getByRole('timer')).toHaveTextContent(/^(5:00|4:5\d)$/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells screen readers at 1 minute', async () => {
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now });
    try {
      await renderCheckout({ booking: aBooking({ expiresAt: new Date(now + 60_000 + 800).toISOString() }) });

      expect(screen.getByTestId('time-left-announcement')).toHaveTextContent('5 minutes left to pay.');
      vi.setSystemTime(now + 1000);
      await waitFor(() => expect(screen.getByTestId('time-left-announcement')).toHaveTextContent('1 minute left to pay.'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when the time to pay is over', async () => {
    await renderCheckout({ booking: aBooking({ expiresAt: new Date(Date.now() - 1000).toISOString() }) });
    expect(screen.getByText('The time to pay is over.')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
