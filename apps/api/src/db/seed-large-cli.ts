import { loadConfigOrExit } from '../config.js';
import { openDatabase } from './client.js';
import { migrateDatabase } from './migrate.js';
import { seedLargeCatalog } from './seed/large-catalog.js';

/**
 * `npm run seed:large` adds the load-test catalogue (1,000 stores, 100,000 products) to the
 * configured database. Deterministic ids: running it again adds nothing.
 */
const config = loadConfigOrExit();
if (config.env === 'production') {
  console.error(
    'seed:large fills the database with made-up stores; it refuses to run in production.',
  );
  process.exit(1);
}
const database = await openDatabase(config.database);
try {
  await migrateDatabase(database);
  const started = performance.now();
  const summary = await seedLargeCatalog(database.db);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Large catalogue in place on ${database.engine}: ${summary.stores} stores, ${summary.productCategories} product categories, ${summary.products} products (${seconds} s).`,
  );
} finally {
  await database.close();
}
