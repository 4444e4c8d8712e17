import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { CarInput, FleetCar } from '@/machines/fleet/new-car.form';
import { carFormMachine, yachtFormMachine } from '@/machines/fleet/vehicle-form.machine';
import type { VehicleImage } from '@/machines/fleet/vehicle-images';
import type { FleetYacht, YachtInput, YachtValues } from '@/machines/fleet/yacht.form';
import { type Outcome, fakeActor } from '@/tests/support/fake-actors';
import { failure } from '@/tests/support/fixtures';

const imageOf = (id: string): VehicleImage => ({ _id: id, large: `/images/${id}/large.webp`, card: `/images/${id}/card.webp`, thumb: `/images/${id}/thumb.webp` });
const chosen = (name: string, type = 'image/jpeg', size = 1000) => ({ file: Object.assign(new Blob([new Uint8Array(size)], { type }), { name }), preview: `blob:${name}` });

const savedYacht: FleetYacht = {
  _id: 'y1',
  yacht: {
    brand: 'Princess',
    model: 'V50',
    year: 2022,
    kind: 'motor',
    lengthMeters: 15.6,
    cabins: 3,
    guests: 8,
    crew: 1,
    price: 2400,
    deposit: 5000,
    available: true,
    badges: ['onsale'],
    color: '#0b3d91',
    locations: ['monaco'],
    description: { en: 'A day cruiser.', fr: 'Un day cruiser.', ru: 'Яхта.' },
    supplier: 'riviera-drive',
  },
  images: [imageOf('p1'), imageOf('p2')],
  image: '/images/p1/card.webp',
};

const validYacht: Partial<YachtValues> = {
  brand: 'Princess',
  model: 'V50',
  year: '2022',
  kind: 'motor',
  lengthMeters: '15,6',
  cabins: '3',
  guests: '8',
  crew: '1',
  price: '2400',
  deposit: '5000',
  locations: ['monaco'],
  descriptionEn: 'A day cruiser.',
  descriptionFr: 'Un day cruiser.',
  descriptionRu: 'Яхта.',
};

function arrangeYacht({
  id,
  load = [savedYacht],
  create = [{ _id: 'new-yacht' }],
  update = [savedYacht],
  uploads = [imageOf('p9')],
  removals = [undefined],
}: {
  id?: string;
  load?: Outcome<FleetYacht>[];
  create?: Outcome<{ _id: string }>[];
  update?: Outcome<FleetYacht>[];
  uploads?: Outcome<VehicleImage>[];
  removals?: Outcome<void>[];
} = {}) {
  const loadVehicle = fakeActor<FleetYacht, { id: string }>(...load);
  const createVehicle = fakeActor<{ _id: string }, { body: YachtInput; language: 'en' | 'fr' | 'ru' }>(...create);
  const updateVehicle = fakeActor<FleetYacht, { id: string; body: YachtInput }>(...update);
  const addVehicleImage = fakeActor<VehicleImage, { kind: 'car' | 'yacht'; id: string; file: Blob }>(...uploads);
  const deleteVehicleImage = fakeActor<void, { imageId: string }>(...removals);
  const events: string[] = [];
  const machine = yachtFormMachine.provide({
    actors: {
      loadVehicle: loadVehicle.logic,
      createVehicle: createVehicle.logic,
      updateVehicle: updateVehicle.logic,
      addVehicleImage: addVehicleImage.logic,
      deleteVehicleImage: deleteVehicleImage.logic,
    },
    actions: {
      notifySaved: () => events.push('saved'),
      notifyFailure: (_, { error }) => events.push(`failure ${(error as { code: string }).code}`),
      leave: () => events.push('leave'),
    },
  });
  const actor = createActor(machine, { input: { id, supplierRequired: false, language: 'en' } }).start();
  return { actor, loadVehicle, createVehicle, updateVehicle, addVehicleImage, deleteVehicleImage, events };
}

