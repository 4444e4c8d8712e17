import { msg } from '@lingui/core/macro';
import type { InfoPageContent } from './info-page';

export const aboutPage: InfoPageContent = {
  title: msg`About Azura`,
  lead: msg`Azura is a marketplace for renting cars and yachts around the Mediterranean, from local companies we know, at the price you see when you book.`,
  cards: {
    title: msg`How Azura works`,
    items: [
      { id: 'compare', title: msg`Compare`, text: msg`Search by city, dates and kind of car or yacht, and compare offers from several local rental companies side by side, with what each price includes.` },
      { id: 'book', title: msg`Book`, text: msg`Choose your extras and book in a few minutes. Pay online by card, or at pick-up when the company allows it.` },
      { id: 'drive', title: msg`Drive or sail`, text: msg`The company hands over the car or the yacht at the place and time you chose. Your booking and its documents stay in your account.` },
    ],
  },
  sections: [
    {
      id: 'who-we-are',
      title: msg`Who we are`,
      blocks: [
        { kind: 'p', text: msg`We are a small team of travellers, sailors and engineers based on the French Riviera. We started Azura because renting a car or a boat abroad too often meant hidden fees, long queues and contracts in a language you do not read.` },
        { kind: 'p', text: msg`Azura does not own cars or boats. We work with independent rental companies and charter operators, check them before they join, and stay between you and them until your rental is over.` },
      ],
    },
    {
      id: 'our-promises',
      title: msg`What we promise`,
      blocks: [
        {
          kind: 'ul',
          items: [
            msg`<0>The price you see is the price you pay:</0> every extra, fee and deposit is shown before you book.`,
            msg`<0>Companies we have checked:</0> licences, insurance and reviews, before their first offer goes online.`,
            msg`<0>Your language:</0> the site, the emails and our team speak English, French and Russian.`,
            msg`<0>Someone to talk to:</0> our team answers every message within one working day.`,
          ],
        },
      ],
    },
    {
      id: 'where-we-are',
      title: msg`Where you can rent`,
      blocks: [
        { kind: 'p', text: msg`Cars in Monaco, Nice, Cannes, Saint-Tropez, Paris, Milan, Lake Como, Ibiza and Marbella; yachts in the ports of the Riviera, on Lake Como and in the Balearic Islands. New places open every season.` },
      ],
    },
  ],
};
