import { loadConfig } from '@/server/config.ts';
import { openDatabase } from '@/server/db/client.ts';
import { migrate } from '@/server/db/migrate.ts';
import { seedIfEmpty } from './seed.ts';

// npm run seed: the same data the embedded database gets on first start, into DATABASE_URL or DATA_DIR.
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrate(database);
const result = await seedIfEmpty(database, { demoAccounts: !config.production });
console.log(
  result.catalog
    ? `Seeded ${result.catalog.locations} locations, ${result.catalog.suppliers} suppliers, ${result.catalog.cars} cars, ${result.catalog.yachts} yachts.`
    : 'The catalogue was already there; left as it is.',
);
console.log(`Blog posts added: ${result.content.posts}; help-centre answers added: ${result.content.answers}.`);
console.log(config.production ? 'Production: no demo accounts.' : `Demo accounts added: ${result.demoAccounts} (password demo1234).`);
await database.close();
