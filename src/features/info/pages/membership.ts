import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SupplierTier } from '@/openapi/generated/enums';
import type { InfoPageContent } from './info-page';

/** What each supplier tier asks and gives; the tiers and their codes are the contract's and domain/catalog.ts's. */
export const tierBenefits: Record<SupplierTier, { summary: MessageDescriptor; requires: readonly MessageDescriptor[]; gives: readonly MessageDescriptor[] }> = {
  silver: {
    summary: msg`For every company that joins Azura.`,
    requires: [msg`A registered rental or charter company`, msg`Insurance certificates for every vehicle listed`],
    gives: [msg`Your cars or yachts listed in three languages`, msg`Bookings and payments managed online`, msg`The Silver badge on your offers`],
  },
  gold: {
    summary: msg`For companies our drivers rate highly.`,
    requires: [msg`A year with Azura, or fifty completed rentals`, msg`Answers to booking requests within two hours`, msg`Very few cancellations on your side`],
    gives: [msg`Everything in Silver`, msg`The Gold badge on your offers`, msg`Your company in our articles and seasonal selections`, msg`A named contact in our team`],
  },
  vip: {
    summary: msg`For premium fleets and crewed yachts.`,
    requires: [msg`Premium cars or yachts with crew`, msg`Delivery to hotels, villas and ports`, msg`Gold standards of service`],
    gives: [msg`Everything in Gold`, msg`The VIP badge on your offers`, msg`The requests of our concierge sent to you first`],
  },
};

export const membershipPage: InfoPageContent = {
  title: msg`Membership for rental companies`,
  lead: msg`Every company on Azura belongs to one of three tiers. The tier is shown on each of its offers, so drivers know whom they rent from.`,
  sections: [
    {
      id: 'how-to-join',
      title: msg`How to join`,
      blocks: [
        {
          kind: 'ul',
          items: [
            msg`<0>Apply:</0> tell us about your company and your fleet with the form on the Work with us page.`,
            msg`<0>Meet us:</0> a member of our partnerships team calls you within three working days and checks your documents.`,
            msg`<0>Go live:</0> we create your supplier account, you add your cars or yachts, and they can be booked the same day.`,
          ],
        },
        { kind: 'p', text: msg`Every company starts as Silver. We review tiers every quarter, and a company that meets the standards of a higher tier moves up without asking.` },
      ],
    },
  ],
};
