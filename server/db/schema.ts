/**
 * Drizzle's view of the tables, for typed queries. The tables themselves are created by the SQL
 * files in server/migrations (the same on PGlite and PostgreSQL); tests/server/schema.test.ts
 * checks that every column named here exists there. One file an area, in schema/; queries import them from here.
 */
export * from './schema/accounts.ts';
export * from './schema/bookings.ts';
export * from './schema/catalogue.ts';
export * from './schema/mail.ts';
export * from './schema/content.ts';
