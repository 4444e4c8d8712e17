import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { confirmPayment, server } from '@/tests/support/msw';
import { aBooking, aPayment, anInvoice, paymentId } from '@/tests/support/checkout-fixtures';
import { payments, renderCheckout, setUpCheckoutTests } from '@/tests/support/checkout-screen';

setUpCheckoutTests();

describe('checkout screen: crypto', () => {
  it('issues the invoice, shows the address to copy and the amount, and waits until the payment is confirmed', async () => {
    // The charge's currency is the server's (PAYMENT_CURRENCY): shown as answered, never assumed.
    const invoice = { ...anInvoice, currency: 'EUR' };
    const sent = payments(() => HttpResponse.json(invoice, { status: 201 }));
    const confirmations: string[] = [];
    // The chain confirms the payment once the test has looked at the invoice: under load, a confirmation arriving
    // at a fixed retry would end the screen before the copy is checked.
    let confirmed = false;
    server.use(
      confirmPayment(({ params }) => {
        confirmations.push(String(params.id));
        return HttpResponse.json(confirmed ? aPayment({ paymentType: 'crypto', last4: null, currency: 'EUR' }) : invoice);
      }),
    );
    const { user, navigateAfterPayment } = await renderCheckout({ delays: { confirmRetryDelay: 200 } });

    await user.click(screen.getByRole('radio', { name: 'Crypto' }));
    expect(screen.queryByRole('textbox', { name: /Card number/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay with crypto' }));

    expect(await screen.findByTestId('crypto-address')).toHaveTextContent(anInvoice.invoice!.address);
    expect(screen.getByTestId('crypto-amount')).toHaveTextContent('300 USDC');
    expect(screen.getByText('Waiting for the payment to be confirmed…').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('charge-currency')).toHaveTextContent('Charged in EUR');
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    // 'Copied' shows for 2.5 s: looked for first, before anything else can let that time pass on a busy machine.
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(anInvoice.invoice!.address);
    expect(navigateAfterPayment).not.toHaveBeenCalled();

    confirmed = true;
    await waitFor(() => expect(navigateAfterPayment).toHaveBeenCalledOnce());
    expect(sent.map((request) => request.body)).toEqual([{ paymentType: 'crypto' }]);
    // Asked again until confirmed, always about the same payment.
    expect(confirmations.length).toBeGreaterThanOrEqual(2);
    expect(new Set(confirmations)).toEqual(new Set([paymentId]));
  });

  it('starts with crypto when the driver chose it and the supplier takes it', async () => {
    await renderCheckout({ booking: aBooking({ paymentType: 'crypto' }) });
    expect(screen.getByRole('radio', { name: 'Crypto' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay with crypto' })).toBeEnabled();
  });
});
