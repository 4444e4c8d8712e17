import type { components } from '@/openapi/generated/schema';
import { isAdmin, roleOf } from './accounts.ts';
import { MINIMUM_AGE } from './validation.ts';

type S = components['schemas'];

/**
 * Who may change which cars: the one rule the server enforces (server/handlers/fleet.ts) and the app
 * follows to show 'New car' and 'Delete' (src/features/cars). A supplier account works for one rental
 * supplier (`supplierId`) and manages that supplier's cars only; admins and superadmins manage every
 * supplier's cars; drivers none.
 */
export interface FleetAccount {
  type: S['UserType'];
  supplierId?: string | null;
}

/** May add cars to some supplier: an admin, or a supplier account linked to its supplier. */
export function canAddCars(account: FleetAccount | null | undefined): boolean {
  if (!account) return false;
  return isAdmin(account) || (roleOf(account.type) === 'supplier' && Boolean(account.supplierId));
}

/** May add, change or remove the cars of the supplier `supplierId`. */
export function canManageCarsOf(account: FleetAccount | null | undefined, supplierId: string): boolean {
  if (!account) return false;
  return isAdmin(account) || (roleOf(account.type) === 'supplier' && Boolean(account.supplierId) && account.supplierId === supplierId);
}

/** An admin works for no supplier, so must say which supplier a new car belongs to. */
export function mustNameSupplier(account: FleetAccount): boolean {
  return isAdmin(account);
}

/**
 * The bounds of a new car's numbers (openapi/openapi.yaml, CarInput; tests/unit/fleet.test.ts checks
 * that both say the same): the form checks them before the server does.
 */
export const carInputLimits = {
  year: { min: 1950, max: 2100 },
  /** Km a day when limited; unlimited is UNLIMITED_MILEAGE (-1). */
  mileage: { min: 0, max: 10_000 },
  seats: { min: 2, max: 9 },
  doors: { min: 2, max: 5 },
  deposit: { min: 0, max: 1_000_000 },
  /** Per day; prices are kept to the cent. */
  price: { min: 0.01, max: 100_000 },
  minimumAge: { min: MINIMUM_AGE, max: 99 },
  /** Each extra: -1 not offered, 0 included, else its price. */
  extra: { min: -1, max: 100_000 },
} as const;

/** The price of an extra that is not offered (0 is included, more is its price). */
export const EXTRA_NOT_OFFERED = -1;

/** The colour of a car's drawing: `#rrggbb`. */
export const CAR_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** The bounds of a yacht's numbers (openapi YachtInput; tests/unit/fleet.test.ts checks that both say the same). */
export const yachtInputLimits = {
  year: { min: 1950, max: 2100 },
  /** Length overall, in metres. */
  lengthMeters: { min: 3, max: 200 },
  cabins: { min: 0, max: 30 },
  guests: { min: 1, max: 100 },
  /** 0: without crew. */
  crew: { min: 0, max: 60 },
  price: { min: 0.01, max: 1_000_000 },
  deposit: { min: 0, max: 10_000_000 },
} as const;

/** At most this many images a car or a yacht; an image is what domain/documents.ts takes (type, 5 MB). */
export const MAX_VEHICLE_IMAGES = 12;

