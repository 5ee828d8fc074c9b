import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { hasData, seedDemoData } from './seed';

/** npm run db:seed — seeds the Demo-Bestand into the configured database unless it already holds data. */
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
try {
  if (await hasData(database.db)) {
    console.log('Die Datenbank enthält bereits Daten, der Demo-Bestand wurde nicht eingespielt.');
  } else {
    const started = performance.now();
    await seedDemoData(database.db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Demo-Bestand eingespielt (${seconds} s). Anmeldung z. B. mit „makler“ / „demo“.`);
  }
} finally {
  await database.close();
}
