import { loadConfig } from '../config';
import { openDatabase } from './client';

// Opening the database applies all pending migrations.
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
await database.close();
console.info('Migrationen angewendet.');
