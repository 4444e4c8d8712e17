import { msg } from '@lingui/core/macro';
import type { TermsSection } from './terms-section';

/** What a booking costs, how it is paid, amending or cancelling it, and the cashback it earns. */
export const moneyTerms: readonly TermsSection[] = [
  {
    id: 'prices',
    title: msg`Prices`,
    blocks: [
      { kind: 'p', text: msg`Prices are shown in euros (€), taxes included, for the dates and options you choose.` },
      { kind: 'p', text: msg`When you book, our server calculates the price again and confirms it: that is the price you pay. If it differs from the price you saw, for example because the supplier has changed its rates, we show you the new price before you confirm.` },
      { kind: 'p', text: msg`Extras you add at the counter, fines, tolls and charges for damage, missing fuel or a late return are not part of the booking price. The supplier charges them under the rental contract.` },
    ],
  },
  {
    id: 'payment',
    title: msg`Pay later or pay online`,
    blocks: [
      { kind: 'p', text: msg`Depending on the supplier, you can choose how to pay:` },
      {
        kind: 'ul',
        items: [
          msg`<0>Pay later:</0> you pay nothing when you book, and you pay the supplier at pick-up.`,
          msg`<0>Pay online:</0> you pay the full price by card when you book. We collect the payment on the supplier’s behalf.`,
        ],
      },
    ],
  },
  {
    id: 'deposits',
    title: msg`Deposits`,
    blocks: [
      { kind: 'p', text: msg`Most rentals need a security deposit. Its amount is shown with each offer.` },
      { kind: 'p', text: msg`The deposit is held by the supplier, not by Azura, usually as a hold on a credit card in the main driver’s name at pick-up. The supplier releases it after the return, minus any amount you owe under the rental contract, such as damage, missing fuel or fines.` },
    ],
  },
  {
    id: 'amendments-and-cancellations',
    title: msg`Amending or cancelling a booking`,
    blocks: [
      {
        kind: 'ul',
        items: [
          msg`<0>Pay later:</0> you can amend or cancel your booking free of charge.`,
          msg`<0>Pay online:</0> you can amend or cancel under the conditions shown with the offer when you booked. They say whether it is free, costs a fee or is not possible. Refunds go back to the card you paid with.`,
        ],
      },
      { kind: 'p', text: msg`If the supplier cannot provide what you booked, we tell you as soon as we know and help you find a similar offer. If you do not accept it, you get back everything you paid through Azura.` },
    ],
  },
  {
    id: 'cashback',
    title: msg`Cashback wallet`,
    blocks: [
      { kind: 'p', text: msg`Each paid booking earns cashback (5 % of what you pay for it) in the wallet of your account, to take off the price of your next bookings.` },
      {
        kind: 'ul',
        items: [
          msg`<0>Pending, then spendable:</0> the cashback of a booking becomes spendable when its rental ends, at the drop-off time. Until then it is shown as pending, because the booking can still be cancelled. Once the rental has ended, the booking can no longer be cancelled and its cashback is yours to spend.`,
          msg`<0>Cancelled bookings:</0> if a booking is cancelled, the cashback you used on it goes back to your wallet and the cashback it would have earned is withdrawn. If a cancelled booking is reinstated, it keeps its price, so the cashback it used is taken from your wallet again; it cannot be reinstated at that price if your wallet no longer holds it.`,
          msg`<0>Never below zero:</0> you can only spend what your wallet holds, and your balance never goes below zero.`,
        ],
      },
    ],
  },
];
