import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { CreateCarInput } from '@/machines/fleet/new-car.machine';
import { newCarMachine } from '@/machines/fleet/new-car.machine';
import { type Car, type NewCarValues, emptyNewCar, toCarInput, validateNewCar } from '@/machines/fleet/new-car.form';
import { aCar } from '@/tests/support/catalog-fixtures';
import { type Outcome, fakeActor, never } from '@/tests/support/fake-actors';
import { failure } from '@/tests/support/fixtures';

const valid: NewCarValues = {
  ...emptyNewCar(),
  brand: ' Renault ',
  model: 'Zoe',
  year: '2024',
  bodyType: 'hatchback',
  category: 'electric',
  engineType: 'electric',
  gearbox: 'automatic',
  fuelPolicy: 'freeTank',
  price: '49,50',
  deposit: '300',
  locations: ['nice'],
  descriptionEn: 'A quiet city car.',
  descriptionFr: 'Une citadine silencieuse.',
  descriptionRu: 'Тихий городской автомобиль.',
  theftProtection: { offer: 'priced', price: '8' },
  additionalDriver: { offer: 'included', price: '' },
};

function arrange(outcomes: Array<Outcome<Car>> = [aCar()], supplierRequired = false) {
  const createCar = fakeActor<Car, CreateCarInput>(...outcomes);
  const notified: string[] = [];
  const machine = newCarMachine.provide({
    actors: { createCar: createCar.logic },
    actions: {
      notifyCreated: () => notified.push('created'),
      reloadCars: () => notified.push('reload'),
      notifyFailure: (_, { error }) => notified.push(`failure ${(error as { code: string }).code}`),
    },
  });
  const actor = createActor(machine, { input: { supplierRequired, language: 'fr' } }).start();
  return { actor, createCar, notified };
}

type Actor = ReturnType<typeof arrange>['actor'];
const settled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));
function fillAndSubmit(actor: Actor, values: Partial<NewCarValues> = valid) {
  actor.send({ type: 'newCar.open' });
  actor.send({ type: 'newCar.change', values });
  actor.send({ type: 'newCar.submit' });
}

describe('validateNewCar', () => {
  it.each<[string, Partial<NewCarValues>, ReturnType<typeof validateNewCar>]>([
    ['a valid form', {}, {}],
    ['a limited mileage with its km', { unlimitedMileage: false, mileage: '250' }, {}],
    ['a limited mileage without km', { unlimitedMileage: false, mileage: '' }, { mileage: 'required' }],
    ['a blank brand', { brand: '  ' }, { brand: 'required' }],
    ['no body type', { bodyType: '' }, { bodyType: 'required' }],
    ['a year that is not a number', { year: 'new' }, { year: 'notANumber' }],
    ['a fractional year', { year: '2024.5' }, { year: 'notAWholeNumber' }],
    ['ten seats', { seats: '10' }, { seats: 'outOfRange' }],
    ['one seat', { seats: '1' }, { seats: 'outOfRange' }],
    ['a price of 0', { price: '0' }, { price: 'outOfRange' }],
    ['a negative deposit', { deposit: '-1' }, { deposit: 'outOfRange' }],
    ['a minimum age of 18', { minimumAge: '18' }, { minimumAge: 'outOfRange' }],
    ['a priced extra without its price', { fullInsurance: { offer: 'priced', price: '' } }, { fullInsurance: 'required' }],
    ['a priced extra at 0', { fullInsurance: { offer: 'priced', price: '0' } }, { fullInsurance: 'outOfRange' }],
    ['a colour name', { color: 'red' }, { color: 'invalidColor' }],
    ['no place', { locations: [] }, { locations: 'required' }],
    ['a missing Russian description', { descriptionRu: '' }, { descriptionRu: 'required' }],
  ])('%s', (_, values, errors) => {
    expect(validateNewCar({ ...valid, ...values }, false)).toEqual(errors);
  });

  it('asks an admin for the supplier', () => {
    expect(validateNewCar(valid, true)).toEqual({ supplier: 'required' });
    expect(validateNewCar({ ...valid, supplier: 'riviera-drive' }, true)).toEqual({});
  });

  it('refuses an empty form field by field', () => {
    expect(validateNewCar(emptyNewCar(), false)).toEqual({
      brand: 'required',
      model: 'required',
      year: 'required',
      bodyType: 'required',
      category: 'required',
      engineType: 'required',
      gearbox: 'required',
      fuelPolicy: 'required',
      price: 'required',
      deposit: 'required',
      locations: 'required',
      descriptionEn: 'required',
      descriptionFr: 'required',
      descriptionRu: 'required',
    });
  });
});

