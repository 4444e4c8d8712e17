import { msg } from '@lingui/core/macro';
import type { TermsSection } from './terms-section';

/** Who answers for what, personal data, changes to the terms and whom to contact. */
export const legalTerms: readonly TermsSection[] = [
  {
    id: 'liability',
    title: msg`Liability`,
    blocks: [
      { kind: 'p', text: msg`The supplier is responsible for the rental itself: the car or yacht, its condition, its insurance and the handover. Claims about them are made against the supplier under the rental contract; we help you reach the supplier and settle the problem.` },
      { kind: 'p', text: msg`We are responsible for the Azura service: showing offers as suppliers give them to us, handling your booking and, with pay online, your payment. We are not liable for losses we could not reasonably foresee or for events beyond our reasonable control.` },
      { kind: 'p', text: msg`You are responsible for damage, fines and charges that arise during your rental, except where the cover included in your booking applies. The cover and its excess are shown with each offer.` },
      { kind: 'p', text: msg`Nothing in these terms limits your rights as a consumer under the law that applies to you, or any liability that the law does not allow us to limit.` },
    ],
  },
  {
    id: 'personal-data',
    title: msg`Personal data`,
    blocks: [
      { kind: 'p', text: msg`We process your account data, such as your name, email address, phone number and date of birth, and your booking data to provide the service: to run your account, handle your bookings and give the supplier what it needs to carry out your rental.` },
      { kind: 'p', text: msg`You can ask us for a copy of your data, and to correct or delete it, within the limits set by law.` },
    ],
  },
  {
    id: 'changes-to-these-terms',
    title: msg`Changes to these terms`,
    blocks: [
      { kind: 'p', text: msg`We may update these terms, for example when we add a feature or when the law changes. The date at the top of this page shows when they last changed.` },
      { kind: 'p', text: msg`We tell you about important changes by email or on Azura before they apply. Bookings you have already made stay under the terms in force when you made them.` },
    ],
  },
  {
    id: 'contact',
    title: msg`Contact us`,
    blocks: [
      { kind: 'p', text: msg`For questions about these terms, your account or a booking, write to the Azura team through the contact form on our website.` },
      { kind: 'p', text: msg`For anything about the rental on the day, such as pick-up, the vehicle or its return, contact the supplier directly: their details are in your booking.` },
    ],
  },
];
