import { describe, expect, it } from 'vitest';
import { UNLIMITED_MILEAGE } from '@/domain/catalog';
import { type FleetAccount, canAddCars, canManageCarsOf, carInputLimits, EXTRA_NOT_OFFERED, mustNameSupplier, yachtInputLimits } from '@/domain/fleet';
import { loadContract, type ContractSchema } from '@/openapi/contract';

const riviera = '11111111-2222-4333-8444-555555555555';
const azur = '22222222-3333-4444-8555-666666666666';

const accounts: Record<string, FleetAccount | null> = {
  guest: null,
  driver: { type: 'user', supplierId: null },
  'supplier of Riviera': { type: 'supplier', supplierId: riviera },
  'supplier without a supplier': { type: 'supplier', supplierId: null },
  admin: { type: 'admin', supplierId: null },
  superadmin: { type: 'superadmin' },
};

describe('who may change which car (domain/fleet.ts)', () => {
  it.each<[string, boolean, boolean, boolean]>([
    // account, adds cars, manages Riviera's, manages Azur's
    ['guest', false, false, false],
    ['driver', false, false, false],
    ['supplier of Riviera', true, true, false],
    ['supplier without a supplier', false, false, false],
    ['admin', true, true, true],
    ['superadmin', true, true, true],
  ])('%s', (name, adds, managesOwn, managesOther) => {
    const account = accounts[name];
    expect(canAddCars(account)).toBe(adds);
    expect(canManageCarsOf(account, riviera)).toBe(managesOwn);
    expect(canManageCarsOf(account, azur)).toBe(managesOther);
  });

  it('makes admins, not suppliers, name the supplier of a new car', () => {
    expect(mustNameSupplier({ type: 'admin' })).toBe(true);
    expect(mustNameSupplier({ type: 'superadmin' })).toBe(true);
    expect(mustNameSupplier({ type: 'supplier', supplierId: riviera })).toBe(false);
  });
});

describe('the bounds of a new car', () => {
  it('are the contract bounds of CarInput', () => {
    const { CarInput, CarExtras } = loadContract().components.schemas;
    const bounds = (schema: ContractSchema | undefined) => ({ min: schema?.minimum, max: schema?.maximum });
    for (const field of ['year', 'seats', 'doors', 'deposit', 'price', 'minimumAge'] as const) {
      expect(bounds(CarInput!.properties![field]), field).toEqual(carInputLimits[field]);
    }
    expect(bounds(CarInput!.properties!.mileage)).toEqual({ min: UNLIMITED_MILEAGE, max: carInputLimits.mileage.max });
    for (const [extra, schema] of Object.entries(CarExtras!.properties!)) {
      expect(bounds(schema), extra).toEqual(carInputLimits.extra);
    }
    expect(carInputLimits.extra.min).toBe(EXTRA_NOT_OFFERED);
  });
});

describe('the bounds of a yacht', () => {
  it('are the contract bounds of YachtInput', () => {
    const { YachtInput } = loadContract().components.schemas;
    for (const field of Object.keys(yachtInputLimits) as (keyof typeof yachtInputLimits)[]) {
      const schema = YachtInput!.properties![field];
      expect({ min: schema?.minimum, max: schema?.maximum }, field).toEqual(yachtInputLimits[field]);
    }
  });
});