type Actor = ReturnType<typeof arrangeYacht>['actor'];
const settled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('the vehicle form machine', () => {
  it('adds a yacht, then sends its images one at a time, each Pending then Success, and leaves', async () => {
    const { actor, createVehicle, addVehicleImage, events } = arrangeYacht({ uploads: [imageOf('a'), imageOf('b')] });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'form.change', values: validYacht });
    actor.send({ type: 'images.add', images: [chosen('one.jpg'), chosen('two.png', 'image/png')] });
    expect(actor.getSnapshot().context.images.map((p) => p.status)).toEqual(['notUploaded', 'notUploaded']);

    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');

    expect(createVehicle.calls[0]!.body).toMatchObject({ brand: 'Princess', lengthMeters: 15.6, crew: 1, color: '#0b3d91' });
    expect(addVehicleImage.calls.map((call) => [call.kind, call.id])).toEqual([['yacht', 'new-yacht'], ['yacht', 'new-yacht']]);
    expect(actor.getSnapshot().context.images.map((p) => [p.status, p.image?._id])).toEqual([['success', 'a'], ['success', 'b']]);
    expect(events).toEqual(['saved', 'leave']);
  });

  it('refuses an incomplete form without calling the server, and names the missing fields', () => {
    const { actor, createVehicle } = arrangeYacht();
    actor.send({ type: 'form.change', values: { ...validYacht, brand: ' ', guests: '0' } });
    actor.send({ type: 'form.submit' });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context.errors).toEqual({ brand: 'required', guests: 'outOfRange' });
    expect(context.attempt).toBe(1);
    expect(createVehicle.calls).toHaveLength(0);
  });

  it('loads a yacht to edit it, removes the images taken out and sends the new ones after saving', async () => {
    const { actor, updateVehicle, deleteVehicleImage, addVehicleImage, events } = arrangeYacht({ id: 'y1' });
    await settled(actor);
    expect(actor.getSnapshot().context.values).toMatchObject({ brand: 'Princess', lengthMeters: '15.6' });
    expect(actor.getSnapshot().context.images.map((p) => [p.key, p.status])).toEqual([['p1', 'success'], ['p2', 'success']]);

    actor.send({ type: 'images.remove', key: 'p1' });
    actor.send({ type: 'images.add', images: [chosen('three.webp', 'image/webp')] });
    // A chosen image taken out goes at once; a saved one waits for Save, and may be kept again.
    actor.send({ type: 'images.remove', key: 'p2' });
    actor.send({ type: 'images.restore', key: 'p2' });
    actor.send({ type: 'form.change', values: { guests: '10' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');

    expect(updateVehicle.calls[0]).toMatchObject({ id: 'y1', body: { guests: 10 } });
    expect(deleteVehicleImage.calls).toEqual([{ imageId: 'p1' }]);
    expect(addVehicleImage.calls).toHaveLength(1);
    expect(events).toEqual(['saved', 'leave']);
  });

  it('keeps the images that failed with their status, and tries them again, or leaves without them', async () => {
    const { actor, addVehicleImage, events } = arrangeYacht({ uploads: [failure('UNSUPPORTED_MEDIA_TYPE'), imageOf('ok'), imageOf('retried')] });
    actor.send({ type: 'form.change', values: validYacht });
    actor.send({ type: 'images.add', images: [chosen('bad.jpg'), chosen('good.jpg')] });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('imagesFailed'));
    expect(actor.getSnapshot().context.images.map((p) => p.status)).toEqual(['failed', 'success']);
    expect(events).toEqual([]);

    actor.send({ type: 'images.retry' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(addVehicleImage.calls).toHaveLength(3);
    // Saved once the vehicle exists: the retry sends to it, not a second new vehicle.
    expect(addVehicleImage.calls[2]!.id).toBe('new-yacht');
    expect(events).toEqual(['saved', 'leave']);
  });

  it('leaves without the failed images when asked', async () => {
    const { actor, events } = arrangeYacht({ uploads: [failure('INTERNAL_ERROR')] });
    actor.send({ type: 'form.change', values: validYacht });
    actor.send({ type: 'images.add', images: [chosen('bad.jpg')] });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('imagesFailed'));
    actor.send({ type: 'form.finish' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(events).toEqual(['saved', 'leave']);
  });

  it('refuses files that are not images, too large, or beyond twelve images, saying which', () => {
    const { actor } = arrangeYacht();
    const eleven = Array.from({ length: 11 }, (_, i) => chosen(`p${i}.jpg`));
    actor.send({ type: 'images.add', images: [...eleven, chosen('doc.pdf', 'application/pdf'), chosen('huge.jpg', 'image/jpeg', 6 * 1024 * 1024), chosen('twelfth.jpg'), chosen('thirteenth.jpg')] });
    const { images, rejected } = actor.getSnapshot().context;
    expect(images).toHaveLength(12);
    expect(rejected).toEqual([
      { name: 'doc.pdf', problem: 'notAnImage' },
      { name: 'huge.jpg', problem: 'tooLarge' },
      { name: 'thirteenth.jpg', problem: 'tooMany' },
    ]);
  });

  it('stays on the form with what was typed when saving is refused, and names the failure', async () => {
    const { actor, events } = arrangeYacht({ create: [failure('FORBIDDEN'), { _id: 'later' }] });
    actor.send({ type: 'form.change', values: validYacht });
    actor.send({ type: 'form.submit' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.values.brand).toBe('Princess');
    expect(events).toEqual(['failure FORBIDDEN']);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('offers a retry when the vehicle cannot be loaded', async () => {
    const { actor, loadVehicle } = arrangeYacht({ id: 'y1', load: [failure('NETWORK_ERROR'), savedYacht] });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('loadFailed');
    actor.send({ type: 'form.retry' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(loadVehicle.calls).toHaveLength(2);
  });

  it('edits a car as it was saved: extras, mileage and places come back as the form shows them', async () => {
    const car: FleetCar = {
      _id: 'c1',
      car: {
        brand: 'Renault', model: 'Zoe', year: 2024, bodyType: 'hatchback', category: 'electric', engineType: 'electric', gearbox: 'automatic',
        fuelPolicy: 'freeTank', mileage: -1, seats: 5, doors: 5, aircon: true, deposit: 300, price: 49.5,
        extras: { cancellation: 0, amendments: -1, theftProtection: 8, collisionDamageWaiver: 12, fullInsurance: -1, additionalDriver: 0 },
        minimumAge: 23, available: false, badges: ['now'], color: '#1f6feb', locations: ['nice'],
        description: { en: 'City car.', fr: 'Citadine.', ru: 'Городской.' }, supplier: 'riviera-drive',
      },
      images: [],
      image: '/cdn/cars/hatchback-1f6feb.svg',
    };
    const loadVehicle = fakeActor<FleetCar, { id: string }>(car);
    const updateVehicle = fakeActor<FleetCar, { id: string; body: CarInput }>(car);
    const actor = createActor(carFormMachine.provide({ actors: { loadVehicle: loadVehicle.logic, updateVehicle: updateVehicle.logic } }), {
      input: { id: 'c1', supplierRequired: false, language: 'en' },
    }).start();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.values).toMatchObject({
      unlimitedMileage: true,
      cancellation: { offer: 'included' },
      amendments: { offer: 'notOffered' },
      theftProtection: { offer: 'priced', price: '8' },
      minimumAge: '23',
      available: false,
    });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    // Unchanged, it is sent back as it came.
    const { supplier: _supplier, ...sent } = car.car;
    expect(updateVehicle.calls[0]!.body).toEqual(sent);
  });
});
