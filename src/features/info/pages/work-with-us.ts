import { msg } from '@lingui/core/macro';
import type { InfoPageContent } from './info-page';

export const workWithUsPage: InfoPageContent = {
  title: msg`List your cars or yachts on Azura`,
  lead: msg`Rental companies and charter operators reach drivers and sailors from all over Europe with Azura, in three languages, without changing how they work.`,
  cards: {
    title: msg`Why companies join`,
    items: [
      { id: 'reach', title: msg`New customers`, text: msg`Your offers are shown to travellers who search your city, in English, French and Russian.` },
      { id: 'tools', title: msg`Simple tools`, text: msg`Add your fleet, set your prices and extras, and follow every booking and payment from your supplier account.` },
      { id: 'paid', title: msg`Paid on time`, text: msg`Online payments are collected when drivers book; you keep your own deposit at pick-up.` },
    ],
  },
  sections: [],
};
