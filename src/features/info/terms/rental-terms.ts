import { msg } from '@lingui/core/macro';
import type { TermsSection } from './terms-section';

/** The rental itself: driving the car, fuel and mileage, sailing the yacht. */
export const rentalTerms: readonly TermsSection[] = [
  {
    id: 'driver-obligations',
    title: msg`Your obligations as a driver`,
    blocks: [
      { kind: 'p', text: msg`When you rent a car, you and every other driver named in the booking must:` },
      {
        kind: 'ul',
        items: [
          msg`hold a valid driving licence for the vehicle and bring it to pick-up (a licence issued outside the EU may need an International Driving Permit);`,
          msg`obey the traffic laws of every country you drive in, and pay the fines and tolls you incur;`,
          msg`never drive under the influence of alcohol or drugs;`,
          msg`let only the drivers named in the booking drive;`,
          msg`ask the supplier before you take the car to another country or on a ferry;`,
          msg`return the car at the agreed place and time, in the condition you received it, apart from normal wear.`,
        ],
      },
    ],
  },
  {
    id: 'fuel-and-mileage',
    title: msg`Fuel and mileage`,
    blocks: [
      { kind: 'p', text: msg`Each car offer shows its fuel policy:` },
      {
        kind: 'ul',
        items: [
          msg`<0>Like for like:</0> return the car with the same fuel level as at pick-up. If there is less, the supplier charges the missing fuel and may add a refuelling fee.`,
          msg`<0>Free tank:</0> a full tank is included in the price. You can return the car at any fuel level; unused fuel is not refunded.`,
        ],
      },
      { kind: 'p', text: msg`Mileage is either unlimited or limited to the number of kilometres shown with the offer. Beyond the limit, the supplier charges each extra kilometre at the rate in its conditions.` },
    ],
  },
  {
    id: 'yachts',
    title: msg`Yacht rentals`,
    blocks: [
      { kind: 'p', text: msg`The offer says whether a yacht comes with a skipper or crew provided by the supplier, or whether you may sail it yourself.` },
      { kind: 'p', text: msg`To sail a yacht yourself, you need the boating licence and experience required by the supplier and by the law of the waters you sail in, and you must show them before departure. If you cannot, the supplier may refuse the handover or require a skipper at your cost.` },
      { kind: 'p', text: msg`The skipper is responsible for the safety of the yacht and everyone on board. Follow their instructions, keep to the number of guests shown in the offer and stay in the sailing area agreed with the supplier. If the weather makes sailing unsafe, the skipper may delay departure or change the route.` },
    ],
  },
];
