-- The lines of a booking's subtotal (domain/price.ts bookingPrice: the rental, each chosen extra, the mileage and
-- the franchise), as the server priced them when the booking was made or last amended. Like the booking's other
-- figures they are kept, not recomputed: a later change of the car's prices does not change a booking.
alter table bookings add column price_lines jsonb;

-- Bookings made before this migration did not keep their lines, so they are reconstructed here: the rental is the
-- booking's own rate x days; each chosen extra of a car is priced from the car's CURRENT extra prices (not the ones
-- it was booked at, which were not kept), per day for the protections and the additional driver, once for the
-- cancellation and amendments fees, as domain/price.ts charges them. An extra the car no longer offers (-1) counts 0.
-- Where the car's prices changed since, an old booking's lines may not add up to its stored subtotal.
update bookings b
set price_lines =
  jsonb_build_array(jsonb_build_object('item', 'rental', 'amount', round(b.rate * b.days, 2)))
  || coalesce(
    (
      select jsonb_agg(
        jsonb_build_object('item', e.item, 'amount', round(greatest(e.price, 0) * (case when e.daily then b.days else 1 end), 2))
        order by e.position
      )
      from cars c
      cross join lateral (
        values
          (1, 'cancellation', c.cancellation, false),
          (2, 'amendments', c.amendments, false),
          (3, 'theftProtection', c.theft_protection, true),
          (4, 'collisionDamageWaiver', c.collision_damage_waiver, true),
          (5, 'fullInsurance', c.full_insurance, true),
          (6, 'additionalDriver', c.additional_driver, true)
      ) as e (position, item, price, daily)
      where c.id = b.car_id and b.extras ->> e.item = 'true'
    ),
    '[]'::jsonb
  );

-- Every booking and amendment writes its lines from now on: no default, so a write that forgets them fails.
alter table bookings
  alter column price_lines set not null,
  add constraint bookings_price_lines_array check (jsonb_typeof(price_lines) = 'array');
