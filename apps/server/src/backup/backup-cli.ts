import path from 'node:path';
import { loadConfig } from '../config';
import { createBackup } from './backup';

/**
 * `npm run backup -- <Ziel>`: a backup of the configured installation (DATABASE_URL or DATA_DIR, the
 * file store, the signing certificate) into the new, empty directory <Ziel>. Exit code 1 on failure.
 */
const [target] = process.argv.slice(2);
if (!target) {
  console.error('Aufruf: npm run backup -- <Ziel>   (ein neues, leeres Verzeichnis)');
  process.exit(2);
}
try {
  const config = loadConfig();
  await createBackup(config, path.resolve(process.env.INIT_CWD ?? process.cwd(), target), (line) => console.info(line));
} catch (error) {
  console.error(`Sicherung fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
