-- Making a booking first voids the offer's pay-online bookings left unpaid past their deadline
-- (repositories/booking-writes.ts insertBooking). That update found them through the exclusion constraint's GiST
-- index on (car_id, period), reading every active booking of the car (~0.8 ms for 60 of them, growing with each one):
-- these indexes read only the car's or yacht's pending bookings whose deadline has passed.
create index bookings_car_expiring on bookings (car_id, expires_at) where status = 'pending' and car_id is not null;
create index bookings_yacht_expiring on bookings (yacht_id, expires_at) where status = 'pending' and yacht_id is not null;
