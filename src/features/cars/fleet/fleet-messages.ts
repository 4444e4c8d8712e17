import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NewCarField, ExtraOfferKind } from '@/machines/fleet/new-car.form';
import { formSummary, missingFieldsMessage } from '@/src/components/form/form-messages';
import { extraLabels } from '@/src/components/booking-labels';

export { formSummary, missingFieldsMessage };

/** Every text of the fleet actions (new car, delete car) for the machines' keys, in one place. */

export const fieldLabels: Record<NewCarField, MessageDescriptor> = {
  supplier: msg`Rental company`,
  brand: msg`Brand`,
  model: msg`Model`,
  year: msg`Year`,
  bodyType: msg`Body type`,
  category: msg`Category`,
  engineType: msg`Engine`,
  gearbox: msg`Gearbox`,
  fuelPolicy: msg`Fuel policy`,
  mileage: msg`Kilometres a day`,
  seats: msg`Seats`,
  doors: msg`Doors`,
  price: msg`Price per day (€)`,
  deposit: msg`Deposit (€)`,
  minimumAge: msg`Minimum driver age`,
  color: msg`Colour`,
  locations: msg`Places`,
  descriptionEn: msg`Description in English`,
  descriptionFr: msg`Description in French`,
  descriptionRu: msg`Description in Russian`,
  ...extraLabels,
};

export const extraOfferLabels: Record<ExtraOfferKind, MessageDescriptor> = {
  notOffered: msg`Not offered`,
  included: msg`Included`,
  priced: msg`At a price`,
};


