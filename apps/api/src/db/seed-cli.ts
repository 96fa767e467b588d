import { loadConfigOrExit } from '../config.js';
import { openDatabase } from './client.js';
import { migrateDatabase } from './migrate.js';
import { seedDemoData } from './seed/seed-demo-data.js';

/** `npm run seed` fills an empty database; `npm run seed -- --reset` replaces the demo data. */
const reset = process.argv.slice(2).includes('--reset');
const config = loadConfigOrExit();
const database = await openDatabase(config.database);
try {
  await migrateDatabase(database);
  const { seeded } = await seedDemoData(database.db, { reset });
  console.log(
    seeded
      ? `Demo data seeded${reset ? ' (reset)' : ''}.`
      : 'The database already has data; nothing seeded. Use --reset to replace it.',
  );
} finally {
  await database.close();
}
