import { msg } from '@lingui/core/macro';
import { MINIMUM_AGE } from '@/domain/validation';
import type { TermsSection } from './terms-section';

/** Who Azura is, your account and how a booking is made. */
export const aboutTerms: readonly TermsSection[] = [
  {
    id: 'who-we-are',
    title: msg`Who we are`,
    blocks: [
      { kind: 'p', text: msg`Azura is an online marketplace for renting cars and yachts. We connect you with independent rental suppliers: car rental companies and yacht charter operators.` },
      { kind: 'p', text: msg`Azura is not the rental company. When you book, the rental contract is between you and the supplier named in the offer, under that supplier’s rental conditions. We run the marketplace, take your booking, pass it on to the supplier and help you if something goes wrong.` },
      { kind: 'p', text: msg`In these terms, “we” means Azura, “you” means the person using Azura, and “supplier” means the company that provides the car or yacht.` },
    ],
  },
  {
    id: 'your-account',
    title: msg`Your account`,
    blocks: [
      {
        kind: 'ul',
        items: [
          msg`You must be at least ${MINIMUM_AGE} years old to create an account.`,
          msg`Give accurate and complete information, such as your name, email address, phone number and date of birth, and keep it up to date.`,
          msg`An account is for one person only. Do not share it or open one in someone else’s name.`,
          msg`Keep your password secret and do not use it on other sites. If you think someone else has used your account, change your password and tell us at once.`,
        ],
      },
      { kind: 'p', text: msg`We may suspend or close an account that is used for fraud, false bookings, abuse of suppliers or other users, or anything else that breaks these terms. Unless the law or safety reasons prevent it, we tell you why and give you the chance to respond.` },
    ],
  },
  {
    id: 'bookings',
    title: msg`Bookings`,
    blocks: [
      { kind: 'p', text: msg`Each offer shows the car or yacht, the supplier, the pick-up and return places and times, what the price includes and the supplier’s conditions. Please read them before you book.` },
      { kind: 'p', text: msg`Suppliers set their own requirements, such as a minimum driver age, which may be higher than ${MINIMUM_AGE}, and how long you must have held your licence. If you do not meet them at pick-up, the supplier may refuse to hand over the vehicle.` },
      { kind: 'p', text: msg`Your booking is confirmed when we show you the confirmation and send it to you by email. At pick-up, bring your driving licence, an identity document and any other document the offer asks for.` },
    ],
  },
];
