-- Indexes for the catalogue search: sorting by price or date, filtering by the common fields,
-- and text search on brand and model (trigram, so partial words match).
create index cars_price on cars (price, id);
create index cars_created on cars (created_at desc, id);
create index cars_body_type on cars (body_type);
create index cars_category on cars (category);
create index cars_search_text on cars using gin ((lower(brand || ' ' || model)) gin_trgm_ops);
create index yachts_price on yachts (price, id);
create index yachts_created on yachts (created_at desc, id);
create index yachts_search_text on yachts using gin ((lower(brand || ' ' || model)) gin_trgm_ops);
