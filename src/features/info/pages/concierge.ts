import { msg } from '@lingui/core/macro';
import type { InfoPageContent } from './info-page';

export const conciergePage: InfoPageContent = {
  title: msg`Azura concierge`,
  lead: msg`For what a search form cannot book: a driver for the evening, a car waiting at your villa, a week at sea with a crew. Tell us what you need; we find it and come back to you with a proposal.`,
  cards: {
    title: msg`What we arrange`,
    items: [
      { id: 'chauffeur', title: msg`A car with a driver`, text: msg`Airport transfers, an evening in Monaco, a day of visits: a professional driver and the car you choose.` },
      { id: 'delivery', title: msg`Delivery to a villa or a port`, text: msg`Your car is waiting where you stay, or at the quay when you come ashore, and collected there at the end.` },
      { id: 'charter', title: msg`A week-long charter with crew`, text: msg`A skippered sailing yacht or a crewed motor yacht, with the itinerary, the provisioning and the berths planned with you.` },
    ],
  },
  sections: [],
};
