import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type FleetCar, type NewCarValues, carValuesOf } from '@/machines/fleet/new-car.form';
import { type VehicleFormContext, type VehicleKind, carFormMachine, yachtFormMachine } from '@/machines/fleet/vehicle-form.machine';
import type { PictureEntry, VehiclePicture } from '@/machines/fleet/vehicle-pictures';
import { type FleetYacht, type YachtValues, yachtValuesOf } from '@/machines/fleet/yacht.form';
import { failureCode } from '@/machines/shared/failure';
import type { ErrorCode } from '@/openapi/types';
import { aCar, aSupplier, carId, yachtId } from '@/tests/support/catalog-fixtures';
import { failure } from '@/tests/support/fixtures';
import { type FlowModel, type ModelPath, buildPaths, doneEvent, errorEvent } from '@/tests/support/model';
import { eventName, formEvent } from './events';

/** The ids the server gives a new car and a new yacht. */
export const newVehicleId = { car: '6f1c2b3a-4d5e-4f60-8a7b-00000000a001', yacht: '7a2d3c4b-5e6f-4a71-9b8c-00000000a001' } as const;

export const pictureOf = (id: string): VehiclePicture => ({ _id: id, large: `/pictures/${id}/large.webp`, card: `/pictures/${id}/card.webp`, thumb: `/pictures/${id}/thumb.webp` });
/** The photo the vehicle to edit has, and the one the server stores from the photo chosen. */
export const savedPicture = pictureOf('8b1c2b3a-4d5e-4f60-8a7b-000000000001');
export const sentPicture = pictureOf('8b1c2b3a-4d5e-4f60-8a7b-000000000002');

/** The photo the model chooses (a small JPEG). */
/** A JPEG by its first bytes, as the form (and the server) read a chosen file. */
export const chosenPhoto = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, ...new Array<number>(2036).fill(0)])], 'front.jpg', { type: 'image/jpeg' });

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

/** The car and the yacht a supplier edits: saved with one photo. */
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
  pictures: [savedPicture],
  image: savedPicture.card,
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
  pictures: [savedPicture],
  image: savedPicture.card,
};

/** What the server answers once a vehicle is added: createCar answers the car, createYacht the yacht as its supplier edits it. */
export const created = {
  car: aCar({ _id: newVehicleId.car }),
  yacht: { ...savedYacht, _id: newVehicleId.yacht, pictures: [] } satisfies FleetYacht,
};
export const saved = { car: savedCar, yacht: savedYacht };

/** The codes the contract gives each save (400, 403, and 404 for a vehicle that went; a 500 for the rest). */
const createCodes: ErrorCode[] = ['VALIDATION_ERROR', 'FORBIDDEN', 'INTERNAL_ERROR'];
const updateCodes: ErrorCode[] = ['NOT_FOUND', 'INTERNAL_ERROR'];

type Context = VehicleFormContext<Record<string, unknown>, string, string>;

const pictureState = (entry: PictureEntry) => (entry.removed ? 'removed' : entry.status);

function sameValues(values: object, fill: object): boolean {
  return Object.entries(fill).every(([key, value]) => JSON.stringify((values as Record<string, unknown>)[key]) === JSON.stringify(value));
}

/**
 * One model a kind (vehicle-form.machine.ts makes both machines from one factory): the car's takes every transition
 * the screen offers (photos, every save failure, a retry); the yacht's walks its own fields through the same flow,
 * created and edited, without them.
 */
function vehicleFormModel(kind: VehicleKind): FlowModel {
  const whole = kind === 'car';
  const forms = vehicleForms[kind];
  const fill = (name: FormName) => formEvent('form.change', name, forms[name]);
  const loaded = kind === 'car' ? carValuesOf(savedCar) : yachtValuesOf(savedYacht);
  const choose = { type: 'pictures.add', pictures: [{ file: chosenPhoto, preview: 'blob:front.jpg' }] } as EventObject;
  const remove = { type: 'pictures.remove', key: savedPicture._id } as EventObject;
  const restore = { type: 'pictures.restore', key: savedPicture._id } as EventObject;

  function formEvents(snapshot: AnyMachineSnapshot, context: Context): EventObject[] {
    const submit = { type: 'form.submit' };
    if (context.id === undefined) {
      // A new vehicle: filled right (or wrong first), a photo chosen once it is right.
      const filled = sameValues(context.values, forms.valid);
      const untouched = context.attempt === 0 && !filled && !sameValues(context.values, forms.invalid);
      return [
        ...(filled ? [] : [fill('valid')]),
        ...(untouched ? [fill('invalid')] : []),
        submit,
        ...(whole && filled && context.pictures.length === 0 ? [choose] : []),
      ];
    }
    // The vehicle to edit: its photo taken out and kept again; after a failed save, a field changed.
    const asLoaded = sameValues(context.values, loaded);
    const photo = context.pictures[0];
    return [
      submit,
      ...(whole && asLoaded && photo ? [photo.removed ? restore : remove] : []),
      ...(snapshot.matches('failed') && asLoaded && !photo?.removed ? [fill('changed')] : []),
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
        // Every failure once, from the vehicle as loaded; with its photo taken out, the one failure that keeps it out.
        const asLoaded = sameValues(context.values, loaded);
        const removed = context.pictures.some((entry) => entry.removed);
        const codes = !whole || !asLoaded ? [] : removed ? ['INTERNAL_ERROR' as const] : updateCodes;
        return [doneEvent('updateVehicle', saved[kind]), ...codes.map((code) => errorEvent('updateVehicle', failure(code)))];
      }
      if (snapshot.matches('removingPicture')) {
        return [doneEvent('deleteVehiclePicture'), ...(['NOT_FOUND', 'INTERNAL_ERROR'] as const).map((code) => errorEvent('deleteVehiclePicture', failure(code)))];
      }
      if (snapshot.matches('uploadingPicture')) return [doneEvent('addVehiclePicture', sentPicture), errorEvent('addVehiclePicture', failure('UNSUPPORTED_MEDIA_TYPE'))];
      // Saved, a photo not sent: sent again, taken out, or left without it.
      if (snapshot.matches('picturesFailed')) {
        const failed = (snapshot.context as Context).pictures.find((entry) => entry.status === 'failed')!;
        return [{ type: 'pictures.retry' }, { type: 'pictures.remove', key: failed.key } as EventObject, { type: 'form.finish' }];
      }
      return [];
    },
    project: (context: Context) => ({
      values: context.values,
      errors: context.errors,
      pictures: context.pictures.map(pictureState),
    }),
    label: (event) => {
      if (event.type === 'pictures.add') return 'choose a photo';
      if (event.type === 'pictures.remove') return 'remove the photo';
      if (event.type === 'pictures.restore') return 'keep the photo';
      return eventName(event);
    },
  };
}

export const vehicleFormModels = { car: vehicleFormModel('car'), yacht: vehicleFormModel('yacht') };

/** The car's paths, then the yacht's. */
export const vehicleFormPaths = (): ModelPath[] => [...buildPaths(vehicleFormModels.car), ...buildPaths(vehicleFormModels.yacht)];
