-- The logo of each rental company: a path under CDN_URL or the https URL of its own picture. Empty
-- until a company sends one; the API then answers a plate with its initials (server/services/images).
alter table suppliers add column logo text;
