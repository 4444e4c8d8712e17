-- The catalogue: places, rental companies, cars, yachts, and the editorial pages.
-- Texts shown to drivers are localized jsonb objects: { "en": ..., "fr": ..., "ru": ... }.
create table locations (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  name jsonb not null,
  country text not null,
  latitude double precision not null,
  longitude double precision not null
);

create table suppliers (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  name text not null,
  email text not null,
  phone text not null,
  tier text not null check (tier in ('gold', 'silver', 'vip')),
  payment_types text[] not null,
  pay_later boolean not null,
  minimum_age integer not null default 21,
  licence_required boolean not null default false,
  bio jsonb not null,
  created_at timestamptz not null default now()
);
alter table users add constraint users_supplier_fk foreign key (supplier_id) references suppliers (id) on delete set null;

create table supplier_locations (
  supplier_id uuid not null references suppliers (id) on delete cascade,
  location_id uuid not null references locations (id) on delete cascade,
  primary key (supplier_id, location_id)
);

create table cars (
  id uuid primary key default gen_random_uuid(),
  supplier_id uuid not null references suppliers (id) on delete cascade,
  brand text not null,
  model text not null,
  year integer not null,
  body_type text not null check (body_type in ('compact', 'convertible', 'coupe', 'hatchback', 'pickup', 'suv', 'sedan', 'van')),
  category text not null check (category in ('SUV', 'cabrio', 'luxury', 'sports', 'sedan', 'electric', 'coupe', 'van')),
  engine_type text not null check (engine_type in ('diesel', 'gasoline', 'electric', 'hybrid', 'plugInHybrid', 'unknown')),
  gearbox text not null check (gearbox in ('manual', 'automatic', 'cvt')),
  fuel_policy text not null check (fuel_policy in ('likeForlike', 'freeTank')),
  mileage integer not null,
  seats integer not null check (seats between 2 and 9),
  doors integer not null,
  aircon boolean not null,
  deposit numeric(10, 2) not null,
  price numeric(10, 2) not null check (price > 0),
  cancellation numeric(10, 2) not null,
  amendments numeric(10, 2) not null,
  theft_protection numeric(10, 2) not null,
  collision_damage_waiver numeric(10, 2) not null,
  full_insurance numeric(10, 2) not null,
  additional_driver numeric(10, 2) not null,
  minimum_age integer not null default 21,
  available boolean not null default true,
  badges text[] not null default '{}',
  color text not null,
  description jsonb not null,
  created_at timestamptz not null default now()
);
create index cars_supplier on cars (supplier_id);

create table car_locations (
  car_id uuid not null references cars (id) on delete cascade,
  location_id uuid not null references locations (id) on delete cascade,
  primary key (car_id, location_id)
);
create index car_locations_location on car_locations (location_id);

create table yachts (
  id uuid primary key default gen_random_uuid(),
  supplier_id uuid not null references suppliers (id) on delete cascade,
  brand text not null,
  model text not null,
  year integer not null,
  kind text not null check (kind in ('motor', 'sailing', 'catamaran', 'gulet', 'superyacht')),
  length_meters numeric(6, 2) not null,
  cabins integer not null,
  guests integer not null,
  crew integer not null,
  price numeric(10, 2) not null check (price > 0),
  deposit numeric(10, 2) not null,
  available boolean not null default true,
  badges text[] not null default '{}',
  color text not null,
  description jsonb not null,
  created_at timestamptz not null default now()
);
create index yachts_supplier on yachts (supplier_id);

create table yacht_locations (
  yacht_id uuid not null references yachts (id) on delete cascade,
  location_id uuid not null references locations (id) on delete cascade,
  primary key (yacht_id, location_id)
);
create index yacht_locations_location on yacht_locations (location_id);

create table blog_posts (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  published_at date not null,
  title jsonb not null,
  summary jsonb not null,
  body jsonb not null
);

create table faq_entries (
  id uuid primary key default gen_random_uuid(),
  topic text not null,
  position integer not null,
  question jsonb not null,
  answer jsonb not null
);
