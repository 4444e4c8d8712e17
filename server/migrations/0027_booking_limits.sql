-- A company's own booking limits (issue 24): how many days ahead its cars and yachts may be picked up, and how many
-- days a rental of them may last. Null is the product's limits (domain/booking-limits.ts: 548 days ahead, 90 days
-- long); a company may only set lower ones, which these bounds (the contract's too) keep.
alter table suppliers
  add column max_days_ahead integer check (max_days_ahead between 1 and 548),
  add column max_rental_days integer check (max_rental_days between 1 and 90);
