import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client.ts';
import { applyMigration, migrateBefore, rowsOf } from '@/tests/support/migrations.ts';
import { databaseLabel, openEmptyTestDatabase } from '@/tests/support/server.ts';

/**
 * 0030_image_and_avatar_names.sql on data written before it: the vehicles' images and the suppliers' avatars keep
 * their bytes under the new tables' and column's names, and the addresses the rows hold move to where the server now
 * serves them (/images/, /supplier-avatars/). Addresses of anything else stay as they were.
 */
const RENAMES = '0030_image_and_avatar_names.sql';

let database: Database;
const rows = rowsOf(() => database);

const ids = {
  withAvatar: '00000000-0000-4000-8000-000000000001',
  withUrl: '00000000-0000-4000-8000-000000000002',
  avatar: '00000000-0000-4000-8000-000000000003',
  car: '00000000-0000-4000-8000-000000000004',
  drawnCar: '00000000-0000-4000-8000-000000000005',
  yacht: '00000000-0000-4000-8000-000000000006',
  carImage: '00000000-0000-4000-8000-000000000007',
  yachtImage: '00000000-0000-4000-8000-000000000008',
};

/** A supplier as the rows before 0030 held it: `logo` its own avatar's address, an https URL, or none. */
const insertSupplier = (id: string, slug: string, logo: string | null) => database.db.execute(sql`
  insert into suppliers (id, slug, name, email, phone, tier, payment_types, pay_later, bio, logo)
  values (${id}, ${slug}, ${slug}, ${`${slug}@example.com`}, '+33 4 93 00 00 00', 'gold', array['card'], false, '{"en": ""}'::jsonb, ${logo})`);

const insertCar = (id: string, image: string) => database.db.execute(sql`
  insert into cars (id, supplier_id, brand, model, year, body_type, category, engine_type, gearbox, fuel_policy, mileage, seats, doors,
    aircon, deposit, price, cancellation, amendments, theft_protection, collision_damage_waiver, full_insurance, additional_driver,
    color, description, image)
  values (${id}, ${ids.withAvatar}, 'Renault', 'Clio', 2023, 'hatchback', 'sedan', 'gasoline', 'manual', 'likeForlike', -1, 5, 5,
    true, 500, 40, 0, 0, 0, 0, 0, 0, '#1f6feb', '{"en": ""}'::jsonb, ${image})`);

beforeAll(async () => {
  database = await openEmptyTestDatabase();
  await migrateBefore(database, RENAMES);

  await insertSupplier(ids.withAvatar, 'with-avatar', `/logos/${ids.avatar}.webp`);
  await insertSupplier(ids.withUrl, 'with-url', 'https://cdn.example.com/suppliers/with-url.png');
  await database.db.execute(sql`insert into supplier_logos (id, supplier_id, bytes) values (${ids.avatar}, ${ids.withAvatar}, '\\x01'::bytea)`);
  await insertCar(ids.car, `/pictures/${ids.carImage}/card.webp`);
  await insertCar(ids.drawnCar, 'cars/hatchback-1f6feb.svg');
  await database.db.execute(sql`
    insert into yachts (id, supplier_id, brand, model, year, kind, length_meters, cabins, guests, crew, price, deposit, color, description, image)
    values (${ids.yacht}, ${ids.withAvatar}, 'Princess', 'V50', 2022, 'motor', 15.6, 3, 8, 1, 2400, 5000, '#0b3d91', '{"en": ""}'::jsonb,
      ${`/pictures/${ids.yachtImage}/card.webp`})`);
  await database.db.execute(sql`
    insert into vehicle_pictures (id, car_id, yacht_id, position, large, card, thumb)
    values (${ids.carImage}, ${ids.car}, null, 1, '\\x01'::bytea, '\\x02'::bytea, '\\x03'::bytea),
           (${ids.yachtImage}, null, ${ids.yacht}, 1, '\\x01'::bytea, '\\x02'::bytea, '\\x03'::bytea)`);

  await applyMigration(database, RENAMES);
});
afterAll(() => database.close());

describe(`${RENAMES} on ${databaseLabel}`, () => {
  it('keeps the images and the avatars under their new names, with their constraints and indexes', async () => {
    const images = await rows<{ id: string; car_id: string | null; yacht_id: string | null }>(sql`select id, car_id, yacht_id from vehicle_images order by id`);
    expect(images).toEqual([
      { id: ids.carImage, car_id: ids.car, yacht_id: null },
      { id: ids.yachtImage, car_id: null, yacht_id: ids.yacht },
    ]);
    expect(await rows(sql`select id, supplier_id from supplier_avatars`)).toEqual([{ id: ids.avatar, supplier_id: ids.withAvatar }]);

    const names = await rows<{ name: string }>(sql`
      select conname as name from pg_constraint where conrelid in ('vehicle_images'::regclass, 'supplier_avatars'::regclass)
      union all select indexname from pg_indexes where tablename in ('vehicle_images', 'supplier_avatars')`);
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter(({ name }) => !name.startsWith('vehicle_images_') && !name.startsWith('supplier_avatars_'))).toEqual([]);
    expect(names.map(({ name }) => name)).toEqual(expect.arrayContaining(['vehicle_images_car', 'vehicle_images_yacht', 'supplier_avatars_supplier_id_key']));
    const old = await rows(sql`select relname from pg_class where relname like 'vehicle_pictures%' or relname like 'supplier_logos%'`);
    expect(old).toEqual([]);

    // The rules the tables had still hold: an image shows a car or a yacht, not both; a supplier has one avatar.
    await expect(database.db.execute(sql`
      insert into vehicle_images (car_id, yacht_id, position, large, card, thumb)
      values (${ids.car}, ${ids.yacht}, 2, '\\x01'::bytea, '\\x02'::bytea, '\\x03'::bytea)`)).rejects.toThrow();
    await expect(database.db.execute(sql`insert into supplier_avatars (supplier_id, bytes) values (${ids.withAvatar}, '\\x01'::bytea)`)).rejects.toThrow();
  });

  it('moves the addresses the rows hold to where the server serves them, and leaves any other as it was', async () => {
    expect(await rows(sql`select slug, avatar from suppliers order by slug`)).toEqual([
      { slug: 'with-avatar', avatar: `/supplier-avatars/${ids.avatar}.webp` },
      { slug: 'with-url', avatar: 'https://cdn.example.com/suppliers/with-url.png' },
    ]);
    expect(await rows(sql`select id, image from cars order by id`)).toEqual([
      { id: ids.car, image: `/images/${ids.carImage}/card.webp` },
      { id: ids.drawnCar, image: 'cars/hatchback-1f6feb.svg' },
    ]);
    expect(await rows(sql`select image from yachts`)).toEqual([{ image: `/images/${ids.yachtImage}/card.webp` }]);
  });
});
