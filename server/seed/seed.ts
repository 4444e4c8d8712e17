import { count, sql } from 'drizzle-orm';
import type { Database, Db } from '@/server/db/client.ts';
import {
  carLocations, cars, coupons, locations, supplierLocations, suppliers, users, yachtLocations, yachts,
} from '@/server/db/schema.ts';
import { carImagePath, yachtImagePath } from '@/server/services/images/index.ts';
import { hashPassword } from '@/server/services/secrets.ts';
import { ensureContent } from './content.ts';
import { seedDemoActivity } from './demo-activity.ts';
import { cars as seedCars } from './data/cars.ts';
import { locations as seedLocations } from './data/locations.ts';
import { suppliers as seedSuppliers } from './data/suppliers.ts';
import { yachts as seedYachts } from './data/yachts.ts';

export const DEMO_PASSWORD = 'demo1234';
export const demoAccounts = [
  { email: 'driver@example.com', fullName: 'Alex Martin', type: 'user', birthDate: '1990-04-12', phone: '+33 6 12 34 56 78' },
  { email: 'supplier@example.com', fullName: 'Riviera Drive', type: 'supplier', birthDate: null, phone: '+377 93 15 20 00' },
  { email: 'admin@example.com', fullName: 'Camille Dubois', type: 'admin', birthDate: null, phone: null },
  { email: 'superadmin@example.com', fullName: 'Nikolai Petrov', type: 'superadmin', birthDate: null, phone: null },
] as const;

const SEED_LOCK = 727_002;

function lookup(ids: Map<string, string>, slug: string, what: string) {
  const id = ids.get(slug);
  if (!id) throw new Error(`Seed data names an unknown ${what}: ${slug}`);
  return id;
}

async function seedCatalog(tx: Db) {
  const locationRows = await tx.insert(locations).values(seedLocations).returning({ id: locations.id, slug: locations.slug });
  const locationIds = new Map(locationRows.map((r) => [r.slug, r.id]));
  const supplierRows = await tx
    .insert(suppliers)
    .values(seedSuppliers.map(({ locations: _l, ...s }) => s))
    .returning({ id: suppliers.id, slug: suppliers.slug });
  const supplierIds = new Map(supplierRows.map((r) => [r.slug, r.id]));
  const supplierLinks = seedSuppliers.flatMap((s) =>
    s.locations.map((l) => ({ supplierId: lookup(supplierIds, s.slug, 'supplier'), locationId: lookup(locationIds, l, 'location') })),
  );
  if (supplierLinks.length) await tx.insert(supplierLocations).values(supplierLinks);

  const carRows = await tx
    .insert(cars)
    .values(seedCars.map(({ supplier, locations: _l, ...car }) => ({ ...car, image: carImagePath(car), supplierId: lookup(supplierIds, supplier, 'supplier') })))
    .returning({ id: cars.id });
  const carLinks = seedCars.flatMap((car, i) =>
    car.locations.map((l) => ({ carId: carRows[i]!.id, locationId: lookup(locationIds, l, 'location') })),
  );
  if (carLinks.length) await tx.insert(carLocations).values(carLinks);

  const yachtRows = await tx
    .insert(yachts)
    .values(seedYachts.map(({ supplier, locations: _l, ...y }) => ({ ...y, image: yachtImagePath(y), supplierId: lookup(supplierIds, supplier, 'supplier') })))
    .returning({ id: yachts.id });
  const yachtLinks = seedYachts.flatMap((y, i) =>
    y.locations.map((l) => ({ yachtId: yachtRows[i]!.id, locationId: lookup(locationIds, l, 'location') })),
  );
  if (yachtLinks.length) await tx.insert(yachtLocations).values(yachtLinks);

  return { locations: locationRows.length, suppliers: supplierRows.length, cars: carRows.length, yachts: yachtRows.length };
}

/** Coupons to try the booking flow with (README, demo data); missing ones are added. */
export const demoCoupons = [
  { code: 'WELCOME10', discount: 10, discountUnit: 'percentage' as const, maxUses: null },
  { code: 'RIVIERA25', discount: 25, discountUnit: 'amount' as const, maxUses: 1000 },
];

async function ensureDemoCoupons(tx: Db) {
  await tx.insert(coupons).values(demoCoupons).onConflictDoNothing();
}

/** The four demo accounts (never in production), each with the password demo1234; missing ones are added. */
async function ensureDemoAccounts(tx: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [demoSupplier] = await tx.select({ id: suppliers.id }).from(suppliers).where(sql`${suppliers.email} = 'supplier@example.com'`);
  const inserted = await tx
    .insert(users)
    .values(
      demoAccounts.map((a) => ({
        ...a,
        passwordHash,
        verified: true,
        verifiedAt: new Date(),
        supplierId: a.type === 'supplier' ? (demoSupplier?.id ?? null) : null,
      })),
    )
    .onConflictDoNothing()
    .returning({ email: users.email });
  return inserted.map((row) => row.email);
}

export interface SeedResult {
  catalog?: Awaited<ReturnType<typeof seedCatalog>>;
  demoAccounts: number;
  /** Posts and help-centre answers added by this start (content.ts). */
  content: Awaited<ReturnType<typeof ensureContent>>;
  /** The demo driver's bookings and their notifications, made with his account (demo-activity.ts). */
  demoActivity?: Awaited<ReturnType<typeof seedDemoActivity>>;
}

/** Seeds the catalogue when it is empty and, unless told otherwise, the demo accounts. */
export async function seedIfEmpty(database: Database, options: { demoAccounts: boolean; content?: boolean }): Promise<SeedResult> {
  return database.exclusive(SEED_LOCK, async () => {
    const { db } = database;
    return db.transaction(async (tx) => {
      const [row] = await tx.select({ n: count() }).from(locations);
      const catalog = row?.n ? undefined : await seedCatalog(tx);
      // A test of an older migration seeds the catalogue alone (the content's tables come later).
      const content = options.content === false ? { posts: 0, answers: 0 } : await ensureContent(tx);
      const accounts = options.demoAccounts ? await ensureDemoAccounts(tx) : [];
      if (options.demoAccounts) await ensureDemoCoupons(tx);
      // Only with a new demo driver: an older database keeps what was done with it (and its dates may be taken).
      const demoActivity = accounts.includes('driver@example.com') ? await seedDemoActivity(tx) : undefined;
      return { catalog, content, demoAccounts: accounts.length, demoActivity };
    });
  });
}
