import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type FleetCar, type NewCarValues, carValuesOf } from '@/machines/fleet/new-car.form';
import { type VehicleFormContext, type VehicleKind, carFormMachine, yachtFormMachine } from '@/machines/fleet/vehicle-form.machine';
import type { ImageEntry, VehicleImage } from '@/machines/fleet/vehicle-images';
import { type FleetYacht, type YachtValues, yachtValuesOf } from '@/machines/fleet/yacht.form';
import { failureCode } from '@/machines/shared/failure';
import type { ErrorCode } from '@/openapi/types';
import { aCar, aSupplier, carId, yachtId } from '@/tests/support/catalog-fixtures';
import { failure } from '@/tests/support/fixtures';
import { type FlowModel, type ModelPath, buildPaths, doneEvent, errorEvent } from '@/tests/support/model';
import { eventName, formEvent } from './events';

/** The ids the server gives a new car and a new yacht. */
export const newVehicleId = { car: '6f1c2b3a-4d5e-4f60-8a7b-00000000a001', yacht: '7a2d3c4b-5e6f-4a71-9b8c-00000000a001' } as const;

export const imageOf = (id: string): VehicleImage => ({ _id: id, large: `/images/${id}/large.webp`, card: `/images/${id}/card.webp`, thumb: `/images/${id}/thumb.webp` });
/** The image the vehicle to edit has, and the one the server stores from the image chosen. */
export const savedImage = imageOf('8b1c2b3a-4d5e-4f60-8a7b-000000000001');
export const sentImage = imageOf('8b1c2b3a-4d5e-4f60-8a7b-000000000002');

/** The image the model chooses (a small JPEG). */
/** A JPEG by its first bytes, as the form (and the server) read a chosen file. */
export const chosenImage = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, ...new Array<number>(2036).fill(0)])], 'front.jpg', { type: 'image/jpeg' });

/** Each kind's fills: every field right (what the wrong fill typed included), and a few wrong in the ways its rules name (the others left empty). */
export const vehicleForms = {
  car: {
    valid: {
      brand: 'Peugeot',
      model: '208',
      year: '2023',
      bodyType: 'hatchback',
      category: 'sedan',
      engineType: 'gasoline',
      gearbox: 'manual',
      fuelPolicy: 'likeForlike',
      seats: '5',
      price: '65',
      deposit: '800',
      locations: ['nice'],
      descriptionEn: 'A small car for the town.',
      descriptionFr: 'Une petite voiture pour la ville.',
      descriptionRu: 'Маленькая машина для города.',
    } satisfies Partial<NewCarValues>,
    invalid: { brand: 'Peugeot', year: '1800', seats: '2.5', price: 'cheap' } satisfies Partial<NewCarValues>,
    /** What the owner changes on the car to edit. */
    changed: { price: '72' } satisfies Partial<NewCarValues>,
  },
  yacht: {
    valid: {
      brand: 'Princess',
      model: 'V50',
      year: '2022',
      kind: 'motor',
      lengthMeters: '15,6',
      cabins: '3',
      guests: '8',
      price: '2400',
      deposit: '5000',
      locations: ['monaco'],
      descriptionEn: 'A day cruiser.',
      descriptionFr: 'Un day cruiser.',
      descriptionRu: 'Яхта.',
    } satisfies Partial<YachtValues>,
    invalid: { brand: 'Princess', lengthMeters: '2', guests: 'eight' } satisfies Partial<YachtValues>,
    changed: { guests: '10' } satisfies Partial<YachtValues>,
  },
} as const;

export type FormName = 'valid' | 'invalid' | 'changed';

