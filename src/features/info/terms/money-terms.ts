import { msg } from '@lingui/core/macro';
import type { TermsSection } from './terms-section';

/** What a booking costs, how it is paid, and amending or cancelling it. */
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
];