describe('toCarInput', () => {
  it('makes the contract body: numbers, -1 for unlimited and not offered, 0 for included, trimmed texts', () => {
    expect(toCarInput(valid, false)).toEqual({
      brand: 'Renault',
      model: 'Zoe',
      year: 2024,
      bodyType: 'hatchback',
      category: 'electric',
      engineType: 'electric',
      gearbox: 'automatic',
      fuelPolicy: 'freeTank',
      mileage: -1,
      seats: 5,
      doors: 5,
      aircon: true,
      deposit: 300,
      price: 49.5,
      extras: { cancellation: -1, amendments: -1, theftProtection: 8, collisionDamageWaiver: -1, fullInsurance: -1, additionalDriver: 0 },
      minimumAge: 21,
      available: true,
      badges: [],
      color: '#1f6feb',
      locations: ['nice'],
      description: { en: 'A quiet city car.', fr: 'Une citadine silencieuse.', ru: 'Тихий городской автомобиль.' },
    });
  });

  it('names the supplier only when the form asks for it', () => {
    expect(toCarInput({ ...valid, supplier: 'azur-prestige' }, true)).toMatchObject({ supplier: 'azur-prestige' });
    expect(toCarInput({ ...valid, supplier: 'azur-prestige' }, false)).not.toHaveProperty('supplier');
    expect(toCarInput({ ...valid, unlimitedMileage: false, mileage: '300' }, false).mileage).toBe(300);
  });
});

describe('new car machine', () => {
  it('is closed until opened, and opens on an empty form', () => {
    const { actor } = arrange();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'newCar.open' });
    actor.send({ type: 'newCar.change', values: { brand: 'Fiat' } });
    actor.send({ type: 'newCar.close' });
    actor.send({ type: 'newCar.open' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.brand).toBe('');
  });

  it('refuses an invalid form without calling the server, and a change clears that field error', () => {
    const { actor, createCar } = arrange();
    actor.send({ type: 'newCar.open' });
    actor.send({ type: 'newCar.submit' });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toMatchObject({ brand: 'required', price: 'required' });
    expect(actor.getSnapshot().context.attempt).toBe(1);
    expect(createCar.calls).toEqual([]);

    actor.send({ type: 'newCar.change', values: { brand: 'Fiat' } });
    expect(actor.getSnapshot().context.errors.brand).toBeUndefined();
    expect(actor.getSnapshot().context.errors.price).toBe('required');
  });

  it('creates the car, busy meanwhile, then closes, tells and reloads the list', async () => {
    const { actor, createCar, notified } = arrange([never]);
    fillAndSubmit(actor);
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'newCar.close' })).toBe(false);
    expect(createCar.calls).toEqual([{ body: toCarInput(valid, false), language: 'fr' }]);

    const done = arrange();
    fillAndSubmit(done.actor);
    await settled(done.actor);
    expect(done.actor.getSnapshot().value).toBe('closed');
    expect(done.notified).toEqual(['created', 'reload']);
    expect(notified).toEqual([]);
  });

  it('keeps the form after a failure, shows it, and submits again', async () => {
    const { actor, createCar, notified } = arrange([failure('FORBIDDEN'), aCar()]);
    fillAndSubmit(actor);
    await settled(actor);

    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toMatchObject({ code: 'FORBIDDEN' });
    expect(actor.getSnapshot().context.brand).toBe(' Renault ');
    expect(notified).toEqual(['failure FORBIDDEN']);

    actor.send({ type: 'newCar.submit' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(createCar.calls).toHaveLength(2);
    expect(notified).toEqual(['failure FORBIDDEN', 'created', 'reload']);
  });

  it('sends the supplier an admin chose', async () => {
    const { actor, createCar } = arrange([aCar()], true);
    fillAndSubmit(actor);
    expect(actor.getSnapshot().context.errors).toEqual({ supplier: 'required' });

    actor.send({ type: 'newCar.change', values: { supplier: 'azur-prestige' } });
    actor.send({ type: 'newCar.submit' });
    await settled(actor);
    expect(createCar.calls[0]?.body.supplier).toBe('azur-prestige');
  });
});