/** The car and the yacht a supplier edits: saved with one image. */
export const savedCar: FleetCar = {
  _id: carId,
  car: {
    brand: 'BMW',
    model: 'X5',
    year: 2024,
    bodyType: 'suv',
    category: 'SUV',
    engineType: 'hybrid',
    gearbox: 'automatic',
    fuelPolicy: 'likeForlike',
    mileage: 250,
    seats: 5,
    doors: 5,
    aircon: true,
    deposit: 1500,
    price: 120,
    extras: { cancellation: 25, amendments: 0, theftProtection: 9, collisionDamageWaiver: -1, fullInsurance: 28, additionalDriver: 0 },
    minimumAge: 21,
    available: true,
    badges: ['now'],
    color: '#222222',
    locations: ['nice', 'cannes'],
    description: { en: 'A roomy hybrid SUV.', fr: 'Un SUV hybride spacieux.', ru: 'Просторный гибридный внедорожник.' },
    supplier: aSupplier.slug,
  },
  images: [savedImage],
  image: savedImage.card,
};

export const savedYacht: FleetYacht = {
  _id: yachtId,
  yacht: {
    brand: 'Sunseeker',
    model: 'Manhattan 55',
    year: 2021,
    kind: 'motor',
    lengthMeters: 16.8,
    cabins: 3,
    guests: 8,
    crew: 2,
    price: 2500,
    deposit: 5000,
    available: true,
    badges: ['onsale'],
    color: '#ffffff',
    locations: ['monaco', 'nice'],
    description: { en: 'A fast motor yacht.', fr: 'Un yacht rapide.', ru: 'Быстрая яхта.' },
    supplier: aSupplier.slug,
  },
  images: [savedImage],
  image: savedImage.card,
};

/** What the server answers once a vehicle is added: createCar answers the car, createYacht the yacht as its supplier edits it. */
export const created = {
  car: aCar({ _id: newVehicleId.car }),
  yacht: { ...savedYacht, _id: newVehicleId.yacht, images: [] } satisfies FleetYacht,
};
export const saved = { car: savedCar, yacht: savedYacht };

/** The codes the contract gives each save (400, 403, and 404 for a vehicle that went; a 500 for the rest). */
const createCodes: ErrorCode[] = ['VALIDATION_ERROR', 'FORBIDDEN', 'INTERNAL_ERROR'];
const updateCodes: ErrorCode[] = ['NOT_FOUND', 'INTERNAL_ERROR'];

type Context = VehicleFormContext<Record<string, unknown>, string, string>;

const imageState = (entry: ImageEntry) => (entry.removed ? 'removed' : entry.status);

function sameValues(values: object, fill: object): boolean {
  return Object.entries(fill).every(([key, value]) => JSON.stringify((values as Record<string, unknown>)[key]) === JSON.stringify(value));
}

/**
 * One model a kind (vehicle-form.machine.ts makes both machines from one factory): the car's takes every transition
 * the screen offers (images, every save failure, a retry); the yacht's walks its own fields through the same flow,
 * created and edited, without them.
 */
