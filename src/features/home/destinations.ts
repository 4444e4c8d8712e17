import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface Destination {
  /** The city's key as the catalogue will use it in addresses (spec 3: locations seen). */
  key: 'Monaco' | 'Paris' | 'Nice' | 'Cannes' | 'Saint-Tropez' | 'Milan' | 'Lake-Como' | 'Ibiza' | 'Marbella';
  name: MessageDescriptor;
  country: MessageDescriptor;
}

const france = msg`France`;
const italy = msg`Italy`;
const spain = msg`Spain`;

/** The nine destinations of the marketplace, grouped by country. */
export const destinations: readonly Destination[] = [
  { key: 'Monaco', name: msg`Monaco`, country: msg({ message: 'Monaco', context: 'country' }) },
  { key: 'Nice', name: msg`Nice`, country: france },
  { key: 'Cannes', name: msg`Cannes`, country: france },
  { key: 'Saint-Tropez', name: msg`Saint-Tropez`, country: france },
  { key: 'Paris', name: msg`Paris`, country: france },
  { key: 'Milan', name: msg`Milan`, country: italy },
  { key: 'Lake-Como', name: msg`Lake Como`, country: italy },
  { key: 'Ibiza', name: msg`Ibiza`, country: spain },
  { key: 'Marbella', name: msg`Marbella`, country: spain },
];
