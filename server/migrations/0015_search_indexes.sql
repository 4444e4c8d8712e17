-- The catalogue search read from the database (issue 11; plans read with EXPLAIN ANALYZE on 10,000 cars, docs/benchmarks.md).
--
-- 1. The GIN indexes of the search (places, and the trigram text search) write new entries straight into the index
--    instead of a pending list. With the pending list on (PostgreSQL's default), every search by place read the
--    whole list, unsorted, until a vacuum merged it: after 10,000 cars were added the place index took ~1.1 ms
--    per search instead of ~0.07 ms, and PGlite, which never vacuums by itself, kept it so. The catalogue is read
--    far more often than written, so a slower insert of a car is the better trade. The lists already there are merged now.
alter index cars_location_ids set (fastupdate = off);
alter index yachts_location_ids set (fastupdate = off);
alter index cars_search_text set (fastupdate = off);
alter index yachts_search_text set (fastupdate = off);
select gin_clean_pending_list('cars_location_ids'::regclass);
select gin_clean_pending_list('yachts_location_ids'::regclass);
select gin_clean_pending_list('cars_search_text'::regclass);
select gin_clean_pending_list('yachts_search_text'::regclass);

-- 2. A body type's cars in the order of each sort, so a page of one body type reads its 15 rows (plus the
--    pages before) in order instead of sorting every car of that type; body_type alone is their prefix.
create index cars_body_type_price on cars (body_type, price, id);
create index cars_body_type_created on cars (body_type, created_at desc, id);
drop index cars_body_type;