function vehicleFormModel(kind: VehicleKind): FlowModel {
  const whole = kind === 'car';
  const forms = vehicleForms[kind];
  const fill = (name: FormName) => formEvent('form.change', name, forms[name]);
  const loaded = kind === 'car' ? carValuesOf(savedCar) : yachtValuesOf(savedYacht);
  const choose = { type: 'images.add', images: [{ file: chosenImage, preview: 'blob:front.jpg' }] } as EventObject;
  const remove = { type: 'images.remove', key: savedImage._id } as EventObject;
  const restore = { type: 'images.restore', key: savedImage._id } as EventObject;

  function formEvents(snapshot: AnyMachineSnapshot, context: Context): EventObject[] {
    const submit = { type: 'form.submit' };
    if (context.id === undefined) {
      // A new vehicle: filled right (or wrong first), an image chosen once it is right.
      const filled = sameValues(context.values, forms.valid);
      const untouched = context.attempt === 0 && !filled && !sameValues(context.values, forms.invalid);
      return [
        ...(filled ? [] : [fill('valid')]),
        ...(untouched ? [fill('invalid')] : []),
        submit,
        ...(whole && filled && context.images.length === 0 ? [choose] : []),
      ];
    }
    // The vehicle to edit: its image taken out and kept again; after a failed save, a field changed.
    const asLoaded = sameValues(context.values, loaded);
    const image = context.images[0];
    return [
      submit,
      ...(whole && asLoaded && image ? [image.removed ? restore : remove] : []),
      ...(snapshot.matches('failed') && asLoaded && !image?.removed ? [fill('changed')] : []),
    ];
  }

  return {
    flow: 'vehicle-form',
    machine: kind === 'car' ? carFormMachine : yachtFormMachine,
    variants: [
      { label: `new ${kind}`, input: { supplierRequired: false, language: 'en' } },
      { label: `${kind} to edit`, input: { id: saved[kind]._id, supplierRequired: false, language: 'en' } },
    ],
    events: (snapshot: AnyMachineSnapshot): EventObject[] => {
      const context = snapshot.context as Context;
      if (snapshot.matches('loading')) {
        return [doneEvent('loadVehicle', saved[kind]), ...(whole ? (['NOT_FOUND', 'INTERNAL_ERROR'] as const).map((code) => errorEvent('loadVehicle', failure(code))) : [])];
      }
      // A vehicle of another supplier, or gone, cannot be read again: the screen offers no retry.
      if (snapshot.matches('loadFailed')) return ['NOT_FOUND', 'FORBIDDEN'].includes(failureCode(context.error) ?? '') ? [] : [{ type: 'form.retry' }];
      if (snapshot.matches('editing') || snapshot.matches('failed')) return formEvents(snapshot, context);
      if (snapshot.matches('creating')) return [doneEvent('createVehicle', created[kind]), ...(whole ? createCodes : ['INTERNAL_ERROR' as const]).map((code) => errorEvent('createVehicle', failure(code)))];
      if (snapshot.matches('updating')) {
        // Every failure once, from the vehicle as loaded; with its image taken out, the one failure that keeps it out.
        const asLoaded = sameValues(context.values, loaded);
        const removed = context.images.some((entry) => entry.removed);
        const codes = !whole || !asLoaded ? [] : removed ? ['INTERNAL_ERROR' as const] : updateCodes;
        return [doneEvent('updateVehicle', saved[kind]), ...codes.map((code) => errorEvent('updateVehicle', failure(code)))];
      }
      if (snapshot.matches('removingImage')) {
        return [doneEvent('deleteVehicleImage'), ...(['NOT_FOUND', 'INTERNAL_ERROR'] as const).map((code) => errorEvent('deleteVehicleImage', failure(code)))];
      }
      if (snapshot.matches('uploadingImage')) return [doneEvent('addVehicleImage', sentImage), errorEvent('addVehicleImage', failure('UNSUPPORTED_MEDIA_TYPE'))];
      // Saved, an image not sent: sent again, taken out, or left without it.
      if (snapshot.matches('imagesFailed')) {
        const failed = (snapshot.context as Context).images.find((entry) => entry.status === 'failed')!;
        return [{ type: 'images.retry' }, { type: 'images.remove', key: failed.key } as EventObject, { type: 'form.finish' }];
      }
      return [];
    },
    project: (context: Context) => ({
      values: context.values,
      errors: context.errors,
      images: context.images.map(imageState),
    }),
    label: (event) => {
      if (event.type === 'images.add') return 'choose an image';
      if (event.type === 'images.remove') return 'remove the image';
      if (event.type === 'images.restore') return 'keep the image';
      return eventName(event);
    },
  };
}

export const vehicleFormModels = { car: vehicleFormModel('car'), yacht: vehicleFormModel('yacht') };

/** The car's paths, then the yacht's. */
export const vehicleFormPaths = (): ModelPath[] => [...buildPaths(vehicleFormModels.car), ...buildPaths(vehicleFormModels.yacht)];
